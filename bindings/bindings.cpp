// Embind glue between the C++ core (cpp/) and JavaScript.
//
// Design note
// - Everything crosses as a value, copied in and copied out; numbers cross in
//   bulk. bindings/core_api.mjs checks and packs the caller's arrays into
//   Float64Arrays, copies them with one TypedArray.set into the inbox (a
//   std::vector here, reserved by ap_reserve), and passes shapes and options as
//   plain numbers. The entry points copy the inbox into xtensor containers,
//   call the core, and put the results in the outbox; they return its position
//   (an index into HEAPF64), or -1 on error. core_api.mjs copies the results
//   out (into plain arrays, or fresh Float64Arrays) before its next wasm call.
//   No emval traffic per number or per field: a small attend costs two wasm
//   calls, not dozens of round trips.
// - attendAll's N × N matrices (8 MB each at 1,024 tokens) are not copied into
//   the outbox: they stay in `pending_heads`, the outbox says where, and
//   core_api.mjs copies them out and calls ap_release_results.
// - Memory growth moves wasm memory, so positions are only used between two
//   wasm calls and HEAPF64 is taken afresh after each; no view into wasm memory
//   ever reaches the caller.
// - No class_ and no handles: a caller never owns anything that needs .delete().
// - C++ exceptions never cross: each entry point catches them, keeps the message
//   for rawLastError and returns -1; core_api.mjs throws a real JavaScript
//   Error with it. A failed allocation is one of them ("out of memory: ...");
//   after any failure every buffer is given back, so the next call has all the
//   memory again.
// - No std::string crosses, because Embind 3.1.6 copies one with an unchecked
//   malloc (and an argument a second time, outside any catch): tokenize's text
//   comes in as UTF-8 through its own buffer (rawReserveText), its tokens go
//   out as byte offsets. (The error message does go out as a std::string: it
//   is short, and by then every buffer has been given back.)
// - Type checks (is it an array? a number?) and default arguments live in
//   core_api.mjs, where JavaScript types can be named; the core checks shapes
//   and numbers and words the messages.
#include <emscripten/bind.h>
#include <emscripten/em_macros.h>
#include <emscripten/val.h>

#include <cmath>
#include <cstdint>
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

#include "attend.hpp"
#include "softmax.hpp"
#include "tokenize.hpp"
#include "wasm_values.hpp"

using emscripten::val;
using namespace attention;

namespace {

Inbox inbox;
Outbox outbox;
std::string text_inbox;                 // tokenize's text, as UTF-8
std::vector<HeadResult> pending_heads;  // attendAll's results until copied out
std::string last_error;

// attend's inputs and results, kept from call to call (no allocation when the
// sizes stay); given back when large, and after any failure.
struct AttendBuffers {
    Vector query;
    Matrix keys;
    Matrix values;
    AttendResult result;
    void trim(bool always) {
        const std::size_t numbers = query.size() + keys.size() + values.size() + result.scores.size() +
                                    result.weights.size() + result.blended.size();
        if (always || numbers * sizeof(double) > kKeptBufferBytes) *this = AttendBuffers();
    }
} attend_buffers;

void release_results_js() { std::vector<HeadResult>().swap(pending_heads); }

// After a failure: every buffer goes back to the allocator first (a failed
// allocation leaves the memory short), then the message is kept.
void fail(const std::exception& e) {
    release_results_js();
    attend_buffers.trim(/*always=*/true);
    inbox.trim();
    outbox.clear();
    std::string().swap(text_inbox);
    last_error = failure_message(e);
}

// Runs one entry point: the outbox's position, or -1 with the message kept.
template <typename Compute>
double checked(Compute&& compute) {
    try {
        outbox.clear();
        compute();
        inbox.trim();
        return outbox.index();
    } catch (const std::exception& e) {
        fail(e);
        return -1;
    }
}

std::optional<double> optional_sink(bool has_sink, double sink) {
    return has_sink ? std::optional<double>(sink) : std::nullopt;
}

// Where the next call's numbers go (an index into HEAPF64), or -1.
double reserve_js(unsigned count) {
    try {
        return inbox.reserve(count);
    } catch (const std::exception& e) {
        fail(e);
        return -1;
    }
}

std::string last_error_js() { return last_error; }

// The most numbers one call may pass in (cpp/tensors.hpp): core_api.mjs
// refuses more before it copies anything.
double max_input_numbers_js() { return double(kMaxInputNumbers); }

// Where tokenize's `bytes` bytes of UTF-8 go (an index into HEAPU8), or -1.
double reserve_text_js(unsigned bytes) {
    try {
        text_inbox.resize(bytes);
        return double(reinterpret_cast<std::uintptr_t>(text_inbox.data()));
    } catch (const std::exception& e) {
        fail(e);
        return -1;
    }
}

// text_inbox's first `bytes` bytes (UTF-8, written by core_api.mjs).
// outbox: the token count, then each token's first and past-the-end byte
// offsets; core_api.mjs cuts the tokens out of the caller's own string, so no
// string is made in wasm memory or passed back through Embind.
double tokenize_js(unsigned bytes) {
    return checked([&] {
        if (bytes > text_inbox.size()) {
            throw std::logic_error("bindings: the text is longer than its room");
        }
        text_inbox.resize(bytes);  // shorter: no allocation
        const std::vector<TokenSpan> spans = token_spans(text_inbox);
        give_back_if_large(text_inbox);
        outbox.put(double(spans.size()));
        for (const TokenSpan& span : spans) {
            outbox.put(double(span.begin));
            outbox.put(double(span.end));
        }
    });
}

// inbox: query, key. outbox: the score.
double score_js(unsigned query_length, unsigned key_length) {
    return checked([&] {
        const Vector query = inbox.vector(query_length);
        outbox.put(score(query, inbox.vector(key_length)));
    });
}

// inbox: the scores. outbox: weights, sink weight.
double softmax_js(unsigned count, bool has_sink, double sink) {
    return checked([&] {
        const SoftmaxResult r = softmax(inbox.vector(count), optional_sink(has_sink, sink));
        outbox.put(r.weights);
        outbox.put(r.sink_weight);
    });
}

// inbox: query, keys, values (row-major). outbox: scores, weights, sink weight, blended.
double attend_js(unsigned query_length, unsigned key_rows, unsigned key_cols, unsigned value_rows,
                 unsigned value_cols, double scale, bool has_sink, double sink) {
    return checked([&] {
        AttendBuffers& b = attend_buffers;
        inbox.vector_into(b.query, query_length);
        inbox.matrix_into(b.keys, key_rows, key_cols);
        inbox.matrix_into(b.values, value_rows, value_cols);
        attend_into(b.query, b.keys, b.values, scale, optional_sink(has_sink, sink), b.result);
        outbox.put(b.result.scores);
        outbox.put(b.result.weights);
        outbox.put(b.result.sink_weight);
        outbox.put(b.result.blended);
        b.trim(/*always=*/false);
    });
}

// inbox, per head: rows and columns of its queries, keys and values, and its
// own scale (NaN: the call's): 7 numbers; then the three matrices. outbox, per
// head: where its scores, weights, sink weights and blended values are, its
// token count and its value width.
double attend_all_js(unsigned head_count, double scale, bool has_sink, double sink, bool causal) {
    release_results_js();
    return checked([&] {
        std::vector<HeadInput> inputs(head_count);
        for (HeadInput& head : inputs) {
            std::size_t shape[6];
            for (std::size_t& x : shape) x = inbox.size();
            const double own_scale = inbox.number();
            if (!std::isnan(own_scale)) head.scale = own_scale;
            head.queries = inbox.matrix(shape[0], shape[1]);
            head.keys = inbox.matrix(shape[2], shape[3]);
            head.values = inbox.matrix(shape[4], shape[5]);
        }
        pending_heads = attend_all(inputs, {scale, optional_sink(has_sink, sink), causal});
        for (const HeadResult& r : pending_heads) {
            outbox.put(heap_index(r.scores.data()));
            outbox.put(heap_index(r.weights.data()));
            outbox.put(heap_index(r.sink_weights.data()));
            outbox.put(heap_index(r.blended.data()));
            outbox.put(double(r.scores.shape(0)));
            outbox.put(double(r.blended.shape(1)));
        }
    });
}

}  // namespace

// The hot entry points, as plain wasm exports (the design note above).
extern "C" {
EMSCRIPTEN_KEEPALIVE double ap_reserve(unsigned count) { return reserve_js(count); }
EMSCRIPTEN_KEEPALIVE void ap_release_results() { release_results_js(); }
EMSCRIPTEN_KEEPALIVE double ap_score(unsigned query_length, unsigned key_length) {
    return score_js(query_length, key_length);
}
EMSCRIPTEN_KEEPALIVE double ap_softmax(unsigned count, int has_sink, double sink) {
    return softmax_js(count, has_sink != 0, sink);
}
EMSCRIPTEN_KEEPALIVE double ap_attend(unsigned query_length, unsigned key_rows, unsigned key_cols,
                                      unsigned value_rows, unsigned value_cols, double scale,
                                      int has_sink, double sink) {
    return attend_js(query_length, key_rows, key_cols, value_rows, value_cols, scale, has_sink != 0, sink);
}
EMSCRIPTEN_KEEPALIVE double ap_attend_all(unsigned head_count, double scale, int has_sink, double sink,
                                          int causal) {
    return attend_all_js(head_count, scale, has_sink != 0, sink, causal != 0);
}
}

EMSCRIPTEN_BINDINGS(attention_core) {
    emscripten::function("rawLastError", &last_error_js);
    emscripten::function("rawReserveText", &reserve_text_js);
    emscripten::function("rawTokenize", &tokenize_js);
    emscripten::function("rawMaxInputNumbers", &max_input_numbers_js);
}
