// Where an element's state comes from, as pure functions (no DOM; tested in
// Node): its attributes, the lesson link in location.hash (for the element
// that follows it), a scenario given as data (inline JSON or loadScenarioData),
// a typed sentence. Later wins: the scenario's own defaults, then the
// attributes, then the link.
//
//   pairs: [key, raw] as lesson-link.js split() gives them, or the attributes
//   origin: 'attribute' | 'hash' (what the notes call them)
import * as I from '../i18n/i18n.js';
import * as L from '../state/lesson-link.js';
import { LESSON_KEYS, MAX_SENTENCE } from '../state/settings.js';
import * as S from '../state/state.js';
import { isNormalised } from '../data/scenario-shape.js';
import { STEP_IDS, exampleFor, isStep } from '../lesson/steps.js';

export function errorText(error) { return String(error && error.message ? error.message : error); }

// The id a scenario given as data says it has (an object, or its JSON text), or null.
export function customIdOf(custom) {
  if (custom === null || custom === undefined) return null;
  try {
    const json = typeof custom === 'string' ? JSON.parse(custom) : custom;
    return json && typeof json.id === 'string' ? json.id : null;
  } catch (error) {
    return null;
  }
}

// The language notes speak: the last usable lang among `pairs`, else `around`
// (the lang of the element's surroundings).
export function noteLang(pairs, around) {
  const langs = (pairs || []).filter((p) => p[0] === 'lang' && I.isLanguageTag(String(p[1]).trim()));
  return langs.length ? String(langs[langs.length - 1][1]).trim() : around;
}

// The ids a link or an attribute may ask for: the scenario given as data
// first, then the built-in examples.
export function scenarioIds(builtInIds, customId) {
  const ids = builtInIds.slice();
  return customId && !ids.includes(customId) ? [customId].concat(ids) : ids;
}

// The note for a property set before the element was defined that could not be taken over.
export function propertyNote(name, why, lang) { return L.note(name, null, why, 'property', lang); }

export function lessonPairs(pairs) { return pairs.filter(([key]) => LESSON_KEYS.includes(key)); }

// What a page load (or a new link, or a host's change) asks for.
// attributes: the element's [key, raw]; link: split() of the hash or null;
// custom: the scenario given as data or null; ids: scenarioIds(); around: the
// lang around the element. Returns { source, pairs: [key, raw, origin], notes }.
export function readSources({ attributes, link, custom, ids, around }) {
  const notes = [];
  const fromAttributes = L.source(attributes, ids, 'attribute', around);
  notes.push(...fromAttributes.notes);
  let pairs = attributes.map((p) => p.concat('attribute'));
  let source = null;
  if (link) {
    const fromLink = L.source(link.pairs, ids, 'hash', noteLang(link.pairs, around));
    notes.push(...link.notes, ...fromLink.notes);
    pairs = pairs.concat(link.pairs.map((p) => p.concat('hash')));
    source = fromLink.source;
  }
  if (!source && custom !== null) source = { kind: 'scenario', id: customIdOf(custom) };
  if (!source) source = fromAttributes.source;
  return { source, pairs, notes };
}

// The step the pairs ask for (the last usable step=), else the first.
export function stepOf(pairs) {
  const steps = pairs.filter((p) => p[0] === 'step' && isStep(String(p[1]).trim().toLowerCase()));
  return steps.length ? String(steps[steps.length - 1][1]).trim().toLowerCase() : STEP_IDS[0];
}

// The normalised scenario for a source; none, or one that fails, gives the
// step's own example (steps.js; a failure says why in a note). A broken
// scenario given as data throws: the widget shows its error.
// options: { custom, builtIns, tokenize, lang, step,
//   fromSentence: own-sentence.js's scenarioFromSentence, for a sentence source (a part: element/part-list.js),
//   check: scenario.js's loadScenario, for data (a part too); built-in examples come normalised in
//   the bundles (tools/build-web.js) and as their files in Node, which check() reads }
export function scenarioFor(source, { custom, builtIns, tokenize, lang, step, fromSentence, check }) {
  const notes = [];
  if (source && source.kind === 'typed') return { scenario: source.scenario, notes };
  if (source && source.kind === 'sentence') {
    try {
      return { scenario: fromSentence(source.text, tokenize, { lang }), notes }; // read in the widget's language
    } catch (error) {
      notes.push(I.t(lang, 'note.sentence', { reason: errorText(error).replace(/^sentence: /, '') }));
      source = null;
    }
  }
  const customId = customIdOf(custom);
  if (source && custom !== null && (source.id === customId || customId === null)) {
    return { scenario: check(custom, tokenize), notes };
  }
  const own = (id) => Object.prototype.hasOwnProperty.call(builtIns, id);
  const id = source && own(source.id) ? source.id : own(exampleFor(step)) ? exampleFor(step) : Object.keys(builtIns)[0];
  if (!id) throw new Error('there are no built-in examples');
  const json = builtInJson(id, builtIns[id], lang);
  return { scenario: builtInScenario(json, check, tokenize), notes, builtIn: { id, json: builtIns[id], shown: json } };
}

// The built-in example `id` as a widget speaking `lang` shows it: that
// language's own example (its part registered it: i18n.js ownOf), else json.
export function builtInJson(id, json, lang) { return I.ownOf(id, I.resolve(lang)) || json; }

// A built-in example (builtInJson's), each load a copy of its own (the learner's
// edits change it). check: as scenarioFor's.
export function builtInScenario(json, check, tokenize) {
  return isNormalised(json) ? JSON.parse(JSON.stringify(json)) : check(json, tokenize);
}

// The state for a scenario with the pairs applied: the attributes' values,
// then the link's, one apply() per origin so each note names it. own: the id of
// the scenario given as data, or null (a list of examples may name it while another is shown).
export function stateFor(scenario, pairs, around, own = null) {
  const state = S.create(scenario);
  const lang = noteLang(pairs, around);
  const byOrigin = (origin) => pairs.filter((p) => (p[2] || 'attribute') === origin).map((p) => [p[0], p[1]]);
  const notes = L.apply(byOrigin('attribute'), scenario, state, 'attribute', lang, own)
    .concat(L.apply(byOrigin('hash'), scenario, state, 'hash', lang, own));
  return { state, notes };
}

// A learner's typed text read into a scenario by reader (the sentence part:
// own-sentence.js): { scenario }, else { problem }, what to say beside the box in `lang`.
export function typedScenario(reader, text, lang, tokenize) {
  if (text.trim() === '') return { problem: I.t(lang, 'own.empty') };
  if (text.length > MAX_SENTENCE) {
    return { problem: I.t(lang, 'own.too-long', { count: I.count(lang, text.length), max: I.count(lang, MAX_SENTENCE) }) };
  }
  try {
    return { scenario: reader.scenarioFromSentence(text, tokenize, { lang }) }; // read in the widget's language
  } catch (error) {
    return { problem: I.t(lang, 'own.unusable', { reason: errorText(error).replace(/^sentence: /, '') }) };
  }
}
