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
//       "quit"
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "attend.hpp"

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

int serve() {
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
