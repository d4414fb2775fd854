// Replays every input the fuzzers found interesting (the seed corpus) or that
// once broke the core (tests/fuzz/regressions/), through the fuzzers' checks.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "../fuzz/harness.hpp"

namespace {

std::vector<std::uint8_t> read_bytes(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

template <typename Check>
int replay(const std::filesystem::path& folder, Check check) {
    int count = 0;
    if (!std::filesystem::exists(folder)) return 0;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        if (!entry.is_regular_file()) continue;
        const std::vector<std::uint8_t> bytes = read_bytes(entry.path());
        check(bytes.data(), bytes.size());
        ++count;
    }
    return count;
}

const std::filesystem::path fuzz_dir = FUZZ_DIR;

}  // namespace

TEST_SUITE("fuzz regressions") {
    TEST_CASE("every saved tokenizer input tokenizes or fails with InputError") {
        const int seeds = replay(fuzz_dir / "corpus" / "tokenize", fuzz_harness::check_tokenize);
        replay(fuzz_dir / "regressions" / "tokenize", fuzz_harness::check_tokenize);
        CHECK(seeds > 0);
    }

    TEST_CASE("every saved attention input gives weights summing to 1 or fails with InputError") {
        const int seeds = replay(fuzz_dir / "corpus" / "attend", fuzz_harness::check_attend);
        replay(fuzz_dir / "regressions" / "attend", fuzz_harness::check_attend);
        CHECK(seeds > 0);
    }
}
