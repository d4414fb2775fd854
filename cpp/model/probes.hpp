#pragma once
// Probes written by hand (models/probes/<language>.tsv), not by the storybook's
// generator: sentences a learner might type, each with one marked word and
// its gold answer, on which every head's gate is measured a second time
// (head_jobs.hpp). A line of the file:
//
//   job <TAB> family <TAB> text with the marked [word] <TAB> gold words
//
//   pronoun   late      then the dog sat ... because [it]             dog
//   pronoun   coordination  the boy and the girl ran home so [they]   boy girl
//   subject   adjectives  the old dog near the cats [runs]            the old dog
//   meaning   twin      the mat lay near the cat because it was [tired] and   cat
//
// job: "pronoun" (gold: the nouns it stands for; every mention of each before
// the marked word is gold), "subject" (gold: the subject's words in order,
// their last appearance before the marked verb is gold, measured at the word
// before the verb) or "meaning" (gold: the noun the marked describing word fits;
// measured at the marked word and at the word after it). family: a free word
// that groups probes in the figures ("late", "opening", "adjectives",
// "distractors", "coordination", ...). Lines starting with "#" and empty lines
// are skipped.
#include <cstddef>
#include <string>
#include <vector>

#include "storybook.hpp"

namespace attention::model {

struct Probe {
    std::string job, family, text;
    std::size_t line = 0;         // in the file, from 1
    std::vector<int> tokens;      // the text's word ids (0: unknown)
    std::size_t at = 0;           // the marked word's position
    std::vector<int> gold;        // the gold positions
    std::vector<int> belongs;     // pronoun: what may come next that belongs to the gold nouns
    std::vector<std::string> gold_words;
};

// Reads a probe file's text for a language. Throws InputError naming the line
// and what is wrong ("line 12: the gold word \"dgo\" is not before the marked word").
std::vector<Probe> read_probes(const std::string& text, Language language);

}  // namespace attention::model
