// Embind glue for "where the vectors come from": projections, the trainable
// attention layer and its toy tasks (cpp/projection, attention_layer,
// toy_tasks, trainer). It is linked alone into the training module
// (dist/attention-training.js), apart from the core, so pages that never open
// the training view do not download it.
//
// Design note: the training state is a plain, JSON-serialisable object that
// JavaScript owns (training_values.hpp); every call takes it in and hands a new
// one back, so there is no handle, nothing to .delete(), and a paused or saved
// run can be resumed anywhere. Errors come back as { error } like the rest of
// the API; bindings/training_api.js turns them into Errors and fills in defaults.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <exception>
#include <string>

#include "guarded.hpp"
#include "projection.hpp"
#include "toy_tasks.hpp"
#include "trainer.hpp"
#include "training_values.hpp"

using emscripten::val;
using namespace attention;

namespace {

val task_to_val(Task task) {
    const TaskInfo info = task_info(task);
    val out = val::object();
    out.set("id", info.id);
    out.set("title", info.title);
    out.set("description", info.description);
    out.set("features", list_to_val(info.features));
    out.set("classes", list_to_val(info.classes));
    out.set("maxTokens", double(info.max_tokens));
    out.set("options", options_to_val(info.options));
    return out;
}

val example_to_val(const Example& e) {
    val out = val::object();
    out.set("tokens", list_to_val(e.tokens));
    out.set("embeddings", matrix_to_val(e.embeddings));
    out.set("targets", list_to_val(e.targets));
    out.set("attendTo", list_to_val(e.attend_to));
    return out;
}

val training_tasks_js() {
    return guarded([] {
        val tasks = val::array();
        for (int t = 0; t < 3; ++t) tasks.call<void>("push", task_to_val(Task(t)));
        return tasks;
    });
}

// setup: { task, seed (hex string), heads, querySize, valueSize, options, hyper }
// with every field present (core_api.mjs fills in the task's suggestions).
val start_training_js(const val& setup) {
    return guarded([&] {
        TrainingSetup s;
        s.task = task_from_id(string_from_val(require_field(setup, "task", "setup"), "task"));
        s.seed = hex64_from_val(require_field(setup, "seed", "setup"), "seed");
        s.heads = std::size_t(number_from_val(require_field(setup, "heads", "setup"), "heads"));
        s.query_size = std::size_t(number_from_val(require_field(setup, "querySize", "setup"), "querySize"));
        s.value_size = std::size_t(number_from_val(require_field(setup, "valueSize", "setup"), "valueSize"));
        s.options = options_from_val(require_field(setup, "options", "setup"), "options");
        s.hyper = hyper_from_val(require_field(setup, "hyper", "setup"), "hyper");
        return state_to_val(start_training(s));
    });
}

val train_steps_js(const val& state, unsigned steps, unsigned batch) {
    return guarded([&] {
        const TrainResult r = train_steps(state_from_val(state), steps, batch);
        val out = val::object();
        out.set("state", state_to_val(r.state));
        out.set("losses", val::array(r.losses));
        return out;
    });
}

val evaluate_training_js(const val& state, unsigned count, const std::string& seed) {
    return guarded([&] {
        const TrainingState s = state_from_val(state);
        const std::vector<Example> examples = make_examples(s.task, count, hex64_from_val(val(seed), "seed"));
        const Evaluation e = evaluate(s, examples);
        val out = val::object();
        out.set("examples", count);
        out.set("loss", e.loss);
        out.set("predictionAccuracy", e.prediction_accuracy);
        out.set("headAttentionAccuracy", val::array(e.head_attention_accuracy));
        out.set("bestHead", double(e.best_head));
        out.set("pronounAccuracy", s.task == Task::pronoun ? val(pronoun_accuracy(s, examples)) : val::null());
        return out;
    });
}

val training_examples_js(const std::string& task, unsigned count, const std::string& seed) {
    return guarded([&] {
        val out = val::array();
        for (const Example& e : make_examples(task_from_id(task), count, hex64_from_val(val(seed), "seed"))) {
            out.call<void>("push", example_to_val(e));
        }
        return out;
    });
}

// Everything the layer computes for one sequence, for the playground views.
val layer_forward_js(const val& state, const val& embeddings) {
    return guarded([&] {
        const TrainingState s = state_from_val(state);
        // Refused before 65,536 rows are converted one number at a time (their count read once).
        if (!is_array(embeddings)) throw InputError("embeddings must be an array of rows");
        const std::size_t rows = array_length(embeddings, "embeddings");
        require_room_for_scores(rows, s.params.heads.size(), "embeddings");
        const Matrix e = matrix_from_val(embeddings, rows, "embeddings");
        const LayerForward f = layer_forward(s.params, s.options, e, std::vector<int>(e.shape(0), -1));
        val heads = val::array();
        for (std::size_t h = 0; h < f.heads.size(); ++h) {
            val head = val::object();
            head.set("scale", f.scales[h]);
            head.set("queries", matrix_to_val(f.projections[h].queries));
            head.set("keys", matrix_to_val(f.projections[h].keys));
            head.set("values", matrix_to_val(f.projections[h].values));
            head.set("scores", matrix_to_val(f.heads[h].scores));
            head.set("weights", matrix_to_val(f.heads[h].weights));
            head.set("sinkWeights", vector_to_val(f.heads[h].sink_weights));
            head.set("blended", matrix_to_val(f.heads[h].blended));
            heads.call<void>("push", head);
        }
        val out = val::object();
        out.set("heads", heads);
        out.set("logits", matrix_to_val(f.logits));
        out.set("probabilities", matrix_to_val(f.probabilities));
        return out;
    });
}

// q = W_Qᵀ e for every token: embeddings (n × e) times weights (e × d).
val project_js(const val& embeddings, const val& weights) {
    return guarded([&] {
        return matrix_to_val(project(matrix_from_val(embeddings, "embeddings"), matrix_from_val(weights, "weights")));
    });
}

}  // namespace

EMSCRIPTEN_BINDINGS(attention_training) {
    emscripten::function("rawTrainingTasks", &training_tasks_js);
    emscripten::function("rawStartTraining", &start_training_js);
    emscripten::function("rawTrainSteps", &train_steps_js);
    emscripten::function("rawEvaluateTraining", &evaluate_training_js);
    emscripten::function("rawTrainingExamples", &training_examples_js);
    emscripten::function("rawLayerForward", &layer_forward_js);
    emscripten::function("rawProject", &project_js);
}
