#include "tensors.hpp"

#include <algorithm>
#include <cmath>
#include <cstdarg>
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

namespace {

// printf into a std::string. The messages below are built this way rather than
// with chains of + and std::to_string, which cost about a kilobyte of wasm
// each. Products of two sizes print exactly with %.15g (up to 15 digits).
[[gnu::format(printf, 1, 2)]] std::string printed(const char* format, ...) {
    std::va_list args;
    va_start(args, format);
    std::va_list again;
    va_copy(again, args);
    const int length = std::vsnprintf(nullptr, 0, format, args);
    va_end(args);
    std::string text(std::size_t(std::max(length, 0)), '\0');
    std::vsnprintf(text.data(), text.size() + 1, format, again);
    va_end(again);
    return text;
}

constexpr const char* kInputLimit =
    "at most %zu numbers fit in one call's input (256 MiB of float64)";

}  // namespace

void require_input_size(std::size_t rows, std::size_t cols, const std::string& name) {
    if (!product_exceeds(rows, cols, kMaxInputNumbers)) return;
    throw InputError(printed("%s has %zu rows of %zu numbers (%.15g in all); ", name.c_str(), rows,
                             cols, double(rows) * double(cols)) +
                     printed(kInputLimit, kMaxInputNumbers));
}

void require_input_size(std::size_t count, const std::string& name) {
    if (count <= kMaxInputNumbers) return;
    throw InputError(printed("%s has %zu numbers; ", name.c_str(), count) +
                     printed(kInputLimit, kMaxInputNumbers));
}

void require_result_size(std::size_t rows, const char* rows_name, std::size_t cols,
                         const std::string& cols_name) {
    if (!product_exceeds(rows, cols, kMaxResultNumbers)) return;
    throw InputError(printed("%s (%zu rows) times %s (%zu columns) would hold %.15g numbers; at "
                             "most %zu fit in one result (1 GiB of float64)",
                             rows_name, rows, cols_name.c_str(), cols,
                             double(rows) * double(cols), kMaxResultNumbers));
}

void require_room_for_scores(std::size_t tokens, std::size_t heads, const char* name) {
    if (!product_exceeds(tokens, tokens, kMaxScores) &&
        !product_exceeds(tokens * tokens, heads, kMaxScores)) {
        return;
    }
    // The most tokens that fit: floor(sqrt(kMaxScores / heads)).
    const std::size_t per_head = kMaxScores / std::max<std::size_t>(heads, 1);
    std::size_t most = std::size_t(std::sqrt(double(per_head)));
    while (most * most > per_head) --most;
    while ((most + 1) * (most + 1) <= per_head) ++most;
    throw InputError(printed("%s has %zu rows (tokens), which need %.15g scores per head; at most "
                             "%zu scores fit in one call (all heads together; limit: %zu tokens "
                             "for %zu head%s)",
                             name, tokens, double(tokens) * double(tokens), kMaxScores,
                             most, heads, heads == 1 ? "" : "s"));
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
