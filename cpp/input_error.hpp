#pragma once
// The one exception type the core throws for bad input. Its message names the
// argument, the position and the problem, e.g. "keys[2] has 4 numbers but the
// query has 3", so a learner or course author can fix the input directly.
#include <stdexcept>
#include <string>

namespace attention {

struct InputError : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

}  // namespace attention
