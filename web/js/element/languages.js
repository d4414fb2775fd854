// The widget's languages: a catalogue loaded when a tag asks for it (i18n.js
// load; one that cannot load leaves English, with a console warning), and the
// example shown again in a language that came after it was loaded: a typed
// sentence read again for its words in that language, a built-in example with
// its own words (scenario-texts.js), the learner's state kept (only words
// differ). host: the element's host API (actions.js, moves.js).
import * as I from '../i18n/i18n.js';
import { isTyped } from '../data/scenario-shape.js';
import { hasTexts } from '../i18n/scenario-texts.js';
import { part } from '../loader/parts.js';
import { builtInScenario, errorText } from './state-sources.js';

// Loads the catalogue a tag asks for; resolves whether it did.
export function speak(tag) {
  return I.load(tag).then(() => true, (error) => {
    console.warn(`attention-playground: the catalogue for “${tag}” could not be loaded (${errorText(error)}); showing English`);
    return false;
  });
}

// A language asked for after the first drawing (a lang attribute or setting):
// its catalogue loads (loader/parts.js), a typed sentence without words in it is read
// again in it (the sentence part), and the widget draws again.
export async function loadLanguage(tag, host) {
  if (!await speak(tag)) return;
  const scenario = host.scenario();
  if (scenario && isTyped(scenario) && !I.translation(scenario.translations, tag)) {
    const { scenarioFromSentence } = await part('sentence');
    if (host.scenario() === scenario) { host.replaceScenario(scenarioFromSentence(scenario.sentence, host.core().tokenize)); return; }
  }
  host.set({});
}

// The built-in example shown (own: { id, json }, the one loaded), again with
// its own words in `tag` now that they came with the language's part; else null.
export function ownTexts(own, scenario, tag, check, tokenize) {
  if (!own || !scenario || scenario.id !== own.id || I.translation(scenario.translations, tag) || !hasTexts(own.id, I.resolve(tag))) return null;
  return builtInScenario(own.id, own.json, check, tokenize);
}
