// tokenize(): UTF-8 text -> the tokens a learner recognises. Every expected
// token list below is written by hand; escapes spell out invisible characters.
#include <doctest/doctest.h>

#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "input_error.hpp"
#include "tokenize.hpp"

namespace {

// A token list that doctest can print when a check fails.
struct Tokens : std::vector<std::string> {
    using std::vector<std::string>::vector;
};

std::ostream& operator<<(std::ostream& os, const Tokens& tokens) {
    os << '[';
    for (std::size_t i = 0; i < tokens.size(); ++i) os << (i ? ", \"" : "\"") << tokens[i] << '"';
    return os << ']';
}

Tokens tokens_of(const std::string& text) {
    const std::vector<std::string> tokens = attention::tokenize(text);
    return Tokens(tokens.begin(), tokens.end());
}

// Independent of the tokenizer: every lead byte is followed by exactly the
// continuation bytes it announces, so no character was cut in two.
bool whole_utf8_characters(const std::string& s) {
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        const std::size_t n = b < 0x80           ? 1
                              : (b >> 5) == 0x06 ? 2
                              : (b >> 4) == 0x0E ? 3
                              : (b >> 3) == 0x1E ? 4
                                                 : 0;
        if (n == 0 || i + n > s.size()) return false;
        for (std::size_t k = 1; k < n; ++k) {
            if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
        }
        i += n;
    }
    return true;
}

}  // namespace

TEST_SUITE("tokenize") {

TEST_CASE("empty or all-whitespace text has no tokens") {
    CHECK(tokens_of("") == Tokens{});
    CHECK(tokens_of("   ") == Tokens{});
    CHECK(tokens_of(" \t\r\n\v\f") == Tokens{});
    // no-break space, em space, hair space, narrow no-break space, ideographic space, BOM
    CHECK(tokens_of("\u00A0\u2003\u200A\u202F\u3000\uFEFF") == Tokens{});
}

TEST_CASE("every kind of Unicode space separates words and is dropped") {
    CHECK(tokens_of("one two") == Tokens{"one", "two"});
    CHECK(tokens_of("  a\tb\nc\r\nd  ") == Tokens{"a", "b", "c", "d"});
    CHECK(tokens_of("a\u00A0b\u2009c\u3000d\u2028e") == Tokens{"a", "b", "c", "d", "e"});
    CHECK(tokens_of("\uFEFFhello") == Tokens{"hello"});
}

TEST_CASE("inner apostrophes and hyphens stay inside a word") {
    CHECK(tokens_of("didn't") == Tokens{"didn't"});
    CHECK(tokens_of("Mars's moons") == Tokens{"Mars's", "moons"});
    CHECK(tokens_of("a well-known fact") == Tokens{"a", "well-known", "fact"});
    CHECK(tokens_of("rock\u2019n\u2019roll") == Tokens{"rock\u2019n\u2019roll"});
    CHECK(tokens_of("state-of-the-art") == Tokens{"state-of-the-art"});
}

TEST_CASE("an apostrophe or hyphen not followed by a letter is its own token") {
    CHECK(tokens_of("dogs'") == Tokens{"dogs", "'"});
    CHECK(tokens_of("the dogs\u2019 bowls") == Tokens{"the", "dogs", "\u2019", "bowls"});
    CHECK(tokens_of("'tis") == Tokens{"'", "tis"});
    CHECK(tokens_of("pre- and post-war") == Tokens{"pre", "-", "and", "post-war"});
    CHECK(tokens_of("re--do") == Tokens{"re", "-", "-", "do"});
}

TEST_CASE("a number with a decimal point or thousands separators is one token") {
    CHECK(tokens_of("3.14") == Tokens{"3.14"});
    CHECK(tokens_of("1,000 people") == Tokens{"1,000", "people"});
    CHECK(tokens_of("1,000,000.5") == Tokens{"1,000,000.5"});
}

TEST_CASE("a point or comma with no digit after it ends the number") {
    CHECK(tokens_of("It is 3.") == Tokens{"It", "is", "3", "."});
    CHECK(tokens_of("1, 2, 3") == Tokens{"1", ",", "2", ",", "3"});
    CHECK(tokens_of(".5") == Tokens{".", "5"});
    CHECK(tokens_of("end.Next") == Tokens{"end", ".", "Next"});
}

TEST_CASE("digits and letters written together make one token") {
    CHECK(tokens_of("the 3rd run") == Tokens{"the", "3rd", "run"});
    CHECK(tokens_of("10km") == Tokens{"10km"});
    CHECK(tokens_of("an mp3 file") == Tokens{"an", "mp3", "file"});
    CHECK(tokens_of("COVID-19") == Tokens{"COVID-19"});
}

TEST_CASE("each ASCII punctuation mark or symbol is its own token") {
    CHECK(tokens_of("Hi!!") == Tokens{"Hi", "!", "!"});
    CHECK(tokens_of("(a)") == Tokens{"(", "a", ")"});
    CHECK(tokens_of("$5") == Tokens{"$", "5"});
    CHECK(tokens_of("50%") == Tokens{"50", "%"});
    CHECK(tokens_of("x+y=z") == Tokens{"x", "+", "y", "=", "z"});
    CHECK(tokens_of("wait...") == Tokens{"wait", ".", ".", "."});
}

TEST_CASE("non-ASCII punctuation marks are tokens of their own") {
    CHECK(tokens_of("\u201CHi\u201D") == Tokens{"\u201C", "Hi", "\u201D"});  // “Hi”
    CHECK(tokens_of("«oui»") == Tokens{"«", "oui", "»"});
    CHECK(tokens_of("a—b–c…") == Tokens{"a", "—", "b", "–", "c", "…"});
    CHECK(tokens_of("¿Qué? ¡Hola!") == Tokens{"¿", "Qué", "?", "¡", "Hola", "!"});
    CHECK(tokens_of("「はい」、。") == Tokens{"「", "は", "い", "」", "、", "。"});
    CHECK(tokens_of("你好，世界！真的？") ==
          Tokens{"你", "好", "，", "世", "界", "！", "真", "的", "？"});
    CHECK(tokens_of("نعم، لا؛ لماذا؟") == Tokens{"نعم", "،", "لا", "؛", "لماذا", "؟"});
}

TEST_CASE("currency and math symbols are tokens of their own") {
    CHECK(tokens_of("€5 × 3 ≤ £20") == Tokens{"€", "5", "×", "3", "≤", "£", "20"});
    CHECK(tokens_of("¥100÷4") == Tokens{"¥", "100", "÷", "4"});
    CHECK(tokens_of("a→b ∑x") == Tokens{"a", "→", "b", "∑", "x"});
}

TEST_CASE("accented letters and combining marks stay inside the word") {
    CHECK(tokens_of("café naïve Ångström") == Tokens{"café", "naïve", "Ångström"});
    // e + U+0301 COMBINING ACUTE ACCENT: one token, the mark kept
    CHECK(tokens_of("cafe\u0301 au lait") == Tokens{"cafe\u0301", "au", "lait"});
    CHECK(tokens_of("cafe\u0301's") == Tokens{"cafe\u0301's"});
}

TEST_CASE("words of other alphabets stay whole") {
    CHECK(tokens_of("καλημέρα κόσμε") == Tokens{"καλημέρα", "κόσμε"});
    CHECK(tokens_of("Привет, мир!") == Tokens{"Привет", ",", "мир", "!"});
    CHECK(tokens_of("مَرْحَبًا بالعالم") == Tokens{"مَرْحَبًا", "بالعالم"});
    CHECK(tokens_of("שלום עולם") == Tokens{"שלום", "עולם"});
    CHECK(tokens_of("नमस्ते दुनिया।") == Tokens{"नमस्ते", "दुनिया", "।"});
    CHECK(tokens_of("안녕하세요 세계") == Tokens{"안녕하세요", "세계"});
}

TEST_CASE("zero-width joiners and non-joiners are not whitespace") {
    CHECK(tokens_of("\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645") ==  // Persian "I want"
          Tokens{"\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645"});
    CHECK(tokens_of("a\u200Db") == Tokens{"a\u200Db"});
}

TEST_CASE("each Han ideograph and kana is its own token") {
    CHECK(tokens_of("我爱北京") == Tokens{"我", "爱", "北", "京"});
    CHECK(tokens_of("ひらがなカタカナ") ==
          Tokens{"ひ", "ら", "が", "な", "カ", "タ", "カ", "ナ"});
    // U+20000 and U+2A6D6, CJK extension B (4-byte UTF-8)
    CHECK(tokens_of("\U00020000\U0002A6D6") == Tokens{"\U00020000", "\U0002A6D6"});
    CHECK(tokens_of("I love 北京!") == Tokens{"I", "love", "北", "京", "!"});
    CHECK(tokens_of("hello世界") == Tokens{"hello", "世", "界"});
}

TEST_CASE("an emoji with its modifiers is one token") {
    CHECK(tokens_of("😀") == Tokens{"😀"});
    CHECK(tokens_of("😀😀") == Tokens{"😀", "😀"});
    CHECK(tokens_of("\U0001F44D\U0001F3FD ok") == Tokens{"\U0001F44D\U0001F3FD", "ok"});  // 👍🏽
    CHECK(tokens_of("\u2764\uFE0F") == Tokens{"\u2764\uFE0F"});  // ❤️ with variation selector
    CHECK(tokens_of("\U0001F3FB") == Tokens{"\U0001F3FB"});      // a skin tone on its own
}

TEST_CASE("a zero-width-joiner sequence is one emoji") {
    const std::string family = "\U0001F468\u200D\U0001F469\u200D\U0001F467";  // 👨‍👩‍👧
    CHECK(tokens_of(family) == Tokens{family});
    CHECK(tokens_of(family + family) == Tokens{family, family});
    const std::string rainbow_flag = "\U0001F3F3\uFE0F\u200D\U0001F308";
    CHECK(tokens_of(rainbow_flag + "!") == Tokens{rainbow_flag, "!"});
    const std::string black_cat = "\U0001F408\u200D\u2B1B";
    CHECK(tokens_of(black_cat) == Tokens{black_cat});
    const std::string astronaut = "\U0001F9D1\U0001F3FD\u200D\U0001F680";  // with a skin tone
    CHECK(tokens_of(astronaut) == Tokens{astronaut});
}

TEST_CASE("two regional indicators make one flag, and adjacent flags are separate") {
    const std::string france = "\U0001F1EB\U0001F1F7";
    const std::string germany = "\U0001F1E9\U0001F1EA";
    CHECK(tokens_of(france) == Tokens{france});
    CHECK(tokens_of(france + germany) == Tokens{france, germany});
    CHECK(tokens_of("\U0001F1EB") == Tokens{"\U0001F1EB"});  // a lone indicator
}

TEST_CASE("a keycap and a tag-sequence flag are one emoji each") {
    const std::string one = "1\uFE0F\u20E3";
    const std::string two = "2\uFE0F\u20E3";
    CHECK(tokens_of(one) == Tokens{one});
    CHECK(tokens_of(one + two) == Tokens{one, two});
    CHECK(tokens_of("#\uFE0F\u20E3") == Tokens{"#\uFE0F\u20E3"});
    CHECK(tokens_of("step" + one) == Tokens{"step", one});
    const std::string england =
        "\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F";
    CHECK(tokens_of(england + "!") == Tokens{england, "!"});
}

TEST_CASE("an emoji next to a word is a separate token") {
    CHECK(tokens_of("hi😀") == Tokens{"hi", "😀"});
    CHECK(tokens_of("😀hi") == Tokens{"😀", "hi"});
    CHECK(tokens_of("good\U0001F44D\U0001F3FDjob") ==
          Tokens{"good", "\U0001F44D\U0001F3FD", "job"});
}

TEST_CASE("tokens of mixed text are whole UTF-8 characters and keep every non-space") {
    const std::string family = "\U0001F468\u200D\U0001F469\u200D\U0001F467";
    const std::string flag = "\U0001F1EB\U0001F1F7";
    const std::string keycap = "1\uFE0F\u20E3";
    const std::string text = "Café \u201Cnaïve\u201D " + family + " 北京 " + flag + "! cafe\u0301 " +
                             keycap + "\u00A0Привет… 3.14€ rock\u2019n\u2019roll";
    const Tokens expected{"Café", "\u201C", "naïve",  "\u201D", family, "北",
                          "京",   flag,     "!",      "cafe\u0301", keycap, "Привет",
                          "…",    "3.14",   "€",      "rock\u2019n\u2019roll"};
    const Tokens tokens = tokens_of(text);
    CHECK(tokens == expected);

    std::string joined;
    for (const std::string& token : tokens) {
        CHECK_FALSE(token.empty());
        CHECK(whole_utf8_characters(token));
        joined += token;
    }
    CHECK(joined == "Café\u201Cnaïve\u201D" + family + "北京" + flag + "!cafe\u0301" + keycap +
                        "Привет…3.14€rock\u2019n\u2019roll");
}

TEST_CASE("a byte that cannot start a character is reported with its offset") {
    CHECK_THROWS_WITH_AS(attention::tokenize("hello\xff"),
                         "text is not valid UTF-8: byte 0xff at offset 5 cannot start a character",
                         attention::InputError);
    CHECK_THROWS_WITH_AS(attention::tokenize("\xf8\x88\x80\x80\x80"),
                         "text is not valid UTF-8: byte 0xf8 at offset 0 cannot start a character",
                         attention::InputError);
}

TEST_CASE("a continuation byte with no lead byte is reported") {
    CHECK_THROWS_WITH_AS(
        attention::tokenize("a\x80"),
        "text is not valid UTF-8: byte 0x80 at offset 1 is an unexpected continuation byte",
        attention::InputError);
    // one continuation byte too many after "é"
    CHECK_THROWS_WITH_AS(
        attention::tokenize("\xc3\xa9\xa9"),
        "text is not valid UTF-8: byte 0xa9 at offset 2 is an unexpected continuation byte",
        attention::InputError);
}

TEST_CASE("a truncated multi-byte character is reported") {
    CHECK_THROWS_WITH_AS(attention::tokenize("caf\xc3"),
                         "text is not valid UTF-8: the 2-byte character at offset 3 is truncated: "
                         "the text ends after 1 of its bytes",
                         attention::InputError);
    CHECK_THROWS_WITH_AS(attention::tokenize("\xe2\x82" "A"),
                         "text is not valid UTF-8: the 3-byte character at offset 0 is truncated: "
                         "byte 0x41 at offset 2 is not a continuation byte",
                         attention::InputError);
    CHECK_THROWS_WITH_AS(attention::tokenize("ok \xf0\x9f\x98"),
                         "text is not valid UTF-8: the 4-byte character at offset 3 is truncated: "
                         "the text ends after 3 of its bytes",
                         attention::InputError);
}

TEST_CASE("an overlong encoding is reported with the code point it hides") {
    CHECK_THROWS_WITH_AS(attention::tokenize("\xc0\xaf"),  // '/' in two bytes
                         "text is not valid UTF-8: overlong encoding of U+002F at offset 0 "
                         "(2 bytes; the shortest form takes 1)",
                         attention::InputError);
    CHECK_THROWS_WITH_AS(attention::tokenize("ab\xe0\x80\xaf"),
                         "text is not valid UTF-8: overlong encoding of U+002F at offset 2 "
                         "(3 bytes; the shortest form takes 1)",
                         attention::InputError);
    CHECK_THROWS_WITH_AS(attention::tokenize("\xf0\x82\x82\xac"),  // '€' in four bytes
                         "text is not valid UTF-8: overlong encoding of U+20AC at offset 0 "
                         "(4 bytes; the shortest form takes 3)",
                         attention::InputError);
}

TEST_CASE("a code point above U+10FFFF is reported") {
    CHECK_THROWS_WITH_AS(attention::tokenize("x\xf4\x90\x80\x80"),
                         "text is not valid UTF-8: code point U+110000 at offset 1 "
                         "is above U+10FFFF",
                         attention::InputError);
    CHECK_THROWS_WITH_AS(attention::tokenize("\xf7\xbf\xbf\xbf"),
                         "text is not valid UTF-8: code point U+1FFFFF at offset 0 "
                         "is above U+10FFFF",
                         attention::InputError);
}

TEST_CASE("a lone UTF-16 surrogate gets its own message") {
    CHECK_THROWS_WITH_AS(attention::tokenize("ok \xed\xa0\xbd"),
                         "text has a lone UTF-16 surrogate U+D83D at byte offset 3 "
                         "(not valid Unicode)",
                         attention::InputError);
    CHECK_THROWS_WITH_AS(attention::tokenize("\xed\xb8\x80"),
                         "text has a lone UTF-16 surrogate U+DE00 at byte offset 0 "
                         "(not valid Unicode)",
                         attention::InputError);
}

TEST_CASE("invalid UTF-8 is an InputError, which is an invalid_argument") {
    CHECK_THROWS_AS(attention::tokenize("\xff"), std::invalid_argument);
    // U+FFFD and U+10FFFF, the largest code point, are valid
    CHECK_NOTHROW(attention::tokenize("\xef\xbf\xbd \xf4\x8f\xbf\xbf"));
}

TEST_CASE("token spans are each token's byte range: \"caf\u00e9, ok\" gives [0,5) [5,6) [7,9)") {
    // "café" is c a f and é in two bytes (0xc3 0xa9): 5 bytes, then the comma,
    // a space that belongs to no token, and "ok".
    const std::vector<attention::TokenSpan> spans = attention::token_spans("caf\xc3\xa9, ok");
    REQUIRE(spans.size() == 3);
    CHECK((spans[0].begin == 0 && spans[0].end == 5));
    CHECK((spans[1].begin == 5 && spans[1].end == 6));
    CHECK((spans[2].begin == 7 && spans[2].end == 9));
}

}  // TEST_SUITE("tokenize")
