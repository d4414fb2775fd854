#pragma once
// A model's words: its vocabulary, and a text split into words and looked up
// in it. What the page's reading needs of the storybook (reading.cpp), kept
// apart from the grammars so the model's wasm module carries no story tables.
#include <string>
#include <vector>

namespace attention::model {

// The vocabulary: word ids 0..size-1. Id 0 is "?", every word the storybook
// does not know.
struct Vocabulary {
    std::vector<std::string> words;
    // The id of a lower-case word, 0 when unknown.
    int id(const std::string& word) const;
};

// Splits text into a model's words: lower case (accented capitals too:
// "Él" is "él"), "." "," "!" "?" ";" ":" "¡" "¿" as words of their own,
// quotation marks (" « » “ ”) parting words like a space, apostrophes and
// letters kept. Each word keeps the text it was read from, for the page to show.
struct Word {
    std::string text;   // as typed ("Maria")
    std::string lower;  // as the vocabulary spells it ("maria")
    int id = 0;         // 0 when the vocabulary does not know it
};
std::vector<Word> split_words(const std::string& text, const Vocabulary& vocabulary);

// The pieces of a text between runs of ASCII spaces ("the cat  sat" → the, cat,
// sat): how the storybooks' tables write their words. (Not std::istringstream,
// which brings the C++ locale machinery, some 50 KB, into a wasm module.)
std::vector<std::string> split_on_spaces(const std::string& text);

}  // namespace attention::model
