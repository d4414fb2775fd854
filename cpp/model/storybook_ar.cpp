// The Arabic storybook: the same reasons to look back as the English one
// (storybook.hpp), in Modern Standard Arabic written by its own grammar, as
// printed Arabic is: without case endings, short vowels only in the tanween
// of «متعبًا» and where the built-in examples write them.
//
// Its words are the pieces split_words cuts Arabic into (words.hpp): the
// article stays on its noun («القط»), a joined particle is a word of its own
// («و», «فـ», «بـ», «لـ», «كـ»), and so is a joined pronoun («لأنه» is «لأن»
// «ـه»). A story is written in those pieces; written as Arabic writes it
// («والقط»، «فخرخر»، «لأنه») split_words reads it back to the same words.
//
// The pronouns and what they stand for:
// - «ـه» / «هو» stands for the FIRST singular masculine person or animal of
//   the story, «ـها» / «هي» for the first singular feminine one; where the
//   story has none, for its first thing of that gender: Arabic gives every
//   thing a gender and calls it as it calls a person («الكرسي» is «هو»,
//   «الحصيرة» «هي»), and a reader takes the living first («جلس الولد في
//   المدينة ثم جاءت زينب … لكنها» is Zaynab, not the town);
// - «ـهم» / «هم» stands for the first plural of people («الأطفال»), or two
//   joined by «و» with at least one plural among them («الملك والجنود»),
//   whichever comes first (the two before either alone). Arabic calls a
//   plural of animals or things «هي», and two alone «هما»: the stories with
//   pronouns have neither (the sentences of agreement have plurals of animals,
//   with no pronoun after them).
// The joined pronoun is written after «لأن» (because), «لكن» (but) and as the
// object of «وجد» (found); the separate one opens a sentence or a state
// clause («وهو جائع», "while it is hungry"). After it comes a word of the
// one it stands for, in its gender and number: one of its own verbs
// («لأنه خرخر»), one of its own describing words («وهو جائع», «فوجدها
// سعيدة»), or «كان» / «كانت» / «كانوا» and one of them («لأنه كان متعبًا»).
//
// Verbs agree with their subject: before it in gender («جلست القطة»، «جلس
// الأطفال»), after it in gender and number («الأطفال قرب الكلب يلعبون»,
// «الكلاب قرب الولد تركض»: a plural of animals agrees as one feminine).
// Describing words come after their noun and agree with it («القطة الصغيرة»).
//
// Twins: the two nouns have the SAME gender, so agreement cannot tell them
// apart: «جلس القط على الكرسي لأنه كان متعبًا فخرخر» / «… لأنه كان مريحًا
// فاهتز»: the describing word, said only of the living or only of things,
// settles which one «ـه» was, and the verb after «فـ» is that one's.
#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <stdexcept>

#include "storybook_grammar.hpp"
#include "random.hpp"  // random_below

namespace attention::model::grammar {

namespace {

// ---------------------------------------------------------------- the tables
// Gender and number, which choose the pronoun: «ـه»/«هو», «ـها»/«هي», «ـهم»/«هم».
enum class Form { masculine = 0, feminine = 1, plural = 2 };
enum class Being { person, animal, thing };

const char* joined_pronoun(Form form) {
    static const char* const words[] = {"ـه", "ـها", "ـهم"};
    return words[int(form)];
}
const char* separate_pronoun(Form form) {
    static const char* const words[] = {"هو", "هي", "هم"};
    return words[int(form)];
}
const char* was(Form form) {
    static const char* const words[] = {"كان", "كانت", "كانوا"};
    return words[int(form)];
}

// A describing word, as it is said ("هو جائع") and after «كان» or as a
// state ("كان جائعًا", "وجده جائعًا").
struct Describing {
    const char* plain;
    const char* after_was;
};

// Every noun a pronoun can stand for, with what it does (past tense, in its
// gender and number) and what it is. No two share all four words, so the
// word after a pronoun tells the reader which noun it stood for.
struct Noun {
    const char* word;
    Form form;
    Being being;
    bool name;
    std::array<const char*, 2> does;
    std::array<Describing, 2> is;
};

const Noun kNouns[] = {
    // هو: people
    {"أحمد", Form::masculine, Being::person, true, {"ضحك", "صرخ"}, {{{"غاضب", "غاضبًا"}, {"سعيد", "سعيدًا"}}}},
    {"عمر", Form::masculine, Being::person, true, {"ركض", "قفز"}, {{{"سريع", "سريعًا"}, {"نشيط", "نشيطًا"}}}},
    {"يوسف", Form::masculine, Being::person, true, {"نام", "تثاءب"}, {{{"متعب", "متعبًا"}, {"نعسان", "نعسان"}}}},
    {"سامي", Form::masculine, Being::person, true, {"أكل", "شرب"}, {{{"جائع", "جائعًا"}, {"عطشان", "عطشان"}}}},
    {"خالد", Form::masculine, Being::person, true, {"رسم", "كتب"}, {{{"هادئ", "هادئًا"}, {"حذر", "حذرًا"}}}},
    {"الولد", Form::masculine, Being::person, false, {"صفّر", "ابتسم"}, {{{"صغير", "صغيرًا"}, {"مسرور", "مسرورًا"}}}},
    {"الرجل", Form::masculine, Being::person, false, {"سعل", "عبس"}, {{{"طويل", "طويلًا"}, {"عجوز", "عجوزًا"}}}},
    {"الملك", Form::masculine, Being::person, false, {"حكم", "وقّع"}, {{{"غني", "غنيًا"}, {"فخور", "فخورًا"}}}},
    {"الأمير", Form::masculine, Being::person, false, {"ركب", "قاتل"}, {{{"شجاع", "شجاعًا"}, {"شاب", "شابًا"}}}},
    {"الأب", Form::masculine, Being::person, false, {"عمل", "اصطاد"}, {{{"قوي", "قويًا"}, {"مشغول", "مشغولًا"}}}},
    // هي: people
    {"مريم", Form::feminine, Being::person, true, {"ابتسمت", "ضحكت"}, {{{"سعيدة", "سعيدة"}, {"لطيفة", "لطيفة"}}}},
    {"سارة", Form::feminine, Being::person, true, {"غنت", "رقصت"}, {{{"مسرورة", "مسرورة"}, {"مشغولة", "مشغولة"}}}},
    {"ليلى", Form::feminine, Being::person, true, {"لوحت", "قرأت"}, {{{"شجاعة", "شجاعة"}, {"هادئة", "هادئة"}}}},
    {"هدى", Form::feminine, Being::person, true, {"بكت", "اختبأت"}, {{{"حزينة", "حزينة"}, {"خجولة", "خجولة"}}}},
    {"زينب", Form::feminine, Being::person, true, {"طبخت", "خبزت"}, {{{"فخورة", "فخورة"}, {"حنونة", "حنونة"}}}},
    {"البنت", Form::feminine, Being::person, false, {"قفزت", "قهقهت"}, {{{"صغيرة", "صغيرة"}, {"متعبة", "متعبة"}}}},
    {"المرأة", Form::feminine, Being::person, false, {"أومأت", "تنهدت"}, {{{"طويلة", "طويلة"}, {"حكيمة", "حكيمة"}}}},
    {"الملكة", Form::feminine, Being::person, false, {"حكمت", "تكلمت"}, {{{"عجوز", "عجوزًا"}, {"حكيمة", "حكيمة"}}}},
    {"الأميرة", Form::feminine, Being::person, false, {"رقصت", "بكت"}, {{{"شابة", "شابة"}, {"وحيدة", "وحيدة"}}}},
    {"الأم", Form::feminine, Being::person, false, {"عانقت", "قلقت"}, {{{"مشغولة", "مشغولة"}, {"لطيفة", "لطيفة"}}}},
    // هو: animals
    {"القط", Form::masculine, Being::animal, false, {"خرخر", "نام"}, {{{"متعب", "متعبًا"}, {"جائع", "جائعًا"}}}},
    {"الكلب", Form::masculine, Being::animal, false, {"نبح", "ركض"}, {{{"سعيد", "سعيدًا"}, {"كسول", "كسولًا"}}}},
    {"الحصان", Form::masculine, Being::animal, false, {"صهل", "عدا"}, {{{"قوي", "قويًا"}, {"عطشان", "عطشان"}}}},
    {"الثعلب", Form::masculine, Being::animal, false, {"اختبأ", "هرب"}, {{{"ذكي", "ذكيًا"}, {"خائف", "خائفًا"}}}},
    {"الأرنب", Form::masculine, Being::animal, false, {"قفز", "أكل"}, {{{"جائع", "جائعًا"}, {"نعسان", "نعسان"}}}},
    {"الفأر", Form::masculine, Being::animal, false, {"اختبأ", "ارتجف"}, {{{"صغير", "صغيرًا"}, {"خائف", "خائفًا"}}}},
    {"العصفور", Form::masculine, Being::animal, false, {"غرد", "طار"}, {{{"سعيد", "سعيدًا"}, {"بردان", "بردان"}}}},
    {"الديك", Form::masculine, Being::animal, false, {"صاح", "نقر"}, {{{"فخور", "فخورًا"}, {"مستيقظ", "مستيقظًا"}}}},
    {"الخروف", Form::masculine, Being::animal, false, {"ثغا", "رعى"}, {{{"مريض", "مريضًا"}, {"هادئ", "هادئًا"}}}},
    {"الجمل", Form::masculine, Being::animal, false, {"برك", "مشى"}, {{{"صبور", "صبورًا"}, {"عطشان", "عطشان"}}}},
    // هي: animals
    {"القطة", Form::feminine, Being::animal, false, {"خرخرت", "نامت"}, {{{"متعبة", "متعبة"}, {"جائعة", "جائعة"}}}},
    {"البقرة", Form::feminine, Being::animal, false, {"خارت", "رعت"}, {{{"مريضة", "مريضة"}, {"كبيرة", "كبيرة"}}}},
    {"البطة", Form::feminine, Being::animal, false, {"سبحت", "غطست"}, {{{"مبللة", "مبللة"}, {"سعيدة", "سعيدة"}}}},
    {"الضفدعة", Form::feminine, Being::animal, false, {"نقّت", "قفزت"}, {{{"خضراء", "خضراء"}, {"مبللة", "مبللة"}}}},
    {"البومة", Form::feminine, Being::animal, false, {"راقبت", "طارت"}, {{{"حكيمة", "حكيمة"}, {"مستيقظة", "مستيقظة"}}}},
    {"العنزة", Form::feminine, Being::animal, false, {"تسلقت", "مضغت"}, {{{"عنيدة", "عنيدة"}, {"جائعة", "جائعة"}}}},
    {"الدجاجة", Form::feminine, Being::animal, false, {"باضت", "نقرت"}, {{{"سمينة", "سمينة"}, {"خائفة", "خائفة"}}}},
    // هو: things and places
    {"الكرسي", Form::masculine, Being::thing, false, {"اهتز", "انكسر"}, {{{"قديم", "قديمًا"}, {"مريح", "مريحًا"}}}},
    {"الباب", Form::masculine, Being::thing, false, {"صرّ", "انفتح"}, {{{"قديم", "قديمًا"}, {"مفتوح", "مفتوحًا"}}}},
    {"الكوب", Form::masculine, Being::thing, false, {"انكسر", "انسكب"}, {{{"ساخن", "ساخنًا"}, {"ممتلئ", "ممتلئًا"}}}},
    {"الصندوق", Form::masculine, Being::thing, false, {"سقط", "انفتح"}, {{{"ثقيل", "ثقيلًا"}, {"فارغ", "فارغًا"}}}},
    {"الجرس", Form::masculine, Being::thing, false, {"رنّ", "دقّ"}, {{{"لامع", "لامعًا"}, {"نحاسي", "نحاسيًا"}}}},
    {"الكتاب", Form::masculine, Being::thing, false, {"سقط", "تمزق"}, {{{"قديم", "قديمًا"}, {"سميك", "سميكًا"}}}},
    {"القارب", Form::masculine, Being::thing, false, {"طفا", "غرق"}, {{{"صغير", "صغيرًا"}, {"بطيء", "بطيئًا"}}}},
    {"المصباح", Form::masculine, Being::thing, false, {"توهج", "ارتعش"}, {{{"مضيء", "مضيئًا"}, {"دافئ", "دافئًا"}}}},
    {"النهر", Form::masculine, Being::thing, false, {"جرى", "فاض"}, {{{"عميق", "عميقًا"}, {"بارد", "باردًا"}}}},
    {"السرير", Form::masculine, Being::thing, false, {"صرّ", "اهتز"}, {{{"مريح", "مريحًا"}, {"واسع", "واسعًا"}}}},
    {"البيت", Form::masculine, Being::thing, false, {"أضاء", "هدأ"}, {{{"دافئ", "دافئًا"}, {"كبير", "كبيرًا"}}}},
    {"المخبز", Form::masculine, Being::thing, false, {"ازدحم", "فاح"}, {{{"دافئ", "دافئًا"}, {"مزدحم", "مزدحمًا"}}}},
    {"القمر", Form::masculine, Being::thing, false, {"سطع", "ظهر"}, {{{"مكتمل", "مكتملًا"}, {"مضيء", "مضيئًا"}}}},
    {"المريخ", Form::masculine, Being::thing, true, {"توهج", "لمع"}, {{{"أحمر", "أحمر"}, {"بعيد", "بعيدًا"}}}},
    // هي: things and places
    {"الحصيرة", Form::feminine, Being::thing, false, {"انزلقت", "تمزقت"}, {{{"ناعمة", "ناعمة"}, {"مريحة", "مريحة"}}}},
    {"الطاولة", Form::feminine, Being::thing, false, {"اهتزت", "انقلبت"}, {{{"طويلة", "طويلة"}, {"ثقيلة", "ثقيلة"}}}},
    {"الوسادة", Form::feminine, Being::thing, false, {"سقطت", "انزلقت"}, {{{"ناعمة", "ناعمة"}, {"بيضاء", "بيضاء"}}}},
    {"السلة", Form::feminine, Being::thing, false, {"سقطت", "انقلبت"}, {{{"فارغة", "فارغة"}, {"صغيرة", "صغيرة"}}}},
    {"السفينة", Form::feminine, Being::thing, false, {"أبحرت", "غرقت"}, {{{"كبيرة", "كبيرة"}, {"بطيئة", "بطيئة"}}}},
    {"الشجرة", Form::feminine, Being::thing, false, {"تمايلت", "أزهرت"}, {{{"عالية", "عالية"}, {"خضراء", "خضراء"}}}},
    {"المدينة", Form::feminine, Being::thing, false, {"نامت", "استيقظت"}, {{{"هادئة", "هادئة"}, {"صغيرة", "صغيرة"}}}},
    {"الكنيسة", Form::feminine, Being::thing, false, {"امتلأت", "أضاءت"}, {{{"قديمة", "قديمة"}, {"هادئة", "هادئة"}}}},
    {"الحديقة", Form::feminine, Being::thing, false, {"أزهرت", "امتلأت"}, {{{"واسعة", "واسعة"}, {"جميلة", "جميلة"}}}},
    {"الغرفة", Form::feminine, Being::thing, false, {"أظلمت", "أضاءت"}, {{{"واسعة", "واسعة"}, {"دافئة", "دافئة"}}}},
    {"باريس", Form::feminine, Being::thing, true, {"لمعت", "نامت"}, {{{"كبيرة", "كبيرة"}, {"جميلة", "جميلة"}}}},
    // هم: plurals of people, all broken plurals: a noun is written the same as
    // subject and object («رأى الولد العمال»; a sound plural would change,
    // «الفلاحون» / «الفلاحين», which the stories would have to follow)
    {"الأطفال", Form::plural, Being::person, false, {"لعبوا", "ضحكوا"}, {{{"سعداء", "سعداء"}, {"صغار", "صغارًا"}}}},
    {"الجنود", Form::plural, Being::person, false, {"ساروا", "قاتلوا"}, {{{"متعبون", "متعبين"}, {"قساة", "قساة"}}}},
    {"العمال", Form::plural, Being::person, false, {"بنوا", "زرعوا"}, {{{"فقراء", "فقراء"}, {"مشغولون", "مشغولين"}}}},
    {"الزوار", Form::plural, Being::person, false, {"وصلوا", "بقوا"}, {{{"كثيرون", "كثيرين"}, {"سعداء", "سعداء"}}}},
    {"الطهاة", Form::plural, Being::person, false, {"طبخوا", "تجادلوا"}, {{{"مشغولون", "مشغولين"}, {"متعبون", "متعبين"}}}},
    {"السفراء", Form::plural, Being::person, false, {"تجادلوا", "تكلموا"}, {{{"متعبون", "متعبين"}, {"حذرون", "حذرين"}}}},
    {"الجيران", Form::plural, Being::person, false, {"تحدثوا", "تشاجروا"}, {{{"لطفاء", "لطفاء"}, {"فضوليون", "فضوليين"}}}},
    {"الملوك", Form::plural, Being::person, false, {"حكموا", "وقّعوا"}, {{{"أغنياء", "أغنياء"}, {"فخورون", "فخورين"}}}},
    {"الخدم", Form::plural, Being::person, false, {"عملوا", "انتظروا"}, {{{"هادئون", "هادئين"}, {"متعبون", "متعبين"}}}},
    {"البحارة", Form::plural, Being::person, false, {"اصطادوا", "أبحروا"}, {{{"أقوياء", "أقوياء"}, {"صبورون", "صبورين"}}}},
};
constexpr std::size_t kNounCount = sizeof kNouns / sizeof kNouns[0];

bool alive(const Noun& n) { return n.being != Being::thing; }

// Where a story happens, with the word that leads to it when someone stays
// there: «على الكرسي», «في البيت», «قرب النهر».
struct Place {
    const char* noun;
    const char* lead;
};
const Place kPlaces[] = {
    {"الحصيرة", "على"}, {"الكرسي", "على"}, {"الطاولة", "على"}, {"السرير", "على"}, {"الوسادة", "على"},
    {"البيت", "في"},    {"المخبز", "في"},  {"الصندوق", "في"}, {"القارب", "في"},  {"المدينة", "في"},
    {"الكنيسة", "في"},  {"الحديقة", "في"}, {"الغرفة", "في"},  {"السفينة", "في"}, {"السلة", "في"},
    {"باريس", "في"},    {"النهر", "قرب"},  {"الباب", "قرب"},  {"المصباح", "قرب"}, {"الجرس", "قرب"},
    {"الشجرة", "قرب"},  {"المريخ", "على"},
};

// A verb in the past, said of a masculine or a feminine subject after it
// (a plural of people after its verb takes the masculine: «جلس الأطفال»).
struct Verb {
    const char* masculine;
    const char* feminine;
};
// To go somewhere («إلى»): the first few; to stay there (the place's lead): the rest.
const Verb kGoes[] = {{"ذهب", "ذهبت"}, {"مشى", "مشت"}, {"ركض", "ركضت"},
                      {"جلس", "جلست"}, {"انتظر", "انتظرت"}, {"نام", "نامت"}, {"بقي", "بقيت"}};
constexpr std::size_t kGoing = 3;
// To do something to another: the first few only to the living («قابل الكلب»), the rest to anything.
const Verb kMeets[] = {{"قابل", "قابلت"}, {"ساعد", "ساعدت"}, {"طارد", "طاردت"},
                       {"رأى", "رأت"},   {"وجد", "وجدت"},   {"راقب", "راقبت"}};
constexpr std::size_t kMeetsAlive = 3;
const Verb kCame = {"جاء", "جاءت"};
const Verb kFound = {"وجد", "وجدت"};
// A twin's verb: someone staying at a place.
const Verb kStays[] = {{"جلس", "جلست"}, {"نام", "نامت"}, {"بقي", "بقيت"}};

// Another noun near the one the story is about: «قرب الصندوق», «بجانب الكلب».
const char* const kNear[] = {"قرب", "مع", "خلف", "أمام", "بـ جانب"};

// Describing words any noun of its kind may take after it, in its gender and
// number («القط الصغير», «القطة الصغيرة», «الأطفال الصغار»; nullptr: none).
struct AnyDescribing {
    const char* masculine;
    const char* feminine;
    const char* plural;
};
const AnyDescribing kAnyLiving[] = {{"الصغير", "الصغيرة", "الصغار"},
                                    {"الكبير", "الكبيرة", "الكبار"},
                                    {"العجوز", "العجوز", nullptr},
                                    {"الجميل", "الجميلة", nullptr}};
const AnyDescribing kAnyThing[] = {{"القديم", "القديمة", nullptr},
                                   {"الجديد", "الجديدة", nullptr},
                                   {"الكبير", "الكبيرة", nullptr},
                                   {"الصغير", "الصغيرة", nullptr}};

// What a learner's text may open with: «?» is a word the storybook does not
// know (a name, «أمس» in another model), read as the unknown word.
const char* const kOpenings[] = {"ثم",     "في يوم ما ،", "بعد ذلك",   "في النهاية ،", "ذات يوم ،",
                                 "فجأة ،", "في الصباح ،", "أخيرًا ،", "?",            "? ،"};

// The sentences of agreement: a subject, another noun, a verb in the present
// after them that agrees with the subject in gender and number. A plural of
// animals agrees as one feminine does («الكلاب تركض»).
enum class Agrees { masculine = 0, feminine = 1, people = 2, others = 3 };
struct AgreeingNoun {
    const char* word;
    Agrees as;
};
const AgreeingNoun kAgreeing[] = {
    {"الكلب", Agrees::masculine},  {"القط", Agrees::masculine},    {"الولد", Agrees::masculine},
    {"الحصان", Agrees::masculine}, {"الملك", Agrees::masculine},   {"القطة", Agrees::feminine},
    {"البنت", Agrees::feminine},   {"البقرة", Agrees::feminine},   {"الملكة", Agrees::feminine},
    {"البطة", Agrees::feminine},   {"الأطفال", Agrees::people},    {"الجنود", Agrees::people},
    {"الأولاد", Agrees::people},   {"الملوك", Agrees::people},     {"الطهاة", Agrees::people},
    {"الكلاب", Agrees::others},    {"القطط", Agrees::others},      {"الخيول", Agrees::others},
    {"الطيور", Agrees::others},    {"البقرات", Agrees::others},
};
// In the present: of one masculine, of one feminine (and a plural of animals), of people.
const std::array<const char*, 3> kAgreeingVerbs[] = {
    {"يركض", "تركض", "يركضون"}, {"ينام", "تنام", "ينامون"},     {"يلعب", "تلعب", "يلعبون"},
    {"يأكل", "تأكل", "يأكلون"}, {"ينتظر", "تنتظر", "ينتظرون"}, {"يغني", "تغني", "يغنون"},
    {"يسبح", "تسبح", "يسبحون"}, {"يختبئ", "تختبئ", "يختبئون"}};
const char* agreeing_verb(const std::array<const char*, 3>& verb, Agrees as) {
    return verb[as == Agrees::masculine ? 0 : as == Agrees::people ? 2 : 1];
}

// Stories with no pronoun to follow, and every word of the widget's built-in
// Arabic examples (web/scenarios/ar/*.json), as split_words reads them: a
// joined particle and a joined pronoun are words of their own.
const char* const kScenes[] = {
    // The built-in examples.
    "جلس القط على الحصيرة لأن ـه كان متعبًا .",
    "رأى القط الكلب و هو يركض .",
    "على المريخ تكون السماء حمراء .",
    "يدور قمر حول المريخ حيث السماء حمراء .",
    "خرخر القط العجوز بـ هدوء .",
    "غنت الطيور هنا ثم رحلت .",
    "أدارت مريم مخبزًا في باريس .",
    "أمس طارد الكلب القط .",
    "جلست قرب العين في الواحة .",
    "فتحت مريم الباب القديم بـ هدوء .",
    // The treaty (treaty.json), a sentence at a time.
    "وستفاليا منطقة هادئة من المزارع و الأنهار و الغابات و بلدات الأسواق القديمة .",
    "قبل نحو أربعمئة سنة ، امتلأت بلدات ـها بـ زوار جاؤوا من بلاد بعيدة .",
    "كان بين الزوار تجار و جواسيس و شعراء جاؤوا لـ يروا ما سيحدث بـ أعين ـهم .",
    "فـ طوال ثلاثين سنة طويلة ، كانت الحرب قد أحرقت تلك الأراضي .",
    "كانت الجيوش تعبر الحقول كل صيف و كل شتاء .",
    "فرغت القرى ، و ضاعت المحاصيل ، و هربت عائلات بـ أكمل ـها إلى المدن لـ تحتمي خلف أسوار ـها .",
    "و لم يعد أحد يتذكر زمنًا بلا جنود على الطرق .",
    "و في النهاية ، تعب من القتال حتى الملوك و الأمراء الذين بدؤوا ـه .",
    "فـ قد نفد مال ـهم ، و جاعت جيوش ـهم ، و لم يعد أهل بلاد ـهم يريدون إلا الراحة .",
    "فـ أرسلوا سفراء لـ يتكلموا بدلًا من أن يتقاتلوا .",
    "جاء السفراء و مع ـهم الخدم و الكتبة و الطهاة و الخيول ، و بقوا سنوات .",
    "تجادلوا في الحدود ، و في الكنائس ، و في الديون ، و فيمن يجلس في صدر المائدة .",
    "كانت الرسائل تذهب و تجيء شهورًا قبل أن يُتفق على سطر واحد .",
    "مرض بعض السفراء ، و عاد آخرون إلى بيوت ـهم ، و جاء غير ـهم لـ يحلوا محل ـهم .",
    "و شيئًا فـ شيئًا ، صفحة بعد صفحة ، طالت قائمة الوعود .",
    "تخلى كل طرف عن شيء كان يريد ـه ، و احتفظ كل طرف بـ شيء كان يحب ـه .",
    "و حين وُقّعت الصفحة الأخيرة أخيرًا ، قُرعت الأجراس في كل بلدة و في كل كنيسة .",
    "عاد الجنود إلى مزارع ـهم ، و فتحت الأسواق من جديد .",
    "و امتلأت الطرق بـ العربات و المسافرين بدل الجنود ، و غنى الأطفال في الساحات أغاني لم يسمع ـها آباء ـهم منذ زمن طويل .",
    "لم تُنهِ تلك الوعود كل الحروب ، لكن ـها غيّرت زمنًا طويلًا جدًا الطريقة التي يتحدث بـ ـها الحكام بعض ـهم إلى بعض .",
    "فـ قد قالت إن لـ كل حاكم أن يقرر شؤون أرض ـه ، و إن على الجيران أن يتحدثوا قبل أن يتقاتلوا .",
    "و ما زالت هذه الأفكار تُدرَّس اليوم في المدارس ، و ما زال الناس يتذكرون اسم تلك المعاهدة .",
    // More to read, with no pronoun.
    "ركض الحصان كـ الريح .",
    "نام القط كـ الملك على الوسادة .",
    "طارد الكلب القط في الحديقة .",
    "وجدت مريم كلبًا في مخبز في باريس .",
    "خرخرت القطة الصغيرة بـ هدوء .",
};

// ---------------------------------------------------------------- writing
// Who a story talks about: one noun, or two joined by «و» that «هم» stands for.
struct Entity {
    std::vector<std::size_t> nouns;  // indices in kNouns
    Form form;
    std::vector<int> mentions;       // the positions of its nouns
};

// What may come right after a pronoun that stands for an entity: its nouns'
// own words in its number, and «كان» / «كانت» / «كانوا». Two joined by «و»
// are spoken of in the plural, so only a plural one's words follow «هم».
std::vector<std::string> belonging_words(const std::vector<std::size_t>& nouns, Form form) {
    std::vector<std::string> out;
    for (std::size_t n : nouns) {
        const Noun& noun = kNouns[n];
        if (noun.form != form) continue;
        for (const char* w : noun.does) out.push_back(w);
        for (const Describing& d : noun.is) out.push_back(d.plain), out.push_back(d.after_was);
    }
    out.push_back(was(form));
    return out;
}

template <typename T, std::size_t N>
const T& pick(std::uint64_t& rng, const T (&table)[N]) {
    return table[random_below(rng, N)];
}

bool chance(std::uint64_t& rng, std::size_t in_ten) { return random_below(rng, 10) < in_ten; }

std::size_t noun_index(const std::string& word) {
    for (std::size_t i = 0; i < kNounCount; ++i) {
        if (word == kNouns[i].word) return i;
    }
    return kNounCount;
}

// A story being written: its words, who was mentioned where, and its labels.
class Writer {
public:
    explicit Writer(const Vocabulary& vocabulary) : vocabulary_(vocabulary) {}

    void words(const std::string& text) {
        for (const std::string& word : split_on_spaces(text)) push(word);
    }

    // A mention of a noun, with a describing word after it ("القط الصغير").
    // Returns its entity.
    std::size_t noun(std::size_t index, const char* describing = nullptr) {
        const Noun& n = kNouns[index];
        std::size_t entity = 0;
        while (entity < entities_.size() && !(entities_[entity].nouns.size() == 1 && entities_[entity].nouns[0] == index)) ++entity;
        if (entity == entities_.size()) entities_.push_back({{index}, n.form, {}});
        entities_[entity].mentions.push_back(size());
        const auto said = names_said_.find(entity);
        const int repeat_of = n.name && said != names_said_.end() ? said->second + 1 : -1;
        if (said == names_said_.end()) names_said_[entity] = size();
        push(n.word);
        story_.repeat_sources.back() = repeat_of;
        if (describing) push(describing);
        return entity;
    }

    // «الملك و الجنود»: both nouns, and the two as one that «هم» stands for,
    // ahead of either alone where the pair first names it.
    std::size_t pair(std::size_t a, std::size_t b, const char* describing_a, const char* describing_b) {
        const std::size_t known = entities_.size();
        const std::size_t first = noun(a, describing_a);
        push("و");
        const std::size_t second = noun(b, describing_b);
        const Entity both{{a, b}, Form::plural, {entities_[first].mentions.back(), entities_[second].mentions.back()}};
        entities_.insert(entities_.begin() + std::ptrdiff_t(known), both);
        // A name's first mention is kept by its entity's index: shift those after the insert.
        std::map<std::size_t, int> shifted;
        for (const auto& [e, at] : names_said_) shifted[e >= known ? e + 1 : e] = at;
        names_said_ = shifted;
        return known;
    }

    // The pronoun of a form, joined («ـه») or separate («هو»), standing for
    // the first entity of that form; returns that entity, or npos when there is none.
    std::size_t pronoun(Form form, bool joined) {
        const std::size_t referent = first_of(form);
        if (referent == npos) return npos;
        push(joined ? joined_pronoun(form) : separate_pronoun(form));
        story_.antecedents.back() = entities_[referent].mentions;
        belongs(belonging_words(entities_[referent].nouns, form));
        return referent;
    }

    // A pronoun that only a later word settles (a twin's «ـه»): no labels.
    void unsettled_pronoun(Form form) { push(joined_pronoun(form)); }

    bool has(Form form) const { return first_of(form) != npos; }
    bool mentioned(std::size_t noun_index) const {
        for (const Entity& e : entities_) {
            if (std::find(e.nouns.begin(), e.nouns.end(), noun_index) != e.nouns.end()) return true;
        }
        return false;
    }
    const Entity& entity(std::size_t e) const { return entities_[e]; }

    // Labels on the word just written.
    void belongs(const std::vector<std::string>& words) {
        std::vector<int>& ids = story_.belongs.back();
        for (const std::string& w : words) {
            const int id = vocabulary_.id(w);
            if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
        }
    }
    void means(int noun_position) { story_.meanings.back() = {noun_position}; }
    void agrees_with(std::vector<int> subject) { story_.subjects.back() = std::move(subject); }

    int size() const { return int(story_.tokens.size()); }
    Story take(std::string family) {
        story_.family = std::move(family);
        return std::move(story_);
    }

    static constexpr std::size_t npos = std::size_t(-1);

private:
    void push(const std::string& word) {
        const int id = word == "?" ? 0 : vocabulary_.id(word);
        if (id == 0 && word != "?") throw std::logic_error("the Arabic storybook's vocabulary lacks \"" + word + "\"");
        story_.tokens.push_back(id);
        story_.antecedents.emplace_back();
        story_.meanings.emplace_back();
        story_.belongs.emplace_back();
        story_.subjects.emplace_back();
        story_.repeat_sources.push_back(-1);
    }

    // The first person or animal of a form, else the first thing of it.
    std::size_t first_of(Form form) const {
        std::size_t thing = npos;
        for (std::size_t e = 0; e < entities_.size(); ++e) {
            if (entities_[e].form != form) continue;
            if (alive(kNouns[entities_[e].nouns[0]])) return e;
            if (thing == npos) thing = e;
        }
        return thing;
    }

    const Vocabulary& vocabulary_;
    Story story_;
    std::vector<Entity> entities_;  // in order of first mention (a pair before its nouns)
    std::map<std::size_t, int> names_said_;
};

std::size_t pick_noun(std::uint64_t& rng, bool (*fits)(const Noun&)) {
    for (;;) {
        const std::size_t i = random_below(rng, kNounCount);
        if (fits(kNouns[i])) return i;
    }
}
bool is_person_one(const Noun& n) { return n.being == Being::person && n.form != Form::plural; }
bool is_people(const Noun& n) { return n.form == Form::plural; }
bool is_subject(const Noun& n) { return alive(n); }
bool is_anything(const Noun&) { return true; }
bool is_thing(const Noun& n) { return n.being == Being::thing; }

// What the story's features were, for its family.
struct Features {
    bool opening = false, describing = false, distractors = false, coordination = false;
};

// A describing word after a noun, sometimes, in its gender and number: one
// any noun of its kind takes («القط الصغير», «الكرسي القديم»). Names take none.
const char* maybe_describing(std::uint64_t& rng, std::size_t index, Features& f, std::size_t in_ten = 3) {
    const Noun& n = kNouns[index];
    if (n.name || !chance(rng, in_ten)) return nullptr;
    const AnyDescribing& d = alive(n) ? pick(rng, kAnyLiving) : pick(rng, kAnyThing);
    const char* word = n.form == Form::masculine ? d.masculine : n.form == Form::feminine ? d.feminine : d.plural;
    if (word) f.describing = true;
    return word;
}

void opening(Writer& w, std::uint64_t& rng, Features& f) {
    if (!chance(rng, 3)) return;
    f.opening = true;
    w.words(pick(rng, kOpenings));
}

// «قرب الصندوق», «مع الكلب الصغير»: another noun, between a noun and what
// later stands for it.
void distractor(Writer& w, std::uint64_t& rng, Features& f) {
    f.distractors = true;
    w.words(pick(rng, kNear));
    std::size_t other = pick_noun(rng, is_anything);
    for (int tries = 0; tries < 8 && w.mentioned(other); ++tries) other = pick_noun(rng, is_anything);  // mostly a new one
    w.noun(other, maybe_describing(rng, other, f));
}

// The verb before a subject: feminine if the subject (its first noun) is one feminine.
const char* verb_for(const Verb& verb, std::size_t subject) {
    return kNouns[subject].form == Form::feminine ? verb.feminine : verb.masculine;
}

// The subject after its verb, alone or joined by «و» to another: one of the
// two is a plural of people, so «هم» can stand for both.
void subject(Writer& w, std::uint64_t& rng, std::size_t who, Features& f, bool coordinated,
             std::size_t object = kNounCount) {
    if (!coordinated) {
        w.noun(who, maybe_describing(rng, who, f));
        return;
    }
    f.coordination = true;
    std::size_t other;
    do {
        other = kNouns[who].form == Form::plural ? pick_noun(rng, is_person_one) : pick_noun(rng, is_people);
        if (chance(rng, 3)) other = pick_noun(rng, is_people);
    } while (other == who || other == object);
    {  // one after the other, in this order: a call's arguments have no order of their own (g++ and clang differ)
        const auto second = maybe_describing(rng, other, f);
        const auto first = maybe_describing(rng, who, f);
        w.pair(who, other, first, second);
    }
}

// «ذهب القط إلى البيت», «جلست مريم على الكرسي», «جلس الملك و الجنود قرب النهر»
void going_clause(Writer& w, std::uint64_t& rng, std::size_t who, Features& f, bool coordinated) {
    const std::size_t verb = random_below(rng, sizeof kGoes / sizeof kGoes[0]);
    const Place& place = pick(rng, kPlaces);
    w.words(verb_for(kGoes[verb], who));
    subject(w, rng, who, f, coordinated);
    w.words(verb < kGoing ? "إلى" : place.lead);
    const std::size_t where = noun_index(place.noun);
    w.noun(where, maybe_describing(rng, where, f, 2));
}

// «رأت البنت الكلب», «ساعد الأطفال و الأم القط»
void meeting_clause(Writer& w, std::uint64_t& rng, std::size_t who, std::size_t object, Features& f, bool coordinated) {
    const std::size_t count = sizeof kMeets / sizeof kMeets[0];
    const Verb& verb = kMeets[alive(kNouns[object]) ? random_below(rng, count) : kMeetsAlive + random_below(rng, count - kMeetsAlive)];
    w.words(verb_for(verb, who));
    subject(w, rng, who, f, coordinated, object);
    w.noun(object, maybe_describing(rng, object, f));
}

// One clause that brings in the story's nouns, with sometimes more nouns
// after it (distractors).
void setup_clause(Writer& w, std::uint64_t& rng, Features& f, bool first) {
    const std::size_t who = pick_noun(rng, is_subject);
    const std::size_t roll = random_below(rng, 10);
    const bool coordinated = (kNouns[who].being == Being::person && chance(rng, 3)) ||
                             (kNouns[who].being == Being::animal && chance(rng, 1));
    if (roll < 4) {
        going_clause(w, rng, who, f, coordinated);
    } else if (roll < 8 || !first) {
        std::size_t object = pick_noun(rng, is_anything);
        if (object == who) object = (object + 1) % kNounCount;
        meeting_clause(w, rng, who, object, f, coordinated);
    } else {  // «كانت الطاولة قرب الباب»
        const std::size_t thing = pick_noun(rng, is_thing);
        w.words(verb_for({"كان", "كانت"}, thing));
        w.noun(thing, maybe_describing(rng, thing, f));
        w.words("قرب");
        std::size_t where = noun_index(pick(rng, kPlaces).noun);
        if (where == thing) where = noun_index("النهر") == thing ? noun_index("الباب") : noun_index("النهر");
        w.noun(where, maybe_describing(rng, where, f, 2));
    }
    for (std::size_t extra = 0; extra < 2 && chance(rng, 3); ++extra) distractor(w, rng, f);
}

// One of the referent's words in its number: what it does, what it is, or
// what it is after «كان»; its first one three times in four, so the word
// after a pronoun is well guessed by the one who finds what it stands for.
enum class Follow { does, is, is_after_was };
const char* own_word(std::uint64_t& rng, const Entity& e, Follow follow) {
    std::vector<std::size_t> speaking;  // the nouns whose words are in the entity's number
    for (std::size_t n : e.nouns) {
        if (kNouns[n].form == e.form) speaking.push_back(n);
    }
    const Noun& n = kNouns[speaking[random_below(rng, speaking.size())]];
    const std::size_t k = random_below(rng, 4) == 0 ? 1 : 0;
    switch (follow) {
        case Follow::does: return n.does[k];
        case Follow::is: return n.is[k].plain;
        default: return n.is[k].after_was;
    }
}

// After a joined pronoun: «لأنه خرخر», «لأنه كان متعبًا (فنام)», «لأنه جائع».
void after_joined(Writer& w, std::uint64_t& rng, const Entity& e) {
    const std::size_t roll = random_below(rng, 10);
    if (roll < 7) {
        w.words(own_word(rng, e, Follow::does));
    } else if (roll < 9) {
        w.words(was(e.form));
        w.words(own_word(rng, e, Follow::is_after_was));
        if (chance(rng, 3)) {
            w.words("فـ");
            w.words(own_word(rng, e, Follow::does));
        }
    } else {
        w.words(own_word(rng, e, Follow::is));
    }
}

// A pronoun and what follows it, in one of the ways Arabic says it:
// «لأنه خرخر», «، لكنها كانت متعبة», «وهو جائع», «. هي ابتسمت»,
// «ثم جاء الرجل فوجدها سعيدة».
void pronoun_clause(Writer& w, std::uint64_t& rng, Form form) {
    const std::size_t roll = random_below(rng, 10);
    if (roll < 4) {
        w.words("لأن");
        after_joined(w, rng, w.entity(w.pronoun(form, true)));
    } else if (roll < 5) {
        w.words("، لكن");
        after_joined(w, rng, w.entity(w.pronoun(form, true)));
    } else if (roll < 7) {  // a state: «وهو جائع»
        w.words("و");
        w.words(own_word(rng, w.entity(w.pronoun(form, false)), Follow::is));
    } else if (roll < 9) {  // a sentence of its own: «هي ابتسمت», «هو جائع»
        w.words(".");
        const Entity& e = w.entity(w.pronoun(form, false));
        w.words(own_word(rng, e, chance(rng, 8) ? Follow::does : Follow::is));
    } else {  // found by someone new: «ثم جاء الرجل فوجده متعبًا»
        std::size_t newcomer;
        do {
            newcomer = pick_noun(rng, is_person_one);
        } while (w.mentioned(newcomer));
        w.words("ثم");
        w.words(verb_for(kCame, newcomer));
        w.noun(newcomer);
        w.words("فـ");
        w.words(verb_for(kFound, newcomer));
        w.words(own_word(rng, w.entity(w.pronoun(form, true)), Follow::is_after_was));
    }
}

// A pronoun the story can say: «ـهم» / «هم» twice as likely as each of the
// others, for a story has a plural of people less often than a masculine or
// a feminine one (with each as likely, the held-out stories had a plural
// pronoun a third as often as «ـه», and a short training found no head for it).
Form random_present_form(const Writer& w, std::uint64_t& rng) {
    for (;;) {
        const std::size_t roll = random_below(rng, 4);
        const Form form = roll == 3 ? Form::plural : Form(roll);
        if (w.has(form)) return form;
    }
}

// «الأطفال الصغار قرب الكلب يلعبون .», «الكلاب مع الولد خلف البيت تركض .»
// The nouns in between have genders and numbers of their own, drawn apart
// from the subject's, so only the subject tells the verb's.
void agreement_sentence(Writer& w, std::uint64_t& rng) {
    const AgreeingNoun& subject = pick(rng, kAgreeing);
    std::vector<int> positions = {w.size()};
    w.words(subject.word);
    if (chance(rng, 3)) {
        static const std::array<const char*, 4> describing[] = {
            {"الصغير", "الصغيرة", "الصغار", "الصغيرة"}, {"الكبير", "الكبيرة", "الكبار", "الكبيرة"}};
        positions.push_back(w.size());
        w.words(pick(rng, describing)[int(subject.as)]);
    }
    const std::size_t others = 1 + (chance(rng, 3) ? 1 : 0);
    for (std::size_t k = 0; k < others; ++k) {
        w.words(pick(rng, kNear));
        if (k == 1 && chance(rng, 5)) {
            w.words(pick(rng, kPlaces).noun);
        } else {
            std::string other = pick(rng, kAgreeing).word;
            if (other == subject.word) other = other == "القط" ? "الكلب" : "القط";
            w.words(other);
        }
    }
    w.words(agreeing_verb(pick(rng, kAgreeingVerbs), subject.as));
    w.agrees_with(positions);
    w.words(".");
}

std::string family_of(const Features& f, int size) {
    std::string out;
    auto add = [&out](const char* name) { out += (out.empty() ? "" : "+") + std::string(name); };
    if (f.opening) add("opening");
    if (size > 20) add("long");
    if (f.describing) add("adjectives");
    if (f.distractors) add("distractors");
    if (f.coordination) add("coordination");
    return out.empty() ? "plain" : out;
}

// ---------------------------------------------------------------- twins
// Describing words said only of the living («متعب»), and only of things
// («مريح»), in the tables: a twin's settling word is one of these.
const std::set<std::string>& only_said_of(bool living) {
    static const auto make = [](bool want_living) {
        std::set<std::string> mine, theirs;
        for (const Noun& n : kNouns) {
            for (const Describing& d : n.is) (alive(n) == want_living ? mine : theirs).insert(d.plain);
        }
        std::set<std::string> out;
        for (const std::string& w : mine) {
            if (!theirs.count(w)) out.insert(w);
        }
        return out;
    };
    static const std::set<std::string> living_words = make(true), thing_words = make(false);
    return living ? living_words : thing_words;
}

// The describing words that read as a reason to stay somewhere («لأنه كان
// متعبًا», «لأنه كان مريحًا»): a twin's settling word is one of these.
const std::set<std::string> kReasons = {
    "متعب", "متعبة", "جائع", "جائعة", "نعسان", "خائف", "خائفة", "عطشان", "بردان", "مريض", "مريضة",
    "كسول", "سعيد", "سعيدة", "مريح", "مريحة", "واسع", "واسعة", "دافئ", "دافئة", "ناعمة", "فارغ",
    "فارغة", "مضيء", "جميلة"};

// Describing words (after «كان», masculine and feminine) that fit EVERY
// animal, and every thing a twin uses: so the word says only which side it
// fits, never which noun, and the noun must be found by looking back. (With
// only each noun's own words, «عنيدة» alone would name the goat: the next
// word could be guessed without looking.)
const std::array<const char*, 2> kAnyAnimalState[] = {
    {"متعبًا", "متعبة"}, {"جائعًا", "جائعة"}, {"خائفًا", "خائفة"}, {"سعيدًا", "سعيدة"}};
const std::array<const char*, 2> kAnyThingState[] = {{"مكسورًا", "مكسورة"}, {"نظيفًا", "نظيفة"}, {"جديدًا", "جديدة"}};

// A twin's settling word for a noun (as said after «كان»): mostly one its whole
// side can be (see above), sometimes its own when it is a reason and only its
// side is said to be that; nullptr when neither fits.
const char* settling_word(std::size_t noun, std::uint64_t& rng) {
    std::vector<const char*> fit;
    for (const Describing& d : kNouns[noun].is) {
        if (kReasons.count(d.plain) && only_said_of(alive(kNouns[noun])).count(d.plain)) fit.push_back(d.after_was);
    }
    const std::size_t gender = kNouns[noun].form == Form::feminine ? 1 : 0;
    if (kNouns[noun].form != Form::plural && (fit.empty() || random_below(rng, 3) != 0)) {
        return alive(kNouns[noun]) ? pick(rng, kAnyAnimalState)[gender] : pick(rng, kAnyThingState)[gender];
    }
    return fit.empty() ? nullptr : fit[random_below(rng, fit.size())];
}

// Everything two twins share, drawn once.
struct TwinPlan {
    std::size_t animal = 0, thing = 0;
    Form form = Form::masculine;
    bool animal_first = true;
    const char* verb = "جلس";
    const char* lead = "على";
    std::string opening;
    const char* animal_word = nullptr;  // settling words
    const char* thing_word = nullptr;
    std::size_t animal_does = 0, thing_does = 0;
    // «لأن أحدهما كان متعبًا فـ خرخر» ("because one of the two was tired, so it
    // purred"), not «لأن ـه كان …»: no pronoun at all, so nothing read before the
    // settling word names either noun (a twin's «ـه» is what the pronoun head reads
    // as the animal, the living of its gender), and only looking from «متعبًا» at
    // what can be tired pays off for the next word.
    bool one = false;
};

TwinPlan plan_twins(std::uint64_t& rng) {
    const Form form = random_below(rng, 2) == 0 ? Form::masculine : Form::feminine;  // each as often
    for (;;) {
        TwinPlan p;
        p.form = form;
        const Place& place = pick(rng, kPlaces);
        p.thing = noun_index(place.noun);
        p.animal = pick_noun(rng, [](const Noun& n) { return n.being == Being::animal; });
        const Noun& animal = kNouns[p.animal];
        const Noun& thing = kNouns[p.thing];
        if (thing.name || thing.form != p.form || animal.form != p.form) continue;
        p.lead = place.lead;
        p.animal_word = settling_word(p.animal, rng);
        p.thing_word = settling_word(p.thing, rng);
        if (!p.animal_word || !p.thing_word) continue;
        p.animal_first = random_below(rng, 2) == 0;
        p.verb = verb_for(pick(rng, kStays), p.animal);
        p.opening = chance(rng, 3) ? pick(rng, kOpenings) : "";
        p.animal_does = random_below(rng, 2);
        p.thing_does = random_below(rng, 2);
        return p;
    }
}

// «جلس القط على الكرسي لأن ـه كان متعبًا فـ خرخر .» (fits the animal)
// «على الكرسي جلس القط لأن ـه كان مريحًا فـ اهتز .» (fits the thing; the place first)
Story twin_story(const TwinPlan& p, bool fits_animal, const Vocabulary& vocabulary) {
    Writer w(vocabulary);
    if (!p.opening.empty()) w.words(p.opening);
    std::size_t animal, thing;
    if (p.animal_first) {
        w.words(p.verb);
        animal = w.noun(p.animal);
        w.words(p.lead);
        thing = w.noun(p.thing);
    } else {
        w.words(p.lead);
        thing = w.noun(p.thing);
        w.words(p.verb);
        animal = w.noun(p.animal);
    }
    w.words("لأن");
    if (p.one) {
        w.words(p.form == Form::feminine ? "إحداهما" : "أحدهما");
    } else {
        w.unsettled_pronoun(p.form);
    }
    w.words(was(p.form));
    const Noun& fitting = kNouns[fits_animal ? p.animal : p.thing];
    w.words(fits_animal ? p.animal_word : p.thing_word);
    w.means(w.entity(fits_animal ? animal : thing).mentions.front());
    w.words("فـ");
    w.belongs({fitting.does[0], fitting.does[1]});
    w.words(fitting.does[fits_animal ? p.animal_does : p.thing_does]);
    w.words(".");
    return w.take(p.one ? "twin-one" : "twin");
}

}  // namespace

// ---------------------------------------------------------------- stories
Story arabic_story(std::uint64_t& rng, const Vocabulary& vocabulary) {
    const std::size_t plan = random_below(rng, 25);
    if (plan == 0) {  // a scene with no pronoun to follow
        Writer w(vocabulary);
        w.words(pick(rng, kScenes));
        return w.take("scene");
    }
    if (plan <= 2) {  // sentences of agreement alone
        Writer w(vocabulary);
        Features f;
        opening(w, rng, f);
        agreement_sentence(w, rng);
        if (random_below(rng, 2) == 0) agreement_sentence(w, rng);
        return w.take("agreement");
    }
    if (plan <= 7) {  // one of a twin pair, or «لأن أحدهما كان متعبًا …»
        TwinPlan p = plan_twins(rng);
        // Half of them with «أحدهما»: drawn from a copy of the generator, so every
        // story keeps the draws it had before this form came (the twin pairs the
        // gates read are written with the pronoun, arabic_twins).
        std::uint64_t side = rng ^ 0x6f6e65ULL;  // "one"
        p.one = next_random(side) >> 63;
        return twin_story(p, random_below(rng, 2) == 0, vocabulary);
    }
    // A story of pronouns: some nouns, then pronouns that stand for them, and
    // sometimes more nouns and pronouns, up to a length drawn for it (a few
    // words past what a story may hold: write_stories cuts the end off, so
    // pronouns stand at every position up to the last).
    Writer w(vocabulary);
    Features f;
    opening(w, rng, f);
    const int target = 8 + int(random_below(rng, 34));
    setup_clause(w, rng, f, true);
    for (bool first = true;; first = false) {
        const std::size_t pronouns = 1 + random_below(rng, 2);
        // At least one pronoun after the first nouns, then as many as the length allows.
        for (std::size_t p = 0; p < pronouns && ((first && p == 0) || w.size() + 4 <= target); ++p) {
            pronoun_clause(w, rng, random_present_form(w, rng));
        }
        if (w.size() + 10 > target) break;
        w.words(".");
        if (random_below(rng, 4) == 0) w.words("بعد ذلك");
        setup_clause(w, rng, f, false);
    }
    w.words(".");
    // A sentence whose verb agrees with its subject, last: no pronoun after it
    // could stand for its nouns.
    if (w.size() + 8 <= target && random_below(rng, 2) == 0) agreement_sentence(w, rng);
    const int size = w.size();
    return w.take(family_of(f, size));
}

Vocabulary arabic_vocabulary() {
    std::vector<std::string> words = {"?"};
    std::set<std::string> seen = {"?"};
    auto add = [&](const std::string& text) {
        for (const std::string& word : split_on_spaces(text)) {
            if (seen.insert(word).second) words.push_back(word);
        }
    };
    add(". ، و فـ بـ لـ كـ ـه ـها ـهم هو هي هم كان كانت كانوا لأن لكن ثم بعد ذلك إلى");
    for (const Noun& n : kNouns) {
        add(n.word);
        for (const char* v : n.does) add(v);
        for (const Describing& d : n.is) add(d.plain), add(d.after_was);
    }
    for (const Place& p : kPlaces) add(p.lead);
    for (const Verb& v : kGoes) add(v.masculine), add(v.feminine);
    for (const Verb& v : kMeets) add(v.masculine), add(v.feminine);
    for (const Verb& v : {kCame, kFound}) add(v.masculine), add(v.feminine);
    for (const Verb& v : kStays) add(v.masculine), add(v.feminine);
    for (const char* n : kNear) add(n);
    for (const AnyDescribing& d : kAnyLiving) add(d.masculine), add(d.feminine), add(d.plural ? d.plural : "");
    for (const AnyDescribing& d : kAnyThing) add(d.masculine), add(d.feminine);
    for (const auto& d : kAnyAnimalState) add(d[0]), add(d[1]);
    for (const auto& d : kAnyThingState) add(d[0]), add(d[1]);
    for (const char* o : kOpenings) add(o);
    for (const AgreeingNoun& n : kAgreeing) add(n.word);
    for (const auto& v : kAgreeingVerbs) add(v[0]), add(v[1]), add(v[2]);
    for (const char* s : kScenes) add(s);
    add("أحدهما إحداهما");  // "one of the two", masculine and feminine: a twin's «لأن أحدهما كان …»
    return Vocabulary{words};
}

TwinPair arabic_twins(std::uint64_t& rng, const Vocabulary& vocabulary) {
    const TwinPlan p = plan_twins(rng);
    return {twin_story(p, true, vocabulary), twin_story(p, false, vocabulary)};
}

// What may come after a pronoun that stands for these nouns: one noun's own
// words and «كان» of its form; two or more joined by «و» are a plural.
std::vector<std::string> arabic_belonging(const std::vector<std::string>& words) {
    std::vector<std::size_t> nouns;
    for (const std::string& word : words) {
        const std::size_t n = noun_index(word);
        if (n == kNounCount) return {};
        nouns.push_back(n);
    }
    return belonging_words(nouns, nouns.size() == 1 ? kNouns[nouns[0]].form : Form::plural);
}

// Every noun a pronoun can stand for, with both its pronouns (joined and separate).
std::vector<std::pair<std::string, std::string>> arabic_nouns() {
    std::vector<std::pair<std::string, std::string>> out;
    for (const Noun& n : kNouns) {
        out.emplace_back(n.word, joined_pronoun(n.form));
        out.emplace_back(n.word, separate_pronoun(n.form));
    }
    return out;
}

Grammar arabic() { return {arabic_vocabulary, arabic_story, arabic_twins, arabic_belonging, arabic_nouns}; }

}  // namespace attention::model::grammar
