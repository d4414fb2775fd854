// Times attend_all natively for the figures in bench/ (see bench/README.md).
// The inputs are the same numbers bench/inputs.js gives the JavaScript side
// (mulberry32, seed 42, uniform in [-1, 1]; per head: queries, keys, values).
//
// Usage:
//   bench_native [tokens=256] [dims=16] [heads=4] [repeats=20]
//       one JSON line: best and mean milliseconds per call
//   bench_native --serve
//       driven by bench/bench.js over stdin/stdout, so that native, wasm and
//       JavaScript calls can alternate in one run:
//       "setup N d heads" -> builds the inputs, one warm-up call, prints "ok"
//       "run"             -> one timed call, prints "<milliseconds> <sum of every blended number>"
//       "model <weights .apm> <text>"  -> loads the trained model's file, reads the text once
//                            (warm-up), prints "ok <words>"
//       "read <count>"    -> reads the text <count> times (every layer, every head, the 3
//                            likeliest next words: model/reading.hpp read_text), prints
//                            "<milliseconds per reading> <the likeliest guess's probability>"
//       "quit"
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <iostream>
#include <sstream>
#include <string>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "attend.hpp"
#include "model/reading.hpp"
#include "model/weights_file.hpp"

using namespace attention;

namespace {

// mulberry32, exactly as bench/inputs.js computes it.
class Mulberry32 {
public:
    explicit Mulberry32(std::uint32_t seed) : state_(seed) {}
    double next() {
        state_ += 0x6d2b79f5u;
        std::uint32_t t = state_;
        t = (t ^ (t >> 15)) * (1u | t);
        t = (t + (t ^ (t >> 7)) * (61u | t)) ^ t;
        return double(t ^ (t >> 14)) / 4294967296.0;
    }

private:
    std::uint32_t state_;
};

std::vector<HeadInput> make_inputs(std::size_t n, std::size_t d, std::size_t heads) {
    Mulberry32 random(42);
    std::vector<HeadInput> inputs(heads);
    for (HeadInput& head : inputs) {
        for (Matrix* m : {&head.queries, &head.keys, &head.values}) {
            *m = xt::empty<double>({n, d});
            for (double& x : *m) x = random.next() * 2 - 1;
        }
    }
    return inputs;
}

AttendAllOptions options_for(std::size_t d) { return {1.0 / std::sqrt(double(d)), std::nullopt, true}; }

double time_one_call(const std::vector<HeadInput>& inputs, const AttendAllOptions& options,
                     double* checksum) {
    const auto start = std::chrono::steady_clock::now();
    const auto results = attend_all(inputs, options);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    double sum = 0;
    for (const HeadResult& r : results) {
        for (double x : r.blended) sum += x;
    }
    *checksum = sum;  // also keeps the work observable
    return ms;
}

// The trained model from its weights file: the shape's six numbers read from
// the header's "shape" object, the payload decoded; the storybook's vocabulary.
std::size_t shape_number(const std::string& shape, const std::string& field) {
    const std::size_t at = shape.find("\"" + field + "\":");
    if (at == std::string::npos) throw std::runtime_error("the header's shape has no " + field);
    return std::size_t(std::strtoull(shape.c_str() + at + field.size() + 3, nullptr, 10));
}

model::Model load_model(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string file = buffer.str();
    const std::size_t first = file.find('\n'), second = file.find('\n', first + 1);
    if (first == std::string::npos || second == std::string::npos) throw std::runtime_error(path + " is not a model file");
    const std::string header = file.substr(first + 1, second - first - 1);
    const std::size_t at = header.find("\"shape\":");
    const std::string shape_json = header.substr(at, header.find('}', at) - at);
    model::Shape shape;
    shape.vocabulary = shape_number(shape_json, "vocabulary");
    shape.width = shape_number(shape_json, "width");
    shape.layers = shape_number(shape_json, "layers");
    shape.heads = shape_number(shape_json, "heads");
    shape.context = shape_number(shape_json, "context");
    shape.mlp = shape_number(shape_json, "mlp");
    model::Model m;
    m.weights = model::decode_payload(shape, file.substr(second + 1));
    m.vocabulary = model::storybook_vocabulary();
    return m;
}

int serve() {
    model::Model trained;
    std::string text;
    std::vector<HeadInput> inputs;
    AttendAllOptions options;
    std::string command;
    while (std::cin >> command) {
        if (command == "setup") {
            std::size_t n = 0, d = 0, heads = 0;
            std::cin >> n >> d >> heads;
            inputs = make_inputs(n, d, heads);
            options = options_for(d);
            double checksum = 0;
            time_one_call(inputs, options, &checksum);  // warm-up
            std::printf("ok\n");
        } else if (command == "run") {
            double checksum = 0;
            const double ms = time_one_call(inputs, options, &checksum);
            std::printf("%.6f %.17g\n", ms, checksum);
        } else if (command == "model") {
            std::string path;
            std::cin >> path;
            std::getline(std::cin, text);
            text.erase(0, text.find_first_not_of(' '));
            try {
                trained = load_model(path);
                std::printf("ok %zu\n", model::read_text(trained, text, 3).words.size());
            } catch (const std::exception& e) {
                std::printf("error %s\n", e.what());
            }
        } else if (command == "read") {
            int count = 0;
            std::cin >> count;
            double guess = 0;
            const auto start = std::chrono::steady_clock::now();
            for (int i = 0; i < count; ++i) guess += model::read_text(trained, text, 3).next[0].probability;
            const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
            std::printf("%.6f %.17g\n", ms / count, guess / count);
        } else if (command == "quit") {
            return 0;
        } else {
            std::printf("error unknown command %s\n", command.c_str());
        }
        std::fflush(stdout);
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    // Keep freed memory in the process, as a wasm instance does (its memory never
    // shrinks) and as bench/run.sh asks of Node's malloc: otherwise glibc hands the
    // big result matrices back to the kernel after each call and the next call
    // pays a page fault per 4 KB of output, which on a VM measures the hypervisor.
    // (32 MB is the largest threshold glibc accepts; a 1,024-token matrix is 8 MB.)
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
    if (argc > 1 && std::strcmp(argv[1], "--serve") == 0) return serve();

    const std::size_t n = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 256;
    const std::size_t d = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 16;
    const std::size_t heads = argc > 3 ? std::strtoul(argv[3], nullptr, 10) : 4;
    const int repeats = argc > 4 ? std::atoi(argv[4]) : 20;
    const std::vector<HeadInput> inputs = make_inputs(n, d, heads);
    const AttendAllOptions options = options_for(d);
    double checksum = 0;
    time_one_call(inputs, options, &checksum);  // warm-up

    double best = 1e300, total = 0;
    for (int r = 0; r < repeats; ++r) {
        const double ms = time_one_call(inputs, options, &checksum);
        best = std::min(best, ms);
        total += ms;
    }
    std::printf("{\"tokens\":%zu,\"dims\":%zu,\"heads\":%zu,\"repeats\":%d,\"bestMs\":%.4f,\"meanMs\":%.4f,"
                "\"blendedSum\":%.17g}\n",
                n, d, heads, repeats, best, total / repeats, checksum);
    return 0;
}
