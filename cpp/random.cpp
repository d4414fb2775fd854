#include "random.hpp"

namespace attention {

std::uint64_t next_random(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

double random_unit(std::uint64_t& state) { return double(next_random(state) >> 11) * 0x1.0p-53; }

std::size_t random_below(std::uint64_t& state, std::size_t n) {
    return std::size_t(next_random(state) % std::uint64_t(n));
}

}  // namespace attention
