// The language model's hand-written backward pass, checked against central
// finite differences of its next-word loss, for every entry of every parameter
// (embeddings, positions, W_Q, W_K, W_V, W_O, the sink scores, the MLP's
// weights and biases, the read-out bias):
//   f = (loss(p + h) - loss(p - h)) / 2h,  h = 1e-5,
//   |analytic - f| <= 1e-6 · max(1, |analytic| + |f|) ... and a forward value
// worked out by hand for a one-word model.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "model/transformer.hpp"
#include "random.hpp"

using namespace attention;
using namespace attention::model;
using doctest::Approx;

namespace {

double loss_of(const Weights& w, const std::vector<int>& tokens) {
    Weights scratch = zero_weights(w.shape);
    return add_gradient(w, forward(w, tokens), scratch, 1.0);
}

// Every entry's analytic gradient against the finite difference; returns the
// worst error relative to the gradient's size (floored at 1).
double worst_gradient_error(Weights w, const std::vector<int>& tokens, std::string& where) {
    Weights gradient = zero_weights(w.shape);
    add_gradient(w, forward(w, tokens), gradient, 1.0);
    std::vector<Span> params = spans(w), grads = spans(gradient);
    double worst = 0.0;
    const double h = 1e-5;
    for (std::size_t k = 0; k < params.size(); ++k) {
        for (std::size_t i = 0; i < params[k].size; ++i) {
            const double saved = params[k].data[i];
            params[k].data[i] = saved + h;
            const double up = loss_of(w, tokens);
            params[k].data[i] = saved - h;
            const double down = loss_of(w, tokens);
            params[k].data[i] = saved;
            const double numeric = (up - down) / (2 * h);
            const double analytic = grads[k].data[i];
            const double error = std::abs(analytic - numeric) / std::max(1.0, std::abs(analytic) + std::abs(numeric));
            if (error > worst) {
                worst = error;
                where = params[k].name + "[" + std::to_string(i) + "]";
            }
        }
    }
    return worst;
}

Weights random_weights(const Shape& shape, std::uint64_t seed) {
    Weights w = initial_weights(shape, seed);
    std::uint64_t rng = seed * 7919;
    // Every tensor nonzero and of order 1 (the sinks and biases start at 0),
    // so each term of the chain rule takes part.
    for (Span s : spans(w)) {
        for (std::size_t i = 0; i < s.size; ++i) s.data[i] += (2.0 * random_unit(rng) - 1.0) * 0.5;
    }
    return w;
}

}  // namespace

TEST_SUITE("the language model's gradients") {
    TEST_CASE("every parameter's gradient matches finite differences, with an MLP") {
        Shape shape{7, 6, 2, 2, 5, 4};  // vocabulary, width, layers, heads, context, mlp
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            std::string where;
            const double worst = worst_gradient_error(random_weights(shape, seed), {3, 1, 4, 1, 5}, where);
            INFO("seed " << seed << ", worst at " << where);
            CHECK(worst < 1e-6);
        }
    }

    TEST_CASE("every parameter's gradient matches finite differences, attention only, one word repeated") {
        Shape shape{5, 4, 2, 2, 4, 0};
        std::string where;
        const double worst = worst_gradient_error(random_weights(shape, 9), {2, 2, 0, 2}, where);
        INFO("worst at " << where);
        CHECK(worst < 1e-6);
    }

    TEST_CASE("a word alone attends to itself and to the sink: e/(e+1) and 1/(e+1) for scores 1 and 0") {
        // One head of size 1, width 1: x = embed + position = 1; q = k = 1, so
        // the word's score against itself is 1 / sqrt(1) = 1; the sink's is 0.
        Shape shape{2, 1, 1, 1, 1, 0};
        Weights w = zero_weights(shape);
        w.embed(1, 0) = 1.0;
        w.layers[0].query(0, 0) = 1.0;
        w.layers[0].key(0, 0) = 1.0;
        const Trace t = forward(w, {1});
        const double e = std::exp(1.0);
        CHECK(t.layers[0].attention[0](0, 0) == Approx(e / (e + 1)));
        CHECK(t.layers[0].attention[0](0, 1) == Approx(1 / (e + 1)));
    }

    TEST_CASE("a later word never changes an earlier word's attention (the causal mask)") {
        Shape shape{7, 6, 2, 2, 5, 4};
        const Weights w = random_weights(shape, 4);
        const Trace short_one = forward(w, {3, 1, 4});
        const Trace long_one = forward(w, {3, 1, 4, 6, 2});
        for (std::size_t l = 0; l < 2; ++l) {
            for (std::size_t h = 0; h < 2; ++h) {
                for (std::size_t i = 0; i < 3; ++i) {
                    for (std::size_t j = 0; j <= i; ++j) {
                        CHECK(long_one.layers[l].attention[h](i, j) == Approx(short_one.layers[l].attention[h](i, j)));
                    }
                    CHECK(long_one.layers[l].attention[h](i, 5) == Approx(short_one.layers[l].attention[h](i, 3)));
                }
            }
        }
    }
}
