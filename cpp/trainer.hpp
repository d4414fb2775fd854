#pragma once
// Training the attention layer on a toy task: parameter initialisation, plain
// SGD and Adam, and held-out evaluation.
//
// All training state is one plain struct, TrainingState, passed in and handed
// back by value: no globals, so the JavaScript side can keep it, copy it, reset
// it, and a run is reproducible from its seed. Everything random (the initial
// weights, every batch) comes from state.rng, a splitmix64 state (toy_tasks.hpp);
// the optimiser uses only + - * / and sqrt, and the layer's softmax uses
// portable_exp / portable_log (portable_math.hpp). So the native and the wasm
// builds produce bit-for-bit the same run from the same seed.
#include <cstdint>
#include <vector>

#include "attention_layer.hpp"
#include "toy_tasks.hpp"

namespace attention {

enum class Optimizer { sgd = 0, adam = 1 };

struct Hyperparameters {
    Optimizer optimizer = Optimizer::adam;
    double learning_rate = 0.02;  // Adam; plain SGD wants about 0.5
    double beta1 = 0.9;           // Adam: decay of the running mean of gradients
    double beta2 = 0.999;         // Adam: decay of the running mean of squared gradients
    double epsilon = 1e-8;        // Adam: keeps the step finite when a gradient is always 0
};

struct TrainingSetup {
    Task task = Task::pronoun;
    std::uint64_t seed = 1;
    std::size_t heads = 2;
    std::size_t query_size = 3;  // d: length of each head's queries and keys
    std::size_t value_size = 3;  // dv: length of each head's values
    LayerOptions options;        // scale multiplier, sink, causal mask
    Hyperparameters hyper;
};

// The setup each task is tuned for (the numbers test_training.cpp checks),
// with the given seed.
TrainingSetup suggested_setup(Task task, std::uint64_t seed);

struct TrainingState {
    Task task = Task::pronoun;
    LayerOptions options;
    Hyperparameters hyper;
    LayerParams params;
    LayerParams first_moment;   // Adam's running mean of gradients (unused by SGD)
    LayerParams second_moment;  // Adam's running mean of squared gradients
    std::uint64_t step = 0;     // updates made so far
    std::uint64_t rng = 0;      // splitmix64 state: the next batch depends only on it
};

// Fresh weights for the setup's task: uniform in ±sqrt(6 / (fan_in + fan_out))
// (Glorot), read-out bias 0, moments 0, step 0. Throws InputError for sizes of 0
// or hyper-parameters out of range.
TrainingState start_training(const TrainingSetup& setup);

struct TrainResult {
    TrainingState state;
    std::vector<double> losses;  // per step: the batch's mean loss before that step's update
};

// `steps` updates, each on `batch` fresh examples from the task's generator.
// The gradient is the mean over the batch. Throws InputError when the state is
// inconsistent (shapes that do not fit the task, moments that do not fit the
// parameters, bad hyper-parameters) or when training diverges (a loss that is
// no longer finite); the state passed in is then untouched.
TrainResult train_steps(TrainingState state, std::size_t steps, std::size_t batch);

// What a trained layer does on examples it has not been trained on.
struct Evaluation {
    double loss = 0.0;                 // mean over the examples
    double prediction_accuracy = 0.0;  // tokens with a target whose largest logit is it
    // Per head: the fraction of tokens with a pattern position (Example::attend_to)
    // whose largest attention weight (the sink not counted) lands on it.
    std::vector<double> head_attention_accuracy;
    std::size_t best_head = 0;  // the head with the highest such fraction
};

Evaluation evaluate(const TrainingState& state, const std::vector<Example>& examples);

// For the pronoun task: the fraction of sentences in which the pronoun's largest
// attention weight lands on the most recent noun, in the best head (the single
// head that does so most often over all the sentences).
double pronoun_accuracy(const TrainingState& state, const std::vector<Example>& sentences);

}  // namespace attention
