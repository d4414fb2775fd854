#pragma once
// The storybook: short stories (1 to 3 sentences) written by a seeded grammar,
// the text the tiny language model is trained on. Public domain by
// construction (CC0): every sentence comes from the tables in storybook.cpp.
//
// The grammar is built so that guessing the next word needs the attention we
// want a learner to see:
// - after "it", "she", "he" or "they" comes a word that belongs to the one the
//   pronoun stands for ("the dog ... it barked", "maria ... she smiled"), and a
//   pronoun always stands for the FIRST thing of its kind in the story (the
//   cat, not the mat, in "the cat sat on the mat because it was tired"), so
//   the cheapest way to guess that word is to look back at that noun;
// - a verb in the present agrees with its subject across another noun of
//   either number ("the dogs near the cat bark", "the dog near the cats
//   barks", "the dog near the cat barks"), so only the subject tells it;
// - a person's name comes back ("maria met tom . later maria smiled").
// Words are lower case; "." and "," are words too.
//
// With every story come its gold labels, worked out while the story is
// written: for every word, the word before it, and for a pronoun the
// positions of its antecedent, for a verb its subject's. tests/cpp check them
// on hand-read stories; the model's head gates measure attention against them.
#include <cstdint>
#include <string>
#include <vector>

#include "words.hpp"

namespace attention::model {


// A storybook's language: each has a grammar of its own, written for it
// (English: storybook.cpp; Spanish: storybook_es.cpp).
enum class Language { english = 0, spanish = 1 };
const char* language_code(Language language);  // "en", "es"
// The language of a code ("en", "es"); throws InputError for another.
Language language_of(const std::string& code);

// A storybook's vocabulary: every word its grammar can write, and every word
// of the widget's built-in examples in that language (web/scenarios/*.json).
const Vocabulary& storybook_vocabulary(Language language = Language::english);

// What kind of thing a pronoun can stand for.
enum class Kind { female = 0, male = 1, animal = 2, thing = 3, group = 4 };

struct Story {
    std::vector<int> tokens;  // word ids
    // Per token: for a pronoun, the positions (before it) of every mention of
    // the noun it stands for; empty for every other token.
    std::vector<std::vector<int>> antecedents;
    // Per token: for a verb that agrees with its subject, the positions of
    // the subject's words, its article and its noun ("the dogs", "los
    // perros": in Spanish the article says the number too); empty for every
    // other token.
    std::vector<std::vector<int>> subjects;
    // Per token: for a name said a second time, the position of the word that
    // followed its first mention (what an induction head would copy); -1 else.
    std::vector<int> repeat_sources;
};

// The most words a story has (a longer one is written again): the model's
// context holds at least this many.
constexpr std::size_t kLongestStory = 32;

// `count` stories from the grammar, the same for the same seed.
std::vector<Story> write_stories(std::uint64_t seed, std::size_t count, Language language = Language::english);

// The story's words joined by single spaces ("the cat sat on the mat .").
std::string story_text(const Story& story, Language language = Language::english);



}  // namespace attention::model
