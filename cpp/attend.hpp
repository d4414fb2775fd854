#pragma once
// Attention itself: match scores (scaled dot products), softmax percentages,
// and the blend of the values those percentages pick out.
#include <optional>
#include <vector>

#include "softmax.hpp"
#include "tensors.hpp"

namespace attention {

// The match score of a query and a key: their dot product.
// Throws InputError when the lengths differ or an entry is not finite.
double score(const Vector& query, const Vector& key);

struct AttendResult {
    Vector scores;   // scale * (query . key_i), one per key
    Vector weights;  // softmax of the scores (with the sink, if any)
    double sink_weight = 0.0;
    Vector blended;  // sum_i weights_i * values_i; the sink's value is the zero vector
};

// One query over a list of tokens (keys[i] and values[i] belong to token i).
// The sink is a fixed score in the same units as the scaled scores.
AttendResult attend(const Vector& query, const Matrix& keys, const Matrix& values,
                    double scale = 1.0, std::optional<double> sink = std::nullopt);

// The same into `result`, whose vectors keep their memory when their sizes
// stay (a caller that attends thousands of times a second allocates nothing).
void attend_into(const Vector& query, const Matrix& keys, const Matrix& values, double scale,
                 std::optional<double> sink, AttendResult& result);

struct HeadInput {
    Matrix queries;  // row i: token i's query
    Matrix keys;     // row i: token i's key (same width as the queries)
    Matrix values;   // row i: token i's value (any width)
    // This head's own scale, instead of the call's (so one call can answer
    // several questions: the page asks for its heads, their dot products at
    // scale 1 and the sentence in another order together).
    std::optional<double> scale;
};

struct HeadResult {
    Matrix scores;        // [query token, key token]; -Infinity where masked
    Matrix weights;       // [query token, key token]; exactly 0 where masked
    Vector sink_weights;  // per query token
    Matrix blended;       // row i: what token i gathered
};

struct AttendAllOptions {
    double scale = 1.0;
    std::optional<double> sink;
    bool causal = false;  // token i sees tokens 0..i only
};

// A whole sequence through one or more heads; every head sees the same tokens.
std::vector<HeadResult> attend_all(const std::vector<HeadInput>& heads,
                                   const AttendAllOptions& options = {});

}  // namespace attention
