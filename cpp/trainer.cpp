#include "trainer.hpp"

#include <cmath>
#include <string>

#include "input_error.hpp"

namespace attention {

namespace {

// Uniform in ±sqrt(6 / (fan_in + fan_out)): keeps the first scores and logits
// near 1 whatever the sizes, so the first attention looks like noise.
Matrix glorot(std::size_t rows, std::size_t cols, std::uint64_t& rng) {
    const double limit = std::sqrt(6.0 / double(rows + cols));
    Matrix m = xt::empty<double>({rows, cols});
    for (double& x : m) x = (2.0 * random_unit(rng) - 1.0) * limit;
    return m;
}

// b^t by repeated squaring: only multiplications, so every build gets the same
// bits (std::pow may differ in the last place between C libraries).
double power(double b, std::uint64_t t) {
    double result = 1.0;
    for (; t > 0; t >>= 1, b *= b) {
        if (t & 1) result *= b;
    }
    return result;
}

std::string plural(std::size_t n, const char* noun) {
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

void check_hyper(const Hyperparameters& hyper) {
    if (hyper.optimizer != Optimizer::sgd && hyper.optimizer != Optimizer::adam) {
        throw InputError("hyper.optimizer must be 0 (sgd) or 1 (adam), not " +
                         std::to_string(int(hyper.optimizer)));
    }
    if (!(std::isfinite(hyper.learning_rate) && hyper.learning_rate > 0)) {
        throw InputError("hyper.learningRate must be a finite number > 0 (got " +
                         format_number(hyper.learning_rate) + ")");
    }
    const std::pair<double, const char*> betas[] = {{hyper.beta1, "hyper.beta1"},
                                                    {hyper.beta2, "hyper.beta2"}};
    for (const auto& [beta, name] : betas) {
        if (!(beta >= 0 && beta < 1)) {
            throw InputError(std::string(name) +
                             " must be a number from 0 up to (not including) 1 (got " +
                             format_number(beta) + ")");
        }
    }
    if (!(std::isfinite(hyper.epsilon) && hyper.epsilon > 0)) {
        throw InputError("hyper.epsilon must be a finite number > 0 (got " +
                         format_number(hyper.epsilon) + ")");
    }
}

// The parameters must read the task's features and predict its classes.
void check_fits_task(const TrainingState& state) {
    const TaskInfo info = task_info(task_from_number(int(state.task)));
    const std::size_t features = info.features.size(), classes = info.classes.size();
    for (std::size_t h = 0; h < state.params.heads.size(); ++h) {
        const std::size_t rows = state.params.heads[h].query.shape(0);
        if (rows != features) {
            throw InputError("params.heads[" + std::to_string(h) + "].wQuery has " +
                             plural(rows, "row") + " but the " + info.id +
                             " task's embeddings have " + plural(features, "feature") +
                             " (one row per feature)");
        }
    }
    if (state.params.w_out.shape(1) != classes) {
        throw InputError("params.wOut has " + plural(state.params.w_out.shape(1), "column") +
                         " but the " + info.id + " task has " + plural(classes, "class") +
                         " (one column per class)");
    }
}

// Adam's moments must have one number per parameter, tensor by tensor.
void check_moment(LayerParams& moment, LayerParams& params, const char* name) {
    const std::vector<ParameterSpan> m = parameter_spans(moment), p = parameter_spans(params);
    if (moment.heads.size() != params.heads.size()) {
        throw InputError(std::string(name) + ".heads has " + plural(moment.heads.size(), "head") +
                         " but params.heads has " + std::to_string(params.heads.size()));
    }
    for (std::size_t k = 0; k < p.size(); ++k) {
        if (m[k].size != p[k].size) {
            throw InputError(std::string(name) + "." + m[k].name + " has " +
                             plural(m[k].size, "number") + " but params." + p[k].name + " has " +
                             std::to_string(p[k].size));
        }
        for (std::size_t i = 0; i < m[k].size; ++i) {
            if (!std::isfinite(m[k].data[i])) {
                throw InputError(std::string(name) + "." + m[k].name + " holds " +
                                 format_number(m[k].data[i]) + " at flat index " +
                                 std::to_string(i));
            }
        }
    }
}

// Everything train_steps needs before it changes anything.
void check_state(TrainingState& state, std::size_t batch) {
    if (batch == 0) throw InputError("batch must be at least 1");
    check_hyper(state.hyper);
    check_fits_task(state);
    // One example (from a copy of the generator) checks shapes, numbers and options.
    std::uint64_t probe = state.rng;
    const Example ex = make_example(state.task, probe);
    check_layer_input(state.params, state.options, ex.embeddings, ex.targets);
    if (state.hyper.optimizer == Optimizer::adam) {
        check_moment(state.first_moment, state.params, "firstMoment");
        check_moment(state.second_moment, state.params, "secondMoment");
    }
}

// The mean loss of one batch and the mean gradient, drawn from state.rng.
double batch_gradient(TrainingState& state, std::size_t batch, LayerParams& grads) {
    grads = zeros_like(state.params);
    std::vector<ParameterSpan> total = parameter_spans(grads);
    double loss = 0.0;
    for (std::size_t b = 0; b < batch; ++b) {
        const Example ex = make_example(state.task, state.rng);
        const LayerForward f =
            layer_forward_unchecked(state.params, state.options, ex.embeddings, ex.targets);
        LayerParams g = layer_backward(state.params, state.options, ex.embeddings, ex.targets, f);
        const std::vector<ParameterSpan> one = parameter_spans(g);
        for (std::size_t k = 0; k < total.size(); ++k) {
            for (std::size_t i = 0; i < total[k].size; ++i)
                total[k].data[i] += one[k].data[i] / double(batch);
        }
        loss += f.loss / double(batch);
    }
    return loss;
}

void sgd_update(TrainingState& state, LayerParams& grads) {
    const std::vector<ParameterSpan> p = parameter_spans(state.params), g = parameter_spans(grads);
    for (std::size_t k = 0; k < p.size(); ++k) {
        for (std::size_t i = 0; i < p[k].size; ++i)
            p[k].data[i] -= state.hyper.learning_rate * g[k].data[i];
    }
}

// Adam (Kingma & Ba 2015): each parameter moves by about the learning rate in
// the direction its gradient has kept pointing, whatever the gradient's size.
void adam_update(TrainingState& state, LayerParams& grads) {
    const Hyperparameters& hp = state.hyper;
    const std::uint64_t t = state.step + 1;
    const double correct1 = 1.0 - power(hp.beta1, t);  // the moments start at 0:
    const double correct2 = 1.0 - power(hp.beta2, t);  // undo that bias early on
    const std::vector<ParameterSpan> p = parameter_spans(state.params), g = parameter_spans(grads),
                                     m = parameter_spans(state.first_moment),
                                     v = parameter_spans(state.second_moment);
    for (std::size_t k = 0; k < p.size(); ++k) {
        for (std::size_t i = 0; i < p[k].size; ++i) {
            const double gi = g[k].data[i];
            m[k].data[i] = hp.beta1 * m[k].data[i] + (1.0 - hp.beta1) * gi;
            v[k].data[i] = hp.beta2 * v[k].data[i] + (1.0 - hp.beta2) * gi * gi;
            const double m_hat = m[k].data[i] / correct1, v_hat = v[k].data[i] / correct2;
            p[k].data[i] -= hp.learning_rate * m_hat / (std::sqrt(v_hat) + hp.epsilon);
        }
    }
}

std::size_t argmax(const double* values, std::size_t n) {
    std::size_t best = 0;
    for (std::size_t j = 1; j < n; ++j) {
        if (values[j] > values[best]) best = j;
    }
    return best;
}

}  // namespace

TrainingSetup suggested_setup(Task task, std::uint64_t seed) {
    TrainingSetup setup;
    setup.task = task;
    setup.seed = seed;
    setup.options = task_info(task).options;
    return setup;
}

TrainingState start_training(const TrainingSetup& setup) {
    const TaskInfo info = task_info(task_from_number(int(setup.task)));
    if (setup.heads == 0) throw InputError("heads must be at least 1");
    if (setup.query_size == 0) throw InputError("querySize must be at least 1");
    if (setup.value_size == 0) throw InputError("valueSize must be at least 1");
    check_hyper(setup.hyper);
    require_finite_number(setup.options.score_multiplier, "scoreMultiplier", /*non_negative=*/true);
    if (setup.options.sink) require_finite_number(*setup.options.sink, "sink");

    TrainingState state;
    state.task = setup.task;
    state.options = setup.options;
    state.hyper = setup.hyper;
    state.rng = setup.seed;
    const std::size_t e = info.features.size(), classes = info.classes.size();
    for (std::size_t h = 0; h < setup.heads; ++h) {
        ProjectionWeights head;
        head.query = glorot(e, setup.query_size, state.rng);
        head.key = glorot(e, setup.query_size, state.rng);
        head.value = glorot(e, setup.value_size, state.rng);
        state.params.heads.push_back(std::move(head));
    }
    state.params.w_out = glorot(setup.heads * setup.value_size, classes, state.rng);
    state.params.b_out = xt::zeros<double>({classes});
    state.first_moment = zeros_like(state.params);
    state.second_moment = zeros_like(state.params);
    return state;
}

TrainResult train_steps(TrainingState state, std::size_t steps, std::size_t batch) {
    check_state(state, batch);
    TrainResult result;
    result.losses.reserve(steps);
    LayerParams grads;
    for (std::size_t s = 0; s < steps; ++s) {
        double loss = 0.0;
        try {
            loss = batch_gradient(state, batch, grads);
        } catch (const InputError& e) {
            // The state was checked above, so this is the weights blowing up.
            throw InputError("training diverged at step " + std::to_string(state.step + 1) + ": " +
                             e.what() + "; try a smaller learning rate");
        }
        if (!std::isfinite(loss)) {
            throw InputError("training diverged at step " + std::to_string(state.step + 1) +
                             ": the loss is " + format_number(loss) +
                             "; try a smaller learning rate");
        }
        if (state.hyper.optimizer == Optimizer::adam) {
            adam_update(state, grads);
        } else {
            sgd_update(state, grads);
        }
        ++state.step;
        result.losses.push_back(loss);
    }
    result.state = std::move(state);
    return result;
}

Evaluation evaluate(const TrainingState& state, const std::vector<Example>& examples) {
    if (examples.empty()) throw InputError("examples is empty: give at least one example");
    const std::size_t heads = state.params.heads.size();
    Evaluation ev;
    std::vector<std::size_t> hits(heads, 0);
    std::size_t pointed = 0, targeted = 0, predicted = 0;
    for (std::size_t x = 0; x < examples.size(); ++x) {
        const Example& ex = examples[x];
        const LayerForward f =
            layer_forward(state.params, state.options, ex.embeddings, ex.targets);
        ev.loss += f.loss / double(examples.size());
        const std::size_t n = ex.tokens.size(), classes = class_count(state.params);
        for (std::size_t i = 0; i < n; ++i) {
            if (ex.targets[i] >= 0) {
                ++targeted;
                if (argmax(f.logits.data() + i * classes, classes) == std::size_t(ex.targets[i])) {
                    ++predicted;
                }
            }
            if (i >= ex.attend_to.size() || ex.attend_to[i] < 0) continue;
            ++pointed;
            for (std::size_t h = 0; h < heads; ++h) {
                const std::size_t top = argmax(f.heads[h].weights.data() + i * n, n);
                if (top == std::size_t(ex.attend_to[i])) ++hits[h];
            }
        }
    }
    ev.prediction_accuracy = targeted > 0 ? double(predicted) / double(targeted) : 0.0;
    for (std::size_t h = 0; h < heads; ++h) {
        ev.head_attention_accuracy.push_back(pointed > 0 ? double(hits[h]) / double(pointed) : 0.0);
        if (ev.head_attention_accuracy[h] > ev.head_attention_accuracy[ev.best_head])
            ev.best_head = h;
    }
    return ev;
}

double pronoun_accuracy(const TrainingState& state, const std::vector<Example>& sentences) {
    const Evaluation ev = evaluate(state, sentences);
    return ev.head_attention_accuracy[ev.best_head];
}

}  // namespace attention
