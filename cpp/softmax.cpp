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

    // Plain loops rather than xtensor expressions: the same numbers, and less
    // code in the wasm module. (The total is summed into a number before
    // dividing, as xtensor 0.24.3 gets lazy reductions in expressions wrong:
    // see TOOLCHAIN.md.)
    SoftmaxResult result;
    result.weights = xt::empty<double>({scores.size()});
    double total = 0.0;
    double sink_share = 0.0;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        // Overflowed scores win outright and split the weight between them;
        // otherwise subtracting the largest score keeps exp() in [0, 1]: no
        // overflow, and exp(-Infinity - top) is exactly 0 for masked scores.
        result.weights(i) = top == kInfinity ? (scores(i) == kInfinity ? 1.0 : 0.0)
                                             : std::exp(scores(i) - top);
        total += result.weights(i);
    }
    if (sink && top != kInfinity) sink_share = std::exp(*sink - top);
    total += sink_share;
    for (double& w : result.weights) w /= total;
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
