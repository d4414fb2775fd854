#pragma once
// The fast path under attend() and attend_all() (attend.cpp): scores, softmax
// and blend for blocks of four query rows, two doubles at a time.
//
// It lives apart from the API because it is written for speed rather than for
// reading (vector types, keys and values repacked in panels, a paired exp()),
// because it is the one part built for wasm SIMD, and because it takes checked
// input only: attend.cpp checks shapes and numbers and words the messages, the
// kernel does the arithmetic. Its softmax is a copy of the reference,
// softmax_into (softmax.hpp), run with exp_nonpositive below: the two must give
// the same bits, and tests/cpp/test_attend.cpp checks that they do.
#include <cstddef>
#include <optional>
#include <vector>

#include "tensors.hpp"

namespace attention::kernel {

// Scratch space reused by every row block and every head of a call.
struct Scratch {
    std::vector<double> keys_p;
    std::vector<double> values_p;
};

// Every query row of one head (queries: rows × d, row-major; keys: n × d;
// values: n × dv; all finite). Row i's scores go to scores[i * n ...] (times
// scale; -Infinity where the causal mask hides a key), its softmax weights to
// weights[i * n ...], its sink weight to sink_weights[i], its blend to
// blended[i * dv ...]. head: which head, for error messages (-1: attend's own
// keys). Throws InputError (through attend.cpp's throw_score_overflow, or
// throw_nothing_to_attend) when a score is NaN or nothing is left to attend to.
void attend_rows(const double* queries, std::size_t rows, std::size_t d, const Matrix& keys,
                 const Matrix& values, bool causal, double scale, std::optional<double> sink,
                 long head, Scratch& scratch, double* scores, double* weights,
                 double* sink_weights, double* blended);

// The kernel's exp(x) for x <= 0 (or NaN), one number at a time: what its
// softmax computes, lane by lane. Within 1 ulp of the exact value.
double exp_nonpositive(double x);

// Defined in attend.cpp, which words the messages: the score of `key` (in
// heads[head].keys, or attend's keys when head < 0) is NaN, because its dot
// product overflowed to both +Infinity and -Infinity.
[[noreturn]] void throw_score_overflow(long head, std::size_t key);

}  // namespace attention::kernel
