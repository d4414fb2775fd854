// The core's random numbers (cpp/random.hpp: splitmix64) and its portable exp
// and log (cpp/portable_math.hpp), which make native and wasm runs give the
// same numbers: checked against published values and the C library.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "portable_math.hpp"
#include "random.hpp"

using namespace attention;
using doctest::Approx;

TEST_SUITE("random numbers") {
    TEST_CASE("splitmix64 from state 0 gives the published first outputs") {
        std::uint64_t state = 0;
        CHECK(next_random(state) == 0xE220A8397B1DCDAFULL);
        CHECK(next_random(state) == 0x6E789E6AA1B965F4ULL);
        CHECK(next_random(state) == 0x06C45D188009454FULL);
    }

    TEST_CASE("unit draws stay in [0, 1) and draws below 6 come out about evenly") {
        std::uint64_t state = 42;
        std::size_t counts[6] = {};
        for (int i = 0; i < 6000; ++i) {
            const double u = random_unit(state);
            CHECK((u >= 0.0 && u < 1.0));
            ++counts[random_below(state, 6)];
        }
        for (std::size_t c : counts) CHECK((c > 850 && c < 1150));  // 1000 ± 5 sigma
    }
}

TEST_SUITE("portable exp and log") {
    TEST_CASE(
        "portable_exp and portable_log agree with the C library to within 2 units in the last "
        "place") {
        // Relative difference, also for results near 1e-300 (doctest's Approx
        // would accept any tiny number there).
        const auto relative = [](double a, double b) { return std::abs(a - b) / std::abs(b); };
        std::uint64_t state = 3;
        double worst_exp = 0.0, worst_log = 0.0;
        for (int i = 0; i < 20000; ++i) {
            const double x = (2.0 * random_unit(state) - 1.0) * 700.0;
            worst_exp = std::max(worst_exp, relative(portable_exp(x), std::exp(x)));
            const double y = std::exp((2.0 * random_unit(state) - 1.0) * 700.0);
            worst_log = std::max(worst_log, relative(portable_log(y), std::log(y)));
            const double near_one = 1.0 + (2.0 * random_unit(state) - 1.0) * 1e-3;
            worst_log = std::max(worst_log, relative(portable_log(near_one), std::log(near_one)));
        }
        CHECK(worst_exp < 4.5e-16);  // 2^-52 = 2.2e-16 is one unit in the last place
        CHECK(worst_log < 4.5e-16);
    }

    TEST_CASE(
        "exact and special values: exp(0) = 1, log(1) = 0, exp(-Infinity) = 0, log(0) = "
        "-Infinity") {
        const double inf = std::numeric_limits<double>::infinity();
        CHECK(portable_exp(0.0) == 1.0);
        CHECK(portable_log(1.0) == 0.0);
        CHECK(portable_log(2.0) == Approx(0.6931471805599453).epsilon(2e-16));
        CHECK(portable_exp(1.0) == Approx(2.718281828459045).epsilon(2e-16));
        CHECK(portable_exp(-inf) == 0.0);
        CHECK(portable_exp(710.0) == inf);
        CHECK(portable_log(0.0) == -inf);
        CHECK(std::isnan(portable_log(-1.0)));
    }
}
