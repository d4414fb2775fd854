// format_number (cpp/tensors.cpp) writes numbers as C's "%.15g" does, without
// printf (whose code the wasm core leaves out): checked here against the C
// library itself on hard cases and on random doubles of every magnitude.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <string>

#include "tensors.hpp"

using attention::format_number;

namespace {

std::string printf_g15(double x) {
    char text[64];
    std::snprintf(text, sizeof text, "%.15g", x);
    return text;
}

}  // namespace

TEST_CASE("format_number names what JavaScript names") {
    CHECK(format_number(std::nan("")) == "NaN");
    CHECK(format_number(std::numeric_limits<double>::infinity()) == "Infinity");
    CHECK(format_number(-std::numeric_limits<double>::infinity()) == "-Infinity");
}

TEST_CASE("format_number prints as %.15g: hand-picked cases") {
    const double cases[] = {
        0.0, -0.0, 1, -1, -0.5, 0.1, 0.3, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 1e-4, 1e-5, 9.99999999999999e-5,
        0.000099999999999999995, 123456789012345.0, 999999999999999.0, 999999999999999.5, 1e15,
        1e15 + 5,  // an exact tie: 1000000000000005 rounds to even, 1e+15
        1e15 + 15, 12345678901234.25, 12345678901234.75, 4294967296.0, 1.8446744073709552e19,
        1e21, 1e100, 1.7976931348623157e308, 2.2250738585072014e-308, 4.9406564584124654e-324,
        -1e-320, 5e-324, 0.5, 0.25, 0.125, 100, 1e14, 99999999999999.95, 9.999999999999995e14,
    };
    for (const double x : cases) CHECK_MESSAGE(format_number(x) == printf_g15(x), x);
}

TEST_CASE("format_number prints as %.15g: random doubles") {
    std::mt19937_64 random(15);
    for (int i = 0; i < 5000; ++i) {
        const std::uint64_t bits = random();
        double x;
        std::memcpy(&x, &bits, sizeof x);
        if (!std::isfinite(x)) continue;
        REQUIRE_MESSAGE(format_number(x) == printf_g15(x), printf_g15(x));
        // Numbers with few digits, where ties and trailing zeros are common.
        const double y = double(std::int64_t(bits >> 11) % 100000000000000000) / std::pow(10.0, int(bits % 40));
        REQUIRE_MESSAGE(format_number(y) == printf_g15(y), printf_g15(y));
    }
}
