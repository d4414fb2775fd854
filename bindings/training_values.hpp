#pragma once
// Conversions between the training code's structs (cpp/trainer.hpp,
// cpp/toy_tasks.hpp) and plain JavaScript objects of nested arrays.
// The training state is small (a few hundred numbers), so it crosses as one
// plain, JSON-serialisable object; element-by-element conversion costs little
// here. The state's 64-bit random-generator state travels as a 16-digit hex
// string, because a JavaScript number cannot hold 64 bits exactly.
#include <emscripten/val.h>

#include <cstdint>
#include <string>
#include <vector>

#include "input_error.hpp"
#include "trainer.hpp"

namespace attention {

using emscripten::val;

inline bool is_array(const val& v) { return val::global("Array").call<bool>("isArray", v); }

inline val require_field(const val& object, const char* field, const std::string& where) {
    if (object.isNull() || object.isUndefined() || object.typeOf().as<std::string>() != "object") {
        throw InputError(where + " must be an object");
    }
    const val value = object[field];
    if (value.isUndefined()) throw InputError(where + "." + field + " is missing");
    return value;
}

inline double number_from_val(const val& v, const std::string& name) {
    if (v.typeOf().as<std::string>() != "number") throw InputError(name + " must be a number");
    return v.as<double>();
}

// Checked before .as<std::string>(), which would otherwise throw a JavaScript
// BindingError straight through the C++ frames.
inline std::string string_from_val(const val& v, const std::string& name) {
    if (v.typeOf().as<std::string>() != "string") throw InputError(name + " must be a string");
    return v.as<std::string>();
}

// The length of an array, read once: a Proxy can make it say anything, so it
// must be a whole number of entries; require_same_length() refuses the array
// once it is read if it then says another (core_api.mjs does the same).
inline std::size_t array_length(const val& items, const std::string& name) {
    const val length = items["length"];
    const double n = length.typeOf().as<std::string>() == "number" ? length.as<double>() : -1;
    if (!(n >= 0 && n <= 4294967295.0 && n == double(std::size_t(n)))) {
        throw InputError(name + " has a length that is not a whole number of entries");
    }
    return std::size_t(n);
}

inline void require_same_length(const val& items, std::size_t n, const std::string& name) {
    if (array_length(items, name) != n) {
        throw InputError(name + " changed its length while it was read (" + std::to_string(n) + " entries at first)");
    }
}

// rows: an array of n rows (n read once, by the caller: array_length()).
inline Matrix matrix_from_val(const val& rows, std::size_t n, const std::string& name) {
    const std::string first = name + "[0]";
    const std::size_t width = n > 0 && is_array(rows[0]) ? array_length(rows[0], first) : 0;
    require_input_size(n, width, name);  // before n × width can wrap or be allocated
    Matrix m = xt::empty<double>({n, width});
    for (std::size_t r = 0; r < n; ++r) {
        const std::string row_name = name + "[" + std::to_string(r) + "]";
        const val row = rows[r];
        if (!is_array(row)) throw InputError(row_name + " must be an array of numbers");
        const std::size_t length = r == 0 ? width : array_length(row, row_name);  // row 0's was read above
        if (length != width) {
            throw InputError(row_name + " has " + std::to_string(length) + " numbers but " + first + " has " +
                             std::to_string(width));
        }
        for (std::size_t c = 0; c < width; ++c) {
            m(r, c) = number_from_val(row[c], row_name + "[" + std::to_string(c) + "]");
        }
        require_same_length(row, width, row_name);
    }
    require_same_length(rows, n, name);
    require_finite(m, name);
    return m;
}

inline Matrix matrix_from_val(const val& rows, const std::string& name) {
    if (!is_array(rows)) throw InputError(name + " must be an array of rows");
    return matrix_from_val(rows, array_length(rows, name), name);
}

inline Vector vector_from_val(const val& items, const std::string& name) {
    if (!is_array(items)) throw InputError(name + " must be an array of numbers");
    const std::size_t n = array_length(items, name);
    require_input_size(n, name);
    Vector v = xt::empty<double>({n});
    for (std::size_t i = 0; i < n; ++i) v(i) = number_from_val(items[i], name + "[" + std::to_string(i) + "]");
    require_same_length(items, n, name);
    require_finite(v, name);
    return v;
}

inline val vector_to_val(const Vector& v) {
    return val::array(std::vector<double>(v.begin(), v.end()));
}

inline val matrix_to_val(const Matrix& m) {
    val rows = val::array();
    for (std::size_t r = 0; r < m.shape(0); ++r) {
        rows.call<void>("push", val::array(std::vector<double>(m.data() + r * m.shape(1),
                                                               m.data() + (r + 1) * m.shape(1))));
    }
    return rows;
}

template <typename T>
val list_to_val(const std::vector<T>& items) {
    val out = val::array();
    for (const T& item : items) out.call<void>("push", val(item));
    return out;
}

inline std::string hex64(std::uint64_t x) {  // 16 lower-case hex digits (no printf in the wasm)
    std::string text(16, '0');
    for (int i = 15; i >= 0; --i, x >>= 4) text[std::size_t(i)] = "0123456789abcdef"[x & 0xF];
    return text;
}

inline std::uint64_t hex64_from_val(const val& v, const std::string& name) {
    const std::string text = v.typeOf().as<std::string>() == "string" ? v.as<std::string>() : std::string();
    if (text.empty() || text.size() > 16 || text.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos) {
        throw InputError(name + " must be a string of 1 to 16 hexadecimal digits");
    }
    return std::stoull(text, nullptr, 16);
}

inline Task task_from_id(const std::string& id) {
    for (int t = 0; t < 3; ++t) {
        if (task_info(Task(t)).id == id) return Task(t);
    }
    throw InputError("task \"" + id + "\" is unknown (tasks: pronoun, copy-previous, match-query)");
}

inline val options_to_val(const LayerOptions& o) {
    val out = val::object();
    out.set("scoreMultiplier", o.score_multiplier);
    out.set("sink", o.sink ? val(*o.sink) : val::null());
    out.set("causal", o.causal);
    return out;
}

inline LayerOptions options_from_val(const val& v, const std::string& name) {
    LayerOptions o;
    o.score_multiplier = number_from_val(require_field(v, "scoreMultiplier", name), name + ".scoreMultiplier");
    const val sink = require_field(v, "sink", name);
    if (!sink.isNull()) o.sink = number_from_val(sink, name + ".sink");
    o.causal = require_field(v, "causal", name).as<bool>();
    return o;
}

inline val hyper_to_val(const Hyperparameters& h) {
    val out = val::object();
    out.set("optimizer", std::string(h.optimizer == Optimizer::adam ? "adam" : "sgd"));
    out.set("learningRate", h.learning_rate);
    out.set("beta1", h.beta1);
    out.set("beta2", h.beta2);
    out.set("epsilon", h.epsilon);
    return out;
}

inline Hyperparameters hyper_from_val(const val& v, const std::string& name) {
    Hyperparameters h;
    const std::string optimizer = string_from_val(require_field(v, "optimizer", name), name + ".optimizer");
    if (optimizer != "adam" && optimizer != "sgd") throw InputError(name + ".optimizer must be \"adam\" or \"sgd\"");
    h.optimizer = optimizer == "adam" ? Optimizer::adam : Optimizer::sgd;
    h.learning_rate = number_from_val(require_field(v, "learningRate", name), name + ".learningRate");
    h.beta1 = number_from_val(require_field(v, "beta1", name), name + ".beta1");
    h.beta2 = number_from_val(require_field(v, "beta2", name), name + ".beta2");
    h.epsilon = number_from_val(require_field(v, "epsilon", name), name + ".epsilon");
    return h;
}

inline val params_to_val(const LayerParams& p) {
    val heads = val::array();
    for (const ProjectionWeights& w : p.heads) {
        val head = val::object();
        head.set("wQuery", matrix_to_val(w.query));
        head.set("wKey", matrix_to_val(w.key));
        head.set("wValue", matrix_to_val(w.value));
        heads.call<void>("push", head);
    }
    val out = val::object();
    out.set("heads", heads);
    out.set("wOut", matrix_to_val(p.w_out));
    out.set("bOut", vector_to_val(p.b_out));
    return out;
}

inline LayerParams params_from_val(const val& v, const std::string& name) {
    LayerParams p;
    const val heads = require_field(v, "heads", name);
    if (!is_array(heads)) throw InputError(name + ".heads must be an array");
    const std::size_t head_count = array_length(heads, name + ".heads");
    for (std::size_t h = 0; h < head_count; ++h) {
        const std::string head_name = name + ".heads[" + std::to_string(h) + "]";
        const val head = heads[h];
        p.heads.push_back({matrix_from_val(require_field(head, "wQuery", head_name), head_name + ".wQuery"),
                           matrix_from_val(require_field(head, "wKey", head_name), head_name + ".wKey"),
                           matrix_from_val(require_field(head, "wValue", head_name), head_name + ".wValue")});
    }
    require_same_length(heads, head_count, name + ".heads");
    p.w_out = matrix_from_val(require_field(v, "wOut", name), name + ".wOut");
    p.b_out = vector_from_val(require_field(v, "bOut", name), name + ".bOut");
    return p;
}

inline val state_to_val(const TrainingState& s) {
    val out = val::object();
    out.set("task", task_info(s.task).id);
    out.set("options", options_to_val(s.options));
    out.set("hyper", hyper_to_val(s.hyper));
    out.set("params", params_to_val(s.params));
    out.set("firstMoment", params_to_val(s.first_moment));
    out.set("secondMoment", params_to_val(s.second_moment));
    out.set("step", double(s.step));
    out.set("rng", hex64(s.rng));
    return out;
}

inline TrainingState state_from_val(const val& v) {
    const std::string name = "state";
    TrainingState s;
    s.task = task_from_id(string_from_val(require_field(v, "task", name), name + ".task"));
    s.options = options_from_val(require_field(v, "options", name), name + ".options");
    s.hyper = hyper_from_val(require_field(v, "hyper", name), name + ".hyper");
    s.params = params_from_val(require_field(v, "params", name), name + ".params");
    s.first_moment = params_from_val(require_field(v, "firstMoment", name), name + ".firstMoment");
    s.second_moment = params_from_val(require_field(v, "secondMoment", name), name + ".secondMoment");
    const double step = number_from_val(require_field(v, "step", name), name + ".step");
    if (!(step >= 0 && step <= 9007199254740991.0) || step != double(std::uint64_t(step))) {
        throw InputError("state.step must be a whole number >= 0");
    }
    s.step = std::uint64_t(step);
    s.rng = hex64_from_val(require_field(v, "rng", name), name + ".rng");
    return s;
}

}  // namespace attention
