#pragma once
// A binding's call as a plain value: { ok: what it computed } or { error: what
// went wrong }, which the module's JavaScript API throws as an Error. A failed
// allocation is one more error ("out of memory: ..."), by which time the call's
// memory has been given back. Used by the training and model modules' bindings.
#include <emscripten/val.h>

#include <exception>
#include <string>

#include "tensors.hpp"  // failure_message

namespace attention {

// The two answers, for a binding that says its problems without throwing (model_bindings.cpp, built
// without C++ exceptions).
inline emscripten::val answer(const emscripten::val& ok) {
    emscripten::val result = emscripten::val::object();
    result.set("ok", ok);
    return result;
}
inline emscripten::val failed(const std::string& problem) {
    emscripten::val result = emscripten::val::object();
    result.set("error", problem);
    return result;
}

template <typename Compute>
emscripten::val guarded(Compute&& compute) {
    try {
        return answer(compute());
    } catch (const std::exception& e) {
        return failed(failure_message(e));
    }
}

}  // namespace attention
