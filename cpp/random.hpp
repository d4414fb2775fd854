#pragma once
// Deterministic random numbers: splitmix64, integer arithmetic only, so native
// and wasm builds draw exactly the same numbers from the same state (std::
// distributions differ between standard libraries). The whole generator state
// is one uint64. The storybooks' grammars, the model's first weights and the
// trainer's batches draw from it.
#include <cstddef>
#include <cstdint>

namespace attention {

std::uint64_t next_random(std::uint64_t& state);
// Uniform in [0, 1), from the top 53 bits.
double random_unit(std::uint64_t& state);
// Uniform integer in [0, n) for n >= 1 (modulo bias below 1e-17 for small n).
std::size_t random_below(std::uint64_t& state, std::size_t n);

}  // namespace attention
