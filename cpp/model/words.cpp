#include "words.hpp"

#include <algorithm>
#include <cctype>

namespace attention::model {

int Vocabulary::id(const std::string& word) const {
    const auto it = std::find(words.begin(), words.end(), word);
    return it == words.end() ? 0 : int(it - words.begin());
}

namespace {

// Lower case for ASCII and for the accented capitals of Latin-1 in UTF-8
// ("É" is C3 89, "é" C3 A9: the second byte gains 0x20; "×" C3 97 stays).
std::string lower_case(const std::string& word) {
    std::string out = word;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(out[i]);
        if (c < 0x80) {
            out[i] = char(std::tolower(c));
        } else if (c == 0xC3 && i + 1 < out.size()) {
            const unsigned char next = static_cast<unsigned char>(out[i + 1]);
            if (next >= 0x80 && next <= 0x9E && next != 0x97) out[i + 1] = char(next + 0x20);
            ++i;
        }
    }
    return out;
}

// The length of a quotation mark at text[i] (", «, », “, ”), or 0: it parts
// words as a space does, and is no word of its own.
std::size_t quote_at(const std::string& text, std::size_t i) {
    if (text[i] == '"') return 1;
    if (text.compare(i, 2, "\u00ab") == 0 || text.compare(i, 2, "\u00bb") == 0) return 2;
    if (text.compare(i, 3, "\u201c") == 0 || text.compare(i, 3, "\u201d") == 0) return 3;
    return 0;
}

// The length of a punctuation mark that is a word of its own at text[i], or 0.
std::size_t mark_at(const std::string& text, std::size_t i) {
    if (std::string(".,!?;:").find(text[i]) != std::string::npos) return 1;
    // "¡" (C2 A1) and "¿" (C2 BF)
    if (text[i] == char(0xC2) && i + 1 < text.size() && (text[i + 1] == char(0xA1) || text[i + 1] == char(0xBF))) return 2;
    return 0;
}

}  // namespace

std::vector<Word> split_words(const std::string& text, const Vocabulary& vocabulary) {
    std::vector<Word> words;
    std::string current;
    auto flush = [&] {
        if (current.empty()) return;
        Word w;
        w.text = current;
        w.lower = lower_case(current);
        w.id = vocabulary.id(w.lower);
        words.push_back(w);
        current.clear();
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (std::isspace(static_cast<unsigned char>(c))) {
            flush();
        } else if (const std::size_t quote = quote_at(text, i)) {
            flush();
            i += quote - 1;
        } else if (const std::size_t mark = mark_at(text, i)) {
            flush();
            current = text.substr(i, mark);
            flush();
            i += mark - 1;
        } else {
            current += c;
        }
    }
    flush();
    return words;
}

std::vector<std::string> split_on_spaces(const std::string& text) {
    std::vector<std::string> pieces;
    std::string current;
    for (const char c : text) {
        if (c == ' ') {
            if (!current.empty()) pieces.push_back(current);
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.empty()) pieces.push_back(current);
    return pieces;
}

}  // namespace attention::model
