#pragma once
// A model's reading of a text (cpp/model/reading.hpp) as one plain value, the
// same from the trained model's module (model_bindings.cpp) and the training
// module (training_bindings.cpp): the words as typed, one string, a line each,
// and their ids; every head's n × (n + 1) weights; the likeliest next words'
// ids and their probabilities: each numbers in one Float64Array (copied out: no
// view into wasm memory survives a call). Five values whatever the length,
// where a value set per word cost two emval calls each (no time measured
// apart: bench section 7's reading is the transformer's). bindings/reading_shape.mjs
// makes the public shapes of it.
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "model/reading.hpp"

namespace attention {

// Numbers copied out of wasm memory into a fresh Float64Array.
inline emscripten::val float64_array(const std::vector<double>& numbers) {
    return emscripten::val(emscripten::typed_memory_view(numbers.size(), numbers.data())).call<emscripten::val>("slice");
}

// Words joined by line feeds (a word never holds one: words.hpp splits on spaces).
inline std::string lines(const std::vector<std::string>& words) {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) out += (i ? "\n" : "") + words[i];
    return out;
}

inline emscripten::val reading_to_val(const model::Reading& r) {
    using emscripten::val;
    std::vector<std::string> words;
    std::vector<double> ids, next, probabilities, weights;
    for (const model::Word& w : r.words) {
        words.push_back(w.text);
        ids.push_back(w.id);
    }
    for (const Matrix& m : r.heads) weights.insert(weights.end(), m.begin(), m.end());
    for (const model::Guess& g : r.next) {
        next.push_back(g.id);
        probabilities.push_back(g.probability);
    }
    val out = val::object();
    out.set("words", lines(words));
    out.set("ids", float64_array(ids));
    out.set("weights", float64_array(weights));
    out.set("next", float64_array(next));
    out.set("probabilities", float64_array(probabilities));
    return out;
}

}  // namespace attention
