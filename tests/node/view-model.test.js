// The view model (web/js/model/compute.js) and its sentences (web/js/lesson/explain.js) in
// Node, with the real core: what every view draws, worked out by hand for a
// four-word toy (tests/fixtures/toy-scenario.json): "the cat saw it", one feature "noun"; "it"
// looks for a noun and only "cat" advertises one, so at magnitude m "cat"
// gets e^m / (e^m + 3) and each other word 1 / (e^m + 3).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadCore } = require('./load-core.js');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
const { compute } = require(path.join(webJs, 'model/compute.js'));
const E = require(path.join(webJs, 'lesson/explain.js'));
const S = require(path.join(webJs, 'state/state.js'));
const { loadScenario } = require(path.join(webJs, 'scenario/scenario.js'));
const { roundRow } = require(path.join(webJs, 'lib/shares.js'));

const TOY = require('../fixtures/toy-scenario.json');

async function model(patch, json = TOY, options = {}) {
  const core = await loadCore();
  const scenario = loadScenario(json, core.tokenize);
  // Every part of the widget: step "all" (a chapter step shows only its own parts).
  const state = Object.assign(S.create(scenario), { step: 'all' }, patch);
  return compute(core, scenario, state, Object.assign({ lang: 'en' }, options));
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

test('the sink step’s “sang”: the sink’s 0.3 % is told once; the rest, four words at 1/(e^9+e^3+4) = 0.012 % each, get < 0.1 %', async () => {
  const json = require('../../web/scenarios/sink.json');
  const vm = await model({ focus: 1 }, json, {});
  const story = vm.heads[0].story.map((s) => s.text);
  // "here" 9, the sink 3, Birds, sang, then and left 0: e^9/(e^9+e^3+4) = 99.7 %, e^3/(…) = 0.25 % → 0.3 %.
  assert.equal(story[0], '“here” matches, and easily beats the sink (score 9 against the sink’s 3): 99.7% against 0.3%.');
  assert.equal(story[1], 'The rest still get < 0.1% between them: softmax never gives exactly 0, so a little attention always leaks.');
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
  assert.deepEqual(vm.order, { shuffled: true, unchanged: 16, changed: 0, visibilityChanged: 0, all: true,
    swapped: false, sentence: 'it cat the saw' });
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
  // b (-1) and c (0.6) stand out (at least half the biggest, 1); a (0.2) does not. What it has not comes last.
  assert.equal(E.featureText([0.2, -1, 0.6], ['a', 'b', 'c'], 'en'), 'c, but not b');
  assert.equal(E.featureText([-1, 0.9, 0.8], ['pos 1', 'pos 7', 'pos 8'], 'en'), 'pos 7 and pos 8, but not pos 1',
    'never “not pos 1, pos 7 and pos 8”');
  assert.equal(E.featureText([-1, -0.9, 0], ['fox', 'dog', 'bird'], 'en'), 'anything but fox and dog');
  assert.equal(E.featureText([0, 0, 0], ['a', 'b', 'c'], 'en'), '');
  assert.deepEqual(E.looksFor([0, 0], ['a', 'b'], 'anything', false, 'en'), { text: 'nothing in particular — this token is not asking anything in this head', idle: true, generated: true });
  assert.equal(E.looksFor([1, 0], ['a', 'b'], 'an a', false, 'en').text, 'an a');
  assert.equal(E.looksFor([1, 0], ['a', 'b'], 'an a', true, 'en').text, 'a', 'an edited query reads from its numbers');
  const contributions = (list) => {
    const shares = roundRow(list.map((c) => c.weight));
    return list.map((c, i) => Object.assign({ share: shares[i] }, c));
  };
  const reading = E.blendReading(contributions([
    { text: 'cat', weight: 0.45, carries: 'a cat', nothing: false },
    { text: 'dog', weight: 0.45, carries: 'a dog', nothing: false },
    { text: 'the', weight: 0.1, carries: 'nothing useful', nothing: true },
  ]), 'en');
  assert.equal(reading.kind, 'half');
  assert.equal(reading.text, 'half “cat”, half “dog”', 'words are quoted: the bars name value features');
  // A tie among little contributors names them all (the blend example: cat and dog 12.5 % each).
  const little = E.blendReading(contributions([
    { text: 'cat', weight: 0.125, carries: 'a cat', nothing: false },
    { text: 'dog', weight: 0.125, carries: 'a dog', nothing: false },
    { text: 'the', weight: 0.75, carries: 'nothing useful', nothing: true },
  ]), 'en');
  assert.equal(little.text, 'a little from “cat” (12.5%) and “dog” (12.5%), the rest nothing useful');
  // Three of a third each is a mix, not "half and half".
  const thirds = E.blendReading(contributions([1, 2, 3].map((i) => ({ text: 'w' + i, weight: 1 / 3, carries: 'w' + i, nothing: false }))), 'en');
  assert.equal(thirds.kind, 'mix');
  assert.equal(thirds.text, 'a mix: “w1” (33.4%), “w2” (33.3%) and “w3” (33.3%)');
});

test('the word-order example swaps “dog” and “cat” in one tap: “the cat chased the dog”, all 25 scores unchanged', async () => {
  const json = require('../../web/scenarios/word-order.json');
  assert.deepEqual(json.swap, [1, 4]);
  const plain = await model({}, json);
  assert.deepEqual(plain.scenario.swap.map((w) => w.text), ['dog', 'cat']);
  assert.equal(plain.order.shuffled, false);
  // Positions 1 and 4 exchanged: the sentence reads "the cat chased the dog".
  const vm = await model({ order: [0, 4, 2, 3, 1] }, json);
  assert.equal(vm.order.swapped, true);
  assert.equal(vm.order.unchanged, 25, 'every pair of the five words');
  assert.equal(vm.order.changed, 0);
  assert.equal(vm.texts.order, 'Now it reads “the cat chased the dog”, and all 25 match scores (every head, every pair of words) ' +
    'are unchanged: on its own, attention cannot tell the two sentences apart.');
  // "chased" (the focus) scores both animals 9 in either order: e^9 / (2e^9 + 3) each.
  const byWord = (m) => Object.fromEntries(m.heads[0].rows.map((r) => [r.index, [r.score, r.weight]]));
  assert.deepEqual(byWord(vm), byWord(plain));
  near(vm.heads[0].rows.find((r) => r.text === 'dog').weight, Math.exp(9) / (2 * Math.exp(9) + 3), 'chased → dog');
  // Any other order is a shuffle, not the swap.
  assert.equal((await model({ order: [4, 3, 2, 1, 0] }, json)).order.swapped, false);
});

test('a scenario’s swap must name two different words', async () => {
  const core = await loadCore();
  const json = require('../../web/scenarios/word-order.json');
  for (const swap of [[1, 1], [1], [0, 9], ['dog', 'cat']]) {
    assert.throws(() => loadScenario(Object.assign({}, json, { swap }), core.tokenize),
      /^Error: swap: must be two different token indices from 0 to 4, e\.g\. \[1, 4\]/);
  }
});

test('only the differences count: every score of “it” moved up by 10, 100 or 1000 gives the table’s percentages; 1000 and 999 split 73.1 % / 26.9 %', async () => {
  const vm = await model({ magnitude: 3 }, TOY, { shiftOpen: true }); // the learner opened the card
  const head = vm.heads[0];
  assert.deepEqual(vm.shift.options.map((o) => o.by), [0, 10, 100, 1000]);
  for (const option of vm.shift.options) {
    assert.deepEqual(option.rows.map((r) => r.shifted), [0, 3, 0, 0].map((x) => x + option.by));
    // softmax([3 + b, b, b, b]) = softmax([3, 0, 0, 0]): e³ / (e³ + 3) for "cat", whatever b is.
    near(option.rows[1].weight, Math.exp(3) / (Math.exp(3) + 3), `cat at +${option.by}`);
    assert.equal(option.same, true, `+${option.by}: the shares read as the table's`);
    assert.deepEqual(option.rows.map((r) => r.share.units), head.rows.map((r) => r.share.units));
  }
  // The chapter-sized pair: e^1000 overflows, but softmax subtracts the biggest score first.
  // softmax([1000, 999]) = [1, e^-1] / (1 + e^-1) = [0.7311, 0.2689].
  assert.deepEqual(vm.shift.pair.shares.map((s) => s.units), [731, 269]);
  // With the sink on it moves with the words: its fixed score 2 becomes 1002 at +1000.
  const withSink = await model({ magnitude: 3, sink: { on: true, score: 2 } }, TOY, { shiftOpen: true });
  assert.equal(withSink.shift.options[3].sink.shifted, 1002);
  assert.equal(withSink.shift.options[3].same, true);
  // Before softmax is taught, there is no such card.
  assert.equal((await model({ step: 'scores' })).shift, null);
});

test('the magnitude as length: at 9 the query of “it” and the key of “cat” are stretched to 3 each, and their dot product is the score, 9', async () => {
  const vm = await model({ magnitude: 9 });
  // Both vectors are (noun 1), length 1; stretched by √9 = 3; they point the same way (fit 1): 3 × 3 × 1 = 9.
  assert.deepEqual(vm.stretch, { word: 'cat', index: 1, query: 3, key: 3, fit: 1, score: 9, longest: Math.sqrt(10) });
  assert.equal(vm.stretch.score, vm.heads[0].rows[1].score, 'the score in the table');
  const small = await model({ magnitude: 4 });
  assert.equal(small.stretch.query, 2);
  assert.equal(small.stretch.score, 4);
  // A word that asks nothing has no query to stretch.
  assert.equal((await model({ focus: 0 })).stretch, null);
});

test('the magnitude as length in the moon example: the query of “sky” and the key of “Mars” (dot product 1), 2 long each at magnitude 4, make the score 4', async () => {
  const json = require('../../web/scenarios/moon.json');
  const vm = await model({ magnitude: 4 }, json);
  // The best key for the focus is Mars's (dot product 1), stretched with the query by √4 = 2.
  assert.equal(vm.stretch.word, 'Mars');
  assert.deepEqual([vm.stretch.query, vm.stretch.key, vm.stretch.fit], [2, 2, 1]);
  near(vm.stretch.query * vm.stretch.key * vm.stretch.fit, vm.stretch.score, 'length × length × fit = the score');
  assert.equal(vm.stretch.score, 4);
});

test('a drawing asks the core once: the heads, their dot products and the shuffled sentence\'s order check in one attendAll call', async () => {
  const core = await loadCore();
  const calls = [];
  const counting = Object.fromEntries(Object.keys(core).map((key) => [key,
    typeof core[key] === 'function' ? (...args) => { calls.push(key); return core[key](...args); } : core[key]]));
  const scenario = loadScenario(require('../../web/scenarios/heads.json'), core.tokenize);
  const state = Object.assign(S.create(scenario), { step: 'all', detail: true, order: [5, 4, 3, 2, 1, 0] });
  const vm = compute(counting, scenario, state, { lang: 'en' });
  assert.deepEqual(calls, ['attendAll']);
  assert.equal(vm.order.shuffled, true);
  assert.equal(vm.order.changed, 0, 'the same scores in another order');
  // The dot products are the focus query times each key, as score() gives them.
  const head = vm.heads[vm.shownHead];
  const focusQuery = S.vector(scenario, state, vm.shownHead, state.focus, 'query');
  for (const row of head.rows) {
    assert.equal(row.dot, core.score(focusQuery, S.vector(scenario, state, vm.shownHead, row.index, 'key')), row.text);
  }
});
