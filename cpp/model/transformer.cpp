#include "transformer.hpp"

#include <algorithm>
#include <cmath>

#include "input_error.hpp"
#include "portable_math.hpp"
#include "random.hpp"

namespace attention::model {

namespace {

// Plain row-major loops: each inner loop runs along contiguous memory, so the
// compiler vectorises it. C += A·B with A n×k, B k×m.
void add_product(const double* a, const double* b, double* c, std::size_t n, std::size_t k,
                 std::size_t m) {
    for (std::size_t i = 0; i < n; ++i) {
        double* ci = c + i * m;
        for (std::size_t p = 0; p < k; ++p) {
            const double x = a[i * k + p];
            if (x == 0.0) continue;
            const double* bp = b + p * m;
            for (std::size_t j = 0; j < m; ++j) ci[j] += x * bp[j];
        }
    }
}

// C += Aᵀ·B with A n×k, B n×m (C k×m).
void add_product_at(const double* a, const double* b, double* c, std::size_t n, std::size_t k,
                    std::size_t m) {
    for (std::size_t i = 0; i < n; ++i) {
        const double* bi = b + i * m;
        for (std::size_t p = 0; p < k; ++p) {
            const double x = a[i * k + p];
            if (x == 0.0) continue;
            double* cp = c + p * m;
            for (std::size_t j = 0; j < m; ++j) cp[j] += x * bi[j];
        }
    }
}

// C += A·Bᵀ with A n×m, B k×m (C n×k).
void add_product_bt(const double* a, const double* b, double* c, std::size_t n, std::size_t k,
                    std::size_t m) {
    for (std::size_t i = 0; i < n; ++i) {
        const double* ai = a + i * m;
        for (std::size_t p = 0; p < k; ++p) {
            const double* bp = b + p * m;
            double sum = 0.0;
            for (std::size_t j = 0; j < m; ++j) sum += ai[j] * bp[j];
            c[i * k + p] += sum;
        }
    }
}

Matrix zeros(std::size_t rows, std::size_t cols) { return xt::zeros<double>({rows, cols}); }

Matrix product(const Matrix& a, const Matrix& b) {
    Matrix c = xt::zeros<double>({a.shape(0), b.shape(1)});
    add_product(a.data(), b.data(), c.data(), a.shape(0), a.shape(1), b.shape(1));
    return c;
}

void fill_uniform(double* data, std::size_t size, double limit, std::uint64_t& rng) {
    for (std::size_t i = 0; i < size; ++i) data[i] = (2.0 * random_unit(rng) - 1.0) * limit;
}

// Softmax of `count` scores and one more (the sink's), in place; the sink's
// weight goes to `sink_weight`.
void softmax_with_sink(double* scores, std::size_t count, double sink, double& sink_weight) {
    double top = sink;
    for (std::size_t j = 0; j < count; ++j) top = std::max(top, scores[j]);
    double total = portable_exp(sink - top);
    sink_weight = total;
    for (std::size_t j = 0; j < count; ++j) {
        scores[j] = portable_exp(scores[j] - top);
        total += scores[j];
    }
    for (std::size_t j = 0; j < count; ++j) scores[j] /= total;
    sink_weight /= total;
}

}  // namespace

std::vector<Span> spans(Weights& w) {
    std::vector<Span> out;
    auto add = [&out](std::string name, auto& tensor) {
        out.push_back({std::move(name), tensor.data(), tensor.size()});
    };
    add("embed", w.embed);
    add("position", w.position);
    for (std::size_t l = 0; l < w.layers.size(); ++l) {
        LayerWeights& layer = w.layers[l];
        const std::string p = "layers[" + std::to_string(l) + "].";
        add(p + "query", layer.query);
        add(p + "key", layer.key);
        add(p + "value", layer.value);
        add(p + "out", layer.out);
        add(p + "sink", layer.sink);
        if (w.shape.mlp > 0) {
            add(p + "mlpIn", layer.mlp_in);
            add(p + "mlpInBias", layer.mlp_in_bias);
            add(p + "mlpOut", layer.mlp_out);
            add(p + "mlpOutBias", layer.mlp_out_bias);
        }
    }
    add("readout", w.readout);
    add("outBias", w.out_bias);
    return out;
}

std::size_t parameter_count(const Weights& weights) {
    Weights copy = weights;
    std::size_t count = 0;
    for (const Span& s : spans(copy)) count += s.size;
    return count;
}

Weights zero_weights(const Shape& shape) {
    const std::size_t d = shape.width, m = shape.mlp;
    Weights w;
    w.shape = shape;
    w.embed = zeros(shape.vocabulary, d);
    w.position = zeros(shape.context, d);
    w.layers.resize(shape.layers);
    for (LayerWeights& layer : w.layers) {
        layer.query = zeros(d, d);
        layer.key = zeros(d, d);
        layer.value = zeros(d, d);
        layer.out = zeros(d, d);
        layer.sink = xt::zeros<double>({shape.heads});
        layer.mlp_in = zeros(d, m);
        layer.mlp_in_bias = xt::zeros<double>({m});
        layer.mlp_out = zeros(m, d);
        layer.mlp_out_bias = xt::zeros<double>({m > 0 ? d : 0});
    }
    w.readout = zeros(d, d);
    w.out_bias = xt::zeros<double>({shape.vocabulary});
    return w;
}

std::string shape_problem(const Shape& shape) {
    if (shape.vocabulary == 0 || shape.width == 0 || shape.heads == 0 || shape.context == 0 ||
        shape.width % shape.heads != 0) {
        return "the model's shape needs a vocabulary, a width that the heads divide, "
               "and a context of at least one word";
    }
    return "";
}

Weights initial_weights(const Shape& shape, std::uint64_t seed) {
    if (const std::string problem = shape_problem(shape); !problem.empty()) throw InputError(problem);
    Weights w = zero_weights(shape);
    std::uint64_t rng = seed;
    const double d = double(shape.width);
    // The read-out starts as the identity: logits are the stream's match with each word.
    for (std::size_t c = 0; c < shape.width; ++c) w.readout(c, c) = 1.0;
    fill_uniform(w.embed.data(), w.embed.size(), 0.3, rng);
    fill_uniform(w.position.data(), w.position.size(), 0.3, rng);
    const double square = std::sqrt(6.0 / (2.0 * d));
    // The residual branches start small, so the stream is mostly the word at first.
    const double branch = square / std::sqrt(2.0 * double(shape.layers));
    for (LayerWeights& layer : w.layers) {
        fill_uniform(layer.query.data(), layer.query.size(), square, rng);
        fill_uniform(layer.key.data(), layer.key.size(), square, rng);
        fill_uniform(layer.value.data(), layer.value.size(), square, rng);
        fill_uniform(layer.out.data(), layer.out.size(), branch, rng);
        if (shape.mlp > 0) {
            fill_uniform(layer.mlp_in.data(), layer.mlp_in.size(),
                         std::sqrt(6.0 / (d + double(shape.mlp))), rng);
            fill_uniform(layer.mlp_out.data(), layer.mlp_out.size(),
                         std::sqrt(6.0 / (d + double(shape.mlp))) / std::sqrt(2.0 * double(shape.layers)), rng);
        }
    }
    return w;
}

Trace forward(const Weights& w, const std::vector<int>& tokens, bool every_logit) {
    const Shape& s = w.shape;
    const std::size_t n = tokens.size(), d = s.width, hs = s.head_size(), m = s.mlp;
    if (n == 0) throw InputError("there are no words to read");
    if (n > s.context) {
        throw InputError("there are " + std::to_string(n) + " words, but the model reads at most " +
                         std::to_string(s.context));
    }
    Trace t;
    t.tokens = tokens;
    t.embedded = zeros(n, d);
    for (std::size_t i = 0; i < n; ++i) {
        const int id = tokens[i];
        if (id < 0 || std::size_t(id) >= s.vocabulary) {
            throw InputError("word " + std::to_string(i + 1) + " has id " + std::to_string(id) +
                             ", outside the vocabulary of " + std::to_string(s.vocabulary) + " words");
        }
        for (std::size_t c = 0; c < d; ++c) {
            t.embedded(i, c) = w.embed(std::size_t(id), c) + w.position(i, c);
        }
    }
    Matrix x = t.embedded;
    const double scale = 1.0 / std::sqrt(double(hs));
    for (const LayerWeights& layer : w.layers) {
        LayerTrace lt;
        lt.input = x;
        lt.query = product(x, layer.query);
        lt.key = product(x, layer.key);
        lt.value = product(x, layer.value);
        lt.mixed = zeros(n, d);
        for (std::size_t h = 0; h < s.heads; ++h) {
            Matrix a = zeros(n, n + 1);
            for (std::size_t i = 0; i < n; ++i) {
                double* row = &a(i, 0);
                const double* q = &lt.query(i, h * hs);
                for (std::size_t j = 0; j <= i; ++j) {
                    const double* k = &lt.key(j, h * hs);
                    double sum = 0.0;
                    for (std::size_t c = 0; c < hs; ++c) sum += q[c] * k[c];
                    row[j] = sum * scale;
                }
                softmax_with_sink(row, i + 1, layer.sink(h), a(i, n));
                double* out = &lt.mixed(i, h * hs);
                for (std::size_t j = 0; j <= i; ++j) {
                    const double weight = row[j];
                    const double* v = &lt.value(j, h * hs);
                    for (std::size_t c = 0; c < hs; ++c) out[c] += weight * v[c];
                }
            }
            lt.attention.push_back(std::move(a));
        }
        add_product(lt.mixed.data(), layer.out.data(), x.data(), n, d, d);
        lt.after_attention = x;
        if (m > 0) {
            lt.hidden_before = product(x, layer.mlp_in);
            for (std::size_t i = 0; i < n; ++i) {
                for (std::size_t c = 0; c < m; ++c) lt.hidden_before(i, c) += layer.mlp_in_bias(c);
            }
            lt.hidden = xt::maximum(lt.hidden_before, 0.0);
            add_product(lt.hidden.data(), layer.mlp_out.data(), x.data(), n, m, d);
            for (std::size_t i = 0; i < n; ++i) {
                for (std::size_t c = 0; c < d; ++c) x(i, c) += layer.mlp_out_bias(c);
            }
        }
        t.layers.push_back(std::move(lt));
    }
    t.final_stream = x;
    t.read = product(x, w.readout);
    t.logits = zeros(n, s.vocabulary);
    const std::size_t first = every_logit ? 0 : n - 1;
    add_product_bt(t.read.data() + first * d, w.embed.data(), t.logits.data() + first * s.vocabulary, n - first,
                   s.vocabulary, d);
    for (std::size_t i = first; i < n; ++i) {
        for (std::size_t v = 0; v < s.vocabulary; ++v) t.logits(i, v) += w.out_bias(v);
    }
    return t;
}

Vector next_word_probabilities(const Trace& trace, std::size_t i) {
    const std::size_t vocabulary = trace.logits.shape(1);
    Vector p = xt::zeros<double>({vocabulary});
    double top = trace.logits(i, 0);
    for (std::size_t v = 0; v < vocabulary; ++v) top = std::max(top, trace.logits(i, v));
    double total = 0.0;
    for (std::size_t v = 0; v < vocabulary; ++v) {
        p(v) = portable_exp(trace.logits(i, v) - top);
        total += p(v);
    }
    return p / total;
}

double add_gradient(const Weights& w, const Trace& t, Weights& g, double scale,
                    std::size_t* guesses, const std::vector<int>* targets) {
    const Shape& s = w.shape;
    const std::size_t n = t.tokens.size(), d = s.width, hs = s.head_size(), m = s.mlp;
    const std::size_t V = s.vocabulary;
    // Each word guesses the next: the trace's own, or `targets`' (which may
    // hold one word more than was read, so the last word read guesses too).
    const std::size_t count = targets ? std::min(n, targets->size() - 1) : n - 1;
    if (guesses) *guesses = count;
    if (count == 0) return 0.0;

    // Read-out: d loss / d logits = (p - one-hot of the next word) / count.
    Matrix dlogits = zeros(n, V);
    double loss = 0.0;
    for (std::size_t i = 0; i < count; ++i) {
        const Vector p = next_word_probabilities(t, i);
        const std::size_t target = std::size_t(targets ? (*targets)[i + 1] : t.tokens[i + 1]);
        loss -= portable_log(p(target));
        for (std::size_t v = 0; v < V; ++v) dlogits(i, v) = p(v) * scale / double(count);
        dlogits(i, target) -= scale / double(count);
    }
    loss /= double(count);
    for (std::size_t i = 0; i < count; ++i) {
        for (std::size_t v = 0; v < V; ++v) g.out_bias(v) += dlogits(i, v);
    }
    add_product_at(dlogits.data(), t.read.data(), g.embed.data(), n, V, d);
    Matrix dread = zeros(n, d), dx = zeros(n, d);
    add_product(dlogits.data(), w.embed.data(), dread.data(), n, V, d);
    add_product_at(t.final_stream.data(), dread.data(), g.readout.data(), n, d, d);
    add_product_bt(dread.data(), w.readout.data(), dx.data(), n, d, d);

    const double attention_scale = 1.0 / std::sqrt(double(hs));
    for (std::size_t l = s.layers; l-- > 0;) {
        const LayerWeights& layer = w.layers[l];
        LayerWeights& grad = g.layers[l];
        const LayerTrace& lt = t.layers[l];
        if (m > 0) {
            for (std::size_t i = 0; i < n; ++i) {
                for (std::size_t c = 0; c < d; ++c) grad.mlp_out_bias(c) += dx(i, c);
            }
            add_product_at(lt.hidden.data(), dx.data(), grad.mlp_out.data(), n, m, d);
            Matrix dhidden = zeros(n, m);
            add_product_bt(dx.data(), layer.mlp_out.data(), dhidden.data(), n, m, d);
            for (std::size_t i = 0; i < n; ++i) {
                for (std::size_t c = 0; c < m; ++c) {
                    if (lt.hidden_before(i, c) <= 0.0) dhidden(i, c) = 0.0;
                    grad.mlp_in_bias(c) += dhidden(i, c);
                }
            }
            add_product_at(lt.after_attention.data(), dhidden.data(), grad.mlp_in.data(), n, d, m);
            add_product_bt(dhidden.data(), layer.mlp_in.data(), dx.data(), n, d, m);
        }
        // x_after = x_in + mixed·W_O
        add_product_at(lt.mixed.data(), dx.data(), grad.out.data(), n, d, d);
        Matrix dmixed = zeros(n, d);
        add_product_bt(dx.data(), layer.out.data(), dmixed.data(), n, d, d);
        Matrix dq = zeros(n, d), dk = zeros(n, d), dv = zeros(n, d);
        for (std::size_t h = 0; h < s.heads; ++h) {
            const Matrix& a = lt.attention[h];
            for (std::size_t i = 0; i < n; ++i) {
                const double* dout = &dmixed(i, h * hs);
                // d weight_ij = dout_i · v_j; the sink's value is zero.
                double dot = 0.0;
                std::vector<double> dweight(i + 1);
                for (std::size_t j = 0; j <= i; ++j) {
                    const double* v = &lt.value(j, h * hs);
                    double sum = 0.0;
                    for (std::size_t c = 0; c < hs; ++c) sum += dout[c] * v[c];
                    dweight[j] = sum;
                    dot += a(i, j) * sum;
                    double* dvj = &dv(j, h * hs);
                    for (std::size_t c = 0; c < hs; ++c) dvj[c] += a(i, j) * dout[c];
                }
                // Softmax: d score_ij = weight_ij (d weight_ij - sum_k weight_ik d weight_ik).
                grad.sink(h) += a(i, n) * (0.0 - dot);
                const double* q = &lt.query(i, h * hs);
                double* dqi = &dq(i, h * hs);
                for (std::size_t j = 0; j <= i; ++j) {
                    const double dscore = a(i, j) * (dweight[j] - dot) * attention_scale;
                    if (dscore == 0.0) continue;
                    const double* k = &lt.key(j, h * hs);
                    double* dkj = &dk(j, h * hs);
                    for (std::size_t c = 0; c < hs; ++c) {
                        dqi[c] += dscore * k[c];
                        dkj[c] += dscore * q[c];
                    }
                }
            }
        }
        add_product_at(lt.input.data(), dq.data(), grad.query.data(), n, d, d);
        add_product_at(lt.input.data(), dk.data(), grad.key.data(), n, d, d);
        add_product_at(lt.input.data(), dv.data(), grad.value.data(), n, d, d);
        add_product_bt(dq.data(), layer.query.data(), dx.data(), n, d, d);
        add_product_bt(dk.data(), layer.key.data(), dx.data(), n, d, d);
        add_product_bt(dv.data(), layer.value.data(), dx.data(), n, d, d);
    }
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t id = std::size_t(t.tokens[i]);
        for (std::size_t c = 0; c < d; ++c) {
            g.embed(id, c) += dx(i, c);
            g.position(i, c) += dx(i, c);
        }
    }
    return loss;
}

}  // namespace attention::model
