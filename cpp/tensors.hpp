#pragma once
// The vector and matrix types of the core, and the checks every input passes
// before any maths runs. Names given to the checks ("keys", "heads[1].values")
// end up in error messages, so they use the JavaScript API's field names.
#include <string>

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

// How JavaScript would print x: "NaN", "Infinity", "-Infinity", "0.5", "-3", "1e+308".
std::string format_number(double x);

}  // namespace attention
