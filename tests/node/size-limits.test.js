// Sizes past what a 32-bit wasm module can hold are refused before anything is
// allocated, with an Error naming the argument and the limit, and the module
// keeps working (docs/limits.md). Before, 65,536 tokens made 65536 × 65536 wrap
// to 0: the core wrote past its buffer and every later call failed.
// The limits, by hand: at most 2^26 = 67,108,864 scores in one call (8,192
// tokens for one head, 5,792 for two); at most 2^27 = 134,217,728 numbers in a
// result and 2^25 = 33,554,432 in one input.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadCore, loadTraining } = require('./load-core');

const emptyRows = (n) => Array.from({ length: n }, () => []);

test('attendAll of 65,536 tokens is refused with the limit, and the next call gives the right numbers', async () => {
  const core = await loadCore();
  const rows = emptyRows(65536);
  assert.throws(() => core.attendAll({ heads: [{ queries: rows, keys: rows, values: rows }], flat: true }), {
    name: 'Error',
    message: 'heads[0].queries has 65536 rows (tokens), which need 4294967296 scores per head; at most ' +
      '67108864 scores fit in one call (all heads together; limit: 8192 tokens for 1 head)',
  });
  // Scores [ln 3, 0]: weights [3/4, 1/4], blended 3/4 * 4 + 1/4 * 8 = 5.
  const r = core.attend({ query: [1, 0], keys: [[Math.log(3), 0], [0, 0]], values: [[4], [8]] });
  assert.ok(Math.abs(r.weights[0] - 0.75) < 1e-15 && Math.abs(r.blended[0] - 5) < 1e-14, JSON.stringify(r));
  const [h] = core.attendAll({ heads: [{ queries: [[1], [0]], keys: [[1], [1]], values: [[1, 0], [0, 1]] }],
    causal: true, flat: true }).heads;
  assert.deepEqual(Array.from(h.weights), [1, 0, 0.5, 0.5]);
});

test('four heads of 4,097 tokens are refused: four heads hold 4,096 at most', async () => {
  const core = await loadCore();
  const rows = emptyRows(4097);
  const head = { queries: rows, keys: rows, values: rows };
  assert.throws(() => core.attendAll({ heads: [head, head, head, head], flat: true }), {
    message: 'heads[0].queries has 4097 rows (tokens), which need 16785409 scores per head; at most ' +
      '67108864 scores fit in one call (all heads together; limit: 4096 tokens for 4 heads)',
  });
});

// A training state whose attention is easy to follow by hand: one head, every
// score 0 (zero query and key weights), every value 1 (one-hot embeddings
// times all-ones value weights), causal: token i gives 1/(i+1) to each token up
// to itself, and every blend is 1.
function plainState(training) {
  const state = training.start({ task: 'copy-previous', seed: 1, heads: 1, querySize: 1, valueSize: 1 });
  const head = state.params.heads[0];
  head.wQuery = head.wQuery.map(() => [0]);
  head.wKey = head.wKey.map(() => [0]);
  head.wValue = head.wValue.map(() => [1]);
  return state;
}

function oneHot(n, width) {
  return Array.from({ length: n }, (_, i) => Array.from({ length: width }, (_, f) => (f === i % width ? 1 : 0)));
}

test('training.forward of 65,536 tokens is refused before its rows are read, and forward works after', async () => {
  const training = await loadTraining();
  const state = plainState(training);
  const width = state.params.heads[0].wQuery.length;
  const row = oneHot(1, width)[0];
  assert.throws(() => training.forward(state, Array(65536).fill(row)), {
    name: 'Error',
    message: 'embeddings has 65536 rows (tokens), which need 4294967296 scores per head; at most ' +
      '67108864 scores fit in one call (all heads together; limit: 8192 tokens for 1 head)',
  });
  const f = training.forward(state, oneHot(3, width));
  assert.deepEqual(f.heads[0].weights[0], [1, 0, 0]);
  assert.deepEqual(f.heads[0].weights[1], [0.5, 0.5, 0]);
  f.heads[0].weights[2].forEach((w) => assert.ok(Math.abs(w - 1 / 3) < 1e-15, String(w)));
  f.heads[0].blended.forEach(([b]) => assert.ok(Math.abs(b - 1) < 1e-15, String(b)));
});

test('project refuses a 65,536 × 65,536 result (2^32 numbers) and a 65,536 × 65,536 input', async () => {
  const training = await loadTraining();
  // 65,536 rows sharing one array cost JavaScript almost nothing; the core
  // would have wrapped 65536 × 65536 to 0 and written past its buffer.
  const ones = Array(65536).fill(1);
  assert.throws(() => training.project({ embeddings: Array(65536).fill([1]), weights: [ones] }), {
    message: 'embeddings (65536 rows) times weights (65536 columns) would hold 4294967296 numbers; at most ' +
      '134217728 fit in one result (1 GiB of float64)',
  });
  assert.throws(() => training.project({ embeddings: Array(65536).fill(ones), weights: [[1]] }), {
    message: 'embeddings has 65536 rows of 65536 numbers (4294967296 in all); at most 33554432 numbers ' +
      'fit in one call\'s input (256 MiB of float64)',
  });
  // 1·1 + 2·1 = 3 and 1·2 + 2·0 = 2.
  assert.deepEqual(training.project({ embeddings: [[1, 2]], weights: [[1, 2], [1, 0]] }), [[3, 2]]);
});
