#pragma once
// The weights file: what ./build.sh model writes and the page reads.
//
//   line 1: "attention-playground-model 1" (the format and its version)
//   line 2: the header, one line of JSON (models/README.md lists its fields:
//           shape, vocabulary, how it was trained, each head's measured job,
//           the payload's size and checksum)
//   then:   the payload, every tensor in spans() order: a matrix as one
//           float32 scale per row, then its rows in int8 (value ≈ scale × byte);
//           a vector (the sinks, the biases) as float32. Little-endian.
// One scale per row keeps every row's largest number exact to 1/127 of itself
// (the measured gates and the loss move by about 0.001; models/README.md).
#include <cstdint>
#include <string>
#include <vector>

#include "transformer.hpp"

namespace attention::model {

inline constexpr const char* kWeightsMagic = "attention-playground-model 1";

// The payload of `weights`, quantized; and the weights that payload stands
// for (what the page will compute with, so the gates are measured on them).
std::string encode_payload(const Weights& weights);
// Reads a payload for `shape`. Throws InputError when its size is not the
// size the shape needs ("the model's numbers are 1200 bytes long, but its
// shape needs 40960: the file is cut short or not this model's").
Weights decode_payload(const Shape& shape, const std::string& payload);

// FNV-1a, 32 bits, as 8 hex digits: the header's checksum of the payload.
std::string checksum(const std::string& bytes);

}  // namespace attention::model
