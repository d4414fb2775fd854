#include "tensors.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <utility>
#include <new>
#include <stdexcept>

#include "input_error.hpp"

namespace attention {

namespace {

// |x| rounded to 15 significant digits, as C's printf rounds (exactly, ties to
// even): the digits, and the decimal exponent of the first. No printf: its
// code is a tenth of the core's wasm (bench/RESULTS.md, "Issue 15, session 19").
// x = m * 2^e exactly, so its decimal expansion is finite: m * 2^e when e >= 0,
// m * 5^-e * 10^e otherwise. Worked out in decimal digits (up to ~770 of
// them); slow as it goes, but only error messages ask.
ATTENTION_COLD std::pair<std::string, int> round_to_15_digits(double x) {
    int e = 0;
    const double fraction = std::frexp(std::fabs(x), &e);  // |x| = fraction * 2^e
    auto m = static_cast<std::uint64_t>(std::ldexp(fraction, 53));
    e -= 53;
    std::string digits;  // least significant first, each 0..9
    for (; m > 0; m /= 10) digits.push_back(char(m % 10));
    // digits *= base^count, a power of at most 2^30 or 5^13 (under 2^31) at a time.
    const auto times = [&digits](std::uint64_t base, int count, int step) {
        for (; count > 0; count -= step) {
            std::uint64_t factor = 1, carry = 0;
            for (int i = 0; i < std::min(count, step); ++i) factor *= base;
            for (char& d : digits) {
                carry += std::uint64_t(d) * factor;
                d = char(carry % 10);
                carry /= 10;
            }
            for (; carry > 0; carry /= 10) digits.push_back(char(carry % 10));
        }
    };
    if (e >= 0) times(2, e, 30);
    else times(5, -e, 13);
    int exponent = int(digits.size()) - 1 + std::min(e, 0);
    std::reverse(digits.begin(), digits.end());
    if (digits.size() > 15) {
        const bool beyond = std::any_of(digits.begin() + 16, digits.end(), [](char d) { return d; });
        const char next = digits[15];
        digits.resize(15);
        if (next > 5 || (next == 5 && (beyond || digits[14] % 2 == 1))) {
            std::size_t i = 15;
            while (i > 0 && digits[i - 1] == 9) digits[--i] = 0;
            if (i == 0) {
                digits[0] = 1;  // 999... rounded up: 1000...
                ++exponent;
            } else {
                ++digits[i - 1];
            }
        }
    }
    for (char& d : digits) d = char('0' + d);
    return {digits, exponent};
}

}  // namespace

ATTENTION_COLD std::string format_number(double x) {
    if (std::isnan(x)) return "NaN";
    if (std::isinf(x)) return x > 0 ? "Infinity" : "-Infinity";
    // C's "%.15g": 15 significant digits, trailing zeros dropped; scientific
    // notation ("1.5e-07", "1e+300") when the exponent is below -4 or above 14.
    std::string text = std::signbit(x) ? "-" : "";
    if (x == 0) return text + "0";
    auto [digits, exponent] = round_to_15_digits(x);
    digits.erase(digits.find_last_not_of('0') + 1);
    if (exponent < -4 || exponent >= 15) {
        text += digits[0];
        if (digits.size() > 1) text += "." + digits.substr(1);
        const int magnitude = std::abs(exponent);
        return text + (exponent < 0 ? "e-" : "e+") + (magnitude < 10 ? "0" : "") +
               std::to_string(magnitude);
    }
    if (exponent < 0) return text + "0." + std::string(std::size_t(-exponent - 1), '0') + digits;
    const auto whole = std::size_t(exponent) + 1;
    if (digits.size() <= whole) return text + digits + std::string(whole - digits.size(), '0');
    return text + digits.substr(0, whole) + "." + digits.substr(whole);
}

namespace {

[[noreturn]] ATTENTION_COLD void not_finite(const std::string& name, std::size_t i, double x) {
    throw InputError(joined({name, "[", std::to_string(i), "] is ", format_number(x)}));
}
[[noreturn]] ATTENTION_COLD void not_finite(const std::string& name, std::size_t r, std::size_t c,
                                            double x) {
    throw InputError(joined({name, "[", std::to_string(r), "][", std::to_string(c), "] is ",
                             format_number(x)}));
}

}  // namespace

void require_finite(const Vector& v, const std::string& name) {
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (!std::isfinite(v(i))) not_finite(name, i, v(i));
    }
}

void require_finite(const Matrix& m, const std::string& name) {
    for (std::size_t r = 0; r < m.shape(0); ++r) {
        for (std::size_t c = 0; c < m.shape(1); ++c) {
            if (!std::isfinite(m(r, c))) not_finite(name, r, c, m(r, c));
        }
    }
}

ATTENTION_COLD void require_finite_number(double x, const std::string& name, bool non_negative) {
    const bool ok = std::isfinite(x) && (!non_negative || x >= 0);
    if (!ok) {
        throw InputError(joined({name, " must be a finite number", non_negative ? " >= 0" : "",
                                 " (got ", format_number(x), ")"}));
    }
}

std::string joined(std::initializer_list<std::string_view> pieces) {
    std::size_t length = 0;
    for (const auto piece : pieces) length += piece.size();
    std::string text;
    text.reserve(length);
    for (const auto piece : pieces) text += piece;
    return text;
}

namespace {

constexpr const char* kInputLimit =
    "at most 33554432 numbers fit in one call's input (256 MiB of float64)";
static_assert(kMaxInputNumbers == 33554432, "kInputLimit names the limit");

// A product of two sizes as "%.15g" prints it (exact up to 15 digits).
ATTENTION_COLD std::string product(std::size_t a, std::size_t b) { return format_number(double(a) * double(b)); }

}  // namespace

void require_input_size(std::size_t rows, std::size_t cols, const std::string& name) {
    if (!product_exceeds(rows, cols, kMaxInputNumbers)) return;
    throw InputError(joined({name, " has ", std::to_string(rows), " rows of ", std::to_string(cols),
                             " numbers (", product(rows, cols), " in all); ", kInputLimit}));
}

void require_input_size(std::size_t count, const std::string& name) {
    if (count <= kMaxInputNumbers) return;
    throw InputError(joined({name, " has ", std::to_string(count), " numbers; ", kInputLimit}));
}

void require_result_size(std::size_t rows, const char* rows_name, std::size_t cols,
                         const std::string& cols_name) {
    if (!product_exceeds(rows, cols, kMaxResultNumbers)) return;
    throw InputError(joined({rows_name, " (", std::to_string(rows), " rows) times ", cols_name, " (",
                             std::to_string(cols), " columns) would hold ", product(rows, cols),
                             " numbers; at most ", std::to_string(kMaxResultNumbers),
                             " fit in one result (1 GiB of float64)"}));
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
    throw InputError(joined({name, " has ", std::to_string(tokens), " rows (tokens), which need ",
                             product(tokens, tokens), " scores per head; at most ",
                             std::to_string(kMaxScores), " scores fit in one call (all heads "
                             "together; limit: ", std::to_string(most), " tokens for ",
                             std::to_string(heads), heads == 1 ? " head)" : " heads)"}));
}

ATTENTION_COLD std::string failure_message(const std::exception& e) {
    if (dynamic_cast<const std::bad_alloc*>(&e) == nullptr &&
        dynamic_cast<const std::length_error*>(&e) == nullptr) {
        return e.what();
    }
    return "out of memory: the core could not get the memory this call needs (a wasm module has "
           "2 GiB at most, and a browser may allow it less); give it fewer or shorter inputs "
           "(docs/limits.md)";
}

}  // namespace attention
