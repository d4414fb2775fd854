#include "attention_layer.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "input_error.hpp"
#include "portable_math.hpp"
#include "softmax.hpp"

namespace attention {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// The exp of every softmax here: native and wasm training runs must match bit for bit.
constexpr auto exp_everywhere_alike = [](double x) { return portable_exp(x); };

// Row i of a row-major matrix as a pointer: the hot loops below index raw rows
// (xtensor's operator() is slow in the Debug + sanitizer test build).
double* row(Matrix& m, std::size_t i) { return m.data() + i * m.shape(1); }
const double* row(const Matrix& m, std::size_t i) { return m.data() + i * m.shape(1); }

double dot(const double* a, const double* b, std::size_t n) {
    double sum = 0.0;
    for (std::size_t k = 0; k < n; ++k) sum += a[k] * b[k];
    return sum;
}

std::string plural(std::size_t n, const char* noun) {
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

std::string head_name(std::size_t h) { return "params.heads[" + std::to_string(h) + "]"; }

std::size_t total_value_width(const LayerParams& params) {
    std::size_t width = 0;
    for (const ProjectionWeights& head : params.heads) width += head.value.shape(1);
    return width;
}

// E · W with no checks (check_layer_input ran first); one-hot rows skip zeros.
Matrix multiply(const Matrix& e, const Matrix& w) {
    const std::size_t n = e.shape(0), features = e.shape(1), width = w.shape(1);
    Matrix out = xt::zeros<double>({n, width});
    for (std::size_t i = 0; i < n; ++i) {
        double* out_row = row(out, i);
        const double* e_row = row(e, i);
        for (std::size_t f = 0; f < features; ++f) {
            const double x = e_row[f];
            if (x == 0.0) continue;
            const double* w_row = row(w, f);
            for (std::size_t j = 0; j < width; ++j) out_row[j] += x * w_row[j];
        }
    }
    return out;
}

// grad_w += Eᵀ · grad_out: how each weight moved every token's output.
void add_transposed_product(const Matrix& e, const Matrix& grad_out, Matrix& grad_w) {
    const std::size_t n = e.shape(0), features = e.shape(1), width = grad_out.shape(1);
    for (std::size_t i = 0; i < n; ++i) {
        const double* g_row = row(grad_out, i);
        const double* e_row = row(e, i);
        for (std::size_t f = 0; f < features; ++f) {
            const double x = e_row[f];
            if (x == 0.0) continue;
            double* gw_row = row(grad_w, f);
            for (std::size_t j = 0; j < width; ++j) gw_row[j] += x * g_row[j];
        }
    }
}

void check_head(const ProjectionWeights& head, std::size_t h, std::size_t features,
                const std::string& features_reference) {
    const std::string name = head_name(h);
    const std::pair<const Matrix*, const char*> parts[] = {
        {&head.query, ".wQuery"}, {&head.key, ".wKey"}, {&head.value, ".wValue"}};
    for (const auto& [matrix, part] : parts) {
        if (matrix->shape(0) != features) {
            throw InputError(name + part + " has " + plural(matrix->shape(0), "row") + " but " +
                             features_reference + " (one row per embedding feature)");
        }
    }
    if (head.query.shape(1) == 0) {
        throw InputError(name + ".wQuery has 0 columns: a query needs at least one number");
    }
    if (head.key.shape(1) != head.query.shape(1)) {
        throw InputError(name + ".wKey has " + plural(head.key.shape(1), "column") + " but " +
                         name + ".wQuery has " + std::to_string(head.query.shape(1)) +
                         " (queries and keys must be the same length to be compared)");
    }
    for (const auto& [matrix, part] : parts) require_finite(*matrix, name + part);
}

void check_read_out(const LayerParams& params) {
    const std::size_t width = total_value_width(params);
    if (params.w_out.shape(0) != width) {
        throw InputError("params.wOut has " + plural(params.w_out.shape(0), "row") +
                         " but the heads' values together have " + plural(width, "number") +
                         " (one row per number of the concatenated values)");
    }
    if (params.w_out.shape(1) == 0) {
        throw InputError("params.wOut has 0 columns: the read-out needs at least one class");
    }
    if (params.b_out.size() != params.w_out.shape(1)) {
        throw InputError("params.bOut has " + plural(params.b_out.size(), "number") +
                         " but params.wOut has " + std::to_string(params.w_out.shape(1)) +
                         " columns (one per class)");
    }
    require_finite(params.w_out, "params.wOut");
    require_finite(params.b_out, "params.bOut");
}

void check_targets(const std::vector<int>& targets, std::size_t tokens, std::size_t classes) {
    if (targets.size() != tokens) {
        throw InputError("targets has " + plural(targets.size(), "number") +
                         " but embeddings has " + std::to_string(tokens) +
                         " rows (one target per token, -1 for none)");
    }
    for (std::size_t i = 0; i < targets.size(); ++i) {
        if (targets[i] < -1 || targets[i] >= static_cast<int>(classes)) {
            throw InputError("targets[" + std::to_string(i) + "] is " + std::to_string(targets[i]) +
                             " but there " +
                             (classes == 1 ? std::string("is 1 class")
                                           : "are " + std::to_string(classes) + " classes") +
                             " (0 to " + std::to_string(classes - 1) + ", or -1 for no target)");
        }
    }
}

// The forward pass's results for n tokens must fit (docs/limits.md): every
// head's n × n scores and weights, and each n-row matrix (the projections, the
// concatenation, the logits).
// Names are only put together once a matrix is known to be too large.
void check_result_sizes(const LayerParams& params, std::size_t n) {
    require_room_for_scores(n, params.heads.size(), "embeddings");
    std::size_t widest = std::max(params.w_out.shape(0), params.w_out.shape(1));
    for (const ProjectionWeights& head : params.heads) {
        widest = std::max({widest, head.query.shape(1), head.value.shape(1)});
    }
    if (!product_exceeds(n, widest, kMaxResultNumbers)) return;
    for (std::size_t h = 0; h < params.heads.size(); ++h) {
        const ProjectionWeights& head = params.heads[h];
        require_result_size(n, "embeddings", head.query.shape(1), head_name(h) + ".wQuery");
        require_result_size(n, "embeddings", head.value.shape(1), head_name(h) + ".wValue");
    }
    require_result_size(n, "embeddings", params.w_out.shape(0), "the heads' values side by side");
    require_result_size(n, "embeddings", params.w_out.shape(1), "params.wOut");
}

// One head's scores, softmax weights (sink included) and blended values.
HeadResult attend_head(const Projection& p, double scale, const LayerOptions& options,
                       std::size_t h) {
    const std::size_t n = p.queries.shape(0), d = p.queries.shape(1), dv = p.values.shape(1);
    HeadResult r;
    r.scores = xt::empty<double>({n, n});
    r.weights = xt::zeros<double>({n, n});
    r.sink_weights = xt::zeros<double>({n});
    r.blended = xt::zeros<double>({n, dv});
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t visible = options.causal ? i + 1 : n;
        double* scores = row(r.scores, i);
        for (std::size_t j = 0; j < n; ++j) {
            scores[j] =
                j < visible ? scale * dot(row(p.queries, i), row(p.keys, j), d) : -kInfinity;
            if (j < visible && !std::isfinite(scores[j])) {
                throw InputError("the score of token " + std::to_string(j) + " for token " +
                                 std::to_string(i) + " in " + head_name(h) +
                                 " overflows the float64 range (the weights are too large)");
            }
        }
        // The reference softmax over the visible keys (masked cells stay exactly
        // 0), with portable_exp: native and wasm training runs must match bit
        // for bit.
        double* weights = row(r.weights, i);
        r.sink_weights(i) =
            softmax_into(scores, visible, options.sink, weights, exp_everywhere_alike, "keys")
                .sink_weight;
        // The sink's value is the zero vector, so it only thins the blend.
        double* blended = row(r.blended, i);
        for (std::size_t j = 0; j < visible; ++j) {
            const double* v = row(p.values, j);
            for (std::size_t c = 0; c < dv; ++c) blended[c] += weights[j] * v[c];
        }
    }
    return r;
}

// Softmax of one logits row into `probabilities` (the reference softmax, with
// portable_exp); returns log(sum exp(logit - top)) + top, the log of the
// normaliser, so that log p_c = logit_c - log_normaliser.
double softmax_of_logits(const double* logits, double* probabilities, std::size_t classes) {
    const SoftmaxSums sums =
        softmax_into(logits, classes, std::nullopt, probabilities, exp_everywhere_alike, "classes");
    return sums.top + portable_log(sums.total);
}

}  // namespace

std::size_t class_count(const LayerParams& params) { return params.w_out.shape(1); }

void check_layer_input(const LayerParams& params, const LayerOptions& options,
                       const Matrix& embeddings, const std::vector<int>& targets) {
    require_finite_number(options.score_multiplier, "scoreMultiplier", /*non_negative=*/true);
    if (options.sink) require_finite_number(*options.sink, "sink");
    if (params.heads.empty()) throw InputError("params.heads is empty: give at least one head");
    if (embeddings.shape(0) == 0) {
        throw InputError("embeddings is empty: a sequence needs at least one token");
    }
    const std::size_t features = embeddings.shape(1);
    const std::string features_reference = "embeddings[0] has " + plural(features, "number");
    for (std::size_t h = 0; h < params.heads.size(); ++h) {
        check_head(params.heads[h], h, features, features_reference);
    }
    check_read_out(params);
    require_finite(embeddings, "embeddings");
    check_targets(targets, embeddings.shape(0), class_count(params));
    check_result_sizes(params, embeddings.shape(0));
}

LayerForward layer_forward(const LayerParams& params, const LayerOptions& options,
                           const Matrix& embeddings, const std::vector<int>& targets) {
    check_layer_input(params, options, embeddings, targets);
    return layer_forward_unchecked(params, options, embeddings, targets);
}

LayerForward layer_forward_unchecked(const LayerParams& params, const LayerOptions& options,
                                     const Matrix& embeddings, const std::vector<int>& targets) {
    const std::size_t n = embeddings.shape(0);
    const std::size_t classes = class_count(params);
    const std::size_t width = total_value_width(params);

    LayerForward f;
    f.concatenated = xt::zeros<double>({n, width});
    std::size_t offset = 0;  // where this head's columns start in the concatenation
    for (std::size_t h = 0; h < params.heads.size(); ++h) {
        const ProjectionWeights& w = params.heads[h];
        Projection p{multiply(embeddings, w.query), multiply(embeddings, w.key),
                     multiply(embeddings, w.value)};
        const double scale = options.score_multiplier / std::sqrt(double(w.query.shape(1)));
        HeadResult r = attend_head(p, scale, options, h);
        const std::size_t dv = w.value.shape(1);
        for (std::size_t i = 0; i < n; ++i) {
            std::copy(row(r.blended, i), row(r.blended, i) + dv, row(f.concatenated, i) + offset);
        }
        offset += dv;
        f.scales.push_back(scale);
        f.projections.push_back(std::move(p));
        f.heads.push_back(std::move(r));
    }

    // Read-out: logits = Z · W_O + b_O, then softmax cross-entropy where there is a target.
    f.logits = xt::empty<double>({n, classes});
    f.probabilities = xt::empty<double>({n, classes});
    double loss_sum = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        double* logits = row(f.logits, i);
        for (std::size_t c = 0; c < classes; ++c) logits[c] = params.b_out(c);
        const double* z = row(f.concatenated, i);
        for (std::size_t a = 0; a < width; ++a) {
            const double* w_row = row(params.w_out, a);
            for (std::size_t c = 0; c < classes; ++c) logits[c] += z[a] * w_row[c];
        }
        for (std::size_t c = 0; c < classes; ++c) {
            if (!std::isfinite(logits[c])) {
                throw InputError("the read-out overflows: logits[" + std::to_string(i) + "][" +
                                 std::to_string(c) + "] is " + format_number(logits[c]) +
                                 " (the weights are too large)");
            }
        }
        const double log_normaliser = softmax_of_logits(logits, row(f.probabilities, i), classes);
        if (targets[i] >= 0) {
            loss_sum += log_normaliser - logits[targets[i]];
            ++f.targeted;
        }
    }
    f.loss = f.targeted > 0 ? loss_sum / double(f.targeted) : 0.0;
    return f;
}

LayerParams layer_backward(const LayerParams& params, const LayerOptions& options,
                           const Matrix& embeddings, const std::vector<int>& targets,
                           const LayerForward& forward) {
    const std::size_t n = embeddings.shape(0);
    const std::size_t classes = class_count(params);
    const std::size_t width = total_value_width(params);
    LayerParams grads = zeros_like(params);
    if (forward.targeted == 0) return grads;  // nothing to predict, nothing to learn

    // Cross-entropy through softmax: d loss / d logits_i = (p_i - onehot(target_i)) / T.
    Matrix d_logits = xt::zeros<double>({n, classes});
    for (std::size_t i = 0; i < n; ++i) {
        if (targets[i] < 0) continue;
        double* g = row(d_logits, i);
        const double* p = row(forward.probabilities, i);
        for (std::size_t c = 0; c < classes; ++c) g[c] = p[c] / double(forward.targeted);
        g[targets[i]] -= 1.0 / double(forward.targeted);
    }

    // Read-out: dW_O = Zᵀ·dlogits, db_O = sum of dlogits rows, dZ = dlogits·W_Oᵀ.
    Matrix d_concatenated = xt::zeros<double>({n, width});
    for (std::size_t i = 0; i < n; ++i) {
        const double* g = row(d_logits, i);
        const double* z = row(forward.concatenated, i);
        double* dz = row(d_concatenated, i);
        for (std::size_t c = 0; c < classes; ++c) grads.b_out(c) += g[c];
        for (std::size_t a = 0; a < width; ++a) {
            double* dw = row(grads.w_out, a);
            const double* w = row(params.w_out, a);
            for (std::size_t c = 0; c < classes; ++c) {
                dw[c] += z[a] * g[c];
                dz[a] += g[c] * w[c];
            }
        }
    }

    std::size_t offset = 0;
    for (std::size_t h = 0; h < params.heads.size(); ++h) {
        const Projection& p = forward.projections[h];
        const Matrix& weights = forward.heads[h].weights;
        const double scale = forward.scales[h];
        const std::size_t d = p.queries.shape(1), dv = p.values.shape(1);
        Matrix d_queries = xt::zeros<double>({n, d});
        Matrix d_keys = xt::zeros<double>({n, d});
        Matrix d_values = xt::zeros<double>({n, dv});
        std::vector<double> d_weights(n);
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t visible = options.causal ? i + 1 : n;
            // Concatenation: this head's slice of dZ is the gradient of its blend B_i.
            const double* d_blended = row(d_concatenated, i) + offset;
            const double* w = row(weights, i);
            // Blend B_i = sum_j P_ij V_j: dP_ij = dB_i · V_j and dV_j += P_ij dB_i.
            double expected = 0.0;  // sum_j P_ij dP_ij
            for (std::size_t j = 0; j < visible; ++j) {
                d_weights[j] = dot(d_blended, row(p.values, j), dv);
                expected += w[j] * d_weights[j];
                double* dv_row = row(d_values, j);
                for (std::size_t c = 0; c < dv; ++c) dv_row[c] += w[j] * d_blended[c];
            }
            // Softmax: dS_ij = P_ij (dP_ij - sum_k P_ik dP_ik). The sink's value is
            // zero, so its dP is 0 and it only enters through the P_ij; masked cells
            // have P_ij = 0 and get no gradient.
            // Scores S_ij = scale Q_i·K_j: dQ_i += scale dS_ij K_j, dK_j += scale dS_ij Q_i.
            double* dq = row(d_queries, i);
            const double* q = row(p.queries, i);
            for (std::size_t j = 0; j < visible; ++j) {
                const double d_score = scale * w[j] * (d_weights[j] - expected);
                const double* k = row(p.keys, j);
                double* dk = row(d_keys, j);
                for (std::size_t c = 0; c < d; ++c) {
                    dq[c] += d_score * k[c];
                    dk[c] += d_score * q[c];
                }
            }
        }
        // Projections Q = E·W_Q (and K, V): dW = Eᵀ·dQ.
        add_transposed_product(embeddings, d_queries, grads.heads[h].query);
        add_transposed_product(embeddings, d_keys, grads.heads[h].key);
        add_transposed_product(embeddings, d_values, grads.heads[h].value);
        offset += dv;
    }
    return grads;
}

LayerParams zeros_like(const LayerParams& like) {
    LayerParams z;
    for (const ProjectionWeights& head : like.heads) {
        z.heads.push_back({xt::zeros<double>(head.query.shape()),
                           xt::zeros<double>(head.key.shape()),
                           xt::zeros<double>(head.value.shape())});
    }
    z.w_out = xt::zeros<double>(like.w_out.shape());
    z.b_out = xt::zeros<double>(like.b_out.shape());
    return z;
}

std::vector<ParameterSpan> parameter_spans(LayerParams& params) {
    std::vector<ParameterSpan> spans;
    for (std::size_t h = 0; h < params.heads.size(); ++h) {
        ProjectionWeights& head = params.heads[h];
        const std::string name = "heads[" + std::to_string(h) + "]";
        spans.push_back({name + ".wQuery", head.query.data(), head.query.size()});
        spans.push_back({name + ".wKey", head.key.data(), head.key.size()});
        spans.push_back({name + ".wValue", head.value.data(), head.value.size()});
    }
    spans.push_back({"wOut", params.w_out.data(), params.w_out.size()});
    spans.push_back({"bOut", params.b_out.data(), params.b_out.size()});
    return spans;
}

}  // namespace attention
