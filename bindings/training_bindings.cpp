// Embind glue for the training module (dist/attention-training.js): the tiny
// language model trained in the page by next-word prediction, the browser's
// plan (cpp/model/live_training.hpp) on a language's storybook. It is a module
// of its own, loaded when a learner presses Train, so no other page pays for it.
//
// Design note: a run is real long-lived state (the storybook, the weights,
// Adam's moments), kept here under a number the JavaScript side was given;
// no handle crosses and nothing needs .delete() (training_api.mjs's
// dispose() frees a run). Everything crosses as plain values, numbers copied
// out, mostly as one Float64Array a call (its layout said above each function:
// fewer values made here keep the module small; training_api.mjs names them).
// Errors come back as { error } and training_api.mjs throws them as Errors. The
// classic widget's modules, attention-training-<language>.js, are built without C++
// exceptions (CMakeLists.txt): every check answers as a value here, and what it calls
// says its problem as a value too (language_of_into, step_into, read_into, match_into,
// file_parts_into). The throws left in what it calls are out of reach from here: the
// plan's shape is fixed (live_plan), a storybook writes only its own vocabulary's words,
// and a text is checked before the transformer reads it. The npm package's
// attention-training.js keeps exceptions, for guarded()'s "out of memory" error (guarded.hpp).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "guarded.hpp"
#include "model/live_training.hpp"
#include "model/weights_file.hpp"
#include "reading_values.hpp"

using emscripten::val;
using namespace attention;
using namespace attention::model;

namespace {

// The runs, by number (1, 2, ...); a disposed run's place stays empty.
std::vector<std::unique_ptr<LiveRun>>& runs() {
    static std::vector<std::unique_ptr<LiveRun>> all;
    return all;
}

// The run numbered `id`, or null when there is none (no_run says so).
LiveRun* run_of(int id) {
    return id < 1 || std::size_t(id) > runs().size() ? nullptr : runs()[std::size_t(id) - 1].get();
}

val no_run(int id) {
    return failed("training run " + std::to_string(id) + " does not exist (it was disposed, or never started)");
}

val pair(val a, val b) {
    val out = val::array();
    out.set(0, a);
    out.set(1, b);
    return out;
}

// Whether a language has a storybook to train on ("en", "es"; storybook.hpp's own list).
val can_train(const std::string& language) {
    return guarded([&] {
        Language known = Language::english;
        return answer(val(language_of_into(language, known).empty()));
    });
}

// seed: up to 16 hex digits (training_api.mjs checks it).
// -> [the vocabulary's words by line, numbers: id, then the plan: vocabulary, width, layers, heads, context,
//    mlp, batch, learning rate, warm-up, schedule steps, stories, story seed, held-out seed, held-out stories,
//    then the bigram baseline on the held-out stories: loss, accuracy, after a pronoun]
val start_run(const std::string& language, const std::string& seed) {
    return guarded([&] {
        Language known = Language::english;
        if (std::string problem = language_of_into(language, known); !problem.empty()) return failed(problem);
        auto run = std::make_unique<LiveRun>(known, std::strtoull(seed.c_str(), nullptr, 16));
        const TrainingPlan& p = run->plan();
        const Shape& s = p.shape;
        const Accuracy& b = run->bigram();
        const std::string words = lines(run->vocabulary().words);
        runs().push_back(std::move(run));
        return answer(pair(val(words), float64_array({double(runs().size()), double(s.vocabulary), double(s.width), double(s.layers),
            double(s.heads), double(s.context), double(s.mlp), double(p.batch), p.learning_rate, double(p.warmup),
            double(p.steps), double(p.stories), double(p.story_seed), double(held_out_seed(p)), double(kLiveGateStories),
            b.loss, b.accuracy, b.after_pronoun})));
    });
}

// `count` steps -> [steps done, words read, each step's batch loss...]
val step_run(int id, int count) {
    return guarded([&] {
        LiveRun* run = run_of(id);
        if (!run) return no_run(id);
        std::vector<double> out(2);
        for (int i = 0; i < count; ++i) {
            Progress progress;
            if (std::string problem = run->step_into(progress); !problem.empty()) return failed(problem);
            out.push_back(progress.loss);
        }
        out[0] = double(run->steps_done());
        out[1] = double(run->words());
        return answer(float64_array(out));
    });
}

// -> [steps done, layer, head, weight, on top, passed (1 or 0)]
val gate_run(int id) {
    return guarded([&] {
        const LiveRun* run = run_of(id);
        if (!run) return no_run(id);
        const PronounGate g = run->gate();
        return answer(float64_array({double(run->steps_done()), double(g.layer), double(g.head), g.weight, g.top, g.passed ? 1.0 : 0.0}));
    });
}

// -> [steps done, loss, accuracy, accuracy after a pronoun]
val held_out_run(int id) {
    return guarded([&] {
        const LiveRun* run = run_of(id);
        if (!run) return no_run(id);
        const Accuracy a = run->held_out();
        return answer(float64_array({double(run->steps_done()), a.loss, a.accuracy, a.after_pronoun}));
    });
}

val read_run(int id, const std::string& text, int guesses) {
    return guarded([&] {
        const LiveRun* run = run_of(id);
        if (!run) return no_run(id);
        Reading reading;
        if (std::string problem = run->read_into(text, std::size_t(guesses), reading); !problem.empty()) return failed(problem);
        return answer(reading_to_val(reading));
    });
}

// -> [the words as typed, by line, numbers: n, head size, width, scale, sink score, the n ids, the input
//    (width), the query grid (width × head size), the query (head size), the keys ((focus + 1) × head
//    size), the scores (focus + 1), the weights (focus + 2: the sink last)]
val match_run(int id, const std::string& text, int focus, int layer, int head) {
    return guarded([&] {
        if (focus < 0 || layer < 0 || head < 0) return failed("the focus, layer and head are counted from 0");
        const LiveRun* run = run_of(id);
        if (!run) return no_run(id);
        Match m;
        if (std::string problem = run->match_into(text, std::size_t(focus), std::size_t(layer), std::size_t(head), m); !problem.empty()) {
            return failed(problem);
        }
        std::vector<std::string> words;
        std::vector<double> out = {double(m.words.size()), double(m.query.size()), double(m.input.size()), m.scale, m.sink_score};
        for (const Word& w : m.words) {
            words.push_back(w.text);
            out.push_back(w.id);
        }
        for (const std::vector<double>* part : {&m.input, &m.grid, &m.query, &m.keys, &m.scores, &m.weights}) {
            out.insert(out.end(), part->begin(), part->end());
        }
        return answer(pair(val(lines(words)), float64_array(out)));
    });
}

// -> [the payload (bytes), its checksum, the format's first line, each head's certificate by line
//    ("<jobs, space-separated>|<pronouns it finds, space-separated>|<1 if it finds the subject>", held-out
//    stories only), numbers: the storybook's words, parameters, steps done, words read, the held-out
//    accuracy, after a pronoun, loss, the bigram's accuracy, after a pronoun, then per head: layer, head,
//    pronoun, pronoun on top, previous, subject, subject on top, repeat, sink elsewhere]
val file_run(int id) {
    return guarded([&] {
        const LiveRun* run = run_of(id);
        if (!run) return no_run(id);
        LiveRun::FileParts parts;
        if (std::string problem = run->file_parts_into(parts); !problem.empty()) return failed(problem);
        const std::vector<std::string>& words = run->vocabulary().words;
        std::vector<std::string> certificates;
        std::vector<double> out = {double(parts.story_words), double(parts.parameters), double(run->steps_done()),
                                   double(run->words()), parts.accuracy.accuracy, parts.accuracy.after_pronoun, parts.accuracy.loss,
                                   parts.bigram.accuracy, parts.bigram.after_pronoun};
        for (std::size_t k = 0; k < parts.heads.size(); ++k) {
            const HeadFigures& f = parts.heads[k];
            const Certificate& c = parts.certificates[k];
            std::string jobs, pronouns;
            if (!c.pronouns_held_out_only.empty()) jobs += "pronoun";
            if (c.subject_held_out_only) jobs += std::string(jobs.empty() ? "" : " ") + "subject";
            if (c.previous) jobs += std::string(jobs.empty() ? "" : " ") + "previous";
            for (int p : c.pronouns_held_out_only) pronouns += (pronouns.empty() ? "" : " ") + words[std::size_t(p)];
            certificates.push_back(jobs + "|" + pronouns + "|" + (c.subject_held_out_only ? "1" : "0"));
            out.insert(out.end(), {double(f.layer), double(f.head), f.pronoun_weight, f.pronoun_top, f.previous_weight,
                                   f.subject_weight, f.subject_top, f.repeat_weight, f.sink_elsewhere});
        }
        val all = val::array();
        all.set(0, val(emscripten::typed_memory_view(parts.payload.size(), reinterpret_cast<const unsigned char*>(parts.payload.data())))
                       .call<val>("slice"));
        all.set(1, checksum(parts.payload));
        all.set(2, std::string(kWeightsMagic));
        all.set(3, lines(certificates));
        all.set(4, float64_array(out));
        return answer(all);
    });
}

val dispose_run(int id) {
    return guarded([&] {
        if (!run_of(id)) return no_run(id);
        runs()[std::size_t(id) - 1].reset();
        return answer(val(true));
    });
}

}  // namespace

EMSCRIPTEN_BINDINGS(attention_training) {
    emscripten::function("rawCanTrain", &can_train);
    emscripten::function("rawStartRun", &start_run);
    emscripten::function("rawStepRun", &step_run);
    emscripten::function("rawGateRun", &gate_run);
    emscripten::function("rawHeldOutRun", &held_out_run);
    emscripten::function("rawReadRun", &read_run);
    emscripten::function("rawMatchRun", &match_run);
    emscripten::function("rawFileRun", &file_run);
    emscripten::function("rawDisposeRun", &dispose_run);
}
