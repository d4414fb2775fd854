#include "softmax.hpp"

#include <cmath>
#include <limits>
#include <string>

#include "attend_kernel.hpp"
#include "input_error.hpp"

namespace attention {

ATTENTION_COLD void throw_nothing_to_attend(bool no_scores, const char* what) {
    throw InputError(no_scores ? std::string("nothing to attend to: no ") + what + " and no sink"
                               : std::string("nothing to attend to: every score is masked "
                                             "(-Infinity) and there is no sink"));
}

ATTENTION_SMALL SoftmaxResult softmax(const Vector& scores, std::optional<double> sink) {
    constexpr double kInfinity = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < scores.size(); ++i) {
        if (std::isnan(scores(i)) || scores(i) == kInfinity) {
            throw InputError("scores[" + std::to_string(i) + "] is " + format_number(scores(i)) +
                             " (a score must be a finite number, or -Infinity to mask it)");
        }
    }
    if (sink) require_finite_number(*sink, "sink");
    SoftmaxResult result;
    result.weights = xt::empty<double>({scores.size()});
    result.sink_weight =
        softmax_into(scores.data(), scores.size(), sink, result.weights.data(),
                     kernel::exp_nonpositive, "scores")
            .sink_weight;
    return result;
}

}  // namespace attention
