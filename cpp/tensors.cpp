#include "tensors.hpp"

#include <cmath>
#include <cstdio>

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

}  // namespace attention
