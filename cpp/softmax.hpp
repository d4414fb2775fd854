#pragma once
// Softmax: turns match scores into percentages that add up to 100 %.
//
// softmax_into below is the one definition of the maths. softmax() (with the
// kernel's exp) runs it as it is; the SIMD kernel under attend() and attend_all()
// (attend_kernel.cpp) is a hand-vectorised copy of it, checked against it bit
// for bit in tests/cpp/test_attend.cpp.
#include <cstddef>
#include <limits>
#include <optional>

#include "tensors.hpp"

namespace attention {

struct SoftmaxResult {
    Vector weights;            // one per score, each in [0, 1]
    double sink_weight = 0.0;  // the share the sink took (0 when there is no sink)
};

// Numerically stable for any finite scores: only differences between scores
// matter, so the largest is subtracted first ([1000, 999] -> [0.731, 0.269]).
// A -Infinity score is a mask: its weight is exactly 0. The optional sink is one
// more score whose weight is reported apart; weights + sink_weight sum to 1.
// Throws InputError for NaN or +Infinity scores, a non-finite sink, or when
// nothing is left to attend to (no unmasked score and no sink).
SoftmaxResult softmax(const Vector& scores, std::optional<double> sink = std::nullopt);

// Throws InputError "nothing to attend to: ..." (no_scores: there were none at
// all; `what` names them: "scores", "keys").
[[noreturn]] void throw_nothing_to_attend(bool no_scores, const char* what);

// What softmax_into found besides the weights.
struct SoftmaxSums {
    double top;          // the largest score, the sink counted
    double total;        // the sum of exp(score - top) over the scores and the sink
    double sink_weight;  // the sink's share (0 without a sink)
};

// The reference softmax of scores[0, n) into weights[0, n), for scores that
// hold no NaN (the callers check): the largest score is subtracted first, so
// exp() only sees numbers <= 0; a -Infinity score gets exactly 0; the sink is
// one more score whose value is reported apart. Scores that overflowed to
// +Infinity (the core's own dot products can) are "infinitely better" and share
// the weight equally, the limit of softmax, so no weight is ever NaN. The sum
// runs in index order, the sink last; then every weight is divided by it.
// `exp` is the exponential to use (the kernel's exp_nonpositive, so softmax()
// gives attend()'s bits; portable_exp where native and wasm must agree bit for
// bit; std::exp in the tests that compare); it is
// only called with arguments <= 0. Throws InputError when nothing is left to
// attend to (`what` names the scores in the message).
template <typename Exp>
SoftmaxSums softmax_into(const double* scores, std::size_t n, std::optional<double> sink,
                         double* weights, Exp&& exp, const char* what) {
    constexpr double kInfinity = std::numeric_limits<double>::infinity();
    double top = sink.value_or(-kInfinity);
    for (std::size_t i = 0; i < n; ++i) top = scores[i] > top ? scores[i] : top;
    if (top == -kInfinity) throw_nothing_to_attend(n == 0, what);

    double total = 0.0;
    double sink_share = 0.0;
    if (top == kInfinity) {
        for (std::size_t i = 0; i < n; ++i) {
            weights[i] = scores[i] == kInfinity ? 1.0 : 0.0;
            total += weights[i];
        }
    } else {
        for (std::size_t i = 0; i < n; ++i) {
            weights[i] = exp(scores[i] - top);
            total += weights[i];
        }
        if (sink) sink_share = exp(*sink - top);
    }
    total += sink_share;
    for (std::size_t i = 0; i < n; ++i) weights[i] /= total;
    return {top, total, sink_share / total};
}

}  // namespace attention
