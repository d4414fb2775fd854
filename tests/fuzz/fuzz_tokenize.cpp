// libFuzzer target: tokenize() on arbitrary bytes. See tests/fuzz/harness.hpp.
#include "harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz_harness::check_tokenize(data, size);
    return 0;
}
