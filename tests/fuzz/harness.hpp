#pragma once
// What the fuzzers check on each input, shared with the doctest regression
// test that replays every saved input (tests/cpp/test_fuzz_regressions.cpp).
// A check either returns normally or aborts: bad input must give InputError,
// never a crash, a hang, undefined behaviour or a NaN in a result.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "attend.hpp"
#include "input_error.hpp"
#include "softmax.hpp"
#include "tokenize.hpp"

namespace fuzz_harness {

inline void require(bool ok) {
    if (!ok) std::abort();
}

// Tokens are never empty, never contain whitespace bytes, and never hold more
// bytes than the text.
inline void check_tokenize(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        std::size_t total = 0;
        for (const std::string& token : attention::tokenize(text)) {
            require(!token.empty());
            require(token.find(' ') == std::string::npos && token.find('\n') == std::string::npos);
            total += token.size();
        }
        require(total <= size);
    } catch (const attention::InputError&) {
    }
}

// Reads doubles from the remaining bytes (any bit pattern: NaN, Infinity,
// subnormals, 1e308...), zero-padded at the end.
class Numbers {
public:
    Numbers(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }
    double number() {
        std::uint8_t raw[8] = {};
        for (auto& b : raw) b = byte();
        double x;
        std::memcpy(&x, raw, sizeof x);
        return x;
    }
    attention::Matrix matrix(std::size_t rows, std::size_t cols) {
        attention::Matrix m = xt::empty<double>({rows, cols});
        for (double& x : m) x = number();
        return m;
    }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
};

inline bool all_finite_in_unit(const attention::Vector& w) {
    for (double x : w) {
        if (!(x >= 0.0 && x <= 1.0)) return false;
    }
    return true;
}

// softmax, attend and attend_all on arbitrary numbers: either an InputError or
// weights in [0, 1] that sum to 1, and blends with no NaN.
inline void check_attend(const std::uint8_t* data, std::size_t size) {
    Numbers in(data, size);
    const std::size_t n = in.byte() % 9;
    const std::size_t d = in.byte() % 5;
    const std::uint8_t flags = in.byte();
    const std::optional<double> sink = (flags & 1) ? std::optional<double>(in.number()) : std::nullopt;
    const double scale = (flags & 2) ? in.number() : 1.0;

    try {
        attention::Vector scores = xt::empty<double>({n});
        for (double& s : scores) s = in.number();
        const attention::SoftmaxResult r = attention::softmax(scores, sink);
        require(all_finite_in_unit(r.weights) && r.sink_weight >= 0 && r.sink_weight <= 1);
        require(std::abs(xt::sum(r.weights)() + r.sink_weight - 1.0) < 1e-9);
    } catch (const attention::InputError&) {
    }

    try {
        attention::Vector query = xt::empty<double>({d});
        for (double& q : query) q = in.number();
        const attention::AttendResult r =
            attention::attend(query, in.matrix(n, d), in.matrix(n, 2), scale, sink);
        require(all_finite_in_unit(r.weights));
        require(std::abs(xt::sum(r.weights)() + r.sink_weight - 1.0) < 1e-9);
        for (double b : r.blended) require(!std::isnan(b));
    } catch (const attention::InputError&) {
    }

    if (n == 0) return;
    try {
        attention::HeadInput head{in.matrix(n, d), in.matrix(n, d), in.matrix(n, 1)};
        const auto heads = attention::attend_all({head}, {scale, sink, (flags & 4) != 0});
        for (std::size_t i = 0; i < n; ++i) {
            double total = heads[0].sink_weights(i);
            for (std::size_t j = 0; j < n; ++j) total += heads[0].weights(i, j);
            require(std::abs(total - 1.0) < 1e-9);
            require(!std::isnan(heads[0].blended(i, 0)));
        }
    } catch (const attention::InputError&) {
    }
}

}  // namespace fuzz_harness
