// What a load shows: the sources read (state-sources.js: the attributes, the
// lesson link, a scenario given as data, a learner's choice), the parts they
// need fetched (loader/parts.js), and the scenario chosen with its state (its
// `training` setting handed to the training bridge, training-bridge.js). Nothing here changes the element; the
// element shows what comes back (element.js _loadNow).
import { BUILT_IN_IDS, STEP_SCENARIOS, builtInsFor } from '../data/built-in-scenarios.js';
import * as I from '../i18n/i18n.js';
import { loadedPart, part } from '../loader/parts.js';
import { missingLine } from './missing-parts.js';
import { list } from '../state/setting-values.js';
import { isNormalised } from '../data/scenario-shape.js';
import { ALL, openingFocus, whyNotOffered } from '../lesson/steps.js';
import { customIdOf, lessonPairs, noteLang, propertyNote, readSources, scenarioFor, scenarioIds, stateFor, stepOf } from './state-sources.js';
import { speak } from './languages.js';

// scenario.js's loadScenario once its part has come (loader/parts.js), else null.
export function checker() { const p = loadedPart('scenario'); return p && p.loadScenario; }

// how: as element.js _load's. from: what a load reads of its element, read when needed:
//   core, around           the core; the language around the element
//   custom()               the scenario given as data (object or JSON text), or null
//   early()                the properties set before the element was defined and skipped, [{ name, why }]
//   attributes()           the settings' attributes, [key, raw] (attributes.js)
//   link()                 its lesson link's { pairs, notes }, or null (hash-link.js read)
//   lessonPairs(pairs?)    the lesson's settings a learner's choice keeps: read, or replaced by pairs
//   step()                 the step shown, or null before the first drawing
//   langTag(), training    the language asked for; the training bridge
//   stale()                whether a later load was asked for (this one is then dropped)
// Resolves to null when stale; 'again' when the notes' words came with their
// part (the sources are read again in them); else { scenario, state, notes,
// builtIn: { id, json, shown } of the built-in example (its English json, and the one shown), or null }.
export async function chooseShown(how, from) {
  const { core, around, training } = from;
  const notes = [];
  let pairs;
  let source;
  if (how.user) {
    // A learner's choice keeps the lesson's settings.
    pairs = from.lessonPairs();
    source = how.user === 'picker' ? { kind: 'scenario', id: how.id } : { kind: 'typed', scenario: how.scenario };
  } else {
    const attributes = from.attributes();
    const link = how.initial || how.hash ? from.link() : null;
    from.lessonPairs(lessonPairs(attributes).concat(link ? lessonPairs(link.pairs) : []));
    await speak(noteLang(attributes.concat(link ? link.pairs : []), around));
    if (from.stale()) return null;
    const ids = scenarioIds(BUILT_IN_IDS, customIdOf(from.custom()));
    const read = readSources({ attributes, link, custom: from.custom(), ids, around });
    notes.push(...read.notes, ...from.early().map(({ name, why }) => propertyNote(name, why, noteLang(attributes, around))));
    pairs = read.pairs;
    source = read.source;
    // An author's list of examples and no example named: the list's first.
    const listed = list(String((pairs.filter((p) => p[0] === 'scenarios').pop() || [0, ''])[1])).filter((id) => ids.includes(id));
    if (!source && listed.length) source = { kind: 'scenario', id: listed[0] };
  }
  // A learner's choice stays at the step the learner is on, or goes to the one asked for.
  const step = how.step || (how.user && from.step() ? from.step() : stepOf(pairs));
  const reader = source && source.kind === 'sentence' ? await part('sentence') : null;
  // The whole playground's words and views come with the explore part: drawn once it is here (or is not to be had).
  if (step === ALL) await part('explore').catch(() => null);
  const builtIns = await builtInsFor(source && source.id); // an example no step opens with is a part
  // An author's own example is checked by a part, as are the built-in ones where they were
  // bundled unchecked (tools/build-web.js checks them: scenario-shape.js).
  if (from.custom() !== null || !isNormalised(STEP_SCENARIOS.it)) {
    await part('scenario').catch(({ file, refused }) => { throw new Error(missingLine({ name: 'scenario', file, refused }, from.langTag())); });
  }
  if (from.stale()) return null;
  const custom = from.custom();
  const chosen = scenarioFor(source, {
    custom, builtIns, tokenize: core.tokenize, lang: noteLang(pairs, from.langTag()), step,
    fromSentence: reader && reader.scenarioFromSentence, check: checker(),
  });
  notes.push(...chosen.notes);
  const { state, notes: applied } = stateFor(chosen.scenario, pairs, around, customIdOf(custom));
  notes.push(...applied);
  state.step = step;
  notes.push(...leftOut(state, chosen.scenario, noteLang(pairs, from.langTag())));
  // A step may open on a word of its own (steps.js), unless the lesson names the focus.
  if (!pairs.some((pair) => pair[0] === 'focus')) state.focus = openingFocus(step, chosen.scenario, state);
  // The training follows its setting (its seed; whether it starts); the state says the training's own.
  if (!how.user) training.follow(state.training);
  state.training = training.text();
  // A learner's choice keeps the lesson's settings, without repeating their notes.
  // Something to note: its words come with the notes part, and the sources are read again in them.
  if (notes.length && !how.user && !I.has('en', 'url.ignored-link') && await part('notes').then(() => true, () => false)) {
    return 'again';
  }
  return { scenario: chosen.scenario, state, notes, builtIn: chosen.builtIn || null };
}

// The examples of the author's scenarios= list the step does not offer (steps.js: its task could
// never be done with them, view-extra.js leaves them out of those to flip through), each named with
// why: never silently a list of one.
function leftOut(state, scenario, lang) {
  return (state.scenarios || []).filter((id) => id !== scenario.id && whyNotOffered(state.step, id))
    .map((id) => I.t(lang, 'url.example-left-out', { id, why: I.t(lang, 'url.task-' + whyNotOffered(state.step, id)) }));
}
