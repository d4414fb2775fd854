#include "lm_training.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "input_error.hpp"
#include "portable_math.hpp"
#include "random.hpp"

namespace attention::model {

namespace {

// The learning rate at a step: a linear warm-up, then a cosine down to a tenth.
double rate_at(const TrainingPlan& plan, std::size_t step) {
    if (step < plan.warmup) return plan.learning_rate * double(step + 1) / double(plan.warmup);
    const double done = double(step - plan.warmup) / double(std::max<std::size_t>(1, plan.steps - plan.warmup));
    const double pi = 3.14159265358979323846;
    return plan.learning_rate * (0.1 + 0.45 * (1.0 + std::cos(pi * std::min(1.0, done))));
}

}  // namespace

bool is_pronoun(const Story& story, std::size_t position) {
    return !story.antecedents[position].empty();
}

Trainer::Trainer(const TrainingPlan& plan, const std::vector<Story>& storybook)
    : plan_(plan), storybook_(&storybook), rng_(plan.seed ^ 0x5bd1e995ULL) {
    if (storybook.empty()) throw InputError("the storybook has no stories");
    weights_ = initial_weights(plan.shape, plan.seed);
    first_ = zero_weights(plan.shape);
    second_ = zero_weights(plan.shape);
}

Progress Trainer::step() {
    Progress progress;
    if (const std::string problem = step_into(progress); !problem.empty()) throw InputError(problem);
    return progress;
}

std::string Trainer::step_into(Progress& out) {
    const std::vector<Story>& storybook = *storybook_;
    const std::size_t step = losses_.size();
    Weights gradient = zero_weights(plan_.shape);
    double loss = 0.0;
    for (std::size_t b = 0; b < plan_.batch; ++b) {
        const Story& story = storybook[random_below(rng_, storybook.size())];
        // The words read (at most the context) and the words to guess: one
        // more, when the story has it, so the last word read guesses too.
        std::vector<int> targets = story.tokens;
        if (targets.size() > plan_.shape.context + 1) targets.resize(plan_.shape.context + 1);
        if (targets.size() < 2) continue;
        std::vector<int> tokens(targets.begin(), targets.begin() + std::ptrdiff_t(std::min(targets.size(), plan_.shape.context)));
        for (int& id : tokens) {
            if (random_below(rng_, 1000) < std::size_t(plan_.unknown_rate * 1000.0)) id = 0;
        }
        const Trace trace = forward(weights_, tokens);
        loss += add_gradient(weights_, trace, gradient, 1.0 / double(plan_.batch), nullptr, &targets);
        words_ += targets.size();
    }
    loss /= double(plan_.batch);
    if (!std::isfinite(loss)) return "training diverged at step " + std::to_string(step);
    losses_.push_back(loss);

    // Clip the whole gradient's norm, then one Adam step.
    std::vector<Span> g = spans(gradient), w = spans(weights_), m1 = spans(first_), m2 = spans(second_);
    double norm = 0.0;
    for (const Span& s : g) {
        for (std::size_t i = 0; i < s.size; ++i) norm += s.data[i] * s.data[i];
    }
    norm = std::sqrt(norm);
    const double shrink = norm > plan_.clip ? plan_.clip / norm : 1.0;
    beta1_power_ *= plan_.beta1;
    beta2_power_ *= plan_.beta2;
    const double rate = rate_at(plan_, step);
    for (std::size_t k = 0; k < g.size(); ++k) {
        for (std::size_t i = 0; i < g[k].size; ++i) {
            const double grad = g[k].data[i] * shrink;
            m1[k].data[i] = plan_.beta1 * m1[k].data[i] + (1.0 - plan_.beta1) * grad;
            m2[k].data[i] = plan_.beta2 * m2[k].data[i] + (1.0 - plan_.beta2) * grad * grad;
            const double mean = m1[k].data[i] / (1.0 - beta1_power_);
            const double square = m2[k].data[i] / (1.0 - beta2_power_);
            w[k].data[i] -= rate * mean / (std::sqrt(square) + plan_.epsilon);
        }
    }
    out = Progress{step + 1, loss, words_};
    return "";
}

TrainingRun train_model(const TrainingPlan& plan, const std::vector<Story>& storybook,
                        const std::function<bool(const Progress&, const Weights&)>& report) {
    Trainer trainer(plan, storybook);
    while (trainer.steps_done() < plan.steps) {
        const Progress p = trainer.step();
        if (report && !report(p, trainer.weights())) break;
    }
    TrainingRun run;
    run.weights = trainer.weights();
    run.losses = trainer.losses();
    run.words = trainer.words();
    return run;
}

namespace {

// The running sums behind an Accuracy: one guess at a time (its loss, whether
// it was right, whether it came after a pronoun), then the means.
class AccuracyTally {
public:
    void add(double loss, bool hit, bool after_pronoun) {
        a_.loss += loss;
        right_ += hit;
        ++a_.guesses;
        if (after_pronoun) {
            pronoun_right_ += hit;
            ++a_.pronoun_guesses;
        }
    }
    Accuracy result() const {
        Accuracy a = a_;
        a.loss /= double(std::max<std::size_t>(1, a.guesses));
        a.accuracy = double(right_) / double(std::max<std::size_t>(1, a.guesses));
        a.after_pronoun = double(pronoun_right_) / double(std::max<std::size_t>(1, a.pronoun_guesses));
        return a;
    }

private:
    Accuracy a_;
    std::size_t right_ = 0, pronoun_right_ = 0;
};

}  // namespace

Accuracy model_accuracy(const Weights& weights, const std::vector<Story>& stories) {
    AccuracyTally tally;
    for (const Story& story : stories) {
        // The words read (at most the context); each guesses the story's next
        // word, the last one read too when the story has one more.
        std::vector<int> tokens = story.tokens;
        if (tokens.size() > weights.shape.context) tokens.resize(weights.shape.context);
        if (story.tokens.size() < 2) continue;
        const Trace trace = forward(weights, tokens);
        for (std::size_t i = 0; i < tokens.size() && i + 1 < story.tokens.size(); ++i) {
            const Vector p = next_word_probabilities(trace, i);
            const std::size_t guess = std::size_t(std::max_element(p.begin(), p.end()) - p.begin());
            const int next = story.tokens[i + 1];
            // portable_log: the same bits natively and in wasm (and no 4 KB table of musl's log in the training module)
            const double loss = -portable_log(std::max(1e-300, p(std::size_t(next))));
            tally.add(loss, int(guess) == next, is_pronoun(story, i));
        }
    }
    return tally.result();
}

Accuracy bigram_accuracy(const std::vector<Story>& storybook, const std::vector<Story>& stories,
                         std::size_t vocabulary) {
    std::vector<std::vector<std::size_t>> counts(vocabulary, std::vector<std::size_t>(vocabulary, 0));
    for (const Story& story : storybook) {
        for (std::size_t i = 0; i + 1 < story.tokens.size(); ++i) {
            ++counts[std::size_t(story.tokens[i])][std::size_t(story.tokens[i + 1])];
        }
    }
    std::vector<int> best(vocabulary, 0);
    for (std::size_t v = 0; v < vocabulary; ++v) {
        best[v] = int(std::max_element(counts[v].begin(), counts[v].end()) - counts[v].begin());
    }
    std::vector<double> totals(vocabulary, 0.0);
    for (std::size_t v = 0; v < vocabulary; ++v) {
        for (std::size_t c : counts[v]) totals[v] += double(c);
    }
    AccuracyTally tally;
    for (const Story& story : stories) {
        for (std::size_t i = 0; i + 1 < story.tokens.size(); ++i) {
            const std::size_t word = std::size_t(story.tokens[i]), next = std::size_t(story.tokens[i + 1]);
            const double loss = -portable_log((double(counts[word][next]) + kBigramSmoothing) /
                                          (totals[word] + kBigramSmoothing * double(vocabulary)));
            tally.add(loss, best[word] == story.tokens[i + 1], is_pronoun(story, i));
        }
    }
    return tally.result();
}

Accuracy trigram_accuracy(const std::vector<Story>& storybook, const std::vector<Story>& stories,
                          std::size_t vocabulary) {
    std::vector<std::vector<std::size_t>> pairs(vocabulary, std::vector<std::size_t>(vocabulary, 0));
    std::map<std::pair<int, int>, std::map<int, std::size_t>> triples;
    for (const Story& story : storybook) {
        for (std::size_t i = 0; i + 1 < story.tokens.size(); ++i) {
            ++pairs[std::size_t(story.tokens[i])][std::size_t(story.tokens[i + 1])];
            if (i > 0) ++triples[{story.tokens[i - 1], story.tokens[i]}][story.tokens[i + 1]];
        }
    }
    auto most = [](const auto& counts) {  // the most seen (ties: the lower id)
        int best = 0;
        std::size_t top = 0;
        for (const auto& [id, count] : counts) {
            if (count > top) best = id, top = count;
        }
        return best;
    };
    std::vector<int> bigram(vocabulary, 0);
    for (std::size_t v = 0; v < vocabulary; ++v) {
        bigram[v] = int(std::max_element(pairs[v].begin(), pairs[v].end()) - pairs[v].begin());
    }
    std::map<std::pair<int, int>, int> trigram;
    for (const auto& [context, counts] : triples) trigram[context] = most(counts);
    AccuracyTally tally;
    for (const Story& story : stories) {
        for (std::size_t i = 0; i + 1 < story.tokens.size(); ++i) {
            int guess = bigram[std::size_t(story.tokens[i])];
            if (i > 0) {
                const auto seen = trigram.find({story.tokens[i - 1], story.tokens[i]});
                if (seen != trigram.end()) guess = seen->second;
            }
            tally.add(0.0, guess == story.tokens[i + 1], is_pronoun(story, i));
        }
    }
    return tally.result();
}

double pronoun_ceiling(const std::vector<Story>& storybook, const std::vector<Story>& stories) {
    // The pronoun, the word before it, and what it stands for (the words of
    // its mentions): Arabic says different things after «ـه» and «هو», and
    // after «لأنه» and «فوجده»; English and Spanish say the same whatever comes before.
    auto referent = [](const Story& story, std::size_t i) {
        std::vector<int> words = {i > 0 ? story.tokens[i - 1] : -1, story.tokens[i]};
        for (const int p : story.antecedents[i]) {
            if (std::find(words.begin(), words.end(), story.tokens[std::size_t(p)]) == words.end()) {
                words.push_back(story.tokens[std::size_t(p)]);
            }
        }
        return words;
    };
    std::map<std::vector<int>, std::map<int, std::size_t>> after;
    for (const Story& story : storybook) {
        for (std::size_t i = 0; i + 1 < story.tokens.size(); ++i) {
            if (is_pronoun(story, i)) ++after[referent(story, i)][story.tokens[i + 1]];
        }
    }
    std::size_t right = 0, guesses = 0;
    for (const Story& story : stories) {
        for (std::size_t i = 0; i + 1 < story.tokens.size(); ++i) {
            if (!is_pronoun(story, i)) continue;
            ++guesses;
            const auto seen = after.find(referent(story, i));
            if (seen == after.end()) continue;
            int best = 0;
            std::size_t top = 0;
            for (const auto& [id, count] : seen->second) {
                if (count > top) best = id, top = count;
            }
            right += best == story.tokens[i + 1];
        }
    }
    return guesses ? double(right) / double(guesses) : 0.0;
}

}  // namespace attention::model
