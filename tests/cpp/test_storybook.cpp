// The storybook's gold labels: stories read by hand, and rules checked on
// thousands of stories by scanning their words with this file's own lists of
// which word a pronoun can stand for (not the generator's tables).
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>

#include "model/storybook.hpp"

using namespace attention::model;

namespace {

std::vector<std::string> words_of(const Story& story) {
    std::vector<std::string> out;
    for (int id : story.tokens) out.push_back(storybook_vocabulary().words[std::size_t(id)]);
    return out;
}

const std::set<std::string> kShe = {"maria", "anna", "emma", "lucy", "sara", "girl", "woman", "queen", "princess", "mother"};
const std::set<std::string> kHe = {"tom", "sam", "leo", "max", "ben", "boy", "man", "king", "prince", "father"};
const std::set<std::string> kIt = {"cat", "dog", "bird", "horse", "cow", "fox", "owl", "duck", "frog", "mouse",
                                   "rabbit", "goat", "mat", "door", "cup", "ball", "box", "bell", "book", "boat",
                                   "kite", "lamp", "table", "chair", "bakery", "river", "market", "sky", "town",
                                   "church", "moon", "paris", "mars"};
const std::set<std::string> kThey = {"birds", "dogs", "cats", "children", "soldiers", "armies", "envoys", "farmers",
                                     "families", "visitors", "kings", "cooks", "servants", "horses", "people",
                                     "neighbours"};

const std::set<std::string>* nouns_for(const std::string& pronoun) {
    if (pronoun == "she") return &kShe;
    if (pronoun == "he") return &kHe;
    if (pronoun == "it") return &kIt;
    if (pronoun == "they") return &kThey;
    return nullptr;
}

}  // namespace

TEST_SUITE("the storybook") {
    TEST_CASE("stories read by hand carry the right gold labels") {
        // Seed 3's first stories, as written:
        //   "the horses met emma so she was calm . the cat with the birds eats ."
        //   "the man slept in the bakery . it smelled . the visitors near the visitor swim ."
        //   "the king lived on the mat . the dogs lived on the mat . it lay so it slipped .
        //    the dog behind the soldiers plays ."
        //   "the bird walked to the sky because it sang . it sang ."
        const std::vector<Story> stories = write_stories(3, 4);
        REQUIRE(story_text(stories[0]) == "the horses met emma so she was calm . the cat with the birds eats .");
        CHECK(stories[0].antecedents[5] == std::vector<int>{3});  // she: emma
        CHECK(stories[0].subjects[14] == 10);                     // eats: cat
        CHECK(stories[0].antecedents[3].empty());
        CHECK(stories[0].subjects[13] == -1);

        REQUIRE(story_text(stories[1]) == "the man slept in the bakery . it smelled . the visitors near the visitor swim .");
        CHECK(stories[1].antecedents[7] == std::vector<int>{5});  // it: the bakery (no other it before)
        CHECK(stories[1].subjects[15] == 11);                     // swim: visitors

        REQUIRE(story_text(stories[2]) ==
                "the king lived on the mat . the dogs lived on the mat . it lay so it slipped . the dog behind the soldiers plays .");
        CHECK(stories[2].antecedents[14] == std::vector<int>{5, 12});  // it: both mentions of the mat
        CHECK(stories[2].antecedents[17] == std::vector<int>{5, 12});
        CHECK(stories[2].subjects[25] == 21);                          // plays: dog, not soldiers

        REQUIRE(story_text(stories[3]) == "the bird walked to the sky because it sang . it sang .");
        CHECK(stories[3].antecedents[7] == std::vector<int>{1});  // it: the bird, the first it-thing, not the sky
        CHECK(stories[3].antecedents[10] == std::vector<int>{1});
    }

    TEST_CASE("a pronoun stands for every mention of the first noun of its kind, in 3000 stories") {
        std::size_t pronouns = 0;
        for (const Story& story : write_stories(11, 3000)) {
            const std::vector<std::string> words = words_of(story);
            for (std::size_t i = 0; i < words.size(); ++i) {
                const std::vector<int>& gold = story.antecedents[i];
                const std::set<std::string>* kind = nouns_for(words[i]);
                if (gold.empty()) continue;
                ++pronouns;
                REQUIRE(kind != nullptr);
                // The first noun of the pronoun's kind in the story...
                std::size_t first = 0;
                while (first < i && !kind->count(words[first])) ++first;
                REQUIRE(first < i);
                CHECK(gold.front() == int(first));
                // ...and every later mention of that same word, before the pronoun.
                std::vector<int> expected;
                for (std::size_t j = 0; j < i; ++j) {
                    if (words[j] == words[first]) expected.push_back(int(j));
                }
                CHECK(gold == expected);
            }
        }
        CHECK(pronouns > 3000);
    }

    TEST_CASE("an agreeing verb ends in s exactly when its subject is one thing, in 3000 stories") {
        const std::set<std::string> plural = {"dogs", "cats", "birds", "horses", "kings", "soldiers", "farmers",
                                              "children", "cooks", "visitors"};
        std::size_t verbs = 0;
        for (const Story& story : write_stories(12, 3000)) {
            const std::vector<std::string> words = words_of(story);
            for (std::size_t i = 0; i < words.size(); ++i) {
                if (story.subjects[i] < 0) continue;
                ++verbs;
                const std::string& subject = words[std::size_t(story.subjects[i])];
                const bool ends_in_s = words[i].back() == 's';
                CHECK(ends_in_s == !plural.count(subject));
                // The subject comes right after "the", and a noun of the other number sits between.
                CHECK(words[std::size_t(story.subjects[i]) - 1] == "the");
                CHECK(plural.count(words[i - 1]) == !plural.count(subject));
            }
        }
        CHECK(verbs > 500);
    }

    TEST_CASE("a name said again points at the word that followed its first mention") {
        std::size_t repeats = 0;
        for (const Story& story : write_stories(13, 3000)) {
            for (std::size_t i = 0; i < story.tokens.size(); ++i) {
                const int source = story.repeat_sources[i];
                if (source < 0) continue;
                ++repeats;
                REQUIRE(source >= 1);
                const auto first = std::find(story.tokens.begin(), story.tokens.end(), story.tokens[i]);
                CHECK(first - story.tokens.begin() == source - 1);
            }
        }
        CHECK(repeats > 20);
    }

    TEST_CASE("the vocabulary holds every word of the built-in English examples, and '?' first") {
        const Vocabulary& v = storybook_vocabulary();
        CHECK(v.words.front() == "?");
        for (const char* word : {"the", "cat", "sat", "on", "mat", "because", "it", "was", "tired", "bank", "river",
                                 "mars", "sky", "treaty", "westphalia", "opened", "door", "birds", "sang", "here",
                                 "then", "left", "purred", "moon", "circles", "paris", "bakery", "chased"}) {
            CHECK_MESSAGE(v.id(word) > 0, word);
        }
        CHECK(v.id("giraffe") == 0);
    }

    TEST_CASE("split_words keeps what was typed and finds it in lower case") {
        const std::vector<Word> words = split_words("The cat, Maria's GIRAFFE.", storybook_vocabulary());
        REQUIRE(words.size() == 6);
        CHECK(words[0].text == "The");
        CHECK(words[0].lower == "the");
        CHECK(words[0].id == storybook_vocabulary().id("the"));
        CHECK(words[2].text == ",");
        CHECK(words[3].text == "Maria's");
        CHECK(words[3].id == 0);
        CHECK(words[4].id == 0);
        CHECK(words[5].text == ".");
    }

    TEST_CASE("no story is longer than the model's context, and the same seed writes the same stories") {
        const std::vector<Story> a = write_stories(21, 2000), b = write_stories(21, 2000);
        for (std::size_t i = 0; i < a.size(); ++i) {
            CHECK(a[i].tokens.size() <= kLongestStory);
            CHECK(a[i].tokens == b[i].tokens);
        }
    }
}
