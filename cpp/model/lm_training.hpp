#pragma once
// Training the tiny language model on the storybook: Adam on the next-word
// loss, batches drawn from one seeded storybook, deterministic from the seed.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "storybook.hpp"
#include "transformer.hpp"

namespace attention::model {

struct TrainingPlan {
    Shape shape;
    std::uint64_t seed = 1;          // the weights' start and the order of the batches
    std::uint64_t story_seed = 7;    // the storybook the model reads
    std::size_t stories = 60000;     // the storybook's size
    std::size_t steps = 3000;
    std::size_t batch = 32;          // stories per step
    double learning_rate = 3e-3;     // Adam's, after a warm-up of `warmup` steps, then down to a tenth
    std::size_t warmup = 100;
    double beta1 = 0.9, beta2 = 0.99, epsilon = 1e-8;
    double clip = 1.0;               // the gradient's largest norm
    // The share of words read as "?" (id 0) while the next word is still the
    // real one: a learner's sentence has words the storybook never wrote, and
    // the model must still read the rest.
    double unknown_rate = 0.03;
};

struct Progress {
    std::size_t step = 0;
    double loss = 0.0;               // the batch's mean loss
    std::size_t words = 0;           // words read so far
};

struct TrainingRun {
    Weights weights;
    std::vector<double> losses;      // per step
    std::size_t words = 0;           // words read in all
};

// Training one step at a time: the state a run carries from step to step
// (the weights, Adam's two moments, the batches' random numbers), so a page can
// train in slices, pause and go on, and land on the very weights a run
// straight through gives. The storybook is the caller's and must outlive it.
class Trainer {
public:
    // Throws InputError for an empty storybook or a shape initial_weights refuses.
    Trainer(const TrainingPlan& plan, const std::vector<Story>& storybook);
    // One step: a batch, its gradient, one Adam step. Throws InputError when
    // the loss is no longer a number ("training diverged at step 12").
    Progress step();
    // The same, its problem said instead of thrown: "" and the step's progress in `out`, or that
    // the training diverged (as step() when it throws: the weights untouched, no loss recorded).
    // For the training modules built without C++ exceptions.
    std::string step_into(Progress& out);
    const TrainingPlan& plan() const { return plan_; }
    const Weights& weights() const { return weights_; }
    std::size_t steps_done() const { return losses_.size(); }
    std::size_t words() const { return words_; }
    const std::vector<double>& losses() const { return losses_; }

private:
    TrainingPlan plan_;
    const std::vector<Story>* storybook_;
    Weights weights_, first_, second_;
    std::uint64_t rng_;
    double beta1_power_ = 1.0, beta2_power_ = 1.0;
    std::size_t words_ = 0;
    std::vector<double> losses_;
};

// Trains plan.steps steps and calls `report` after every step (to print
// progress, keep snapshots or stop early: return false to stop).
TrainingRun train_model(const TrainingPlan& plan, const std::vector<Story>& storybook,
                        const std::function<bool(const Progress&, const Weights&)>& report);

// The mean next-word loss and accuracy over stories.
struct Accuracy {
    double loss = 0.0;
    double accuracy = 0.0;               // every guess
    double after_pronoun = 0.0;          // guesses of the word after a pronoun
    std::size_t guesses = 0, pronoun_guesses = 0;
};
Accuracy model_accuracy(const Weights& weights, const std::vector<Story>& stories);

// The bigram baseline: the next word most often seen after this word in the
// storybook (ties: the lower id), scored the same way; its loss from the
// counts with kBigramSmoothing added to each (so no word has probability 0).
constexpr double kBigramSmoothing = 0.1;
Accuracy bigram_accuracy(const std::vector<Story>& storybook, const std::vector<Story>& stories,
                         std::size_t vocabulary);

// The trigram baseline: the next word most often seen after these two words
// in the storybook, else after this one word (the bigram's guess); scored the
// same way (no loss: 0).
Accuracy trigram_accuracy(const std::vector<Story>& storybook, const std::vector<Story>& stories,
                          std::size_t vocabulary);

// The ceiling after a pronoun: a guesser told what each pronoun stands for
// (the gold) guesses the word most often seen in the storybook after that
// pronoun, with that word before it, standing for that one. The next word is then still a draw among the
// referent's own words, so no guesser does better on the storybook's stories.
double pronoun_ceiling(const std::vector<Story>& storybook, const std::vector<Story>& stories);

bool is_pronoun(const Story& story, std::size_t position);

}  // namespace attention::model
