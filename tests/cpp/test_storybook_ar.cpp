// The Arabic storybook and how a model reads Arabic: stories read by hand,
// the storybook's rules checked on thousands of stories with this file's own
// lists (which noun is masculine or feminine, alive or a thing, which words
// are said only of the living or only of things: not the generator's
// tables), and split_words on Arabic typed with and without its vowels.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <string>

#include "model/storybook.hpp"

using namespace attention::model;

namespace {

const Language kArabic = Language::arabic;

const Vocabulary& vocabulary() { return storybook_vocabulary(kArabic); }
int id(const std::string& word) { return vocabulary().id(word); }

std::vector<std::string> arabic_words(const Story& story) {
    std::vector<std::string> out;
    for (int i : story.tokens) out.push_back(vocabulary().words[std::size_t(i)]);
    return out;
}

std::vector<int> ids(std::initializer_list<const char*> words) {
    std::vector<int> out;
    for (const char* w : words) out.push_back(id(w));
    return out;
}

// The nouns a pronoun can stand for, by gender and number, the living apart
// from things (Arabic calls a thing «هو» or «هي» as it calls a person).
const std::set<std::string> kMasculineLiving = {
    "أحمد", "عمر", "يوسف", "سامي", "خالد", "الولد", "الرجل", "الملك", "الأمير", "الأب", "القط", "الكلب",
    "الحصان", "الثعلب", "الأرنب", "الفأر", "العصفور", "الديك", "الخروف", "الجمل"};
const std::set<std::string> kFeminineLiving = {
    "مريم", "سارة", "ليلى", "هدى", "زينب", "البنت", "المرأة", "الملكة", "الأميرة", "الأم", "القطة", "البقرة",
    "البطة", "الضفدعة", "البومة", "العنزة", "الدجاجة"};
const std::set<std::string> kMasculineThings = {
    "الكرسي", "الباب", "الكوب", "الصندوق", "الجرس", "الكتاب", "القارب", "المصباح", "النهر", "السرير", "البيت",
    "المخبز", "القمر", "المريخ"};
const std::set<std::string> kFeminineThings = {
    "الحصيرة", "الطاولة", "الوسادة", "السلة", "السفينة", "الشجرة", "المدينة", "الكنيسة", "الحديقة", "الغرفة",
    "باريس"};
const std::set<std::string> kPeople = {
    "الأطفال", "الجنود", "العمال", "الزوار", "الطهاة", "السفراء", "الجيران", "الملوك", "الخدم", "البحارة"};
// What may stand between a noun and «و» in «الأطفال الصغار و الملك».
const std::set<std::string> kDescribing = {"الصغير", "الصغيرة", "الصغار", "الكبير", "الكبيرة", "الكبار", "العجوز",
                                           "الجميل", "الجميلة", "القديم", "القديمة", "الجديد", "الجديدة"};

// A twin's settling words (after «كان»): reasons to stay somewhere, said only of
// the living, and only of things.
const std::set<std::string> kLivingReasons = {"متعبًا", "متعبة", "جائعًا", "جائعة", "نعسان", "خائفًا", "خائفة", "عطشان",
                                              "بردان", "مريضًا", "مريضة", "كسولًا", "سعيدًا", "سعيدة"};
const std::set<std::string> kThingReasons = {"مريحًا", "مريحة", "واسعًا", "واسعة", "دافئًا", "دافئة", "ناعمة",
                                             "فارغًا", "فارغة", "مضيئًا", "جميلة", "مكسورًا", "مكسورة", "نظيفًا",
                                             "نظيفة", "جديدًا", "جديدة"};

bool is_noun(const std::string& w) {
    return kMasculineLiving.count(w) || kFeminineLiving.count(w) || kMasculineThings.count(w) ||
           kFeminineThings.count(w) || kPeople.count(w);
}

enum class Form { masculine, feminine, plural, none };
Form form_of_pronoun(const std::string& w) {
    if (w == "ـه" || w == "هو") return Form::masculine;
    if (w == "ـها" || w == "هي") return Form::feminine;
    if (w == "ـهم" || w == "هم") return Form::plural;
    return Form::none;
}

bool ends_with(const std::string& s, const std::string& end) {
    return s.size() >= end.size() && s.compare(s.size() - end.size(), end.size(), end) == 0;
}
bool starts_with(const std::string& s, const std::string& start) { return s.compare(0, start.size(), start) == 0; }

// Writes a story's words as Arabic writes them: a particle joined to the next
// word, a pronoun to the one before, «لـ» + «القط» as «للقط».
std::string written(const Story& story) {
    const std::string tatweel = "ـ";
    auto without_tatweel = [&](std::string w) {
        for (std::size_t at; (at = w.find(tatweel)) != std::string::npos;) w.erase(at, tatweel.size());
        return w;
    };
    std::string out;
    bool joins_next = false;
    for (const std::string& w : arabic_words(story)) {
        if (starts_with(w, tatweel)) {
            out += without_tatweel(w);
            joins_next = false;
            continue;
        }
        std::string word = w == "?" ? "غرغر" : w;  // a word no model knows
        if (!joins_next && !out.empty()) out += ' ';
        if (joins_next && ends_with(out, "ل") && starts_with(word, "ال")) word = word.substr(std::string("ا").size());
        out += without_tatweel(word);
        joins_next = w == "و" || ends_with(w, tatweel);
    }
    return out;
}

std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// The "sentence" of a built-in example's JSON (a string without escapes but \" and \\).
std::string sentence_of(const std::string& json) {
    const std::string key = "\"sentence\"";
    std::size_t at = json.find(key);
    REQUIRE(at != std::string::npos);
    at = json.find('"', json.find(':', at) + 1) + 1;
    std::string out;
    for (; at < json.size() && json[at] != '"'; ++at) {
        if (json[at] == '\\') ++at;
        out += json[at];
    }
    return out;
}

}  // namespace

TEST_SUITE("the Arabic storybook") {
    TEST_CASE("stories read by hand carry the right gold labels") {
        // Seed 3's first stories, as written (the pieces split_words reads).
        const std::vector<Story> stories = write_stories(3, 24, kArabic);

        // A twin with no pronoun: "Finally, the hen sat on the table because one of the two
        // was afraid, so it laid": «إحداهما» (one of the two, feminine) names neither; only
        // «خائفة» (afraid), which fits any animal and no thing, settles it: the hen, not the
        // table (both feminine), and what follows «فـ» is the hen's.
        REQUIRE(story_text(stories[0], kArabic) == "أخيرًا ، جلست الدجاجة على الطاولة لأن إحداهما كانت خائفة فـ باضت .");
        CHECK(stories[0].family == "twin-one");
        CHECK(stories[0].antecedents[7].empty());
        CHECK(stories[0].meanings[9] == std::vector<int>{3});
        CHECK(stories[0].belongs[10] == ids({"باضت", "نقرت"}));
        // "… in the boat slept the sparrow because one of the two was clean, so it sank":
        // «أحدهما» (masculine), «نظيفًا» (clean) fits a thing only: the boat (4), not the sparrow.
        REQUIRE(story_text(stories[21], kArabic) == "ثم نام العصفور في القارب لأن أحدهما كان نظيفًا فـ غرق .");
        CHECK(stories[21].family == "twin-one");
        CHECK(stories[21].meanings[8] == std::vector<int>{4});
        CHECK(stories[21].belongs[9] == ids({"طفا", "غرق"}));
        // A twin with the pronoun: «ـها» is settled only by «جديدة» (new): the ship, not the goat.
        REQUIRE(story_text(stories[1], kArabic) == "في السفينة بقيت العنزة لأن ـها كانت جديدة فـ غرقت .");
        CHECK(stories[1].family == "twin");
        CHECK(stories[1].antecedents[5].empty());
        CHECK(stories[1].meanings[7] == std::vector<int>{1});
        CHECK(stories[1].belongs[8] == ids({"أبحرت", "غرقت"}));

        // «هو» with no masculine person or animal yet: the chair, a thing (Paris is
        // feminine); then «ـه»: Sami, the living first. A verb agrees with its subject
        // across a plural of animals: «تركض», the cat.
        REQUIRE(story_text(stories[8], kArabic) ==
                "كانت باريس قرب الكرسي . هو انكسر . وجد سامي و العمال الصغار الكوب الجديد ، لكن ـه أكل . القطة خلف البقرات تركض .");
        CHECK(stories[8].family == "long+adjectives+coordination");
        CHECK(stories[8].antecedents[5] == std::vector<int>{3});
        CHECK(stories[8].antecedents[17] == std::vector<int>{9});
        CHECK(stories[8].subjects[23] == std::vector<int>{20});

        // «ـها»: the tree, the only feminine noun.
        REQUIRE(story_text(stories[9], kArabic) == "رأى الديك الصغير الشجرة لأن ـها تمايلت .");
        CHECK(stories[9].antecedents[5] == std::vector<int>{3});

        // Cut at the 33rd word, its last word a pronoun: «هي» at 31 is Huda (1). Two joined by
        // «و», a plural of people among them: «هم» stands for both (the cow and the neighbours).
        REQUIRE(story_text(stories[6], kArabic) ==
                "راقبت هدى الديك ، لكن ـه كان فخورًا . بعد ذلك وجدت البقرة الصغيرة و الجيران الصغار العنزة و هم لطفاء "
                "لأن ـه صاح . جلس الخروف في الغرفة الجديدة . هي بكت");
        CHECK(stories[6].tokens.size() == kLongestStoryWithNext);
        CHECK(stories[6].antecedents[5] == std::vector<int>{2});
        CHECK(stories[6].antecedents[19] == std::vector<int>{12, 15});
        CHECK(stories[6].antecedents[22] == std::vector<int>{2});
        CHECK(stories[6].antecedents[31] == std::vector<int>{1});

        // «ـها» at 30, after another woman and a tree: Sara, the first feminine person.
        REQUIRE(story_text(stories[22], kArabic) ==
                "وجدت سارة الكلب العجوز . هو نبح . بعد ذلك راقب خالد الولد الصغير قرب الشجرة لأن ـه نبح . ذهب أحمد إلى "
                "الشجرة الجديدة ثم جاءت المرأة فـ وجدت ـها مسرورة لأن");
        CHECK(stories[22].antecedents[5] == std::vector<int>{2});   // هو: the old dog (the first masculine)
        CHECK(stories[22].antecedents[17] == std::vector<int>{2});
        CHECK(stories[22].antecedents[30] == std::vector<int>{1});  // ـها: Sara, the first feminine
    }

    TEST_CASE("a twin pair differs only in the settling word and what follows it, which fits one noun each") {
        const std::vector<TwinPair> pairs = write_twin_pairs(3, 3, kArabic);
        // "Finally, the hen sat on the table because it was afraid / clean, and it laid / overturned."
        CHECK(story_text(pairs[0].fits_animal, kArabic) == "أخيرًا ، جلست الدجاجة على الطاولة لأن ـها كانت خائفة فـ باضت .");
        CHECK(story_text(pairs[0].fits_thing, kArabic) == "أخيرًا ، جلست الدجاجة على الطاولة لأن ـها كانت نظيفة فـ انقلبت .");
        CHECK(pairs[0].fits_animal.meanings[9] == std::vector<int>{3});
        CHECK(pairs[0].fits_thing.meanings[9] == std::vector<int>{5});
        CHECK(pairs[0].fits_thing.belongs[10] == ids({"اهتزت", "انقلبت"}));
        // The place first: "? near the bell sat the dog because it was hungry / clean …"
        CHECK(story_text(pairs[2].fits_animal, kArabic) == "? قرب الجرس جلس الكلب لأن ـه كان جائعًا فـ ركض .");
        CHECK(story_text(pairs[2].fits_thing, kArabic) == "? قرب الجرس جلس الكلب لأن ـه كان نظيفًا فـ رنّ .");
        CHECK(pairs[2].fits_animal.meanings[8] == std::vector<int>{4});
        CHECK(pairs[2].fits_thing.meanings[8] == std::vector<int>{2});
        CHECK(pairs[2].fits_animal.belongs[9] == ids({"نبح", "ركض"}));
    }

    TEST_CASE("in 2000 twin pairs both nouns have the pronoun's gender, and the settling word fits its side only") {
        const std::set<std::string>& living = kLivingReasons;
        const std::set<std::string>& things = kThingReasons;
        std::size_t animal_first = 0, feminine = 0;
        for (const TwinPair& pair : write_twin_pairs(31, 2000, kArabic)) {
            for (const Story* story : {&pair.fits_animal, &pair.fits_thing}) {
                const std::vector<std::string> words = arabic_words(*story);
                std::size_t at = 0;
                while (at < words.size() && story->meanings[at].empty()) ++at;
                REQUIRE(at + 2 < words.size());
                REQUIRE(at >= 4);
                CHECK(words[at - 3] == "لأن");
                const Form form = form_of_pronoun(words[at - 2]);
                REQUIRE((form == Form::masculine || form == Form::feminine));
                CHECK(words[at - 1] == (form == Form::masculine ? "كان" : "كانت"));
                CHECK(words[at + 1] == "فـ");
                // Both nouns before the pronoun are of its gender: agreement cannot tell them apart.
                std::size_t nouns = 0;
                for (std::size_t j = 0; j < at - 3; ++j) {
                    if (!is_noun(words[j])) continue;
                    ++nouns;
                    CHECK_MESSAGE((form == Form::masculine ? kMasculineLiving.count(words[j]) + kMasculineThings.count(words[j])
                                                           : kFeminineLiving.count(words[j]) + kFeminineThings.count(words[j])) == 1,
                                  words[j]);
                }
                CHECK(nouns == 2);
                const std::string& noun = words[std::size_t(story->meanings[at][0])];
                const bool fits_living = kMasculineLiving.count(noun) || kFeminineLiving.count(noun);
                CHECK(fits_living == (story == &pair.fits_animal));
                CHECK_MESSAGE((fits_living ? living : things).count(words[at]) == 1, words[at]);
                CHECK_MESSAGE((fits_living ? things : living).count(words[at]) == 0, words[at]);
                // What follows «فـ» is a verb of the pronoun's gender: a feminine one ends in «ت».
                CHECK(ends_with(words[at + 2], "ت") == (form == Form::feminine));
                if (story == &pair.fits_animal) {
                    animal_first += story->meanings[at][0] < pair.fits_thing.meanings[at][0];
                    feminine += form == Form::feminine;
                }
            }
        }
        CHECK(animal_first > 800);
        CHECK(animal_first < 1200);
        CHECK(feminine > 700);
        CHECK(feminine < 1300);
    }

    TEST_CASE("in 3000 stories half the twins say «أحدهما» (one of the two) for a pronoun, and only the settling word tells which") {
        std::size_t twins = 0, ones = 0, fit_living = 0, feminine = 0;
        for (const Story& story : write_stories(13, 3000, kArabic)) {
            if (story.family == "twin") ++twins;
            if (story.family != "twin-one") continue;
            ++twins, ++ones;
            const std::vector<std::string> words = arabic_words(story);
            std::size_t at = 0;
            while (at < words.size() && story.meanings[at].empty()) ++at;
            REQUIRE(at + 2 < words.size());
            REQUIRE(at >= 4);
            CHECK(words[at - 3] == "لأن");
            const bool is_feminine = words[at - 2] == "إحداهما";
            CHECK((is_feminine || words[at - 2] == "أحدهما"));
            CHECK(words[at - 1] == (is_feminine ? "كانت" : "كان"));
            CHECK(words[at + 1] == "فـ");
            // No pronoun in the whole story, and no word with a pronoun's gold.
            for (std::size_t j = 0; j < words.size(); ++j) {
                CHECK_MESSAGE(form_of_pronoun(words[j]) == Form::none, words[j]);
                CHECK(story.antecedents[j].empty());
            }
            // Two nouns before it, both of its gender: one living, one a thing.
            std::size_t nouns = 0, living_nouns = 0;
            for (std::size_t j = 0; j < at - 3; ++j) {
                if (!is_noun(words[j])) continue;
                ++nouns;
                living_nouns += kMasculineLiving.count(words[j]) + kFeminineLiving.count(words[j]);
                CHECK_MESSAGE((is_feminine ? kFeminineLiving.count(words[j]) + kFeminineThings.count(words[j])
                                           : kMasculineLiving.count(words[j]) + kMasculineThings.count(words[j])) == 1,
                              words[j]);
            }
            CHECK(nouns == 2);
            CHECK(living_nouns == 1);
            // The gold is the noun the settling word can be said of, and what follows «فـ» is its own.
            REQUIRE(story.meanings[at].size() == 1);
            const std::string& noun = words[std::size_t(story.meanings[at][0])];
            const bool fits_living = kMasculineLiving.count(noun) || kFeminineLiving.count(noun);
            CHECK_MESSAGE((fits_living ? kLivingReasons : kThingReasons).count(words[at]) == 1, words[at]);
            CHECK_MESSAGE((fits_living ? kThingReasons : kLivingReasons).count(words[at]) == 0, words[at]);
            const std::vector<int>& belongs = story.belongs[at + 1];
            CHECK(std::find(belongs.begin(), belongs.end(), id(words[at + 2])) != belongs.end());
            fit_living += fits_living;
            feminine += is_feminine;
        }
        // A twin is one story in five, and about half of them take this form.
        CHECK(twins > 500);
        CHECK(twins < 700);
        CHECK(ones * 10 > twins * 4);
        CHECK(ones * 10 < twins * 6);
        CHECK(fit_living * 10 > ones * 4);
        CHECK(fit_living * 10 < ones * 6);
        CHECK(feminine * 10 > ones * 4);
        CHECK(feminine * 10 < ones * 6);
    }

    TEST_CASE("a pronoun stands for the first person or animal of its gender (else thing), or the first plural of people or pair, in 3000 stories") {
        std::size_t pronouns = 0, pairs = 0, things = 0, joined = 0, separate = 0;
        std::set<std::size_t> positions;
        for (const Story& story : write_stories(11, 3000, kArabic)) {
            const std::vector<std::string> words = arabic_words(story);
            for (std::size_t i = 0; i < words.size(); ++i) {
                const std::vector<int>& gold = story.antecedents[i];
                if (gold.empty()) continue;
                ++pronouns;
                positions.insert(i);
                const Form form = form_of_pronoun(words[i]);
                REQUIRE(form != Form::none);
                ++(starts_with(words[i], "ـ") ? joined : separate);
                std::vector<int> expected;
                std::string first;
                if (form == Form::plural) {
                    for (std::size_t j = 0; j < i && first.empty() && expected.empty(); ++j) {
                        if (!is_noun(words[j])) continue;
                        // «X [describing] و Y» with a plural of people among them: the two.
                        std::size_t and_at = j + 1;
                        if (and_at < i && kDescribing.count(words[and_at])) ++and_at;
                        if (and_at + 1 < i && words[and_at] == "و" && is_noun(words[and_at + 1]) &&
                            (kPeople.count(words[j]) || kPeople.count(words[and_at + 1]))) {
                            expected = {int(j), int(and_at + 1)};
                            ++pairs;
                        } else if (kPeople.count(words[j])) {
                            first = words[j];
                        }
                    }
                } else {
                    const std::set<std::string>& living = form == Form::masculine ? kMasculineLiving : kFeminineLiving;
                    const std::set<std::string>& lifeless = form == Form::masculine ? kMasculineThings : kFeminineThings;
                    for (std::size_t j = 0; j < i && first.empty(); ++j) {
                        if (living.count(words[j])) first = words[j];
                    }
                    for (std::size_t j = 0; j < i && first.empty(); ++j) {
                        if (lifeless.count(words[j])) first = words[j], ++things;
                    }
                }
                if (!first.empty()) {
                    for (std::size_t j = 0; j < i; ++j) {
                        if (words[j] == first) expected.push_back(int(j));
                    }
                }
                REQUIRE_MESSAGE(!expected.empty(), story_text(story, kArabic));
                CHECK_MESSAGE(gold == expected, story_text(story, kArabic));
            }
        }
        CHECK(pronouns > 4500);
        CHECK(pairs > 200);
        CHECK(things > 200);
        CHECK(joined > pronouns / 3);
        CHECK(separate > pronouns / 3);
        // Pronouns stand at every position the model reads, up to its last word.
        for (std::size_t i = 4; i < kLongestStory; ++i) CHECK_MESSAGE(positions.count(i) == 1, i);
    }

    TEST_CASE("the word after a pronoun agrees with it in gender and number, in 3000 stories") {
        // Feminine words end in «ت» (a verb) or «ة» (a describing word), but for these;
        // plural ones end in «وا», «ون» or «ين», but for these broken plurals.
        const std::set<std::string> feminine_also = {"كانت", "خضراء", "بيضاء", "عجوز", "عجوزًا"};
        const std::set<std::string> plural_also = {"سعداء", "صغار", "صغارًا", "قساة", "فقراء", "لطفاء", "أغنياء", "أقوياء"};
        std::size_t checked = 0;
        for (const Story& story : write_stories(15, 3000, kArabic)) {
            const std::vector<std::string> words = arabic_words(story);
            for (std::size_t i = 0; i + 1 < words.size(); ++i) {
                if (story.antecedents[i].empty()) continue;
                ++checked;
                const std::string& next = words[i + 1];
                const bool feminine = (ends_with(next, "ت") || ends_with(next, "ة") || feminine_also.count(next)) &&
                                      !plural_also.count(next);
                const bool plural = ends_with(next, "وا") || ends_with(next, "ون") || ends_with(next, "ين") || plural_also.count(next);
                switch (form_of_pronoun(words[i])) {
                    case Form::masculine: CHECK_MESSAGE((!plural && (next == "عجوز" || next == "عجوزًا" || !feminine)), next); break;
                    case Form::feminine: CHECK_MESSAGE((feminine && !plural), next); break;
                    case Form::plural: CHECK_MESSAGE((plural && !feminine), next); break;
                    default: FAIL(words[i]);
                }
                // And it belongs to the one the pronoun stands for (a label the guesses are checked by).
                const std::vector<int>& belongs = story.belongs[i];
                CHECK(std::find(belongs.begin(), belongs.end(), story.tokens[i + 1]) != belongs.end());
            }
        }
        CHECK(checked > 4500);
    }

    TEST_CASE("a verb agrees with its subject: in gender before it, in gender and number after it, in 3000 stories") {
        const std::set<std::string> masculine = {"الكلب", "القط", "الولد", "الحصان", "الملك"};
        const std::set<std::string> feminine = {"القطة", "البنت", "البقرة", "الملكة", "البطة"};
        const std::set<std::string> people = {"الأطفال", "الجنود", "الأولاد", "الملوك", "الطهاة"};
        const std::set<std::string> others = {"الكلاب", "القطط", "الخيول", "الطيور", "البقرات"};  // agree as one feminine
        // Past verbs that come before their subject, masculine and feminine.
        const std::vector<std::pair<std::string, std::string>> before = {
            {"ذهب", "ذهبت"}, {"مشى", "مشت"}, {"ركض", "ركضت"}, {"جلس", "جلست"}, {"انتظر", "انتظرت"}, {"نام", "نامت"},
            {"بقي", "بقيت"}, {"قابل", "قابلت"}, {"ساعد", "ساعدت"}, {"طارد", "طاردت"}, {"رأى", "رأت"}, {"وجد", "وجدت"},
            {"راقب", "راقبت"}, {"جاء", "جاءت"}, {"كان", "كانت"}};
        std::size_t verbs = 0, other_form_between = 0, with_describing = 0, before_checked = 0;
        for (const Story& story : write_stories(12, 3000, kArabic)) {
            const std::vector<std::string> words = arabic_words(story);
            for (std::size_t i = 0; i + 1 < words.size(); ++i) {
                for (const auto& [m, f] : before) {
                    if (words[i] != m && words[i] != f) continue;
                    const std::string& subject = words[i + 1];
                    if (!is_noun(subject)) continue;  // «لأن ـه نام .», «فـ وجد ـه»
                    if (i > 0 && words[i - 1] == "لأن") continue;
                    ++before_checked;
                    const bool one_feminine = kFeminineLiving.count(subject) || kFeminineThings.count(subject);
                    CHECK_MESSAGE((words[i] == f) == one_feminine, (words[i] + " " + subject));
                }
            }
            for (std::size_t i = 0; i < words.size(); ++i) {
                if (story.subjects[i].empty()) continue;
                ++verbs;
                const std::vector<int>& gold = story.subjects[i];
                REQUIRE(gold.size() <= 2);
                const std::string& subject = words[std::size_t(gold[0])];
                if (gold.size() == 2) {
                    CHECK(gold[1] == gold[0] + 1);
                    CHECK(kDescribing.count(words[std::size_t(gold[1])]) == 1);
                    ++with_describing;
                }
                const std::string& verb = words[i];
                if (masculine.count(subject)) {
                    CHECK(starts_with(verb, "ي"));
                    CHECK(!ends_with(verb, "ون"));
                } else if (feminine.count(subject) || others.count(subject)) {
                    CHECK(starts_with(verb, "ت"));
                } else {
                    REQUIRE_MESSAGE(people.count(subject) == 1, subject);
                    CHECK(starts_with(verb, "ي"));
                    CHECK(ends_with(verb, "ون"));
                }
                // The noun just before the verb is another, of its own form.
                const std::string& between = words[i - 1];
                CHECK(between != subject);
                auto agrees_as = [&](const std::string& w) {
                    return masculine.count(w) ? 0 : people.count(w) ? 2 : 1;
                };
                other_form_between += agrees_as(between) != agrees_as(subject);
            }
        }
        CHECK(verbs > 300);
        CHECK(before_checked > 3000);
        CHECK(other_form_between > verbs / 3);
        CHECK(with_describing > verbs / 5);
    }

    TEST_CASE("no story is longer than the model's context and one word to guess; the same seed writes the same stories") {
        const std::vector<Story> a = write_stories(21, 2000, kArabic), b = write_stories(21, 2000, kArabic);
        std::size_t cut = 0;
        for (std::size_t i = 0; i < a.size(); ++i) {
            CHECK(a[i].tokens.size() <= kLongestStoryWithNext);
            cut += a[i].tokens.size() == kLongestStoryWithNext;
            CHECK(a[i].tokens == b[i].tokens);
            for (std::size_t k = 1; k < a[i].tokens.size(); ++k) {
                if (a[i].tokens[k] == a[i].tokens[k - 1]) FAIL_CHECK(story_text(a[i], kArabic));
            }
        }
        CHECK(cut > 200);
    }

    TEST_CASE("every family and opening the storybook promises comes") {
        std::set<std::string> families;
        std::size_t unknown = 0;
        for (const Story& story : write_stories(17, 3000, kArabic)) {
            std::size_t start = 0;
            while (start < story.family.size()) {
                const std::size_t end = std::min(story.family.find('+', start), story.family.size());
                families.insert(story.family.substr(start, end - start));
                start = end + 1;
            }
            unknown += story.tokens[0] == 0;
        }
        for (const char* f : {"plain", "opening", "long", "adjectives", "distractors", "coordination", "twin", "twin-one",
                              "agreement", "scene"}) {
            CHECK_MESSAGE(families.count(f) == 1, f);
        }
        CHECK(unknown > 30);
    }

    TEST_CASE("a story written as Arabic writes it is read back to the same words, in 3000 stories") {
        for (const Story& story : write_stories(19, 3000, kArabic)) {
            std::vector<int> read;
            for (const Word& w : split_words(written(story), vocabulary())) read.push_back(w.id);
            CHECK_MESSAGE(read == story.tokens, written(story));
        }
        // For example:
        const std::vector<Story> stories = write_stories(3, 24, kArabic);
        CHECK(written(stories[9]) == "رأى الديك الصغير الشجرة لأنها تمايلت .");
        CHECK(written(stories[13]) == "ذات يوم ، في البيت بقي القط لأنه كان جائعًا فخرخر .");
    }
}

TEST_SUITE("split_words reads Arabic") {
    TEST_CASE("the joined pronoun is cut off where the rest is a known word, and the text is kept") {
        const std::vector<Word> words = split_words("جلس القط على الحصيرة لأنه كان متعبًا", vocabulary());
        REQUIRE(words.size() == 8);
        CHECK(words[4].text == "لأن");
        CHECK(words[4].lower == "لأن");
        CHECK(words[5].text == "ـه");
        CHECK(words[5].lower == "ـه");
        CHECK(words[5].id == id("ـه"));
        CHECK(words[7].text == "متعبًا");
        for (const Word& w : words) CHECK_MESSAGE(w.id > 0, w.text);
        // As the widget writes it, «لأن ـه», and with «ه» typed alone: the same words.
        for (const char* text : {"جلس القط على الحصيرة لأن ـه كان متعبًا", "جلس القط على الحصيرة لأن ه كان متعبًا"}) {
            std::vector<int> same;
            for (const Word& w : split_words(text, vocabulary())) same.push_back(w.id);
            CHECK(same == ids({"جلس", "القط", "على", "الحصيرة", "لأن", "ـه", "كان", "متعبًا"}));
        }
        // «ـها» and «ـهم»; «هم» (they) is not «ـهم» (them).
        const std::vector<Word> her = split_words("لأنها لأنهم هم", vocabulary());
        REQUIRE(her.size() == 5);
        CHECK(her[1].lower == "ـها");
        CHECK(her[3].lower == "ـهم");
        CHECK(her[4].lower == "هم");
        CHECK(her[3].id != her[4].id);
        // After a word Arabic spells otherwise before a pronoun: «رآه» is «رأى» + «ـه»,
        // «وجدته» «وجدت» + «ـه», «بدؤوه» «بدؤوا» + «ـه», «آباؤهم» «آباء» + «ـهم».
        const std::vector<Word> saw = split_words("رآه وجدته بدؤوه آباؤهم", vocabulary());
        REQUIRE(saw.size() == 8);
        CHECK(saw[0].text == "رآ");
        CHECK(saw[0].lower == "رأى");
        CHECK(saw[1].lower == "ـه");
        CHECK(saw[2].lower == "وجدت");
        CHECK(saw[4].lower == "بدؤوا");
        CHECK(saw[6].lower == "آباء");
        CHECK(saw[7].lower == "ـهم");
    }

    TEST_CASE("short vowels and the tatweel are ignored when looking up, and kept in the text") {
        const std::vector<Word> words = split_words("جَلَسَ القِطُّ لأنَّهُ كانَ مُتْعَبًا وَهُوَ جائِعٌ، لأنـه", vocabulary());
        REQUIRE(words.size() == 12);
        CHECK(words[0].text == "جَلَسَ");
        CHECK(words[0].lower == "جلس");
        CHECK(words[1].lower == "القط");
        CHECK(words[2].text == "لأنَّ");
        CHECK(words[3].text == "ـهُ");
        CHECK(words[3].lower == "ـه");
        CHECK(words[5].text == "مُتْعَبًا");
        CHECK(words[5].lower == "متعبًا");
        CHECK(words[6].text == "وَ");
        CHECK(words[6].lower == "و");
        CHECK(words[7].text == "هُوَ");
        CHECK(words[7].lower == "هو");
        CHECK(words[8].lower == "جائع");
        CHECK(words[9].text == "،");
        CHECK(words[10].lower == "لأن");  // a tatweel inside a word: «لأنـه»
        CHECK(words[11].lower == "ـه");
        for (const Word& w : words) CHECK_MESSAGE(w.id > 0, w.text);
    }

    TEST_CASE("the particles joined before a word are words of their own, the article stays") {
        const std::vector<Word> words = split_words("والقط فخرخر بالقط للقط وهو ومعهم كالريح", vocabulary());
        std::vector<std::string> texts, lower;
        for (const Word& w : words) texts.push_back(w.text), lower.push_back(w.lower);
        CHECK(lower == std::vector<std::string>{"و", "القط", "فـ", "خرخر", "بـ", "القط", "لـ", "القط", "و", "هو", "و",
                                                "مع", "ـهم", "كـ", "الريح"});
        // «لل»: Arabic drops the article's alif after «ل»; the noun is shown whole.
        CHECK(texts[6] == "لـ");
        CHECK(texts[7] == "القط");
        CHECK(texts[2] == "فـ");
        for (const Word& w : words) CHECK_MESSAGE(w.id > 0, w.text);
    }

    TEST_CASE("a known word is never cut, a word that merely ends in ه stays whole, an unknown word is kept as typed") {
        // Known words that begin like a particle or end like a pronoun: read whole.
        for (const char* known : {"فتحت", "لأن", "كان", "بين", "وجد", "ليلى", "هذه", "لمع"}) {
            const std::vector<Word> w = split_words(known, vocabulary());
            REQUIRE(w.size() == 1);
            CHECK(w[0].id == id(known));
        }
        // Unknown: «وجه» (a face) is neither «و» + «جه» nor «وج» + «ـه»; «الزرافة» (the giraffe).
        const std::vector<Word> words = split_words("رأى القط الزرافة ووجهَها؟ وجه", vocabulary());
        REQUIRE(words.size() == 6);
        CHECK(words[2].text == "الزرافة");
        CHECK(words[2].id == 0);
        // «ووجهَها»: «و» + «وجه» (unknown) + «ـها» is no cut: the core must be known; one unknown word.
        CHECK(words[3].text == "ووجهَها");
        CHECK(words[3].id == 0);
        CHECK(words[3].lower == "ووجهها");
        CHECK(words[4].text == "؟");
        CHECK(words[5].id == 0);
        CHECK(words[5].text == "وجه");
    }

    TEST_CASE("a piece is cut off only where the vocabulary has it, whichever vocabulary reads") {
        const Vocabulary small{{"?", "القط"}}, with_and{{"?", "و", "القط"}};
        const std::vector<Word> whole = split_words("والقط", small);
        REQUIRE(whole.size() == 1);
        CHECK(whole[0].id == 0);
        const std::vector<Word> cut = split_words("والقط", with_and);
        REQUIRE(cut.size() == 2);
        CHECK(cut[0].id == 1);
        CHECK(cut[1].id == 2);
        CHECK(split_words("والقط", small).size() == 1);  // and back
    }

    TEST_CASE("every word of the vocabulary reads as itself") {
        const Vocabulary& v = vocabulary();
        for (std::size_t i = 1; i < v.words.size(); ++i) {
            const std::vector<Word> w = split_words(v.words[i], v);
            REQUIRE_MESSAGE(w.size() == 1, v.words[i]);
            CHECK_MESSAGE(w[0].id == int(i), v.words[i]);
        }
    }

    TEST_CASE("every word of the widget's built-in Arabic examples is in the vocabulary, as split_words reads it") {
        std::size_t examples = 0;
        for (const auto& entry : std::filesystem::directory_iterator(SCENARIOS_DIR "/ar")) {
            if (entry.path().extension() != ".json") continue;
            ++examples;
            const std::string sentence = sentence_of(read_file(entry.path()));
            for (const Word& w : split_words(sentence, vocabulary())) {
                CHECK_MESSAGE(w.id > 0, (entry.path().filename().string() + ": " + w.text));
            }
        }
        CHECK(examples >= 11);
        // The chapter's sentence reads as the widget shows it: eight words, «ـه» the sixth.
        std::vector<std::string> texts;
        for (const Word& w : split_words(sentence_of(read_file(SCENARIOS_DIR "/ar/it.json")), vocabulary())) texts.push_back(w.text);
        CHECK(texts == std::vector<std::string>{"جلس", "القط", "على", "الحصيرة", "لأن", "ـه", "كان", "متعبًا"});
    }
}
