// ./build.sh model: writes the storybook, trains the tiny language model (one
// seed per core, side by side), measures every head on held-out stories, keeps
// the best seed and writes its weights file (cpp/model/weights_file.hpp,
// models/README.md).
//
//   train_model --out models/storybook-en.apm [--language en|es|ar] [--seeds 1,2] [--steps 5000] ...
//               [--probes models/probes/en.tsv] (the hand-written probes: by default the language's)
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <unistd.h>

#include "input_error.hpp"
#include "model/head_jobs.hpp"
#include "model/probes.hpp"
#include "model/lm_training.hpp"
#include "model/storybook.hpp"
#include "model/weights_file.hpp"

using namespace attention;
using namespace attention::model;
using Clock = std::chrono::steady_clock;

namespace {

struct SeedRun {
    std::uint64_t seed = 0;
    std::atomic<std::size_t> step{0};
    std::atomic<std::size_t> words{0};
    std::atomic<double> loss{0.0};
    TrainingRun run;
    Weights shipped;  // the weights as the file stores them (quantized)
    std::vector<HeadFigures> figures;
    TwinMeasure twins;
    std::vector<ProbeFigures> probe_figures;
    std::vector<Certificate> certificates;
    GuessFigures guesses;
    Accuracy accuracy;
    double seconds = 0.0;
};

// Every head's figures and certificate, and the guesses that follow the
// certified pronoun heads on the probes.
void evaluate(SeedRun& r, const std::vector<Story>& held_out, const std::vector<TwinPair>& twins,
              const std::vector<Probe>& probes) {
    r.figures = measure_heads(r.shipped, held_out);
    r.twins = measure_twins(r.shipped, twins);
    r.probe_figures = measure_probes(r.shipped, probes);
    r.accuracy = model_accuracy(r.shipped, held_out);
    std::map<int, std::vector<std::size_t>> heads_by_pronoun;
    for (std::size_t k = 0; k < r.figures.size(); ++k) {
        r.certificates.push_back(certify(r.figures[k], r.twins.heads[k], r.twins.guess_follows, r.probe_figures[k]));
        for (int pronoun : r.certificates.back().pronouns) heads_by_pronoun[pronoun].push_back(k);
    }
    r.guesses = guesses_follow(r.shipped, probes, heads_by_pronoun);
}

std::string fixed(double x, int digits = 4) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, x);
    return buffer;
}

std::string quoted(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

template <typename T, typename F>
std::string list(const std::vector<T>& items, F each) {
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? "," : "") + each(items[i]);
    return out + "]";
}

// A score for choosing among seeds: more jobs certified across its heads (each
// pronoun once, however many heads find it; a name measured only on the
// storybook's stories a tenth), then a stronger pronoun head, then a lower loss.
double merit(const SeedRun& r) {
    std::set<int> pronouns, narrow;
    bool subject = false, meaning = false, previous = false, narrow_subject = false;
    double best_pronoun = 0.0;
    for (std::size_t k = 0; k < r.figures.size(); ++k) {
        const Certificate& c = r.certificates[k];
        best_pronoun = std::max(best_pronoun, r.figures[k].pronoun_weight);
        pronouns.insert(c.pronouns.begin(), c.pronouns.end());
        narrow.insert(c.pronouns_held_out_only.begin(), c.pronouns_held_out_only.end());
        subject = subject || c.subject, meaning = meaning || c.meaning, previous = previous || c.previous;
        narrow_subject = narrow_subject || c.subject_held_out_only;
    }
    for (int p : pronouns) narrow.erase(p);
    const double jobs = double(pronouns.size()) + subject + meaning + previous + 0.1 * (double(narrow.size()) + narrow_subject);
    return jobs * 10.0 + best_pronoun - r.accuracy.loss * 0.01;
}

// The loss curve in a few lines of text: each column the mean of a stretch of steps.
void print_curve(const std::vector<double>& losses) {
    const std::size_t columns = 60, rows = 8;
    if (losses.size() < columns) return;
    std::vector<double> means(columns, 0.0);
    for (std::size_t c = 0; c < columns; ++c) {
        const std::size_t from = c * losses.size() / columns, to = (c + 1) * losses.size() / columns;
        for (std::size_t i = from; i < to; ++i) means[c] += losses[i] / double(to - from);
    }
    const double top = *std::max_element(means.begin(), means.end());
    const double bottom = *std::min_element(means.begin(), means.end());
    std::printf("loss, step 1 to %zu:\n", losses.size());
    for (std::size_t r = 0; r < rows; ++r) {
        const double level = top - (top - bottom) * double(r) / double(rows - 1);
        std::printf("%6.2f |", level);
        for (std::size_t c = 0; c < columns; ++c) {
            std::putchar(means[c] >= level - (top - bottom) / double(rows - 1) / 2 && means[c] < level + (top - bottom) / double(rows - 1) / 2 ? '*' : ' ');
        }
        std::putchar('\n');
    }
}

std::string tally_json(const Tally& t) {
    return "{\"weight\":" + fixed(t.weight()) + ",\"top\":" + fixed(t.top()) + ",\"count\":" + std::to_string(t.count) + "}";
}

std::string words_json(const std::vector<int>& ids, const Vocabulary& vocabulary) {
    return list(ids, [&](int id) { return quoted(vocabulary.words[std::size_t(id)]); });
}

template <typename F>
std::string map_json(const std::map<int, Tally>& tallies, const Vocabulary& vocabulary, F each) {
    std::string out = "{";
    for (const auto& [id, t] : tallies) out += (out.size() > 1 ? "," : "") + quoted(vocabulary.words[std::size_t(id)]) + ":" + each(t);
    return out + "}";
}

// One head of the header: its jobs, its figures on the held-out stories and
// twins, and on the probes.
std::string head_json(const SeedRun& r, std::size_t k, const Vocabulary& vocabulary) {
    const HeadFigures& f = r.figures[k];
    const Certificate& c = r.certificates[k];
    const TwinFigures& t = r.twins.heads[k];
    const ProbeFigures& p = r.probe_figures[k];
    std::vector<std::string> jobs;
    if (!c.pronouns.empty() || !c.pronouns_held_out_only.empty()) jobs.push_back("pronoun");
    if (c.meaning) jobs.push_back("meaning");
    if (c.subject || c.subject_held_out_only) jobs.push_back("subject");
    if (c.previous) jobs.push_back("previous");
    const std::string job = jobs.empty() ? "none" : jobs.front();
    const std::size_t offset = t.best_offset();
    return "{\"layer\":" + std::to_string(f.layer) + ",\"head\":" + std::to_string(f.head) + ",\"job\":\"" + job +
           "\",\"jobs\":" + list(jobs, quoted) + ",\"pronouns\":" + words_json(c.pronouns, vocabulary) +
           ",\"heldOutOnly\":{\"pronouns\":" + words_json(c.pronouns_held_out_only, vocabulary) +
           ",\"subject\":" + (c.subject_held_out_only ? "true" : "false") + "}" +
           ",\"figures\":{\"pronoun\":" + fixed(f.pronoun_weight) + ",\"pronounTop\":" + fixed(f.pronoun_top) +
           ",\"previous\":" + fixed(f.previous_weight) + ",\"subject\":" + fixed(f.subject_weight) +
           ",\"subjectTop\":" + fixed(f.subject_top) + ",\"repeat\":" + fixed(f.repeat_weight) +
           ",\"sinkElsewhere\":" + fixed(f.sink_elsewhere) + ",\"meaning\":" + fixed(t.weight(offset)) +
           ",\"meaningTop\":" + fixed(t.top(offset)) + "}" +
           ",\"perPronoun\":" + map_json(f.per_pronoun, vocabulary, tally_json) +
           ",\"twins\":{\"at\":\"" + (offset ? "after" : "word") + "\",\"animalFirst\":" + tally_json(t.at[offset][0]) +
           ",\"thingFirst\":" + tally_json(t.at[offset][1]) + "}" +
           ",\"probes\":{\"perPronoun\":" + map_json(p.per_pronoun, vocabulary, tally_json) +
           ",\"subject\":" + tally_json(p.subject) + ",\"meaning\":" + tally_json(p.meaning[offset]) +
           ",\"previous\":" + fixed(p.previous) + "}}";
}

struct Baselines {
    Accuracy bigram, trigram;
    double ceiling = 0.0;
};

std::string header_json(const TrainingPlan& plan, Language language, const SeedRun& r, const Baselines& baselines,
                        std::size_t story_words, std::uint64_t held_out_seed, std::uint64_t twin_seed,
                        std::size_t twin_pairs, const std::string& probe_file, std::size_t probe_count,
                        const std::string& payload, const std::string& kept_training = "") {
    const Vocabulary& vocabulary = storybook_vocabulary(language);
    const Shape& s = plan.shape;
    std::vector<std::size_t> heads(r.figures.size());
    for (std::size_t k = 0; k < heads.size(); ++k) heads[k] = k;
    std::ostringstream j;
    j << "{\"format\":4,\"language\":\"" << language_code(language) << "\""
      << ",\"shape\":{\"vocabulary\":" << s.vocabulary << ",\"width\":" << s.width << ",\"layers\":" << s.layers
      << ",\"heads\":" << s.heads << ",\"context\":" << s.context << ",\"mlp\":" << s.mlp << "}"
      << ",\"vocabulary\":" << list(vocabulary.words, quoted)
      << ",\"nouns\":{" << [&] {
             std::vector<std::pair<std::string, std::vector<std::string>>> grouped;
             for (const auto& [noun, pronoun] : storybook_nouns(language)) {
                 auto at = std::find_if(grouped.begin(), grouped.end(), [&](const auto& g) { return g.first == noun; });
                 if (at == grouped.end()) grouped.push_back({noun, {}}), at = grouped.end() - 1;
                 if (std::find(at->second.begin(), at->second.end(), pronoun) == at->second.end()) at->second.push_back(pronoun);
             }
             std::string out;
             for (const auto& [noun, pronouns] : grouped) out += (out.empty() ? "" : ",") + quoted(noun) + ":" + list(pronouns, quoted);
             return out;
         }() << "}"
      << ",\"training\":";
    // A re-measured file keeps its old header's "training" (how it was trained), as it was written.
    if (!kept_training.empty()) {
        j << kept_training;
    } else {
        j << "{\"seed\":" << r.seed << ",\"storySeed\":" << plan.story_seed << ",\"stories\":" << plan.stories
          << ",\"storyWords\":" << story_words << ",\"steps\":" << r.run.losses.size() << ",\"batch\":" << plan.batch
          << ",\"learningRate\":" << plan.learning_rate << ",\"wordsRead\":" << r.run.words
          << ",\"seconds\":" << fixed(r.seconds, 1) << ",\"wordsPerSecond\":" << fixed(double(r.run.words) / r.seconds, 0)
          << ",\"parameters\":" << parameter_count(r.shipped) << "}";
    }
    j << ",\"heldOut\":{\"seed\":" << held_out_seed << ",\"stories\":1000,\"twinSeed\":" << twin_seed
      << ",\"twinPairs\":" << twin_pairs << "}"
      << ",\"probes\":{\"file\":" << quoted(probe_file) << ",\"count\":" << probe_count
      << ",\"guessesFollow\":{\"counted\":" << r.guesses.counted << ",\"followed\":" << r.guesses.followed
      << ",\"rate\":" << fixed(r.guesses.rate()) << "}}"
      << ",\"twins\":{\"guessFollows\":" << fixed(r.twins.guess_follows) << ",\"stories\":" << r.twins.stories << "}"
      << ",\"accuracy\":{\"model\":{\"all\":" << fixed(r.accuracy.accuracy) << ",\"afterPronoun\":"
      << fixed(r.accuracy.after_pronoun) << ",\"loss\":" << fixed(r.accuracy.loss) << "},\"bigram\":{\"all\":"
      << fixed(baselines.bigram.accuracy) << ",\"afterPronoun\":" << fixed(baselines.bigram.after_pronoun)
      << "},\"trigram\":{\"all\":" << fixed(baselines.trigram.accuracy) << ",\"afterPronoun\":"
      << fixed(baselines.trigram.after_pronoun) << "},\"ceiling\":{\"afterPronoun\":" << fixed(baselines.ceiling) << "}}"
      << ",\"heads\":" << list(heads, [&](std::size_t k) { return head_json(r, k, vocabulary); })
      << ",\"payload\":{\"bytes\":" << payload.size() << ",\"checksum\":\"" << checksum(payload) << "\"}}";
    return j.str();
}

// The JSON value after "\"<key>\":" in a header line, as written: an object
// or array, matched by its brackets (the header's strings hold none that
// matter here: "training" holds numbers).
std::string json_value(const std::string& header, const std::string& key) {
    const std::string field = "\"" + key + "\":";
    const std::size_t at = header.find(field);
    if (at == std::string::npos) throw InputError("the header has no " + key);
    std::size_t i = at + field.size(), depth = 0;
    bool in_string = false;
    for (std::size_t j = i; j < header.size(); ++j) {
        const char c = header[j];
        if (in_string) {
            if (c == '\\') ++j;
            else if (c == '"') in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if ((c == '}' || c == ']') && --depth == 0) {
            return header.substr(i, j + 1 - i);
        }
    }
    throw InputError("the header's " + key + " does not end");
}

std::size_t json_whole(const std::string& object, const std::string& key) {
    const std::string field = "\"" + key + "\":";
    const std::size_t at = object.find(field);
    if (at == std::string::npos) throw InputError("the header's shape has no " + key);
    return std::size_t(std::strtoull(object.c_str() + at + field.size(), nullptr, 10));
}

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError("cannot read " + path);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

int main(int argc, char** argv) {
    TrainingPlan plan;
    Language language = Language::english;
    plan.shape.context = kLongestStory;
    plan.shape.width = 32;  // 48 grew the same jobs; 32 keeps the page's part under 60 KB gzip
    // Steps: 14,000 in every language: in English layer 1 grows a head for "they" (and she, it and
    // the describing word's noun) only after 10,000; in Arabic layer 1 grew the head for every pronoun
    // and the describing word's noun by 14,000 (seed 2); in Spanish the describing word's noun's head
    // (seed 3); within 20 minutes a language on two shared cores, two seeds side by side. --steps sets
    // another number. Seeds 1 and 2, Spanish 1 and 3 (its seed 2 grew no head for the describing word's
    // noun at 14,000 steps). --seeds sets others.
    std::size_t steps = 0;
    bool seeds_given = false;
    plan.learning_rate = 6e-3;
    std::string out, probe_file, remeasure;
    std::vector<std::uint64_t> seeds = {1, 2};
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string key = argv[i], value = argv[i + 1];
        if (key == "--out") out = value;
        else if (key == "--language") language = language_of(value);
        else if (key == "--seeds") {
            seeds_given = true;
            seeds.clear();
            std::istringstream in(value);
            std::string part;
            while (std::getline(in, part, ',')) seeds.push_back(std::stoull(part));
        } else if (key == "--steps") steps = std::stoul(value);
        else if (key == "--stories") plan.stories = std::stoul(value);
        else if (key == "--rate") plan.learning_rate = std::stod(value);
        else if (key == "--width") plan.shape.width = std::stoul(value);
        else if (key == "--layers") plan.shape.layers = std::stoul(value);
        else if (key == "--heads") plan.shape.heads = std::stoul(value);
        else if (key == "--mlp") plan.shape.mlp = std::stoul(value);
        else if (key == "--probes") probe_file = value;
        else if (key == "--remeasure") remeasure = value;
        else if (key == "--batch") plan.batch = std::stoul(value);
        else {
            std::fprintf(stderr, "train_model: unknown option %s\n", key.c_str());
            return 2;
        }
    }
    plan.steps = steps ? steps : 14000;
    if (!seeds_given && language == Language::spanish) seeds = {1, 3};
    plan.shape.vocabulary = storybook_vocabulary(language).words.size();
    const std::vector<Story> storybook = write_stories(plan.story_seed, plan.stories, language);
    // Held out: stories from a seed the training never reads.
    const std::uint64_t held_out_seed = plan.story_seed + 1000003;
    const std::vector<Story> held_out = write_stories(held_out_seed, 1000, language);
    // Twin pairs from yet another seed; a grammar may have none yet.
    const std::uint64_t twin_seed = plan.story_seed + 2000003;
    std::vector<TwinPair> twins;
    try {
        twins = write_twin_pairs(twin_seed, 1000, language);
    } catch (const InputError& e) {
        std::printf("no twin pairs: %s\n", e.what());
    }
    // The probes written by hand.
    if (probe_file.empty()) probe_file = std::string("models/probes/") + language_code(language) + ".tsv";
    std::vector<Probe> probes;
    try {
        probes = read_probes(read_file(probe_file), language);
    } catch (const InputError& e) {
        std::fprintf(stderr, "train_model: %s: %s\n", probe_file.c_str(), e.what());
        return 1;
    }
    std::printf("probes: %zu from %s\n", probes.size(), probe_file.c_str());
    std::size_t story_words = 0;
    for (const Story& s : storybook) story_words += s.tokens.size();
    std::printf("storybook: %zu stories, %zu words, vocabulary %zu; for example:\n", storybook.size(), story_words,
                plan.shape.vocabulary);
    for (std::size_t i = 0; i < 3; ++i) std::printf("  %s\n", story_text(storybook[i], language).c_str());
    std::printf("model: %zu layers x %zu heads, width %zu, context %zu, mlp %zu; %zu steps of %zu stories; seeds",
                plan.shape.layers, plan.shape.heads, plan.shape.width, plan.shape.context, plan.shape.mlp,
                plan.steps, plan.batch);
    for (std::uint64_t s : seeds) std::printf(" %llu", static_cast<unsigned long long>(s));
    std::printf(", side by side\n");

    // --remeasure <file>: the gates, figures and baselines of a committed file
    // measured again (after the probes or the gates' code changed), with no
    // training: its numbers and its training record are kept.
    if (!remeasure.empty()) {
        const std::string file = read_file(remeasure);
        const std::size_t first = file.find('\n'), second = file.find('\n', first + 1);
        if (first == std::string::npos || second == std::string::npos) throw InputError(remeasure + " is not a model file");
        const std::string header = file.substr(first + 1, second - first - 1), payload = file.substr(second + 1);
        const std::string shape = json_value(header, "shape");
        plan.shape.width = json_whole(shape, "width");
        plan.shape.layers = json_whole(shape, "layers");
        plan.shape.heads = json_whole(shape, "heads");
        plan.shape.context = json_whole(shape, "context");
        plan.shape.mlp = json_whole(shape, "mlp");
        if (json_whole(shape, "vocabulary") != plan.shape.vocabulary) throw InputError(remeasure + " is not this storybook's model");
        SeedRun r;
        r.shipped = decode_payload(plan.shape, payload);
        evaluate(r, held_out, twins, probes);
        Baselines baselines;
        baselines.bigram = bigram_accuracy(storybook, held_out, plan.shape.vocabulary);
        baselines.trigram = trigram_accuracy(storybook, held_out, plan.shape.vocabulary);
        baselines.ceiling = pronoun_ceiling(storybook, held_out);
        std::ofstream written(out.empty() ? remeasure : out, std::ios::binary);
        written << kWeightsMagic << "\n"
                << header_json(plan, language, r, baselines, story_words, held_out_seed, twin_seed, twins.size(), probe_file,
                               probes.size(), payload, json_value(header, "training"))
                << "\n" << payload;
        std::printf("re-measured %s: %zu probes; baselines bigram %.1f%%, trigram %.1f%%, ceiling after a pronoun %.1f%%; guesses follow %.1f%%\n",
                    remeasure.c_str(), probes.size(), 100 * baselines.bigram.accuracy, 100 * baselines.trigram.accuracy,
                    100 * baselines.ceiling, 100 * r.guesses.rate());
        for (std::size_t k = 0; k < r.certificates.size(); ++k) {
            std::string jobs;
            for (int id : r.certificates[k].pronouns) jobs += " pronoun:" + storybook_vocabulary(language).words[std::size_t(id)];
            if (r.certificates[k].subject) jobs += " subject";
            if (r.certificates[k].meaning) jobs += " meaning";
            std::printf("  L%zuH%zu ->%s\n", k / plan.shape.heads, k % plan.shape.heads, jobs.empty() ? " none" : jobs.c_str());
        }
        return written ? 0 : 1;
    }

    std::vector<SeedRun> runs(seeds.size());
    const auto start = Clock::now();
    std::vector<std::thread> threads;
    for (std::size_t k = 0; k < seeds.size(); ++k) {
        threads.emplace_back([&, k] {
            SeedRun& r = runs[k];
            r.seed = seeds[k];
            TrainingPlan mine = plan;
            mine.seed = seeds[k];
            r.run = train_model(mine, storybook, [&](const Progress& p, const Weights&) {
                r.step = p.step;
                r.words = p.words;
                r.loss = p.loss;
                return true;
            });
            r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
            r.shipped = decode_payload(mine.shape, encode_payload(r.run.weights));
            evaluate(r, held_out, twins, probes);
        });
    }
    // One progress line, rewritten in place on a terminal.
    const bool terminal = isatty(fileno(stdout));
    for (;;) {
        std::this_thread::sleep_for(std::chrono::seconds(terminal ? 1 : 15));
        std::size_t done = 0, words = 0, slowest = plan.steps;
        std::string losses;
        for (const SeedRun& r : runs) {
            done += r.step == plan.steps;
            words += r.words;
            slowest = std::min<std::size_t>(slowest, r.step);
            losses += " " + fixed(r.loss, 3);
        }
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        const double left = slowest ? seconds / double(slowest) * double(plan.steps - slowest) : 0.0;
        std::printf("%sstep %zu/%zu  loss%s  %.0f words/s  %.0f s left%s", terminal ? "\r" : "", slowest, plan.steps,
                    losses.c_str(), double(words) / seconds, left, terminal ? "   " : "\n");
        std::fflush(stdout);
        if (done == runs.size()) break;
    }
    for (std::thread& t : threads) t.join();
    std::printf("\n");

    Baselines baselines;
    baselines.bigram = bigram_accuracy(storybook, held_out, plan.shape.vocabulary);
    baselines.trigram = trigram_accuracy(storybook, held_out, plan.shape.vocabulary);
    baselines.ceiling = pronoun_ceiling(storybook, held_out);
    const Vocabulary& vocabulary = storybook_vocabulary(language);
    std::size_t best = 0;
    for (std::size_t k = 0; k < runs.size(); ++k) {
        const SeedRun& r = runs[k];
        std::printf("\nseed %llu: %zu words read in %.0f s (%.0f words/s); next word right %.1f%% (after a pronoun %.1f%%), loss %.3f\n",
                    static_cast<unsigned long long>(r.seed), r.run.words, r.seconds, double(r.run.words) / r.seconds,
                    100 * r.accuracy.accuracy, 100 * r.accuracy.after_pronoun, r.accuracy.loss);
        for (std::size_t h = 0; h < r.figures.size(); ++h) {
            const HeadFigures& f = r.figures[h];
            const TwinFigures& t = r.twins.heads[h];
            const ProbeFigures& p = r.probe_figures[h];
            const Certificate& c = r.certificates[h];
            std::printf("  L%zuH%zu: pronoun %.3f/%.3f  previous %.3f  subject %.3f/%.3f (probes %.3f/%.3f)  meaning %.3f/%.3f at %s (probes %.3f/%.3f)  sink %.3f\n",
                        f.layer, f.head, f.pronoun_weight, f.pronoun_top, f.previous_weight, f.subject_weight,
                        f.subject_top, p.subject.weight(), p.subject.top(), t.weight(t.best_offset()), t.top(t.best_offset()),
                        t.best_offset() ? "after" : "word", p.meaning[t.best_offset()].weight(), p.meaning[t.best_offset()].top(),
                        f.sink_elsewhere);
            std::string per;
            for (const auto& [id, tally] : f.per_pronoun) {
                const auto probed = p.per_pronoun.find(id);
                char line[160];
                std::snprintf(line, sizeof line, " %s %.3f/%.3f (n %zu; probes %.3f/%.3f n %zu)", vocabulary.words[std::size_t(id)].c_str(),
                              tally.weight(), tally.top(), tally.count, probed == p.per_pronoun.end() ? 0.0 : probed->second.weight(),
                              probed == p.per_pronoun.end() ? 0.0 : probed->second.top(),
                              probed == p.per_pronoun.end() ? std::size_t(0) : probed->second.count);
                per += line;
            }
            std::string jobs;
            for (int id : c.pronouns) jobs += " pronoun:" + vocabulary.words[std::size_t(id)];
            for (int id : c.pronouns_held_out_only) jobs += " pronoun(held-out only):" + vocabulary.words[std::size_t(id)];
            if (c.subject) jobs += " subject";
            if (c.subject_held_out_only) jobs += " subject(held-out only)";
            if (c.meaning) jobs += " meaning";
            if (c.previous) jobs += " previous";
            std::string families;
            for (const auto& [name, tally] : p.families) {
                char line[120];
                std::snprintf(line, sizeof line, " %s %.3f/%.3f", name.c_str(), tally.weight(), tally.top());
                families += line;
            }
            std::printf("        per pronoun:%s\n        probe families:%s\n        -> %s\n", per.c_str(), families.c_str(),
                        jobs.empty() ? "none" : jobs.c_str());
        }
        std::printf("  twins: the guess follows the fitting noun %.1f%% of %zu; probes: the guess follows a certified pronoun head %.1f%% (%zu of %zu)\n",
                    100 * r.twins.guess_follows, r.twins.stories, 100 * r.guesses.rate(), r.guesses.followed, r.guesses.counted);
        if (merit(r) > merit(runs[best])) best = k;
    }
    const SeedRun& chosen = runs[best];
    std::printf("\nbaselines: bigram %.1f%% (after a pronoun %.1f%%), trigram %.1f%% (%.1f%%); ceiling after a pronoun %.1f%%\n",
                100 * baselines.bigram.accuracy, 100 * baselines.bigram.after_pronoun, 100 * baselines.trigram.accuracy,
                100 * baselines.trigram.after_pronoun, 100 * baselines.ceiling);
    std::printf("kept seed %llu; %zu parameters\n", static_cast<unsigned long long>(chosen.seed),
                parameter_count(chosen.shipped));
    print_curve(chosen.run.losses);
    if (out.empty()) return 0;
    const std::string payload = encode_payload(chosen.run.weights);
    std::ofstream file(out, std::ios::binary);
    file << kWeightsMagic << "\n"
         << header_json(plan, language, chosen, baselines, story_words, held_out_seed, twin_seed, twins.size(), probe_file,
                        probes.size(), payload) << "\n"
         << payload;
    if (!file) {
        std::fprintf(stderr, "train_model: could not write %s\n", out.c_str());
        return 1;
    }
    std::printf("wrote %s (%zu bytes of numbers)\n", out.c_str(), payload.size());
    return 0;
}
