// The built-in examples' own words in other languages, kept apart from the
// examples themselves: a page that speaks English never downloads them. The
// bundles hold each example without its `translations` (tools/build-web.js);
// a language's part brings them (es/scenarios.js) and registers them
// here, and a built-in example is loaded with them (withTexts). Files and
// Node see the whole example, translations included, so nothing is lost there.
const registered = Object.create(null); // id -> { lang: translation }

// byId: { id: translation } for one language (a scenario's translations.<lang>).
export function addScenarioTexts(lang, byId) {
  for (const id of Object.keys(byId)) {
    if (!byId[id]) continue;
    registered[id] = Object.assign(registered[id] || Object.create(null), { [lang]: byId[id] });
  }
}

// A built-in example's JSON with every registered translation (its own, if any, win).
export function withTexts(id, json) {
  const texts = registered[id];
  if (!texts) return json;
  return Object.assign({}, json, { translations: Object.assign({}, texts, json.translations) });
}

// Whether a language's texts for a built-in example have come since it was loaded.
export function hasTexts(id, lang) { return Boolean(registered[id] && registered[id][lang]); }
