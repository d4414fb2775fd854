// The built-in examples of each language besides English, written in that
// language (web/scenarios/<lang>/, by the English ones' ids and head ids): a
// language's part brings them (es/scenarios.js) and registers them here, and a
// widget speaking that language shows them in place of the English ones
// (element/state-sources.js builtInScenario). A page that speaks English never
// downloads them.
const registered = Object.create(null); // lang -> { id: json }

// byId: { id: scenario } for one language.
export function addExamples(lang, byId) { registered[lang] = Object.assign(registered[lang] || Object.create(null), byId); }

// The built-in example `id` written in `lang` (a language the widget speaks: i18n.js resolve), else null.
export function exampleIn(id, lang) { return (registered[lang] && registered[lang][id]) || null; }
