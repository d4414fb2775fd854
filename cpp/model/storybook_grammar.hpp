#pragma once
// The storybook's grammars, one per language (storybook.cpp: English,
// storybook_es.cpp: Spanish, storybook_ar.cpp: Arabic): each writes one story with its gold labels, a
// twin pair, the words that belong to one of its nouns, and lists its
// vocabulary. storybook.cpp picks one by the language.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "storybook.hpp"

namespace attention::model::grammar {

struct Grammar {
    Vocabulary (*vocabulary)();
    Story (*story)(std::uint64_t& rng, const Vocabulary& vocabulary);
    TwinPair (*twins)(std::uint64_t& rng, const Vocabulary& vocabulary);
    // What may come right after a pronoun that stands for these nouns (one, or
    // two joined by "and"): their own words and was/were (or the language's)
    // of their number; empty when one is no noun of the grammar.
    std::vector<std::string> (*belonging)(const std::vector<std::string>& nouns);
    // Every noun a pronoun can stand for, with that pronoun ("cat" → "it"; a
    // noun twice when two pronouns stand for it); nullptr: none listed.
    std::vector<std::pair<std::string, std::string>> (*nouns)();
};

Grammar english();
Grammar spanish();
Grammar arabic();

}  // namespace attention::model::grammar
