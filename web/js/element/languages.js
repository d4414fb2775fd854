// The widget's languages: a catalogue loaded when a tag asks for it (i18n.js
// load; one that cannot load leaves English, with a console warning), and the
// example shown again in a language that came after it was loaded: a typed
// sentence read again for its words in that language (the learner's state
// kept: only words differ), a built-in example in that language's own example
// of the same id (i18n.js ownOf; its words are others, so what points at
// them starts again: restart). host: the element's host API (actions.js, moves.js).
import * as I from '../i18n/i18n.js';
import { isTyped } from '../data/scenario-shape.js';
import * as S from '../state/state.js';
import { openingFocus } from '../lesson/steps.js';
import { part } from '../loader/parts.js';
import { builtInJson, builtInScenario, errorText } from './state-sources.js';

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
// A drawing in `tag` while its catalogue is not here: it is asked for (loadLanguage, whenIdle waits for
// it) once per tag, so a catalogue that cannot load is not asked for on every drawing; meanwhile the
// drawing is in the language there is. asked: the tag asked for last; returns the one asked for now.
export function askLanguage(tag, asked, host) {
  if (I.loaded(tag) || asked === tag) return asked;
  host.track(loadLanguage(tag, host));
  return tag;
}

export async function loadLanguage(tag, host) {
  if (!await speak(tag)) return;
  const scenario = host.scenario();
  if (scenario && isTyped(scenario) && !I.translation(scenario.translations, tag)) {
    const { scenarioFromSentence } = await part('sentence');
    if (host.scenario() === scenario) { host.replaceScenario(scenarioFromSentence(scenario.sentence, host.core().tokenize, { as: scenario })); return; }
  }
  host.set({});
}

// The built-in example shown (own: { id, json, shown }, as loaded; the
// element's own, null for any other) in the example `tag` shows for its id,
// when that is another one (a language whose own examples came, or went),
// with the learner's state for it (restart); else null.
export function inLanguage(own, state, tag, check, tokenize) {
  const json = own && builtInJson(own.id, own.json, tag);
  if (!json || json === own.shown) return null;
  own.shown = json;
  const scenario = builtInScenario(json, check, tokenize);
  return { scenario, state: restart(state, scenario) };
}

// The learner's state for the same example in another language: its words
// are others, so the focus, the order and the edits start again as the
// example's own (a step that opens on a word of its own opens there); every
// other setting (the step, the magnitude, the sink, the lesson's) is kept.
function restart(state, scenario) {
  const fresh = S.create(scenario);
  return Object.assign({}, state, { focus: openingFocus(state.step, scenario, fresh), order: fresh.order, edits: fresh.edits });
}
