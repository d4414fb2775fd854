// The chapter's steps (web/js/lesson/steps.js) with the real core: each step shows
// what its section has taught and nothing later, its numbers leave out what
// the chapter has not introduced yet, and its "Try this" is done only once the
// learner has done it. The toy (tests/fixtures/toy-scenario.json): "the cat
// saw it", "it" looks for a noun and only "cat" advertises one.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadCore } = require('./load-core.js');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
const { compute } = require(path.join(webJs, 'model/compute.js'));
const S = require(path.join(webJs, 'state/state.js'));
const St = require(path.join(webJs, 'lesson/steps.js'));
const { loadScenario } = require(path.join(webJs, 'scenario/scenario.js'));

const TOY = require('../fixtures/toy-scenario.json');

async function model(patch) {
  const core = await loadCore();
  const scenario = loadScenario(TOY, core.tokenize);
  return compute(core, scenario, Object.assign(S.create(scenario), patch), { lang: 'en' });
}

test('the steps follow the chapter’s sections, in its order', () => {
  assert.deepEqual(St.STEP_IDS, ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order']);
  assert.equal(St.isStep('all'), true);
  assert.equal(St.isStep('later'), false);
});

test('a step shows its own part and none from a later section', () => {
  assert.equal(St.shows('needs', 'needs'), true);
  assert.equal(St.shows('needs', 'table'), false);
  assert.equal(St.shows('scores', 'numbers'), true);
  assert.equal(St.shows('scores', 'softmax'), false, 'percentages come after the scores');
  assert.equal(St.shows('softmax', 'sink'), false, 'the sink comes after softmax');
  assert.equal(St.shows('sink', 'values'), false);
  assert.equal(St.shows('values', 'heads'), false);
  assert.equal(St.shows('heads', 'order'), false);
  assert.equal(St.shows('order', 'explore'), false, 'the heatmap and the rest are for explorers');
  // "all" is the explorer's view: the two opening steps' plain cards give way
  // to the focus card, and the numbers are on demand.
  for (const part of St.PARTS) assert.equal(St.shows('all', part), !['needs', 'search', 'numbers'].includes(part), part);
});

test('a lesson’s hide= takes a part away even in its own step', () => {
  assert.equal(St.shownParts('softmax', []).softmax, true);
  assert.equal(St.shownParts('softmax', ['softmax']).softmax, false);
});

test('before the sink step the sink takes no attention, even when the state has it on: 1/(e+3) each, e/(e+3) for cat', async () => {
  const e = Math.E;
  const before = await model({ step: 'softmax', sink: { on: true, score: 3 } });
  assert.equal(before.heads[0].sink, null);
  assert.ok(Math.abs(before.heads[0].rows[1].weight - e / (e + 3)) < 1e-12);
  const at = await model({ step: 'sink', sink: { on: true, score: 3 } });
  assert.ok(Math.abs(at.heads[0].sink.weight - Math.exp(3) / (e + Math.exp(3) + 3)) < 1e-12);
});

test('the view state keeps every setting of the state: the link still carries them for later steps', () => {
  const state = { step: 'needs', sink: { on: true, score: 2 }, heads: [0, 1], head: 1, causal: true };
  const view = St.viewState(state);
  assert.deepEqual([view.sink, view.heads, view.causal], [{ on: false, score: 2 }, [1], false]);
  assert.deepEqual(state.sink, { on: true, score: 2 }, 'unchanged');
  assert.equal(St.viewState(Object.assign({}, state, { step: 'all' })).causal, true);
});

test('each step opens on an example that shows its idea', () => {
  assert.equal(St.exampleFor('softmax'), 'magnitude');
  assert.equal(St.exampleFor('sink'), 'sink');
  assert.equal(St.exampleFor('heads'), 'heads');
  assert.equal(St.exampleFor('order'), 'word-order');
  assert.equal(St.fits('heads', { heads: [{}] }), false, 'one head cannot show several');
  assert.equal(St.fits('heads', { heads: [{}, {}] }), true);
});

test('the softmax task is done once the best match gets more than 90 %: cat needs magnitude ln(27) ≈ 3.3', async () => {
  const start = await model({ step: 'softmax' });
  assert.equal(St.taskDone('softmax', start, start), false, 'at magnitude 1 cat has 47.5 %');
  assert.equal(St.taskDone('softmax', await model({ step: 'softmax', magnitude: 3 }), start), false, 'e^3/(e^3+3) = 87 %');
  assert.equal(St.taskDone('softmax', await model({ step: 'softmax', magnitude: 3.5 }), start), true, 'e^3.5/(e^3.5+3) = 91 %');
});

test('a task that already holds when the step opens is not done: the learner has to do it', async () => {
  const start = await model({ step: 'softmax', magnitude: 9 });
  assert.equal(St.taskDone('softmax', start, start), false);
});

test('the order task is done by shuffling, since no score changes', async () => {
  const start = await model({ step: 'order' });
  assert.equal(St.taskDone('order', await model({ step: 'order', order: [3, 1, 0, 2] }), start), true);
});

test('a task whose control the lesson hides is not shown', () => {
  assert.equal(St.taskShown('softmax', ['magnitude']), false);
  assert.equal(St.taskShown('softmax', ['sink']), true);
});
