// The Spanish storybook's gold labels: stories read by hand, and its rules
// checked on thousands of stories with this file's own lists of which words
// each pronoun can stand for (by gender and number, not the generator's tables).
#include <doctest/doctest.h>

#include <map>
#include <set>
#include <string>

#include "model/storybook.hpp"

using namespace attention::model;

namespace {

const Language kSpanish = Language::spanish;

std::vector<std::string> spanish_words(const Story& story) {
    std::vector<std::string> out;
    for (int id : story.tokens) out.push_back(storybook_vocabulary(kSpanish).words[std::size_t(id)]);
    return out;
}

// People and animals by the pronoun that stands for them. Things (la alfombra,
// la mesa) are in none: no pronoun of these stories stands for a thing.
const std::map<std::string, std::set<std::string>> kStandsFor = {
    {"ella", {"maría", "ana", "lucía", "sofía", "carmen", "niña", "mujer", "reina", "madre", "gata", "vaca", "cabra",
              "rana", "oveja"}},
    {"él", {"pedro", "juan", "pablo", "carlos", "tomás", "niño", "hombre", "rey", "padre", "perro", "gato", "caballo",
            "pájaro", "zorro"}},
    {"ellos", {"perros", "gatos", "niños", "soldados", "campesinos", "pájaros", "caballos"}},
    {"ellas", {"niñas", "vacas", "gatas", "cabras", "mujeres", "reinas"}},
};

}  // namespace

TEST_SUITE("the Spanish storybook") {
    TEST_CASE("stories read by hand carry the right gold labels") {
        // Seed 3's first stories, as written:
        //   "carmen vio al padre entonces él estaba ocupado . el gato junto al pájaro corre ."
        //   "el perro caminó a la panadería y él corrió . él corrió . el caballo detrás del rey corre ."
        //   "la niña volvió al cielo entonces ella estaba cansada . los soldados cerca del pájaro descansan ."
        //   "el padre miró a la gata . ella maulló ."
        const std::vector<Story> stories = write_stories(3, 4, kSpanish);
        REQUIRE(story_text(stories[0], kSpanish) ==
                "carmen vio al padre entonces él estaba ocupado . el gato junto al pájaro corre .");
        CHECK(stories[0].antecedents[5] == std::vector<int>{3});  // él: el padre (carmen is ella)
        CHECK(stories[0].subjects[14] == std::vector<int>{9, 10});  // corre: el gato, not el pájaro

        REQUIRE(story_text(stories[1], kSpanish) ==
                "el perro caminó a la panadería y él corrió . él corrió . el caballo detrás del rey corre .");
        CHECK(stories[1].antecedents[7] == std::vector<int>{1});  // él: el perro
        CHECK(stories[1].antecedents[10] == std::vector<int>{1});
        CHECK(stories[1].subjects[18] == std::vector<int>{13, 14});  // corre: el caballo

        REQUIRE(story_text(stories[2], kSpanish) ==
                "la niña volvió al cielo entonces ella estaba cansada . los soldados cerca del pájaro descansan .");
        CHECK(stories[2].antecedents[6] == std::vector<int>{1});  // ella: la niña
        CHECK(stories[2].subjects[15] == std::vector<int>{10, 11});  // descansan: los soldados

        REQUIRE(story_text(stories[3], kSpanish) == "el padre miró a la gata . ella maulló .");
        CHECK(stories[3].antecedents[7] == std::vector<int>{5});  // ella: la gata, not el padre
    }

    TEST_CASE("a pronoun stands for every mention of the first person or animal of its gender and number, in 3000 stories") {
        std::size_t pronouns = 0;
        for (const Story& story : write_stories(11, 3000, kSpanish)) {
            const std::vector<std::string> words = spanish_words(story);
            for (std::size_t i = 0; i < words.size(); ++i) {
                if (story.antecedents[i].empty()) continue;
                ++pronouns;
                REQUIRE(kStandsFor.count(words[i]) == 1);
                const std::set<std::string>& kind = kStandsFor.at(words[i]);
                std::size_t first = 0;
                while (first < i && !kind.count(words[first])) ++first;
                REQUIRE(first < i);
                std::vector<int> expected;
                for (std::size_t j = 0; j < i; ++j) {
                    if (words[j] == words[first]) expected.push_back(int(j));
                }
                CHECK(story.antecedents[i] == expected);
            }
        }
        CHECK(pronouns > 3000);
    }

    TEST_CASE("an agreeing verb ends in n exactly when its subject is many, in 3000 stories") {
        std::size_t verbs = 0;
        for (const Story& story : write_stories(12, 3000, kSpanish)) {
            const std::vector<std::string> words = spanish_words(story);
            for (std::size_t i = 0; i < words.size(); ++i) {
                if (story.subjects[i].empty()) continue;
                ++verbs;
                REQUIRE(story.subjects[i].size() == 2);
                const std::string& article = words[std::size_t(story.subjects[i][0])];
                const std::string& subject = words[std::size_t(story.subjects[i][1])];
                CHECK((words[i].back() == 'n') == (subject.back() == 's'));
                CHECK(article == (subject.back() == 's' ? "los" : "el"));
            }
        }
        CHECK(verbs > 500);
    }

    TEST_CASE("split_words reads Spanish: accented capitals in lower case, ¿ and ¡ apart, quotation marks dropped") {
        const Vocabulary& v = storybook_vocabulary(kSpanish);
        const std::vector<Word> words = split_words("¿Él? «Ella» ÉL", v);
        REQUIRE(words.size() == 5);
        CHECK(words[0].text == "¿");
        CHECK(words[1].text == "Él");
        CHECK(words[1].lower == "él");
        CHECK(words[1].id == v.id("él"));
        CHECK(words[1].id > 0);
        CHECK(words[2].text == "?");
        CHECK(words[3].text == "Ella");
        CHECK(words[3].id == v.id("ella"));
        CHECK(words[4].lower == "él");
    }

    TEST_CASE("the Spanish vocabulary starts with '?' and holds the chapter's sentence in Spanish") {
        const Vocabulary& v = storybook_vocabulary(kSpanish);
        CHECK(v.words.front() == "?");
        for (const Word& w : split_words("La gata se sentó en la alfombra porque ella estaba cansada.", v)) {
            CHECK_MESSAGE(w.id > 0, w.text);
        }
        CHECK(v.id("cat") == 0);
    }

    TEST_CASE("the language codes") {
        CHECK(language_of("es") == Language::spanish);
        CHECK(std::string(language_code(Language::spanish)) == "es");
        CHECK_THROWS_WITH(language_of("fr"), doctest::Contains("\"fr\""));
    }
}
