// Embind glue for the trained tiny language model (cpp/model/). It is linked
// alone into its own module (dist/attention-model.js), with the weights file
// inside (bindings/model_api.mjs), so only pages that show the model load it.
//
// Design note: a loaded model is real long-lived state (tens of thousands of
// numbers, decoded once), so this module keeps each one under the name the
// JavaScript side gave it, until that side's dispose() lets it go
// (rawDisposeModel); no handle crosses and nothing needs .delete().
// Everything else crosses as plain values: the header's shape and vocabulary
// in, the payload as bytes (a Uint8Array becomes the std::string), and a
// reading out (reading_values.hpp).
// Errors come back as { error } and model_api.mjs throws them as Errors. The module
// is built without C++ exceptions (4.6 KB less gzip, CMakeLists.txt): every check
// answers as a value here, and what it calls says its problem as a value too
// (decode_payload_into, read_text_into). Running out of memory aborts the module
// (a model's numbers and a reading are small: the shape and a reading's size are
// bounded first).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "guarded.hpp"  // answer, failed: the { ok } / { error } a call returns
#include "reading_values.hpp"
#include "model/reading.hpp"
#include "model/weights_file.hpp"

using emscripten::val;
using namespace attention;
using namespace attention::model;

namespace {

// The most attention weights one reading may give (every head's n × (n + 1)): 128 MB of doubles.
constexpr std::uint64_t kMaxReadingWeights = std::uint64_t(1) << 24;

// The loaded models by name: a page holds one to a few (its language's, the learner's own), so a
// list searched in order (a std::map's tree was 0.5 KB more gzip of the model's part).
struct NamedModel {
    std::string name;
    Model model;
};
std::vector<NamedModel>& models() {
    static std::vector<NamedModel> loaded;
    return loaded;
}
std::vector<NamedModel>::iterator model_named(const std::string& name) {
    return std::find_if(models().begin(), models().end(), [&](const NamedModel& m) { return m.name == name; });
}

// A field of the header's shape: a whole number from 0 to 10^6, else what is wrong with it.
std::string size_field(const val& shape, const char* field, std::size_t& out) {
    const val v = shape[field];
    if (!v.isNumber()) return std::string("the header's shape.") + field + " is not a number";
    const double x = v.as<double>();
    if (!(x >= 0 && x <= 1e6) || x != double(std::size_t(x))) {
        return std::string("the header's shape.") + field + " is not a whole number from 0 to 1000000";
    }
    out = std::size_t(x);
    return "";
}

std::string shape_of(const val& shape_in, Shape& shape) {
    const std::pair<const char*, std::size_t*> fields[] = {{"vocabulary", &shape.vocabulary}, {"width", &shape.width},
        {"layers", &shape.layers}, {"heads", &shape.heads}, {"context", &shape.context}, {"mlp", &shape.mlp}};
    for (const auto& [name, field] : fields) {
        if (std::string problem = size_field(shape_in, name, *field); !problem.empty()) return problem;
    }
    if (std::string problem = shape_problem(shape); !problem.empty()) return problem;
    // Sizes in 64 bits (a std::size_t is 32 here): a reading of a whole context gives every
    // head n × (n + 1) weights.
    const std::uint64_t n = shape.context;
    if (n * (n + 1) * shape.layers * shape.heads > kMaxReadingWeights) {
        return "the header's shape reads more than " + std::to_string(kMaxReadingWeights) +
               " attention weights at once (context × (context + 1) × layers × heads)";
    }
    return "";
}

val load_model(const std::string& name, const val& shape_in, const val& words, const std::string& payload,
               const std::string& expected_checksum) {
    Shape shape;
    if (std::string problem = shape_of(shape_in, shape); !problem.empty()) return failed(problem);
    // The numbers as long as the shape says, before anything is allocated for them; then whole; then readable.
    if (std::string problem = payload_size_problem(shape, payload.size()); !problem.empty()) return failed(problem);
    const std::string sum = checksum(payload);
    if (sum != expected_checksum) {
        return failed("the model's numbers have checksum " + sum + " but the header says " + expected_checksum + ": the file is damaged");
    }
    Model model;
    if (std::string problem = decode_payload_into(shape, payload, model.weights); !problem.empty()) return failed(problem);
    const std::size_t count = words["length"].as<std::size_t>();
    if (count != shape.vocabulary) {
        return failed("the header lists " + std::to_string(count) + " words but its shape says " + std::to_string(shape.vocabulary));
    }
    for (std::size_t i = 0; i < count; ++i) model.vocabulary.words.push_back(words[i].as<std::string>());
    if (const auto found = model_named(name); found != models().end()) {
        found->model = std::move(model);
    } else {
        models().push_back({name, std::move(model)});
    }
    return answer(val(true));
}

val read_model(const std::string& name, const std::string& text, std::size_t guesses) {
    const auto found = model_named(name);
    if (found == models().end()) return failed("no model named \"" + name + "\" is loaded");
    Reading reading;
    if (std::string problem = read_text_into(found->model, text, guesses, reading); !problem.empty()) return failed(problem);
    return answer(reading_to_val(reading));
}

void dispose_model(const std::string& name) {
    if (const auto found = model_named(name); found != models().end()) models().erase(found);
}

}  // namespace

EMSCRIPTEN_BINDINGS(attention_model) {
    emscripten::function("rawLoadModel", &load_model);
    emscripten::function("rawReadModel", &read_model);
    emscripten::function("rawDisposeModel", &dispose_model);
}
