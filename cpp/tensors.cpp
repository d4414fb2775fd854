#include "tensors.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <new>
#include <stdexcept>

#include "input_error.hpp"

namespace attention {

std::string format_number(double x) {
    if (std::isnan(x)) return "NaN";
    if (std::isinf(x)) return x > 0 ? "Infinity" : "-Infinity";
    char text[32];
    std::snprintf(text, sizeof text, "%.15g", x);
    return text;
}

void require_finite(const Vector& v, const std::string& name) {
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (!std::isfinite(v(i))) {
            throw InputError(name + "[" + std::to_string(i) + "] is " + format_number(v(i)));
        }
    }
}

void require_finite(const Matrix& m, const std::string& name) {
    for (std::size_t r = 0; r < m.shape(0); ++r) {
        for (std::size_t c = 0; c < m.shape(1); ++c) {
            if (!std::isfinite(m(r, c))) {
                throw InputError(name + "[" + std::to_string(r) + "][" + std::to_string(c) +
                                 "] is " + format_number(m(r, c)));
            }
        }
    }
}

void require_finite_number(double x, const std::string& name, bool non_negative) {
    const bool ok = std::isfinite(x) && (!non_negative || x >= 0);
    if (!ok) {
        throw InputError(name + " must be a finite number" + (non_negative ? " >= 0" : "") +
                         " (got " + format_number(x) + ")");
    }
}

// Counts in the messages below go through format_number: products of two
// sizes are exact in a double up to 2^53 (15 digits are printed).

namespace {
std::string input_limit_text() {
    return "; at most " + std::to_string(kMaxInputNumbers) +
           " numbers fit in one call's input (256 MiB of float64)";
}
}  // namespace

void require_input_size(std::size_t rows, std::size_t cols, const std::string& name) {
    if (!product_exceeds(rows, cols, kMaxInputNumbers)) return;
    throw InputError(name + " has " + std::to_string(rows) + " rows of " + std::to_string(cols) +
                     " numbers (" + format_number(double(rows) * double(cols)) + " in all)" +
                     input_limit_text());
}

void require_input_size(std::size_t count, const std::string& name) {
    if (count <= kMaxInputNumbers) return;
    throw InputError(name + " has " + std::to_string(count) + " numbers" + input_limit_text());
}

void require_result_size(std::size_t rows, const std::string& rows_name, std::size_t cols,
                         const std::string& cols_name) {
    if (!product_exceeds(rows, cols, kMaxResultNumbers)) return;
    throw InputError(rows_name + " (" + std::to_string(rows) + " rows) times " + cols_name + " (" +
                     std::to_string(cols) + " columns) would hold " +
                     format_number(double(rows) * double(cols)) + " numbers; at most " +
                     std::to_string(kMaxResultNumbers) + " fit in one result (1 GiB of float64)");
}

void require_room_for_scores(std::size_t tokens, std::size_t heads, const std::string& name) {
    if (!product_exceeds(tokens, tokens, kMaxScores) &&
        !product_exceeds(tokens * tokens, heads, kMaxScores)) {
        return;
    }
    // The most tokens that fit: floor(sqrt(kMaxScores / heads)).
    const std::size_t per_head = kMaxScores / std::max<std::size_t>(heads, 1);
    std::size_t most = std::size_t(std::sqrt(double(per_head)));
    while (most * most > per_head) --most;
    while ((most + 1) * (most + 1) <= per_head) ++most;
    throw InputError(name + " has " + std::to_string(tokens) + " rows (tokens), which need " +
                     format_number(double(tokens) * double(tokens)) + " scores per head; at most " +
                     std::to_string(kMaxScores) +
                     " scores fit in one call (all heads together; limit: " +
                     std::to_string(most) + " tokens for " + std::to_string(heads) +
                     (heads == 1 ? " head)" : " heads)"));
}

std::string failure_message(const std::exception& e) {
    if (dynamic_cast<const std::bad_alloc*>(&e) == nullptr &&
        dynamic_cast<const std::length_error*>(&e) == nullptr) {
        return e.what();
    }
    return "out of memory: the core could not get the memory this call needs (a wasm module has "
           "2 GiB at most, and a browser may allow it less); give it fewer or shorter inputs "
           "(docs/limits.md)";
}

}  // namespace attention
