#pragma once
// A binding's call as a plain value: { ok: what it computed } or { error: what
// went wrong }, which the module's JavaScript API throws as an Error. A failed
// allocation is one more error ("out of memory: ..."), by which time the call's
// memory has been given back. Used by the training and model modules' bindings.
#include <emscripten/val.h>

#include <exception>

#include "tensors.hpp"  // failure_message

namespace attention {

template <typename Compute>
emscripten::val guarded(Compute&& compute) {
    emscripten::val result = emscripten::val::object();
    try {
        result.set("ok", compute());
    } catch (const std::exception& e) {
        result.set("error", failure_message(e));
    }
    return result;
}

}  // namespace attention
