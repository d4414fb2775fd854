// The browser's training (cpp/model/live_training.hpp) run natively, for what
// the wasm module is checked and measured against:
//
//   live_run losses <en|es> <seed> <steps>
//       the first steps' batch losses as JSON, every number with 17 digits (the
//       wasm module gives the same bits: tests/node/live-training.test.js):
//       {"losses":[...],"words":N}
//   live_run speed <en|es> <seed> <steps>
//       words read per second over those steps, one thread (the storybook is
//       written before the clock starts): {"steps":N,"words":N,"seconds":S}
//   live_run gate <en|es> <seed> [every] [most]
//       trains until the live pronoun gate passes, measured every `every` steps
//       (100) on the held-out stories, at most `most` steps (3000); a line per
//       measurement on stderr, then {"seed":N,"passed":true,"step":N,"words":N,
//       "seconds":S,"weight":W,"top":T} (seconds: training only, measuring left out)
#include <chrono>
#include <cstdio>
#include <string>

#include "model/live_training.hpp"

using namespace attention::model;
using Clock = std::chrono::steady_clock;

namespace {

int usage() {
    std::fprintf(stderr, "usage: live_run losses|speed <en|es> <seed> <steps>\n"
                         "       live_run gate <en|es> <seed> [every] [most]\n");
    return 2;
}

double since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) return usage();
    const std::string mode = argv[1];
    const Language language = language_of(argv[2]);
    const std::uint64_t seed = std::stoull(argv[3]);
    LiveRun run(language, seed);
    if (mode == "losses" || mode == "speed") {
        if (argc < 5) return usage();
        const std::size_t steps = std::stoul(argv[4]);
        const auto start = Clock::now();
        std::string losses;
        for (std::size_t i = 0; i < steps; ++i) {
            const Progress p = run.step();
            char number[40];
            std::snprintf(number, sizeof number, "%s%.17g", i ? "," : "", p.loss);
            losses += number;
        }
        const double seconds = since(start);
        if (mode == "losses") std::printf("{\"losses\":[%s],\"words\":%zu}\n", losses.c_str(), run.words());
        else std::printf("{\"steps\":%zu,\"words\":%zu,\"seconds\":%.6f}\n", steps, run.words(), seconds);
        return 0;
    }
    if (mode == "gate") {
        const std::size_t every = argc > 4 ? std::stoul(argv[4]) : 100;
        const std::size_t most = argc > 5 ? std::stoul(argv[5]) : kLiveScheduleSteps;
        double seconds = 0.0;
        PronounGate gate;
        while (run.steps_done() < most) {
            const auto start = Clock::now();
            for (std::size_t i = 0; i < every; ++i) run.step();
            seconds += since(start);
            gate = run.gate();
            std::fprintf(stderr, "step %zu, %zu words, %.1f s: layer %zu head %zu, weight %.3f, on top %.3f%s\n",
                         run.steps_done(), run.words(), seconds, gate.layer, gate.head, gate.weight, gate.top,
                         gate.passed ? ": passes" : "");
            if (gate.passed) break;
        }
        std::printf("{\"seed\":%llu,\"passed\":%s,\"step\":%zu,\"words\":%zu,\"seconds\":%.3f,\"weight\":%.4f,\"top\":%.4f}\n",
                    static_cast<unsigned long long>(seed), gate.passed ? "true" : "false", run.steps_done(), run.words(),
                    seconds, gate.weight, gate.top);
        return 0;
    }
    return usage();
}
