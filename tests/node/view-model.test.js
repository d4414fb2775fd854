// The view model (web/js/compute.js) and its sentences (web/js/explain.js) in
// Node, with the real core: what every view draws, worked out by hand for a
// four-word toy (TEACHING.md): "the cat saw it", one feature "noun"; "it"
// looks for a noun and only "cat" advertises one, so at magnitude m "cat"
// gets e^m / (e^m + 3) and each other word 1 / (e^m + 3).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadCore } = require('./load-core.js');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
const { compute } = require(path.join(webJs, 'compute.js'));
const E = require(path.join(webJs, 'explain.js'));
const S = require(path.join(webJs, 'state.js'));
const { loadScenario } = require(path.join(webJs, 'scenario.js'));

const TOY = require('../fixtures/toy-scenario.json');

async function model(patch, json = TOY) {
  const core = await loadCore();
  const scenario = loadScenario(json, core.tokenize);
  // Every part of the widget: step "all" (a chapter step shows only its own parts).
  const state = Object.assign(S.create(scenario), { step: 'all' }, patch);
  return compute(core, scenario, state, { lang: 'en' });
}

const near = (a, b, message) => assert.ok(Math.abs(a - b) < 1e-12, `${message}: ${a} vs ${b}`);

test('at magnitude 1 the focus row holds every word with the softmax of its score: cat e/(e+3), the rest 1/(e+3)', async () => {
  const vm = await model({});
  const head = vm.heads[0];
  assert.deepEqual(head.rows.map((r) => [r.text, r.score]), [['the', 0], ['cat', 1], ['saw', 0], ['it', 0]]);
  const e = Math.E;
  near(head.rows[1].weight, e / (e + 3), 'cat');
  for (const i of [0, 2, 3]) near(head.rows[i].weight, 1 / (e + 3), head.rows[i].text);
  near(head.total, 1, 'total');
  assert.equal(head.rows[3].isFocus, true);
  assert.equal(head.best.index, 1);
  assert.equal(vm.focusText, 'it');
  assert.deepEqual(vm.tokens.map((t) => t.asks[0]), [false, false, false, true]);
});

test('the blend is the weighted values: cat e/(e+3), and it reads as a little from “cat”', async () => {
  const vm = await model({});
  const blend = vm.heads[0].blend;
  near(blend.values[0].value, Math.E / (Math.E + 3), 'the blended cat feature');
  assert.equal(blend.reading.kind, 'little');
  assert.equal(blend.reading.text, 'a little from “cat” (47.5%), the rest nothing useful');
});

test('the story says who won, that the word also attends to itself (17.5 %), and that half the attention leaks', async () => {
  const vm = await model({});
  const story = vm.heads[0].story;
  assert.deepEqual(story.map((s) => s.kind), ['winner', 'self', 'leak']);
  assert.equal(story[0].text, '“cat” matches best (score 1), so it gets 47.5%.');
  assert.match(story[1].text, /^“it” also attends to itself \(17\.5%\)/);
  assert.match(story[2].text, /the top share is only 47\.5%/);
});

test('at magnitude 9 the leak is almost gone: cat e^9/(e^9+3) and the reading is “mostly cat”', async () => {
  const vm = await model({ magnitude: 9 });
  const head = vm.heads[0];
  near(head.rows[1].weight, Math.exp(9) / (Math.exp(9) + 3), 'cat');
  assert.equal(head.blend.reading.kind, 'mostly');
  assert.deepEqual(head.story.map((s) => s.kind), ['winner', 'leak']);
  assert.match(vm.texts.magnitude, /Every match score is multiplied by 9/);
});

test('the sink is one more row: with score 3 it takes e^3 / (e + e^3 + 3) and the sentence says so', async () => {
  const vm = await model({ sink: { on: true, score: 3 } });
  const head = vm.heads[0];
  const e = Math.E;
  near(head.sink.weight, Math.exp(3) / (e + Math.exp(3) + 3), 'sink');
  near(head.rows[1].weight, e / (e + Math.exp(3) + 3), 'cat');
  near(head.total, 1, 'total with the sink');
  assert.equal(head.story[0].kind, 'sink');
});

test('an idle word (a zero query) attends evenly, 25 % each, and says it is idle', async () => {
  const vm = await model({ focus: 0 });
  const head = vm.heads[0];
  for (const r of head.rows) near(r.weight, 0.25, r.text);
  assert.equal(head.focus.idle, true);
  assert.equal(head.story[0].kind, 'idle');
  assert.equal(head.blend.reading.kind, 'little');
});

test('shuffling changes no score: the order check recomputes every pair and finds them all unchanged', async () => {
  const vm = await model({ order: [3, 1, 0, 2] });
  assert.deepEqual(vm.tokens.map((t) => t.text), ['it', 'cat', 'the', 'saw']);
  assert.deepEqual(vm.order, { shuffled: true, unchanged: 16, changed: 0, visibilityChanged: 0, all: true });
  assert.match(vm.texts.order, /16/);
});

test('the causal mask hides the words after the focus: "the" sees only itself', async () => {
  const vm = await model({ causal: true, focus: 0 });
  const head = vm.heads[0];
  assert.deepEqual(head.rows.map((r) => r.text), ['the']);
  assert.equal(head.hiddenCount, 3);
  assert.equal(head.story[0].kind, 'causal');
});

test('the dot products are worked out where the step teaches them, and elsewhere on demand', async () => {
  const vm = await model({ step: 'softmax', detail: true, magnitude: 4 });
  const cat = vm.heads[0].rows[1];
  assert.deepEqual([cat.products, cat.dot, cat.score], [[1], 1, 4]);
  assert.equal((await model({ step: 'softmax' })).heads[0].rows[1].products, null, 'the softmax step, no "show the numbers"');
  assert.deepEqual((await model({ step: 'scores' })).heads[0].rows[1].products, [1], 'the scores step works them out');
});

test('explain: a vector’s top features, its plain reading, and a tie named in full', () => {
  assert.deepEqual(E.topFeatures([0.2, -1, 0.6], ['a', 'b', 'c'], 'en'), ['not b', 'c']);
  assert.deepEqual(E.looksFor([0, 0], ['a', 'b'], 'anything', false, 'en'), { text: E.IDLE, idle: true, generated: true });
  assert.equal(E.looksFor([1, 0], ['a', 'b'], 'an a', false, 'en').text, 'an a');
  assert.equal(E.looksFor([1, 0], ['a', 'b'], 'an a', true, 'en').text, 'a', 'an edited query reads from its numbers');
  const reading = E.blendReading([
    { text: 'cat', weight: 0.45, carries: 'a cat', nothing: false },
    { text: 'dog', weight: 0.45, carries: 'a dog', nothing: false },
    { text: 'the', weight: 0.1, carries: 'nothing useful', nothing: true },
  ], 'en');
  assert.equal(reading.kind, 'half');
  assert.equal(reading.text, 'half cat, half dog');
});
