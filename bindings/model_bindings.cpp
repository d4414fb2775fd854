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
// Errors come back as { error } and model_api.mjs throws them as Errors.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <exception>
#include <map>
#include <string>

#include "guarded.hpp"
#include "reading_values.hpp"
#include "input_error.hpp"
#include "model/reading.hpp"
#include "model/weights_file.hpp"

using emscripten::val;
using namespace attention;
using namespace attention::model;

namespace {

// The most attention weights one reading may give (every head's n × (n + 1)): 128 MB of doubles.
constexpr std::uint64_t kMaxReadingWeights = std::uint64_t(1) << 24;

std::map<std::string, Model>& models() {
    static std::map<std::string, Model> loaded;
    return loaded;
}

std::size_t size_field(const val& shape, const char* field) {
    const val v = shape[field];
    if (!v.isNumber()) throw InputError(std::string("the header's shape.") + field + " is not a number");
    const double x = v.as<double>();
    if (!(x >= 0 && x <= 1e6) || x != double(std::size_t(x))) {
        throw InputError(std::string("the header's shape.") + field + " is not a whole number from 0 to 1000000");
    }
    return std::size_t(x);
}

val load_model(const std::string& name, const val& shape_in, const val& words, const std::string& payload,
               const std::string& expected_checksum) {
    return guarded([&] {
        Shape shape;
        shape.vocabulary = size_field(shape_in, "vocabulary");
        shape.width = size_field(shape_in, "width");
        shape.layers = size_field(shape_in, "layers");
        shape.heads = size_field(shape_in, "heads");
        shape.context = size_field(shape_in, "context");
        shape.mlp = size_field(shape_in, "mlp");
        if (shape.heads == 0 || shape.width == 0 || shape.width % shape.heads != 0 || shape.context == 0) {
            throw InputError("the header's shape needs heads that divide the width, and a context of at least one word");
        }
        // Sizes in 64 bits (a std::size_t is 32 here): a reading of a whole context gives every
        // head n × (n + 1) weights; and the numbers must be as long as the shape says, before
        // anything is allocated for them (decode_payload checks it first too).
        const std::uint64_t n = shape.context;
        if (n * (n + 1) * shape.layers * shape.heads > kMaxReadingWeights) {
            throw InputError("the header's shape reads more than " + std::to_string(kMaxReadingWeights) +
                             " attention weights at once (context × (context + 1) × layers × heads)");
        }
        if (payload_bytes(shape) != std::uint64_t(payload.size())) {
            throw InputError("the model's numbers are " + std::to_string(payload.size()) + " bytes long, but its shape needs " +
                             std::to_string(payload_bytes(shape)) + ": the file is cut short or not this model's");
        }
        const std::string sum = checksum(payload);
        if (sum != expected_checksum) {
            throw InputError("the model's numbers have checksum " + sum + " but the header says " + expected_checksum +
                             ": the file is damaged");
        }
        Model model;
        model.weights = decode_payload(shape, payload);
        const std::size_t count = words["length"].as<std::size_t>();
        if (count != shape.vocabulary) {
            throw InputError("the header lists " + std::to_string(count) + " words but its shape says " +
                             std::to_string(shape.vocabulary));
        }
        for (std::size_t i = 0; i < count; ++i) model.vocabulary.words.push_back(words[i].as<std::string>());
        models()[name] = std::move(model);
        return val(true);
    });
}

val read_model(const std::string& name, const std::string& text, std::size_t guesses) {
    return guarded([&] {
        const auto found = models().find(name);
        if (found == models().end()) throw InputError("no model named \"" + name + "\" is loaded");
        return reading_to_val(read_text(found->second, text, guesses));
    });
}

void dispose_model(const std::string& name) { models().erase(name); }

}  // namespace

EMSCRIPTEN_BINDINGS(attention_model) {
    emscripten::function("rawLoadModel", &load_model);
    emscripten::function("rawReadModel", &read_model);
    emscripten::function("rawDisposeModel", &dispose_model);
}
