// Where an element's state comes from (web/js/element/state-sources.js), without a
// browser: attributes, the lesson link, a scenario given as data and a typed
// sentence, in that order of precedence, with every note written out by hand.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadCore } = require('./load-core.js');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');

// Spanish is a part loaded on demand (the list of parts, web/js/element/part-list.js, says how it arrives): these tests speak it.
require(path.join(webJs, 'element/part-list.js'));
test.before(() => require(path.join(webJs, 'i18n/i18n.js')).load('es'));
require(path.join(webJs, 'notes/notes-words.js')); // the notes' words come with the notes part (parts.js)
const SS = require(path.join(webJs, 'element/state-sources.js'));
const L = require(path.join(webJs, 'state/lesson-link.js'));
const { BUILT_IN_SCENARIOS } = require(path.join(webJs, 'data/all-scenarios.js'));
const { scenarioFromSentence } = require(path.join(webJs, 'sentence/own-sentence.js'));
const { loadScenario } = require(path.join(webJs, 'scenario/scenario.js'));

const IDS = Object.keys(BUILT_IN_SCENARIOS);
const TOY = require('../fixtures/toy-scenario.json');

async function options(extra) {
  const core = await loadCore();
  return Object.assign({ custom: null, builtIns: BUILT_IN_SCENARIOS, tokenize: core.tokenize, learned: null, lang: 'en',
    fromSentence: scenarioFromSentence, check: loadScenario }, extra);
}

test('customIdOf reads the id of a scenario given as an object or as JSON text, else null', () => {
  assert.equal(SS.customIdOf(TOY), 'toy');
  assert.equal(SS.customIdOf(JSON.stringify(TOY)), 'toy');
  assert.equal(SS.customIdOf('{ not json'), null);
  assert.equal(SS.customIdOf({ id: 7 }), null);
  assert.equal(SS.customIdOf(null), null);
});

test('noteLang is the last usable lang among the pairs, else the lang around the element', () => {
  assert.equal(SS.noteLang([['lang', 'es'], ['focus', '2'], ['lang', 'fr']], 'en'), 'fr');
  assert.equal(SS.noteLang([['lang', 'klingon!']], 'de'), 'de');
  assert.equal(SS.noteLang([], 'pt-BR'), 'pt-BR');
});

test('scenarioIds puts the scenario given as data first, once', () => {
  assert.deepEqual(SS.scenarioIds(['bank', 'it'], 'toy'), ['toy', 'bank', 'it']);
  assert.deepEqual(SS.scenarioIds(['bank', 'it'], 'it'), ['bank', 'it']);
  assert.deepEqual(SS.scenarioIds(['bank'], null), ['bank']);
});

test('readSources: the link’s scenario beats the attribute’s, and every unusable value is a note', () => {
  const attributes = [['scenario', 'sky'], ['magnitude', '4']];
  const link = L.split('#scenario=heads&focus=2&colour=red');
  const read = SS.readSources({ attributes, link, custom: null, ids: IDS, around: 'en' });
  assert.deepEqual(read.source, { kind: 'scenario', id: 'heads' });
  assert.deepEqual(read.pairs, [['scenario', 'sky', 'attribute'], ['magnitude', '4', 'attribute'],
    ['scenario', 'heads', 'hash'], ['focus', '2', 'hash']]);
  assert.deepEqual(read.notes, ['Ignored “colour=red”: not a setting (settings: scenario, sentence, scenarios, step, focus, heads, head, ' +
    'magnitude, sink, causal, numbers, detail, rows, sliders, order, edits, hide, controls, heading, task, lang, model, training)']);
  const noLink = SS.readSources({ attributes: [['scenario', 'skyy']], link: null, custom: null, ids: IDS, around: 'en' });
  assert.equal(noLink.source, null);
  assert.deepEqual(noLink.notes, ['Ignored scenario="skyy": there is no example called “skyy” (did you mean “sky”?)']);
});

test('readSources: a scenario given as data wins over the attributes but not over the link', () => {
  const ids = SS.scenarioIds(IDS, 'toy');
  assert.deepEqual(SS.readSources({ attributes: [['scenario', 'sky']], link: null, custom: TOY, ids, around: 'en' }).source,
    { kind: 'scenario', id: 'toy' });
  assert.deepEqual(SS.readSources({ attributes: [], link: L.split('#scenario=it'), custom: TOY, ids, around: 'en' }).source,
    { kind: 'scenario', id: 'it' });
});

test('scenarioFor: a built-in id, a typed sentence, data, or the step’s own example with a note', async () => {
  const sky = SS.scenarioFor({ kind: 'scenario', id: 'sky' }, await options());
  assert.equal(sky.scenario.id, 'sky');
  assert.deepEqual(sky.notes, []);
  const typed = SS.scenarioFor({ kind: 'sentence', text: 'The cat sat on the mat' }, await options());
  assert.deepEqual(typed.scenario.tokens, ['The', 'cat', 'sat', 'on', 'the', 'mat']);
  assert.equal(typed.scenario.id, 'own');
  const data = SS.scenarioFor({ kind: 'scenario', id: 'toy' }, await options({ custom: TOY }));
  assert.deepEqual(data.scenario.tokens, ['the', 'cat', 'saw', 'it']);
  const unknown = SS.scenarioFor(null, await options());
  assert.equal(unknown.scenario.id, 'it', 'the first step, "needs", opens on the "it" example');
  assert.equal(SS.scenarioFor(null, await options({ step: 'softmax' })).scenario.id, 'magnitude');
  assert.equal(SS.scenarioFor(null, await options({ step: 'heads' })).scenario.id, 'heads');
  const broken = SS.scenarioFor({ kind: 'sentence', text: 'a\uD800b' }, await options({ step: 'sink' }));
  assert.equal(broken.scenario.id, 'sink');
  assert.equal(broken.notes.length, 1);
  assert.match(broken.notes[0], /^Ignored the sentence: /);
});

test('scenarioFor: a broken scenario given as data throws, for the widget to show', async () => {
  const withBrokenData = await options({ custom: { ...TOY, magnitude: 99 } });
  assert.throws(() => SS.scenarioFor({ kind: 'scenario', id: 'toy' }, withBrokenData),
    /magnitude: must be a number from 1 to 10 \(got 99\)/);
});

test('stateFor applies the attributes, then the link: later wins, and each note names its origin', async () => {
  const { scenario } = SS.scenarioFor({ kind: 'scenario', id: 'sky' }, await options());
  const { state, notes } = SS.stateFor(scenario, [['magnitude', '4', 'attribute'], ['focus', 'lots', 'attribute'],
    ['magnitude', '6', 'hash'], ['causal', 'maybe', 'hash']], 'en');
  assert.equal(state.magnitude, 6);
  assert.equal(state.focus, 3);
  assert.deepEqual(notes, ['Ignored focus="lots": not a token index from 0 to 5 or a word of the sentence',
    'Ignored “causal=maybe”: not on or off']);
});

test('stateFor speaks the notes in the lang the pairs ask for', async () => {
  const { scenario } = SS.scenarioFor({ kind: 'scenario', id: 'sky' }, await options());
  const { notes } = SS.stateFor(scenario, [['lang', 'es', 'attribute'], ['magnitude', 'mucho', 'attribute']], 'en');
  assert.deepEqual(notes, ['Se ha ignorado magnitude="mucho": no es un número de 1 a 10']);
});

test('stateFor: a list of examples may name the scenario given as data while a built-in one of the list is shown', async () => {
  // The inline example "mine" is in the list; the learner flipped to "it", a built-in example.
  const { scenario } = SS.scenarioFor({ kind: 'scenario', id: 'it' }, await options({ custom: { id: 'mine' } }));
  const { state, notes } = SS.stateFor(scenario, [['scenarios', 'mine,it,sky', 'attribute']], 'en', 'mine');
  assert.deepEqual(state.scenarios, ['mine', 'it', 'sky']);
  assert.deepEqual(notes, []);
  // Without a scenario given as data, "mine" names no example: the list is refused, with a note.
  const alone = SS.stateFor(scenario, [['scenarios', 'mine,it,sky', 'attribute']], 'en');
  assert.equal(alone.state.scenarios, null);
  assert.equal(alone.notes.length, 1);
});
