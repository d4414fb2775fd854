#pragma once
// A tiny trainable attention layer, forward and backward, written by hand.
//
// Forward, for a sequence of n token embeddings E (n × e):
//   per head h:  Q = E·W_Q, K = E·W_K, V = E·W_V            (see projection.hpp)
//                S[i][j] = scale_h · (Q_i · K_j),  scale_h = score_multiplier / sqrt(d_h)
//                          (-Infinity where the causal mask hides j > i)
//                P[i] = softmax(S[i], plus the sink's fixed score when there is one)
//                B[i] = sum_j P[i][j] · V_j                  (the sink's value is zero)
//   Z = [B_0 | B_1 | ...]                                    (n × sum of the heads' dv)
//   logits = Z·W_O + b_O                                     (n × C, one row per token)
//   loss = mean over tokens with a target of -log softmax(logits_i)[target_i]
// A target of -1 means "no prediction at this token" (e.g. every token but the
// pronoun in the pronoun task).
//
// Backward is the chain rule through the same steps in reverse (read-out,
// concatenation, blend, softmax, scaled dot products, projections); see
// attention_layer.cpp. tests/cpp/test_gradients.cpp checks every parameter's
// gradient against central finite differences.
#include <optional>
#include <string>
#include <vector>

#include "attend.hpp"
#include "projection.hpp"
#include "tensors.hpp"

namespace attention {

struct LayerParams {
    std::vector<ProjectionWeights> heads;  // each: wQuery e×d, wKey e×d, wValue e×dv
    Matrix w_out;                          // (sum of the heads' dv) × C
    Vector b_out;                          // C
};

struct LayerOptions {
    // scale = score_multiplier / sqrt(d): the usual 1/sqrt(d) keeps scores of
    // random vectors near 1; the multiplier is fixed (not trained).
    double score_multiplier = 1.0;
    std::optional<double> sink;  // a fixed score (after scaling) with a zero value
    bool causal = false;         // token i sees tokens 0..i only
};

struct LayerForward {
    std::vector<double> scales;           // per head
    std::vector<Projection> projections;  // per head: queries, keys, values
    std::vector<HeadResult> heads;        // per head: scores, weights, sink weights, blended
                                          // (the same numbers attend_all gives)
    Matrix concatenated;                  // n × sum dv: the heads' blended rows side by side
    Matrix logits;                        // n × C
    Matrix probabilities;                 // n × C: softmax of each logits row
    double loss = 0.0;                    // 0 when no token has a target
    std::size_t targeted = 0;             // how many tokens have a target
};

// The number of classes the read-out predicts (columns of w_out).
std::size_t class_count(const LayerParams& params);

// Throws InputError naming the argument, position and problem, e.g.
// "params.heads[1].wKey has 3 rows but embeddings[0] has 4 numbers (one row per
// embedding feature)" or "targets[2] is 7 but there are 4 classes (0 to 3, or -1 for no target)".
void check_layer_input(const LayerParams& params, const LayerOptions& options,
                       const Matrix& embeddings, const std::vector<int>& targets);

// Checks the input, then runs the forward pass.
LayerForward layer_forward(const LayerParams& params, const LayerOptions& options,
                           const Matrix& embeddings, const std::vector<int>& targets);

// The forward pass for a caller that already ran check_layer_input on the same
// shapes (the trainer checks its state once per run, not once per example).
// Weights grown too large are still reported: a score or logit that is not
// finite throws InputError.
LayerForward layer_forward_unchecked(const LayerParams& params, const LayerOptions& options,
                                     const Matrix& embeddings, const std::vector<int>& targets);

// The gradient of forward.loss with respect to every parameter (same shapes as
// params). `forward` must come from layer_forward with these same arguments.
LayerParams layer_backward(const LayerParams& params, const LayerOptions& options,
                           const Matrix& embeddings, const std::vector<int>& targets,
                           const LayerForward& forward);

// Parameters with every entry 0, shaped like `like` (a zero gradient or moment).
LayerParams zeros_like(const LayerParams& like);

// Every parameter tensor as a flat span, in a fixed order (heads[0].wQuery,
// heads[0].wKey, heads[0].wValue, heads[1]..., wOut, bOut), so an optimiser or
// a gradient check can treat them alike.
struct ParameterSpan {
    std::string name;  // e.g. "heads[1].wKey"
    double* data;
    std::size_t size;
};
std::vector<ParameterSpan> parameter_spans(LayerParams& params);

}  // namespace attention
