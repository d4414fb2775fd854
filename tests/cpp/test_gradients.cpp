// The attention layer's forward values (worked out by hand) and its hand-written
// backward pass, checked against central finite differences of the loss:
//   f = (loss(p + h) - loss(p - h)) / 2h,  h = 1e-5,
//   relative error = |analytic - f| / max(1e-8, |analytic| + |f|) < 1e-6
// for every entry of every parameter, on random small cases.
// The finite difference itself carries rounding noise of about 1e-11 (a few
// units in the last place of the loss, divided by 2h), so an entry whose
// gradient is near 1e-5 sits close to the 1e-6 bound; over 300 random cases
// (seeds 1-60 × the five variants below) 4 entries of size ~1e-6 exceeded it
// while their absolute error stayed ~1e-11. The seeds here are fixed, so the
// check is deterministic; the worst absolute error is printed alongside.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "attention_layer.hpp"
#include "input_error.hpp"
#include "toy_tasks.hpp"
#include "trainer.hpp"

using namespace attention;
using doctest::Approx;

namespace {

Matrix random_matrix(std::size_t rows, std::size_t cols, std::uint64_t& rng) {
    Matrix m = xt::empty<double>({rows, cols});
    for (double& x : m) x = 2.0 * random_unit(rng) - 1.0;  // uniform in [-1, 1)
    return m;
}

struct Case {
    LayerParams params;
    Matrix embeddings;
    std::vector<int> targets;
};

// n = 5 tokens, e = 4 features, two heads (d = 3, dv = 2 and d = 2, dv = 3), 3 classes.
// Weights up to ±1.5 so the softmax is far from uniform. Two tokens have no target.
Case random_case(std::uint64_t seed) {
    std::uint64_t rng = seed;
    Case c;
    const std::size_t e = 4;
    const std::size_t d[2] = {3, 2}, dv[2] = {2, 3};
    for (std::size_t h = 0; h < 2; ++h) {
        c.params.heads.push_back({random_matrix(e, d[h], rng) * 1.5,
                                  random_matrix(e, d[h], rng) * 1.5, random_matrix(e, dv[h], rng)});
    }
    c.params.w_out = random_matrix(5, 3, rng);
    c.params.b_out = xt::empty<double>({3});
    for (double& b : c.params.b_out) b = 2.0 * random_unit(rng) - 1.0;
    c.embeddings = random_matrix(5, e, rng);
    c.targets = {2, -1, 0, 1, -1};
    return c;
}

double loss_of(const Case& c, const LayerOptions& options) {
    return layer_forward(c.params, options, c.embeddings, c.targets).loss;
}

// The largest relative error over every entry of every parameter, with the name
// and index of the worst entry for the failure message.
struct Worst {
    double error = 0.0;
    double absolute = 0.0;  // the largest |analytic - numeric|
    std::string where;
    std::size_t entries = 0;
};

Worst check_gradients(Case c, const LayerOptions& options) {
    const LayerForward f = layer_forward(c.params, options, c.embeddings, c.targets);
    LayerParams grads = layer_backward(c.params, options, c.embeddings, c.targets, f);
    const std::vector<ParameterSpan> analytic = parameter_spans(grads);
    const std::vector<ParameterSpan> params = parameter_spans(c.params);
    const double h = 1e-5;
    Worst worst;
    for (std::size_t k = 0; k < params.size(); ++k) {
        for (std::size_t i = 0; i < params[k].size; ++i) {
            double& p = params[k].data[i];
            const double saved = p;
            p = saved + h;
            const double up = loss_of(c, options);
            p = saved - h;
            const double down = loss_of(c, options);
            p = saved;
            const double numeric = (up - down) / (2 * h);
            const double a = analytic[k].data[i];
            const double error =
                std::abs(a - numeric) / std::max(1e-8, std::abs(a) + std::abs(numeric));
            ++worst.entries;
            worst.absolute = std::max(worst.absolute, std::abs(a - numeric));
            if (error > worst.error) {
                worst.error = error;
                worst.where = params[k].name + " entry " + std::to_string(i) + ": analytic " +
                              std::to_string(a) + ", numeric " + std::to_string(numeric);
            }
        }
    }
    return worst;
}

// Every parameter entry of the random case: 2 heads × (4×3 + 4×3 + 4×2 | 4×2 + 4×2 + 4×3)
// + 5×3 + 3 = 32 + 28 + 18 = 78.
constexpr std::size_t kEntries = 78;

}  // namespace

TEST_SUITE("attention layer forward") {
    // One head, d = dv = 1, two tokens with embeddings (1, 0) and (0, 1):
    // Q = (1, 1), K = (ln 3, 0), V = (4, 8), so every query scores [ln 3, 0].
    LayerParams tiny() {
        LayerParams p;
        p.heads.push_back({Matrix{{1}, {1}}, Matrix{{std::log(3.0)}, {0}}, Matrix{{4}, {8}}});
        p.w_out = Matrix{{1, -1}};
        p.b_out = Vector{0, 0};
        return p;
    }
    const Matrix kTwoTokens{{1, 0}, {0, 1}};

    TEST_CASE("scores [ln 3, 0] give weights [3/4, 1/4], a blend of 5 and logits [5, -5]") {
        const LayerForward f = layer_forward(tiny(), {}, kTwoTokens, {-1, 1});
        CHECK(f.scales[0] == 1.0);  // 1 / sqrt(1)
        CHECK(f.heads[0].weights(0, 0) == Approx(0.75));
        CHECK(f.heads[0].weights(1, 1) == Approx(0.25));
        CHECK(f.concatenated(0, 0) == Approx(5.0));
        CHECK(f.logits(1, 0) == Approx(5.0));
        CHECK(f.logits(1, 1) == Approx(-5.0));
        // target 1 at token 1: -log(e^-5 / (e^5 + e^-5)) = 10 + log(1 + e^-10)
        CHECK(f.loss == Approx(10.0000453989).epsilon(1e-10));
        CHECK(f.targeted == 1);
    }

    TEST_CASE("a sink with score ln 2 takes 2/6 and its zero value thins the blend to 10/3") {
        LayerOptions options;
        options.sink = std::log(2.0);
        const LayerForward f = layer_forward(tiny(), options, kTwoTokens, {-1, 1});
        // exp scores 3, 1 and the sink 2: weights 1/2, 1/6, sink 1/3; blend 4/2 + 8/6
        CHECK(f.heads[0].weights(0, 0) == Approx(0.5));
        CHECK(f.heads[0].sink_weights(0) == Approx(1.0 / 3));
        CHECK(f.concatenated(1, 0) == Approx(10.0 / 3));
    }

    TEST_CASE("with the causal mask the first token sees only itself") {
        LayerOptions options;
        options.causal = true;
        const LayerForward f = layer_forward(tiny(), options, kTwoTokens, {-1, 1});
        CHECK(f.heads[0].weights(0, 0) == 1.0);
        CHECK(f.heads[0].weights(0, 1) == 0.0);
        CHECK(f.concatenated(0, 0) == 4.0);
        CHECK(f.concatenated(1, 0) == Approx(5.0));
    }

    TEST_CASE("a score multiplier of 2 doubles the scores: weights [9/10, 1/10], blend 4.4") {
        LayerOptions options;
        options.score_multiplier = 2.0;
        const LayerForward f = layer_forward(tiny(), options, kTwoTokens, {0, -1});
        CHECK(f.heads[0].weights(0, 0) == Approx(0.9));
        CHECK(f.concatenated(0, 0) == Approx(4.4));
        // target 0 at token 0 with logits [4.4, -4.4]: log(1 + e^-8.8)
        CHECK(f.loss == Approx(std::log1p(std::exp(-8.8))).epsilon(1e-12));
    }

    TEST_CASE("the layer's attention is exactly what attend_all gives for the projected vectors") {
        const Case c = random_case(7);
        for (const bool causal : {false, true}) {
            LayerOptions options;
            options.causal = causal;
            options.sink = 0.3;
            options.score_multiplier = 1.7;
            const LayerForward f = layer_forward(c.params, options, c.embeddings, c.targets);
            for (std::size_t h = 0; h < 2; ++h) {
                const Projection p = project_qkv(c.embeddings, c.params.heads[h]);
                const double scale = 1.7 / std::sqrt(double(p.queries.shape(1)));
                const HeadResult r =
                    attend_all({{p.queries, p.keys, p.values}}, {scale, options.sink, causal})[0];
                for (std::size_t i = 0; i < 5; ++i) {
                    CHECK(f.heads[h].sink_weights(i) == Approx(r.sink_weights(i)).epsilon(1e-14));
                    for (std::size_t j = 0; j < 5; ++j) {
                        CHECK(f.heads[h].weights(i, j) == Approx(r.weights(i, j)).epsilon(1e-14));
                    }
                    for (std::size_t k = 0; k < p.values.shape(1); ++k) {
                        CHECK(f.heads[h].blended(i, k) == Approx(r.blended(i, k)).epsilon(1e-14));
                    }
                }
            }
        }
    }

    TEST_CASE("bad input is refused with the argument, the position and the problem") {
        const Case c = random_case(1);
        CHECK_THROWS_WITH_AS(layer_forward(c.params, {}, Matrix{{1, 2, 3}}, {0}),
                             "params.heads[0].wQuery has 4 rows but embeddings[0] has 3 numbers "
                             "(one row per embedding feature)",
                             InputError);
        LayerParams wrong_key = c.params;
        wrong_key.heads[1].key = Matrix(xt::zeros<double>({4, 3}));
        CHECK_THROWS_WITH_AS(layer_forward(wrong_key, {}, c.embeddings, c.targets),
                             "params.heads[1].wKey has 3 columns but params.heads[1].wQuery has 2 "
                             "(queries and keys must be the same length to be compared)",
                             InputError);
        LayerParams wrong_out = c.params;
        wrong_out.w_out = Matrix(xt::zeros<double>({4, 3}));
        CHECK_THROWS_WITH_AS(layer_forward(wrong_out, {}, c.embeddings, c.targets),
                             "params.wOut has 4 rows but the heads' values together have 5 numbers "
                             "(one row per number of the concatenated values)",
                             InputError);
        LayerParams wrong_bias = c.params;
        wrong_bias.b_out = Vector{0, 0};
        CHECK_THROWS_WITH_AS(
            layer_forward(wrong_bias, {}, c.embeddings, c.targets),
            "params.bOut has 2 numbers but params.wOut has 3 columns (one per class)", InputError);
        LayerParams nan_value = c.params;
        nan_value.heads[0].value(2, 1) = std::nan("");
        CHECK_THROWS_WITH_AS(layer_forward(nan_value, {}, c.embeddings, c.targets),
                             "params.heads[0].wValue[2][1] is NaN", InputError);
        CHECK_THROWS_WITH_AS(layer_forward(c.params, {}, c.embeddings, {0, 1}),
                             "targets has 2 numbers but embeddings has 5 rows (one target per "
                             "token, -1 for none)",
                             InputError);
        CHECK_THROWS_WITH_AS(
            layer_forward(c.params, {}, c.embeddings, {0, 1, 3, -1, -1}),
            "targets[2] is 3 but there are 3 classes (0 to 2, or -1 for no target)", InputError);
        CHECK_THROWS_WITH_AS(
            layer_forward(c.params, {-1.0, std::nullopt, false}, c.embeddings, c.targets),
            "scoreMultiplier must be a finite number >= 0 (got -1)", InputError);
        CHECK_THROWS_WITH_AS(layer_forward(LayerParams{}, {}, c.embeddings, c.targets),
                             "params.heads is empty: give at least one head", InputError);
    }

    TEST_CASE("weights too large for float64 are reported, not turned into NaN") {
        Case c = random_case(1);
        c.params.heads[0].query *= 1e200;
        c.params.heads[0].key *= 1e200;
        CHECK_THROWS_WITH_AS(layer_forward(c.params, {}, c.embeddings, c.targets),
                             "the score of token 0 for token 0 in params.heads[0] overflows the "
                             "float64 range (the weights are too large)",
                             InputError);
    }
}

TEST_SUITE("attention layer backward") {
    TEST_CASE(
        "analytic gradients of every parameter match central differences (rel. error < 1e-6)") {
        struct Variant {
            std::string name;
            LayerOptions options;
        };
        const Variant variants[] = {
            {"plain", {}},
            {"sink", {1.0, 0.5, false}},
            {"causal mask", {1.0, std::nullopt, true}},
            {"sink and causal mask", {1.0, -0.3, true}},
            {"score multiplier 2.5, sink and causal mask", {2.5, 0.2, true}},
        };
        for (const Variant& v : variants) {
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                CAPTURE(v.name);
                CAPTURE(seed);
                const Worst worst = check_gradients(random_case(seed), v.options);
                CAPTURE(worst.where);
                CHECK(worst.entries == kEntries);
                CHECK(worst.error < 1e-6);
                MESSAGE(v.name << ", seed " << seed << ": worst relative error " << worst.error
                               << ", worst absolute error " << worst.absolute);
            }
        }
    }

    TEST_CASE(
        "gradients on a pronoun sentence (sparse one-hot embeddings, sink and causal mask) match "
        "central differences") {
        std::uint64_t rng = 5;
        const Example ex = make_example(Task::pronoun, rng);
        const std::size_t e = ex.embeddings.shape(1),
                          classes = task_info(Task::pronoun).classes.size();
        // Weights uniform in ±1 rather than the small training start: tiny
        // gradients would drown in the finite difference's rounding error.
        LayerParams params;
        for (std::size_t h = 0; h < 2; ++h) {
            params.heads.push_back(
                {random_matrix(e, 3, rng), random_matrix(e, 3, rng), random_matrix(e, 2, rng)});
        }
        params.w_out = random_matrix(4, classes, rng);
        params.b_out = xt::zeros<double>({classes});
        const Worst worst = check_gradients({params, ex.embeddings, ex.targets}, {1.0, 0.0, true});
        CAPTURE(worst.where);
        CHECK(worst.error < 1e-6);
        MESSAGE("pronoun sentence of " << ex.tokens.size() << " tokens: worst relative error "
                                       << worst.error);
    }

    TEST_CASE("with no target anywhere the loss is 0 and every gradient is 0") {
        Case c = random_case(2);
        c.targets.assign(5, -1);
        const LayerForward f = layer_forward(c.params, {}, c.embeddings, c.targets);
        CHECK(f.loss == 0.0);
        LayerParams g = layer_backward(c.params, {}, c.embeddings, c.targets, f);
        for (const ParameterSpan& s : parameter_spans(g)) {
            for (std::size_t i = 0; i < s.size; ++i) CHECK(s.data[i] == 0.0);
        }
    }

    TEST_CASE(
        "under the causal mask the first token sees only itself, so its target moves no W_Q or "
        "W_K") {
        // Only token 0 has a target, and its one visible weight is 1 whatever the
        // scores: the masked cells must pass back exactly 0 to the queries and keys.
        Case c = random_case(3);
        c.targets = {1, -1, -1, -1, -1};
        const LayerOptions causal{1.0, std::nullopt, true};
        const LayerForward f = layer_forward(c.params, causal, c.embeddings, c.targets);
        LayerParams g = layer_backward(c.params, causal, c.embeddings, c.targets, f);
        for (std::size_t h = 0; h < 2; ++h) {
            CHECK(xt::amax(xt::abs(g.heads[h].query))() == 0.0);
            CHECK(xt::amax(xt::abs(g.heads[h].key))() == 0.0);
            CHECK(xt::amax(xt::abs(g.heads[h].value))() > 0.0);
        }
    }
}
