#pragma once
// Splits UTF-8 text into the tokens a learner recognises (see tokenize.cpp).
#include <cstddef>
#include <string>
#include <vector>

namespace attention {

// Words (with inner apostrophes and hyphens: "didn't", "Mars's", "well-known"),
// numbers ("3.14", "1,000"), each punctuation mark on its own; whitespace dropped.
// Accented words, Arabic, Cyrillic... stay whole; each CJK ideograph or kana is
// its own token (those scripts do not separate words with spaces); an emoji,
// with its modifiers and joiners, is one token. Never splits inside a character.
// Throws InputError naming the byte offset when the text is not valid UTF-8.
std::vector<std::string> tokenize(const std::string& utf8_text);

// The same tokens as byte ranges [begin, end) of the text, in order.
struct TokenSpan {
    std::size_t begin;
    std::size_t end;
};
std::vector<TokenSpan> token_spans(const std::string& utf8_text);

}  // namespace attention
