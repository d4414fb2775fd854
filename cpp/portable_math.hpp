#pragma once
// exp and log built from + - * / only, so that the native build (glibc) and the
// wasm build (Emscripten's musl) compute bit-for-bit the same numbers. The C
// libraries' std::exp and std::log differ in the last bit for some inputs, and
// a training run feeds every step's rounding into the next: a lesson's "seed 1"
// must give the same loss curve in the browser as in the native tests.
// (Bit-identity also assumes no fused multiply-add, which neither x86-64
// without -mfma nor wasm uses.) Accuracy: within a few units in the last place.
#include <cmath>
#include <limits>

namespace attention {

// fdlibm's constants, the one set in the core: portable_exp and portable_log
// here, and the SIMD kernel's paired exp (attend_kernel.cpp).
namespace fdlibm {
// ln 2 split so that k * kLn2Hi is exact for every k used here (|k| <= 1075):
// kLn2Hi has 32 significant bits.
constexpr double kLn2Hi = 6.93147180369123816490e-01;
constexpr double kLn2Lo = 1.90821492927058770002e-10;
constexpr double kInvLn2 = 1.44269504088896338700e+00;
}  // namespace fdlibm

inline double portable_exp(double x) {
    using namespace fdlibm;
    if (std::isnan(x)) return x;
    if (x > 709.782712893384) return std::numeric_limits<double>::infinity();
    if (x < -745.2) return 0.0;
    // x = k ln2 + r with |r| <= ln2 / 2, so exp(x) = 2^k exp(r).
    const double k = std::floor(x * kInvLn2 + 0.5);
    const double r = (x - k * kLn2Hi) - k * kLn2Lo;
    // Taylor series of exp(r) to r^13 (the next term is below 1e-17), by Horner.
    double p = 1.0;
    for (int n = 13; n >= 1; --n) p = 1.0 + p * r / n;
    return std::ldexp(p, int(k));  // exact scaling by 2^k
}

inline double portable_log(double x) {
    using namespace fdlibm;
    if (std::isnan(x) || x < 0) return std::numeric_limits<double>::quiet_NaN();
    if (x == 0) return -std::numeric_limits<double>::infinity();
    if (std::isinf(x)) return x;
    // x = m 2^e with m in [sqrt(1/2), sqrt(2)) (frexp and ldexp are exact).
    int e = 0;
    double m = std::frexp(x, &e);
    if (m < 0.70710678118654752440) {
        m *= 2.0;
        --e;
    }
    // log m = 2 atanh(s) = 2 (s + s^3/3 + s^5/5 + ...), s = (m-1)/(m+1), |s| < 0.172.
    const double s = (m - 1.0) / (m + 1.0);
    const double s2 = s * s;
    double series = 0.0;
    for (int n = 25; n >= 3; n -= 2) series = (series + 1.0 / n) * s2;
    const double log_m = 2.0 * s + 2.0 * s * series;
    return e * kLn2Hi + (log_m + e * kLn2Lo);
}

}  // namespace attention
