#include "live_training.hpp"

#include <cmath>

#include "input_error.hpp"
#include "weights_file.hpp"

namespace attention::model {

TrainingPlan live_plan(Language language, std::uint64_t seed) {
    TrainingPlan plan;
    plan.shape.vocabulary = storybook_vocabulary(language).words.size();
    plan.shape.width = 48;  // 32 left seeds 1 and 3 short of the gate on the v2 storybook at 3,000 steps (48: seeds 1-6 pass by step 1,100)
    plan.shape.layers = 1;
    plan.shape.heads = 4;
    plan.shape.context = kLongestStory;
    plan.shape.mlp = 0;
    plan.seed = seed;
    plan.stories = kLiveStories;
    plan.steps = kLiveScheduleSteps;
    plan.batch = 32;
    plan.learning_rate = 0.012;
    return plan;
}

std::uint64_t held_out_seed(const TrainingPlan& plan) { return plan.story_seed + 1000003; }

PronounGate pronoun_gate(const std::vector<HeadFigures>& figures) {
    PronounGate best;
    bool any = false;
    for (const HeadFigures& f : figures) {
        // The finding gate over every pronoun on the held-out stories (head_jobs.hpp's thresholds).
        const bool passed = f.pronoun_weight >= kFindWeightGate && f.pronoun_top >= kFindTopGate;
        // A passing head beats one that does not; among equals, more weight wins.
        if (any && (passed < best.passed || (passed == best.passed && f.pronoun_weight <= best.weight))) continue;
        best = PronounGate{f.layer, f.head, f.pronoun_weight, f.pronoun_top, passed};
        any = true;
    }
    return best;
}

LiveRun::LiveRun(Language language, std::uint64_t seed) : language_(language), plan_(live_plan(language, seed)) {
    // The training reads only the words: no gold labels, most of the memory (a phone's).
    storybook_ = write_story_words(plan_.story_seed, plan_.stories, language);
    held_out_ = write_stories(held_out_seed(plan_), kLiveGateStories, language);
    bigram_ = bigram_accuracy(storybook_, held_out_, plan_.shape.vocabulary);
    trainer_ = std::make_unique<Trainer>(plan_, storybook_);
}

Progress LiveRun::step() { return trainer_->step(); }

const Vocabulary& LiveRun::vocabulary() const { return storybook_vocabulary(language_); }

std::vector<HeadFigures> LiveRun::heads() const { return measure_heads(weights(), held_out_); }

Accuracy LiveRun::held_out() const { return model_accuracy(weights(), held_out_); }

Reading LiveRun::read(const std::string& text, std::size_t guesses) const {
    return read_text(Model{weights(), vocabulary()}, text, guesses);
}

std::string LiveRun::read_into(const std::string& text, std::size_t guesses, Reading& out) const {
    return read_text_into(Model{weights(), vocabulary()}, text, guesses, out);
}

Match LiveRun::match(const std::string& text, std::size_t focus, std::size_t layer, std::size_t head) const {
    Match m;
    if (const std::string problem = match_into(text, focus, layer, head, m); !problem.empty()) throw InputError(problem);
    return m;
}

std::string LiveRun::match_into(const std::string& text, std::size_t focus, std::size_t layer, std::size_t head, Match& out) const {
    const Weights& w = weights();
    const Shape& s = w.shape;
    out = Match();
    Match& m = out;
    m.words = split_words(text, vocabulary());
    const std::size_t n = m.words.size();
    if (std::string problem = words_problem(n, s.context); !problem.empty()) return problem;
    if (focus >= n) return "the focus is word " + std::to_string(focus) + ", but the text has " + std::to_string(n) + " words (counted from 0)";
    if (layer >= s.layers || head >= s.heads) {
        return "the model has " + std::to_string(s.layers) + " layer(s) of " + std::to_string(s.heads) + " heads; asked for layer " +
               std::to_string(layer) + ", head " + std::to_string(head) + " (counted from 0)";
    }
    std::vector<int> tokens;
    for (const Word& word : m.words) tokens.push_back(word.id);
    const Trace trace = forward(w, tokens, false);
    const LayerTrace& lt = trace.layers[layer];
    const std::size_t hs = s.head_size(), from = head * hs;
    m.focus = focus, m.layer = layer, m.head = head;
    m.scale = 1.0 / std::sqrt(double(hs));
    for (std::size_t c = 0; c < s.width; ++c) m.input.push_back(lt.input(focus, c));
    for (std::size_t r = 0; r < s.width; ++r) {
        for (std::size_t c = 0; c < hs; ++c) m.grid.push_back(w.layers[layer].query(r, from + c));
    }
    for (std::size_t c = 0; c < hs; ++c) m.query.push_back(lt.query(focus, from + c));
    for (std::size_t j = 0; j <= focus; ++j) {
        double dot = 0.0;
        for (std::size_t c = 0; c < hs; ++c) {
            m.keys.push_back(lt.key(j, from + c));
            dot += lt.query(focus, from + c) * lt.key(j, from + c);
        }
        m.scores.push_back(dot * m.scale);
    }
    m.sink_score = w.layers[layer].sink(head);
    const Matrix& a = lt.attention[head];
    for (std::size_t j = 0; j <= focus; ++j) m.weights.push_back(a(focus, j));
    m.weights.push_back(a(focus, n));
    return "";
}

LiveRun::FileParts LiveRun::file_parts() const {
    FileParts parts;
    if (const std::string problem = file_parts_into(parts); !problem.empty()) throw InputError(problem);
    return parts;
}

std::string LiveRun::file_parts_into(FileParts& parts) const {
    parts = FileParts();
    parts.payload = encode_payload(weights());
    Weights shipped;
    if (std::string problem = decode_payload_into(weights().shape, parts.payload, shipped); !problem.empty()) return problem;
    const std::vector<Story> stories = write_stories(held_out_seed(plan_), kFileStories, language_);
    parts.heads = measure_heads(shipped, stories);
    for (const HeadFigures& f : parts.heads) parts.certificates.push_back(certify(f, TwinFigures{}, 0.0, ProbeFigures{}));
    parts.accuracy = model_accuracy(shipped, stories);
    parts.bigram = bigram_accuracy(storybook_, stories, plan_.shape.vocabulary);
    for (const Story& story : storybook_) parts.story_words += story.tokens.size();
    parts.parameters = parameter_count(shipped);
    return "";
}

}  // namespace attention::model
