#pragma once
// Copies between JavaScript typed arrays and the core's xtensor containers.
// A packed matrix is { data: Float64Array, rows, cols } (see public_api.js).
#include <emscripten/val.h>

#include "tensors.hpp"

namespace attention {

// One copy from a Float64Array into a new vector.
inline Vector vector_from_js(const emscripten::val& data) {
    Vector v = xt::empty<double>({data["length"].as<std::size_t>()});
    emscripten::val(emscripten::typed_memory_view(v.size(), v.data())).call<void>("set", data);
    return v;
}

inline Matrix matrix_from_js(const emscripten::val& packed) {
    const std::size_t rows = packed["rows"].as<std::size_t>();
    const std::size_t cols = packed["cols"].as<std::size_t>();
    Matrix m = xt::empty<double>({rows, cols});
    emscripten::val(emscripten::typed_memory_view(m.size(), m.data()))
        .call<void>("set", packed["data"]);
    return m;
}

// A fresh Float64Array: slice() copies out of wasm memory, so the result stays
// valid after later calls grow (and move) that memory.
inline emscripten::val vector_to_js(const Vector& v) {
    return emscripten::val(emscripten::typed_memory_view(v.size(), v.data())).call<emscripten::val>("slice");
}

inline emscripten::val matrix_to_js(const Matrix& m) {
    emscripten::val packed = emscripten::val::object();
    packed.set("data", emscripten::val(emscripten::typed_memory_view(m.size(), m.data()))
                           .call<emscripten::val>("slice"));
    packed.set("rows", m.shape(0));
    packed.set("cols", m.shape(1));
    return packed;
}

}  // namespace attention
