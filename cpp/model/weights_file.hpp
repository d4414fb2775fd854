#pragma once
// The weights file: what ./build.sh model writes and the page reads.
//
//   line 1: "attention-playground-model 4" (the format and its version)
//   line 2: the header, one line of JSON (models/README.md lists its fields:
//           shape, vocabulary, how it was trained, each head's measured job,
//           the payload's size and checksum)
//   then:   the payload, every tensor in spans() order: a matrix as one
//           scale per row, then its numbers as whole numbers of a few
//           bits (value ≈ scale × whole number; kEmbedBits for the embedding,
//           kMatrixBits for the others), packed lowest bit first, the tensor's
//           last byte padded with zeros; a vector (the sinks, the biases) whole.
//           Every scale and every vector's number is an IEEE half float (2 bytes;
//           format 3 had float32: 3 KB less gzip of a model part, and a half's
//           error, 1 part in 2,048, is far below the whole numbers' steps).
//           Little-endian.
// One scale per row keeps every row's largest number close to exact. Why so few bits:
// the model part must stay small (60 KB gzip), and measured on the held-out
// stories, 5 bits for the embedding and 6 for the rest move the heads' gate
// figures by under 0.02 and next-word accuracy by under 0.002 against int8
// (4 bits everywhere broke the subject head: 0.74, on top 89 %).
#include <cstdint>
#include <string>
#include <vector>

#include "transformer.hpp"

namespace attention::model {

inline constexpr const char* kWeightsMagic = "attention-playground-model 4";
inline constexpr int kEmbedBits = 5;   // the embedding: 2 in 3 of the numbers
inline constexpr int kMatrixBits = 6;  // every other matrix

// The payload of `weights`, quantized; and the weights that payload stands
// for (what the page will compute with, so the gates are measured on them).
std::string encode_payload(const Weights& weights);
// Reads a payload for `shape`. Throws InputError when its size is not the
// size the shape needs ("the model's numbers are 1200 bytes long, but its
// shape needs 40960: the file is cut short or not this model's"), checked
// before anything is allocated, or when a number is not finite or larger
// than kMaxWeight (a scale of 3e38 would pass as finite, then make NaN).
Weights decode_payload(const Shape& shape, const std::string& payload);
// The same, its problem said instead of thrown: "" and the weights in `out`, or what is wrong
// with the payload (`out` untouched). For the model's wasm module, built without C++ exceptions.
std::string decode_payload_into(const Shape& shape, const std::string& payload, Weights& out);
// What is wrong with a payload of `bytes` bytes for `shape` ("" when nothing): a size of the shape
// above kMaxShapeField, or not the payload_bytes() it needs. The first check of decode_payload_into.
std::string payload_size_problem(const Shape& shape, std::size_t bytes);

// The payload's size for `shape`, worked out in 64 bits from the shape alone,
// before anything is allocated: in wasm a std::size_t is 32 bits, and a width
// of 65,536 squared wraps to 0 there. Every field at most kMaxShapeField, else it throws InputError.
std::uint64_t payload_bytes(const Shape& shape);
inline constexpr std::uint64_t kMaxShapeField = 1000000;

// The largest number a weights file may hold (a trained model's are a few tens):
// beyond it a reading could overflow to infinity and NaN.
inline constexpr double kMaxWeight = 1e4;

// FNV-1a, 32 bits, as 8 hex digits: the header's checksum of the payload.
std::string checksum(const std::string& bytes);

}  // namespace attention::model
