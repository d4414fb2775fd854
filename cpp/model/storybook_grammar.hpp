#pragma once
// The storybook's grammars, one per language (storybook.cpp: English,
// storybook_es.cpp: Spanish): each writes one story with its gold labels and
// lists its vocabulary. storybook.cpp picks one by the language.
#include <cstdint>

#include "storybook.hpp"

namespace attention::model::grammar {

Vocabulary english_vocabulary();
Story english_story(std::uint64_t& rng, const Vocabulary& vocabulary);

Vocabulary spanish_vocabulary();
Story spanish_story(std::uint64_t& rng, const Vocabulary& vocabulary);

}  // namespace attention::model::grammar
