// The API reads each field and each row of its input once, and a getter that
// calls the core while its input is being read cannot disturb that call: both
// calls give their own right answers. (Before, every call packed its input
// into one shared staging array, so a getter calling core.attend inside
// core.attend overwrote the outer call's numbers, and each field's getter ran
// twice.)
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadCore } = require('./load-core');

// By hand: scores [ln 3, 0] give weights [3/4, 1/4] and a blend of
// 3/4 * 4 + 1/4 * 8 = 5; the inner call's equal scores give [1/2, 1/2] and 3.
const outer = () => ({ query: [1, 0], keys: [[Math.log(3), 0], [0, 0]], values: [[4], [8]] });
const inner = () => ({ query: [1], keys: [[0], [0]], values: [[2], [4]] });

function assertOuter(r) {
  assert.ok(Math.abs(r.weights[0] - 0.75) < 1e-15 && Math.abs(r.weights[1] - 0.25) < 1e-15, JSON.stringify(r));
  assert.ok(Math.abs(r.blended[0] - 5) < 1e-14, JSON.stringify(r));
}

function assertInner(r) {
  assert.deepEqual(r.weights, [0.5, 0.5]);
  assert.deepEqual(r.blended, [3]);
}

test('a keys getter that calls core.attend inside core.attend: both right, the getter read once', async () => {
  const core = await loadCore();
  const { keys, ...rest } = outer();
  const input = { ...rest };
  const innerResults = [];
  Object.defineProperty(input, 'keys', {
    enumerable: true,
    get() { innerResults.push(core.attend(inner())); return keys; },
  });
  assertOuter(core.attend(input));
  assert.equal(innerResults.length, 1, 'the keys getter ran once');
  assertInner(innerResults[0]);
});

test('a getter on a row of keys, and one on a number of the query, may call the core too', async () => {
  const core = await loadCore();
  const input = outer();
  const seen = [];
  const row = input.keys[1];
  Object.defineProperty(input.keys, 1, { get() { seen.push(core.attend(inner())); return row; } });
  Object.defineProperty(input.query, 1, { get() { seen.push(core.softmax([0, Math.log(3)])); return 0; } });
  assertOuter(core.attend(input));
  assert.equal(seen.length, 2, 'each getter ran once');
  assertInner(seen[1]);
  assert.ok(Math.abs(seen[0].weights[1] - 0.75) < 1e-15, JSON.stringify(seen[0]));
});

test('a heads getter that calls attendAll inside attendAll: both right', async () => {
  const core = await loadCore();
  // Outer (causal): token 0 sees itself; token 1 scores 0 against both keys.
  // Inner: one token, score 2 * 3 = 6, weight 1, blend 7.
  const heads = [{ queries: [[1], [0]], keys: [[1], [1]], values: [[1, 0], [0, 1]] }];
  let innerHead = null;
  const input = { causal: true, flat: true };
  Object.defineProperty(input, 'heads', {
    enumerable: true,
    get() {
      innerHead = core.attendAll({ heads: [{ queries: [[2]], keys: [[3]], values: [[7]] }], flat: true }).heads[0];
      return heads;
    },
  });
  const [h] = core.attendAll(input).heads;
  assert.deepEqual(Array.from(h.weights), [1, 0, 0.5, 0.5]);
  assert.deepEqual(Array.from(h.blended), [1, 0, 0.5, 0.5]);
  assert.deepEqual([Array.from(innerHead.scores), Array.from(innerHead.weights), Array.from(innerHead.blended)],
    [[6], [1], [7]]);
});

test('a getter whose inner call throws fails the outer call with that Error, and the core works after', async () => {
  const core = await loadCore();
  const input = outer();
  Object.defineProperty(input.values, 0, { get() { core.softmax([]); return [4]; } });
  assert.throws(() => core.attend(input), { message: 'nothing to attend to: no scores and no sink' });
  assertOuter(core.attend(outer()));
  assertInner(core.attend(inner()));
});
