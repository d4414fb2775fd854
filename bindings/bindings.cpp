// Embind glue between the C++ core (cpp/) and JavaScript.
//
// Design note
// - Everything crosses as a value. Vectors and matrices arrive as Float64Arrays
//   packed by bindings/public_api.js ({ data, rows, cols } for a matrix) and are
//   copied once into xtensor containers; results leave as fresh Float64Array
//   copies (slice of a typed_memory_view), never as live views into wasm memory,
//   which memory growth would invalidate.
// - No class_ and no handles: a caller never owns anything that needs .delete().
// - C++ exceptions never cross: each entry point catches them and returns
//   { error: message }; public_api.js turns that into a real JavaScript Error.
// - Type checks (is it an array? a number?) and default arguments live in
//   public_api.js, where JavaScript types can be named; the core checks shapes
//   and numbers and words the messages.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <exception>
#include <string>
#include <vector>

#include "attend.hpp"
#include "softmax.hpp"
#include "tokenize.hpp"
#include "wasm_values.hpp"

using emscripten::val;
using namespace attention;

namespace {

template <typename Compute>
val guarded(Compute&& compute) {
    try {
        val result = val::object();
        result.set("ok", compute());
        return result;
    } catch (const std::exception& e) {
        val result = val::object();
        result.set("error", std::string(e.what()));
        return result;
    }
}

std::optional<double> optional_sink(bool has_sink, double sink) {
    return has_sink ? std::optional<double>(sink) : std::nullopt;
}

val tokenize_js(const std::string& text) {
    return guarded([&] { return val::array(tokenize(text)); });
}

val score_js(const val& query, const val& key) {
    return guarded([&] { return val(score(vector_from_js(query), vector_from_js(key))); });
}

val softmax_js(const val& scores, bool has_sink, double sink) {
    return guarded([&] {
        const SoftmaxResult r = softmax(vector_from_js(scores), optional_sink(has_sink, sink));
        val out = val::object();
        out.set("weights", vector_to_js(r.weights));
        out.set("sinkWeight", r.sink_weight);
        return out;
    });
}

val attend_js(const val& query, const val& keys, const val& values, double scale, bool has_sink,
              double sink) {
    return guarded([&] {
        const AttendResult r = attend(vector_from_js(query), matrix_from_js(keys),
                                      matrix_from_js(values), scale, optional_sink(has_sink, sink));
        val out = val::object();
        out.set("scores", vector_to_js(r.scores));
        out.set("weights", vector_to_js(r.weights));
        out.set("sinkWeight", r.sink_weight);
        out.set("blended", vector_to_js(r.blended));
        return out;
    });
}

val attend_all_js(const val& heads, double scale, bool has_sink, double sink, bool causal) {
    return guarded([&] {
        std::vector<HeadInput> inputs;
        const unsigned count = heads["length"].as<unsigned>();
        for (unsigned h = 0; h < count; ++h) {
            const val head = heads[h];
            inputs.push_back({matrix_from_js(head["queries"]), matrix_from_js(head["keys"]),
                              matrix_from_js(head["values"])});
        }
        const std::vector<HeadResult> results =
            attend_all(inputs, {scale, optional_sink(has_sink, sink), causal});
        val out = val::array();
        for (const HeadResult& r : results) {
            val head = val::object();
            head.set("scores", matrix_to_js(r.scores));
            head.set("weights", matrix_to_js(r.weights));
            head.set("sinkWeights", vector_to_js(r.sink_weights));
            head.set("blended", matrix_to_js(r.blended));
            out.call<void>("push", head);
        }
        return out;
    });
}

}  // namespace

EMSCRIPTEN_BINDINGS(attention_core) {
    emscripten::function("rawTokenize", &tokenize_js);
    emscripten::function("rawScore", &score_js);
    emscripten::function("rawSoftmax", &softmax_js);
    emscripten::function("rawAttend", &attend_js);
    emscripten::function("rawAttendAll", &attend_all_js);
}
