// The views read numbers: the view model (web/js/model/compute.js) is plain
// data, worked out when it is built, with no function or getter in it for a
// view to call into the core while it draws. For every step of every built-in
// example and sentences of 30, 41 and 300 typed words, with the sink and the
// causal mask off and on. A long heatmap's rows (heatmap-rows.js, with the
// canvas's part): the focus row, and the rows its canvas last asked for
// (heatmapRows), computed by the view model in one call.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadCore } = require('./load-core.js');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
const { compute, heatmapRows } = require(path.join(webJs, 'model/compute.js'));
const S = require(path.join(webJs, 'state/state.js'));
const { STEP_IDS } = require(path.join(webJs, 'lesson/steps.js'));
const { loadScenario } = require(path.join(webJs, 'scenario/scenario.js'));
const { BUILT_IN_SCENARIOS } = require(path.join(webJs, 'data/all-scenarios.js'));
const { scenarioFromSentence } = require(path.join(webJs, 'sentence/own-sentence.js'));
require(path.join(webJs, 'lesson/explain-all.js')); // the whole playground's sentences
require(path.join(webJs, 'heatmap/heatmap-rows.js')); // a long heatmap's rows: they come with the canvas's part

const WORDS = 'The cat sat on the mat because it was tired . She went to the bank of the river and paid the cheque .'.split(' ');
const passage = (n) => Array.from({ length: n }, (_, i) => WORDS[i % WORDS.length]).join(' ');

// Where a value holds anything but numbers, strings, booleans, null, arrays
// (typed ones too) and plain objects: a function, a getter or setter, a class's object.
function notPlain(value, at, out, seen) {
  if (value === null || ['number', 'string', 'boolean', 'undefined'].includes(typeof value)) return out;
  if (typeof value === 'function') { out.push(`${at} is a function`); return out; }
  if (seen.has(value)) return out;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return out;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) { out.push(`${at} is a ${proto.constructor.name}`); return out; }
  for (const [key, d] of Object.entries(Object.getOwnPropertyDescriptors(value))) {
    if (key === 'length' && Array.isArray(value)) continue;
    if (d.get || d.set) out.push(`${at}.${key} is a getter`);
    else notPlain(d.value, `${at}.${key}`, out, seen);
  }
  return out;
}

async function scenarios() {
  const core = await loadCore();
  const out = Object.entries(BUILT_IN_SCENARIOS).map(([id, json]) => [id, loadScenario(json, core.tokenize)]);
  for (const n of [30, 41, 300]) out.push([`${n} typed words`, scenarioFromSentence(passage(n), core.tokenize)]);
  return out;
}

test('every view model is plain data: no function, getter or object of a class anywhere in it, for every step, example, sink and mask', async () => {
  const core = await loadCore();
  let checked = 0;
  for (const [id, scenario] of await scenarios()) {
    for (const step of STEP_IDS.concat(['all'])) {
      for (const [sink, causal] of [[false, false], [true, true]]) {
        const state = Object.assign(S.create(scenario), { step, causal, sink: { on: sink, score: 2 } });
        const vm = compute(core, scenario, state, { lang: 'en', shiftOpen: causal });
        assert.deepEqual(notPlain(vm, 'vm', [], new Set()), [], `${id}, step ${step}, sink ${sink}, causal ${causal}`);
        checked++;
      }
    }
  }
  assert.ok(checked >= 200, `${checked} view models`);
});

test('the card “Only the differences count”, once opened, holds its four options and the pair 1000 / 999 worked out; closed, none', async () => {
  const core = await loadCore();
  const scenario = loadScenario(require('../fixtures/toy-scenario.json'), core.tokenize);
  const state = Object.assign(S.create(scenario), { step: 'softmax', magnitude: 3 });
  const closed = compute(core, scenario, state, { lang: 'en' });
  assert.deepEqual([closed.shift.options, closed.shift.pair], [null, null]);
  const vm = compute(core, scenario, state, { lang: 'en', shiftOpen: true });
  assert.ok(Array.isArray(vm.shift.options));
  assert.deepEqual(vm.shift.options.map((o) => o.by), [0, 10, 100, 1000]);
  assert.deepEqual(vm.shift.options[3].rows.map((r) => r.shifted), [1000, 1003, 1000, 1000]);
  assert.deepEqual(vm.shift.pair.scores, [1000, 999]);
});

// The weights of a row as the core's attend() gives them for that query alone.
function attendRow(core, scenario, state, h, q) {
  const seen = state.causal ? q + 1 : scenario.tokens.length;
  const keys = state.order.slice(0, seen).map((i) => S.vector(scenario, state, h, i, 'key'));
  const query = S.vector(scenario, state, h, state.order[q], 'query');
  return core.attend({ query, keys, values: keys.map(() => []), scale: state.magnitude, sink: state.sink.on ? state.sink.score : null });
}

test('a heatmap of 40 tokens or fewer holds every row; a longer one the focus row, and the rows its canvas asks for in one call', async () => {
  const core = await loadCore();
  const short = scenarioFromSentence(passage(40), core.tokenize);
  const shortVm = compute(core, short, Object.assign(S.create(short), { step: 'all' }), { lang: 'en' });
  assert.equal(shortVm.heatmap.grid.length, shortVm.heatmap.tokenCount);
  assert.deepEqual(shortVm.heatmap.grid.filter((r) => !r), [], 'every row of a 40-token heatmap');

  const long = scenarioFromSentence(passage(300), core.tokenize);
  const state = Object.assign(S.create(long), { step: 'all', focus: 7, causal: true, sink: { on: true, score: 2 }, magnitude: 4 });
  const vm = compute(core, long, state, { lang: 'en' });
  const map = vm.heatmap;
  assert.equal(map.grid.length, 300);
  assert.ok(map.grid[7], 'the focus row');
  assert.equal(map.grid[200], null, 'a row nobody asked for is not computed');
  // The canvas scrolled to rows 200-230: the view model gives them, for the numbers of this view model only.
  const got = heatmapRows(core, long, state, map.key, 200, 230);
  assert.equal(got.first, 200);
  assert.equal(got.rows.length, 31);
  const expected = attendRow(core, long, state, vm.shownHead, 215);
  assert.equal(got.rows[15].seen, 216);
  got.rows[15].weights.slice(0, 216).forEach((w, k) => assert.ok(Math.abs(w - expected.weights[k]) < 1e-12, `weight ${k}`));
  assert.ok(Math.abs(got.rows[15].sink - expected.sinkWeight) < 1e-12);
  assert.equal(heatmapRows(core, long, Object.assign({}, state, { magnitude: 5 }), map.key, 200, 230), null,
    'rows of other numbers than the view model’s are not given');
  // The next drawing (a slider step) holds the rows asked for last, so the canvas asks nothing more.
  const next = compute(core, long, Object.assign({}, state, { magnitude: 5 }), { lang: 'en' });
  for (let r = 200; r <= 230; r++) assert.ok(next.heatmap.grid[r], `row ${r} in the next view model`);
  assert.notEqual(next.heatmap.key, map.key);
});
