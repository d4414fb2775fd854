// The public API of dist/attention-core.js with real values. Expected numbers
// are worked out by hand from softmax(s)_i = e^(s_i) / sum_j e^(s_j).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadCore } = require('./load-core');

function assertClose(actual, expected, tolerance = 1e-6) {
  assert.ok(Math.abs(actual - expected) <= tolerance, `expected ${expected}, got ${actual}`);
}

function assertAllClose(actual, expected, tolerance = 1e-6) {
  assert.equal(actual.length, expected.length);
  expected.forEach((e, i) => assertClose(actual[i], e, tolerance));
}

test('createAttentionCore resolves to plain functions and nothing that needs .delete()', async () => {
  const core = await loadCore();
  assert.deepEqual(Object.keys(core).sort(),
    ['attend', 'attendAll', 'diagnostics', 'score', 'softmax', 'tokenize']);
  assert.ok(Object.isFrozen(core));
});

test('tokenize splits words, numbers and punctuation the way a learner reads them', async () => {
  const core = await loadCore();
  assert.deepEqual(core.tokenize("Mars's sky didn't look well-known: 3.14, 1,000!"),
    ["Mars's", 'sky', "didn't", 'look', 'well-known', ':', '3.14', ',', '1,000', '!']);
  assert.deepEqual(core.tokenize('  café 東京 👨‍👩‍👧 '), ['café', '東', '京', '👨‍👩‍👧']);
  assert.deepEqual(core.tokenize(''), []);
});

test('score is the dot product of a query and a key', async () => {
  const core = await loadCore();
  assert.equal(core.score([1, 2, 3], [4, -5, 6]), 12);
  assert.equal(core.score(new Float64Array([0.5, 2]), [2, 0.25]), 1.5);
});

test('softmax of [3,0,0,0] gives 87% to the first score', async () => {
  const core = await loadCore();
  const { weights, sinkWeight } = core.softmax([3, 0, 0, 0]);
  assertAllClose(weights, [0.870049, 0.043317, 0.043317, 0.043317]);
  assert.equal(sinkWeight, 0);
});

test('softmax is stable for huge scores and masks -Infinity exactly', async () => {
  const core = await loadCore();
  assertAllClose(core.softmax([1000, 999]).weights, [0.731059, 0.268941]);
  assert.deepEqual(core.softmax([1e308, 1e308]).weights, [0.5, 0.5]);
  assert.deepEqual(core.softmax([2, -Infinity, 2]).weights, [0.5, 0, 0.5]);
});

test('softmax reports the sink weight apart, and everything sums to 1', async () => {
  const core = await loadCore();
  const { weights, sinkWeight } = core.softmax([0, 0], 0);
  assertAllClose(weights, [1 / 3, 1 / 3], 1e-15);
  assertClose(sinkWeight, 1 / 3, 1e-15);
  const many = core.softmax(Array.from({ length: 500 }, (_, i) => Math.sin(i) * 20), 3);
  const total = many.weights.reduce((a, b) => a + b, 0) + many.sinkWeight;
  assertClose(total, 1, 1e-12);
  assert.deepEqual(core.softmax([], 1), { weights: [], sinkWeight: 1 });
});

test('attend scales the scores, takes the softmax and blends the values', async () => {
  const core = await loadCore();
  const r = core.attend({ query: [1, 0], keys: [[1, 0], [0, 1]], values: [[10, 0], [0, 10]], scale: 3 });
  assert.deepEqual(r.scores, [3, 0]);
  // e^3 / (e^3 + 1) = 0.952574
  assertAllClose(r.weights, [0.952574, 0.047426]);
  assertAllClose(r.blended, [9.52574, 0.47426], 1e-5);
  assert.equal(r.sinkWeight, 0);
});

test('attend uses scale 1 and no sink by default', async () => {
  const core = await loadCore();
  const r = core.attend({ query: [1, 0], keys: [[1, 0], [0, 1]], values: [[10, 0], [0, 10]] });
  assert.deepEqual(r.scores, [1, 0]);
  assertAllClose(r.weights, [0.731059, 0.268941]);
});

test('when nothing matches, the sink absorbs attention; a real match beats it', async () => {
  const core = await loadCore();
  const keys = [[1, 0], [0, 1], [0, 0]];
  const values = [[1, 0], [0, 1], [0, 0]];
  // query matches nothing: scores all 0, sink 2 -> e^2 / (e^2 + 3) = 0.711235
  const idle = core.attend({ query: [0, 0], keys, values, scale: 9, sink: 2 });
  assertClose(idle.sinkWeight, 0.711235);
  // query matches key 0: score 9 vs sink 2 -> e^9 / (e^9 + e^2 + 2) = 0.998843
  const match = core.attend({ query: [1, 0], keys, values, scale: 9, sink: 2 });
  assertClose(match.weights[0], 0.998843);
  assert.ok(match.sinkWeight < 0.001);
});

test('attend accepts Float64Arrays as rows and as the query', async () => {
  const core = await loadCore();
  const r = core.attend({ query: new Float64Array([1]), keys: [new Float64Array([1]), [0]],
    values: [[2], new Float64Array([4])] });
  // weights [e/(e+1), 1/(e+1)]; blended = 2 * 0.731059 + 4 * 0.268941 = 2.537883
  assertClose(r.blended[0], 2.537883);
});

test('attendAll gives one score and weight matrix per head, row = query token', async () => {
  const core = await loadCore();
  const head = { queries: [[1], [0], [2]], keys: [[1], [1], [0]], values: [[1, 0], [0, 1], [1, 1]] };
  const { heads } = core.attendAll({ heads: [head] });
  assert.equal(heads.length, 1);
  assert.deepEqual(heads[0].scores, [[1, 1, 0], [0, 0, 0], [2, 2, 0]]);
  // row 0: e / (2e + 1) = 0.422319 and 1 / (2e + 1) = 0.155362
  assertAllClose(heads[0].weights[0], [0.422319, 0.422319, 0.155362]);
  assertAllClose(heads[0].weights[1], [1 / 3, 1 / 3, 1 / 3]);
  assertAllClose(heads[0].blended[0], [0.577681, 0.577681]);
  assert.deepEqual(heads[0].sinkWeights, [0, 0, 0]);
});

test('attendAll with causal lets token i see tokens 0..i only', async () => {
  const core = await loadCore();
  const head = { queries: [[1], [0], [2]], keys: [[1], [1], [0]], values: [[1, 0], [0, 1], [1, 1]] };
  const [h] = core.attendAll({ heads: [head], causal: true }).heads;
  assert.deepEqual(h.scores[0], [1, -Infinity, -Infinity]);
  assert.deepEqual(h.weights[0], [1, 0, 0]);
  assert.deepEqual(h.weights[1], [0.5, 0.5, 0]);
  assert.deepEqual(h.blended[1], [0.5, 0.5]);
});

test('attendAll runs several heads with their own widths, scale and sink', async () => {
  const core = await loadCore();
  const who = { queries: [[1, 0], [0, 0]], keys: [[1, 0], [0, 1]], values: [[1], [0]] };
  const where = { queries: [[0], [1]], keys: [[1], [0]], values: [[0, 1, 0], [1, 0, 0]] };
  const { heads } = core.attendAll({ heads: [who, where], scale: 2, sink: 0 });
  assert.equal(heads.length, 2);
  // head 0, row 0: scores [2, 0], sink 0 -> e^2 / (e^2 + 2) = 0.786986
  assertClose(heads[0].weights[0][0], 0.786986);
  assertClose(heads[0].sinkWeights[0], 1 / (Math.E ** 2 + 2));
  // head 1, row 1: scores [2, 0], sink 0 -> same split, blended = 0.786986 * (0, 1, 0) + ...
  assertAllClose(heads[1].blended[1], [0.106507, 0.786986, 0]);
});

test('swapping word order only moves rows and columns: every match score is unchanged', async () => {
  const core = await loadCore();
  // "dog chased cat" vs "cat chased dog" with the same vectors per word
  const vectors = { dog: [1, 0], chased: [0, 1], cat: [1, 1] };
  const run = (words) => core.attendAll({ heads: [{
    queries: words.map((w) => vectors[w]), keys: words.map((w) => vectors[w]),
    values: words.map((w) => vectors[w]) }] }).heads[0];
  const a = run(['dog', 'chased', 'cat']);
  const b = run(['cat', 'chased', 'dog']);
  const moved = [2, 1, 0];
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) assert.equal(b.scores[moved[i]][moved[j]], a.scores[i][j]);
  }
});

test('attendAll takes a scale per head: at scale 1 the scores are the dot products, the other heads keep the call\'s', async () => {
  const core = await loadCore();
  // Two tokens; queries [1, 2] and [0, 1], keys [3, 0] and [1, 1].
  const head = { queries: [[1, 2], [0, 1]], keys: [[3, 0], [1, 1]], values: [[1], [0]] };
  const both = core.attendAll({ heads: [head, Object.assign({ scale: 1 }, head)], scale: 4 }).heads;
  assert.deepEqual(both[0].scores, [[12, 12], [0, 4]], 'scale 4: 4 × (1·3 + 2·0), 4 × (1·1 + 2·1), …');
  assert.deepEqual(both[1].scores, [[3, 3], [0, 1]], 'scale 1: the dot products');
  const alone = core.attendAll({ heads: [head], scale: 1 }).heads[0];
  assert.deepEqual(both[1].weights, alone.weights);
  assert.throws(() => core.attendAll({ heads: [Object.assign({ scale: -1 }, head)] }), /heads\[0\]\.scale/);
  assert.throws(() => core.attendAll({ heads: [Object.assign({ scale: '2' }, head)] }),
    { name: 'TypeError', message: 'heads[0].scale must be a number (got a string)' });
  assert.deepEqual(core.attendAll({ heads: [head], scale: 4 }).heads[0].scores, both[0].scores, 'the core works after');
});

test('a typed array whose class lies about its length is read for its real length, never past it', async () => {
  const core = await loadCore();
  class Lying extends Float64Array { get length() { return 3; } }
  core.softmax([7, 8, 9]);
  // One score: all of the attention, whatever the previous call left behind.
  assert.deepEqual(Array.from(core.softmax(new Lying([1])).weights), [1]);
  const q = new Lying([1, 0]);
  assert.equal(core.score(q, new Float64Array([2, 3])), 2);
});
