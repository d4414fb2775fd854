// The language model's training and its weights file: a miniature model
// trained for seconds beats the bigram baseline, and the file keeps every
// number to within half a step of its row's scale.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>
#include <string>

#include "input_error.hpp"
#include "model/head_jobs.hpp"
#include "model/lm_training.hpp"
#include "model/reading.hpp"
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

    TEST_CASE("training one step at a time, with a pause between, lands on the weights of a run straight through") {
        TrainingPlan plan;
        plan.shape = Shape{storybook_vocabulary().words.size(), 8, 1, 2, kLongestStory, 0};
        plan.steps = 12;
        plan.batch = 4;
        const std::vector<Story> storybook = write_stories(5, 200);
        const TrainingRun straight = train_model(plan, storybook, nullptr);
        Trainer trainer(plan, storybook);
        for (int i = 0; i < 5; ++i) trainer.step();
        Trainer copy = trainer;  // a paused run, resumed later, is the same state
        for (int i = 0; i < 7; ++i) copy.step();
        CHECK(copy.steps_done() == 12);
        CHECK(copy.losses() == straight.losses);
        CHECK(copy.weights().embed == straight.weights.embed);
        CHECK(copy.weights().layers[0].query == straight.weights.layers[0].query);
        CHECK(copy.words() == straight.words);
    }

    TEST_CASE("a training whose loss is no longer a number says at which step it diverged, thrown or as words, and records no loss for it") {
        TrainingPlan plan;
        plan.shape = Shape{storybook_vocabulary().words.size(), 8, 1, 2, kLongestStory, 0};
        plan.batch = 4;
        // A learning rate that is not a number: step 0's loss is read from the first weights (a
        // number), then its Adam step makes every weight NaN, so step 1's loss is NaN.
        plan.learning_rate = std::nan("");
        const std::vector<Story> storybook = write_stories(5, 200);
        Trainer trainer(plan, storybook);
        Progress progress;
        CHECK(trainer.step_into(progress).empty());
        CHECK(progress.step == 1);
        CHECK(std::isfinite(progress.loss));
        CHECK(trainer.step_into(progress) == "training diverged at step 1");
        CHECK(progress.step == 1);  // `out` untouched
        CHECK(trainer.steps_done() == 1);
        CHECK_THROWS_WITH_AS(trainer.step(), "training diverged at step 1", InputError);
    }
}

TEST_SUITE("the weights file") {
    TEST_CASE("every number comes back within half a step of its row's scale (1/15 of its largest for the embedding, 1/31 for the others) and the scale's own rounding to a half float, vectors as their nearest half") {
        const Shape shape{9, 8, 2, 2, 6, 5};
        const Weights w = initial_weights(shape, 3);
        const Weights back = decode_payload(shape, encode_payload(w));
        Weights a = w, b = back;
        const std::vector<Span> sa = spans(a), sb = spans(b);
        for (std::size_t k = 0; k < sa.size(); ++k) {
            const bool vector = sa[k].name.find("sink") != std::string::npos || sa[k].name.find("Bias") != std::string::npos;
            const std::size_t cols = sa[k].name.find("mlpIn") != std::string::npos && !vector ? 5 : 8;
            for (std::size_t i = 0; i < sa[k].size; ++i) {
                if (vector) {  // a half keeps 11 significant bits: within 1 part in 2^11 of the number
                    CHECK(std::abs(sb[k].data[i] - sa[k].data[i]) <= std::abs(sa[k].data[i]) / 2048.0);
                    continue;
                }
                double top = 0.0;  // the row's largest size, which sets its scale
                const std::size_t row = i / cols;
                for (std::size_t c = 0; c < cols; ++c) top = std::max(top, std::abs(sa[k].data[row * cols + c]));
                const double levels = sa[k].name == "embed" ? 15.0 : 31.0;
                // Half a step, plus the half-float scale's error (1 part in 2^11 of it) on up to `levels` steps.
                CHECK(std::abs(sb[k].data[i] - sa[k].data[i]) <= top / levels / 2.0 + top / 2048.0 + 1e-7);
            }
        }
    }

    TEST_CASE("its size is one two-byte half scale a row and 5 bits a number for the embedding, 6 bits for other matrices, two bytes a vector's number") {
        // Shape {5 words, width 4, 1 layer, 2 heads, context 3, no MLP}, each matrix's bits
        // rounded up to whole bytes: embed 5 rows (5×2 + ⌈20×5/8⌉ = 10 + 13), position 3 rows
        // (6 + ⌈12×6/8⌉ = 6 + 9), query/key/value/out 4 rows each (4 × (8 + ⌈16×6/8⌉ = 8 + 12)),
        // sink 2 halves (4), readout 4 rows (8 + 12), outBias 5 halves (10).
        const Shape shape{5, 4, 1, 2, 3, 0};
        const std::string payload = encode_payload(initial_weights(shape, 1));
        CHECK(payload.size() == std::size_t(23 + 15 + 4 * 20 + 4 + 20 + 10));
    }

    TEST_CASE("the embedding's numbers are packed 5 bits each, lowest bit first, after their row's scale as a half float") {
        // One word, width 2: its row [1.0, -0.4] has scale 1/15 = 1.0667 × 2^-4: as a half, exponent
        // -4 + 15 = 11 = 01011 and fraction round(0.0667 × 1024) = 68, so 0 01011 0001000100 = 0x2c44,
        // bytes 0x44 0x2c, standing for 1092 / 16384. The whole numbers: 1.0 / (1092/16384) = 15.004
        // -> 15 and -0.4 / (1092/16384) = -6.001 -> -6. In 5 bits, two's complement: 15 = 01111,
        // -6 = 32 - 6 = 26 = 11010. Lowest bit first: byte 2 holds 15 in bits 0-4 and 26's three low
        // bits (010) in bits 5-7: 0b01001111 = 0x4f; byte 3 holds 26's two high bits (11): 0x03.
        const Shape shape{1, 2, 1, 1, 1, 0};
        Weights w = zero_weights(shape);
        w.embed(0, 0) = 1.0;
        w.embed(0, 1) = -0.4;
        const std::string payload = encode_payload(w);
        CHECK(static_cast<unsigned char>(payload[0]) == 0x44);
        CHECK(static_cast<unsigned char>(payload[1]) == 0x2c);
        CHECK(static_cast<unsigned char>(payload[2]) == 0x4f);
        CHECK(static_cast<unsigned char>(payload[3]) == 0x03);
        const Weights back = decode_payload(shape, payload);
        CHECK(back.embed(0, 0) == 15.0 * 1092.0 / 16384.0);
        CHECK(back.embed(0, 1) == -6.0 * 1092.0 / 16384.0);
    }

    TEST_CASE("a vector's numbers are IEEE half floats: the nearest half, and below 2^-14 a whole number of 2^-24") {
        // Shape {1 word, width 1, 1 layer, 1 head, context 1}: embed, position and the four
        // matrices 3 bytes each (a half scale, one byte of bits), so the sink is bytes 18-19;
        // then readout (3 bytes) and outBias at bytes 23-24.
        // 0.1 = 1.6 × 2^-4: exponent 11 = 01011, fraction round(0.6 × 1024) = 614 = 1001100110:
        // 0 01011 1001100110 = 0x2e66, standing for 1638 / 16384. -2.5 = -1.25 × 2^1: sign 1,
        // exponent 16 = 10000, fraction 256: 1 10000 0100000000 = 0xc100. 3e-7 = 5.03 × 2^-24: 0x0005.
        const Shape shape{1, 1, 1, 1, 1, 0};
        Weights w = zero_weights(shape);
        w.layers[0].sink(0) = 0.1;
        w.out_bias(0) = 3e-7;
        std::string payload = encode_payload(w);
        REQUIRE(payload.size() == 25);
        CHECK(static_cast<unsigned char>(payload[18]) == 0x66);
        CHECK(static_cast<unsigned char>(payload[19]) == 0x2e);
        CHECK(static_cast<unsigned char>(payload[23]) == 0x05);
        CHECK(static_cast<unsigned char>(payload[24]) == 0x00);
        Weights back = decode_payload(shape, payload);
        CHECK(back.layers[0].sink(0) == 1638.0 / 16384.0);
        CHECK(back.out_bias(0) == 5.0 / 16777216.0);
        payload[18] = char(0x00);
        payload[19] = char(0xc1);
        CHECK(decode_payload(shape, payload).layers[0].sink(0) == -2.5);
    }

    TEST_CASE("a payload of the wrong size is refused, saying how long it is and should be") {
        const Shape shape{5, 4, 1, 2, 3, 0};
        std::string payload = encode_payload(initial_weights(shape, 1));
        payload.pop_back();
        CHECK_THROWS_WITH_AS(decode_payload(shape, payload),
                             "the model's numbers are 151 bytes long, but its shape needs 152: the file is cut short or not this model's",
                             InputError);
    }

    TEST_CASE("the payload's size is worked out from the shape in 64 bits: the encoder's size, and a width of 65,536 refused before anything is allocated") {
        // Without an MLP: 152 bytes (the case above); with one of 3 units, 46 more: mlpIn 4 rows of 3
        // (8 + ⌈4×3×6/8⌉ = 8 + 9), its bias 3 halves (6), mlpOut 3 rows of 4 (6 + 9), its bias 4 halves (8).
        CHECK(payload_bytes(Shape{5, 4, 1, 2, 3, 0}) == 152);
        CHECK(payload_bytes(Shape{5, 4, 1, 2, 3, 3}) == 198);
        CHECK(encode_payload(initial_weights(Shape{5, 4, 1, 2, 3, 3}, 1)).size() == 198);
        CHECK(payload_bytes(Shape{9, 8, 2, 2, 6, 5}) == encode_payload(initial_weights(Shape{9, 8, 2, 2, 6, 5}, 3)).size());
        // Width 65,536 (its square is 2^32, 0 in a 32-bit size_t): embed 2 × 2 + 81,920 = 81,924, position
        // 2 + 49,152 = 49,154, four width × width matrices 4 × (131,072 + 3,221,225,472) and 4 sinks (8),
        // readout 3,221,356,544, outBias 4.
        const Shape wide{2, 65536, 1, 4, 1, 0};
        CHECK(payload_bytes(wide) == 16106913810ull);
        CHECK_THROWS_WITH_AS(decode_payload(wide, std::string(100, '\0')),
                             "the model's numbers are 100 bytes long, but its shape needs 16106913810: the file is cut short or not this model's",
                             InputError);
        CHECK_THROWS_AS(payload_bytes(Shape{2, 1000001, 1, 1, 1, 0}), InputError);
    }

    TEST_CASE("a number that is not finite or larger than 10,000 is refused: the largest half as a scale, 65,504 × 15") {
        const Shape shape{5, 4, 1, 2, 3, 0};
        std::string payload = encode_payload(initial_weights(shape, 1));
        payload[0] = char(0xff);  // the first word's scale: 0x7bff, the largest finite half
        payload[1] = char(0x7b);
        CHECK_THROWS_WITH_AS(decode_payload(shape, payload),
                             "the model's embed holds a number that is not finite or larger than 10000: the file is damaged", InputError);
    }

    TEST_CASE("the model's wasm module, built without C++ exceptions, gets each problem as words and the weights untouched") {
        const Shape shape{5, 4, 1, 2, 3, 0};
        std::string payload = encode_payload(initial_weights(shape, 1));
        Weights out;
        CHECK(decode_payload_into(shape, payload.substr(1), out) ==
              "the model's numbers are 151 bytes long, but its shape needs 152: the file is cut short or not this model's");
        CHECK(payload_size_problem(Shape{2, 1000001, 1, 1, 1, 0}, 100) ==
              "the model's shape has a size above 1000000: the file is not a model's");
        std::string damaged = payload;
        damaged[0] = char(0x00);  // the first word's scale: 0x7c00, infinity
        damaged[1] = char(0x7c);
        CHECK(decode_payload_into(shape, damaged, out) ==
              "the model's embed holds a number that is not finite or larger than 10000: the file is damaged");
        CHECK(out.embed.size() == 0);  // nothing decoded is kept from a damaged file
        CHECK(decode_payload_into(shape, payload, out).empty());
        CHECK(out.embed(0, 0) == doctest::Approx(decode_payload(shape, payload).embed(0, 0)));
        CHECK(shape_problem(Shape{5, 6, 1, 4, 3, 0}) ==
              "the model's shape needs a vocabulary, a width that the heads divide, and a context of at least one word");
        CHECK(shape_problem(shape).empty());
        // A text: a problem when it has no words or more than the context (3 here), else the reading.
        Model model{decode_payload(shape, payload), Vocabulary{{"?", "the", "cat", "sat", "mat"}}};
        Reading reading;
        CHECK(read_text_into(model, "  ", 2, reading) == "the text has no words to read");
        CHECK(read_text_into(model, "the cat sat on", 2, reading) == "the text has 4 words; the model reads at most 3");
        CHECK(read_text_into(model, "the cat sat", 2, reading).empty());
        CHECK(reading.words.size() == 3);
        CHECK(reading.heads.size() == 2);  // 1 layer × 2 heads
        CHECK(reading.next.size() == 2);
    }

    TEST_CASE("the checksum is 32-bit FNV-1a (its published test values)") {
        CHECK(checksum("") == "811c9dc5");
        CHECK(checksum("a") == "e40c292c");
        CHECK(checksum("foobar") == "bf9cf968");
    }
}
