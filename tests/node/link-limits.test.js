// The limits of docs/limits.md agree: everything the widget accepts makes a
// lesson link it reads back. The longest typed sentence of 3-byte characters
// (9 characters each once percent-encoded), every one of its words a token,
// their order reversed (no run to write as a range), the longest heading and
// task, every part hidden, every example listed, and the largest training seed:
// one link, under MAX_LINK, read back to the same state. And the other
// limits a link meets: its parts, and the embed's set-hash message.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadCore } = require('./load-core.js');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
require(path.join(webJs, 'notes/notes-words.js'));
const { scenarioFromSentence } = require(path.join(webJs, 'sentence/own-sentence.js'));
const { MAX_TEXT, MAX_TRAINING_SEED, VIEW_NAMES } = require(path.join(webJs, 'state/settings.js'));
const { CONTROL_NAMES } = require(path.join(webJs, 'scenario/scenario.js'));
const { SCENARIO_IDS } = require(path.join(webJs, 'data/scenario-ids.js'));
const S = require(path.join(webJs, 'state/state.js'));
const L = require(path.join(webJs, 'state/lesson-link.js'));

test('the longest of everything at once makes a link under MAX_LINK that reads back to the same state', async () => {
  const core = await loadCore();
  const chars = '注意力机制是一种让模型关注重要部分的方法';
  const sentence = Array.from({ length: L.MAX_SENTENCE }, (_, i) => chars[i % chars.length]).join('');
  const sc = scenarioFromSentence(sentence, core.tokenize);
  assert.equal(sc.tokens.length, L.MAX_SENTENCE, 'every character a token');
  const state = S.create(sc);
  const longText = '注'.repeat(MAX_TEXT);
  Object.assign(state, {
    step: 'all', focus: L.MAX_SENTENCE - 1, magnitude: 9.9999, sink: { on: false, score: 9.9999 }, causal: true,
    numbers: true, detail: true, rows: 'all', sliders: true, order: sc.tokens.map((_, i) => L.MAX_SENTENCE - 1 - i),
    heading: longText, task: longText, lang: 'es-419', hide: CONTROL_NAMES.concat(VIEW_NAMES), scenarios: SCENARIO_IDS.slice(),
    training: `${MAX_TRAINING_SEED}:start`,
  });
  const form = L.serialise(state, sc);
  const sizes = Object.fromEntries(form.split('&').map((p) => [p.split('=')[0], p.length]));
  assert.equal(sizes.sentence, 'sentence='.length + 9 * L.MAX_SENTENCE);
  assert.equal(sizes.order, 'order='.length + 348889);
  assert.ok(form.length <= L.MAX_LINK, `${form.length} characters: ${JSON.stringify(sizes)}`);
  console.log(`# the longest link of everything at once: ${form.length} characters of ${L.MAX_LINK}; ` +
    `${L.MAX_LINK - form.length} left for the edited vectors (edits=)`);

  const { pairs, notes } = L.split('#' + form);
  assert.deepEqual(notes, []);
  assert.deepEqual(L.source(pairs, [], 'hash'), { source: { kind: 'sentence', text: sentence }, notes: [] });
  const back = S.create(sc);
  assert.deepEqual(L.apply(pairs, sc, back, 'hash'), []);
  assert.deepEqual(back, state);
});

test('the embed takes a set-hash message as long as any link the widget reads', () => {
  const embed = require('node:fs').readFileSync(path.join(__dirname, '..', '..', 'web', 'embed.js'), 'utf8');
  assert.equal(Number(/const MAX_HASH = (\d+);/.exec(embed)[1]), L.MAX_LINK);
});

test('a link of more than 50,000 parts is one note and no settings; 20,000 unknown ones still let the good one through', () => {
  assert.equal(L.MAX_PARTS, 50000);
  const most = L.split('#' + 'x=1&'.repeat(L.MAX_PARTS - 1) + 'magnitude=2');
  assert.deepEqual(most.pairs, [['magnitude', '2']]);
  assert.equal(most.notes.length, L.MAX_PARTS - 1);
  assert.match(most.notes[0], /^Ignored “x=1”: not a setting \(settings: scenario, /, 'the first notes list the settings');
  assert.equal(most.notes[20], 'Ignored “x=1”: not a setting', 'the rest, never listed, do not (the view lists ten)');
  assert.deepEqual(L.split('#' + '&x'.repeat(500000)), { pairs: [],
    notes: ['Ignored the whole lesson link: it has 500,001 parts (“key=value”), and a lesson link may have at most 50,000'] });
});
