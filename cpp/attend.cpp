#include "attend.hpp"

#include <cmath>
#include <limits>
#include <string>

#include "input_error.hpp"

namespace attention {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

std::string row_name(const std::string& matrix, std::size_t row) {
    return matrix + "[" + std::to_string(row) + "]";
}

// scale * (a . b) for two rows of equal length. A dot product of finite numbers
// can still overflow; when its terms reach both +Infinity and -Infinity the sum
// is NaN, and the caller reports that no meaningful score exists.
double scaled_dot(const double* a, const double* b, std::size_t n, double scale) {
    if (scale == 0.0) return 0.0;  // 0 * anything, even an overflowed product
    double sum = 0.0;
    for (std::size_t i = 0; i < n; ++i) sum += a[i] * b[i];
    return scale * sum;
}

[[noreturn]] void throw_overflow(const std::string& key_name) {
    throw InputError("the score of " + key_name +
                     " overflows: the products of its numbers with the query's exceed the "
                     "float64 range (about 1.8e308) in both directions");
}

void require_width(const Matrix& m, std::size_t width, const std::string& m_name,
                   const std::string& reference) {
    if (m.shape(0) > 0 && m.shape(1) != width) {
        throw InputError(row_name(m_name, 0) + " has " + std::to_string(m.shape(1)) +
                         " numbers but " + reference + " has " + std::to_string(width));
    }
}

std::string count_of(std::size_t n, const char* noun) {
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

void require_rows(const Matrix& m, std::size_t rows, const std::string& m_name,
                  const std::string& reference) {
    if (m.shape(0) != rows) {
        throw InputError(m_name + " has " + count_of(m.shape(0), "row") + " but " + reference +
                         " has " + std::to_string(rows) + " (one row per token)");
    }
}

// Everything one query gathers from the first `visible` tokens; later tokens
// (the causal mask) get a -Infinity score and weight exactly 0.
void attend_row(const double* query, const Matrix& keys, const Matrix& values, std::size_t visible,
                double scale, std::optional<double> sink, const std::string& keys_name,
                double* scores_out, double* weights_out, double& sink_weight_out,
                double* blended_out) {
    const std::size_t n = keys.shape(0);
    const std::size_t d = keys.shape(1);
    const std::size_t dv = values.shape(1);
    Vector scores = xt::empty<double>({n});
    for (std::size_t j = 0; j < n; ++j) {
        scores(j) = j < visible ? scaled_dot(query, keys.data() + j * d, d, scale) : -kInfinity;
        if (std::isnan(scores(j))) throw_overflow(row_name(keys_name, j));
    }
    const SoftmaxResult softmaxed = softmax_of_computed_scores(scores, sink, "keys");
    for (std::size_t c = 0; c < dv; ++c) blended_out[c] = 0.0;
    for (std::size_t j = 0; j < n; ++j) {
        scores_out[j] = scores(j);
        weights_out[j] = softmaxed.weights(j);
        if (softmaxed.weights(j) == 0.0) continue;
        for (std::size_t c = 0; c < dv; ++c) blended_out[c] += softmaxed.weights(j) * values(j, c);
    }
    sink_weight_out = softmaxed.sink_weight;
}

void check_common(double scale, std::optional<double> sink) {
    require_finite_number(scale, "scale", /*non_negative=*/true);
    if (sink) require_finite_number(*sink, "sink");
}

}  // namespace

double score(const Vector& query, const Vector& key) {
    if (query.size() != key.size()) {
        throw InputError("the key has " + std::to_string(key.size()) +
                         " numbers but the query has " + std::to_string(query.size()));
    }
    require_finite(query, "query");
    require_finite(key, "key");
    double sum = 0.0;
    for (std::size_t i = 0; i < query.size(); ++i) sum += query(i) * key(i);
    if (std::isnan(sum)) {
        throw InputError("the score overflows: the products exceed the float64 range "
                         "(about 1.8e308) in both directions");
    }
    return sum;
}

AttendResult attend(const Vector& query, const Matrix& keys, const Matrix& values, double scale,
                    std::optional<double> sink) {
    require_width(keys, query.size(), "keys", "the query");
    require_rows(values, keys.shape(0), "values", "keys");
    require_finite(query, "query");
    require_finite(keys, "keys");
    require_finite(values, "values");
    check_common(scale, sink);

    const std::size_t n = keys.shape(0);
    AttendResult result;
    result.scores = xt::empty<double>({n});
    result.weights = xt::empty<double>({n});
    result.blended = xt::zeros<double>({values.shape(1)});
    attend_row(query.data(), keys, values, n, scale, sink, "keys", result.scores.data(),
               result.weights.data(), result.sink_weight, result.blended.data());
    return result;
}

std::vector<HeadResult> attend_all(const std::vector<HeadInput>& heads,
                                   const AttendAllOptions& options) {
    if (heads.empty()) throw InputError("heads is empty: give at least one head");
    check_common(options.scale, options.sink);
    const std::size_t n = heads[0].queries.shape(0);
    for (std::size_t h = 0; h < heads.size(); ++h) {
        const std::string name = "heads[" + std::to_string(h) + "]";
        const HeadInput& head = heads[h];
        if (head.queries.shape(0) == 0) {
            throw InputError(name + ".queries is empty: a sequence needs at least one token");
        }
        if (h > 0) require_rows(head.queries, n, name + ".queries", "heads[0].queries");
        require_rows(head.keys, head.queries.shape(0), name + ".keys", name + ".queries");
        require_rows(head.values, head.queries.shape(0), name + ".values", name + ".queries");
        require_width(head.keys, head.queries.shape(1), name + ".keys", name + ".queries[0]");
        require_finite(head.queries, name + ".queries");
        require_finite(head.keys, name + ".keys");
        require_finite(head.values, name + ".values");
    }

    std::vector<HeadResult> results;
    results.reserve(heads.size());
    for (std::size_t h = 0; h < heads.size(); ++h) {
        const HeadInput& head = heads[h];
        const std::string keys_name = "heads[" + std::to_string(h) + "].keys";
        HeadResult r;
        r.scores = xt::empty<double>({n, n});
        r.weights = xt::empty<double>({n, n});
        r.sink_weights = xt::empty<double>({n});
        r.blended = xt::empty<double>({n, head.values.shape(1)});
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t visible = options.causal ? i + 1 : n;
            attend_row(head.queries.data() + i * head.queries.shape(1), head.keys, head.values, visible, options.scale,
                       options.sink, keys_name, r.scores.data() + i * n, r.weights.data() + i * n,
                       r.sink_weights(i), r.blended.data() + i * head.values.shape(1));
        }
        results.push_back(std::move(r));
    }
    return results;
}

}  // namespace attention
