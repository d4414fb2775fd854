// The Spanish storybook: the same three reasons to look back as the English
// one (storybook.hpp), in sentences that Spanish writes natively.
//
// Spanish drops the subject pronoun ("porque estaba cansada"), so these
// stories say it where it is emphatic and natural, and where its gender and
// number pick the one it stands for: "la gata vio al perro . ella maulló ."
// - él, ella, ellos, ellas stand for the FIRST person or animal of that gender
//   and number in the story (things are never called él or ella here: "la
//   gata se sentó en la alfombra porque ella estaba cansada" is the cat);
//   what follows belongs to that one ("ella maulló", "ella estaba cansada");
// - a verb in the present agrees with its subject across another noun of
//   either number ("los perros cerca del gato corren");
// - a name comes back ("más tarde maría fue al mercado").
// "al" and "del" are words of their own, as Spanish writes them.
#include <array>
#include <map>
#include <set>

#include "storybook_grammar.hpp"
#include "random.hpp"

namespace attention::model::grammar {

namespace {

// Gender and number: which pronoun stands for a noun.
enum class Form { masculine = 0, feminine = 1, masculine_plural = 2, feminine_plural = 3 };

const char* pronoun_of(Form form) {
    static const char* const words[] = {"él", "ella", "ellos", "ellas"};
    return words[int(form)];
}
bool plural(Form form) { return form == Form::masculine_plural || form == Form::feminine_plural; }

// A person or an animal (or a group of them), with what it does and what it is,
// each already in its gender and number. No two share both words, so the word
// after a pronoun tells the reader which one the pronoun stood for.
struct Being {
    const char* word;  // "gata", "maría"
    Form form;
    bool name;         // a name needs no article
    std::array<const char*, 2> does;  // "maulló"
    std::array<const char*, 2> is;    // "cansada"
};

const Being kBeings[] = {
    // ella
    {"maría", Form::feminine, true, {"sonrió", "cantó"}, {"feliz", "amable"}},
    {"ana", Form::feminine, true, {"bailó", "leyó"}, {"contenta", "ocupada"}},
    {"lucía", Form::feminine, true, {"lloró", "saludó"}, {"triste", "tímida"}},
    {"sofía", Form::feminine, true, {"cocinó", "pintó"}, {"orgullosa", "tranquila"}},
    {"carmen", Form::feminine, true, {"gritó", "escribió"}, {"enfadada", "valiente"}},
    {"niña", Form::feminine, false, {"saltó", "rió"}, {"pequeña", "cansada"}},
    {"mujer", Form::feminine, false, {"suspiró", "asintió"}, {"alta", "sabia"}},
    {"reina", Form::feminine, false, {"reinó", "habló"}, {"vieja", "rica"}},
    {"madre", Form::feminine, false, {"abrazó", "trabajó"}, {"ocupada", "buena"}},
    {"gata", Form::feminine, false, {"maulló", "durmió"}, {"cansada", "hambrienta"}},
    {"vaca", Form::feminine, false, {"mugió", "pastó"}, {"tranquila", "grande"}},
    {"cabra", Form::feminine, false, {"trepó", "masticó"}, {"terca", "hambrienta"}},
    {"rana", Form::feminine, false, {"croó", "saltó"}, {"verde", "mojada"}},
    {"oveja", Form::feminine, false, {"baló", "comió"}, {"blanca", "suave"}},
    // él
    {"pedro", Form::masculine, true, {"corrió", "saltó"}, {"rápido", "fuerte"}},
    {"juan", Form::masculine, true, {"bostezó", "durmió"}, {"cansado", "dormido"}},
    {"pablo", Form::masculine, true, {"comió", "bebió"}, {"hambriento", "sediento"}},
    {"carlos", Form::masculine, true, {"pintó", "dibujó"}, {"callado", "atento"}},
    {"tomás", Form::masculine, true, {"gritó", "rió"}, {"enfadado", "ruidoso"}},
    {"niño", Form::masculine, false, {"silbó", "sonrió"}, {"pequeño", "frío"}},
    {"hombre", Form::masculine, false, {"tosió", "frunció"}, {"viejo", "alto"}},
    {"rey", Form::masculine, false, {"reinó", "firmó"}, {"rico", "orgulloso"}},
    {"padre", Form::masculine, false, {"trabajó", "pescó"}, {"fuerte", "ocupado"}},
    {"perro", Form::masculine, false, {"ladró", "corrió"}, {"contento", "ruidoso"}},
    {"gato", Form::masculine, false, {"ronroneó", "durmió"}, {"cansado", "hambriento"}},
    {"caballo", Form::masculine, false, {"galopó", "relinchó"}, {"rápido", "fuerte"}},
    {"pájaro", Form::masculine, false, {"cantó", "voló"}, {"pequeño", "libre"}},
    {"zorro", Form::masculine, false, {"huyó", "acechó"}, {"listo", "astuto"}},
    // ellos
    {"perros", Form::masculine_plural, false, {"ladraron", "corrieron"}, {"ruidosos", "hambrientos"}},
    {"gatos", Form::masculine_plural, false, {"ronronearon", "durmieron"}, {"perezosos", "cansados"}},
    {"niños", Form::masculine_plural, false, {"jugaron", "rieron"}, {"contentos", "ruidosos"}},
    {"soldados", Form::masculine_plural, false, {"marcharon", "lucharon"}, {"cansados", "crueles"}},
    {"campesinos", Form::masculine_plural, false, {"trabajaron", "sembraron"}, {"pobres", "ocupados"}},
    {"pájaros", Form::masculine_plural, false, {"cantaron", "volaron"}, {"callados", "libres"}},
    {"caballos", Form::masculine_plural, false, {"corrieron", "descansaron"}, {"rápidos", "cansados"}},
    // ellas
    {"niñas", Form::feminine_plural, false, {"cantaron", "bailaron"}, {"contentas", "ruidosas"}},
    {"vacas", Form::feminine_plural, false, {"mugieron", "pastaron"}, {"tranquilas", "grandes"}},
    {"gatas", Form::feminine_plural, false, {"maullaron", "durmieron"}, {"cansadas", "perezosas"}},
    {"cabras", Form::feminine_plural, false, {"treparon", "comieron"}, {"tercas", "hambrientas"}},
    {"mujeres", Form::feminine_plural, false, {"hablaron", "esperaron"}, {"sabias", "ocupadas"}},
    {"reinas", Form::feminine_plural, false, {"firmaron", "discutieron"}, {"orgullosas", "ricas"}},
};
constexpr std::size_t kBeingCount = sizeof kBeings / sizeof kBeings[0];

// Things and places: where a story happens, never a pronoun's referent here.
struct Place {
    const char* word;
    bool feminine;
    bool name;
};
const Place kPlaces[] = {
    {"mercado", false, false}, {"panadería", true, false}, {"río", false, false},  {"iglesia", true, false},
    {"pueblo", false, false},  {"alfombra", true, false},  {"mesa", true, false},  {"silla", true, false},
    {"caja", true, false},     {"barco", false, false},    {"puerta", true, false}, {"cielo", false, false},
    {"plaza", true, false},    {"parís", false, true},     {"marte", false, true},  {"casa", true, false},
};

// What someone does to get somewhere ("fue a") or to stay ("se sentó en"):
// singular and plural.
struct Verb {
    std::array<const char*, 2> forms;  // singular, plural ("fue", "fueron"; "se sentó", "se sentaron")
    bool goes;                         // "a" (and "al"), else "en"
};
const Verb kPlaceVerbs[] = {
    {{"fue", "fueron"}, true},          {{"caminó", "caminaron"}, true},      {{"volvió", "volvieron"}, true},
    {{"se sentó", "se sentaron"}, false}, {{"esperó", "esperaron"}, false},   {{"vivía", "vivían"}, false},
    {{"se quedó", "se quedaron"}, false},
};
// What someone does to another being ("vio al perro"), singular and plural.
const std::array<const char*, 2> kMeets[] = {
    {"vio", "vieron"}, {"ayudó", "ayudaron"}, {"persiguió", "persiguieron"},
    {"encontró", "encontraron"}, {"conoció", "conocieron"}, {"miró", "miraron"}};
const char* const kConnect[] = {"porque", "y", "entonces", "luego"};

// The agreement sentences: nouns in both numbers (all masculine: "el"/"los")
// and present-tense verbs that agree.
const std::array<const char*, 2> kNumbered[] = {
    {"perro", "perros"},   {"gato", "gatos"},     {"pájaro", "pájaros"},   {"caballo", "caballos"},
    {"rey", "reyes"},      {"soldado", "soldados"}, {"niño", "niños"},     {"cocinero", "cocineros"},
    {"campesino", "campesinos"}, {"vecino", "vecinos"}};
const std::array<const char*, 2> kAgree[] = {
    {"corre", "corren"}, {"duerme", "duermen"}, {"canta", "cantan"}, {"espera", "esperan"},
    {"juega", "juegan"}, {"come", "comen"},     {"nada", "nadan"},   {"descansa", "descansan"}};
// "cerca de", "junto a", "con", "detrás de": the article may merge into "del" / "al".
struct Near {
    const char* word;
    const char* joins;  // "de" or "a" (merges with "el"), or "" for "con"
};
const Near kNear[] = {{"cerca", "de"}, {"junto", "a"}, {"con", ""}, {"detrás", "de"}};

// Stories with no pronoun to follow, and every word of the widget's built-in
// Spanish examples (web/scenarios/es/*.json), a sentence at a time.
const char* const kScenes[] = {
    "la puerta se abrió despacio .",
    "la gata se sentó en la alfombra porque ella estaba cansada .",
    "maría encontró un perro en una panadería de parís .",
    "me senté en el banco del parque .",
    "el gato vio al perro y él huyó .",
    "maría llevaba una panadería en parís .",
    "el gato se sentó en la alfombra porque él estaba cansado .",
    "el gato viejo ronroneó .",
    "una luna orbita marte y el cielo es rojo .",
    "maría abrió despacio la vieja puerta .",
    "los pájaros cantaron aquí y luego se marcharon .",
    "en marte el cielo es rojo .",
    "westfalia es una región tranquila de granjas , ríos , bosques y viejos pueblos con mercado .",
    "hace cuatrocientos años , sus pueblos se llenaron de visitantes llegados de muy lejos .",
    "durante treinta largos años , la guerra había quemado aquellas tierras .",
    "los ejércitos cruzaban los campos cada verano y cada invierno .",
    "las aldeas se vaciaron , las cosechas se perdieron y familias enteras huyeron a las ciudades , detrás de sus murallas .",
    "nadie recordaba un tiempo sin soldados en los caminos .",
    "al final , hasta los reyes y los príncipes que habían empezado la lucha estaban cansados de ella .",
    "se habían quedado sin dinero , sus ejércitos pasaban hambre y su gente solo quería descansar .",
    "así que enviaron embajadores para hablar en lugar de pelear .",
    "los embajadores llegaron con criados , escribanos , cocineros y caballos , y se quedaron durante años .",
    "discutieron sobre fronteras , sobre iglesias , sobre deudas y sobre quién debía sentarse a la cabecera de la mesa .",
    "las cartas iban y venían durante meses antes de que se aprobara una sola línea .",
    "algunos embajadores enfermaron , otros volvieron a casa y llegaron otros nuevos para ocupar su lugar .",
    "poco a poco , página a página , la larga lista de promesas fue creciendo .",
    "cada bando renunció a algo que quería , y cada bando conservó algo que amaba .",
    "cuando por fin se firmó la última página , sonaron las campanas en cada pueblo y en cada iglesia .",
    "los soldados volvieron a sus granjas y los mercados abrieron de nuevo .",
    "aquellas promesas no acabaron con todas las guerras , pero cambiaron durante muchísimo tiempo la manera en que los gobernantes se hablaban .",
    "decían que cada gobernante podía decidir los asuntos de sus propias tierras , y que los vecinos debían hablar antes de luchar .",
    "esas ideas todavía se enseñan hoy en las escuelas , y la gente aún recuerda el nombre de aquel tratado .",
    "el perro persiguió al gato .",
};

// A story being written, word by word, with its gold labels.
class Writer {
public:
    explicit Writer(const Vocabulary& vocabulary) : vocabulary_(vocabulary) {}

    void words(const std::string& text) {
        for (const std::string& word : split_on_spaces(text)) push(word);
    }

    // "el perro", "la gata", "maría"; after "a" or "de", "al perro", "del perro".
    void being(std::size_t index, const char* joined = "") {
        const Being& b = kBeings[index];
        const std::string join = joined;
        if (!b.name) {
            const bool masculine_singular = b.form == Form::masculine;
            if (masculine_singular && (join == "a" || join == "de")) {
                words(join == "a" ? "al" : "del");
            } else {
                if (!join.empty()) words(join);
                static const char* const articles[] = {"el", "la", "los", "las"};
                words(articles[int(b.form)]);
            }
        } else if (!join.empty()) {
            words(join);
        }
        std::size_t entity = 0;
        while (entity < entities_.size() && entities_[entity] != index) ++entity;
        if (entity == entities_.size()) entities_.push_back(index);
        mentions_.push_back({entity, size()});
        if (b.name) {
            const auto said = first_said_.find(entity);
            if (said == first_said_.end()) {
                first_said_[entity] = size();
            } else {
                push(b.word);
                story_.repeat_sources.back() = said->second + 1;
                return;
            }
        }
        push(b.word);
    }

    void place(const Place& p, const char* joined) {
        const std::string join = joined;
        if (p.name) {
            words(join);
        } else if (!p.feminine && (join == "a" || join == "de")) {
            words(join == "a" ? "al" : "del");
        } else {
            words(join + (p.feminine ? " la" : " el"));
        }
        words(p.word);
    }

    // The pronoun of a form, standing for the first being of that form;
    // returns that being's index, or kBeingCount when there is none.
    std::size_t pronoun(Form form) {
        std::size_t referent = 0;
        while (referent < entities_.size() && kBeings[entities_[referent]].form != form) ++referent;
        if (referent == entities_.size()) return kBeingCount;
        std::vector<int> positions;
        for (const auto& m : mentions_) {
            if (m.first == referent) positions.push_back(m.second);
        }
        push(pronoun_of(form));
        story_.antecedents.back() = positions;
        return entities_[referent];
    }

    bool has(Form form) const {
        for (std::size_t e : entities_) {
            if (kBeings[e].form == form) return true;
        }
        return false;
    }

    void agreeing_verb(const char* verb, int subject) {
        push(verb);
        story_.subjects.back() = {subject - 1, subject};  // its article, its noun
    }

    int size() const { return int(story_.tokens.size()); }
    Story take() { return std::move(story_); }

private:
    void push(const std::string& word) {
        story_.tokens.push_back(vocabulary_.id(word));
        story_.antecedents.emplace_back();
        story_.subjects.emplace_back();
        story_.repeat_sources.push_back(-1);
    }

    const Vocabulary& vocabulary_;
    Story story_;
    std::vector<std::size_t> entities_;
    std::vector<std::pair<std::size_t, int>> mentions_;  // entity, position
    std::map<std::size_t, int> first_said_;
};

template <typename T, std::size_t N>
const T& pick(std::uint64_t& rng, const T (&table)[N]) {
    return table[random_below(rng, N)];
}

// "el perro fue al mercado", "maría se sentó en la alfombra"
void place_clause(Writer& w, std::uint64_t& rng, std::size_t subject) {
    w.being(subject);
    const Verb& verb = pick(rng, kPlaceVerbs);
    w.words(verb.forms[plural(kBeings[subject].form) ? 1 : 0]);
    w.place(pick(rng, kPlaces), verb.goes ? "a" : "en");
}

// "la niña vio al perro"
void meeting_clause(Writer& w, std::uint64_t& rng, std::size_t subject, std::size_t object) {
    w.being(subject);
    w.words(pick(rng, kMeets)[plural(kBeings[subject].form) ? 1 : 0]);
    w.being(object, "a");  // the personal "a" before a person or an animal
}

// "ella maulló", "ellos estaban cansados"
void pronoun_clause(Writer& w, std::uint64_t& rng, Form form) {
    const Being& b = kBeings[w.pronoun(form)];
    const std::size_t roll = random_below(rng, 10);
    if (roll < 2) {
        w.words(plural(b.form) ? "estaban" : "estaba");
        w.words(b.is[roll]);
    } else {
        w.words(b.does[roll < 8 ? 0 : 1]);
    }
}

// "el perro cerca de los gatos corre .", "los perros cerca del gato corren ."
void agreement_sentence(Writer& w, std::uint64_t& rng) {
    const auto& subject = pick(rng, kNumbered);
    const auto& other = pick(rng, kNumbered);
    const bool many = random_below(rng, 2) == 1;
    const bool other_many = random_below(rng, 2) == 1;
    w.words(many ? "los" : "el");
    const int position = w.size();
    w.words(subject[many ? 1 : 0]);
    const Near& near = pick(rng, kNear);
    w.words(near.word);
    const std::string join = near.joins;
    if (!other_many && !join.empty()) {
        w.words(join == "a" ? "al" : "del");
    } else {
        if (!join.empty()) w.words(join);
        w.words(other_many ? "los" : "el");
    }
    w.words(other[other_many ? 1 : 0]);
    w.agreeing_verb(pick(rng, kAgree)[many ? 1 : 0], position);
    w.words(".");
}

std::size_t pick_being(std::uint64_t& rng) { return random_below(rng, kBeingCount); }

}  // namespace

Story spanish_story(std::uint64_t& rng, const Vocabulary& vocabulary) {
    Writer w(vocabulary);
    const std::size_t plan = random_below(rng, 20);
    if (plan == 0) {
        w.words(pick(rng, kScenes));
        return w.take();
    }
    if (plan <= 2) {
        agreement_sentence(w, rng);
        if (random_below(rng, 2) == 0) agreement_sentence(w, rng);
        return w.take();
    }
    const std::size_t first = pick_being(rng);
    if (random_below(rng, 2) == 0) {
        place_clause(w, rng, first);
    } else {
        std::size_t other = pick_being(rng);
        if (other == first) other = (other + 1) % kBeingCount;
        meeting_clause(w, rng, first, other);
    }
    if (random_below(rng, 3) == 0) {
        w.words(".");
        if (random_below(rng, 4) == 0 && kBeings[first].name) {
            w.words("más tarde");
            place_clause(w, rng, first);
        } else {
            place_clause(w, rng, pick_being(rng));
        }
    }
    const std::size_t pronouns = 1 + random_below(rng, 2);
    for (std::size_t p = 0; p < pronouns; ++p) {
        w.words(random_below(rng, 2) == 0 ? pick(rng, kConnect) : ".");
        Form form;
        do {
            form = Form(random_below(rng, 4));
        } while (!w.has(form));
        pronoun_clause(w, rng, form);
    }
    w.words(".");
    if (random_below(rng, 2) == 0) agreement_sentence(w, rng);
    return w.take();
}

Vocabulary spanish_vocabulary() {
    std::vector<std::string> words = {"?"};
    std::set<std::string> seen = {"?"};
    auto add = [&](const std::string& text) {
        for (const std::string& word : split_on_spaces(text)) {
            if (seen.insert(word).second) words.push_back(word);
        }
    };
    add(". , el la los las al del a de en un una él ella ellos ellas estaba estaban porque y entonces luego más tarde");
    for (const Being& b : kBeings) add(std::string(b.word) + " " + b.does[0] + " " + b.does[1] + " " + b.is[0] + " " + b.is[1]);
    for (const Place& p : kPlaces) add(p.word);
    for (const Verb& v : kPlaceVerbs) add(std::string(v.forms[0]) + " " + v.forms[1]);
    for (const auto& v : kMeets) add(std::string(v[0]) + " " + v[1]);
    for (const char* c : kConnect) add(c);
    for (const auto& n : kNumbered) add(std::string(n[0]) + " " + n[1]);
    for (const auto& v : kAgree) add(std::string(v[0]) + " " + v[1]);
    for (const Near& n : kNear) add(n.word);
    for (const char* s : kScenes) add(s);
    return Vocabulary{words};
}

}  // namespace attention::model::grammar
