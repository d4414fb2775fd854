// What each step should show, worked out here by hand from the example's own
// file (web/scenarios/<id>.json) and the state the widget says it shows
// (stateDetail: focus, head, magnitude, sink): dot products, softmax in
// plain JavaScript, the blended value, and the rounding rule of
// tests/browser/helpers.js. Nothing here asks the page or the core's attention.
// The learned step's numbers come from the training module's Node build:
// the same task, seed and steps give the very same weights in every engine.
'use strict';
const path = require('node:path');
const H = require('../browser/helpers.js');

const scenarios = new Map();
// The example as the widget reads it (the scenario format's own loader, with
// the core's tokenizer): its tokens and, per head, every token's query, key and value.
async function example(id) {
  if (!scenarios.has(id)) {
    const { loadScenario } = await H.webModule('scenario/scenario.js');
    const core = await H.core();
    scenarios.set(id, loadScenario(H.scenarioJson(id), core.tokenize));
  }
  return scenarios.get(id);
}

function dot(a, b) { return a.reduce((sum, x, i) => sum + x * b[i], 0); }

function softmax(scores) {
  const top = Math.max(...scores);
  const e = scores.map((s) => Math.exp(s - top));
  const total = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / total);
}

// One row of attention: the focus's query (or `query`) against every key,
// times the magnitude, and the sink's fixed score (not multiplied) last.
function attention(scenario, { head, focus, magnitude, sink, query }) {
  const h = scenario.heads.findIndex((x) => x.id === head);
  if (h < 0) throw new Error(`the example has no head "${head}"`);
  const q = query || scenario.heads[h].queries[focus];
  const dots = scenario.heads[h].keys.map((k) => dot(q, k));
  const all = softmax(dots.map((d) => magnitude * d).concat(sink && sink.on ? [sink.score] : []));
  const weights = all.slice(0, dots.length);
  const blended = scenario.valueFeatures.map((_, f) => weights.reduce((s, w, j) => s + w * scenario.heads[h].values[j][f], 0));
  return { dots, weights, sinkWeight: sink && sink.on ? all[dots.length] : null, blended };
}

// The bars a learner should see for a row (aria-valuenow, 0-100): the words, then the sink.
function meters(row) {
  return H.expectedPercents(row.weights.concat(row.sinkWeight === null ? [] : [row.sinkWeight])).map((x) => x.meter);
}

// A number as printed, against the exact one: equal to the decimals printed.
function printedAs(text, exact) {
  const decimals = (String(text).split('.')[1] || '').length;
  return Math.abs(Number(text) - exact) <= 0.5 * 10 ** -decimals + 1e-12;
}

let training = null;
// The learned step's sentence read after `steps` steps from `seed` (the training module's Node build, as the
// page's card does it: the head the gate at step 0 shows), the row of "it" as its bars' aria-valuenow give it.
async function learned(seed, steps) {
  if (!training) training = require(path.join(H.dist, 'attention-training.cjs'))();
  const T = await training;
  const run = await T.start({ language: 'en', seed });
  const gate = await run.gate();
  await run.step(steps);
  const reading = await run.read('the dog sat on the mat because it');
  await run.dispose();
  const row = reading.layers[gate.layer].heads[gate.head].weights[7];
  return H.expectedPercents(row).map((x) => x.meter);
}

module.exports = { example, dot, softmax, attention, meters, printedAs, learned, expectedPercents: H.expectedPercents };
