// The Spanish storybook: the same reasons to look back as the English one
// (storybook.hpp), in sentences that Spanish writes natively.
//
// Spanish drops the subject pronoun ("porque estaba cansada"), so these
// stories say it where it is emphatic and natural, and where its gender and
// number pick the one it stands for: "la gata vio al perro . ella maulló ."
// - él, ella, ellos, ellas stand for the FIRST person or animal of that gender
//   and number in the story, or for ellos / ellas the first two joined by "y"
//   ("el niño y la niña ... ellos": two of mixed gender are ellos), whichever
//   comes first; things are never called él or ella; what follows belongs to
//   the one it stands for ("ella maulló", "ella estaba cansada", "ellos
//   jugaron"); stories run to the last word of the context, open as a
//   learner's do ("entonces", "un día ,", an unknown word), describe their
//   nouns (after the noun, agreeing: "la gata cansada", "los perros viejos";
//   "viejo" and "pequeño" also before it: "la vieja puerta") and bring in
//   other nouns between ("cerca de la caja", "junto al perro");
// - twins, with the subject DROPPED as Spanish says it: "el gato se sentó en
//   el sofá porque estaba cansado y ronroneó ." / "... porque estaba blando y
//   crujió .": the animal and the thing have the same gender and number, so
//   the describing word's ending cannot tell which was meant, only its
//   meaning can (a cat can be tired, a sofa soft); what follows belongs to
//   that one, and since most settling words fit any animal ("cansado") or
//   any object ("roto"), guessing it means looking back at the noun;
// - a verb in the present agrees with its subject across other nouns of
//   either number ("los perros viejos cerca del gato corren");
// - a name comes back ("maría vio al gato . más tarde maría fue al mercado").
// "al" and "del" are words of their own, as Spanish writes them.
#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <string>

#include "input_error.hpp"
#include "storybook_grammar.hpp"
#include "random.hpp"

namespace attention::model::grammar {

namespace {

// ---------------------------------------------------------------- the tables
// Gender and number: which article, which pronoun, which ending.
enum class Form { masculine = 0, feminine = 1, masculine_plural = 2, feminine_plural = 3 };

bool plural(Form form) { return form == Form::masculine_plural || form == Form::feminine_plural; }
bool feminine(Form form) { return form == Form::feminine || form == Form::feminine_plural; }
Form plural_of(bool is_feminine) { return is_feminine ? Form::feminine_plural : Form::masculine_plural; }
const char* pronoun_of(Form form) {
    static const char* const words[] = {"él", "ella", "ellos", "ellas"};
    return words[int(form)];
}
const char* article_of(Form form) {
    static const char* const words[] = {"el", "la", "los", "las"};
    return words[int(form)];
}

// Describing words, by their four forms (masculine, feminine, masculine
// plural, feminine plural), with what they can be said of: only people and
// animals ("cansado"), only things ("blando", "roto") or both ("viejo",
// "mojado"). A twin's settling word is one said of one side only, so its
// meaning alone tells which noun it fits.
enum class Said { living, things, both };
struct Adjective {
    std::array<const char*, 4> forms;
    Said said;
};
const Adjective kAdjectives[] = {
    // people and animals only (each of them with "estaba": "ella estaba cansada")
    {{"cansado", "cansada", "cansados", "cansadas"}, Said::living},
    {{"hambriento", "hambrienta", "hambrientos", "hambrientas"}, Said::living},
    {{"contento", "contenta", "contentos", "contentas"}, Said::living},
    {{"feliz", "feliz", "felices", "felices"}, Said::living},
    {{"triste", "triste", "tristes", "tristes"}, Said::living},
    {{"ocupado", "ocupada", "ocupados", "ocupadas"}, Said::living},
    {{"orgulloso", "orgullosa", "orgullosos", "orgullosas"}, Said::living},
    {{"enfadado", "enfadada", "enfadados", "enfadadas"}, Said::living},
    {{"alegre", "alegre", "alegres", "alegres"}, Said::living},
    {{"preocupado", "preocupada", "preocupados", "preocupadas"}, Said::living},
    {{"dormido", "dormida", "dormidos", "dormidas"}, Said::living},
    {{"sediento", "sedienta", "sedientos", "sedientas"}, Said::living},
    {{"atento", "atenta", "atentos", "atentas"}, Said::living},
    {{"asustado", "asustada", "asustados", "asustadas"}, Said::living},
    {{"nervioso", "nerviosa", "nerviosos", "nerviosas"}, Said::living},
    {{"despierto", "despierta", "despiertos", "despiertas"}, Said::living},
    {{"tímido", "tímida", "tímidos", "tímidas"}, Said::living},
    {{"joven", "joven", "jóvenes", "jóvenes"}, Said::living},
    {{"perezoso", "perezosa", "perezosos", "perezosas"}, Said::living},
    {{"terco", "terca", "tercos", "tercas"}, Said::living},
    {{"curioso", "curiosa", "curiosos", "curiosas"}, Said::living},
    {{"callado", "callada", "callados", "calladas"}, Said::living},
    {{"aburrido", "aburrida", "aburridos", "aburridas"}, Said::living},
    {{"serio", "seria", "serios", "serias"}, Said::living},
    {{"inquieto", "inquieta", "inquietos", "inquietas"}, Said::living},
    {{"furioso", "furiosa", "furiosos", "furiosas"}, Said::living},
    // either
    {{"viejo", "vieja", "viejos", "viejas"}, Said::both},
    {{"pequeño", "pequeña", "pequeños", "pequeñas"}, Said::both},
    {{"grande", "grande", "grandes", "grandes"}, Said::both},
    {{"mojado", "mojada", "mojados", "mojadas"}, Said::both},
    {{"libre", "libre", "libres", "libres"}, Said::both},
    {{"verde", "verde", "verdes", "verdes"}, Said::both},
    {{"fuerte", "fuerte", "fuertes", "fuertes"}, Said::both},
    {{"ruidoso", "ruidosa", "ruidosos", "ruidosas"}, Said::both},
    {{"tranquilo", "tranquila", "tranquilos", "tranquilas"}, Said::both},
    {{"pobre", "pobre", "pobres", "pobres"}, Said::both},
    {{"gordo", "gorda", "gordos", "gordas"}, Said::both},
    {{"solo", "sola", "solos", "solas"}, Said::both},
    {{"listo", "lista", "listos", "listas"}, Said::both},
    {{"frío", "fría", "fríos", "frías"}, Said::both},
    {{"caliente", "caliente", "calientes", "calientes"}, Said::both},
    {{"bonito", "bonita", "bonitos", "bonitas"}, Said::both},
    {{"lejano", "lejana", "lejanos", "lejanas"}, Said::both},
    // things only
    {{"blando", "blanda", "blandos", "blandas"}, Said::things},
    {{"duro", "dura", "duros", "duras"}, Said::things},
    {{"roto", "rota", "rotos", "rotas"}, Said::things},
    {{"rojo", "roja", "rojos", "rojas"}, Said::things},
    {{"vacío", "vacía", "vacíos", "vacías"}, Said::things},
    {{"lleno", "llena", "llenos", "llenas"}, Said::things},
    {{"abierto", "abierta", "abiertos", "abiertas"}, Said::things},
    {{"cerrado", "cerrada", "cerrados", "cerradas"}, Said::things},
    {{"limpio", "limpia", "limpios", "limpias"}, Said::things},
    {{"oxidado", "oxidada", "oxidados", "oxidadas"}, Said::things},
    {{"encendido", "encendida", "encendidos", "encendidas"}, Said::things},
    {{"apagado", "apagada", "apagados", "apagadas"}, Said::things},
    {{"deshecho", "deshecha", "deshechos", "deshechas"}, Said::things},
    {{"redondo", "redonda", "redondos", "redondas"}, Said::things},
    {{"largo", "larga", "largos", "largas"}, Said::things},
    {{"mullido", "mullida", "mullidos", "mullidas"}, Said::things},
    {{"crecido", "crecida", "crecidos", "crecidas"}, Said::things},
    {{"profundo", "profunda", "profundos", "profundas"}, Said::things},
    {{"nublado", "nublada", "nublados", "nubladas"}, Said::things},
    {{"azul", "azul", "azules", "azules"}, Said::things},
    {{"nuevo", "nueva", "nuevos", "nuevas"}, Said::things},
    {{"pintado", "pintada", "pintados", "pintadas"}, Said::things},
};

const Adjective& adjective(const std::string& lemma) {
    for (const Adjective& a : kAdjectives) {
        if (lemma == a.forms[0]) return a;
    }
    throw InputError("the Spanish storybook has no describing word \"" + lemma + "\"");
}
const char* inflect(const std::string& lemma, Form form) { return adjective(lemma).forms[std::size_t(form)]; }

// Describing words any person or animal, or any thing, can take besides its
// own ("el gato viejo", "la caja nueva"); "viejo" and "pequeño" may also come
// before the noun ("la vieja puerta", "el pequeño gato").
const char* const kAnyLiving[] = {"viejo", "pequeño", "grande", "joven"};
const char* const kAnyThing[] = {"viejo", "pequeño", "grande", "nuevo"};
bool may_come_before(const std::string& lemma) { return lemma == "viejo" || lemma == "pequeño"; }

enum class Side { person, animal, thing };
bool alive(Side side) { return side != Side::thing; }

// What one does, said of one and of many: "ronroneó", "ronronearon".
struct Act {
    const char* one;
    const char* many;
};
constexpr Act kNothing{nullptr, nullptr};

// Every noun the stories can talk about, with the words that belong to it:
// what it does ("el perro ... él ladró") and what it is ("estaba contento").
// Two of the same gender and number may share a word, but no two share both
// of what they do, so the word after a pronoun tells which one it stood for.
// Things (never a pronoun's) do something only in twins ("y crujió"), and
// there no two objects of one gender share what they do.
struct Noun {
    const char* word;
    Form form;
    Side side;
    std::array<Act, 2> does;
    std::array<const char*, 2> is;  // describing words, by their masculine singular
    const char* lead = nullptr;     // where one stays at it: "en", "junto a"; none: nowhere
    bool goes = false;              // one can go to it ("fue al mercado")
};

const Noun kNouns[] = {
    // ella: women and girls
    {"maría", Form::feminine, Side::person, {{{"cantó", "cantaron"}, {"leyó", "leyeron"}}}, {"feliz", "tranquilo"}},
    {"ana", Form::feminine, Side::person, {{{"sonrió", "sonrieron"}, {"bailó", "bailaron"}}}, {"contento", "ocupado"}},
    {"lucía", Form::feminine, Side::person, {{{"lloró", "lloraron"}, {"saludó", "saludaron"}}}, {"triste", "tímido"}},
    {"sofía", Form::feminine, Side::person, {{{"cocinó", "cocinaron"}, {"pintó", "pintaron"}}}, {"orgulloso", "tranquilo"}},
    {"carmen", Form::feminine, Side::person, {{{"gritó", "gritaron"}, {"escribió", "escribieron"}}}, {"enfadado", "nervioso"}},
    {"niña", Form::feminine, Side::person, {{{"saltó", "saltaron"}, {"rió", "rieron"}}}, {"cansado", "alegre"}},
    {"mujer", Form::feminine, Side::person, {{{"suspiró", "suspiraron"}, {"asintió", "asintieron"}}}, {"preocupado", "callado"}},
    {"reina", Form::feminine, Side::person, {{{"reinó", "reinaron"}, {"habló", "hablaron"}}}, {"serio", "orgulloso"}},
    {"princesa", Form::feminine, Side::person, {{{"bailó", "bailaron"}, {"lloró", "lloraron"}}}, {"solo", "aburrido"}},
    {"madre", Form::feminine, Side::person, {{{"cosió", "cosieron"}, {"trabajó", "trabajaron"}}}, {"ocupado", "preocupado"}},
    // ella: animals
    {"gata", Form::feminine, Side::animal, {{{"maulló", "maullaron"}, {"durmió", "durmieron"}}}, {"cansado", "hambriento"}},
    {"vaca", Form::feminine, Side::animal, {{{"mugió", "mugieron"}, {"pastó", "pastaron"}}}, {"tranquilo", "sediento"}},
    {"cabra", Form::feminine, Side::animal, {{{"trepó", "treparon"}, {"masticó", "masticaron"}}}, {"terco", "hambriento"}},
    {"rana", Form::feminine, Side::animal, {{{"croó", "croaron"}, {"saltó", "saltaron"}}}, {"mojado", "contento"}},
    {"oveja", Form::feminine, Side::animal, {{{"baló", "balaron"}, {"pastó", "pastaron"}}}, {"asustado", "tranquilo"}},
    {"gallina", Form::feminine, Side::animal, {{{"cacareó", "cacarearon"}, {"picoteó", "picotearon"}}}, {"nervioso", "gordo"}},
    // él: men and boys
    {"pedro", Form::masculine, Side::person, {{{"corrió", "corrieron"}, {"saltó", "saltaron"}}}, {"listo", "contento"}},
    {"juan", Form::masculine, Side::person, {{{"bostezó", "bostezaron"}, {"durmió", "durmieron"}}}, {"cansado", "dormido"}},
    {"pablo", Form::masculine, Side::person, {{{"comió", "comieron"}, {"bebió", "bebieron"}}}, {"hambriento", "sediento"}},
    {"carlos", Form::masculine, Side::person, {{{"pintó", "pintaron"}, {"dibujó", "dibujaron"}}}, {"callado", "atento"}},
    {"tomás", Form::masculine, Side::person, {{{"gritó", "gritaron"}, {"rió", "rieron"}}}, {"enfadado", "ruidoso"}},
    {"niño", Form::masculine, Side::person, {{{"silbó", "silbaron"}, {"jugó", "jugaron"}}}, {"alegre", "despierto"}},
    {"hombre", Form::masculine, Side::person, {{{"tosió", "tosieron"}, {"asintió", "asintieron"}}}, {"cansado", "serio"}},
    {"rey", Form::masculine, Side::person, {{{"reinó", "reinaron"}, {"firmó", "firmaron"}}}, {"orgulloso", "serio"}},
    {"príncipe", Form::masculine, Side::person, {{{"cabalgó", "cabalgaron"}, {"luchó", "lucharon"}}}, {"solo", "nervioso"}},
    {"padre", Form::masculine, Side::person, {{{"trabajó", "trabajaron"}, {"pescó", "pescaron"}}}, {"ocupado", "cansado"}},
    // él: animals
    {"gato", Form::masculine, Side::animal, {{{"ronroneó", "ronronearon"}, {"durmió", "durmieron"}}}, {"cansado", "hambriento"}},
    {"perro", Form::masculine, Side::animal, {{{"ladró", "ladraron"}, {"corrió", "corrieron"}}}, {"contento", "ruidoso"}},
    {"caballo", Form::masculine, Side::animal, {{{"galopó", "galoparon"}, {"relinchó", "relincharon"}}}, {"sediento", "fuerte"}},
    {"pájaro", Form::masculine, Side::animal, {{{"cantó", "cantaron"}, {"voló", "volaron"}}}, {"alegre", "libre"}},
    {"zorro", Form::masculine, Side::animal, {{{"huyó", "huyeron"}, {"acechó", "acecharon"}}}, {"inquieto", "hambriento"}},
    {"ratón", Form::masculine, Side::animal, {{{"chilló", "chillaron"}, {"huyó", "huyeron"}}}, {"asustado", "pequeño"}},
    {"búho", Form::masculine, Side::animal, {{{"ululó", "ulularon"}, {"vigiló", "vigilaron"}}}, {"despierto", "atento"}},
    {"pato", Form::masculine, Side::animal, {{{"graznó", "graznaron"}, {"nadó", "nadaron"}}}, {"mojado", "feliz"}},
    // ellos
    {"perros", Form::masculine_plural, Side::animal, {{{nullptr, "ladraron"}, {nullptr, "corrieron"}}}, {"ruidoso", "hambriento"}},
    {"gatos", Form::masculine_plural, Side::animal, {{{nullptr, "ronronearon"}, {nullptr, "durmieron"}}}, {"perezoso", "cansado"}},
    {"pájaros", Form::masculine_plural, Side::animal, {{{nullptr, "cantaron"}, {nullptr, "volaron"}}}, {"callado", "libre"}},
    {"caballos", Form::masculine_plural, Side::animal, {{{nullptr, "corrieron"}, {nullptr, "descansaron"}}}, {"sediento", "cansado"}},
    {"niños", Form::masculine_plural, Side::person, {{{nullptr, "jugaron"}, {nullptr, "rieron"}}}, {"contento", "ruidoso"}},
    {"soldados", Form::masculine_plural, Side::person, {{{nullptr, "marcharon"}, {nullptr, "lucharon"}}}, {"cansado", "furioso"}},
    {"campesinos", Form::masculine_plural, Side::person, {{{nullptr, "trabajaron"}, {nullptr, "sembraron"}}}, {"pobre", "ocupado"}},
    {"reyes", Form::masculine_plural, Side::person, {{{nullptr, "discutieron"}, {nullptr, "firmaron"}}}, {"orgulloso", "serio"}},
    {"cocineros", Form::masculine_plural, Side::person, {{{nullptr, "cocinaron"}, {nullptr, "discutieron"}}}, {"ocupado", "cansado"}},
    {"vecinos", Form::masculine_plural, Side::person, {{{nullptr, "hablaron"}, {nullptr, "saludaron"}}}, {"curioso", "preocupado"}},
    {"embajadores", Form::masculine_plural, Side::person, {{{nullptr, "discutieron"}, {nullptr, "hablaron"}}}, {"cansado", "ocupado"}},
    {"visitantes", Form::masculine_plural, Side::person, {{{nullptr, "llegaron"}, {nullptr, "esperaron"}}}, {"contento", "curioso"}},
    // ellas
    {"vacas", Form::feminine_plural, Side::animal, {{{nullptr, "mugieron"}, {nullptr, "pastaron"}}}, {"tranquilo", "grande"}},
    {"gatas", Form::feminine_plural, Side::animal, {{{nullptr, "maullaron"}, {nullptr, "durmieron"}}}, {"cansado", "perezoso"}},
    {"cabras", Form::feminine_plural, Side::animal, {{{nullptr, "treparon"}, {nullptr, "comieron"}}}, {"terco", "hambriento"}},
    {"ovejas", Form::feminine_plural, Side::animal, {{{nullptr, "balaron"}, {nullptr, "pastaron"}}}, {"asustado", "tranquilo"}},
    {"gallinas", Form::feminine_plural, Side::animal, {{{nullptr, "cacarearon"}, {nullptr, "picotearon"}}}, {"nervioso", "gordo"}},
    {"niñas", Form::feminine_plural, Side::person, {{{nullptr, "cantaron"}, {nullptr, "bailaron"}}}, {"contento", "ruidoso"}},
    {"mujeres", Form::feminine_plural, Side::person, {{{nullptr, "hablaron"}, {nullptr, "esperaron"}}}, {"tranquilo", "ocupado"}},
    {"reinas", Form::feminine_plural, Side::person, {{{nullptr, "firmaron"}, {nullptr, "discutieron"}}}, {"orgulloso", "serio"}},
    // things and places, feminine
    {"alfombra", Form::feminine, Side::thing, {{{"resbaló", nullptr}, {"ondeó", nullptr}}}, {"blando", "rojo"}, "en"},
    {"mesa", Form::feminine, Side::thing, {{{"tembló", nullptr}, {"cojeó", nullptr}}}, {"limpio", "largo"}, "en"},
    {"silla", Form::feminine, Side::thing, {{{"crujió", nullptr}, {"chirrió", nullptr}}}, {"duro", "roto"}, "en"},
    {"caja", Form::feminine, Side::thing, {{{"cayó", nullptr}, {"volcó", nullptr}}}, {"vacío", "cerrado"}, "en"},
    {"cama", Form::feminine, Side::thing, {{{"rechinó", nullptr}, {"cedió", nullptr}}}, {"blando", "deshecho"}, "en"},
    {"cesta", Form::feminine, Side::thing, {{kNothing, kNothing}}, {"lleno", "vacío"}, "en"},
    {"barca", Form::feminine, Side::thing, {{{"flotó", nullptr}, {"zarpó", nullptr}}}, {"vacío", "mojado"}, "en"},
    {"puerta", Form::feminine, Side::thing, {{kNothing, kNothing}}, {"abierto", "cerrado"}, "junto a", true},
    {"taza", Form::feminine, Side::thing, {{{"humeó", nullptr}, {"tintineó", nullptr}}}, {"caliente", "lleno"}, "junto a"},
    {"pelota", Form::feminine, Side::thing, {{{"rodó", nullptr}, {"botó", nullptr}}}, {"redondo", "rojo"}, "junto a"},
    {"lámpara", Form::feminine, Side::thing, {{{"brilló", nullptr}, {"parpadeó", nullptr}}}, {"encendido", "apagado"}, "junto a"},
    {"campana", Form::feminine, Side::thing, {{{"sonó", nullptr}, {"repicó", nullptr}}}, {"oxidado", "nuevo"}, "junto a"},
    {"panadería", Form::feminine, Side::thing, {{kNothing, kNothing}}, {"lleno", "caliente"}, "en", true},
    {"casa", Form::feminine, Side::thing, {{kNothing, kNothing}}, {"vacío", "limpio"}, "en", true},
    {"plaza", Form::feminine, Side::thing, {{kNothing, kNothing}}, {"lleno", "tranquilo"}, "en", true},
    {"iglesia", Form::feminine, Side::thing, {{kNothing, kNothing}}, {"vacío", "frío"}, "en", true},
    // things and places, masculine
    {"sofá", Form::masculine, Side::thing, {{{"crujió", nullptr}, {"cedió", nullptr}}}, {"blando", "mullido"}, "en"},
    {"banco", Form::masculine, Side::thing, {{{"tembló", nullptr}, {"cojeó", nullptr}}}, {"duro", "mojado"}, "en"},
    {"barco", Form::masculine, Side::thing, {{{"flotó", nullptr}, {"zarpó", nullptr}}}, {"vacío", "nuevo"}, "en"},
    {"cesto", Form::masculine, Side::thing, {{{"volcó", nullptr}, {"rodó", nullptr}}}, {"lleno", "roto"}, "en"},
    {"libro", Form::masculine, Side::thing, {{{"cayó", nullptr}, {"resbaló", nullptr}}}, {"abierto", "roto"}, "junto a"},
    {"vaso", Form::masculine, Side::thing, {{{"goteó", nullptr}, {"tintineó", nullptr}}}, {"lleno", "vacío"}, "junto a"},
    {"río", Form::masculine, Side::thing, {{kNothing, kNothing}}, {"profundo", "crecido"}, "junto a", true},
    {"mercado", Form::masculine, Side::thing, {{kNothing, kNothing}}, {"lleno", "vacío"}, "en", true},
    {"pueblo", Form::masculine, Side::thing, {{kNothing, kNothing}}, {"tranquilo", "pequeño"}, "en", true},
    {"parque", Form::masculine, Side::thing, {{kNothing, kNothing}}, {"verde", "tranquilo"}, "en", true},
    {"cielo", Form::masculine, Side::thing, {{kNothing, kNothing}}, {"azul", "nublado"}},
    {"parís", Form::masculine, Side::thing, {{kNothing, kNothing}}, {"grande", "bonito"}, "en", true},
    {"marte", Form::masculine, Side::thing, {{kNothing, kNothing}}, {"rojo", "lejano"}, "en", true},
};
constexpr std::size_t kNounCount = sizeof kNouns / sizeof kNouns[0];

// Names need no article.
bool is_name(const Noun& noun) {
    static const std::set<std::string> names = {"maría", "ana",    "lucía",  "sofía", "carmen", "pedro",
                                                "juan",  "pablo", "carlos", "tomás", "parís",  "marte"};
    return names.count(noun.word) > 0;
}

std::size_t noun_index(const std::string& word) {
    for (std::size_t i = 0; i < kNounCount; ++i) {
        if (word == kNouns[i].word) return i;
    }
    return kNounCount;
}

// What someone does to get somewhere ("fue al mercado") or to stay there
// ("se sentó en la alfombra", "esperó junto al río"): for one and for many.
struct PlaceVerb {
    Act forms;
    bool goes;  // "a" (and "al"), else the place's own lead
};
const PlaceVerb kPlaceVerbs[] = {
    {{"fue", "fueron"}, true},           {{"caminó", "caminaron"}, true},      {{"volvió", "volvieron"}, true},
    {{"se sentó", "se sentaron"}, false}, {{"esperó", "esperaron"}, false},    {{"vivía", "vivían"}, false},
    {{"se quedó", "se quedaron"}, false}, {{"descansó", "descansaron"}, false},
};
// What someone does to another: the first few only to a person or an animal
// ("conoció al perro", with the personal "a"), the rest to anything ("vio la caja").
const Act kMeets[] = {{"conoció", "conocieron"}, {"ayudó", "ayudaron"}, {"persiguió", "persiguieron"},
                      {"vio", "vieron"},         {"encontró", "encontraron"}, {"miró", "miraron"}};
constexpr std::size_t kMeetsAlive = 3;
const char* const kConnect[] = {"porque", "y", "así que", "entonces"};

// Where another noun stands ("cerca de la caja", "junto al perro", "con
// maría"): the word, and what joins it to the article ("de" + "el" = "del").
struct Near {
    const char* word;
    const char* join;
};
const Near kNear[] = {{"cerca", "de"}, {"junto", "a"}, {"con", "con"}, {"detrás", "de"}};

// The agreement sentences: nouns in both numbers and present-tense verbs
// that agree ("la gata duerme", "las gatas duermen").
struct Numbered {
    std::array<const char*, 2> words;  // one, many
    bool feminine;
};
const Numbered kNumbered[] = {
    {{"perro", "perros"}, false},     {{"gato", "gatos"}, false},       {{"pájaro", "pájaros"}, false},
    {{"caballo", "caballos"}, false}, {{"rey", "reyes"}, false},        {{"soldado", "soldados"}, false},
    {{"niño", "niños"}, false},       {{"cocinero", "cocineros"}, false}, {{"campesino", "campesinos"}, false},
    {{"vecino", "vecinos"}, false},   {{"gata", "gatas"}, true},        {{"vaca", "vacas"}, true},
    {{"niña", "niñas"}, true},        {{"reina", "reinas"}, true},      {{"cabra", "cabras"}, true},
};
const std::array<const char*, 2> kAgree[] = {
    {"corre", "corren"}, {"duerme", "duermen"}, {"canta", "cantan"}, {"espera", "esperan"},
    {"juega", "juegan"}, {"come", "comen"},     {"nada", "nadan"},   {"descansa", "descansan"}};

// What a learner's text may open with before the story's first noun; "?" is a
// word the storybook does not know (a name, "ayer"), read as the unknown word.
const char* const kOpenings[] = {"entonces", "luego",     "un día ,", "al final ,", "más tarde", "poco a poco ,",
                                 "así que",  "por fin ,", "esa noche ,", "?",        "? ,"};

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

// ---------------------------------------------------------------- writing
// Who a story talks about: one noun, or two joined by "y" ("el niño y la
// niña"), which ellos or ellas can stand for.
struct Entity {
    std::vector<std::size_t> nouns;  // indices in kNouns
    Form form;
    bool alive;
    std::vector<int> mentions;  // the positions of its nouns
};

// The words that belong to an entity: what its nouns do and are, in its
// number and gender ("ellos jugaron", "ellos estaban cansados"), and
// estaba / estaban.
std::vector<std::string> belonging_words(const Entity& entity) {
    const bool many = plural(entity.form);
    std::vector<std::string> out;
    for (std::size_t n : entity.nouns) {
        for (const Act& act : kNouns[n].does) {
            if (const char* w = many ? act.many : act.one) out.push_back(w);
        }
        for (const char* lemma : kNouns[n].is) out.push_back(inflect(lemma, entity.form));
    }
    out.push_back(many ? "estaban" : "estaba");
    return out;
}

// A describing word chosen for a mention: its masculine singular, and
// whether it stands before the noun.
struct Describe {
    const char* lemma = nullptr;
    bool before = false;
};

// A story being written: its words, who was mentioned where, and its labels.
class Writer {
public:
    explicit Writer(const Vocabulary& vocabulary) : vocabulary_(vocabulary) {}

    void words(const std::string& text) {
        for (const std::string& word : split_on_spaces(text)) push(word);
    }

    // A mention of a noun after `join` ("a", "de", "en", "con" or nothing):
    // "el gato", "al gato", "del gato viejo", "la vieja puerta", "a maría"
    // (a name takes no article). Returns its entity.
    std::size_t noun(std::size_t noun_index, const std::string& join = "", Describe describe = {}) {
        const Noun& n = kNouns[noun_index];
        if (is_name(n)) {
            if (!join.empty()) push(join);
        } else {
            if (n.form == Form::masculine && (join == "a" || join == "de")) {
                push(join == "a" ? "al" : "del");
            } else {
                if (!join.empty()) push(join);
                push(article_of(n.form));
            }
            if (describe.lemma && describe.before) push(inflect(describe.lemma, n.form));
        }
        std::size_t entity = 0;
        while (entity < entities_.size() &&
               !(entities_[entity].nouns.size() == 1 && entities_[entity].nouns[0] == noun_index)) {
            ++entity;
        }
        if (entity == entities_.size()) entities_.push_back({{noun_index}, n.form, alive(n.side), {}});
        entities_[entity].mentions.push_back(size());
        const auto said = names_said_.find(entity);
        const int repeat_of = is_name(n) && said != names_said_.end() ? said->second + 1 : -1;
        if (said == names_said_.end()) names_said_[entity] = size();
        push(n.word);
        story_.repeat_sources.back() = repeat_of;
        if (describe.lemma && !describe.before && !is_name(n)) push(inflect(describe.lemma, n.form));
        return entity;
    }

    // "el niño y la niña": both nouns, and the two as one that ellos (ellas,
    // when both are feminine) can stand for.
    std::size_t pair(std::size_t a, std::size_t b, Describe describe_a, Describe describe_b) {
        const std::size_t first = noun(a, "", describe_a);
        push("y");
        const std::size_t second = noun(b, "", describe_b);
        const bool both_feminine = feminine(kNouns[a].form) && feminine(kNouns[b].form);
        entities_.push_back({{a, b}, plural_of(both_feminine), true,
                             {entities_[first].mentions.back(), entities_[second].mentions.back()}});
        return entities_.size() - 1;
    }

    // The pronoun of a form, standing for the first person or animal (or two
    // joined by "y") of that form; returns that entity, or npos when there is none.
    std::size_t pronoun(Form form) {
        const std::size_t referent = first_of(form);
        if (referent == npos) return npos;
        push(pronoun_of(form));
        story_.antecedents.back() = entities_[referent].mentions;
        belongs(belonging_words(entities_[referent]));
        return referent;
    }

    bool has(Form form) const { return first_of(form) != npos; }

    // The people mentioned by name so far (their nouns).
    std::vector<std::size_t> named() const {
        std::vector<std::size_t> out;
        for (const Entity& e : entities_) {
            if (e.nouns.size() == 1 && e.alive && is_name(kNouns[e.nouns[0]])) out.push_back(e.nouns[0]);
        }
        return out;
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
    std::size_t first_of(Form form) const {
        for (std::size_t e = 0; e < entities_.size(); ++e) {
            if (entities_[e].alive && entities_[e].form == form) return e;
        }
        return npos;
    }

    const Vocabulary& vocabulary_;
    Story story_;
    std::vector<Entity> entities_;  // in order of first mention
    std::map<std::size_t, int> names_said_;
};

template <typename T, std::size_t N>
const T& pick(std::uint64_t& rng, const T (&table)[N]) {
    return table[random_below(rng, N)];
}

bool chance(std::uint64_t& rng, std::size_t in_ten) { return random_below(rng, 10) < in_ten; }

template <typename Fits>
std::size_t pick_noun(std::uint64_t& rng, Fits fits) {
    for (;;) {
        const std::size_t i = random_below(rng, kNounCount);
        if (fits(kNouns[i])) return i;
    }
}

// A person or an animal of a form drawn first (each of él, ella, ellos, ellas
// as likely), so that every pronoun has ones to stand for.
std::size_t pick_being(std::uint64_t& rng) {
    const Form form = Form(random_below(rng, 4));
    return pick_noun(rng, [form](const Noun& n) { return alive(n.side) && n.form == form; });
}
std::size_t pick_any(std::uint64_t& rng) {
    return random_below(rng, 3) == 0 ? pick_noun(rng, [](const Noun& n) { return !alive(n.side); }) : pick_being(rng);
}

// What the story's features were, for its family.
struct Features {
    bool opening = false, adjectives = false, distractors = false, coordination = false;
};

// A describing word for a noun, sometimes: its own ("el gato hambriento") or
// one any noun of its side takes ("el gato viejo", "el viejo gato").
Describe maybe_describe(std::uint64_t& rng, std::size_t noun_index, Features& f, std::size_t in_ten = 3) {
    const Noun& n = kNouns[noun_index];
    if (is_name(n) || !chance(rng, in_ten)) return {};
    f.adjectives = true;
    Describe d;
    if (random_below(rng, 2) == 0 || (!alive(n.side) && !n.lead)) {  // the sky: only its own ("azul")
        d.lemma = n.is[random_below(rng, 2)];
    } else {
        d.lemma = alive(n.side) ? pick(rng, kAnyLiving) : pick(rng, kAnyThing);
    }
    d.before = may_come_before(d.lemma) && random_below(rng, 3) == 0;
    return d;
}

void opening(Writer& w, std::uint64_t& rng, Features& f) {
    if (!chance(rng, 3)) return;
    f.opening = true;
    w.words(pick(rng, kOpenings));
}

// "cerca de la caja", "junto al perro viejo", "con maría": another noun,
// between a noun and what later stands for it ("con" only a person or an animal).
void distractor(Writer& w, std::uint64_t& rng, Features& f) {
    f.distractors = true;
    const Near& near = pick(rng, kNear);
    const bool with = std::string(near.word) == near.join;
    if (!with) w.words(near.word);
    const std::size_t other = with || random_below(rng, 3) != 0
                                  ? pick_being(rng)
                                  : pick_noun(rng, [](const Noun& n) { return n.lead != nullptr; });
    w.noun(other, near.join, maybe_describe(rng, other, f));
}

// A person or an animal to join to `subject` with "y", neither it nor
// `object`; half the time of the subject's gender.
std::size_t another_one(std::uint64_t& rng, std::size_t subject, std::size_t object) {
    const bool same_gender = random_below(rng, 2) == 0;
    for (;;) {
        const std::size_t other = pick_noun(rng, [](const Noun& n) { return alive(n.side) && !plural(n.form); });
        if (other == subject || other == object) continue;
        if (same_gender && feminine(kNouns[other].form) != feminine(kNouns[subject].form)) continue;
        return other;
    }
}

// The subject of a clause, one or two joined by "y"; whether it is many.
bool subject(Writer& w, std::uint64_t& rng, std::size_t who, std::size_t object, Features& f, bool coordinated) {
    if (coordinated) {
        const std::size_t other = another_one(rng, who, object);
        f.coordination = true;
        {  // one after the other, in this order: a call's arguments have no order of their own (g++ and clang differ)
            const auto second = maybe_describe(rng, other, f);
            const auto first = maybe_describe(rng, who, f);
            w.pair(who, other, first, second);
        }
        return true;
    }
    w.noun(who, "", maybe_describe(rng, who, f));
    return plural(kNouns[who].form);
}

// "junto al río", "en la alfombra vieja": where one stays at a place; its entity.
std::size_t stay_at(Writer& w, std::size_t where, Describe describe = {}) {
    const std::string lead = kNouns[where].lead;
    if (lead == "junto a") {
        w.words("junto");
        return w.noun(where, "a", describe);
    }
    return w.noun(where, lead, describe);
}

// "el gato se sentó en la alfombra", "maría fue al mercado", "el niño y la
// niña caminaron a la panadería"
void going_clause(Writer& w, std::uint64_t& rng, std::size_t who, Features& f, bool coordinated) {
    const bool many = subject(w, rng, who, who, f, coordinated);
    const PlaceVerb& verb = pick(rng, kPlaceVerbs);
    w.words(many ? verb.forms.many : verb.forms.one);
    if (verb.goes) {
        const std::size_t where = pick_noun(rng, [](const Noun& n) { return n.goes; });
        w.noun(where, "a", maybe_describe(rng, where, f, 2));
    } else {
        const std::size_t where = pick_noun(rng, [](const Noun& n) { return n.lead != nullptr; });
        stay_at(w, where, maybe_describe(rng, where, f, 2));
    }
}

// "la niña vio al perro", "maría y el gato encontraron la caja"
void meeting_clause(Writer& w, std::uint64_t& rng, std::size_t who, std::size_t object, Features& f,
                    bool coordinated) {
    const bool many = subject(w, rng, who, object, f, coordinated);
    const bool alive_object = alive(kNouns[object].side);
    const std::size_t count = sizeof kMeets / sizeof kMeets[0];
    const Act& verb = kMeets[alive_object ? random_below(rng, count) : kMeetsAlive + random_below(rng, count - kMeetsAlive)];
    w.words(many ? verb.many : verb.one);
    // The personal "a" before a person or an animal: "vio al perro", "vio la caja".
    w.noun(object, alive_object ? "a" : "", maybe_describe(rng, object, f));
}

// One clause that brings in the story's nouns, with sometimes more nouns
// after it (distractors).
void setup_clause(Writer& w, std::uint64_t& rng, Features& f, bool first) {
    // Later on, sometimes someone named before comes back ("más tarde maría fue al mercado").
    const std::vector<std::size_t> named = w.named();
    const std::size_t who = !first && !named.empty() && chance(rng, 3) ? named[random_below(rng, named.size())] : pick_being(rng);
    const std::size_t roll = random_below(rng, 10);
    const bool coordinated = !plural(kNouns[who].form) && chance(rng, 3);
    if (roll < 4) {
        going_clause(w, rng, who, f, coordinated);
    } else if (roll < 8 || !first) {
        std::size_t other = pick_any(rng);
        if (other == who) other = pick_noun(rng, [](const Noun& n) { return !alive(n.side); });
        meeting_clause(w, rng, who, other, f, coordinated);
    } else {  // "la caja estaba cerca del perro": a thing, and a person or an animal by it
        const std::size_t thing = pick_noun(rng, [](const Noun& n) { return !alive(n.side) && !is_name(n); });
        w.noun(thing, "", maybe_describe(rng, thing, f));
        w.words("estaba");
        const std::size_t by = pick_being(rng);
        if (random_below(rng, 2) == 0) {
            w.words("cerca");
            w.noun(by, "de", maybe_describe(rng, by, f));
        } else {
            w.words("junto");
            w.noun(by, "a", maybe_describe(rng, by, f));
        }
    }
    for (std::size_t extra = 0; extra < 2 && chance(rng, 3); ++extra) distractor(w, rng, f);
}

// "él ladró", "ella estaba cansada", "ellos estaban contentos y jugaron"
void pronoun_clause(Writer& w, std::uint64_t& rng, Form form) {
    const Entity& e = w.entity(w.pronoun(form));
    const Noun& n = kNouns[e.nouns[random_below(rng, e.nouns.size())]];
    const bool many = plural(e.form);
    const std::size_t roll = random_below(rng, 10);
    if (roll < 2) {
        w.words(many ? "estaban" : "estaba");
        w.words(inflect(n.is[roll], e.form));
        if (chance(rng, 3)) {
            w.words("y");
            w.words(many ? n.does[random_below(rng, 2)].many : n.does[random_below(rng, 2)].one);
        }
    } else {
        const Act& act = n.does[roll < 8 ? 0 : 1];
        w.words(many ? act.many : act.one);
    }
}

// A pronoun the story can say, each of él, ella, ellos, ellas as likely.
Form random_present_form(const Writer& w, std::uint64_t& rng) {
    for (;;) {
        const Form form = Form(random_below(rng, 4));
        if (w.has(form)) return form;
    }
}

// "los perros viejos cerca del gato corren .", "la vieja gata junto a los
// niños con el rey duerme ." The nouns in between have numbers of their own,
// drawn apart from the subject's, so the words before the verb say nothing of
// its number: only the subject does (its article, its noun, its describing word).
void agreement_sentence(Writer& w, std::uint64_t& rng) {
    const Numbered& subject = pick(rng, kNumbered);
    const bool many = random_below(rng, 2) == 1;
    const Form form = many ? plural_of(subject.feminine) : (subject.feminine ? Form::feminine : Form::masculine);
    std::vector<int> positions = {w.size()};
    w.words(article_of(form));
    const char* describe = chance(rng, 3) ? pick(rng, kAnyLiving) : nullptr;
    const bool before = describe && may_come_before(describe) && random_below(rng, 3) == 0;
    if (before) {
        positions.push_back(w.size());
        w.words(inflect(describe, form));
    }
    positions.push_back(w.size());
    w.words(subject.words[many ? 1 : 0]);
    if (describe && !before) {
        positions.push_back(w.size());
        w.words(inflect(describe, form));
    }
    const std::size_t others = 1 + (chance(rng, 3) ? 1 : 0);
    for (std::size_t k = 0; k < others; ++k) {
        const Near& near = pick(rng, kNear);
        if (std::string(near.word) != near.join) w.words(near.word);
        const std::string join = near.join;
        if (k == 1 && chance(rng, 2)) {
            std::size_t where = pick_noun(rng, [](const Noun& n) { return n.goes && !is_name(n); });
            Features ignored;
            w.noun(where, join, maybe_describe(rng, where, ignored, 2));
            continue;
        }
        const Numbered& other = pick(rng, kNumbered);
        const bool other_many = random_below(rng, 2) == 1;
        const Form other_form = other_many ? plural_of(other.feminine) : (other.feminine ? Form::feminine : Form::masculine);
        if (other_form == Form::masculine && (join == "a" || join == "de")) {
            w.words(join == "a" ? "al" : "del");
        } else {
            w.words(join + " " + article_of(other_form));
        }
        w.words(other.words[other_many ? 1 : 0]);
        if (chance(rng, 2)) w.words(inflect(pick(rng, kAnyLiving), other_form));
    }
    w.words(pick(rng, kAgree)[many ? 1 : 0]);
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
// What any animal can be, and any object (a twin's thing): a twin's settling
// word is one of these or one of the noun's own, so that it says which SIDE
// it fits (a cat can be tired, a sofa cannot) but mostly not WHICH animal or
// thing: to guess what follows ("y ronroneó"), a reader must look back from
// "cansado" at the noun it fits. (Had each animal its own word, "cansado"
// would name the cat by itself, and no head would need to look.)
const char* const kAnyAnimalState[] = {"cansado", "hambriento", "asustado", "contento", "sediento", "nervioso"};
const char* const kAnyObjectState[] = {"roto", "limpio", "pintado"};

// Whether any noun's own list, or the describing words any noun of a side
// takes, ever says this word of the living (people, animals) or of things.
bool ever_said_of(const std::string& lemma, bool living) {
    for (const Noun& n : kNouns) {
        if (alive(n.side) != living) continue;
        for (const char* w : n.is) {
            if (lemma == w) return true;
        }
    }
    for (const char* w : living ? kAnyLiving : kAnyThing) {
        if (lemma == w) return true;
    }
    if (living) {
        for (const char* w : kAnyAnimalState) {
            if (lemma == w) return true;
        }
    } else {
        for (const char* w : kAnyObjectState) {
            if (lemma == w) return true;
        }
    }
    return false;
}

// A describing word that only the noun's side can be (by the word's
// meaning) and that no noun of the other side is ever said to be: one its
// side can always be, or one of the noun's own; nullptr when none is.
const char* settling_word(std::size_t noun, std::uint64_t& rng) {
    const bool living = alive(kNouns[noun].side);
    std::vector<const char*> fit;
    auto consider = [&](const char* w) {
        if (adjective(w).said == (living ? Said::living : Said::things) && !ever_said_of(w, !living) &&
            std::find(fit.begin(), fit.end(), std::string(w)) == fit.end()) {
            fit.push_back(w);
        }
    };
    if (living) {
        for (const char* w : kAnyAnimalState) consider(w);
    } else {
        for (const char* w : kAnyObjectState) consider(w);
    }
    for (const char* w : kNouns[noun].is) consider(w);
    return fit.empty() ? nullptr : fit[random_below(rng, fit.size())];
}

// Everything two twins share, drawn once.
struct TwinPlan {
    std::size_t animal = 0, thing = 0;
    bool animal_first = true;
    const char* verb = "se sentó";
    const char* near = "cerca";  // thing first: "cerca" (de) or "junto" (a)
    const char* link = "porque";
    std::string opening;
    const char* animal_word = nullptr;  // settling words, masculine singular
    const char* thing_word = nullptr;
    std::size_t animal_does = 0, thing_does = 0;
};

// An animal and a thing of the SAME gender (both singular), so that the
// settling word's ending fits both and only its meaning tells them apart.
TwinPlan plan_twins(std::uint64_t& rng) {
    for (;;) {
        TwinPlan p;
        p.animal = pick_noun(rng, [](const Noun& n) { return n.side == Side::animal && !plural(n.form); });
        const Form form = kNouns[p.animal].form;
        p.thing = pick_noun(rng, [form](const Noun& n) {
            // an object by which an animal stays (not a place one goes to: "roto" fits any object)
            return n.side == Side::thing && n.form == form && n.lead && !n.goes && n.does[0].one;
        });
        p.animal_word = settling_word(p.animal, rng);
        p.thing_word = settling_word(p.thing, rng);
        if (!p.animal_word || !p.thing_word) continue;
        p.animal_first = random_below(rng, 2) == 0;
        static const char* const stays[] = {"se sentó", "esperó", "se quedó", "descansó"};
        p.verb = pick(rng, stays);
        p.near = random_below(rng, 2) == 0 ? "cerca" : "junto";
        static const char* const links[] = {"porque", "porque", "porque", "y", "."};
        p.link = pick(rng, links);
        p.opening = chance(rng, 3) ? pick(rng, kOpenings) : "";
        p.animal_does = random_below(rng, 2);
        p.thing_does = random_below(rng, 2);
        return p;
    }
}

// "el gato se sentó en el sofá porque estaba cansado y ronroneó ." (fits the animal)
// "el sofá estaba junto al gato porque estaba blando y crujió ." (fits the thing)
Story twin_story(const TwinPlan& p, bool fits_animal, const Vocabulary& vocabulary) {
    Writer w(vocabulary);
    if (!p.opening.empty()) w.words(p.opening);
    std::size_t animal, thing;
    if (p.animal_first) {
        animal = w.noun(p.animal);
        w.words(p.verb);
        thing = stay_at(w, p.thing);
    } else {
        thing = w.noun(p.thing);
        w.words("estaba");
        w.words(p.near);
        animal = w.noun(p.animal, std::string(p.near) == "cerca" ? "de" : "a");
    }
    const Noun& fitting = kNouns[fits_animal ? p.animal : p.thing];
    const bool one = std::string(p.link) == ".";
    if (one) {
        // "… . el cansado ronroneó .": the describing word alone, as a noun ("the tired one"): no
        // verb before it to guess from, only what it can be said of.
        w.words(". ");
        w.words(article_of(fitting.form));
        w.words(inflect(fits_animal ? p.animal_word : p.thing_word, fitting.form));
        w.means(w.entity(fits_animal ? animal : thing).mentions.front());
    } else {
        w.words(p.link);
        w.words("estaba");  // the subject dropped, as Spanish says it
        w.words(inflect(fits_animal ? p.animal_word : p.thing_word, fitting.form));
        w.means(w.entity(fits_animal ? animal : thing).mentions.front());
        w.words("y");
    }
    w.belongs({fitting.does[0].one, fitting.does[1].one});
    w.words(fitting.does[fits_animal ? p.animal_does : p.thing_does].one);
    w.words(".");
    return w.take(one ? "twin-one" : "twin");
}

// ---------------------------------------------------------------- stories
Story spanish_story(std::uint64_t& rng, const Vocabulary& vocabulary) {
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
    // One of a twin pair: 5 in 25, as in English. At 3 in 25 no head learned the describing word's
    // noun (its best, 0.69 of its attention, on top 80 %); at 7 in 25 one did, but «ellas» lost its
    // head on the probes.
    if (plan <= 7) {
        const TwinPlan p = plan_twins(rng);
        return twin_story(p, random_below(rng, 2) == 0, vocabulary);
    }
    // A story of pronouns: some nouns, then pronouns that stand for them, and
    // sometimes more nouns and pronouns, up to a length drawn for it.
    Writer w(vocabulary);
    Features f;
    opening(w, rng, f);
    // Up to a few words past what a story may hold: the end is then cut off
    // (write_stories), so pronouns stand at every position up to the last.
    const int target = 10 + int(random_below(rng, 34));  // Spanish clauses run a word or two longer than English ones
    setup_clause(w, rng, f, true);
    for (;;) {
        const std::size_t pronouns = 1 + random_below(rng, 2);
        for (std::size_t p = 0; p < pronouns && w.size() + 4 <= target; ++p) {
            w.words(random_below(rng, 2) == 0 ? pick(rng, kConnect) : ".");
            pronoun_clause(w, rng, random_present_form(w, rng));
        }
        if (w.size() + 10 > target) break;
        w.words(".");
        if (random_below(rng, 4) == 0) w.words(random_below(rng, 2) == 0 ? "más tarde" : "luego");
        setup_clause(w, rng, f, false);
    }
    w.words(".");
    // A sentence whose verb agrees with its subject, last: no pronoun after it
    // could stand for its nouns.
    if (w.size() + 8 <= target && random_below(rng, 2) == 0) agreement_sentence(w, rng);
    const int size = w.size();
    return w.take(family_of(f, size));
}

Vocabulary spanish_vocabulary() {
    std::vector<std::string> words = {"?"};
    std::set<std::string> seen = {"?"};
    auto add = [&](const std::string& text) {
        for (const std::string& word : split_on_spaces(text)) {
            if (seen.insert(word).second) words.push_back(word);
        }
    };
    add(". , el la los las al del a de en con un una él ella ellos ellas estaba estaban porque y así que entonces "
        "luego más tarde cerca junto detrás");
    for (const Noun& n : kNouns) {
        add(n.word);
        for (const Act& act : n.does) {
            if (act.one) add(act.one);
            if (act.many && alive(n.side)) add(act.many);
        }
        // Its describing words in its own form, and for one person or animal
        // also in the plurals two joined by "y" take ("ellos estaban cansados").
        for (const char* lemma : n.is) {
            add(inflect(lemma, n.form));
            if (alive(n.side) && !plural(n.form)) {
                add(inflect(lemma, Form::masculine_plural));
                if (feminine(n.form)) add(inflect(lemma, Form::feminine_plural));
            }
        }
    }
    for (const char* lemma : kAnyLiving) {
        for (const char* form : adjective(lemma).forms) add(form);
    }
    for (const char* lemma : kAnyThing) add(std::string(inflect(lemma, Form::masculine)) + " " + inflect(lemma, Form::feminine));
    for (const char* lemma : kAnyAnimalState) add(std::string(inflect(lemma, Form::masculine)) + " " + inflect(lemma, Form::feminine));
    for (const char* lemma : kAnyObjectState) add(std::string(inflect(lemma, Form::masculine)) + " " + inflect(lemma, Form::feminine));
    for (const PlaceVerb& v : kPlaceVerbs) add(std::string(v.forms.one) + " " + v.forms.many);
    for (const Act& v : kMeets) add(std::string(v.one) + " " + v.many);
    for (const char* c : kConnect) add(c);
    for (const Near& n : kNear) add(n.word);
    for (const Numbered& n : kNumbered) add(std::string(n.words[0]) + " " + n.words[1]);
    for (const auto& v : kAgree) add(std::string(v[0]) + " " + v[1]);
    for (const char* o : kOpenings) add(o);
    for (const char* s : kScenes) add(s);
    return Vocabulary{words};
}

TwinPair spanish_twins(std::uint64_t& rng, const Vocabulary& vocabulary) {
    TwinPlan p = plan_twins(rng);
    if (std::string(p.link) == ".") p.link = "porque";  // the measured twins keep the chapter's form, with "estaba"
    return {twin_story(p, true, vocabulary), twin_story(p, false, vocabulary)};
}

// What may come right after a pronoun that stands for these nouns (people or
// animals: one, or two joined by "y"); empty when one is no such noun.
std::vector<std::string> spanish_belonging(const std::vector<std::string>& words) {
    Entity e{{}, Form::masculine_plural, true, {}};
    bool all_feminine = true;
    for (const std::string& word : words) {
        const std::size_t n = noun_index(word);
        if (n == kNounCount || !alive(kNouns[n].side)) return {};
        e.nouns.push_back(n);
        all_feminine = all_feminine && feminine(kNouns[n].form);
    }
    if (e.nouns.empty()) return {};
    e.form = e.nouns.size() == 1 ? kNouns[e.nouns[0]].form : plural_of(all_feminine);
    return belonging_words(e);
}

// Every person or animal a pronoun can stand for, with that pronoun (things:
// none, never él or ella here).
std::vector<std::pair<std::string, std::string>> spanish_nouns() {
    std::vector<std::pair<std::string, std::string>> out;
    for (const Noun& n : kNouns) {
        if (alive(n.side)) out.emplace_back(n.word, pronoun_of(n.form));
    }
    return out;
}

}  // namespace

Grammar spanish() { return {spanish_vocabulary, spanish_story, spanish_twins, spanish_belonging, spanish_nouns}; }

}  // namespace attention::model::grammar
