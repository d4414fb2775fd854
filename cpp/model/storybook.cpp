#include "storybook.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <set>

#include "input_error.hpp"
#include "storybook_grammar.hpp"
#include "random.hpp"  // next_random, random_below: the core's one generator

namespace attention::model {

namespace {

// ---------------------------------------------------------------- the tables
// Every noun the stories can talk about, with the words that belong to it: what
// it does ("the dog ... it barked") and what it is ("it was hungry"). Two
// nouns may share a word, but no two share both of theirs, so the word after a
// pronoun tells the reader which noun the pronoun stood for.
struct Noun {
    const char* word;
    Kind kind;
    std::array<const char*, 2> does;  // past tense: "it barked"
    std::array<const char*, 2> is;    // "it was happy", "they were loud"
};

const Noun kNouns[] = {
    // she
    {"maria", Kind::female, {"smiled", "laughed"}, {"happy", "kind"}},
    {"anna", Kind::female, {"sang", "danced"}, {"glad", "busy"}},
    {"emma", Kind::female, {"waved", "read"}, {"brave", "calm"}},
    {"lucy", Kind::female, {"cried", "hid"}, {"sad", "shy"}},
    {"sara", Kind::female, {"cooked", "baked"}, {"proud", "warm"}},
    {"girl", Kind::female, {"skipped", "giggled"}, {"small", "tired"}},
    {"woman", Kind::female, {"nodded", "sighed"}, {"tall", "wise"}},
    {"queen", Kind::female, {"ruled", "spoke"}, {"old", "wise"}},
    {"princess", Kind::female, {"danced", "wept"}, {"young", "lonely"}},
    {"mother", Kind::female, {"hugged", "worried"}, {"busy", "kind"}},
    // he
    {"tom", Kind::male, {"shouted", "laughed"}, {"angry", "loud"}},
    {"sam", Kind::male, {"ran", "jumped"}, {"quick", "fast"}},
    {"leo", Kind::male, {"slept", "yawned"}, {"tired", "sleepy"}},
    {"max", Kind::male, {"ate", "drank"}, {"hungry", "thirsty"}},
    {"ben", Kind::male, {"painted", "drew"}, {"quiet", "careful"}},
    {"boy", Kind::male, {"whistled", "grinned"}, {"small", "cold"}},
    {"man", Kind::male, {"coughed", "frowned"}, {"old", "tall"}},
    {"king", Kind::male, {"ruled", "signed"}, {"rich", "proud"}},
    {"prince", Kind::male, {"rode", "fought"}, {"brave", "young"}},
    {"father", Kind::male, {"worked", "fished"}, {"strong", "busy"}},
    // it: animals
    {"cat", Kind::animal, {"purred", "slept"}, {"tired", "hungry"}},
    {"dog", Kind::animal, {"barked", "ran"}, {"happy", "loud"}},
    {"bird", Kind::animal, {"sang", "flew"}, {"small", "free"}},
    {"horse", Kind::animal, {"galloped", "neighed"}, {"fast", "strong"}},
    {"cow", Kind::animal, {"mooed", "grazed"}, {"calm", "big"}},
    {"fox", Kind::animal, {"hid", "ran"}, {"clever", "quick"}},
    {"owl", Kind::animal, {"hooted", "watched"}, {"wise", "awake"}},
    {"duck", Kind::animal, {"quacked", "swam"}, {"wet", "happy"}},
    {"frog", Kind::animal, {"croaked", "hopped"}, {"green", "wet"}},
    {"mouse", Kind::animal, {"squeaked", "hid"}, {"tiny", "scared"}},
    {"rabbit", Kind::animal, {"hopped", "ate"}, {"soft", "shy"}},
    {"goat", Kind::animal, {"climbed", "chewed"}, {"hungry", "stubborn"}},
    // it: things and places
    {"mat", Kind::thing, {"slipped", "lay"}, {"soft", "red"}},
    {"door", Kind::thing, {"creaked", "opened"}, {"old", "open"}},
    {"cup", Kind::thing, {"broke", "spilled"}, {"hot", "full"}},
    {"ball", Kind::thing, {"rolled", "bounced"}, {"round", "red"}},
    {"box", Kind::thing, {"fell", "opened"}, {"heavy", "empty"}},
    {"bell", Kind::thing, {"rang", "chimed"}, {"loud", "bright"}},
    {"book", Kind::thing, {"fell", "lay"}, {"old", "thick"}},
    {"boat", Kind::thing, {"floated", "sank"}, {"small", "slow"}},
    {"kite", Kind::thing, {"flew", "soared"}, {"high", "blue"}},
    {"lamp", Kind::thing, {"glowed", "flickered"}, {"bright", "warm"}},
    {"table", Kind::thing, {"shook", "wobbled"}, {"long", "heavy"}},
    {"chair", Kind::thing, {"wobbled", "creaked"}, {"old", "hard"}},
    {"bakery", Kind::thing, {"smelled", "opened"}, {"warm", "busy"}},
    {"river", Kind::thing, {"flowed", "rose"}, {"deep", "cold"}},
    {"market", Kind::thing, {"opened", "closed"}, {"busy", "crowded"}},
    {"sky", Kind::thing, {"darkened", "cleared"}, {"red", "blue"}},
    {"town", Kind::thing, {"slept", "woke"}, {"quiet", "small"}},
    {"church", Kind::thing, {"stood", "rang"}, {"old", "quiet"}},
    {"moon", Kind::thing, {"rose", "shone"}, {"full", "bright"}},
    {"paris", Kind::thing, {"shone", "slept"}, {"big", "beautiful"}},
    {"mars", Kind::thing, {"glowed", "shone"}, {"red", "dusty"}},
    // they
    {"birds", Kind::group, {"sang", "left"}, {"quiet", "free"}},
    {"dogs", Kind::group, {"barked", "ran"}, {"loud", "hungry"}},
    {"cats", Kind::group, {"purred", "slept"}, {"lazy", "tired"}},
    {"children", Kind::group, {"played", "laughed"}, {"happy", "loud"}},
    {"soldiers", Kind::group, {"marched", "fought"}, {"tired", "cruel"}},
    {"armies", Kind::group, {"marched", "burned"}, {"large", "cruel"}},
    {"envoys", Kind::group, {"argued", "talked"}, {"tired", "busy"}},
    {"farmers", Kind::group, {"worked", "planted"}, {"poor", "busy"}},
    {"families", Kind::group, {"fled", "waited"}, {"scared", "hungry"}},
    {"visitors", Kind::group, {"arrived", "stayed"}, {"many", "happy"}},
    {"kings", Kind::group, {"argued", "signed"}, {"proud", "rich"}},
    {"cooks", Kind::group, {"cooked", "argued"}, {"busy", "tired"}},
    {"servants", Kind::group, {"worked", "waited"}, {"quiet", "tired"}},
    {"horses", Kind::group, {"ran", "stayed"}, {"fast", "tired"}},
    {"people", Kind::group, {"wanted", "talked"}, {"hungry", "tired"}},
    {"neighbours", Kind::group, {"talked", "fought"}, {"kind", "close"}},
};
constexpr std::size_t kNounCount = sizeof kNouns / sizeof kNouns[0];

// Names need no "the".
bool is_name(const Noun& noun) {
    static const std::set<std::string> names = {"maria", "anna", "emma", "lucy", "sara", "tom",
                                                "sam",   "leo",  "max",  "ben",  "paris", "mars"};
    return names.count(noun.word) > 0;
}

// Things that a story can be set in or on ("sat on the mat", "walked to the
// market"), with the word that leads to them where one stays there.
struct Place {
    const char* noun;
    const char* lead;  // "on", "in", "by"
};
const Place kPlaces[] = {
    {"mat", "on"},    {"table", "on"}, {"chair", "on"}, {"bakery", "in"}, {"market", "in"},
    {"river", "by"},  {"church", "in"}, {"town", "in"}, {"door", "by"},   {"box", "in"},
    {"boat", "in"},   {"paris", "in"}, {"mars", "on"},  {"sky", "in"},    {"lamp", "by"},
    {"bell", "by"},
};

// What someone does to get to a place or stay there: the first few go ("walked
// to the market"), the rest stay ("sat on the mat").
const char* const kGoes[] = {"walked", "ran", "sat", "waited", "slept", "lived", "stayed"};
constexpr std::size_t kGoing = 2;

// What someone does to another: the first few only to someone alive ("met the
// dog"), the rest to anything ("saw the boat").
const char* const kMeets[] = {"met", "chased", "helped", "saw", "found", "watched"};
constexpr std::size_t kMeetsAlive = 3;
const char* const kConnect[] = {"because", "and", "so", "then"};

// Present-tense verbs that agree with their subject: "the dog runs", "the dogs run".
const std::array<const char*, 2> kAgree[] = {
    {"runs", "run"}, {"sleeps", "sleep"}, {"sings", "sing"}, {"waits", "wait"},
    {"plays", "play"}, {"eats", "eat"}, {"hides", "hide"}, {"swims", "swim"}};
// Singular and plural of the nouns that come in both.
const std::array<const char*, 2> kNumbered[] = {
    {"dog", "dogs"}, {"cat", "cats"}, {"bird", "birds"}, {"horse", "horses"},
    {"king", "kings"}, {"soldier", "soldiers"}, {"farmer", "farmers"}, {"child", "children"},
    {"cook", "cooks"}, {"visitor", "visitors"}};
const char* const kNear[] = {"near", "by", "with", "behind"};

// Stories with no pronoun, for the variety a reader sees, and every word of
// the built-in examples that no table above has.
const char* const kScenes[] = {
    "birds sang here then left .",
    "i sat on the bank of the river .",
    "the moon circles mars .",
    "its moon circles mars .",
    "the sky is red .",
    "the door opened quietly .",
    "the cat met the dog and it ran .",
    "four hundred years ago the quiet region of farms , rivers , forests and market towns "
    "was crowded with visitors from far away .",
    "for thirty long years a war had burned across the land .",
    "armies marched through the fields every summer and every winter .",
    "villages emptied , harvests were lost , and whole families fled to the cities behind "
    "their walls .",
    "nobody could remember a time without soldiers on the roads .",
    "in the end even the kings and princes who had started the fighting were tired .",
    "the money was gone , the people were hungry , and they wanted nothing but rest .",
    "so they sent envoys to talk instead of fight .",
    "the envoys came with servants , clerks , cooks and horses .",
    "they stayed for years and argued about borders , churches and debts .",
    "they argued about who should sit at the head of the table .",
    "letters went back and forth for months before a single line was agreed .",
    "some envoys fell ill and went home , and new ones arrived to take their places .",
    "slowly , page by page , the list of promises grew .",
    "each side gave up something and kept something it loved .",
    "when the last page was finally signed , the bells rang in every town and church .",
    "the markets opened again .",
    "the treaty did not end every war , but it changed how rulers talked to each other .",
    "it said that each ruler could decide matters inside his own lands .",
    "his neighbours fought no more .",
    "those ideas are still taught in schools today .",
    "the name of the treaty is westphalia .",
    "the dog chased the cat .",
    "maria met a dog in a bakery in paris .",
    "the cat sat on the mat because it was tired .",
    "the old cat purred quietly .",
};

// ---------------------------------------------------------------- writing
struct Mention {
    std::size_t entity;
    int position;
};

// A story being written: its words, and who was mentioned where.
class Writer {
public:
    explicit Writer(const Vocabulary& vocabulary) : vocabulary_(vocabulary) {}

    void words(const std::string& text) {
        for (const std::string& word : split_on_spaces(text)) push(word);
    }

    // A mention of a noun: "the cat" or "maria". Returns the entity's index.
    std::size_t noun(std::size_t noun_index) {
        const Noun& n = kNouns[noun_index];
        std::size_t entity = find_entity(noun_index);
        if (entity == entities_.size()) entities_.push_back(noun_index);
        if (!is_name(n)) push("the");
        mentions_.push_back({entity, int(story_.tokens.size())});
        if (!names_said_.count(entity) || !is_name(n)) {
            names_said_[entity] = int(story_.tokens.size());
        } else {
            repeat_of_ = names_said_[entity] + 1;  // what followed its first mention
        }
        push(n.word);
        if (repeat_of_ >= 0) {
            story_.repeat_sources.back() = repeat_of_;
            repeat_of_ = -1;
        }
        return entity;
    }

    // The pronoun of a kind, standing for the first noun of that kind in the
    // story; returns that noun's index in kNouns, or kNounCount when none.
    std::size_t pronoun(Kind kind) {
        const std::size_t referent = first_of(kind);
        if (referent == entities_.size()) return kNounCount;
        std::vector<int> positions;
        for (const Mention& m : mentions_) {
            if (m.entity == referent) positions.push_back(m.position);
        }
        push(pronoun_word(kind));
        story_.antecedents.back() = positions;
        return entities_[referent];
    }

    bool has(Kind kind) const { return first_of(kind) != entities_.size(); }

    // A present-tense verb agreeing with the subject at `subject`.
    void agreeing_verb(const char* verb, int subject) {
        push(verb);
        story_.subjects.back() = {subject - 1, subject};  // its article, its noun
    }

    int size() const { return int(story_.tokens.size()); }
    Story take() { return std::move(story_); }

    static const char* pronoun_word(Kind kind) {
        switch (kind) {
            case Kind::female: return "she";
            case Kind::male: return "he";
            case Kind::group: return "they";
            default: return "it";
        }
    }

private:
    static bool same_pronoun(Kind a, Kind b) {
        return std::string(pronoun_word(a)) == pronoun_word(b);
    }

    std::size_t first_of(Kind kind) const {
        for (std::size_t e = 0; e < entities_.size(); ++e) {
            if (same_pronoun(kNouns[entities_[e]].kind, kind)) return e;
        }
        return entities_.size();
    }

    std::size_t find_entity(std::size_t noun_index) const {
        for (std::size_t e = 0; e < entities_.size(); ++e) {
            if (entities_[e] == noun_index) return e;
        }
        return entities_.size();
    }

    void push(const std::string& word) {
        story_.tokens.push_back(vocabulary_.id(word));
        story_.antecedents.emplace_back();
        story_.subjects.emplace_back();
        story_.repeat_sources.push_back(-1);
    }

    const Vocabulary& vocabulary_;
    Story story_;
    std::vector<std::size_t> entities_;  // noun index per entity, in order of first mention
    std::vector<Mention> mentions_;
    std::map<std::size_t, int> names_said_;
    int repeat_of_ = -1;
};

std::size_t noun_index(const std::string& word) {
    for (std::size_t i = 0; i < kNounCount; ++i) {
        if (word == kNouns[i].word) return i;
    }
    return kNounCount;
}

template <typename T, std::size_t N>
const T& pick(std::uint64_t& rng, const T (&table)[N]) {
    return table[random_below(rng, N)];
}

std::size_t pick_noun(std::uint64_t& rng, std::initializer_list<Kind> kinds) {
    for (;;) {
        const std::size_t i = random_below(rng, kNounCount);
        for (Kind k : kinds) {
            if (kNouns[i].kind == k) return i;
        }
    }
}

// "the cat sat on the mat", "maria walked to the bakery"
void going_clause(Writer& w, std::uint64_t& rng, std::size_t subject) {
    w.noun(subject);
    const std::size_t verb = random_below(rng, sizeof kGoes / sizeof kGoes[0]);
    const Place& place = pick(rng, kPlaces);
    w.words(kGoes[verb]);
    w.words(verb < kGoing ? "to" : place.lead);
    w.noun(noun_index(place.noun));
}

// "the girl met the dog"
void meeting_clause(Writer& w, std::uint64_t& rng, std::size_t subject, std::size_t object) {
    w.noun(subject);
    const bool alive = kNouns[object].kind != Kind::thing;
    const std::size_t count = sizeof kMeets / sizeof kMeets[0];
    w.words(kMeets[alive ? random_below(rng, count) : kMeetsAlive + random_below(rng, count - kMeetsAlive)]);
    w.noun(object);
}

// "it purred", "she was happy", "they were loud"
void pronoun_clause(Writer& w, std::uint64_t& rng, Kind kind) {
    const std::size_t referent = w.pronoun(kind);
    const Noun& n = kNouns[referent];
    // Mostly its first word, so that the noun is worth finding.
    const std::size_t roll = random_below(rng, 10);
    if (roll < 2) {
        w.words(n.kind == Kind::group ? "were" : "was");
        w.words(n.is[roll]);
    } else {
        w.words(n.does[roll < 8 ? 0 : 1]);
    }
}

// "the dogs near the cat run .", "the dog near the cats runs ." The noun in
// between has a number of its own, drawn apart from the subject's, so the
// word before the verb says nothing of the verb's number: only the subject does.
void agreement_sentence(Writer& w, std::uint64_t& rng) {
    const auto& subject = pick(rng, kNumbered);
    const auto& other = pick(rng, kNumbered);
    const bool plural = random_below(rng, 2) == 1;
    const bool other_plural = random_below(rng, 2) == 1;
    w.words("the");
    const int position = w.size();
    w.words(subject[plural ? 1 : 0]);
    w.words(pick(rng, kNear));
    w.words("the");
    w.words(other[other_plural ? 1 : 0]);
    w.agreeing_verb(pick(rng, kAgree)[plural ? 1 : 0], position);
    w.words(".");
}

Kind random_present_kind(const Writer& w, std::uint64_t& rng) {
    for (;;) {
        const Kind kind = Kind(random_below(rng, 5));
        if (w.has(kind)) return kind;
    }
}

}  // namespace

Story grammar::english_story(std::uint64_t& rng, const Vocabulary& vocabulary) {
    Writer w(vocabulary);
    const std::size_t plan = random_below(rng, 20);
    if (plan == 0) {  // a scene with no pronoun to follow
        w.words(pick(rng, kScenes));
        return w.take();
    }
    if (plan <= 2) {  // one or two sentences of agreement alone
        agreement_sentence(w, rng);
        if (random_below(rng, 2) == 0) agreement_sentence(w, rng);
        return w.take();
    }
    // One or two clauses that bring in the story's nouns...
    const std::size_t first = pick_noun(rng, {Kind::female, Kind::male, Kind::animal, Kind::group});
    if (random_below(rng, 2) == 0) {
        going_clause(w, rng, first);
    } else {
        std::size_t other = pick_noun(rng, {Kind::female, Kind::male, Kind::animal, Kind::thing, Kind::group});
        if (other == first) other = (other + 1) % kNounCount;
        meeting_clause(w, rng, first, other);
    }
    if (random_below(rng, 3) == 0) {
        w.words(".");
        const std::size_t second = pick_noun(rng, {Kind::female, Kind::male, Kind::animal, Kind::thing, Kind::group});
        if (random_below(rng, 4) == 0 && is_name(kNouns[first])) {
            w.words("later");
            going_clause(w, rng, first);
        } else if (kNouns[second].kind == Kind::thing) {
            w.noun(second);
            w.words(random_below(rng, 2) == 0 ? "was" : "lay");
            w.words("near");
            w.noun(noun_index(pick(rng, kPlaces).noun));
        } else {
            going_clause(w, rng, second);
        }
    }
    // ...then a pronoun, and sometimes another.
    const std::size_t pronouns = 1 + random_below(rng, 2);
    for (std::size_t p = 0; p < pronouns; ++p) {
        if (random_below(rng, 2) == 0) {
            w.words(pick(rng, kConnect));
        } else {
            w.words(".");
        }
        pronoun_clause(w, rng, random_present_kind(w, rng));
    }
    w.words(".");
    // A sentence whose verb agrees with its subject, last: no pronoun after it
    // could stand for its nouns.
    if (random_below(rng, 2) == 0) agreement_sentence(w, rng);
    return w.take();
}

Vocabulary grammar::english_vocabulary() {
    std::vector<std::string> words = {"?"};
    std::set<std::string> seen = {"?"};
    auto add = [&](const std::string& text) {
        for (const std::string& word : split_on_spaces(text)) {
            if (seen.insert(word).second) words.push_back(word);
        }
    };
    add(". , the a she he it they was were because and so then later near by with behind");
    for (const Noun& n : kNouns) {
        add(n.word);
        add(n.does[0]), add(n.does[1]), add(n.is[0]), add(n.is[1]);
    }
    for (const Place& p : kPlaces) add(p.lead);
    for (const char* v : kGoes) add(v);
    add("to");
    for (const char* v : kMeets) add(v);
    for (const auto& v : kAgree) add(v[0]), add(v[1]);
    for (const auto& v : kNumbered) add(v[0]), add(v[1]);
    for (const char* v : kNear) add(v);
    for (const char* s : kScenes) add(s);
    return Vocabulary{words};
}


const char* language_code(Language language) {
    return language == Language::spanish ? "es" : "en";
}

Language language_of(const std::string& code) {
    if (code == "en") return Language::english;
    if (code == "es") return Language::spanish;
    throw InputError("the storybook has no language \"" + code + "\": it knows \"en\" and \"es\"");
}

const Vocabulary& storybook_vocabulary(Language language) {
    static const Vocabulary english = grammar::english_vocabulary();
    static const Vocabulary spanish = grammar::spanish_vocabulary();
    return language == Language::spanish ? spanish : english;
}

std::vector<Story> write_stories(std::uint64_t seed, std::size_t count, Language language) {
    std::uint64_t rng = seed;
    const Vocabulary& vocabulary = storybook_vocabulary(language);
    std::vector<Story> stories;
    stories.reserve(count);
    while (stories.size() < count) {
        Story story = language == Language::spanish ? grammar::spanish_story(rng, vocabulary)
                                                    : grammar::english_story(rng, vocabulary);
        if (story.tokens.size() <= kLongestStory) stories.push_back(std::move(story));
    }
    return stories;
}

std::string story_text(const Story& story, Language language) {
    const Vocabulary& vocabulary = storybook_vocabulary(language);
    std::string text;
    for (int id : story.tokens) {
        if (!text.empty()) text += ' ';
        text += vocabulary.words[std::size_t(id)];
    }
    return text;
}

}  // namespace attention::model
