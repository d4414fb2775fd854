#include "storybook.hpp"

#include <algorithm>
#include <array>
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
    {"rabbit", Kind::animal, {"hopped", "ate"}, {"fluffy", "shy"}},
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

// What a learner's text may open with before the story's first noun; "?" is a
// word the storybook does not know (a name, "yesterday"), read as the unknown word.
const char* const kOpenings[] = {"then", "so", "one day ,", "later", "in the end ,", "slowly ,",
                                 "at last ,", "that night ,", "?", "? ,"};

// Describing words any living noun, or any thing, can take before it ("the
// old cat", "the big box"), besides its own ("the hungry cat").
const char* const kAnyAdjectives[] = {"old", "little", "big", "young"};
const char* const kAnyThingAdjectives[] = {"old", "little", "big", "new"};

// ---------------------------------------------------------------- writing
// Who a story talks about: one noun, or two joined by "and" ("the boy and
// the girl"), which "they" can stand for.
struct Entity {
    std::vector<std::size_t> nouns;  // indices in kNouns
    Kind kind;
    std::vector<int> mentions;       // the positions of its nouns
};

const char* pronoun_word(Kind kind) {
    switch (kind) {
        case Kind::female: return "she";
        case Kind::male: return "he";
        case Kind::group: return "they";
        default: return "it";
    }
}

bool same_pronoun(Kind a, Kind b) { return std::string(pronoun_word(a)) == pronoun_word(b); }

// The words that belong to an entity: its nouns' own words, was/were of its
// number, and "both" for two joined by "and".
std::vector<std::string> belonging_words(const Entity& entity) {
    std::vector<std::string> out;
    for (std::size_t n : entity.nouns) {
        for (const char* w : kNouns[n].does) out.push_back(w);
        for (const char* w : kNouns[n].is) out.push_back(w);
    }
    out.push_back(entity.kind == Kind::group ? "were" : "was");
    if (entity.nouns.size() > 1) out.push_back("both");
    return out;
}

// A story being written: its words, who was mentioned where, and its labels.
class Writer {
public:
    explicit Writer(const Vocabulary& vocabulary) : vocabulary_(vocabulary) {}

    void words(const std::string& text) {
        for (const std::string& word : split_on_spaces(text)) push(word);
    }

    // A mention of a noun: "the cat", "the old cat" or "maria" (a name takes
    // neither). Returns its entity.
    std::size_t noun(std::size_t noun_index, const char* adjective = nullptr) {
        const Noun& n = kNouns[noun_index];
        if (!is_name(n)) {
            push("the");
            if (adjective) push(adjective);
        }
        std::size_t entity = 0;
        while (entity < entities_.size() && !(entities_[entity].nouns.size() == 1 && entities_[entity].nouns[0] == noun_index)) ++entity;
        if (entity == entities_.size()) entities_.push_back({{noun_index}, n.kind, {}});
        entities_[entity].mentions.push_back(size());
        const auto said = names_said_.find(entity);
        const int repeat_of = is_name(n) && said != names_said_.end() ? said->second + 1 : -1;
        if (said == names_said_.end()) names_said_[entity] = size();
        push(n.word);
        story_.repeat_sources.back() = repeat_of;
        return entity;
    }

    // "the boy and the girl": both nouns, and the two as one that "they" can stand for.
    std::size_t pair(std::size_t a, std::size_t b, const char* adjective_a, const char* adjective_b) {
        const std::size_t first = noun(a, adjective_a);
        push("and");
        const std::size_t second = noun(b, adjective_b);
        entities_.push_back({{a, b}, Kind::group,
                             {entities_[first].mentions.back(), entities_[second].mentions.back()}});
        return entities_.size() - 1;
    }

    // The pronoun of a kind, standing for the first entity of its kind;
    // returns that entity, or npos when there is none.
    std::size_t pronoun(Kind kind) {
        const std::size_t referent = first_of(kind);
        if (referent == npos) return npos;
        push(pronoun_word(kind));
        story_.antecedents.back() = entities_[referent].mentions;
        belongs(belonging_words(entities_[referent]));
        return referent;
    }

    // A pronoun that only a later word settles (a twin's "it"): no labels.
    void unsettled_pronoun(Kind kind) { push(pronoun_word(kind)); }

    bool has(Kind kind) const { return first_of(kind) != npos; }
    bool has_pair() const {
        return std::any_of(entities_.begin(), entities_.end(), [](const Entity& e) { return e.nouns.size() > 1; });
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

    void push(const std::string& word) {
        story_.tokens.push_back(word == "?" ? 0 : vocabulary_.id(word));
        story_.antecedents.emplace_back();
        story_.meanings.emplace_back();
        story_.belongs.emplace_back();
        story_.subjects.emplace_back();
        story_.repeat_sources.push_back(-1);
    }

    static constexpr std::size_t npos = std::size_t(-1);

private:
    std::size_t first_of(Kind kind) const {
        for (std::size_t e = 0; e < entities_.size(); ++e) {
            if (same_pronoun(entities_[e].kind, kind)) return e;
        }
        return npos;
    }

    const Vocabulary& vocabulary_;
    Story story_;
    std::vector<Entity> entities_;  // in order of first mention
    std::map<std::size_t, int> names_said_;
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

bool chance(std::uint64_t& rng, std::size_t in_ten) { return random_below(rng, 10) < in_ten; }

std::size_t pick_noun(std::uint64_t& rng, std::initializer_list<Kind> kinds) {
    for (;;) {
        const std::size_t i = random_below(rng, kNounCount);
        for (Kind k : kinds) {
            if (kNouns[i].kind == k) return i;
        }
    }
}

bool alive(Kind kind) { return kind != Kind::thing; }

// A person or an animal to join to `subject` with "and", neither it nor `object`.
std::size_t another_one(std::uint64_t& rng, std::size_t subject, std::size_t object) {
    for (;;) {
        const std::size_t other = pick_noun(rng, {Kind::female, Kind::male, Kind::animal});
        if (other != subject && other != object) return other;
    }
}

// What the story's features were, for its family.
struct Features {
    bool opening = false, adjectives = false, distractors = false, coordination = false;
};

// A describing word before a noun, sometimes: its own ("the hungry cat") or
// one any noun takes ("the old cat").
const char* maybe_adjective(std::uint64_t& rng, std::size_t noun_index, Features& f, std::size_t in_ten = 3) {
    if (is_name(kNouns[noun_index]) || !chance(rng, in_ten)) return nullptr;
    f.adjectives = true;
    if (random_below(rng, 2) == 0) return kNouns[noun_index].is[random_below(rng, 2)];
    return alive(kNouns[noun_index].kind) ? pick(rng, kAnyAdjectives) : pick(rng, kAnyThingAdjectives);
}

void opening(Writer& w, std::uint64_t& rng, Features& f) {
    if (!chance(rng, 3)) return;
    f.opening = true;
    w.words(pick(rng, kOpenings));
}

// "near the box", "by the old dog": another noun, between a noun and what
// later stands for it.
void distractor(Writer& w, std::uint64_t& rng, Features& f) {
    f.distractors = true;
    w.words(pick(rng, kNear));
    const std::size_t other = pick_noun(rng, {Kind::female, Kind::male, Kind::animal, Kind::thing, Kind::group});
    w.noun(other, maybe_adjective(rng, other, f));
}

// The subject as written: "the tired cat", or, coordinated, it and another
// one (not `avoid`) joined by "and": "the boy and the old girl". Their
// describing words are drawn one after the other in this order (a call's
// arguments have no order of their own: g++ and clang differ).
void subject_words(Writer& w, std::uint64_t& rng, std::size_t subject, std::size_t avoid, Features& f, bool coordinated) {
    if (!coordinated) {
        w.noun(subject, maybe_adjective(rng, subject, f));
        return;
    }
    const std::size_t other = another_one(rng, subject, avoid);
    f.coordination = true;
    const auto second = maybe_adjective(rng, other, f);
    const auto first = maybe_adjective(rng, subject, f);
    w.pair(subject, other, first, second);
}

// "the cat sat on the mat", "maria walked to the bakery", "the boy and the
// girl walked to the bakery near the river"
void going_clause(Writer& w, std::uint64_t& rng, std::size_t subject, Features& f, bool coordinated) {
    subject_words(w, rng, subject, subject, f, coordinated);
    const std::size_t verb = random_below(rng, sizeof kGoes / sizeof kGoes[0]);
    const Place& place = pick(rng, kPlaces);
    w.words(kGoes[verb]);
    w.words(verb < kGoing ? "to" : place.lead);
    const std::size_t where = noun_index(place.noun);
    w.noun(where, maybe_adjective(rng, where, f, 2));
}

// "the girl met the dog", "the girl and the boy met the dog"
void meeting_clause(Writer& w, std::uint64_t& rng, std::size_t subject, std::size_t object, Features& f,
                    bool coordinated) {
    subject_words(w, rng, subject, object, f, coordinated);
    const bool alive_object = kNouns[object].kind != Kind::thing;
    const std::size_t count = sizeof kMeets / sizeof kMeets[0];
    w.words(kMeets[alive_object ? random_below(rng, count) : kMeetsAlive + random_below(rng, count - kMeetsAlive)]);
    w.noun(object, maybe_adjective(rng, object, f));
}

// One clause that brings in the story's nouns, with sometimes more nouns
// after it (distractors).
void setup_clause(Writer& w, std::uint64_t& rng, Features& f, bool first) {
    const std::size_t subject = pick_noun(rng, {Kind::female, Kind::male, Kind::animal, Kind::group});
    const std::size_t roll = random_below(rng, 10);
    const bool coordinated = kNouns[subject].kind != Kind::group && chance(rng, 4);
    if (roll < 4) {
        going_clause(w, rng, subject, f, coordinated);
    } else if (roll < 8 || !first) {
        // After two joined by "and", often a plural noun: "they" must still find the two.
        std::size_t other = coordinated && chance(rng, 5) ? pick_noun(rng, {Kind::group})
                                                           : pick_noun(rng, {Kind::female, Kind::male, Kind::animal, Kind::thing, Kind::group});
        if (other == subject) other = (other + 1) % kNounCount;
        meeting_clause(w, rng, subject, other, f, coordinated);
    } else {
        const std::size_t thing = pick_noun(rng, {Kind::thing});
        w.noun(thing, maybe_adjective(rng, thing, f));
        w.words(random_below(rng, 2) == 0 ? "was" : "lay");
        w.words("near");
        const std::size_t where = noun_index(pick(rng, kPlaces).noun);
        w.noun(where, maybe_adjective(rng, where, f, 2));
    }
    for (std::size_t extra = 0; extra < 2 && chance(rng, 3); ++extra) distractor(w, rng, f);
}

// "it purred", "she was happy", "it was hungry and slept", "they both laughed"
void pronoun_clause(Writer& w, std::uint64_t& rng, Kind kind) {
    const std::size_t referent = w.pronoun(kind);
    const Entity& e = w.entity(referent);
    const Noun& n = kNouns[e.nouns[random_below(rng, e.nouns.size())]];
    const std::size_t roll = random_below(rng, 10);
    if (e.nouns.size() > 1 && roll >= 8) {
        w.words("both");
        w.words(n.does[random_below(rng, 2)]);
    } else if (roll < 2) {
        w.words(e.kind == Kind::group ? "were" : "was");
        w.words(n.is[roll]);
        if (chance(rng, 3)) {
            w.words("and");
            w.words(n.does[random_below(rng, 2)]);
        }
    } else {
        w.words(n.does[roll < 8 ? 0 : 1]);
    }
}

// A pronoun the story can say, each of it/she/he/they as likely (animals and
// things share "it"); "they" more often when two were joined by "and", which
// "they" may stand for even with other plural nouns after them.
Kind random_present_kind(const Writer& w, std::uint64_t& rng) {
    static const Kind kinds[] = {Kind::female, Kind::male, Kind::animal, Kind::group};
    if (w.has_pair() && chance(rng, 6)) return Kind::group;
    for (;;) {
        const Kind kind = pick(rng, kinds);
        if (w.has(kind)) return kind;
    }
}

// "the dogs near the cat run .", "the old dog near the cats by the river runs ."
// The nouns in between have numbers of their own, drawn apart from the
// subject's, so the words before the verb say nothing of its number: only the
// subject does.
void agreement_sentence(Writer& w, std::uint64_t& rng) {
    const auto& subject = pick(rng, kNumbered);
    const bool plural = random_below(rng, 2) == 1;
    std::vector<int> positions = {w.size()};
    w.words("the");
    if (chance(rng, 3)) {
        positions.push_back(w.size());
        w.words(pick(rng, kAnyAdjectives));
    }
    positions.push_back(w.size());
    w.words(subject[plural ? 1 : 0]);
    const std::size_t others = 1 + (chance(rng, 3) ? 1 : 0);
    for (std::size_t k = 0; k < others; ++k) {
        w.words(pick(rng, kNear));
        w.words("the");
        const bool place_next = k == 1 && chance(rng, 5);
        if (chance(rng, 2)) w.words(place_next ? pick(rng, kAnyThingAdjectives) : pick(rng, kAnyAdjectives));
        if (place_next) {
            const Place* place = &pick(rng, kPlaces);
            while (is_name(kNouns[noun_index(place->noun)])) place = &pick(rng, kPlaces);
            w.words(place->noun);
        } else {
            w.words(pick(rng, kNumbered)[random_below(rng, 2)]);
        }
    }
    w.words(pick(rng, kAgree)[plural ? 1 : 0]);
    w.agrees_with(positions);
    w.words(".");
}

std::string family_of(const Features& f, int size) {
    std::string out;
    auto add = [&out](const char* name) { out += (out.empty() ? "" : "+") + std::string(name); };
    if (f.opening) add("opening");
    if (size > 20) add("long");
    if (f.adjectives) add("adjectives");
    if (f.distractors) add("distractors");
    if (f.coordination) add("coordination");
    return out.empty() ? "plain" : out;
}

// ---------------------------------------------------------------- twins
// Describing words that fit EVERY animal, and every thing a twin uses (an
// object one can sit on, in or by): so the word says only which side it fits,
// never which noun, and the noun must be found by looking back at it. (With
// only each noun's own words, "stubborn" alone would name the goat: the next
// word could be guessed without looking.)
const char* const kAnyAnimalIs[] = {"tired", "hungry", "sleepy", "scared", "happy", "thirsty"};
const char* const kAnyObjectIs[] = {"broken", "clean", "painted", "heavy", "hard", "new"};
// The things a twin uses: objects (no river, sky or town: not "broken").
const char* const kTwinThings[] = {"mat", "table", "chair", "door", "box", "boat", "lamp", "bell"};

// Describing words that only living things are said to be ("tired"), and
// only things ("soft"): a twin's settling word is one of these, so what it
// can be said of is the one the pronoun stood for.
const std::set<std::string>& only_said_of(bool alive_ones) {
    static const auto make = [](bool want_alive) {
        std::set<std::string> mine, theirs;
        for (const Noun& n : kNouns) {
            for (const char* w : n.is) (alive(n.kind) == want_alive ? mine : theirs).insert(w);
        }
        for (const char* w : kAnyAnimalIs) (want_alive ? mine : theirs).insert(w);
        for (const char* w : kAnyObjectIs) (want_alive ? theirs : mine).insert(w);
        std::set<std::string> out;
        for (const std::string& w : mine) {
            if (!theirs.count(w)) out.insert(w);
        }
        return out;
    };
    static const std::set<std::string> alive_words = make(true), thing_words = make(false);
    return alive_ones ? alive_words : thing_words;
}

// A twin's settling word for `noun`: mostly one its whole side can be (see
// above), sometimes its own when only its side is ever said to be that and
// the other noun is not; never one the other noun can be.
const char* settling_word(std::size_t noun, std::size_t other, std::uint64_t& rng) {
    std::vector<const char*> fit;
    for (const char* w : kNouns[noun].is) {
        const bool others = std::string(kNouns[other].is[0]) == w || std::string(kNouns[other].is[1]) == w;
        if (only_said_of(alive(kNouns[noun].kind)).count(w) && !others) fit.push_back(w);
    }
    if (fit.empty() || random_below(rng, 3) != 0) {
        return alive(kNouns[noun].kind) ? pick(rng, kAnyAnimalIs) : pick(rng, kAnyObjectIs);
    }
    return fit[random_below(rng, fit.size())];
}

// Everything two twins share, drawn once.
struct TwinPlan {
    std::size_t animal = 0, thing = 0;
    bool animal_first = true;
    const char* verb = "sat";
    const char* lead = "on";
    const char* link = "because";
    std::string opening;
    const char* animal_word = nullptr;  // settling words
    const char* thing_word = nullptr;
    std::size_t animal_does = 0, thing_does = 0;
    bool one = false;  // "the tired one purred" (no pronoun), not "because it was tired and purred"
};

TwinPlan plan_twins(std::uint64_t& rng) {
    for (;;) {
        TwinPlan p;
        p.animal = pick_noun(rng, {Kind::animal});
        const std::string thing = pick(rng, kTwinThings);
        const Place* place = std::find_if(std::begin(kPlaces), std::end(kPlaces), [&](const Place& x) { return thing == x.noun; });
        p.thing = noun_index(thing);
        p.lead = place->lead;
        p.animal_word = settling_word(p.animal, p.thing, rng);
        p.thing_word = settling_word(p.thing, p.animal, rng);
        if (!p.animal_word || !p.thing_word) continue;
        p.animal_first = random_below(rng, 2) == 0;
        static const char* const stays[] = {"sat", "slept", "waited", "stayed"};
        p.verb = p.animal_first ? pick(rng, stays) : (random_below(rng, 2) == 0 ? "lay" : "was");
        static const char* const links[] = {"because", "because", "because", "and", "."};
        p.link = pick(rng, links);
        p.opening = chance(rng, 3) ? pick(rng, kOpenings) : "";
        p.animal_does = random_below(rng, 2);
        p.thing_does = random_below(rng, 2);
        return p;
    }
}

// "the cat sat on the mat because it was tired and purred ." (fits_animal)
// "the mat lay near the cat because it was soft and slipped ." (fits the thing)
Story twin_story(const TwinPlan& p, bool fits_animal, const Vocabulary& vocabulary) {
    Writer w(vocabulary);
    if (!p.opening.empty()) w.words(p.opening);
    std::size_t animal, thing;
    if (p.animal_first) {
        animal = w.noun(p.animal);
        w.words(p.verb);
        w.words(p.lead);
        thing = w.noun(p.thing);
    } else {
        thing = w.noun(p.thing);
        w.words(p.verb);
        w.words("near");
        animal = w.noun(p.animal);
    }
    const Noun& fitting = kNouns[fits_animal ? p.animal : p.thing];
    if (p.one) {
        // "… . the tired one purred .": no pronoun at all, the describing word alone settles it.
        w.words(". the");
        w.words(fits_animal ? p.animal_word : p.thing_word);
        w.means(w.entity(fits_animal ? animal : thing).mentions.front());
        w.words("one");
    } else {
        w.words(p.link);
        w.unsettled_pronoun(Kind::animal);
        w.words("was");
        w.words(fits_animal ? p.animal_word : p.thing_word);
        w.means(w.entity(fits_animal ? animal : thing).mentions.front());
        w.words("and");
    }
    w.belongs({fitting.does[0], fitting.does[1]});
    w.words(fitting.does[fits_animal ? p.animal_does : p.thing_does]);
    w.words(".");
    return w.take(p.one ? "twin-one" : "twin");
}

// ---------------------------------------------------------------- stories
Story english_story(std::uint64_t& rng, const Vocabulary& vocabulary) {
    const std::size_t plan = random_below(rng, 25);
    if (plan == 0) {  // a scene with no pronoun to follow
        Writer w(vocabulary);
        w.words(pick(rng, kScenes));
        return w.take("scene");
    }
    if (plan <= 4) {  // sentences of agreement alone
        Writer w(vocabulary);
        Features f;
        opening(w, rng, f);
        agreement_sentence(w, rng);
        if (random_below(rng, 2) == 0) agreement_sentence(w, rng);
        return w.take("agreement");
    }
    if (plan <= 9) {  // one of a twin pair, or "the tired one …"
        TwinPlan p = plan_twins(rng);
        p.one = random_below(rng, 2) == 0;
        return twin_story(p, random_below(rng, 2) == 0, vocabulary);
    }
    // A story of pronouns: some nouns, then pronouns that stand for them, and
    // sometimes more nouns and pronouns, up to a length drawn for it.
    Writer w(vocabulary);
    Features f;
    opening(w, rng, f);
    // Up to a few words past what a story may hold: the end is then cut off
    // (write_stories), so pronouns stand at every position up to the last.
    const int target = 8 + int(random_below(rng, 34));
    setup_clause(w, rng, f, true);
    for (bool first = true;; first = false) {
        const std::size_t pronouns = 1 + random_below(rng, 2);
        // At least one pronoun after the first nouns, then as many as the length allows.
        for (std::size_t p = 0; p < pronouns && ((first && p == 0) || w.size() + 4 <= target); ++p) {
            w.words(random_below(rng, 2) == 0 ? pick(rng, kConnect) : ".");
            pronoun_clause(w, rng, random_present_kind(w, rng));
        }
        if (w.size() + 10 > target) break;
        w.words(".");
        if (random_below(rng, 4) == 0) {
            w.words("later");
            setup_clause(w, rng, f, false);
        } else {
            setup_clause(w, rng, f, false);
        }
    }
    w.words(".");
    // A sentence whose verb agrees with its subject, last: no pronoun after it
    // could stand for its nouns.
    if (w.size() + 8 <= target && random_below(rng, 2) == 0) agreement_sentence(w, rng);
    const int size = w.size();
    return w.take(family_of(f, size));
}

Vocabulary english_vocabulary() {
    std::vector<std::string> words = {"?"};
    std::set<std::string> seen = {"?"};
    auto add = [&](const std::string& text) {
        for (const std::string& word : split_on_spaces(text)) {
            if (seen.insert(word).second) words.push_back(word);
        }
    };
    add(". , the a she he it they was were because and so then later near by with behind both one");
    for (const Noun& n : kNouns) {
        add(n.word);
        add(n.does[0]), add(n.does[1]), add(n.is[0]), add(n.is[1]);
    }
    for (const Place& p : kPlaces) add(p.lead);
    for (const char* v : kGoes) add(v);
    add("to lay sat slept waited stayed");
    for (const char* v : kMeets) add(v);
    for (const auto& v : kAgree) add(v[0]), add(v[1]);
    for (const auto& v : kNumbered) add(v[0]), add(v[1]);
    for (const char* v : kNear) add(v);
    for (const char* v : kOpenings) add(v);
    for (const char* v : kAnyAdjectives) add(v);
    for (const char* v : kAnyThingAdjectives) add(v);
    for (const char* v : kAnyAnimalIs) add(v);
    for (const char* v : kAnyObjectIs) add(v);
    for (const char* s : kScenes) add(s);
    return Vocabulary{words};
}

TwinPair english_twins(std::uint64_t& rng, const Vocabulary& vocabulary) {
    const TwinPlan p = plan_twins(rng);
    return {twin_story(p, true, vocabulary), twin_story(p, false, vocabulary)};
}

std::vector<std::string> english_belonging(const std::vector<std::string>& words) {
    Entity e{{}, Kind::group, {}};
    for (const std::string& word : words) {
        const std::size_t n = noun_index(word);
        if (n == kNounCount) return {};
        e.nouns.push_back(n);
    }
    if (e.nouns.size() == 1) e.kind = kNouns[e.nouns[0]].kind;
    return belonging_words(e);
}

std::vector<std::pair<std::string, std::string>> english_nouns() {
    std::vector<std::pair<std::string, std::string>> out;
    for (const Noun& n : kNouns) out.emplace_back(n.word, pronoun_word(n.kind));
    return out;
}

}  // namespace

grammar::Grammar grammar::english() {
    return {english_vocabulary, english_story, english_twins, english_belonging, english_nouns};
}

const char* language_code(Language language) {
    switch (language) {
        case Language::spanish: return "es";
        case Language::arabic: return "ar";
        default: return "en";
    }
}

// A build for one language's storybook (the browser's training module of that language:
// CMakeLists.txt defines ATTENTION_STORYBOOK_ONLY as its Language) holds that grammar alone, so
// a page that trains in English carries no Spanish or Arabic tables; every other build holds all three.
#ifdef ATTENTION_STORYBOOK_ONLY
constexpr Language kOnlyLanguage = Language(ATTENTION_STORYBOOK_ONLY);
#endif

std::string language_of_into(const std::string& code, Language& out) {
    Language language;
    if (code == "en") language = Language::english;
    else if (code == "es") language = Language::spanish;
    else if (code == "ar") language = Language::arabic;
    else return "the storybook has no language \"" + code + "\": it knows \"en\", \"es\" and \"ar\"";
#ifdef ATTENTION_STORYBOOK_ONLY
    if (language != kOnlyLanguage) {
        return "this training module holds the \"" + std::string(language_code(kOnlyLanguage)) +
               "\" storybook only: the \"" + code + "\" storybook is in attention-training-" + code + ".js";
    }
#endif
    out = language;
    return "";
}

Language language_of(const std::string& code) {
    Language language = Language::english;  // (set by language_of_into, or thrown past)
    if (const std::string problem = language_of_into(code, language); !problem.empty()) throw InputError(problem);
    return language;
}

namespace {

#ifdef ATTENTION_STORYBOOK_ONLY
// Its one grammar (language_of lets no other language in).
const grammar::Grammar& grammar_of(Language) {
    static const grammar::Grammar only = kOnlyLanguage == Language::spanish ? grammar::spanish()
                                         : kOnlyLanguage == Language::arabic ? grammar::arabic()
                                                                             : grammar::english();
    return only;
}
#else
const grammar::Grammar& grammar_of(Language language) {
    static const grammar::Grammar grammars[] = {grammar::english(), grammar::spanish(), grammar::arabic()};
    return grammars[int(language)];
}
#endif

}  // namespace

const Vocabulary& storybook_vocabulary(Language language) {
#ifdef ATTENTION_STORYBOOK_ONLY
    static const Vocabulary only = grammar_of(language).vocabulary();
    return only;
#else
    static const Vocabulary vocabularies[] = {grammar_of(Language::english).vocabulary(),
                                              grammar_of(Language::spanish).vocabulary(),
                                              grammar_of(Language::arabic).vocabulary()};
    return vocabularies[int(language)];
#endif
}

namespace {

// The story's first `length` words and their labels (a label that points past
// the cut cannot: it points before its own word).
void cut(Story& story, std::size_t length) {
    if (story.tokens.size() <= length) return;
    story.tokens.resize(length);
    story.antecedents.resize(length);
    story.meanings.resize(length);
    story.belongs.resize(length);
    story.subjects.resize(length);
    story.repeat_sources.resize(length);
}

}  // namespace

namespace {

std::vector<Story> write(std::uint64_t seed, std::size_t count, Language language, bool words_only) {
    std::uint64_t rng = seed;
    const Vocabulary& vocabulary = storybook_vocabulary(language);
    const grammar::Grammar& g = grammar_of(language);
    std::vector<Story> stories;
    stories.reserve(count);
    while (stories.size() < count) {
        Story story = g.story(rng, vocabulary);
        if (story.tokens.size() > kLongestStoryWithNext + 8) continue;  // written again
        cut(story, kLongestStoryWithNext);
        if (words_only) story = Story{std::move(story.tokens), {}, {}, {}, {}, {}, {}};
        stories.push_back(std::move(story));
    }
    return stories;
}

}  // namespace

std::vector<Story> write_stories(std::uint64_t seed, std::size_t count, Language language) {
    return write(seed, count, language, false);
}

std::vector<Story> write_story_words(std::uint64_t seed, std::size_t count, Language language) {
    return write(seed, count, language, true);
}

std::vector<TwinPair> write_twin_pairs(std::uint64_t seed, std::size_t count, Language language) {
    std::uint64_t rng = seed;
    const Vocabulary& vocabulary = storybook_vocabulary(language);
    const grammar::Grammar& g = grammar_of(language);
    std::vector<TwinPair> pairs;
    pairs.reserve(count);
    while (pairs.size() < count) pairs.push_back(g.twins(rng, vocabulary));
    return pairs;
}

std::vector<int> words_belonging_to(const std::vector<std::string>& nouns, Language language) {
    const Vocabulary& vocabulary = storybook_vocabulary(language);
    std::vector<int> ids;
    for (const std::string& w : grammar_of(language).belonging(nouns)) {
        const int id = vocabulary.id(w);
        if (id > 0 && std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
    }
    return ids;
}

std::vector<std::pair<std::string, std::string>> storybook_nouns(Language language) {
    const grammar::Grammar& g = grammar_of(language);
    return g.nouns ? g.nouns() : std::vector<std::pair<std::string, std::string>>{};
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
