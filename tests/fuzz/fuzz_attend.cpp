// libFuzzer target: softmax(), attend() and attend_all() on arbitrary bytes
// decoded as numbers. See tests/fuzz/harness.hpp.
#include "harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz_harness::check_attend(data, size);
    return 0;
}
