#include "softmax.hpp"

#include <cmath>
#include <limits>

#include "input_error.hpp"

namespace attention {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// Largest score, counting the sink as one more; -Infinity when all are masked.
double largest(const Vector& scores, std::optional<double> sink) {
    double top = sink.value_or(-kInfinity);
    for (double s : scores) top = std::max(top, s);
    return top;
}

}  // namespace

SoftmaxResult softmax_of_computed_scores(const Vector& scores, std::optional<double> sink,
                                         const char* what) {
    const double top = largest(scores, sink);
    if (top == -kInfinity) {
        throw InputError(scores.size() == 0
                             ? std::string("nothing to attend to: no ") + what + " and no sink"
                             : std::string("nothing to attend to: every score is masked "
                                           "(-Infinity) and there is no sink"));
    }

    SoftmaxResult result;
    double sink_share = 0.0;
    if (top == kInfinity) {
        // Overflowed scores win outright and split the weight between them.
        result.weights = xt::cast<double>(xt::equal(scores, kInfinity));
    } else {
        // Subtracting the largest score keeps exp() in [0, 1]: no overflow, and
        // exp(-Infinity - top) is exactly 0 for masked scores.
        result.weights = xt::exp(scores - top);
        if (sink) sink_share = std::exp(*sink - top);
    }
    // The total is evaluated into a number before dividing: xtensor 0.24.3 gets
    // lazy reductions mixed into expressions wrong (see TOOLCHAIN.md).
    const double total = xt::sum(result.weights)() + sink_share;
    result.weights /= total;
    result.sink_weight = sink_share / total;
    return result;
}

SoftmaxResult softmax(const Vector& scores, std::optional<double> sink) {
    for (std::size_t i = 0; i < scores.size(); ++i) {
        if (std::isnan(scores(i)) || scores(i) == kInfinity) {
            throw InputError("scores[" + std::to_string(i) + "] is " + format_number(scores(i)) +
                             " (a score must be a finite number, or -Infinity to mask it)");
        }
    }
    if (sink) require_finite_number(*sink, "sink");
    return softmax_of_computed_scores(scores, sink, "scores");
}

}  // namespace attention
