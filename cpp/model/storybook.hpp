#pragma once
// The storybook: short stories (1 to 32 words) written by a seeded grammar,
// the text the tiny language model is trained on. Public domain by
// construction (CC0): every sentence comes from the tables of its grammar.
//
// Each grammar is built so that guessing the next word needs the attention we
// want a learner to see:
// - after a pronoun ("it", "she", "he", "they") comes a word that belongs to
//   the one it stands for ("the dog ... it barked", "maria ... she smiled"),
//   and a pronoun stands for the FIRST person, animal or thing of its kind in
//   the story, so the cheapest way to guess that word is to look back at it;
//   stories run to the last word of the context with pronouns anywhere in
//   them, open as a learner's do ("then", "one day ,", an unknown word), put
//   describing words before nouns, bring in other nouns between the two, and
//   join two into one that "they" stands for ("the boy and the girl ... they");
// - twins: "the cat sat on the mat because it was tired and purred ." and
//   "... it was soft and slipped .": at "it" either could be meant, and the
//   describing word that comes later settles it by what it can be said of (a
//   cat can be tired, a mat soft); what follows belongs to that one, so the
//   model must look, from "tired", at what can be tired;
// - a verb in the present agrees with its subject across other nouns of
//   either number ("the old dogs near the cat by the river run"), so only the
//   subject tells it;
// - a person's name comes back ("maria met tom . later maria smiled").
// Words are lower case; "." and "," are words too.
//
// With every story come its gold labels, worked out while the story is
// written (tests/cpp check them on hand-read stories; the model's head gates
// measure attention against them).
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "words.hpp"

namespace attention::model {


// A storybook's language: each has a grammar of its own, written for it
// (English: storybook.cpp; Spanish: storybook_es.cpp; Arabic: storybook_ar.cpp).
enum class Language { english = 0, spanish = 1, arabic = 2 };
const char* language_code(Language language);  // "en", "es", "ar"
// The language of a code ("en", "es", "ar"); throws InputError for another.
Language language_of(const std::string& code);
// The same, its problem said instead of thrown: "" and the language in `out`, or why there is none
// (`out` untouched). For the training modules built without C++ exceptions (CMakeLists.txt).
std::string language_of_into(const std::string& code, Language& out);

// A storybook's vocabulary: every word its grammar can write, and every word
// of the widget's built-in examples in that language (web/scenarios/*.json),
// as split_words reads them.
const Vocabulary& storybook_vocabulary(Language language = Language::english);

// What kind of thing a pronoun can stand for.
enum class Kind { female = 0, male = 1, animal = 2, thing = 3, group = 4 };

struct Story {
    std::vector<int> tokens;  // word ids
    // Per token: for a pronoun whose referent the words BEFORE it settle (by
    // the storybook's rule), the positions of every mention of the one it
    // stands for (a noun's positions; both nouns of "the boy and the girl");
    // empty for every other token, and for a twin's pronoun, which only a
    // later word settles.
    std::vector<std::vector<int>> antecedents;
    // Per token: for a describing word that settles by its meaning what an
    // earlier pronoun stood for ("tired" in a twin), the position of the noun
    // it fits; empty for every other token.
    std::vector<std::vector<int>> meanings;
    // Per token: the ids of the next words that belong to the one the word
    // stands for, where the next word depends on it: at a settled pronoun its
    // own words and was/were of its number; at the word after a twin's
    // settling word ("and"), the fitting noun's own words. Empty elsewhere.
    std::vector<std::vector<int>> belongs;
    // Per token: for a verb that agrees with its subject, the positions of
    // the subject's words: its article, any describing word, its noun ("the
    // old dogs", "los perros": in Spanish the article says the number too);
    // empty for every other token.
    std::vector<std::vector<int>> subjects;
    // Per token: for a name said a second time, the position of the word that
    // followed its first mention (what an induction head would copy); -1 else.
    std::vector<int> repeat_sources;
    // What kind of story this is: "plain", "opening", "long", "adjectives",
    // "distractors", "coordination", "twin", "agreement" or "scene" (the first
    // that applies, in that order: a long story with an opening is "opening").
    std::string family;
};

// The most words a model reads (its context), and the most a story has: one
// more, so that even the last word the model reads has a next word to guess
// while it trains (a longer story is written again).
constexpr std::size_t kLongestStory = 32;
constexpr std::size_t kLongestStoryWithNext = kLongestStory + 1;

// `count` stories from the grammar, the same for the same seed.
std::vector<Story> write_stories(std::uint64_t seed, std::size_t count, Language language = Language::english);
// The same stories, their words only (no labels: a few times less memory, for a
// training that reads only the words: the browser's, live_training.hpp).
std::vector<Story> write_story_words(std::uint64_t seed, std::size_t count, Language language = Language::english);

// `count` twin pairs: two stories that differ only in the describing word
// after "it was", which fits the first noun in one and the second in the
// other ("... it was tired and purred ." / "... it was soft and slipped ."),
// the animal first in about half of them. The same for the same seed.
struct TwinPair {
    Story fits_animal, fits_thing;
};
std::vector<TwinPair> write_twin_pairs(std::uint64_t seed, std::size_t count, Language language = Language::english);

// The ids of the words that belong to nouns of the storybook, one or two
// joined by "and" (their own words and was/were of their number: what may
// come after a pronoun that stands for them), or empty when the storybook has
// no such noun.
std::vector<int> words_belonging_to(const std::vector<std::string>& nouns, Language language = Language::english);

// Every noun of the storybook a pronoun can stand for, with that pronoun
// ("cat", "it"), in the grammar's order: what the page says when it explains
// the storybook's rule.
std::vector<std::pair<std::string, std::string>> storybook_nouns(Language language = Language::english);

// The story's words joined by single spaces ("the cat sat on the mat .").
std::string story_text(const Story& story, Language language = Language::english);



}  // namespace attention::model
