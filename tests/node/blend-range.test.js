// A blend is a weighted average of the values (weights >= 0 that add up to at
// most 1), so it is finite whenever the values are: even next to the largest
// double, rounding in the running sum must not turn it into Infinity.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadCore } = require('./load-core');

const max = Number.MAX_VALUE;
const column = (n, x) => Array.from({ length: n }, () => [x]);

function assertNear(actual, expected, relative = 1e-14) {
  assert.ok(Number.isFinite(actual) && Math.abs(actual - expected) <= relative * Math.abs(expected),
    `expected ${expected}, got ${actual}`);
}

test('100 values of Number.MAX_VALUE with equal weights blend to Number.MAX_VALUE, not Infinity', async () => {
  const core = await loadCore();
  // Every score is 0: weights of 1/100; the average of equal values is the value.
  const up = core.attend({ query: [0], keys: column(100, 0), values: column(100, max) });
  assert.equal(up.weights[0], 0.01);
  assert.deepEqual(up.blended, [max]);
  const down = core.attend({ query: [0], keys: column(100, 0), values: column(100, -max) });
  assert.deepEqual(down.blended, [-max]);
});

test('a sink with score 0 among 100 scores of 0 leaves 100/101 of Number.MAX_VALUE', async () => {
  const core = await loadCore();
  const r = core.attend({ query: [0], keys: column(100, 0), values: column(100, max), sink: 0 });
  assertNear(r.sinkWeight, 1 / 101);
  assertNear(r.blended[0], max / 101 * 100);
});

test('attendAll blends Number.MAX_VALUE and -Number.MAX_VALUE over 100 tokens without overflow', async () => {
  const core = await loadCore();
  // Causal, every score 0: token i gives 1/(i+1) to each of tokens 0..i, all
  // of whose values are [MAX_VALUE, -MAX_VALUE].
  const values = Array.from({ length: 100 }, () => [max, -max]);
  const [h] = core.attendAll({ heads: [{ queries: column(100, 0), keys: column(100, 0), values }],
    causal: true, flat: true }).heads;
  for (let i = 0; i < 100; i++) {
    assertNear(h.blended[2 * i], max);
    assertNear(h.blended[2 * i + 1], -max);
  }
});
