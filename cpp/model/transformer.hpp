#pragma once
// The tiny language model: a word-level decoder-only transformer, forward and
// backward written by hand on xtensor.
//
// For a sequence of n word ids t_0..t_{n-1} (n <= context):
//   x_i = embed[t_i] + position[i]                              (width d)
//   per layer, per head h (head size d / heads):
//     q_i, k_i, v_i = x_i·W_Q, x_i·W_K, x_i·W_V                 (the head's columns)
//     score_ij = (q_i · k_j) / sqrt(head size)       for j <= i (causal: no later word)
//     weights_i = softmax(score_i0 .. score_ii, sink_h)         (a learned sink score per head,
//                                                               whose value is zero)
//     out_i = sum_j weights_ij v_j
//   x_i += [out of every head]·W_O                               (the residual stream)
//   with an MLP: x_i += relu(x_i·W_1 + b_1)·W_2 + b_2
//   logits_i = (x_i·R)·embedᵀ + out_bias                         (embeddings tied, through a
//                                                               width × width read-out R, so the
//                                                               word-to-next-word path need not be
//                                                               symmetric)
//   loss = mean over i of -log softmax(logits_i)[t_{i+1}]        (guess the next word)
//
// Backward is the chain rule through the same steps in reverse;
// tests/cpp/test_model_gradients.cpp checks every parameter against central
// finite differences. Everything is float64, and exp/log are the core's
// portable ones, so the native trainer and the wasm page read the same numbers.
#include <cstdint>
#include <string>
#include <vector>

#include "tensors.hpp"

namespace attention::model {

struct Shape {
    std::size_t vocabulary = 0;
    std::size_t width = 48;
    std::size_t layers = 2;
    std::size_t heads = 4;
    std::size_t context = 48;
    std::size_t mlp = 0;  // hidden units of each layer's MLP; 0: attention only
    std::size_t head_size() const { return width / heads; }
};

struct LayerWeights {
    Matrix query, key, value, out;  // width × width each; head h owns columns h·hs..(h+1)·hs
    Vector sink;                    // one score per head
    Matrix mlp_in;                  // width × mlp (empty without an MLP)
    Vector mlp_in_bias;             // mlp
    Matrix mlp_out;                 // mlp × width
    Vector mlp_out_bias;            // width
};

struct Weights {
    Shape shape;
    Matrix embed;     // vocabulary × width (also the read-out, transposed)
    Matrix position;  // context × width
    std::vector<LayerWeights> layers;
    Matrix readout;   // width × width (R)
    Vector out_bias;  // vocabulary
};

// Every tensor of the weights as a flat span, in one fixed order (embed,
// position, then per layer query, key, value, out, sink, the MLP's four, then
// readout, out_bias): the optimiser, the gradient check and the weights file walk it.
struct Span {
    std::string name;  // "layers[1].sink"
    double* data;
    std::size_t size;
};
std::vector<Span> spans(Weights& weights);
std::size_t parameter_count(const Weights& weights);

// All zeros, shaped by `shape` (a gradient, an optimiser's moment).
Weights zero_weights(const Shape& shape);

// Fresh weights from a seed: uniform, Glorot-scaled; sinks and biases 0.
Weights initial_weights(const Shape& shape, std::uint64_t seed);

// What is wrong with a shape for a model, in words ("" when nothing): it needs a vocabulary,
// a width that the heads divide, and a context of at least one word. initial_weights throws it;
// the model's wasm module, built without C++ exceptions, answers it (bindings/model_bindings.cpp).
std::string shape_problem(const Shape& shape);

// What the forward pass keeps for the backward pass, and what the page shows.
struct LayerTrace {
    Matrix input;                 // n × width: the residual stream entering the layer
    Matrix query, key, value;     // n × width
    // Per head: n × (n + 1), row i the weights over words 0..n-1 (0 past i)
    // and, last, the sink's.
    std::vector<Matrix> attention;
    Matrix mixed;                 // n × width: every head's blend, side by side
    Matrix after_attention;       // n × width: input + mixed·W_O
    Matrix hidden_before;         // n × mlp: before relu (empty without an MLP)
    Matrix hidden;                // n × mlp: after relu
};

struct Trace {
    std::vector<int> tokens;
    Matrix embedded;              // n × width
    std::vector<LayerTrace> layers;
    Matrix final_stream;          // n × width
    Matrix read;                  // n × width: final_stream·R
    Matrix logits;                // n × vocabulary
};

// Throws InputError when a token id is outside the vocabulary, or there are
// more tokens than the context holds, or none.
// every_logit false (reading a text, not training): only the last word's
// logits are worked out (row n - 1; the other rows stay 0), which is what
// the next-word guess needs, and about half the work of a 24-word reading.
Trace forward(const Weights& weights, const std::vector<int>& tokens, bool every_logit = true);

// The mean next-word loss over positions 0..n-2 (each guessing the word after
// it), with its gradient added into `gradient` scaled by `scale` (a batch's
// 1 / sequences). Returns the loss, and the count of guesses in `guesses`.
// The words to guess are the trace's own tokens, or `targets` when given (the
// trainer reads some words as "?" but still asks for the real next word; and
// `targets` may be one word longer than the trace, so that the last word read
// guesses one too: every position of the context learns to guess).
double add_gradient(const Weights& weights, const Trace& trace, Weights& gradient, double scale,
                    std::size_t* guesses = nullptr, const std::vector<int>* targets = nullptr);

// softmax(logits_i) for one row: the next-word probabilities after word i.
Vector next_word_probabilities(const Trace& trace, std::size_t i);

}  // namespace attention::model
