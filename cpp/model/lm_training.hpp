#pragma once
// Training the tiny language model on the storybook: Adam on the next-word
// loss, batches drawn from one seeded storybook, deterministic from the seed.
#include <cstdint>
#include <functional>
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

// Trains and calls `report` after every step (to print progress, keep
// snapshots or stop early: return false to stop).
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

bool is_pronoun(const Story& story, std::size_t position);

}  // namespace attention::model
