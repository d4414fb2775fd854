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
        //   "the horses met emma so she was calm . the cat by the bird runs ."
        //   "leo watched ben . he slept because he yawned ."
        //   "max sat on the chair . the boat was near the town . it wobbled ."
        //   "the horse by the soldier waits ."
        const std::vector<Story> stories = write_stories(3, 4);
        REQUIRE(story_text(stories[0]) == "the horses met emma so she was calm . the cat by the bird runs .");
        CHECK(stories[0].antecedents[5] == std::vector<int>{3});  // she: emma
        CHECK(stories[0].subjects[14] == std::vector<int>{9, 10});  // runs: the cat (the bird is one too)
        CHECK(stories[0].antecedents[3].empty());
        CHECK(stories[0].subjects[13].empty());

        REQUIRE(story_text(stories[1]) == "leo watched ben . he slept because he yawned .");
        CHECK(stories[1].antecedents[4] == std::vector<int>{0});  // he: leo, the first he, not ben
        CHECK(stories[1].antecedents[7] == std::vector<int>{0});

        REQUIRE(story_text(stories[2]) == "max sat on the chair . the boat was near the town . it wobbled .");
        CHECK(stories[2].antecedents[13] == std::vector<int>{4});  // it: the chair, the first it-thing
        CHECK(stories[2].antecedents[7].empty());                 // the boat is not a pronoun

        REQUIRE(story_text(stories[3]) == "the horse by the soldier waits .");
        CHECK(stories[3].subjects[5] == std::vector<int>{0, 1});  // waits: the horse
    }

    TEST_CASE("no story says a word twice in a row (\"near the the town\")") {
        for (const Story& story : write_stories(14, 3000)) {
            for (std::size_t i = 1; i < story.tokens.size(); ++i) {
                if (story.tokens[i] == story.tokens[i - 1]) FAIL_CHECK(story_text(story));
            }
        }
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
        std::size_t verbs = 0, same_number_between = 0, other_number_between = 0;
        for (const Story& story : write_stories(12, 3000)) {
            const std::vector<std::string> words = words_of(story);
            for (std::size_t i = 0; i < words.size(); ++i) {
                if (story.subjects[i].empty()) continue;
                ++verbs;
                REQUIRE(story.subjects[i].size() == 2);
                const std::string& subject = words[std::size_t(story.subjects[i][1])];
                const bool ends_in_s = words[i].back() == 's';
                CHECK(ends_in_s == !plural.count(subject));
                // The subject comes right after "the"; the noun just before the verb
                // has either number, so only the subject tells the verb's.
                CHECK(words[std::size_t(story.subjects[i][0])] == "the");
                CHECK(story.subjects[i][0] + 1 == story.subjects[i][1]);
                ++(plural.count(words[i - 1]) == plural.count(subject) ? same_number_between : other_number_between);
            }
        }
        CHECK(verbs > 500);
        CHECK(same_number_between > verbs / 3);
        CHECK(other_number_between > verbs / 3);
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
