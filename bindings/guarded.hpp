#pragma once
// A binding's call as a plain value: { ok: what it computed } or { error: what
// went wrong }, which the module's JavaScript API throws as an Error. Used by the
// training and model modules' bindings, which say every problem of their input as
// a value (answer, failed), so they work built without C++ exceptions too.
#include <emscripten/val.h>

#include <exception>
#include <string>

#include "tensors.hpp"  // failure_message

namespace attention {

// The two answers.
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

// A call that answers with answer() or failed(). Built with C++ exceptions (the npm package's
// training module), a failed allocation is one more error ("out of memory: ..."), by which time
// the call's memory has been given back. Built without (Emscripten's default -fignore-exceptions:
// the catch is compiled out), running out of memory aborts the module (-sABORTING_MALLOC=1).
template <typename Compute>
emscripten::val guarded(Compute&& compute) {
    try {
        return compute();
    } catch (const std::exception& e) {
        return failed(failure_message(e));
    }
}

}  // namespace attention
