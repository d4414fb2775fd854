#pragma once
// The training a learner runs in the page (the learned step, issue 38): the
// plan the browser trains (its one home: retune it here, re-measure with
// `./build.sh bench`, section 8), the live pronoun gate, and one run: a
// language's storybook read by the same Trainer as ./build.sh model, and what
// the page asks of the weights as they move (a reading, one word's query
// against every key, the weights as a file the model's module loads).
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "head_jobs.hpp"
#include "lm_training.hpp"
#include "reading.hpp"
#include "storybook.hpp"

namespace attention::model {

// The browser's plan for a language's storybook and a seed: one layer of 4
// heads, width 48, learning rate 0.012, batches of 32 stories, the schedule's
// horizon (warm-up, then cosine) fixed at kLiveScheduleSteps so that every run
// of a seed reads the same numbers however long it is trained. Measured
// natively on the v2 storybook (tools/model/live_run gate; bench section 8):
// English seeds 1-6 pass the pronoun gate at steps 600 to 1,100 (about 360K
// to 650K words read); at width 32, seeds 1 and 3 never did within 3,000 steps.
constexpr std::size_t kLiveScheduleSteps = 3000;
constexpr std::size_t kLiveStories = 20000;  // the storybook's size (a phone's memory: labels dropped, ~4 MB)
TrainingPlan live_plan(Language language, std::uint64_t seed);

// The stories the live gate reads: kLiveGateStories from a seed the training
// never reads (the storybook's seed + 1000003, as ./build.sh model's held-out ones).
constexpr std::size_t kLiveGateStories = 200;
// The stories a run's weights file is measured on (its header's figures and
// names): as many as ./build.sh model's, so each pronoun's gate can count its
// 100 instances.
constexpr std::size_t kFileStories = 1000;
std::uint64_t held_out_seed(const TrainingPlan& plan);

// The pronoun gate as the page shows it, from measure_heads' figures: the head
// that passes the pronoun gate (certified_job, head_jobs.hpp: the gate's one
// home), else the one with the most weight on what a pronoun stands for.
struct PronounGate {
    std::size_t layer = 0, head = 0;
    double weight = 0.0;  // mean weight on the antecedent, at a pronoun
    double top = 0.0;     // how often the antecedent gets more than any other word
    bool passed = false;
};
PronounGate pronoun_gate(const std::vector<HeadFigures>& figures);

// One word's learned query against every word's learned key, in one head:
// the numbers behind that head's row of attention.
struct Match {
    std::vector<Word> words;          // the text's words (a query sees words 0..focus)
    std::size_t focus = 0, layer = 0, head = 0;
    double scale = 1.0;               // 1 / sqrt(head size): a score is query · key × scale
    std::vector<double> input;        // what the layer read at the focus (layer 0: its word's embedding + its position's)
    std::vector<double> grid;         // the head's learned query grid, width × head size, row by row
    std::vector<double> query;        // input · grid
    std::vector<double> keys;         // (focus + 1) × head size: words 0..focus, row by row
    std::vector<double> scores;       // query · key_j × scale, j = 0..focus
    double sink_score = 0.0;          // the head's learned sink score
    std::vector<double> weights;      // softmax of the scores and the sink's: words 0..focus, then the sink
};

class LiveRun {
public:
    // Writes the language's storybook and the held-out stories, and starts the
    // weights from the seed.
    LiveRun(Language language, std::uint64_t seed);
    LiveRun(const LiveRun&) = delete;
    LiveRun& operator=(const LiveRun&) = delete;

    Progress step();
    std::size_t steps_done() const { return trainer_->steps_done(); }
    std::size_t words() const { return trainer_->words(); }
    const TrainingPlan& plan() const { return plan_; }
    Language language() const { return language_; }
    const Vocabulary& vocabulary() const;
    const Weights& weights() const { return trainer_->weights(); }

    // Every head measured on the held-out stories (measure_heads), and its gate.
    std::vector<HeadFigures> heads() const;
    PronounGate gate() const { return pronoun_gate(heads()); }
    // Next-word loss and accuracy on the held-out stories, and the bigram
    // baseline's on the same stories (counted from the storybook).
    Accuracy held_out() const;
    const Accuracy& bigram() const { return bigram_; }

    // A text read with the weights as they are now (reading.hpp).
    Reading read(const std::string& text, std::size_t guesses) const;
    // Throws InputError when the focus, layer or head is outside the text or the model.
    Match match(const std::string& text, std::size_t focus, std::size_t layer, std::size_t head) const;
    // step_into, read_into, match_into and file_parts_into: the same, each problem said instead of
    // thrown ("" and the result in `out`, else the message the throwing form gives), for the
    // training modules built without C++ exceptions (bindings/training_bindings.cpp).
    std::string step_into(Progress& out) { return trainer_->step_into(out); }
    std::string read_into(const std::string& text, std::size_t guesses, Reading& out) const;
    std::string match_into(const std::string& text, std::size_t focus, std::size_t layer, std::size_t head, Match& out) const;
    // What a weights file of these weights holds (weights_file.hpp,
    // models/README.md): the payload, and the figures its header gives, measured
    // on the numbers the payload holds, as ./build.sh model does. (The header is
    // written by the training module's JavaScript, bindings/training_api.mjs.)
    struct FileParts {
        std::string payload;
        std::vector<HeadFigures> heads;  // on kFileStories held-out stories
        // What each head is certified for on them (no probes and no twins are
        // read here: a name stands only "in the storybook's own kind of sentence").
        std::vector<Certificate> certificates;
        Accuracy accuracy, bigram;       // on the same stories
        std::size_t story_words = 0;     // the storybook's size in words
        std::size_t parameters = 0;
    };
    FileParts file_parts() const;
    std::string file_parts_into(FileParts& out) const;  // its problem: the weights do not fit a file (decode_payload)

private:
    Language language_;
    TrainingPlan plan_;
    std::vector<Story> storybook_;  // the Trainer keeps a pointer to it
    std::vector<Story> held_out_;
    Accuracy bigram_;
    std::unique_ptr<Trainer> trainer_;
};

}  // namespace attention::model
