#include "attend_kernel.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "portable_math.hpp"
#include "softmax.hpp"

// How the maths runs fast (figures in bench/RESULTS.md):
// - One pass per block of four query rows: dot products, then softmax in place
//   in the caller's output rows, then the blend. No temporary per row; the only
//   scratch is the keys and values repacked in panels of four (so the inner
//   loops read memory in order), reused by every row of a call.
// - The four rows share every load of the keys and values, and the inner loops
//   work on two doubles at a time (GCC/Clang vector extensions: SSE2 natively,
//   wasm SIMD f64x2 in the browser); exp() runs two at a time too.
// - Every score and every blended number adds the same products in the same
//   order as the plain loops `sum += q[k] * key[k]` and
//   `blended[c] += weight[j] * value[j][c]`: the vectors run across keys and
//   across value features, never across a sum. All numbers stay float64; the
//   paired exp() is within 1 ulp, like any libm's.
// - attend.cpp checks first and builds no strings unless something is wrong;
//   the block loops never throw, so no C++ exception machinery sits in them.
//   softmax_row reports what only the scores reveal (a NaN score, nothing left
//   to attend to) through cold functions that word the message.

#if defined(__wasm__) && !defined(ATTENTION_NO_SIMD)
// Only these kernels use wasm SIMD (Chrome 91, Firefox 89, Safari 16.4 and
// later; Node 16.4+). Compiling with -DATTENTION_NO_SIMD gives the same numbers
// without it, about half as fast.
#define ATTENTION_KERNEL __attribute__((target("simd128")))
#else
#define ATTENTION_KERNEL
#endif

namespace attention::kernel {

namespace {

using fdlibm::kInvLn2;
using fdlibm::kLn2Hi;
using fdlibm::kLn2Lo;

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// Two doubles in one register.
typedef double Pair __attribute__((vector_size(2 * sizeof(double))));

ATTENTION_KERNEL inline Pair load(const double* p) {
    Pair v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

ATTENTION_KERNEL inline void store(double* p, Pair v) { std::memcpy(p, &v, sizeof v); }

// Query rows handled together: they share each load of the keys and values.
constexpr std::size_t kBlock = 4;
// Keys, and value features, are packed in panels of four (two Pairs), so the
// inner loops read memory in order.
constexpr std::size_t kPanel = 4;

// Stores the first `count` (1 to 4) numbers of a panel's row.
ATTENTION_KERNEL inline void store_panel(double* out, Pair a, Pair b, std::size_t count) {
    if (count == kPanel) {
        store(out, a);
        store(out + 2, b);
    } else {
        double row[kPanel];
        store(row, a);
        store(row + 2, b);
        std::copy_n(row, count, out);
    }
}

// out[r][j] = q[r] . key j (unscaled) for j in [0, cols), for R query rows.
// keys_p: the keys in panels (see pack_keys).
template <std::size_t R>
ATTENTION_KERNEL void block_dots(const double* const* q, const double* keys_p, std::size_t d,
                                 std::size_t cols, double* const* out) noexcept {
    for (std::size_t j = 0; j < cols; j += kPanel) {
        Pair acc[R][2] = {};
        const double* panel = keys_p + j * d;  // panel j / 4 holds d rows of 4
        for (std::size_t k = 0; k < d; ++k, panel += kPanel) {
            const Pair k0 = load(panel);
            const Pair k1 = load(panel + 2);
            for (std::size_t r = 0; r < R; ++r) {
                const double x = q[r][k];
                const Pair qr = {x, x};
                acc[r][0] += qr * k0;
                acc[r][1] += qr * k1;
            }
        }
        const std::size_t count = std::min(kPanel, cols - j);
        for (std::size_t r = 0; r < R; ++r) store_panel(out[r] + j, acc[r][0], acc[r][1], count);
    }
}

// A blend is a weighted average: its weights are >= 0 and add up to at most 1
// (the sink takes the rest), so with finite values its true value is finite,
// within [-DBL_MAX, DBL_MAX]. Rounding in the running sum can still carry it
// past DBL_MAX to Infinity (100 values of DBL_MAX at 1/100 each), but only once
// nearly all the weight is in: the true value is then within that rounding of
// ±DBL_MAX, so an Infinity is brought back to ±DBL_MAX. (The products never
// overflow, so the sum never meets both infinities: no NaN.) One compare per
// blended number, outside the inner loop.
ATTENTION_KERNEL inline Pair within_float64(Pair x) {
    constexpr double kMax = std::numeric_limits<double>::max();
    const Pair most = {kMax, kMax};
    x = x > most ? most : x;
    return x < -most ? -most : x;
}

// out[r][c] = sum over j < cols of w[r][j] * values[j][c], for R rows. Weights
// of masked keys are exactly 0, so a row may run past its own visible keys.
// values_p: the values in panels (see pack_values), n tokens, dv features.
template <std::size_t R>
ATTENTION_KERNEL void block_blend(const double* const* w, const double* values_p, std::size_t n,
                                  std::size_t dv, std::size_t cols, double* const* out) noexcept {
    for (std::size_t c = 0; c < dv; c += kPanel) {
        Pair acc[R][2] = {};
        const double* panel = values_p + c * n;  // panel c / 4 holds n rows of 4
        for (std::size_t j = 0; j < cols; ++j, panel += kPanel) {
            const Pair v0 = load(panel);
            const Pair v1 = load(panel + 2);
            for (std::size_t r = 0; r < R; ++r) {
                const double x = w[r][j];
                const Pair wr = {x, x};
                acc[r][0] += wr * v0;
                acc[r][1] += wr * v1;
            }
        }
        const std::size_t count = std::min(kPanel, dv - c);
        for (std::size_t r = 0; r < R; ++r) {
            store_panel(out[r] + c, within_float64(acc[r][0]), within_float64(acc[r][1]), count);
        }
    }
}


// exp(x) for x <= 0 (or NaN), two at a time, within 1 ulp of the exact value:
// fdlibm's e_exp.c (the algorithm of musl's exp before 2018), written for pairs.
// x = k ln2 + r with |r| <= ln2 / 2, then a rational approximation of exp(r),
// then times 2^k, built from k's bits. Below -708 (results near or below the
// smallest normal double, and -Infinity) the lanes go to portable_exp
// (portable_math.hpp), not std::exp: the C library's exp brings a 2 KB table
// into the wasm for numbers no one sees. ln2 and 1/ln2 are portable_math.hpp's
// constants, the same split of ln2.
typedef long long Pair64 __attribute__((vector_size(2 * sizeof(long long))));

template <typename To, typename From>
ATTENTION_KERNEL inline To same_bits(From from) {
    static_assert(sizeof(To) == sizeof(From), "a reinterpretation keeps the size");
    To to;
    std::memcpy(&to, &from, sizeof to);
    return to;
}

ATTENTION_KERNEL inline Pair exp_pair(Pair x) {
    constexpr double kShifter = 0x1.8p52;  // adding it rounds to an integer, kept in the low bits
    const Pair shifter = {kShifter, kShifter};
    const Pair t = x * kInvLn2 + shifter;  // x / ln2, rounded
    const Pair k = t - shifter;
    const Pair hi = x - k * kLn2Hi;  // ln2's high bits: k * them is exact
    const Pair lo = k * kLn2Lo;      // ln2's low bits
    const Pair r = hi - lo;
    const Pair rr = r * r;
    const Pair c = r - rr * (1.66666666666666019037e-01 +
                             rr * (-2.77777777770155933842e-03 +
                                   rr * (6.61375632143793436117e-05 +
                                         rr * (-1.65339022054652515390e-06 +
                                               rr * 4.13813679705723846039e-08))));
    const Pair y = 1.0 - ((lo - (r * c) / (2.0 - c)) - hi);  // exp(r)
    const Pair64 k_bits = same_bits<Pair64>(t) - same_bits<Pair64>(shifter);
    Pair result = y * same_bits<Pair>((k_bits + 1023) << 52);
    const Pair64 tiny = !(x >= -708.0);  // also NaN
    if (tiny[0] | tiny[1]) {
        for (int lane = 0; lane < 2; ++lane) {
            if (tiny[lane]) result[lane] = portable_exp(x[lane]);
        }
    }
    return result;
}

// One query row, in place: the dot products in scores[0, visible) become scores
// (times scale; later keys, hidden by the causal mask, get -Infinity), and
// weights[0, n) their softmax. Returns the sink's weight.
// The softmax is softmax_into (softmax.hpp) with exp_nonpositive, the maximum,
// the +Infinity rule, the order of the sum and the division all as there, only
// two at a time: keep the two in step (test_attend.cpp compares their bits).
ATTENTION_KERNEL double softmax_row(double* scores, double* weights, std::size_t visible,
                                    std::size_t n, double scale, std::optional<double> sink,
                                    long head) {
    // Scores and their maximum, two at a time; NaN (an overflow both ways) noted.
    const Pair scale2 = {scale, scale};
    Pair top2 = {-kInfinity, -kInfinity};
    Pair64 nan2 = {};
    std::size_t j = 0;
    for (; j + 2 <= visible; j += 2) {
        // scale 0 gives 0 even for an overflowed product.
        const Pair s = scale == 0.0 ? Pair{} : scale2 * load(scores + j);
        store(scores + j, s);
        nan2 |= s != s;
        top2 = top2 < s ? s : top2;
    }
    double top = std::max(sink.value_or(-kInfinity), std::max(top2[0], top2[1]));
    bool nan = nan2[0] | nan2[1];
    for (; j < visible; ++j) {
        const double s = scale == 0.0 ? 0.0 : scale * scores[j];
        scores[j] = s;
        nan |= s != s;
        top = std::max(top, s);
    }
    if (nan) {
        for (j = 0; j < visible; ++j) {
            if (std::isnan(scores[j])) throw_score_overflow(head, j);
        }
    }
    std::fill(scores + visible, scores + n, -kInfinity);
    if (top == -kInfinity) throw_nothing_to_attend(n == 0, "keys");

    double total = 0.0;
    double sink_share = 0.0;
    if (top == kInfinity) {
        for (j = 0; j < visible; ++j) {
            weights[j] = scores[j] == kInfinity ? 1.0 : 0.0;
            total += weights[j];
        }
    } else {
        // exp(s - top) is in [0, 1]: no overflow, and exactly 0 for -Infinity.
        const Pair top_pair = {top, top};
        for (j = 0; j + 2 <= visible; j += 2) {
            const Pair w = exp_pair(load(scores + j) - top_pair);
            store(weights + j, w);
            total += w[0];
            total += w[1];
        }
        for (; j < visible; ++j) {
            weights[j] = exp_pair(Pair{scores[j] - top, 0.0})[0];
            total += weights[j];
        }
        if (sink) sink_share = exp_pair(Pair{*sink - top, 0.0})[0];
    }
    total += sink_share;
    for (j = 0; j < visible; ++j) weights[j] /= total;
    std::fill(weights + visible, weights + n, 0.0);
    return sink_share / total;
}

// Keys in panels of four keys: panel p, row k holds the k-th number of keys
// 4p .. 4p+3 (zero past the last key). A query's dot products with four
// neighbouring keys then read 4 neighbouring numbers per k, in order.
void pack_keys(const Matrix& keys, std::vector<double>& keys_p) {
    const std::size_t n = keys.shape(0);
    const std::size_t d = keys.shape(1);
    keys_p.assign((n + kPanel - 1) / kPanel * kPanel * d, 0.0);
    const double* in = keys.data();
    for (std::size_t j = 0; j < n; ++j) {
        double* panel = keys_p.data() + (j / kPanel) * kPanel * d + j % kPanel;
        for (std::size_t k = 0; k < d; ++k) panel[k * kPanel] = in[j * d + k];
    }
}

// Values in panels of four features: panel p, row j holds features 4p .. 4p+3
// of token j (zero past the last feature).
void pack_values(const Matrix& values, std::vector<double>& values_p) {
    const std::size_t n = values.shape(0);
    const std::size_t dv = values.shape(1);
    values_p.assign((dv + kPanel - 1) / kPanel * kPanel * n, 0.0);
    const double* in = values.data();
    for (std::size_t j = 0; j < n; ++j) {
        for (std::size_t c = 0; c < dv; ++c) {
            values_p[(c / kPanel) * kPanel * n + j * kPanel + c % kPanel] = in[j * dv + c];
        }
    }
}

// Rows [first, first + R) of one head: query i sees keys [0, visible(i)).
template <std::size_t R>
void attend_block(const double* queries, std::size_t d, const Scratch& packed, std::size_t n,
                  std::size_t dv, std::size_t first, bool causal, double scale,
                  std::optional<double> sink, long head, double* scores,
                  double* weights, double* sink_weights, double* blended) {
    const double* q[R];
    double* s[R];
    double* w[R];
    double* b[R];
    for (std::size_t r = 0; r < R; ++r) {
        q[r] = queries + (first + r) * d;
        s[r] = scores + (first + r) * n;
        w[r] = weights + (first + r) * n;
        b[r] = blended + (first + r) * dv;
    }
    const std::size_t cols = causal ? first + R : n;  // keys the last row of the block sees
    block_dots<R>(q, packed.keys_p.data(), d, cols, s);
    for (std::size_t r = 0; r < R; ++r) {
        const std::size_t visible = causal ? first + r + 1 : n;
        sink_weights[first + r] = softmax_row(s[r], w[r], visible, n, scale, sink, head);
    }
    block_blend<R>(w, packed.values_p.data(), n, dv, cols, b);
}

}  // namespace

void attend_rows(const double* queries, std::size_t rows, std::size_t d, const Matrix& keys,
                 const Matrix& values, bool causal, double scale, std::optional<double> sink,
                 long head, Scratch& scratch, double* scores,
                 double* weights, double* sink_weights, double* blended) {
    const std::size_t n = keys.shape(0);
    const std::size_t dv = values.shape(1);
    pack_keys(keys, scratch.keys_p);
    pack_values(values, scratch.values_p);
    std::size_t i = 0;
    for (; i + kBlock <= rows; i += kBlock) {
        attend_block<kBlock>(queries, d, scratch, n, dv, i, causal, scale, sink, head,
                             scores, weights, sink_weights, blended);
    }
    for (; i < rows; ++i) {
        attend_block<1>(queries, d, scratch, n, dv, i, causal, scale, sink, head, scores,
                        weights, sink_weights, blended);
    }
}

ATTENTION_KERNEL double exp_nonpositive(double x) { return exp_pair(Pair{x, 0.0})[0]; }

}  // namespace attention::kernel
