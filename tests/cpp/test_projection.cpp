// Expected values are worked out by hand: Q = E·W (row i of E is token i's
// embedding, row f of W belongs to embedding feature f), i.e. q = W_Qᵀ e.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "attend.hpp"
#include "input_error.hpp"
#include "projection.hpp"

using namespace attention;
using doctest::Approx;

namespace {
constexpr double inf = std::numeric_limits<double>::infinity();

// Features [noun, pronoun]; tokens "cat" (a noun), "sat" (neither), "it" (a pronoun).
const Matrix kEmbeddings{{1, 0}, {0, 0}, {0, 1}};
}  // namespace

TEST_SUITE("projection") {
    TEST_CASE("each token's query is its embedding times W_Q: q_j = sum_f e_f W_Q[f][j]") {
        // E = [[1, 2], [0, 1], [3, -1]], W = [[1, 0], [2, 1]]
        // token 0: 1*(1, 0) + 2*(2, 1) = (5, 2); token 1: (2, 1); token 2: 3*(1, 0) - (2, 1) = (1,
        // -1)
        const Matrix q = project(Matrix{{1, 2}, {0, 1}, {3, -1}}, Matrix{{1, 0}, {2, 1}});
        CHECK(q == Matrix{{5, 2}, {2, 1}, {1, -1}});
    }

    TEST_CASE("project_qkv gives queries, keys and values, and values may have another width") {
        const ProjectionWeights w{Matrix{{1, 0}, {0, 2}}, Matrix{{0, 1}, {1, 0}}, Matrix{{3}, {4}}};
        const Projection p = project_qkv(Matrix{{1, 1}, {2, 0}}, w);
        CHECK(p.queries == Matrix{{1, 2}, {2, 0}});
        CHECK(p.keys == Matrix{{1, 1}, {0, 2}});
        CHECK(p.values == Matrix{{7}, {6}});
    }

    TEST_CASE("projected queries and keys drive attention: 'it' looks for the noun 'cat'") {
        // W_Q turns "is a pronoun" into a query for nouns; W_K turns "is a noun"
        // into a key that advertises one. Scores for "it": cat 3, sat 0, it 0.
        const ProjectionWeights w{Matrix{{0}, {3}}, Matrix{{1}, {0}}, Matrix{{1, 0}, {0, 1}}};
        const Projection p = project_qkv(kEmbeddings, w);
        const auto heads = attend_all({{p.queries, p.keys, p.values}});
        CHECK(heads[0].scores(2, 0) == 3.0);
        CHECK(heads[0].scores(2, 1) == 0.0);
        // e^3 / (e^3 + 2) = 20.0855 / 22.0855 = 0.909443
        CHECK(heads[0].weights(2, 0) == Approx(0.909443).epsilon(1e-6));
        // "cat" and "sat" have zero queries: they spread their attention evenly.
        CHECK(heads[0].weights(0, 1) == Approx(1.0 / 3));
        // The blend for "it" is mostly cat's value (1, 0).
        CHECK(heads[0].blended(2, 0) == Approx(0.909443).epsilon(1e-6));
    }

    TEST_CASE("an empty sequence projects to no rows") {
        const Matrix q = project(Matrix(xt::empty<double>({0, 2})), Matrix{{1}, {2}});
        CHECK(q.shape(0) == 0);
        CHECK(q.shape(1) == 1);
    }

    TEST_CASE("bad input is refused with the argument, the position and the problem") {
        const Matrix w2{{1, 0}, {0, 1}};
        CHECK_THROWS_WITH_AS(project_qkv(kEmbeddings, {w2, Matrix{{1, 0}, {0, 1}, {1, 1}}, w2}),
                             "wKey has 3 rows but embeddings[0] has 2 numbers (one row per "
                             "embedding feature)",
                             InputError);
        CHECK_THROWS_WITH_AS(project_qkv(kEmbeddings, {w2, Matrix{{1}, {0}}, w2}),
                             "wKey has 1 column but wQuery has 2 (queries and keys must be the "
                             "same length to be compared)",
                             InputError);
        CHECK_THROWS_WITH_AS(project_qkv(Matrix{{1, 0}, {std::nan(""), 0}}, {w2, w2, w2}),
                             "embeddings[1][0] is NaN", InputError);
        CHECK_THROWS_WITH_AS(project_qkv(kEmbeddings, {w2, w2, Matrix{{1, inf}, {0, 1}}}),
                             "wValue[0][1] is Infinity", InputError);
        CHECK_THROWS_WITH_AS(project(Matrix(xt::empty<double>({0, 2})), Matrix{{1}}),
                             "weights has 1 row but embeddings has 2 columns (one row per "
                             "embedding feature)",
                             InputError);
    }

    TEST_CASE("a projection that overflows the float64 range is refused, naming the token") {
        CHECK_THROWS_WITH_AS(
            project_qkv(Matrix{{1, 0}, {1e200, 1e200}},
                        {Matrix{{1}, {1e200}}, Matrix{{1}, {1}}, Matrix{{1}, {1}}}),
            "the projection of embeddings[1] by wQuery overflows: column 0 "
            "exceeds the float64 range (about 1.8e308)",
            InputError);
    }
}
