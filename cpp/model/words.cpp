#include "words.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <utility>
#include <memory>

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
    // Arabic's comma, semicolon and question mark: "،" (D8 8C), "؛" (D8 9B), "؟" (D8 9F)
    if (text[i] == char(0xD8) && i + 1 < text.size() &&
        (text[i + 1] == char(0x8C) || text[i + 1] == char(0x9B) || text[i + 1] == char(0x9F))) return 2;
    return 0;
}

// ------------------------------------------------------------------ Arabic
// A written Arabic word is read as the pieces the vocabulary knows (the
// rules: words.hpp). Its letters are handled one at a time, each with the
// short vowels typed on it, so a piece keeps what was typed.
// (Left out of the English and Spanish models' wasm modules, which read an Arabic
// word as one unknown word: CMakeLists.txt, ATTENTION_WORDS_WITHOUT_ARABIC.)
#ifndef ATTENTION_WORDS_WITHOUT_ARABIC

// An Arabic letter (U+0600..U+06FF) as two bytes of UTF-8, or a code point.
char32_t code_point_at(const std::string& s, std::size_t i, std::size_t& length) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c < 0x80 || i + 1 >= s.size()) return length = 1, c;
    if ((c & 0xE0) == 0xC0) return length = 2, char32_t(((c & 0x1F) << 6) | (static_cast<unsigned char>(s[i + 1]) & 0x3F));
    if ((c & 0xF0) == 0xE0 && i + 2 < s.size()) {
        length = 3;
        return char32_t(((c & 0x0F) << 12) | ((static_cast<unsigned char>(s[i + 1]) & 0x3F) << 6) |
                        (static_cast<unsigned char>(s[i + 2]) & 0x3F));
    }
    length = 1;
    return c;
}

bool is_arabic(char32_t c) { return c >= 0x0600 && c <= 0x06FF; }
// The short vowels, tanween, shadda, sukun and the dagger alif: written or not, the same word.
bool is_vowel_mark(char32_t c) { return (c >= 0x064B && c <= 0x065F) || c == 0x0670; }
constexpr char32_t kTatweel = 0x0640;  // "ـ", the stroke that draws a letter out; no letter of its own
const std::string kTatweelText = "\u0640";

// A letter and what was typed with it (its short vowels): typed's first
// `base` bytes are the letter alone.
struct Letter {
    std::string typed;
    std::size_t base;
};

// The word's letters, or empty when it holds something other than Arabic
// letters and marks (then it is looked up whole).
std::vector<Letter> arabic_letters(const std::string& word) {
    std::vector<Letter> letters;
    for (std::size_t i = 0; i < word.size();) {
        std::size_t length = 1;
        const char32_t c = code_point_at(word, i, length);
        const std::string piece = word.substr(i, length);
        i += length;
        if (!is_arabic(c)) return {};
        if (c == kTatweel) continue;
        if (is_vowel_mark(c)) {
            if (letters.empty()) return {};
            letters.back().typed += piece;
        } else {
            letters.push_back({piece, length});
        }
    }
    return letters;
}

bool has_arabic(const std::string& word) {
    for (std::size_t i = 0; i < word.size();) {
        std::size_t length = 1;
        if (is_arabic(code_point_at(word, i, length))) return true;
        i += length;
    }
    return false;
}

// A word without its short vowels and tatweel: how Arabic words are compared.
std::string bare(const std::string& word) {
    std::string out;
    for (std::size_t i = 0; i < word.size();) {
        std::size_t length = 1;
        const char32_t c = code_point_at(word, i, length);
        if (c != kTatweel && !is_vowel_mark(c)) out.append(word, i, length);
        i += length;
    }
    return out;
}

// Whether a letter, its marks aside, is `letter`.
bool is_letter(const Letter& l, const char* letter) { return l.typed.compare(0, l.base, letter) == 0; }

// Letters from..to, alone or as typed.
std::string join(const std::vector<Letter>& letters, std::size_t from, std::size_t to, bool as_typed) {
    std::string out;
    for (std::size_t k = from; k < to; ++k) out.append(letters[k].typed, 0, as_typed ? letters[k].typed.size() : letters[k].base);
    return out;
}

// The particles written joined before a word, and whether the letter joins
// the next one (its piece is then shown drawn out: "فـ"): and, so, with,
// like, to.
struct Particle {
    const char* letter;
    bool joins;
};
const Particle kAnd[] = {{"\u0648", false}, {"\u0641", true}};                      // و ف
const Particle kBefore[] = {{"\u0628", true}, {"\u0643", true}, {"\u0644", true}};  // ب ك ل
// The pronouns written joined after a word, longest first: ـهم ـها ـه.
const char* const kJoinedPronouns[] = {"\u0647\u0645", "\u0647\u0627", "\u0647"};

// How an Arabic word is looked up: without its short vowels and tatweel,
// but a tatweel it opens with is kept, for it says the word is written
// joined to the one before: "ـهم" (their) is not "هم" (they).
std::string lookup_key(const std::string& word) {
    return (word.compare(0, kTatweelText.size(), kTatweelText) == 0 ? kTatweelText : "") + bare(word);
}

// The vocabulary's Arabic words by their lookup key, in a table of ids
// addressed by the key's hash (FNV-1a, the next slot on a collision; 0 is
// an empty slot: id 0, "?", is no Arabic word). Not std::unordered_map or a
// sorted list: either brings 1 to 5 KB of code to the model's wasm.
class ArabicIndex {
public:
    explicit ArabicIndex(const Vocabulary& vocabulary) : keys_(vocabulary.words.size()) {
        std::size_t slots = 2;
        while (slots < 2 * vocabulary.words.size()) slots *= 2;  // at most half full
        slots_.assign(slots, 0);
        for (std::size_t id = 1; id < vocabulary.words.size(); ++id) {
            if (!has_arabic(vocabulary.words[id])) continue;
            keys_[id] = lookup_key(vocabulary.words[id]);
            const std::size_t slot = slot_of(keys_[id]);
            if (!slots_[slot]) slots_[slot] = int(id);  // the first of a spelling wins
        }
    }
    // A key's word; a piece typed alone finds its joined word and back ("ه" is "ـه"), where only one is known.
    int id(const std::string& key) const {
        if (const int found = exact(key)) return found;
        if (key.compare(0, kTatweelText.size(), kTatweelText) == 0) return exact(key.substr(kTatweelText.size()));
        return exact(kTatweelText + key);
    }

private:
    int exact(const std::string& key) const { return slots_[slot_of(key)]; }
    // The key's slot, or the empty slot where it would go.
    std::size_t slot_of(const std::string& key) const {
        std::uint32_t hash = 2166136261u;
        for (const char c : key) hash = (hash ^ static_cast<unsigned char>(c)) * 16777619u;
        for (std::size_t s = hash & (slots_.size() - 1);; s = (s + 1) & (slots_.size() - 1)) {
            if (!slots_[s] || keys_[std::size_t(slots_[s])] == key) return s;
        }
    }
    std::vector<std::string> keys_;  // by id; "" for a word in other letters
    std::vector<int> slots_;
};

// The index of a vocabulary, made once and kept while the vocabulary's words
// stay the same (a reading must not rebuild it: a page reads a sentence per
// key press). The words are checked by a fingerprint of all of them.
const ArabicIndex& arabic_index(const Vocabulary& vocabulary) {
    struct Kept {
        std::uint64_t fingerprint = 0;
        std::unique_ptr<ArabicIndex> index;
    };
    static thread_local Kept kept;
    std::uint64_t fingerprint = 1469598103934665603ULL;  // FNV-1a over the words, each ended by a 0
    for (const std::string& w : vocabulary.words) {
        for (const char c : w) fingerprint = (fingerprint ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
        fingerprint *= 1099511628211ULL;
    }
    if (!kept.index || kept.fingerprint != fingerprint) {
        kept.index = std::make_unique<ArabicIndex>(vocabulary);
        kept.fingerprint = fingerprint;
    }
    return *kept.index;
}

bool ends_with(const std::string& s, const char* end) {
    const std::size_t n = std::char_traits<char>::length(end);
    return s.size() >= n && s.compare(s.size() - n, n, end) == 0;
}

// A word's stem as written before a joined pronoun, and as it is written
// alone: the spellings Arabic changes there ("رآه": رأى; "قطته": قطة;
// "بدؤوه": بدؤوا; "آباؤهم": آباء).
int stem_id(const ArabicIndex& index, const std::string& stem) {
    if (const int id = index.id(stem)) return id;
    static const char* const kRespellings[][2] = {
        {"\u062a", "\u0629"},                // ت → ة
        {"\u0622", "\u0623\u0649"},         // آ → أى
        {"\u0627", "\u0649"},                // ا → ى
        {"\u0648", "\u0648\u0627"},         // و → وا
        {"\u0624", "\u0621"},                // ؤ → ء
        {"\u0626", "\u0621"},                // ئ → ء
    };
    for (const auto& respelling : kRespellings) {
        if (ends_with(stem, respelling[0])) {
            const std::size_t written = std::char_traits<char>::length(respelling[0]);
            if (const int id = index.id(stem.substr(0, stem.size() - written) + respelling[1])) return id;
        }
    }
    return 0;
}

// The pieces of an Arabic word, added to `out`; false when no cut leaves a known core.
// The cuts are tried fewest pieces first: a pronoun after (3 ways); particles
// before (11: "و" or "ف", "ب" "ك" or "ل", or one of the first two then one of
// the last three); both (33).
bool cut_arabic(const std::vector<Letter>& letters, const ArabicIndex& index, const Vocabulary& vocabulary, std::vector<Word>& out) {
    const std::string whole = join(letters, 0, letters.size(), false);
    for (int cut = 0; cut < 3 + 11 + 33; ++cut) {
        const int before = cut < 3 ? -1 : cut < 14 ? cut - 3 : (cut - 14) / 3;  // which particles, -1: none
        const char* const pronoun = cut < 3 ? kJoinedPronouns[cut] : cut < 14 ? nullptr : kJoinedPronouns[(cut - 14) % 3];
        const Particle* particles[2];
        std::size_t from = 0;
        if (before >= 0 && before < 2) particles[from++] = &kAnd[before];
        if (before >= 2 && before < 5) particles[from++] = &kBefore[before - 2];
        if (before >= 5) {
            particles[from++] = &kAnd[(before - 5) / 3];
            particles[from++] = &kBefore[(before - 5) % 3];
        }
        bool fits = from < letters.size();
        for (std::size_t k = 0; fits && k < from; ++k) fits = is_letter(letters[k], particles[k]->letter);
        std::size_t to = letters.size();
        if (pronoun) {
            fits = fits && ends_with(whole, pronoun);
            to -= pronoun[2] ? 2 : 1;  // "ه" is one letter (two bytes), "هم" and "ها" two
        }
        if (!fits || from >= to) continue;
        std::string core = join(letters, from, to, false);
        // "و" and "ف" never carry a joined pronoun: "وهم" is "و" + "هم" (and they).
        if (pronoun && (core == kAnd[0].letter || core == kAnd[1].letter)) continue;
        std::string core_text = join(letters, from, to, true);
        int id = pronoun ? stem_id(index, core) : index.id(core);
        // "لل": the article's alif is not written after "ل" ("للقط" is "ل" + "القط").
        if (!id && from && particles[from - 1] == &kBefore[2] && is_letter(letters[from], kBefore[2].letter)) {
            core.insert(0, "\u0627");
            id = pronoun ? stem_id(index, core) : index.id(core);
            core_text.insert(0, "\u0627");
        }
        if (!id) continue;
        // Every piece a word of the vocabulary: the particles, the core, the pronoun.
        int ids[4];
        std::size_t count = 0;
        for (std::size_t k = 0; k < from; ++k) ids[count++] = index.id(particles[k]->letter);
        ids[count++] = id;
        if (pronoun) ids[count++] = index.id(kTatweelText + pronoun);
        if (std::find(ids, ids + count, 0) != ids + count) continue;
        for (std::size_t k = 0; k < count; ++k) {
            std::string text = k < from    ? letters[k].typed + (particles[k]->joins ? kTatweelText : "")
                               : k == from ? core_text
                                           : kTatweelText + join(letters, to, letters.size(), true);
            out.push_back({text, vocabulary.words[std::size_t(ids[k])], ids[k]});
        }
        return true;
    }
    return false;
}

// An Arabic word: whole if the vocabulary knows it, else cut (words.hpp);
// unknown and whole when no cut leaves a known word.
void read_arabic(const std::string& typed, const ArabicIndex& index, const Vocabulary& vocabulary, std::vector<Word>& out) {
    const std::string key = lookup_key(typed);
    if (const int id = index.id(key)) {
        out.push_back({typed, vocabulary.words[std::size_t(id)], id});
        return;
    }
    const std::vector<Letter> letters = arabic_letters(typed);
    if (!letters.empty() && cut_arabic(letters, index, vocabulary, out)) return;
    out.push_back({typed, bare(typed), 0});
}
#endif  // ATTENTION_WORDS_WITHOUT_ARABIC

}  // namespace

std::vector<Word> split_words(const std::string& text, const Vocabulary& vocabulary) {
    std::vector<Word> words;
    std::string current;
#ifndef ATTENTION_WORDS_WITHOUT_ARABIC
    const ArabicIndex* arabic = nullptr;  // found at the first Arabic word
#endif
    auto flush = [&] {
        if (current.empty()) return;
#ifndef ATTENTION_WORDS_WITHOUT_ARABIC
        if (has_arabic(current)) {
            if (!arabic) arabic = &arabic_index(vocabulary);
            read_arabic(current, *arabic, vocabulary, words);
            current.clear();
            return;
        }
#endif
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
