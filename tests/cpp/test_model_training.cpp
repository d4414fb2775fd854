// The language model's training and its weights file: a miniature model
// trained for seconds beats the bigram baseline, and the file keeps every
// number to within half a step of its row's scale.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "input_error.hpp"
#include "model/head_jobs.hpp"
#include "model/lm_training.hpp"
#include "model/weights_file.hpp"

using namespace attention;
using namespace attention::model;
using doctest::Approx;

TEST_SUITE("training the language model") {
    TEST_CASE("a miniature model trained for seconds guesses the next word better than the bigram baseline") {
        TrainingPlan plan;
        plan.shape = Shape{storybook_vocabulary().words.size(), 16, 1, 2, kLongestStory, 0};
        plan.stories = 4000;
        plan.steps = 500;
        plan.batch = 16;
        plan.learning_rate = 1e-2;
        plan.warmup = 20;
        const std::vector<Story> storybook = write_stories(5, plan.stories);
        const std::vector<Story> held_out = write_stories(6, 300);
        std::vector<double> losses;
        const TrainingRun run = train_model(plan, storybook, [&](const Progress& p, const Weights&) {
            losses.push_back(p.loss);
            return true;
        });
        const Accuracy model = model_accuracy(run.weights, held_out);
        const Accuracy bigram = bigram_accuracy(storybook, held_out, plan.shape.vocabulary);
        INFO("model loss " << model.loss << ", bigram loss " << bigram.loss);
        CHECK(losses.size() == 500);
        // ln(vocabulary) is the loss of a uniform guess: the start is near it.
        CHECK(losses.front() == Approx(std::log(double(plan.shape.vocabulary))).epsilon(0.1));
        MESSAGE("miniature: model loss " << model.loss << ", bigram loss " << bigram.loss);
        CHECK(model.loss < bigram.loss);
    }

    TEST_CASE("the same seed trains the same weights") {
        TrainingPlan plan;
        plan.shape = Shape{storybook_vocabulary().words.size(), 8, 1, 2, kLongestStory, 0};
        plan.steps = 5;
        plan.batch = 4;
        const std::vector<Story> storybook = write_stories(5, 200);
        const TrainingRun a = train_model(plan, storybook, nullptr), b = train_model(plan, storybook, nullptr);
        CHECK(a.losses == b.losses);
        CHECK(a.weights.embed == b.weights.embed);
    }
}

TEST_SUITE("the weights file") {
    TEST_CASE("every number comes back within half a step of its row's scale, vectors exactly as float32") {
        const Shape shape{9, 8, 2, 2, 6, 5};
        const Weights w = initial_weights(shape, 3);
        const Weights back = decode_payload(shape, encode_payload(w));
        Weights a = w, b = back;
        const std::vector<Span> sa = spans(a), sb = spans(b);
        for (std::size_t k = 0; k < sa.size(); ++k) {
            const bool vector = sa[k].name.find("sink") != std::string::npos || sa[k].name.find("Bias") != std::string::npos;
            const std::size_t cols = sa[k].name.find("mlpIn") != std::string::npos && !vector ? 5 : 8;
            for (std::size_t i = 0; i < sa[k].size; ++i) {
                if (vector) {
                    CHECK(sb[k].data[i] == double(float(sa[k].data[i])));
                    continue;
                }
                double top = 0.0;  // the row's largest size, which sets its scale
                const std::size_t row = i / cols;
                for (std::size_t c = 0; c < cols; ++c) top = std::max(top, std::abs(sa[k].data[row * cols + c]));
                CHECK(std::abs(sb[k].data[i] - sa[k].data[i]) <= top / 127.0 / 2.0 + 1e-7);
            }
        }
    }

    TEST_CASE("its size is one float32 scale and one byte a number for matrices, four bytes for vectors") {
        // Shape {5 words, width 4, 1 layer, 2 heads, context 3, no MLP}:
        // embed 5 rows (5×4 + 5×4 bytes), position 3 rows (3×4 + 3×4), query/key/value/out
        // 4 rows each (4 × (4×4 + 4×4)), sink 2 floats (8), readout 4 rows (4×4 + 4×4),
        // outBias 5 floats (20).
        const Shape shape{5, 4, 1, 2, 3, 0};
        const std::string payload = encode_payload(initial_weights(shape, 1));
        CHECK(payload.size() == std::size_t(40 + 24 + 4 * 32 + 8 + 32 + 20));
    }

    TEST_CASE("a payload of the wrong size is refused, saying how long it is and should be") {
        const Shape shape{5, 4, 1, 2, 3, 0};
        std::string payload = encode_payload(initial_weights(shape, 1));
        payload.pop_back();
        CHECK_THROWS_WITH_AS(decode_payload(shape, payload),
                             "the model's numbers are 251 bytes long, but its shape needs 252: the file is cut short or not this model's",
                             InputError);
    }

    TEST_CASE("the checksum is 32-bit FNV-1a (its published test values)") {
        CHECK(checksum("") == "811c9dc5");
        CHECK(checksum("a") == "e40c292c");
        CHECK(checksum("foobar") == "bf9cf968");
    }
}
