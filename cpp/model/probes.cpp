#include "probes.hpp"

#include <algorithm>

#include "input_error.hpp"

namespace attention::model {

namespace {

std::vector<std::string> split_tabs(const std::string& line) {
    std::vector<std::string> out(1);
    for (const char c : line) {
        if (c == '\t') {
            out.emplace_back();
        } else {
            out.back() += c;
        }
    }
    return out;
}

[[noreturn]] void fail(std::size_t line, const std::string& what) {
    throw InputError("line " + std::to_string(line) + ": " + what);
}

Probe read_line(const std::string& line, std::size_t number, Language language) {
    const std::vector<std::string> fields = split_tabs(line);
    if (fields.size() != 4) fail(number, "a probe has 4 fields parted by tabs (job, family, text, gold words), not " + std::to_string(fields.size()));
    Probe p;
    p.line = number;
    p.job = fields[0];
    p.family = fields[1];
    if (p.job != "pronoun" && p.job != "subject" && p.job != "meaning") {
        fail(number, "the job \"" + p.job + "\" is none of pronoun, subject, meaning");
    }
    const std::string& marked = fields[2];
    const std::size_t open = marked.find('['), close = marked.find(']');
    if (open == std::string::npos || close == std::string::npos || close < open || marked.find('[', open + 1) != std::string::npos) {
        fail(number, "the text needs exactly one [marked] word");
    }
    p.text = marked.substr(0, open) + marked.substr(open + 1, close - open - 1) + marked.substr(close + 1);
    const Vocabulary& vocabulary = storybook_vocabulary(language);
    const std::vector<Word> before = split_words(marked.substr(0, open), vocabulary);
    const std::vector<Word> mark = split_words(marked.substr(open + 1, close - open - 1), vocabulary);
    if (mark.size() != 1) fail(number, "the marked part must be one word");
    std::vector<std::string> lower;
    for (const Word& w : split_words(p.text, vocabulary)) {
        p.tokens.push_back(w.id);
        lower.push_back(w.lower);
    }
    p.at = before.size();
    if (p.tokens.size() > kLongestStory) fail(number, "the text has " + std::to_string(p.tokens.size()) + " words; a model reads at most " + std::to_string(kLongestStory));
    if (vocabulary.id(mark[0].lower) == 0) fail(number, "the marked word \"" + mark[0].text + "\" is not in the storybook's vocabulary");
    p.gold_words = split_on_spaces(fields[3]);
    if (p.gold_words.empty()) fail(number, "there are no gold words");
    if (p.job == "subject") {
        // The subject's words in order: their last appearance before the verb.
        const std::size_t length = p.gold_words.size();
        for (std::size_t start = p.at; start-- > 0;) {
            if (start + length > p.at) continue;
            if (std::equal(p.gold_words.begin(), p.gold_words.end(), lower.begin() + std::ptrdiff_t(start))) {
                for (std::size_t k = 0; k < length; ++k) p.gold.push_back(int(start + k));
                break;
            }
        }
        if (p.gold.empty()) fail(number, "the subject \"" + fields[3] + "\" is not before the marked verb");
        if (p.at == 0) fail(number, "a subject's verb cannot be the first word");
    } else {
        for (const std::string& g : p.gold_words) {
            bool found = false;
            for (std::size_t j = 0; j < p.at; ++j) {
                if (lower[j] == g) p.gold.push_back(int(j)), found = true;
            }
            if (!found) fail(number, "the gold word \"" + g + "\" is not before the marked word");
        }
        std::sort(p.gold.begin(), p.gold.end());
        if (p.job == "pronoun") {
            p.belongs = words_belonging_to(p.gold_words, language);
            if (p.belongs.empty()) fail(number, "\"" + fields[3] + "\" is not a noun of the storybook (nothing belongs to it)");
        } else if (p.at + 1 >= p.tokens.size()) {
            fail(number, "a meaning probe needs a word after the marked one (\"... was [tired] and\")");
        }
    }
    return p;
}

}  // namespace

std::vector<Probe> read_probes(const std::string& text, Language language) {
    std::vector<Probe> probes;
    std::size_t number = 0, start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        std::string line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        ++number;
        if (!line.empty() && line[0] != '#') probes.push_back(read_line(line, number, language));
        start = end + 1;
    }
    return probes;
}

}  // namespace attention::model
