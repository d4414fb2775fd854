#pragma once
// The vector and matrix types of the core, and the checks every input passes
// before any maths runs. Names given to the checks ("keys", "heads[1].values")
// end up in error messages, so they use the JavaScript API's field names.
#include <cstddef>
#include <exception>
#include <initializer_list>
#include <string>
#include <string_view>

#include <xtensor/xtensor.hpp>

namespace attention {

using Vector = xt::xtensor<double, 1>;
using Matrix = xt::xtensor<double, 2>;  // one row per token

// Throws InputError "<name>[i] is NaN" (or "is Infinity" / "is -Infinity").
void require_finite(const Vector& v, const std::string& name);
// Throws InputError "<name>[row][col] is NaN" (or Infinity / -Infinity).
void require_finite(const Matrix& m, const std::string& name);
// Throws InputError "<name> must be a finite number" (+ " >= 0" when non_negative).
void require_finite_number(double x, const std::string& name, bool non_negative = false);

// x as C's "%.15g" prints it, but NaN, Infinity and -Infinity named as
// JavaScript names them: "0.5", "-3", "1e+308", "1e-05", "NaN".
std::string format_number(double x);

// The pieces one after another: a message built with one allocation, in less
// code than a chain of std::string's + (each + is inlined).
std::string joined(std::initializer_list<std::string_view> pieces);

// ---------------------------------------------------------------- sizes
// The wasm build counts bytes in a 32-bit size_t, so a product of sizes can
// wrap (65,536 tokens give 2^32 scores, which wraps to 0), and its memory grows
// to 2 GiB at most (Emscripten 3.1.6's default -sMAXIMUM_MEMORY with
// ALLOW_MEMORY_GROWTH). The core refuses sizes past the limits below before it
// allocates anything; the native build keeps the same limits, so both refuse
// the same inputs. docs/limits.md explains them to users.

// The most numbers one call may take in: 2^25 float64s, 256 MiB (the bindings
// copy them at least twice on the way in).
constexpr std::size_t kMaxInputNumbers = std::size_t(1) << 25;
// The most numbers one result may hold: 2^27 float64s, 1 GiB, half of the
// module's memory (the rest is for the inputs, scratch and the copies out).
constexpr std::size_t kMaxResultNumbers = std::size_t(1) << 27;
// The most scores (heads × tokens × tokens) one call may compute: each comes
// with its weight, so together they fill one result's worth of numbers.
constexpr std::size_t kMaxScores = kMaxResultNumbers / 2;

// Whether a × b > limit, worked out without overflowing.
constexpr bool product_exceeds(std::size_t a, std::size_t b, std::size_t limit) {
    return b != 0 && a > limit / b;
}

// Throws InputError when an input of rows × cols numbers is more than one call
// may take in: "embeddings has 65536 rows of 65536 numbers (4294967296 in all);
// at most 33554432 numbers fit in one call's input (256 MiB of float64)".
void require_input_size(std::size_t rows, std::size_t cols, const std::string& name);
// The same for a vector: "bOut has 40000000 numbers; at most 33554432 ...".
void require_input_size(std::size_t count, const std::string& name);

// Throws InputError when a result of rows × cols numbers could not be held,
// naming where its rows and its columns come from: "embeddings (65536 rows)
// times weights (65536 columns) would hold 4294967296 numbers; at most
// 134217728 fit in one result (1 GiB of float64)".
void require_result_size(std::size_t rows, const char* rows_name, std::size_t cols,
                         const std::string& cols_name);

// Throws InputError when attention over `tokens` tokens in `heads` heads needs
// more than kMaxScores scores, e.g. "heads[0].queries has 65536 rows (tokens),
// which need 4294967296 scores per head; at most 67108864 scores fit in one
// call (all heads together; limit: 8192 tokens for 1 head)". name: the
// argument whose rows are the tokens.
void require_room_for_scores(std::size_t tokens, std::size_t heads, const char* name);

// What to tell the caller about a failure: e.what() for the core's own errors,
// and for a failed allocation (std::bad_alloc, or std::length_error from a
// container) "out of memory: ...", which says what happened and what to do,
// instead of "std::bad_alloc".
std::string failure_message(const std::exception& e);

}  // namespace attention
