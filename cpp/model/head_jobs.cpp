#include "head_jobs.hpp"

#include <algorithm>

namespace attention::model {

namespace {

// The weight row i of a head puts on a set of positions, and whether one of
// them gets more than every other word (the sink is not a word).
struct Share {
    double weight = 0.0;
    bool top = false;
};

Share share_on(const Matrix& attention, std::size_t i, const std::vector<int>& positions) {
    Share s;
    double best_inside = 0.0, best_outside = 0.0;
    for (std::size_t j = 0; j <= i; ++j) {
        const double w = attention(i, j);
        if (std::find(positions.begin(), positions.end(), int(j)) != positions.end()) {
            s.weight += w;
            best_inside = std::max(best_inside, w);
        } else {
            best_outside = std::max(best_outside, w);
        }
    }
    s.top = best_inside > best_outside;
    return s;
}

struct Mean {
    double sum = 0.0;
    std::size_t count = 0;
    void add(double x) { sum += x, ++count; }
    double value() const { return count ? sum / double(count) : 0.0; }
};

}  // namespace

std::vector<HeadFigures> measure_heads(const Weights& weights, const std::vector<Story>& stories) {
    const Shape& shape = weights.shape;
    const std::size_t heads = shape.layers * shape.heads;
    std::vector<Mean> pronoun(heads), pronoun_top(heads), previous(heads), subject(heads),
        subject_top(heads), repeat(heads), sink(heads);
    for (const Story& story : stories) {
        std::vector<int> tokens = story.tokens;
        if (tokens.size() > shape.context) tokens.resize(shape.context);
        const Trace trace = forward(weights, tokens);
        const std::size_t n = tokens.size();
        for (std::size_t l = 0; l < shape.layers; ++l) {
            for (std::size_t h = 0; h < shape.heads; ++h) {
                const std::size_t k = l * shape.heads + h;
                const Matrix& a = trace.layers[l].attention[h];
                for (std::size_t i = 0; i < n; ++i) {
                    if (!story.antecedents[i].empty()) {
                        const Share s = share_on(a, i, story.antecedents[i]);
                        pronoun[k].add(s.weight);
                        pronoun_top[k].add(s.top);
                    } else {
                        sink[k].add(a(i, n));
                    }
                    if (i > 0) previous[k].add(a(i, i - 1));
                    if (i + 1 < n && !story.subjects[i + 1].empty()) {
                        const Share s = share_on(a, i, story.subjects[i + 1]);
                        subject[k].add(s.weight);
                        subject_top[k].add(s.top);
                    }
                    if (story.repeat_sources[i] >= 0) {
                        repeat[k].add(a(i, std::size_t(story.repeat_sources[i])));
                    }
                }
            }
        }
    }
    std::vector<HeadFigures> figures;
    for (std::size_t k = 0; k < heads; ++k) {
        HeadFigures f;
        f.layer = k / shape.heads;
        f.head = k % shape.heads;
        f.pronoun_weight = pronoun[k].value();
        f.pronoun_top = pronoun_top[k].value();
        f.previous_weight = previous[k].value();
        f.subject_weight = subject[k].value();
        f.subject_top = subject_top[k].value();
        f.repeat_weight = repeat[k].value();
        f.sink_elsewhere = sink[k].value();
        figures.push_back(f);
    }
    return figures;
}

Job certified_job(const HeadFigures& f) {
    if (f.pronoun_weight >= kFindWeightGate && f.pronoun_top >= kFindTopGate) return Job::pronoun;
    if (f.subject_weight >= kFindWeightGate && f.subject_top >= kFindTopGate) return Job::subject;
    if (f.previous_weight >= kPreviousGate) return Job::previous;
    return Job::none;
}

const char* job_id(Job job) {
    switch (job) {
        case Job::pronoun: return "pronoun";
        case Job::previous: return "previous";
        case Job::subject: return "subject";
        default: return "none";
    }
}

}  // namespace attention::model
