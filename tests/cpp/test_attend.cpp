// Expected values are worked out by hand from the definitions:
// score = scale * (q . k), weights = softmax(scores), blended = sum w_i v_i.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <optional>
#include <vector>

#include "attend.hpp"
#include "attend_kernel.hpp"
#include "input_error.hpp"
#include "softmax.hpp"

using namespace attention;
using doctest::Approx;

namespace {
constexpr double inf = std::numeric_limits<double>::infinity();
}

TEST_SUITE("score") {
    TEST_CASE("the match score is the dot product of query and key") {
        CHECK(score(Vector{1, 2, 3}, Vector{4, -5, 6}) == 12.0);  // 4 - 10 + 18
        CHECK(score(Vector{}, Vector{}) == 0.0);
    }

    TEST_CASE("a query and key of different lengths are refused") {
        CHECK_THROWS_WITH_AS(score(Vector{1, 2, 3}, Vector{1, 2}),
                             "the key has 2 numbers but the query has 3", InputError);
        CHECK_THROWS_WITH_AS(score(Vector{1, std::nan("")}, Vector{1, 2}), "query[1] is NaN",
                             InputError);
        CHECK_THROWS_WITH_AS(score(Vector{1, 2}, Vector{-inf, 2}), "key[0] is -Infinity", InputError);
    }

    TEST_CASE("an overflowing score stays infinite rather than NaN, or is refused") {
        CHECK(score(Vector{1e200}, Vector{1e200}) == inf);
        CHECK_THROWS_WITH_AS(score(Vector{1e200, 1e200}, Vector{1e200, -1e200}),
                             "the score overflows: the products exceed the float64 range (about "
                             "1.8e308) in both directions",
                             InputError);
    }
}

TEST_SUITE("attend") {
    const Matrix two_keys{{1, 0}, {0, 1}};
    const Matrix two_values{{10, 0}, {0, 10}};

    TEST_CASE("the query's best match gets the larger share and most of its value") {
        // scores [1, 0]; weights [e/(e+1), 1/(e+1)] = [0.731059, 0.268941]
        const AttendResult r = attend(Vector{1, 0}, two_keys, two_values);
        CHECK(r.scores(0) == 1.0);
        CHECK(r.scores(1) == 0.0);
        CHECK(r.weights(0) == Approx(0.731059).epsilon(1e-6));
        CHECK(r.blended(0) == Approx(7.310586).epsilon(1e-6));
        CHECK(r.blended(1) == Approx(2.689414).epsilon(1e-6));
        CHECK(r.sink_weight == 0.0);
    }

    TEST_CASE("a larger scale makes a clear winner: scale 3 gives 95% to the match") {
        // scores [3, 0]; e^3 / (e^3 + 1) = 0.952574
        const AttendResult r = attend(Vector{1, 0}, two_keys, two_values, 3.0);
        CHECK(r.scores(0) == 3.0);
        CHECK(r.weights(0) == Approx(0.952574).epsilon(1e-6));
    }

    TEST_CASE("when nothing matches the sink takes its share and its zero value thins the blend") {
        // scores [0, 0] and sink 0: a third each; blended = (10, 10) / 3
        const AttendResult r = attend(Vector{0, 0}, two_keys, two_values, 1.0, 0.0);
        CHECK(r.weights(0) == Approx(1.0 / 3));
        CHECK(r.sink_weight == Approx(1.0 / 3));
        CHECK(r.blended(0) == Approx(10.0 / 3));
        CHECK(r.blended(1) == Approx(10.0 / 3));
    }

    TEST_CASE("two copies of the same noun make the blend more confident") {
        // "it" queries for nouns (feature 0); one "cat" among three fillers at scale 3:
        // e^3/(e^3+3) = 0.870; two cats: 2e^3/(2e^3+2) = 0.953 together.
        const Matrix one_cat{{1}, {0}, {0}, {0}};
        const Matrix two_cats{{1}, {1}, {0}, {0}};
        const Matrix cat_values{{1}, {0}, {0}, {0}};
        const Matrix cats_values{{1}, {1}, {0}, {0}};
        const AttendResult one = attend(Vector{3}, one_cat, cat_values);
        const AttendResult two = attend(Vector{3}, two_cats, cats_values);
        CHECK(one.blended(0) == Approx(0.870049).epsilon(1e-6));
        CHECK(two.blended(0) == Approx(0.952574).epsilon(1e-6));
    }

    TEST_CASE("with no keys the sink takes everything and nothing is gathered") {
        const AttendResult r = attend(Vector{1, 2}, Matrix(xt::empty<double>({0, 2})),
                                      Matrix(xt::empty<double>({0, 3})), 1.0, 0.0);
        CHECK(r.weights.size() == 0);
        CHECK(r.sink_weight == 1.0);
        CHECK(r.blended == Vector{0, 0, 0});
    }

    TEST_CASE("a score that overflows to +Infinity wins outright instead of giving NaN") {
        const AttendResult r = attend(Vector{1e200, 1e200}, Matrix{{1e200, 1e200}, {1, 1}},
                                      Matrix{{1}, {2}});
        CHECK(r.scores(0) == inf);
        CHECK(r.weights(0) == 1.0);
        CHECK(r.weights(1) == 0.0);
        CHECK(r.blended(0) == 1.0);
        const AttendResult low = attend(Vector{1e200}, Matrix{{-1e200}, {1}}, Matrix{{1}, {2}});
        CHECK(low.scores(0) == -inf);
        CHECK(low.weights(0) == 0.0);
        CHECK(low.blended(0) == 2.0);
    }

    TEST_CASE("bad input is refused with the argument, the position and the problem") {
        CHECK_THROWS_WITH_AS(attend(Vector{1, 2, 3}, Matrix{{1, 2, 3, 4}}, Matrix{{1}}),
                             "keys[0] has 4 numbers but the query has 3", InputError);
        CHECK_THROWS_WITH_AS(attend(Vector{1, 0}, two_keys, Matrix{{1}}),
                             "values has 1 row but keys has 2 (one row per token)", InputError);
        CHECK_THROWS_WITH_AS(attend(Vector{1, 0}, two_keys, Matrix{{1}, {std::nan("")}}),
                             "values[1][0] is NaN", InputError);
        CHECK_THROWS_WITH_AS(attend(Vector{1, 0}, Matrix{{1, 0}, {inf, 1}}, two_values),
                             "keys[1][0] is Infinity", InputError);
        CHECK_THROWS_WITH_AS(attend(Vector{1, 0}, two_keys, two_values, -1.0),
                             "scale must be a finite number >= 0 (got -1)", InputError);
        CHECK_THROWS_WITH_AS(attend(Vector{1, 0}, two_keys, two_values, inf),
                             "scale must be a finite number >= 0 (got Infinity)", InputError);
        CHECK_THROWS_WITH_AS(attend(Vector{1, 0}, two_keys, two_values, 1.0, std::nan("")),
                             "sink must be a finite number (got NaN)", InputError);
        CHECK_THROWS_WITH_AS(attend(Vector{1}, Matrix(xt::empty<double>({0, 1})),
                                    Matrix(xt::empty<double>({0, 1}))),
                             "nothing to attend to: no keys and no sink", InputError);
        CHECK_THROWS_WITH_AS(attend(Vector{1e200, 1e200}, Matrix{{1e200, -1e200}}, Matrix{{1}}),
                             "the score of keys[0] overflows: the products of its numbers with the "
                             "query's exceed the float64 range (about 1.8e308) in both directions",
                             InputError);
    }
}

TEST_SUITE("attend_all") {
    // Three tokens, one feature: queries 1, 0, 2 and keys 1, 1, 0.
    HeadInput small_head() {
        return {Matrix{{1}, {0}, {2}}, Matrix{{1}, {1}, {0}}, Matrix{{1, 0}, {0, 1}, {1, 1}}};
    }

    TEST_CASE("each row holds one query token's scores and weights over every key token") {
        const auto heads = attend_all({small_head()});
        REQUIRE(heads.size() == 1);
        const HeadResult& h = heads[0];
        CHECK(h.scores(0, 0) == 1.0);
        CHECK(h.scores(2, 1) == 2.0);
        // row 0: scores [1, 1, 0] -> e/(2e+1) = 0.422319, 1/(2e+1) = 0.155362
        CHECK(h.weights(0, 0) == Approx(0.422319).epsilon(1e-6));
        CHECK(h.weights(0, 2) == Approx(0.155362).epsilon(1e-6));
        // row 1: all scores 0 -> a third each
        CHECK(h.weights(1, 1) == Approx(1.0 / 3));
        // row 2: scores [2, 2, 0] -> e^2/(2e^2+1) = 0.468311
        CHECK(h.weights(2, 0) == Approx(0.468311).epsilon(1e-6));
        // blended row 0 = 0.4223*(1,0) + 0.4223*(0,1) + 0.1554*(1,1)
        CHECK(h.blended(0, 0) == Approx(0.577681).epsilon(1e-6));
        CHECK(h.blended(0, 1) == Approx(0.577681).epsilon(1e-6));
        CHECK(h.sink_weights(0) == 0.0);
    }

    TEST_CASE("with causal on, token i sees tokens 0..i only and masked cells are exactly 0") {
        const auto heads = attend_all({small_head()}, {1.0, std::nullopt, true});
        const HeadResult& h = heads[0];
        CHECK(h.weights(0, 0) == 1.0);
        CHECK(h.weights(0, 1) == 0.0);
        CHECK(h.scores(0, 1) == -inf);
        CHECK(h.scores(0, 2) == -inf);
        CHECK(h.weights(1, 0) == 0.5);
        CHECK(h.weights(1, 2) == 0.0);
        CHECK(h.blended(1, 0) == 0.5);
        CHECK(h.blended(1, 1) == 0.5);
        CHECK(h.weights(2, 0) == Approx(0.468311).epsilon(1e-6));
    }

    TEST_CASE("the sink weight is reported for every row") {
        // row 1 has scores [0, 0, 0] and a sink of 0: a quarter each
        const auto heads = attend_all({small_head()}, {1.0, 0.0, false});
        CHECK(heads[0].sink_weights(1) == Approx(0.25));
        CHECK(heads[0].weights(1, 0) == Approx(0.25));
    }

    TEST_CASE("heads are computed independently and may have different widths") {
        HeadInput wide{Matrix{{1, 1}, {0, 0}, {0, 0}}, Matrix{{0, 0}, {0, 0}, {2, 2}},
                       Matrix{{1}, {2}, {3}}};
        const auto heads = attend_all({small_head(), wide}, {1.0, std::nullopt, false});
        REQUIRE(heads.size() == 2);
        // head 1, row 0: scores [0, 0, 4] -> e^4 / (e^4 + 2) = 0.964707
        CHECK(heads[1].scores(0, 2) == 4.0);
        CHECK(heads[1].weights(0, 2) == Approx(0.964663).epsilon(1e-6));
        CHECK(heads[0].weights(0, 0) == Approx(0.422319).epsilon(1e-6));
    }

    TEST_CASE("attention is blind to word order: swapping two tokens only swaps their rows and columns") {
        const HeadInput original = small_head();
        HeadInput swapped{Matrix{{2}, {0}, {1}}, Matrix{{0}, {1}, {1}}, Matrix{{1, 1}, {0, 1}, {1, 0}}};
        const HeadResult a = attend_all({original})[0];
        const HeadResult b = attend_all({swapped})[0];
        const std::size_t moved[3] = {2, 1, 0};
        for (std::size_t i = 0; i < 3; ++i) {
            for (std::size_t j = 0; j < 3; ++j) {
                CHECK(b.scores(moved[i], moved[j]) == a.scores(i, j));
                CHECK(b.weights(moved[i], moved[j]) == Approx(a.weights(i, j)).epsilon(1e-15));
            }
        }
    }

    TEST_CASE("bad sequences are refused with the head and field named") {
        CHECK_THROWS_WITH_AS(attend_all({}), "heads is empty: give at least one head", InputError);
        HeadInput short_keys = small_head();
        short_keys.keys = Matrix{{1}, {1}};
        CHECK_THROWS_WITH_AS(attend_all({short_keys}),
                             "heads[0].keys has 2 rows but heads[0].queries has 3 (one row per token)",
                             InputError);
        HeadInput two_tokens{Matrix{{1}, {1}}, Matrix{{1}, {1}}, Matrix{{1}, {1}}};
        CHECK_THROWS_WITH_AS(attend_all({small_head(), two_tokens}),
                             "heads[1].queries has 2 rows but heads[0].queries has 3 (one row per token)",
                             InputError);
        HeadInput empty{Matrix(xt::empty<double>({0, 1})), Matrix(xt::empty<double>({0, 1})),
                        Matrix(xt::empty<double>({0, 1}))};
        CHECK_THROWS_WITH_AS(attend_all({empty}),
                             "heads[0].queries is empty: a sequence needs at least one token",
                             InputError);
        HeadInput bad_value = small_head();
        bad_value.values(2, 1) = std::nan("");
        CHECK_THROWS_WITH_AS(attend_all({small_head(), bad_value}), "heads[1].values[2][1] is NaN",
                             InputError);
        CHECK_THROWS_WITH_AS(attend_all({small_head()}, {std::nan(""), std::nullopt, false}),
                             "scale must be a finite number >= 0 (got NaN)", InputError);
    }
}

TEST_SUITE("blends near the float64 maximum") {
    constexpr double max = std::numeric_limits<double>::max();

    // n tokens, all with score 0 (a query and keys of zeros), and the values given.
    AttendResult equal_weights(std::size_t n, double value, std::optional<double> sink = {}) {
        return attend(Vector{0}, Matrix(xt::zeros<double>({n, std::size_t(1)})),
                      Matrix(xt::zeros<double>({n, std::size_t(1)}) + value), 1.0, sink);
    }

    TEST_CASE("100 values of the largest double, equally weighted, blend to the largest double") {
        // Their weighted average is the value itself; the sum of 100 products
        // of 1/100 and 1.8e308 must not overflow on the way.
        const AttendResult up = equal_weights(100, max);
        CHECK(up.weights(0) == doctest::Approx(0.01));
        CHECK(std::isfinite(up.blended(0)));
        CHECK(up.blended(0) == Approx(max).epsilon(1e-14));
        const AttendResult down = equal_weights(100, -max);
        CHECK(std::isfinite(down.blended(0)));
        CHECK(down.blended(0) == Approx(-max).epsilon(1e-14));
    }

    TEST_CASE("a sink that takes 1/101 still thins the blend to 100/101 of the largest double") {
        // Scores 0 and a sink of 0: 101 equal shares, the sink's value is 0.
        const AttendResult r = equal_weights(100, max, 0.0);
        CHECK(r.sink_weight == Approx(1.0 / 101));
        CHECK(r.blended(0) == Approx(max / 101 * 100).epsilon(1e-14));
    }

    TEST_CASE("attend_all's blocks of four rows blend the largest doubles without overflow too") {
        // 102 tokens: 25 blocks of four rows and two single rows; all scores 0,
        // so row i gives 1/102 to each token (with causal: 1/(i+1) to each of
        // tokens 0..i); 5 features: a panel of four and one more.
        const Matrix zeros = xt::zeros<double>({102, 1});
        const Matrix values = Matrix(xt::zeros<double>({102, 5})) + max;
        for (const bool causal : {false, true}) {
            const HeadResult h = attend_all({{zeros, zeros, values}}, {1.0, std::nullopt, causal})[0];
            for (std::size_t i = 0; i < 102; ++i) {
                for (std::size_t c = 0; c < 5; ++c) {
                    CHECK(std::isfinite(h.blended(i, c)));
                    CHECK(h.blended(i, c) == Approx(max).epsilon(1e-14));
                }
            }
        }
    }
}

TEST_SUITE("the SIMD kernel against the reference softmax") {
    // attend_all's softmax is a hand-vectorised copy of softmax_into
    // (softmax.hpp). Given the same scores and the kernel's own exp, the
    // reference must give the very same bits; with std::exp, within 1e-15.
    // 7 tokens: one block of four rows and three single rows, and visible
    // lengths both odd and even (the kernel pairs numbers two at a time).
    HeadInput seven_tokens() {
        Matrix queries = xt::empty<double>({7, 3});
        Matrix keys = xt::empty<double>({7, 3});
        Matrix values = xt::empty<double>({7, 2});
        for (std::size_t i = 0; i < 7; ++i) {
            for (std::size_t k = 0; k < 3; ++k) {
                queries(i, k) = std::sin(1.0 + double(i * 3 + k)) * 4;
                keys(i, k) = std::cos(2.0 + double(i * 5 + k)) * 3;
            }
            values(i, 0) = double(i);
            values(i, 1) = 1.0;
        }
        return {queries, keys, values};
    }

    void check_rows_against_reference(const HeadResult& h, std::optional<double> sink,
                                      bool causal) {
        const std::size_t n = h.scores.shape(0);
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t visible = causal ? i + 1 : n;
            const double* scores = h.scores.data() + i * n;
            std::vector<double> same_exp(visible), std_exp(visible);
            const double sink_same = softmax_into(scores, visible, sink, same_exp.data(),
                                                  kernel::exp_nonpositive, "keys")
                                         .sink_weight;
            const double sink_std =
                softmax_into(scores, visible, sink, std_exp.data(),
                             [](double x) { return std::exp(x); }, "keys")
                    .sink_weight;
            CHECK(h.sink_weights(i) == sink_same);
            CHECK(h.sink_weights(i) == Approx(sink_std).epsilon(1e-15));
            for (std::size_t j = 0; j < visible; ++j) {
                CHECK(h.weights(i, j) == same_exp[j]);
                CHECK(h.weights(i, j) == Approx(std_exp[j]).epsilon(1e-15));
            }
            for (std::size_t j = visible; j < n; ++j) CHECK(h.weights(i, j) == 0.0);
        }
    }

    TEST_CASE(
        "the kernel's weights are the reference softmax's, bit for bit, with and without sink and "
        "mask") {
        const std::optional<double> no_sink;
        for (const bool causal : {false, true}) {
            for (const std::optional<double> sink : {no_sink, std::optional<double>(0.7)}) {
                const HeadResult h = attend_all({seven_tokens()}, {0.9, sink, causal})[0];
                check_rows_against_reference(h, sink, causal);
            }
        }
    }

    TEST_CASE("so are they when scores overflow to +Infinity or fall below exp's normal range") {
        // Every row scores [Infinity, 1e200, Infinity]: the two infinite matches share.
        const HeadInput overflow{Matrix{{1e200}, {1e200}, {1e200}}, Matrix{{1e200}, {1}, {1e200}},
                                 Matrix{{1}, {2}, {3}}};
        const HeadResult o = attend_all({overflow})[0];
        CHECK(o.weights(0, 0) == 0.5);
        CHECK(o.weights(0, 1) == 0.0);
        check_rows_against_reference(o, std::nullopt, false);
        // Scores [-800, 0, -1000] and a sink of 2: exp(-802) and exp(-1002) are
        // subnormal or 0, where the kernel's exp hands over to portable_exp.
        const HeadInput tiny{Matrix{{1}, {1}, {1}}, Matrix{{-800}, {0}, {-1000}},
                             Matrix{{1}, {2}, {3}}};
        check_rows_against_reference(attend_all({tiny}, {1.0, 2.0, false})[0], 2.0, false);
    }
}

TEST_SUITE("attend_into") {
    TEST_CASE("gives attend's numbers and keeps the result's memory while the sizes stay") {
        // Keys [1, 0] and [0, 1], values [10, 0] and [0, 10], query [1, 0], scale ln 3:
        // scores ln 3 and 0, weights 3/4 and 1/4, blended [7.5, 2.5].
        const Matrix keys{{1, 0}, {0, 1}};
        const Matrix values{{10, 0}, {0, 10}};
        AttendResult result;
        attend_into(Vector{1, 0}, keys, values, std::log(3.0), std::nullopt, result);
        CHECK(result.weights(0) == Approx(0.75));
        CHECK(result.blended(0) == Approx(7.5));
        CHECK(result.blended(1) == Approx(2.5));
        const double* scores = result.scores.data();
        const double* blended = result.blended.data();
        // Again with another query: the same memory, the blend started afresh (not added to).
        attend_into(Vector{0, 1}, keys, values, std::log(3.0), std::nullopt, result);
        CHECK(result.scores.data() == scores);
        CHECK(result.blended.data() == blended);
        CHECK(result.weights(1) == Approx(0.75));
        CHECK(result.blended(0) == Approx(2.5));
        CHECK(result.blended(1) == Approx(7.5));
        const AttendResult fresh = attend(Vector{0, 1}, keys, values, std::log(3.0));
        CHECK(fresh.blended(1) == result.blended(1));
        // A sink: its weight is set afresh too.
        attend_into(Vector{0, 0}, keys, values, 1.0, 0.0, result);
        CHECK(result.sink_weight == Approx(1.0 / 3.0));
        attend_into(Vector{0, 0}, keys, values, 1.0, std::nullopt, result);
        CHECK(result.sink_weight == 0.0);
    }
}
