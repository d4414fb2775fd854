// What a language besides English brings besides its words, kept here: its
// own built-in examples, written in it (web/scenarios/<lang>/, by the English
// ones' ids and head ids), which a widget speaking it shows in place of the
// English ones (element/state-sources.js builtInJson); and its word list for
// a typed sentence (i18n/<lang>/lexicon.json), which the sentence part reads
// a sentence typed in that language with (own-sentence.js). The language's
// part brings both (es/scenarios.js) and registers them here: a page that
// speaks English never downloads them.
const registered = Object.create(null); // lang -> { id: json }
const lexicons = Object.create(null); // lang -> word list

// byId: { id: scenario } for one language.
export function addExamples(lang, byId) { registered[lang] = Object.assign(registered[lang] || Object.create(null), byId); }

// The built-in example `id` written in `lang` (a language the widget speaks: i18n.js resolve), else null.
export function exampleIn(id, lang) { return (registered[lang] && registered[lang][id]) || null; }

// A language's word list (its lexicon.json), and the one of `lang` (resolved), else null.
export function addLexicon(lang, data) { lexicons[lang] = data; }
export function lexiconIn(lang) { return lexicons[lang] || null; }
