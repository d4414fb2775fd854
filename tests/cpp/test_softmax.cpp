// Expected values are worked out by hand: softmax(s)_i = e^(s_i) / sum_j e^(s_j).
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "input_error.hpp"
#include "softmax.hpp"

using namespace attention;
using doctest::Approx;

namespace {
constexpr double inf = std::numeric_limits<double>::infinity();
const double nan_value = std::nan("");
}  // namespace

TEST_SUITE("softmax") {
    TEST_CASE("softmax of [3,0,0,0] gives 87% to the first score and 4.3% to each other") {
        // e^3 = 20.0855; total = 23.0855; 20.0855 / 23.0855 = 0.870049
        const SoftmaxResult r = softmax(Vector{3, 0, 0, 0});
        CHECK(r.weights(0) == Approx(0.870049).epsilon(1e-6));
        CHECK(r.weights(1) == Approx(0.043316).epsilon(1e-5));
        CHECK(r.weights(3) == Approx(0.043316).epsilon(1e-5));
        CHECK(r.sink_weight == 0.0);
    }

    TEST_CASE("small scores leak: softmax of [1,0,0,0] gives under half to the winner") {
        // e / (e + 3) = 2.71828 / 5.71828
        const SoftmaxResult r = softmax(Vector{1, 0, 0, 0});
        CHECK(r.weights(0) == Approx(0.475367).epsilon(1e-6));
        CHECK(r.weights(1) == Approx(0.174878).epsilon(1e-6));
    }

    TEST_CASE("two equal matches split the weight: [4,1,4,1] gives 47.6% to each match") {
        // e^3 / (2 e^3 + 2) = 20.0855 / 42.1711
        const SoftmaxResult r = softmax(Vector{4, 1, 4, 1});
        CHECK(r.weights(0) == Approx(0.476287).epsilon(1e-6));
        CHECK(r.weights(1) == Approx(0.023713).epsilon(1e-5));
        CHECK(r.weights(2) == Approx(r.weights(0)));
    }

    TEST_CASE("only differences matter: [1000, 999] gives 73.1% and 26.9%") {
        const SoftmaxResult r = softmax(Vector{1000, 999});
        CHECK(r.weights(0) == Approx(0.731059).epsilon(1e-6));
        CHECK(r.weights(1) == Approx(0.268941).epsilon(1e-6));
    }

    TEST_CASE("adding the same number to every score changes nothing") {
        const SoftmaxResult a = softmax(Vector{0.5, -2, 3});
        const SoftmaxResult b = softmax(Vector{100.5, 98, 103});
        for (std::size_t i = 0; i < 3; ++i) CHECK(a.weights(i) == Approx(b.weights(i)).epsilon(1e-12));
    }

    TEST_CASE("the largest finite scores do not overflow: [1e308, 1e308] splits in half") {
        const SoftmaxResult r = softmax(Vector{1e308, 1e308});
        CHECK(r.weights(0) == 0.5);
        CHECK(r.weights(1) == 0.5);
        const SoftmaxResult far = softmax(Vector{1e308, -1e308});
        CHECK(far.weights(0) == 1.0);
        CHECK(far.weights(1) == 0.0);
    }

    TEST_CASE("a -Infinity score is masked and gets exactly 0") {
        const SoftmaxResult r = softmax(Vector{2, -inf, 2});
        CHECK(r.weights(0) == 0.5);
        CHECK(r.weights(1) == 0.0);
        CHECK(r.weights(2) == 0.5);
    }

    TEST_CASE("the sink is one more score whose weight is reported apart") {
        const SoftmaxResult r = softmax(Vector{0, 0}, 0.0);
        CHECK(r.weights.size() == 2);
        CHECK(r.weights(0) == Approx(1.0 / 3));
        CHECK(r.sink_weight == Approx(1.0 / 3));
    }

    TEST_CASE("when nothing matches the sink absorbs the attention, and a real match beats it") {
        // Sink score 2 against scores of 0: e^2 / (e^2 + 3) = 7.38906 / 10.38906
        const SoftmaxResult idle = softmax(Vector{0, 0, 0}, 2.0);
        CHECK(idle.sink_weight == Approx(0.711235).epsilon(1e-6));
        // One score of 9 against the sink's 2: e^9 / (e^9 + e^2 + 2) = 8103.08 / 8112.47
        const SoftmaxResult match = softmax(Vector{9, 0, 0}, 2.0);
        CHECK(match.weights(0) == Approx(0.998842).epsilon(1e-6));
        CHECK(match.sink_weight == Approx(0.000911).epsilon(1e-3));
    }

    TEST_CASE("with no scores at all the sink takes everything") {
        const SoftmaxResult r = softmax(Vector{}, -5.0);
        CHECK(r.weights.size() == 0);
        CHECK(r.sink_weight == 1.0);
        const SoftmaxResult masked = softmax(Vector{-inf, -inf}, 0.0);
        CHECK(masked.weights(0) == 0.0);
        CHECK(masked.sink_weight == 1.0);
    }

    TEST_CASE("weights and the sink weight sum to 1 within 1e-12") {
        Vector scores = xt::empty<double>({2000});
        for (std::size_t i = 0; i < scores.size(); ++i) scores(i) = std::sin(double(i)) * 30;
        const SoftmaxResult r = softmax(scores, 4.0);
        const double total = xt::sum(r.weights)() + r.sink_weight;
        CHECK(std::abs(total - 1.0) < 1e-12);
    }

    TEST_CASE("bad scores are refused with a message naming the position") {
        CHECK_THROWS_WITH_AS(softmax(Vector{1, nan_value}),
                             "scores[1] is NaN (a score must be a finite number, or -Infinity to mask it)",
                             InputError);
        CHECK_THROWS_WITH_AS(softmax(Vector{inf}),
                             "scores[0] is Infinity (a score must be a finite number, or -Infinity to mask it)",
                             InputError);
        CHECK_THROWS_WITH_AS(softmax(Vector{1}, nan_value), "sink must be a finite number (got NaN)",
                             InputError);
        CHECK_THROWS_WITH_AS(softmax(Vector{1}, -inf), "sink must be a finite number (got -Infinity)",
                             InputError);
    }

    TEST_CASE("with nothing left to attend to softmax says why") {
        CHECK_THROWS_WITH_AS(softmax(Vector{}), "nothing to attend to: no scores and no sink", InputError);
        CHECK_THROWS_WITH_AS(softmax(Vector{-inf, -inf}),
                             "nothing to attend to: every score is masked (-Infinity) and there is no sink",
                             InputError);
    }
}
