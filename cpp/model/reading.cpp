#include "reading.hpp"

#include <algorithm>

#include "input_error.hpp"

namespace attention::model {

std::string words_problem(std::size_t words, std::size_t context) {
    if (words == 0) return "the text has no words to read";
    if (words > context) return "the text has " + std::to_string(words) + " words; the model reads at most " + std::to_string(context);
    return "";
}

std::string read_text_into(const Model& model, const std::string& text, std::size_t guesses, Reading& r) {
    r = Reading();
    r.words = split_words(text, model.vocabulary);
    if (std::string problem = words_problem(r.words.size(), model.weights.shape.context); !problem.empty()) return problem;
    // (Every id is the vocabulary's, and the vocabulary is the shape's: forward() finds nothing to throw.)
    std::vector<int> tokens;
    for (const Word& w : r.words) tokens.push_back(w.id);
    const Trace trace = forward(model.weights, tokens, false);  // the guesses need the last word's logits only
    for (const LayerTrace& layer : trace.layers) {
        for (const Matrix& a : layer.attention) r.heads.push_back(a);
    }
    const Vector p = next_word_probabilities(trace, tokens.size() - 1);
    std::vector<Guess> all;
    for (std::size_t v = 1; v < p.size(); ++v) all.push_back({int(v), p(v)});  // never "?"
    const std::size_t k = std::min(guesses, all.size());
    std::partial_sort(all.begin(), all.begin() + std::ptrdiff_t(k), all.end(), [](const Guess& a, const Guess& b) {
        return a.probability > b.probability || (a.probability == b.probability && a.id < b.id);
    });
    r.next.assign(all.begin(), all.begin() + std::ptrdiff_t(k));
    return "";
}

Reading read_text(const Model& model, const std::string& text, std::size_t guesses) {
    Reading r;
    if (const std::string problem = read_text_into(model, text, guesses, r); !problem.empty()) throw InputError(problem);
    return r;
}

}  // namespace attention::model
