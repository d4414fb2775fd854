#include "toy_tasks.hpp"

#include <algorithm>

#include "input_error.hpp"

namespace attention {

std::uint64_t next_random(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

double random_unit(std::uint64_t& state) { return double(next_random(state) >> 11) * 0x1.0p-53; }

std::size_t random_below(std::uint64_t& state, std::size_t n) {
    return std::size_t(next_random(state) % std::uint64_t(n));
}

namespace {

// ---- Vocabularies ------------------------------------------------------------
const std::vector<std::string> kNouns = {"cat", "dog", "bird", "fox", "cow"};
const std::vector<std::string> kTransitive = {"saw", "chased", "heard"};
const std::vector<std::string> kIntransitive = {"ran", "slept", "hid"};
const std::vector<std::string> kJoiners = {"and", "then"};
// Every word of the pronoun task; its one-hot feature index is its place here.
const std::vector<std::string> kPronounWords = {"cat",    "dog",   "bird", "fox",   "cow",
                                                "it",     "the",   "and",  "then",  "saw",
                                                "chased", "heard", "ran",  "slept", "hid"};
constexpr std::size_t kPronounMaxTokens = 14;  // two 5-word clauses + joiner + "and it ran"

const std::vector<std::string> kCopyWords = {"a", "b", "c", "d", "e", "f"};
constexpr std::size_t kCopyMinTokens = 5;
constexpr std::size_t kCopyMaxTokens = 8;

const std::vector<std::string> kMatchKeys = {"cat", "dog", "fox", "owl", "bee", "cow"};
const std::vector<std::string> kMatchValues = {"red", "blue", "green", "gold", "pink", "gray"};
constexpr std::size_t kMatchMinPairs = 3;
constexpr std::size_t kMatchMaxPairs = 4;

std::size_t index_of(const std::vector<std::string>& words, const std::string& word) {
    return std::size_t(std::find(words.begin(), words.end(), word) - words.begin());
}

template <typename T>
const T& pick(const std::vector<T>& items, std::uint64_t& rng) {
    return items[random_below(rng, items.size())];
}

// `count` different indices below n, in random order (partial Fisher-Yates).
std::vector<std::size_t> distinct_indices(std::size_t n, std::size_t count, std::uint64_t& rng) {
    std::vector<std::size_t> all(n);
    for (std::size_t i = 0; i < n; ++i) all[i] = i;
    for (std::size_t i = 0; i < count; ++i) std::swap(all[i], all[i + random_below(rng, n - i)]);
    all.resize(count);
    return all;
}

std::vector<std::string> named(const std::string& prefix, const std::vector<std::string>& names) {
    std::vector<std::string> out;
    for (const std::string& name : names) out.push_back(prefix + name);
    return out;
}

std::vector<std::string> positions(std::size_t count) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < count; ++i) out.push_back("pos " + std::to_string(i));
    return out;
}

// One-hot word followed by one-hot position: the embedding of the order tasks.
Matrix word_and_position(const std::vector<std::string>& tokens,
                         const std::vector<std::string>& words, std::size_t max_tokens) {
    Matrix e = xt::zeros<double>({tokens.size(), words.size() + max_tokens});
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        e(i, index_of(words, tokens[i])) = 1.0;
        e(i, words.size() + i) = 1.0;
    }
    return e;
}

// ---- Pronoun: "the cat chased the dog then it ran" -> dog ---------------------
Example pronoun_example(std::uint64_t& rng) {
    // 2 or 3 different nouns; one or two clauses before "it".
    const std::size_t noun_count = 2 + random_below(rng, 2);
    const std::vector<std::size_t> nouns = distinct_indices(kNouns.size(), noun_count + 1, rng);
    std::vector<std::size_t> per_clause;  // nouns in each clause: 1 ("the cat ran") or 2
    if (noun_count == 2 && random_below(rng, 2) == 0) {
        per_clause = {2};
    } else if (noun_count == 2) {
        per_clause = {1, 1};
    } else {
        per_clause = random_below(rng, 2) == 0 ? std::vector<std::size_t>{1, 2}
                                               : std::vector<std::size_t>{2, 1};
    }

    Example ex;
    std::size_t next_noun = 0;
    int last_noun_position = -1;
    auto add_noun = [&] {
        ex.tokens.push_back("the");
        last_noun_position = int(ex.tokens.size());
        ex.tokens.push_back(kNouns[nouns[next_noun++]]);
    };
    for (std::size_t c = 0; c < per_clause.size(); ++c) {
        if (c > 0) ex.tokens.push_back(pick(kJoiners, rng));
        add_noun();
        if (per_clause[c] == 1) {
            ex.tokens.push_back(pick(kIntransitive, rng));
        } else {
            ex.tokens.push_back(pick(kTransitive, rng));
            add_noun();
        }
    }
    ex.tokens.push_back(pick(kJoiners, rng));
    const std::size_t pronoun = ex.tokens.size();
    const std::string answer = ex.tokens[std::size_t(last_noun_position)];
    ex.tokens.push_back("it");
    // Sometimes a noun after "it": the causal mask keeps it out of "it"'s view.
    if (random_below(rng, 3) == 0) {
        ex.tokens.push_back(pick(kTransitive, rng));
        ex.tokens.push_back("the");
        ex.tokens.push_back(kNouns[nouns[next_noun]]);
    } else {
        ex.tokens.push_back(pick(kIntransitive, rng));
    }

    ex.embeddings = word_and_position(ex.tokens, kPronounWords, kPronounMaxTokens);
    ex.targets.assign(ex.tokens.size(), -1);
    ex.attend_to.assign(ex.tokens.size(), -1);
    ex.targets[pronoun] = int(index_of(kNouns, answer));
    ex.attend_to[pronoun] = last_noun_position;
    return ex;
}

// ---- Copy the previous token: target at i is the token at i-1 ----------------
Example copy_example(std::uint64_t& rng) {
    const std::size_t n = kCopyMinTokens + random_below(rng, kCopyMaxTokens - kCopyMinTokens + 1);
    Example ex;
    ex.targets.assign(n, -1);
    ex.attend_to.assign(n, -1);
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t word = random_below(rng, kCopyWords.size());
        ex.tokens.push_back(kCopyWords[word]);
        if (i + 1 < n) ex.targets[i + 1] = int(word);
        if (i > 0) ex.attend_to[i] = int(i) - 1;
    }
    ex.embeddings = word_and_position(ex.tokens, kCopyWords, kCopyMaxTokens);
    return ex;
}

// ---- Match the query: "cat:red dog:blue owl:gold dog?" -> blue ---------------
Example match_example(std::uint64_t& rng) {
    const std::size_t pairs =
        kMatchMinPairs + random_below(rng, kMatchMaxPairs - kMatchMinPairs + 1);
    const std::vector<std::size_t> keys = distinct_indices(kMatchKeys.size(), pairs, rng);
    const std::size_t keys_n = kMatchKeys.size(), values_n = kMatchValues.size();
    Example ex;
    ex.embeddings = xt::zeros<double>({pairs + 1, keys_n + values_n + 1});
    std::vector<std::size_t> values;
    for (std::size_t i = 0; i < pairs; ++i) {
        values.push_back(random_below(rng, values_n));
        ex.tokens.push_back(kMatchKeys[keys[i]] + ":" + kMatchValues[values[i]]);
        ex.embeddings(i, keys[i]) = 1.0;
        ex.embeddings(i, keys_n + values[i]) = 1.0;
    }
    const std::size_t asked = random_below(rng, pairs);
    ex.tokens.push_back(kMatchKeys[keys[asked]] + "?");
    ex.embeddings(pairs, keys[asked]) = 1.0;
    ex.embeddings(pairs, keys_n + values_n) = 1.0;  // "is query"
    ex.targets.assign(pairs + 1, -1);
    ex.attend_to.assign(pairs + 1, -1);
    ex.targets[pairs] = int(values[asked]);
    ex.attend_to[pairs] = int(asked);
    return ex;
}

}  // namespace

Task task_from_number(int number) {
    if (number < 0 || number > 2) {
        throw InputError("task must be 0 (pronoun), 1 (copy previous) or 2 (match query), not " +
                         std::to_string(number));
    }
    return Task(number);
}

TaskInfo task_info(Task task) {
    TaskInfo info;
    switch (task) {
        case Task::pronoun:
            info.id = "pronoun";
            info.title = "A pronoun finds the most recent noun";
            info.description =
                "At \"it\", predict the most recent noun before it: \"the cat chased the dog then "
                "it ran\" -> dog.";
            info.features = named("", kPronounWords);
            for (const std::string& p : positions(kPronounMaxTokens)) info.features.push_back(p);
            info.classes = kNouns;
            info.max_tokens = kPronounMaxTokens;
            info.options.causal = true;  // a pronoun looks back; later nouns are not its referent
            break;
        case Task::copy_previous:
            info.id = "copy-previous";
            info.title = "Copy the previous token";
            info.description = "At every token, predict the token just before it.";
            info.features = named("", kCopyWords);
            for (const std::string& p : positions(kCopyMaxTokens)) info.features.push_back(p);
            info.classes = kCopyWords;
            info.max_tokens = kCopyMaxTokens;
            info.options.causal = true;
            break;
        case Task::match_query:
            info.id = "match-query";
            info.title = "Find the token that matches the query word";
            info.description =
                "After key:value pairs comes a key with \"?\": predict the value paired with it.";
            info.features = named("key ", kMatchKeys);
            for (const std::string& v : named("value ", kMatchValues)) info.features.push_back(v);
            info.features.push_back("is query");
            info.classes = kMatchValues;
            info.max_tokens = kMatchMaxPairs + 1;
            info.options.causal = false;  // the query comes last; order does not matter
            break;
    }
    return info;
}

Example make_example(Task task, std::uint64_t& rng) {
    switch (task) {
        case Task::pronoun:
            return pronoun_example(rng);
        case Task::copy_previous:
            return copy_example(rng);
        case Task::match_query:
            return match_example(rng);
    }
    throw InputError("unknown task " + std::to_string(int(task)));
}

std::vector<Example> make_examples(Task task, std::size_t count, std::uint64_t seed) {
    std::vector<Example> out;
    out.reserve(count);
    for (std::size_t i = 0; i < count; ++i) out.push_back(make_example(task, seed));
    return out;
}

}  // namespace attention
