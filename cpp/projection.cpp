#include "projection.hpp"

#include <cmath>
#include <string>

#include "input_error.hpp"

namespace attention {

namespace {

std::string plural(std::size_t n, const char* noun) {
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

// W needs one row per embedding feature. With no tokens there is no
// embeddings[0] to name, so the message names the width instead.
void require_feature_rows(const Matrix& embeddings, const Matrix& weights,
                          const std::string& embeddings_name, const std::string& weights_name) {
    const std::size_t features = embeddings.shape(1);
    if (weights.shape(0) == features) return;
    const std::string reference = embeddings.shape(0) > 0
                                      ? embeddings_name + "[0] has " + plural(features, "number")
                                      : embeddings_name + " has " + plural(features, "column");
    throw InputError(weights_name + " has " + plural(weights.shape(0), "row") + " but " +
                     reference + " (one row per embedding feature)");
}

}  // namespace

Matrix project(const Matrix& embeddings, const Matrix& weights, const std::string& embeddings_name,
               const std::string& weights_name) {
    require_feature_rows(embeddings, weights, embeddings_name, weights_name);
    require_finite(embeddings, embeddings_name);
    require_finite(weights, weights_name);

    const std::size_t n = embeddings.shape(0);
    const std::size_t e = embeddings.shape(1);
    const std::size_t d = weights.shape(1);
    require_result_size(n, embeddings_name.c_str(), d, weights_name);
    Matrix out = xt::zeros<double>({n, d});
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t f = 0; f < e; ++f) {
            const double x = embeddings(i, f);
            if (x == 0.0) continue;  // one-hot embeddings are mostly zeros
            for (std::size_t j = 0; j < d; ++j) out(i, j) += x * weights(f, j);
        }
        // Finite inputs can still overflow; say which token and which weights.
        for (std::size_t j = 0; j < d; ++j) {
            if (!std::isfinite(out(i, j))) {
                throw InputError("the projection of " + embeddings_name + "[" + std::to_string(i) +
                                 "] by " + weights_name + " overflows: column " +
                                 std::to_string(j) + " exceeds the float64 range (about 1.8e308)");
            }
        }
    }
    return out;
}

Projection project_qkv(const Matrix& embeddings, const ProjectionWeights& weights) {
    if (weights.key.shape(1) != weights.query.shape(1)) {
        throw InputError("wKey has " + plural(weights.key.shape(1), "column") + " but wQuery has " +
                         std::to_string(weights.query.shape(1)) +
                         " (queries and keys must be the same length to be compared)");
    }
    Projection p;
    p.queries = project(embeddings, weights.query, "embeddings", "wQuery");
    p.keys = project(embeddings, weights.key, "embeddings", "wKey");
    p.values = project(embeddings, weights.value, "embeddings", "wValue");
    return p;
}

}  // namespace attention
