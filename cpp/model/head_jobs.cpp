#include "head_jobs.hpp"

#include <algorithm>

namespace attention::model {

namespace {

struct Mean {
    double sum = 0.0;
    std::size_t count = 0;
    void add(double x) { sum += x, ++count; }
    double value() const { return count ? sum / double(count) : 0.0; }
};

std::vector<int> cut_to(const std::vector<int>& tokens, std::size_t context) {
    return std::vector<int>(tokens.begin(), tokens.begin() + std::ptrdiff_t(std::min(tokens.size(), context)));
}

}  // namespace

Share share_on(const Matrix& attention, std::size_t i, const std::vector<int>& positions) {
    const std::size_t sink = attention.shape(1) - 1;
    Share s;
    double best_inside = 0.0, best_outside = attention(i, sink);
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

bool passes(const Tally& t, std::size_t least_instances) {
    return t.count >= least_instances && t.weight() >= kFindWeightGate && t.top() >= kFindTopGate;
}

std::vector<HeadFigures> measure_heads(const Weights& weights, const std::vector<Story>& stories) {
    const Shape& shape = weights.shape;
    const std::size_t heads = shape.layers * shape.heads;
    std::vector<HeadFigures> figures(heads);
    std::vector<Tally> pronoun(heads), subject(heads);
    std::vector<Mean> previous(heads), repeat(heads), sink(heads);
    for (const Story& story : stories) {
        const std::vector<int> tokens = cut_to(story.tokens, shape.context);
        const Trace trace = forward(weights, tokens, false);
        const std::size_t n = tokens.size();
        for (std::size_t k = 0; k < heads; ++k) {
            const Matrix& a = trace.layers[k / shape.heads].attention[k % shape.heads];
            for (std::size_t i = 0; i < n; ++i) {
                if (!story.antecedents[i].empty()) {
                    const Share s = share_on(a, i, story.antecedents[i]);
                    pronoun[k].add(s.weight, s.top);
                    figures[k].per_pronoun[tokens[i]].add(s.weight, s.top);
                } else {
                    sink[k].add(a(i, n));
                }
                if (i > 0) previous[k].add(a(i, i - 1));
                if (i + 1 < n && !story.subjects[i + 1].empty()) {
                    const Share s = share_on(a, i, story.subjects[i + 1]);
                    subject[k].add(s.weight, s.top);
                }
                if (story.repeat_sources[i] >= 0) repeat[k].add(a(i, std::size_t(story.repeat_sources[i])));
            }
        }
    }
    for (std::size_t k = 0; k < heads; ++k) {
        HeadFigures& f = figures[k];
        f.layer = k / shape.heads;
        f.head = k % shape.heads;
        f.pronoun_weight = pronoun[k].weight();
        f.pronoun_top = pronoun[k].top();
        f.previous_weight = previous[k].value();
        f.subject_weight = subject[k].weight();
        f.subject_top = subject[k].top();
        f.subjects = subject[k].count;
        f.repeat_weight = repeat[k].value();
        f.sink_elsewhere = sink[k].value();
    }
    return figures;
}

std::size_t TwinFigures::best_offset() const { return weight(1) > weight(0) ? 1 : 0; }

TwinMeasure measure_twins(const Weights& weights, const std::vector<TwinPair>& pairs) {
    const Shape& shape = weights.shape;
    const std::size_t heads = shape.layers * shape.heads;
    TwinMeasure m;
    m.heads.resize(heads);
    std::size_t follows = 0;
    for (std::size_t k = 0; k < heads; ++k) m.heads[k].layer = k / shape.heads, m.heads[k].head = k % shape.heads;
    for (const TwinPair& pair : pairs) {
        for (const Story* story : {&pair.fits_animal, &pair.fits_thing}) {
            const std::vector<int> tokens = cut_to(story->tokens, shape.context);
            const Trace trace = forward(weights, tokens);
            std::size_t at = 0;
            while (at < tokens.size() && story->meanings[at].empty()) ++at;
            if (at + 1 >= tokens.size()) continue;
            const std::vector<int>& gold = story->meanings[at];
            // The order: is the animal (what fits_animal's word fits) first?
            const int animal = pair.fits_animal.meanings[at].front(), thing = pair.fits_thing.meanings[at].front();
            const std::size_t order = animal < thing ? 0 : 1;
            for (std::size_t k = 0; k < heads; ++k) {
                const Matrix& a = trace.layers[k / shape.heads].attention[k % shape.heads];
                for (std::size_t offset = 0; offset < 2; ++offset) {
                    const Share s = share_on(a, at + offset, gold);
                    m.heads[k].at[offset][order].add(s.weight, s.top);
                }
            }
            const Vector p = next_word_probabilities(trace, at + 1);
            const int guess = int(std::max_element(p.begin(), p.end()) - p.begin());
            const std::vector<int>& belongs = story->belongs[at + 1];
            follows += std::find(belongs.begin(), belongs.end(), guess) != belongs.end();
            ++m.stories;
        }
    }
    m.guess_follows = m.stories ? double(follows) / double(m.stories) : 0.0;
    return m;
}

std::vector<ProbeFigures> measure_probes(const Weights& weights, const std::vector<Probe>& probes) {
    const Shape& shape = weights.shape;
    const std::size_t heads = shape.layers * shape.heads;
    std::vector<ProbeFigures> figures(heads);
    std::vector<Mean> previous(heads);
    for (const Probe& p : probes) {
        const std::vector<int> tokens = cut_to(p.tokens, shape.context);
        const Trace trace = forward(weights, tokens, false);
        for (std::size_t k = 0; k < heads; ++k) {
            const Matrix& a = trace.layers[k / shape.heads].attention[k % shape.heads];
            ProbeFigures& f = figures[k];
            for (std::size_t i = 1; i < tokens.size(); ++i) previous[k].add(a(i, i - 1));
            if (p.job == "pronoun") {
                const Share s = share_on(a, p.at, p.gold);
                f.per_pronoun[tokens[p.at]].add(s.weight, s.top);
                f.families["pronoun/" + p.family].add(s.weight, s.top);
            } else if (p.job == "subject") {
                const Share s = share_on(a, p.at - 1, p.gold);
                f.subject.add(s.weight, s.top);
                f.families["subject/" + p.family].add(s.weight, s.top);
            } else {
                for (std::size_t offset = 0; offset < 2; ++offset) {
                    const Share s = share_on(a, p.at + offset, p.gold);
                    f.meaning[offset].add(s.weight, s.top);
                    f.families[(offset ? "meaning-after/" : "meaning/") + p.family].add(s.weight, s.top);
                }
            }
        }
    }
    for (std::size_t k = 0; k < heads; ++k) {
        figures[k].layer = k / shape.heads;
        figures[k].head = k % shape.heads;
        figures[k].previous = previous[k].value();
    }
    return figures;
}

GuessFigures guesses_follow(const Weights& weights, const std::vector<Probe>& probes,
                            const std::map<int, std::vector<std::size_t>>& heads_by_pronoun) {
    const Shape& shape = weights.shape;
    GuessFigures g;
    for (const Probe& p : probes) {
        if (p.job != "pronoun") continue;
        const auto certified = heads_by_pronoun.find(p.tokens[p.at]);
        if (certified == heads_by_pronoun.end()) continue;
        const std::vector<int> tokens(p.tokens.begin(), p.tokens.begin() + std::ptrdiff_t(p.at + 1));
        const Trace trace = forward(weights, tokens, false);
        bool found = false;
        for (const std::size_t k : certified->second) {
            found = found || share_on(trace.layers[k / shape.heads].attention[k % shape.heads], p.at, p.gold).top;
        }
        if (!found) continue;
        const Vector probabilities = next_word_probabilities(trace, p.at);
        const int guess = int(std::max_element(probabilities.begin(), probabilities.end()) - probabilities.begin());
        ++g.counted;
        g.followed += std::find(p.belongs.begin(), p.belongs.end(), guess) != p.belongs.end();
    }
    return g;
}

Certificate certify(const HeadFigures& held, const TwinFigures& twins, double twins_guess, const ProbeFigures& probes) {
    Certificate c;
    for (const auto& [pronoun, tally] : held.per_pronoun) {
        if (!passes(tally, kFindInstances)) continue;
        const auto probed = probes.per_pronoun.find(pronoun);
        (probed != probes.per_pronoun.end() && passes(probed->second) ? c.pronouns : c.pronouns_held_out_only).push_back(pronoun);
    }
    Tally subject;
    subject.weight_sum = held.subject_weight * double(held.subjects);
    subject.top_sum = held.subject_top * double(held.subjects);
    subject.count = held.subjects;
    if (passes(subject, kFindInstances)) (passes(probes.subject) ? c.subject : c.subject_held_out_only) = true;
    const std::size_t offset = twins.best_offset();
    const bool twin_gate = twins.at[offset][0].count >= kFindInstances && twins.at[offset][1].count >= kFindInstances &&
                           twins.weight(offset) >= kFindWeightGate && twins.top(offset) >= kFindTopGate &&
                           twins_guess >= kGuessFollowsGate;
    if (twin_gate && passes(probes.meaning[offset])) {
        c.meaning = true;
        c.meaning_offset = offset;
    }
    c.previous = held.previous_weight >= kPreviousGate && probes.previous >= kPreviousGate;
    return c;
}

const char* job_id(Job job) {
    switch (job) {
        case Job::pronoun: return "pronoun";
        case Job::previous: return "previous";
        case Job::subject: return "subject";
        case Job::meaning: return "meaning";
        default: return "none";
    }
}

}  // namespace attention::model
