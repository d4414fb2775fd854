#include "weights_file.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "input_error.hpp"

namespace attention::model {

namespace {

// Each span's rows: a matrix's row is its last dimension; a vector is stored
// whole, a half-precision float per number.
struct Layout {
    std::size_t rows;
    std::size_t cols;
    int bits;  // 0: half floats, whole
};

std::vector<Layout> layouts(const Weights& w) {
    Weights copy = w;
    std::vector<Layout> out;
    const Shape& s = w.shape;
    for (const Span& span : spans(copy)) {
        const std::string& name = span.name;
        const bool vector = name.find("sink") != std::string::npos || name.find("Bias") != std::string::npos;
        std::size_t cols = s.width;
        if (name.find("mlpIn") != std::string::npos && !vector) cols = s.mlp;
        if (vector) out.push_back({1, span.size, 0});
        else out.push_back({span.size / cols, cols, name == "embed" ? kEmbedBits : kMatrixBits});
    }
    return out;
}

// IEEE 754 half precision (binary16): 1 sign bit, 5 exponent bits (bias 15), 10 fraction bits;
// the nearest half to x, ties to even (a file's numbers are at most kMaxWeight, far below the largest half, 65504).
std::uint16_t half_bits(double x) {
    const std::uint16_t sign = std::signbit(x) ? 0x8000u : 0u;
    const double a = std::abs(x);
    if (a == 0.0) return sign;
    int exponent;
    std::frexp(a, &exponent);  // a = m × 2^exponent, m in [0.5, 1)
    exponent -= 1;             // a = (1.f) × 2^exponent
    if (exponent > 15) return std::uint16_t(sign | 0x7c00u);  // beyond every half: infinity, which the reader turns away
    if (exponent < -14) {      // below the smallest normal half: a whole number of 2^-24
        return std::uint16_t(sign | std::uint16_t(std::nearbyint(std::ldexp(a, 24))));  // 1024 rounds up to the smallest normal
    }
    double fraction = std::nearbyint(std::ldexp(a, 10 - exponent)) - 1024.0;  // 10 fraction bits
    if (fraction >= 1024.0) {
        fraction = 0.0;
        exponent += 1;
    }
    return std::uint16_t(sign | std::uint16_t((exponent + 15) << 10) | std::uint16_t(fraction));
}

// The number a half stands for (infinity and NaN as such: the file's check turns them away).
double half_value(std::uint16_t h) {
    const int exponent = (h >> 10) & 31;
    const int fraction = h & 1023;
    const double a = exponent == 0    ? std::ldexp(double(fraction), -24)
                     : exponent == 31 ? (fraction ? std::nan("") : HUGE_VAL)
                                      : std::ldexp(double(1024 + fraction), exponent - 25);
    return h & 0x8000u ? -a : a;
}

void put_half(std::string& out, double x) {
    const std::uint16_t h = half_bits(x);
    out.push_back(char(h & 0xffu));  // little-endian
    out.push_back(char(h >> 8));
}

double get_half(const std::string& in, std::size_t at) {
    return half_value(std::uint16_t(static_cast<unsigned char>(in[at]) | (static_cast<unsigned char>(in[at + 1]) << 8)));
}

// The largest whole number a value of `bits` bits stands for: symmetric
// (-15..15 in 5 bits), so a row's largest number is its scale times this one.
int top_level(int bits) { return (1 << (bits - 1)) - 1; }

// The bytes of rows × cols whole numbers of `bits` bits, packed, the last byte padded (in 64 bits).
std::uint64_t packed_bytes(std::uint64_t rows, std::uint64_t cols, int bits) { return (rows * cols * std::uint64_t(bits) + 7) / 8; }

// A tensor's bytes in the payload, in 64 bits: rows × cols whole numbers of `bits` bits and a
// half-float scale per row; bits 0: cols half floats. The one rule of the payload's size, from
// the shape alone (payload_bytes) and from the weights' layout (payload_size) alike.
std::uint64_t tensor_bytes(std::uint64_t rows, std::uint64_t cols, int bits) {
    return bits ? rows * 2 + packed_bytes(rows, cols, bits) : cols * 2;
}

std::uint64_t payload_size(const std::vector<Layout>& layout) {
    std::uint64_t size = 0;
    for (const Layout& l : layout) size += tensor_bytes(l.rows, l.cols, l.bits);
    return size;
}

// A number read from a file must be finite and no larger than kMaxWeight, else the file is damaged.
std::string number_problem(double x, const std::string& name) {
    if (!std::isfinite(x) || std::abs(x) > kMaxWeight) {
        return "the model's " + name + " holds a number that is not finite or larger than " +
               std::to_string(int(kMaxWeight)) + ": the file is damaged";
    }
    return "";
}

// Every field of a model's shape at most kMaxShapeField, so no product of them passes 2^64.
std::string shape_size_problem(const Shape& s) {
    for (const std::size_t field : {s.vocabulary, s.width, s.layers, s.heads, s.context, s.mlp}) {
        if (std::uint64_t(field) > kMaxShapeField) {
            return "the model's shape has a size above " + std::to_string(kMaxShapeField) + ": the file is not a model's";
        }
    }
    return "";
}

// payload_bytes() of a shape whose sizes shape_size_problem() let through.
std::uint64_t unchecked_payload_bytes(const Shape& s) {
    // In spans() order, as layouts(): the embedding (kEmbedBits), then every other matrix
    // (kMatrixBits) and the vectors whole (each field ≤ 10^6, so no product passes 2^64).
    const std::uint64_t v = s.vocabulary, d = s.width, m = s.mlp;
    std::uint64_t layer = 4 * tensor_bytes(d, d, kMatrixBits) + tensor_bytes(1, s.heads, 0);
    if (m > 0) layer += tensor_bytes(d, m, kMatrixBits) + tensor_bytes(1, m, 0) + tensor_bytes(m, d, kMatrixBits) + tensor_bytes(1, d, 0);
    return tensor_bytes(v, d, kEmbedBits) + tensor_bytes(s.context, d, kMatrixBits) + std::uint64_t(s.layers) * layer +
           tensor_bytes(d, d, kMatrixBits) + tensor_bytes(1, v, 0);
}

// Whole numbers of `bits` bits each, two's complement, packed lowest bit
// first into bytes; the last byte padded with zeros.
class BitWriter {
public:
    explicit BitWriter(std::string& out) : out_(out) {}
    void put(int value, int bits) {
        const unsigned mask = (1u << bits) - 1u;
        buffer_ |= (unsigned(value) & mask) << filled_;
        filled_ += bits;
        while (filled_ >= 8) {
            out_.push_back(char(buffer_ & 0xffu));
            buffer_ >>= 8;
            filled_ -= 8;
        }
    }
    void flush() {
        if (filled_ > 0) out_.push_back(char(buffer_ & 0xffu));
        buffer_ = 0;
        filled_ = 0;
    }

private:
    std::string& out_;
    unsigned buffer_ = 0;
    int filled_ = 0;
};

class BitReader {
public:
    BitReader(const std::string& in, std::size_t at) : in_(in), at_(at) {}
    int get(int bits) {
        while (filled_ < bits) {
            buffer_ |= unsigned(static_cast<unsigned char>(in_[at_++])) << filled_;
            filled_ += 8;
        }
        const unsigned raw = buffer_ & ((1u << bits) - 1u);
        buffer_ >>= bits;
        filled_ -= bits;
        const unsigned sign = 1u << (bits - 1);
        return raw & sign ? int(raw) - int(1u << bits) : int(raw);
    }

private:
    const std::string& in_;
    std::size_t at_;
    unsigned buffer_ = 0;
    int filled_ = 0;
};

}  // namespace

std::string encode_payload(const Weights& weights) {
    Weights copy = weights;
    const std::vector<Span> all = spans(copy);
    const std::vector<Layout> layout = layouts(weights);
    std::string out;
    for (std::size_t k = 0; k < all.size(); ++k) {
        const Layout& l = layout[k];
        const double* data = all[k].data;
        if (!l.bits) {
            for (std::size_t i = 0; i < l.cols; ++i) put_half(out, data[i]);
            continue;
        }
        const double top_q = top_level(l.bits);
        // Each row's scale as the file will hold it (a half), so the whole numbers are measured against it.
        std::vector<double> scales(l.rows);
        for (std::size_t r = 0; r < l.rows; ++r) {
            double top = 0.0;
            for (std::size_t c = 0; c < l.cols; ++c) top = std::max(top, std::abs(data[r * l.cols + c]));
            scales[r] = half_value(half_bits(top / top_q));
            put_half(out, scales[r]);
        }
        BitWriter bits(out);
        for (std::size_t r = 0; r < l.rows; ++r) {
            for (std::size_t c = 0; c < l.cols; ++c) {
                const double q = scales[r] > 0 ? std::round(data[r * l.cols + c] / scales[r]) : 0.0;
                bits.put(int(std::clamp(q, -top_q, top_q)), l.bits);
            }
        }
        bits.flush();
    }
    return out;
}

std::uint64_t payload_bytes(const Shape& s) {
    if (const std::string problem = shape_size_problem(s); !problem.empty()) throw InputError(problem);
    return unchecked_payload_bytes(s);
}

std::string payload_size_problem(const Shape& shape, std::size_t bytes) {
    if (std::string problem = shape_size_problem(shape); !problem.empty()) return problem;
    const std::uint64_t needed = unchecked_payload_bytes(shape);
    if (std::uint64_t(bytes) != needed) {
        return "the model's numbers are " + std::to_string(bytes) + " bytes long, but its shape needs " +
               std::to_string(needed) + ": the file is cut short or not this model's";
    }
    return "";
}

std::string decode_payload_into(const Shape& shape, const std::string& payload, Weights& out) {
    // The size first, from the shape alone: nothing is allocated for a file that is not this shape's.
    if (std::string problem = payload_size_problem(shape, payload.size()); !problem.empty()) return problem;
    const std::uint64_t needed = payload.size();
    Weights w = zero_weights(shape);
    const std::vector<Layout> layout = layouts(w);
    if (payload_size(layout) != needed) return "payload_bytes() and layouts() disagree";
    std::vector<Span> all = spans(w);
    std::size_t at = 0;
    for (std::size_t k = 0; k < all.size(); ++k) {
        const Layout& l = layout[k];
        double* data = all[k].data;
        if (!l.bits) {
            for (std::size_t i = 0; i < l.cols; ++i, at += 2) {
                data[i] = get_half(payload, at);
                if (std::string problem = number_problem(data[i], all[k].name); !problem.empty()) return problem;
            }
            continue;
        }
        // A row's largest number is its scale times the top level: that is what must stay small.
        std::vector<double> scales(l.rows);
        for (std::size_t r = 0; r < l.rows; ++r, at += 2) {
            scales[r] = get_half(payload, at);
            if (std::string problem = number_problem(scales[r] * top_level(l.bits), all[k].name); !problem.empty()) return problem;
        }
        BitReader bits(payload, at);
        for (std::size_t r = 0; r < l.rows; ++r) {
            for (std::size_t c = 0; c < l.cols; ++c) data[r * l.cols + c] = scales[r] * double(bits.get(l.bits));
        }
        at += std::size_t(packed_bytes(l.rows, l.cols, l.bits));
    }
    for (const Span& s : all) {
        for (std::size_t i = 0; i < s.size; ++i) {
            if (!std::isfinite(s.data[i])) return "the model's " + s.name + " holds a number that is not finite: the file is damaged";
        }
    }
    out = std::move(w);
    return "";
}

Weights decode_payload(const Shape& shape, const std::string& payload) {
    Weights w;
    if (const std::string problem = decode_payload_into(shape, payload, w); !problem.empty()) throw InputError(problem);
    return w;
}

std::string checksum(const std::string& bytes) {
    std::uint32_t hash = 2166136261u;
    for (unsigned char c : bytes) {
        hash ^= c;
        hash *= 16777619u;
    }
    static const char digits[] = "0123456789abcdef";
    std::string out(8, '0');
    for (int i = 7; i >= 0; --i, hash >>= 4) out[std::size_t(i)] = digits[hash & 15];
    return out;
}

}  // namespace attention::model
