#pragma once
// The one exception type the core throws for bad input. Its message names the
// argument, the position and the problem, e.g. "keys[2] has 4 numbers but the
// query has 3", so a learner or course author can fix the input directly.
#include <stdexcept>
#include <string>

// ATTENTION_COLD: code that only runs to word a failure (building messages),
// kept out of its callers and, under clang (the wasm build), compiled for size
// rather than speed, as -Oz would. ATTENTION_SMALL: entry points called once
// at a time, never in attention's loops (score, softmax), compiled for size
// too. Every other function keeps -O3 (bench/RESULTS.md, "Issue 15, session 19").
#if defined(__clang__)
#define ATTENTION_COLD [[gnu::cold, gnu::noinline, clang::minsize]]
#define ATTENTION_SMALL [[gnu::noinline, clang::minsize]]
#else
#define ATTENTION_COLD [[gnu::cold, gnu::noinline]]
#define ATTENTION_SMALL
#endif

namespace attention {

struct InputError : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

}  // namespace attention
