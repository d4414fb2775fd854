#pragma once
// The exchange area through which numbers cross between bindings/core_api.mjs
// and the core (see the design note in bindings.cpp). Positions are indices
// into HEAPF64, the JavaScript side's Float64Array over wasm memory.
#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "tensors.hpp"

namespace attention {

inline double heap_index(const double* p) {
    return double(reinterpret_cast<std::uintptr_t>(p) / sizeof(double));
}

// Buffers kept from one call to the next up to this many bytes; a larger one,
// left by a call with big inputs or results, is given back to the allocator
// (wasm memory never shrinks, but the next call can then use it).
constexpr std::size_t kKeptBufferBytes = std::size_t(16) << 20;

template <typename Buffer>
void give_back_if_large(Buffer& buffer) {
    if (buffer.capacity() * sizeof(buffer[0]) > kKeptBufferBytes) Buffer().swap(buffer);
}

// Numbers the JavaScript side copied in, read back in the order it wrote them.
class Inbox {
public:
    // Room for `count` numbers; returns where they go. May grow wasm memory, so
    // core_api.mjs takes HEAPF64 afresh after calling it.
    double reserve(std::size_t count) {
        next_ = 0;
        numbers_.resize(std::max<std::size_t>(count, 1));
        return heap_index(numbers_.data());
    }

    // After a call: a large inbox is given back (see kKeptBufferBytes).
    void trim() {
        give_back_if_large(numbers_);
        next_ = 0;
    }

    std::size_t size() { return static_cast<std::size_t>(take(1, 1)[0]); }
    double number() { return take(1, 1)[0]; }

    // The next n numbers (a vector), or rows × cols (a matrix, row-major),
    // copied into a container kept by the caller: no allocation when its size
    // stays (a small attend called thousands of times a second). Out of line:
    // each entry point calls these, and the wasm stays smaller.
    __attribute__((noinline)) void vector_into(Vector& v, std::size_t n) {
        const double* from = take(n, 1);
        if (v.size() != n) v.resize({n});
        std::copy_n(from, n, v.data());
    }

    __attribute__((noinline)) void matrix_into(Matrix& m, std::size_t rows, std::size_t cols) {
        const double* from = take(rows, cols);  // rows × cols cannot wrap past here
        if (m.shape(0) != rows || m.shape(1) != cols) m.resize({rows, cols});
        std::copy_n(from, rows * cols, m.data());
    }

    // The same into a fresh container.
    Vector vector(std::size_t n) {
        Vector v;
        vector_into(v, n);
        return v;
    }

    Matrix matrix(std::size_t rows, std::size_t cols) {
        Matrix m;
        matrix_into(m, rows, cols);
        return m;
    }

private:
    // The next rows × cols numbers (checked without computing a product that
    // could wrap a 32-bit size_t).
    const double* take(std::size_t rows, std::size_t cols) {
        if (product_exceeds(rows, cols, numbers_.size() - next_)) {
            throw std::logic_error("bindings: the inbox holds fewer numbers than announced");
        }
        const double* p = numbers_.data() + next_;
        next_ += rows * cols;
        return p;
    }

    std::vector<double> numbers_{0.0};
    std::size_t next_ = 0;
};

// Small results, one after another; core_api.mjs copies them out.
class Outbox {
public:
    // Before a call (the last call's results have been copied out by then): a
    // large outbox is given back (see kKeptBufferBytes).
    void clear() {
        numbers_.clear();
        give_back_if_large(numbers_);
    }
    __attribute__((noinline)) void put(double x) { numbers_.push_back(x); }
    __attribute__((noinline)) void put(const double* p, std::size_t n) {
        numbers_.insert(numbers_.end(), p, p + n);
    }
    template <typename Tensor>
    void put(const Tensor& t) { put(t.data(), t.size()); }
    // Where the results start; valid until the next wasm call.
    double index() {
        if (numbers_.empty()) numbers_.push_back(0.0);
        return heap_index(numbers_.data());
    }

private:
    std::vector<double> numbers_;
};

}  // namespace attention
