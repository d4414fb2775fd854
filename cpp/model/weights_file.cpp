#include "weights_file.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "input_error.hpp"

namespace attention::model {

namespace {

// Each span's rows: a matrix's row is its last dimension; a vector is stored
// whole in float32.
struct Layout {
    std::size_t rows;
    std::size_t cols;
    bool quantized;
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
        if (vector) out.push_back({1, span.size, false});
        else out.push_back({span.size / cols, cols, true});
    }
    return out;
}

void put_float(std::string& out, float x) {
    unsigned char bytes[4];
    std::memcpy(bytes, &x, 4);  // little-endian on x86-64 and wasm alike
    out.append(reinterpret_cast<const char*>(bytes), 4);
}

float get_float(const std::string& in, std::size_t at) {
    float x;
    std::memcpy(&x, in.data() + at, 4);
    return x;
}

std::size_t payload_size(const std::vector<Layout>& layout) {
    std::size_t size = 0;
    for (const Layout& l : layout) size += l.quantized ? l.rows * 4 + l.rows * l.cols : l.cols * 4;
    return size;
}

}  // namespace

std::string encode_payload(const Weights& weights) {
    Weights copy = weights;
    const std::vector<Span> all = spans(copy);
    const std::vector<Layout> layout = layouts(weights);
    std::string out;
    for (std::size_t k = 0; k < all.size(); ++k) {
        const Layout& l = layout[k];
        const double* data = all[k].data;
        if (!l.quantized) {
            for (std::size_t i = 0; i < l.cols; ++i) put_float(out, float(data[i]));
            continue;
        }
        std::vector<float> scales(l.rows);
        for (std::size_t r = 0; r < l.rows; ++r) {
            double top = 0.0;
            for (std::size_t c = 0; c < l.cols; ++c) top = std::max(top, std::abs(data[r * l.cols + c]));
            scales[r] = float(top / 127.0);
            put_float(out, scales[r]);
        }
        for (std::size_t r = 0; r < l.rows; ++r) {
            for (std::size_t c = 0; c < l.cols; ++c) {
                const double q = scales[r] > 0 ? std::round(data[r * l.cols + c] / double(scales[r])) : 0.0;
                out.push_back(char(static_cast<signed char>(std::clamp(q, -127.0, 127.0))));
            }
        }
    }
    return out;
}

Weights decode_payload(const Shape& shape, const std::string& payload) {
    Weights w = zero_weights(shape);
    const std::vector<Layout> layout = layouts(w);
    const std::size_t needed = payload_size(layout);
    if (payload.size() != needed) {
        throw InputError("the model's numbers are " + std::to_string(payload.size()) +
                         " bytes long, but its shape needs " + std::to_string(needed) +
                         ": the file is cut short or not this model's");
    }
    std::vector<Span> all = spans(w);
    std::size_t at = 0;
    for (std::size_t k = 0; k < all.size(); ++k) {
        const Layout& l = layout[k];
        double* data = all[k].data;
        if (!l.quantized) {
            for (std::size_t i = 0; i < l.cols; ++i, at += 4) data[i] = double(get_float(payload, at));
            continue;
        }
        std::vector<double> scales(l.rows);
        for (std::size_t r = 0; r < l.rows; ++r, at += 4) scales[r] = double(get_float(payload, at));
        for (std::size_t r = 0; r < l.rows; ++r) {
            for (std::size_t c = 0; c < l.cols; ++c, ++at) {
                data[r * l.cols + c] = scales[r] * double(static_cast<signed char>(payload[at]));
            }
        }
    }
    for (const Span& s : all) {
        for (std::size_t i = 0; i < s.size; ++i) {
            if (!std::isfinite(s.data[i])) {
                throw InputError("the model's " + s.name + " holds a number that is not finite: the file is damaged");
            }
        }
    }
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
