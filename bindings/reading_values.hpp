#pragma once
// A model's reading of a text (cpp/model/reading.hpp) as one plain value, the
// same from the trained model's module (model_bindings.cpp) and the training
// module (training_bindings.cpp): the words as typed and their ids, every
// head's n × (n + 1) weights in one Float64Array (copied out: no view into
// wasm memory survives a call), the likeliest next words and their
// probabilities. bindings/reading_shape.mjs makes the public shapes of it.
#include <emscripten/val.h>

#include <vector>

#include "model/reading.hpp"

namespace attention {

// Numbers copied out of wasm memory into a fresh Float64Array.
inline emscripten::val float64_array(const std::vector<double>& numbers) {
    return emscripten::val(emscripten::typed_memory_view(numbers.size(), numbers.data())).call<emscripten::val>("slice");
}

inline emscripten::val reading_to_val(const model::Reading& r) {
    using emscripten::val;
    val out = val::object();
    val words = val::array(), ids = val::array();
    for (std::size_t i = 0; i < r.words.size(); ++i) {
        words.set(i, r.words[i].text);
        ids.set(i, r.words[i].id);
    }
    out.set("words", words);
    out.set("ids", ids);
    std::vector<double> numbers;
    for (const Matrix& m : r.heads) numbers.insert(numbers.end(), m.begin(), m.end());
    out.set("weights", float64_array(numbers));
    val next = val::array(), probabilities = val::array();
    for (std::size_t i = 0; i < r.next.size(); ++i) {
        next.set(i, r.next[i].id);
        probabilities.set(i, r.next[i].probability);
    }
    out.set("next", next);
    out.set("probabilities", probabilities);
    return out;
}

}  // namespace attention
