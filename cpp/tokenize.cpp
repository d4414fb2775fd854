#include "tokenize.hpp"

#include <algorithm>
#include <initializer_list>
#include <iterator>
#include <string_view>

#include "input_error.hpp"
#include "tensors.hpp"  // joined

// Two passes: decode the UTF-8 into code points (the only place that can throw),
// then walk the code points and cut tokens. Code points are classified with the
// small range tables below instead of ICU: anything not listed is a letter.

namespace attention {

namespace {

// ---------------------------------------------------------------- tables

struct Range {
    char32_t first, last;
};

template <std::size_t N>
constexpr bool sorted_and_disjoint(const Range (&table)[N]) {
    for (std::size_t i = 0; i < N; ++i) {
        if (table[i].first > table[i].last) return false;
        if (i > 0 && table[i - 1].last >= table[i].first) return false;
    }
    return true;
}

template <std::size_t N>
bool in_table(const Range (&table)[N], char32_t cp) {
    const Range* after = std::upper_bound(std::begin(table), std::end(table), cp,
                                          [](char32_t c, const Range& r) { return c < r.first; });
    return after != std::begin(table) && cp <= std::prev(after)->last;
}

// Dropped between tokens: Unicode White_Space, control characters, and the
// invisible ones that only steer layout (zero-width space, bidi controls, BOM).
constexpr Range kSpace[] = {
    {0x0000, 0x0020}, {0x007F, 0x00A0}, {0x1680, 0x1680}, {0x180E, 0x180E},
    {0x2000, 0x200B}, {0x200E, 0x200F}, {0x2028, 0x202F}, {0x205F, 0x205F},
    {0x2061, 0x206F}, {0x3000, 0x3000}, {0xFEFF, 0xFEFF},
};

// Decimal digits: they let '.' and ',' join a number ("3.14", "١٬٠٠٠").
constexpr Range kDigits[] = {
    {0x0030, 0x0039}, {0x0660, 0x0669}, {0x06F0, 0x06F9}, {0x0966, 0x096F}, {0xFF10, 0xFF19},
};

// Code points that extend the character before them and never start one:
// combining marks, soft hyphen, ZWNJ/ZWJ, word joiner, variation selectors,
// emoji tags. Script-specific marks (Arabic harakat, Devanagari vowel signs...)
// are not listed: as "letters" they stay inside their word all the same.
constexpr Range kExtenders[] = {
    {0x00AD, 0x00AD}, {0x0300, 0x036F}, {0x0483, 0x0489}, {0x1AB0, 0x1AFF},
    {0x1DC0, 0x1DFF}, {0x200C, 0x200D}, {0x2060, 0x2060}, {0x20D0, 0x20FF},
    {0x302A, 0x302F}, {0x3099, 0x309A}, {0xFE00, 0xFE0F}, {0xFE20, 0xFE2F},
    {0xE0001, 0xE007F}, {0xE0100, 0xE01EF},
};

// Pictographs that can carry a skin tone or be joined by ZWJ into one emoji.
constexpr Range kEmoji[] = {
    {0x2600, 0x27BF}, {0x2B1B, 0x2B1C}, {0x2B50, 0x2B50}, {0x2B55, 0x2B55}, {0x1F000, 0x1FAFF},
};

// Han ideographs (all extensions), kana and CJK marks that stand for a syllable
// or a word: those scripts put no spaces between words, so each is a token.
constexpr Range kIdeographs[] = {
    {0x2E80, 0x2FDF},   {0x3005, 0x3007},   {0x3021, 0x3029},   {0x3031, 0x303C},
    {0x3041, 0x3096},   {0x309B, 0x309F},   {0x30A1, 0x30FA},   {0x30FC, 0x30FF},
    {0x31C0, 0x31FF},   {0x3400, 0x4DBF},   {0x4E00, 0x9FFF},   {0xF900, 0xFAFF},
    {0xFF66, 0xFF9F},   {0x1B000, 0x1B16F}, {0x20000, 0x2FA1F}, {0x30000, 0x323AF},
};

// Punctuation and symbols: each one is a token of its own.
constexpr Range kPunctuation[] = {
    {0x0021, 0x002F}, {0x003A, 0x0040}, {0x005B, 0x0060}, {0x007B, 0x007E},    // ASCII
    {0x00A1, 0x00A9}, {0x00AB, 0x00AC}, {0x00AE, 0x00B1}, {0x00B4, 0x00B4},    // Latin-1
    {0x00B6, 0x00B8}, {0x00BB, 0x00BB}, {0x00BF, 0x00BF}, {0x00D7, 0x00D7},
    {0x00F7, 0x00F7}, {0x037E, 0x037E}, {0x0387, 0x0387}, {0x055A, 0x055F},    // Greek, Armenian
    {0x0589, 0x058A}, {0x05BE, 0x05BE}, {0x05C0, 0x05C0}, {0x05C3, 0x05C3},    // Hebrew
    {0x05C6, 0x05C6}, {0x0606, 0x060F}, {0x061B, 0x061B}, {0x061D, 0x061F},    // Arabic
    {0x066A, 0x066D}, {0x06D4, 0x06D4}, {0x0964, 0x0965}, {0x0970, 0x0970},    // Devanagari
    {0x0E3F, 0x0E3F}, {0x0E4F, 0x0E4F}, {0x0E5A, 0x0E5B}, {0x1360, 0x1368},    // Thai, Ethiopic
    {0x2010, 0x2027}, {0x2030, 0x205E}, {0x207A, 0x207E}, {0x208A, 0x208E},    // General punct.
    {0x20A0, 0x20CF}, {0x2100, 0x2101}, {0x2103, 0x2106}, {0x2108, 0x2109},    // currency, ℃ ℉
    {0x2116, 0x2118}, {0x211E, 0x2123}, {0x2190, 0x2BFF}, {0x2E00, 0x2E7F},    // № ™ arrows math
    {0x3001, 0x3004}, {0x3008, 0x3020}, {0x3030, 0x3030}, {0x303D, 0x303F},    // CJK punctuation
    {0x30A0, 0x30A0}, {0x30FB, 0x30FB}, {0x3200, 0x33FF}, {0xFD3E, 0xFD3F},
    {0xFE10, 0xFE19}, {0xFE30, 0xFE6F}, {0xFF01, 0xFF0F}, {0xFF1A, 0xFF20},    // fullwidth forms
    {0xFF3B, 0xFF40}, {0xFF5B, 0xFF65}, {0xFFE0, 0xFFEE}, {0xFFFC, 0xFFFD},
    {0x1FB00, 0x1FBFF},
};

static_assert(sorted_and_disjoint(kSpace) && sorted_and_disjoint(kDigits) &&
                  sorted_and_disjoint(kExtenders) && sorted_and_disjoint(kEmoji) &&
                  sorted_and_disjoint(kIdeographs) && sorted_and_disjoint(kPunctuation),
              "in_table() binary-searches: keep every table sorted and disjoint");

constexpr char32_t kZeroWidthJoiner = 0x200D;
constexpr char32_t kEmojiVariation = 0xFE0F;
constexpr char32_t kKeycap = 0x20E3;

enum class Kind { Space, Letter, Digit, Extender, Punctuation, Ideograph, Emoji, Flag, SkinTone };

// Order matters where tables overlap (ZWJ inside General Punctuation, ☀ among the symbols).
Kind kind_of(char32_t cp) {
    if (in_table(kSpace, cp)) return Kind::Space;
    if (in_table(kDigits, cp)) return Kind::Digit;
    if (in_table(kExtenders, cp)) return Kind::Extender;
    if (cp >= 0x1F1E6 && cp <= 0x1F1FF) return Kind::Flag;  // regional indicator letters
    if (cp >= 0x1F3FB && cp <= 0x1F3FF) return Kind::SkinTone;
    if (in_table(kEmoji, cp)) return Kind::Emoji;
    if (in_table(kIdeographs, cp)) return Kind::Ideograph;
    if (in_table(kPunctuation, cp)) return Kind::Punctuation;
    return Kind::Letter;
}

// ---------------------------------------------------------------- decoding

struct Char {
    char32_t cp;
    std::size_t offset;  // of its first byte in the text
    Kind kind;
};

bool is_continuation(unsigned char b) { return (b & 0xC0) == 0x80; }

// `digits` hexadecimal digits of n, from "0123456789abcdef" or its upper case.
ATTENTION_COLD std::string hex(unsigned n, int digits, const char* alphabet) {
    std::string text(std::size_t(digits), '0');
    for (int i = digits - 1; i >= 0 && n > 0; --i, n >>= 4) text[std::size_t(i)] = alphabet[n & 0xF];
    return text;
}
ATTENTION_COLD std::string byte_name(unsigned char b) { return "byte 0x" + hex(b, 2, "0123456789abcdef"); }
ATTENTION_COLD std::string code_point_name(char32_t cp) {  // "U+00E9", "U+1F600"
    unsigned digits = 4;
    while (digits < 8 && (cp >> (4 * digits)) != 0) ++digits;
    return "U+" + hex(cp, int(digits), "0123456789ABCDEF");
}

// The messages, out of the decoding loop (they would bloat it). `offset`: of
// the character's first byte.
[[noreturn]] ATTENTION_COLD void not_utf8(std::initializer_list<std::string_view> problem) {
    throw InputError("text is not valid UTF-8: " + joined(problem));
}
[[noreturn]] ATTENTION_COLD void bad_lead(unsigned char lead, std::size_t offset) {
    not_utf8({byte_name(lead), " at offset ", std::to_string(offset),
              is_continuation(lead) ? " is an unexpected continuation byte" : " cannot start a character"});
}
[[noreturn]] ATTENTION_COLD void truncated(std::size_t length, std::size_t offset, std::size_t i,
                                           bool ended, unsigned char b) {
    const std::string start = std::to_string(length) + "-byte character at offset " + std::to_string(offset);
    if (ended) not_utf8({"the ", start, " is truncated: the text ends after ", std::to_string(i), " of its bytes"});
    not_utf8({"the ", start, " is truncated: ", byte_name(b), " at offset ", std::to_string(offset + i),
              " is not a continuation byte"});
}
[[noreturn]] ATTENTION_COLD void bad_code_point(char32_t cp, std::size_t offset, std::size_t length,
                                                std::size_t shortest) {
    const std::string at = " at offset " + std::to_string(offset);
    if (shortest < length) {
        not_utf8({"overlong encoding of ", code_point_name(cp), at, " (", std::to_string(length),
                  " bytes; the shortest form takes ", std::to_string(shortest), ")"});
    }
    if (cp > 0x10FFFF) not_utf8({"code point ", code_point_name(cp), at, " is above U+10FFFF"});
    throw InputError(joined({"text has a lone UTF-16 surrogate ", code_point_name(cp), " at byte offset ",
                             std::to_string(offset), " (not valid Unicode)"}));
}

// Decodes the character starting at `offset`; sets `length` to its byte count.
char32_t decode_one(const std::string& text, std::size_t offset, std::size_t& length) {
    const auto lead = static_cast<unsigned char>(text[offset]);
    if (lead < 0x80) {
        length = 1;
        return lead;
    }
    if (is_continuation(lead) || lead >= 0xF8) bad_lead(lead, offset);

    length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
    char32_t cp = lead & (0x7F >> length);
    for (std::size_t i = 1; i < length; ++i) {
        const bool ended = offset + i >= text.size();
        const auto b = ended ? 0 : static_cast<unsigned char>(text[offset + i]);
        if (ended || !is_continuation(b)) truncated(length, offset, i, ended, b);
        cp = (cp << 6) | (b & 0x3F);
    }

    const std::size_t shortest = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    // A JavaScript string holding half of a surrogate pair arrives encoded as D800..DFFF.
    if (shortest < length || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        bad_code_point(cp, offset, length, shortest);
    }
    return cp;
}

std::vector<Char> decode(const std::string& text) {
    std::vector<Char> chars;
    for (std::size_t offset = 0, length = 0; offset < text.size(); offset += length) {
        const char32_t cp = decode_one(text, offset, length);
        chars.push_back({cp, offset, kind_of(cp)});
    }
    return chars;
}

// ---------------------------------------------------------------- token ends
// Each function takes the index of a token's first character and returns the
// index one past its last.

using Chars = std::vector<Char>;

bool is(const Chars& s, std::size_t i, Kind kind) { return i < s.size() && s[i].kind == kind; }
bool is(const Chars& s, std::size_t i, char32_t cp) { return i < s.size() && s[i].cp == cp; }

std::size_t skip_extenders(const Chars& s, std::size_t i) {
    while (is(s, i, Kind::Extender)) ++i;
    return i;
}

// A keycap emoji: 0-9, # or *, then U+FE0F (optional) and U+20E3.
std::size_t keycap_end(const Chars& s, std::size_t i) {
    const char32_t c = s[i].cp;
    if (!((c >= '0' && c <= '9') || c == '#' || c == '*')) return i;
    const std::size_t j = is(s, i + 1, kEmojiVariation) ? i + 2 : i + 1;
    return is(s, j, kKeycap) ? j + 1 : i;
}

bool is_word_start(const Chars& s, std::size_t i) {
    return (is(s, i, Kind::Letter) || is(s, i, Kind::Digit)) && keycap_end(s, i) == i;
}

bool is_inner_joiner(char32_t c) {  // apostrophes and hyphens, joining only inside a word
    return c == '\'' || c == 0x2019 || c == '-' || c == 0x2010 || c == 0x2011;
}
bool is_number_separator(char32_t c) { return c == '.' || c == ',' || c == 0x066B || c == 0x066C; }

// Letters, digits and marks; plus "'" or "-" before a letter/digit ("didn't",
// "well-known") and "." or "," between digits ("3.14", "1,000").
std::size_t word_end(const Chars& s, std::size_t i) {
    std::size_t j = i + 1;
    while (j < s.size()) {
        if (is(s, j, Kind::Extender) || is_word_start(s, j)) {
            ++j;
        } else if (is_inner_joiner(s[j].cp) && is_word_start(s, j + 1)) {
            j += 2;
        } else if (is_number_separator(s[j].cp) && s[j - 1].kind == Kind::Digit &&
                   is(s, j + 1, Kind::Digit) && is_word_start(s, j + 1)) {
            j += 2;
        } else {
            break;
        }
    }
    return j;
}

// One pictograph with its variation selectors, skin tones and tags; ZWJ glues
// on the next pictograph (👨‍👩‍👧 is one emoji).
std::size_t emoji_end(const Chars& s, std::size_t i) {
    std::size_t j = i + 1;
    while (j < s.size()) {
        if (is(s, j, Kind::SkinTone) || (is(s, j, Kind::Extender) && s[j].cp != kZeroWidthJoiner)) {
            ++j;
        } else if (is(s, j, kZeroWidthJoiner) && is(s, j + 1, Kind::Emoji)) {
            j += 2;
        } else {
            break;
        }
    }
    return skip_extenders(s, j);  // a dangling ZWJ still belongs to this emoji
}

std::size_t token_end(const Chars& s, std::size_t i) {
    if (const std::size_t keycap = keycap_end(s, i); keycap != i) return skip_extenders(s, keycap);
    switch (s[i].kind) {
        case Kind::Letter:
        case Kind::Digit:
        case Kind::Extender:  // a mark with nothing before it: keep it, as a word
            return word_end(s, i);
        case Kind::Emoji:
        case Kind::SkinTone:
            return emoji_end(s, i);
        case Kind::Flag:  // regional indicators pair up: 🇫🇷🇩🇪 is two flags
            return skip_extenders(s, is(s, i + 1, Kind::Flag) ? i + 2 : i + 1);
        default:  // punctuation, symbol, ideograph, kana: one character with its marks
            return skip_extenders(s, i + 1);
    }
}

}  // namespace

std::vector<TokenSpan> token_spans(const std::string& utf8_text) {
    const Chars chars = decode(utf8_text);
    std::vector<TokenSpan> spans;
    for (std::size_t i = 0; i < chars.size();) {
        if (chars[i].kind == Kind::Space) {
            ++i;
            continue;
        }
        const std::size_t end = token_end(chars, i);
        const std::size_t end_byte = end < chars.size() ? chars[end].offset : utf8_text.size();
        spans.push_back({chars[i].offset, end_byte});
        i = end;
    }
    return spans;
}

std::vector<std::string> tokenize(const std::string& utf8_text) {
    std::vector<std::string> tokens;
    for (const TokenSpan& span : token_spans(utf8_text)) {
        tokens.push_back(utf8_text.substr(span.begin, span.end - span.begin));
    }
    return tokens;
}

}  // namespace attention
