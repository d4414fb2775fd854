#pragma once
// Where the vectors come from: each token's query, key and value are its
// embedding multiplied by three small learned weight matrices.
//
// Convention (row vectors, one row per token):
//   Q = E · W_Q,  K = E · W_K,  V = E · W_V
// E is n × e (token i's embedding in row i), W_Q and W_K are e × d, W_V is e × dv.
// Row f of a weight matrix belongs to embedding feature f, so for one token
//   q = W_Qᵀ e   (q_j = sum_f e_f · W_Q[f][j]).
// This is the chapter's "q = W_Q · e" with W_Q stored transposed: storing it as
// e × d lets a view label each weight row with the feature it reads.
#include "tensors.hpp"

namespace attention {

struct ProjectionWeights {
    Matrix query;  // e × d
    Matrix key;    // e × d (queries and keys must be the same length to be compared)
    Matrix value;  // e × dv (any width)
};

struct Projection {
    Matrix queries;  // n × d, row i: token i's query
    Matrix keys;     // n × d
    Matrix values;   // n × dv
};

// E · W for one weight matrix. `embeddings_name` and `weights_name` name the
// arguments in error messages. Throws InputError when W's row count is not E's
// width, an entry is not finite, or a product overflows the float64 range.
Matrix project(const Matrix& embeddings, const Matrix& weights,
               const std::string& embeddings_name = "embeddings",
               const std::string& weights_name = "weights");

// Queries, keys and values of every token. Errors name "embeddings", "wQuery",
// "wKey" and "wValue" (the JavaScript API's field names), e.g.
// "wKey has 3 rows but embeddings[0] has 4 numbers (one row per embedding feature)".
Projection project_qkv(const Matrix& embeddings, const ProjectionWeights& weights);

}  // namespace attention
