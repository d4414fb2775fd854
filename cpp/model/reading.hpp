#pragma once
// A loaded model reading a text: its words, every head's attention and its
// guesses of the next word. What the page and the model's API show.
#include <string>
#include <vector>

#include "words.hpp"
#include "transformer.hpp"

namespace attention::model {

struct Model {
    Weights weights;
    Vocabulary vocabulary;
};

struct Guess {
    int id = 0;
    double probability = 0.0;
};

struct Reading {
    std::vector<Word> words;           // as typed, each with its id (0: unknown)
    std::vector<Matrix> heads;         // per head, layer after layer: n × (n + 1), the sink last
    std::vector<Guess> next;           // the likeliest next words, most likely first
};

// Throws InputError when the text has no words ("the text has no words to
// read") or more than the model reads at once ("the text has 40 words; the
// model reads at most 32").
Reading read_text(const Model& model, const std::string& text, std::size_t guesses);
// What is wrong with a text of `words` words for a model that reads `context` at once ("" when
// nothing): no words, or more than the context. The one rule of both readings' texts: read_text
// here and the training's match (live_training.hpp).
std::string words_problem(std::size_t words, std::size_t context);
// The same, its problem said instead of thrown: "" and the reading in `out`, or what is wrong
// with the text. For the model's wasm module, built without C++ exceptions; the model must be
// whole (its vocabulary as long as its shape says, its shape without shape_problem()).
std::string read_text_into(const Model& model, const std::string& text, std::size_t guesses, Reading& out);

}  // namespace attention::model
