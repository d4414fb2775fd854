#include "attend.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "attend_kernel.hpp"
#include "input_error.hpp"

// The attention API: argument checks and the two entry points. The arithmetic
// is attend_kernel.cpp's (see there why it is a file of its own).

namespace attention {

namespace {

ATTENTION_COLD std::string row_name(const std::string& matrix, std::size_t row) {
    return matrix + "[" + std::to_string(row) + "]";
}

ATTENTION_COLD void require_width(const Matrix& m, std::size_t width, const std::string& m_name,
                   const std::string& reference) {
    if (m.shape(0) > 0 && m.shape(1) != width) {
        throw InputError(row_name(m_name, 0) + " has " + std::to_string(m.shape(1)) +
                         " numbers but " + reference + " has " + std::to_string(width));
    }
}

ATTENTION_COLD std::string count_of(std::size_t n, const char* noun) {
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

ATTENTION_COLD void require_rows(const Matrix& m, std::size_t rows, const std::string& m_name,
                  const std::string& reference) {
    if (m.shape(0) != rows) {
        throw InputError(m_name + " has " + count_of(m.shape(0), "row") + " but " + reference +
                         " has " + std::to_string(rows) + " (one row per token)");
    }
}

void check_common(double scale, std::optional<double> sink) {
    if (std::isfinite(scale) && scale >= 0 && (!sink || std::isfinite(*sink))) return;
    require_finite_number(scale, "scale", /*non_negative=*/true);
    if (sink) require_finite_number(*sink, "sink");
}

// Every number finite? The quick test before the checks that name the culprit.
template <typename Tensor>
bool all_finite(const Tensor& t) {
    for (double x : t) {
        if (!std::isfinite(x)) return false;
    }
    return true;
}

// attend's checks in order; they throw with the names the messages need. Called
// only when the quick test in attend() found a problem, so a good call builds
// no strings.
ATTENTION_COLD void check_attend(const Vector& query, const Matrix& keys, const Matrix& values) {
    require_width(keys, query.size(), "keys", "the query");
    require_rows(values, keys.shape(0), "values", "keys");
    require_finite(query, "query");
    require_finite(keys, "keys");
    require_finite(values, "values");
}

// The same for head h of attend_all (n: heads[0]'s token count).
ATTENTION_COLD void check_head(const std::vector<HeadInput>& heads, std::size_t h, std::size_t n) {
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

}  // namespace

// A dot product of finite numbers can still overflow; when its terms reach both
// +Infinity and -Infinity the sum is NaN, and no meaningful score exists.
ATTENTION_COLD void kernel::throw_score_overflow(long head, std::size_t key) {
    const std::string keys = head < 0 ? "keys" : "heads[" + std::to_string(head) + "].keys";
    throw InputError("the score of " + row_name(keys, key) +
                     " overflows: the products of its numbers with the query's exceed the "
                     "float64 range (about 1.8e308) in both directions");
}

ATTENTION_SMALL double score(const Vector& query, const Vector& key) {
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
    AttendResult result;
    attend_into(query, keys, values, scale, sink, result);
    return result;
}

namespace {
// Resizes v to n numbers, keeping its memory when it already holds n.
void size_to(Vector& v, std::size_t n) {
    if (v.size() != n) v.resize({n});
}
}  // namespace

void attend_into(const Vector& query, const Matrix& keys, const Matrix& values, double scale,
                 std::optional<double> sink, AttendResult& result) {
    const bool shapes_ok = (keys.shape(0) == 0 || keys.shape(1) == query.size()) &&
                           values.shape(0) == keys.shape(0);
    if (!shapes_ok || !all_finite(query) || !all_finite(keys) || !all_finite(values)) {
        check_attend(query, keys, values);
    }
    check_common(scale, sink);

    const std::size_t n = keys.shape(0);
    size_to(result.scores, n);
    size_to(result.weights, n);
    size_to(result.blended, values.shape(1));
    std::fill(result.blended.begin(), result.blended.end(), 0.0);
    result.sink_weight = 0.0;
    // One scratch kept from call to call: a small attend is called thousands of
    // times a second, and two allocations each time were a good part of its
    // cost. A large one is given back when the call ends, even by an exception
    // (after a failure all the memory is free again: docs/limits.md).
    thread_local kernel::Scratch scratch;
    struct GiveBackIfLarge {
        kernel::Scratch& s;
        ~GiveBackIfLarge() {
            constexpr std::size_t kKeptNumbers = std::size_t(1) << 20;  // 8 MiB
            if (s.keys_p.capacity() + s.values_p.capacity() > kKeptNumbers) {
                std::vector<double>().swap(s.keys_p);
                std::vector<double>().swap(s.values_p);
            }
        }
    } give_back{scratch};
    kernel::attend_rows(query.data(), 1, query.size(), keys, values, /*causal=*/false, scale,
                        sink, /*head=*/-1, scratch, result.scores.data(), result.weights.data(),
                        &result.sink_weight, result.blended.data());
}

std::vector<HeadResult> attend_all(const std::vector<HeadInput>& heads,
                                   const AttendAllOptions& options) {
    if (heads.empty()) throw InputError("heads is empty: give at least one head");
    check_common(options.scale, options.sink);
    const std::size_t n = heads[0].queries.shape(0);
    for (std::size_t h = 0; h < heads.size(); ++h) {
        const HeadInput& head = heads[h];
        const std::size_t rows = head.queries.shape(0);
        const bool shapes_ok = rows > 0 && rows == n && head.keys.shape(0) == rows &&
                               head.values.shape(0) == rows &&
                               head.keys.shape(1) == head.queries.shape(1);
        if (!shapes_ok || !all_finite(head.queries) || !all_finite(head.keys) ||
            !all_finite(head.values)) {
            check_head(heads, h, n);
        }
        if (head.scale && !(std::isfinite(*head.scale) && *head.scale >= 0)) {
            require_finite_number(*head.scale, "heads[" + std::to_string(h) + "].scale",
                                  /*non_negative=*/true);
        }
    }
    require_room_for_scores(n, heads.size(), "heads[0].queries");  // before any allocation

    std::vector<HeadResult> results(heads.size());
    kernel::Scratch scratch;  // reused by every head
    for (std::size_t h = 0; h < heads.size(); ++h) {
        const HeadInput& head = heads[h];
        HeadResult& r = results[h];
        r.scores = xt::empty<double>({n, n});
        r.weights = xt::empty<double>({n, n});
        r.sink_weights = xt::empty<double>({n});
        r.blended = xt::empty<double>({n, head.values.shape(1)});
        kernel::attend_rows(head.queries.data(), n, head.queries.shape(1), head.keys,
                            head.values, options.causal, head.scale.value_or(options.scale),
                            options.sink, long(h), scratch, r.scores.data(), r.weights.data(), r.sink_weights.data(),
                            r.blended.data());
    }
    return results;
}

}  // namespace attention
