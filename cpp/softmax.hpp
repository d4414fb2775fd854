#pragma once
// Softmax: turns match scores into percentages that add up to 100 %.
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

// The same maths for scores the core computed itself, where a dot product may
// have overflowed to +Infinity: such scores are "infinitely better" and share
// the weight equally (the limit of softmax), so the result never holds NaN.
// `what` names the inputs in the "nothing to attend to" message.
SoftmaxResult softmax_of_computed_scores(const Vector& scores, std::optional<double> sink,
                                         const char* what);

}  // namespace attention
