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

// The training module reads what its model's context holds: a text of a million words is refused before it is
// read (its words split, nothing allocated for them), and the run goes on.
test('the training module refuses a text longer than its model reads, saying how long, and trains after', async () => {
  const training = await loadTraining();
  const run = await training.start({ seed: 2 });
  await assert.rejects(run.read(Array(1000000).fill('dog').join(' ')), { message: 'the text has 1000000 words; the model reads at most 32' });
  await assert.rejects(run.match(Array(33).fill('dog').join(' '), 0), { message: 'the text has 33 words; the model reads at most 32' });
  assert.equal((await run.step(1)).step, 1);
  await run.dispose();
});
