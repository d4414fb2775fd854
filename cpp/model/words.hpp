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
// "Él" is "él"), "." "," "!" "?" ";" ":" "¡" "¿" and Arabic's "،" "؛" "؟" as
// words of their own, quotation marks (" « » “ ”) parting words like a space,
// apostrophes and letters kept. Each word keeps the text it was read from, for
// the page to show.
//
// A word in Arabic letters is looked up without its short vowels and tatweel
// ("مُتْعَبًا" finds "متعبًا"; a tatweel it opens with is kept: "ـهم" is not
// "هم"). Arabic writes some words joined to the next or the one before, and a
// model reads them apart, as the Penn Arabic Treebank's segmentation does (every
// clitic a piece of its own, the article "ال" left on its noun):
// - a word the vocabulary knows is read whole ("لأن", "كان", "هذه", "فتحت");
// - else it is cut into pieces the vocabulary knows, the fewest first:
//   - a pronoun joined at its end, "ـه" "ـها" "ـهم" ("لأنه": "لأن" + "ـه"),
//     where what is before it is a known word as written alone ("رآه": "رأى";
//     "قطته": "قطة"; "بدؤوه": "بدؤوا"; "آباؤهم": "آباء");
//   - the particles joined at its start: "و" or "ف" (and, so), then "ب" "ك"
//     or "ل" (with, like, to): "والقط": "و" + "القط", "بالقط": "بـ" + "القط";
//     "للقط" is "لـ" + "القط" (Arabic drops the article's alif after "ل");
//   - both ("ومعهم": "و" + "مع" + "ـهم");
// - else it is one unknown word ("هذا" in a model that lacks it; a word
//   that merely ends in "ه" stays whole).
// A piece keeps what was typed; a joined particle is shown drawn out ("فـ"),
// a joined pronoun drawn in ("ـه"), as the widget shows them.
// (The English and Spanish models' browser modules leave these rules out, 2.5 KB
// less gzip each, and read an Arabic word as one unknown word:
// ATTENTION_WORDS_WITHOUT_ARABIC, CMakeLists.txt.)
struct Word {
    std::string text;   // as typed ("Maria", "لأن" and "ـه" of "لأنه")
    std::string lower;  // as the vocabulary spells it ("maria"); an unknown Arabic word without its vowels
    int id = 0;         // 0 when the vocabulary does not know it
};
std::vector<Word> split_words(const std::string& text, const Vocabulary& vocabulary);

// The pieces of a text between runs of ASCII spaces ("the cat  sat" → the, cat,
// sat): how the storybooks' tables write their words. (Not std::istringstream,
// which brings the C++ locale machinery, some 50 KB, into a wasm module.)
std::vector<std::string> split_on_spaces(const std::string& text);

}  // namespace attention::model
