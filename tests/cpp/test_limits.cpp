// Sizes the module cannot hold are refused before anything is allocated
// (cpp/tensors.hpp, docs/limits.md). The limits, worked out by hand:
// at most 2^26 = 67,108,864 scores in one call, all heads together, so
// sqrt(2^26) = 8,192 tokens for one head, sqrt(2^24) = 4,096 for four and
// floor(sqrt(2^25)) = 5,792 for two (5,792² = 33,547,264 <= 2^25 < 5,793²);
// at most 2^27 = 134,217,728 numbers in one result, 2^25 = 33,554,432 in one input.
#include <doctest/doctest.h>

#include <new>
#include <stdexcept>
#include <vector>

#include "attend.hpp"
#include "input_error.hpp"

using namespace attention;

namespace {

// n tokens with queries, keys and values of no numbers at all: no memory, no
// arithmetic, only the n × n results (the ones the limits are about).
HeadInput empty_tokens(std::size_t n) {
    return {xt::zeros<double>({n, std::size_t(0)}), xt::zeros<double>({n, std::size_t(0)}),
            xt::zeros<double>({n, std::size_t(0)})};
}

}  // namespace

TEST_SUITE("size limits") {
    TEST_CASE("8,192 tokens fit for one head, 4,096 for four, 5,792 for two; one more does not") {
        CHECK_NOTHROW(require_room_for_scores(8192, 1, "x"));
        CHECK_THROWS_AS(require_room_for_scores(8193, 1, "x"), InputError);
        CHECK_NOTHROW(require_room_for_scores(4096, 4, "x"));
        CHECK_THROWS_AS(require_room_for_scores(4097, 4, "x"), InputError);
        CHECK_NOTHROW(require_room_for_scores(5792, 2, "x"));
        CHECK_THROWS_AS(require_room_for_scores(5793, 2, "x"), InputError);
    }

    TEST_CASE("65,536 tokens would need 2^32 scores per head, which wraps a 32-bit size: refused") {
        // 65536² = 4,294,967,296 = 2^32.
        CHECK_THROWS_WITH_AS(require_room_for_scores(65536, 1, "heads[0].queries"),
                             "heads[0].queries has 65536 rows (tokens), which need 4294967296 "
                             "scores per head; at most 67108864 scores fit in one call (all heads "
                             "together; limit: 8192 tokens for 1 head)",
                             InputError);
    }

    TEST_CASE("attend_all refuses one token too many before it allocates the results") {
        CHECK_THROWS_WITH_AS(attend_all({empty_tokens(8193)}),
                             "heads[0].queries has 8193 rows (tokens), which need 67125249 scores "
                             "per head; at most 67108864 scores fit in one call (all heads "
                             "together; limit: 8192 tokens for 1 head)",
                             InputError);
        const std::vector<HeadInput> four(4, empty_tokens(4097));
        CHECK_THROWS_WITH_AS(attend_all(four),
                             "heads[0].queries has 4097 rows (tokens), which need 16785409 scores "
                             "per head; at most 67108864 scores fit in one call (all heads "
                             "together; limit: 4096 tokens for 4 heads)",
                             InputError);
        // After a refusal everything works as before: 3 tokens with no numbers
        // score 0 against each other, a third each.
        const HeadResult h = attend_all({empty_tokens(3)})[0];
        CHECK(h.weights(2, 0) == doctest::Approx(1.0 / 3));
    }

    TEST_CASE("an input of more than 2^25 numbers is refused with its shape") {
        CHECK_THROWS_WITH_AS(require_input_size(65536, 65536, "embeddings"),
                             "embeddings has 65536 rows of 65536 numbers (4294967296 in all); at "
                             "most 33554432 numbers fit in one call's input (256 MiB of float64)",
                             InputError);
        CHECK_THROWS_WITH_AS(require_input_size(40000000, "bOut"),
                             "bOut has 40000000 numbers; at most 33554432 numbers fit in one "
                             "call's input (256 MiB of float64)",
                             InputError);
        CHECK_NOTHROW(require_input_size(8192, 4096, "embeddings"));  // exactly 2^25
    }

    TEST_CASE("a failed allocation is reported as out of memory, other errors as they are") {
        const std::string out_of_memory =
            "out of memory: the core could not get the memory this call needs (a wasm module has "
            "2 GiB at most, and a browser may allow it less); give it fewer or shorter inputs "
            "(docs/limits.md)";
        CHECK(failure_message(std::bad_alloc()) == out_of_memory);
        CHECK(failure_message(std::length_error("vector")) == out_of_memory);
        CHECK(failure_message(InputError("keys[2] is NaN")) == "keys[2] is NaN");
    }
}
