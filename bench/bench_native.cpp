// Times attend_all natively for the figures in bench/ (see bench/README.md).
// Usage: bench_native [tokens=256] [dims=16] [heads=4] [repeats=20]
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>

#include "attend.hpp"

using namespace attention;

int main(int argc, char** argv) {
    const std::size_t n = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 256;
    const std::size_t d = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 16;
    const std::size_t heads = argc > 3 ? std::strtoul(argv[3], nullptr, 10) : 4;
    const int repeats = argc > 4 ? std::atoi(argv[4]) : 20;

    std::mt19937 random(42);
    std::uniform_real_distribution<double> uniform(-1.0, 1.0);
    std::vector<HeadInput> inputs(heads);
    for (HeadInput& head : inputs) {
        for (Matrix* m : {&head.queries, &head.keys, &head.values}) {
            *m = xt::empty<double>({n, d});
            for (double& x : *m) x = uniform(random);
        }
    }
    const AttendAllOptions options{1.0 / std::sqrt(double(d)), std::nullopt, true};
    attend_all(inputs, options);  // warm-up

    double best = 1e300, total = 0;
    for (int r = 0; r < repeats; ++r) {
        const auto start = std::chrono::steady_clock::now();
        const auto results = attend_all(inputs, options);
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        best = std::min(best, ms);
        total += ms;
        if (results[0].weights(n - 1, 0) < 0) return 1;  // keep the work observable
    }
    std::printf("{\"tokens\":%zu,\"dims\":%zu,\"heads\":%zu,\"repeats\":%d,\"bestMs\":%.4f,\"meanMs\":%.4f}\n",
                n, d, heads, repeats, best, total / repeats);
    return 0;
}
