// The picker's title of every built-in example, with its translations' titles
// ({ id: { title, translations: { tag: { title } } } }, in the picker's order),
// so the picker can list the examples whose files come on demand. The bundles
// hold only this module's result: tools/build-web.js evaluates it at build
// time ("scenarioTitles"), so the example files themselves stay out.
import { BUILT_IN_SCENARIOS } from '../data/all-scenarios.js';

function titlesFrom(json) {
  const translations = {};
  for (const [tag, own] of Object.entries(json.translations || {})) {
    if (own && typeof own.title === 'string') translations[tag] = { title: own.title };
  }
  return { title: json.title, translations };
}

export const SCENARIO_TITLES = Object.freeze(Object.fromEntries(
  Object.entries(BUILT_IN_SCENARIOS).map(([id, json]) => [id, titlesFrom(json)])));
