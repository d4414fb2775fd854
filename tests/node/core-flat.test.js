// attendAll({ flat: true }): the same numbers as the nested output, as fresh
// row-major Float64Arrays that stay valid whatever the core does next.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadCore } = require('./load-core');

const two = { queries: [[1], [0]], keys: [[1], [1]], values: [[1, 0], [0, 1]] };

test('flat: true gives row-major Float64Arrays and the sizes', async () => {
  const core = await loadCore();
  const [h] = core.attendAll({ heads: [two], causal: true, flat: true }).heads;
  assert.equal(h.tokens, 2);
  assert.equal(h.valueWidth, 2);
  for (const field of ['scores', 'weights', 'sinkWeights', 'blended']) assert.ok(h[field] instanceof Float64Array, field);
  // token 0 sees itself only; token 1 scores 0 against both keys: half each.
  assert.deepEqual(Array.from(h.scores), [1, -Infinity, 0, 0]);
  assert.deepEqual(Array.from(h.weights), [1, 0, 0.5, 0.5]);
  assert.deepEqual(Array.from(h.sinkWeights), [0, 0]);
  assert.deepEqual(Array.from(h.blended), [1, 0, 0.5, 0.5]);
});

test('flat and nested outputs hold the same numbers, head by head', async () => {
  const core = await loadCore();
  let seed = 3;
  const next = () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647 * 2 - 1; };
  const matrix = (rows, cols) => Array.from({ length: rows }, () => Array.from({ length: cols }, next));
  const heads = [
    { queries: matrix(7, 3), keys: matrix(7, 3), values: matrix(7, 5) },
    { queries: matrix(7, 2), keys: matrix(7, 2), values: matrix(7, 1) },
  ];
  const input = { heads, scale: 0.7, sink: 0.25, causal: true };
  const nested = core.attendAll(input).heads;
  const flat = core.attendAll({ ...input, flat: true }).heads;
  nested.forEach((n, h) => {
    const f = flat[h];
    assert.equal(f.tokens, 7);
    assert.equal(f.valueWidth, heads[h].values[0].length);
    assert.deepEqual(Array.from(f.scores), n.scores.flat());
    assert.deepEqual(Array.from(f.weights), n.weights.flat());
    assert.deepEqual(Array.from(f.sinkWeights), n.sinkWeights);
    assert.deepEqual(Array.from(f.blended), n.blended.flat());
  });
});

test('flat results are copies: later calls, even ones that grow wasm memory, leave them alone', async () => {
  const core = await loadCore();
  const [first] = core.attendAll({ heads: [two], flat: true }).heads;
  assert.notEqual(first.weights.buffer.byteLength, core.diagnostics.wasmMemoryBytes());
  const before = Array.from(first.weights);
  const n = 300;
  const big = Array.from({ length: n }, (_, i) => [Math.sin(i), Math.cos(i)]);
  core.attendAll({ heads: [{ queries: big, keys: big, values: big }], flat: true });
  assert.deepEqual(Array.from(first.weights), before);
  first.weights[0] = 42;
  const [again] = core.attendAll({ heads: [two], flat: true }).heads;
  assert.deepEqual(Array.from(again.weights), before);
});

test('flat must be true or false', async () => {
  const core = await loadCore();
  assert.throws(() => core.attendAll({ heads: [two], flat: 'yes' }),
    { message: 'flat must be true or false (got a string)' });
  assert.throws(() => core.attendAll({ heads: [two], flt: true }),
    { message: 'attendAll: unknown field "flt" (did you mean "flat"?)' });
});

test('repeated flat calls keep wasm memory and emval handles flat', async () => {
  const core = await loadCore();
  const rows = Array.from({ length: 64 }, (_, i) => new Float64Array([i / 64, 1 - i / 64, 0.5]));
  const input = { heads: [{ queries: rows, keys: rows, values: rows }], causal: true, flat: true };
  for (let i = 0; i < 20; i++) core.attendAll(input);
  const memory = core.diagnostics.wasmMemoryBytes();
  const handles = core.diagnostics.emvalHandleCount();
  for (let i = 0; i < 2000; i++) core.attendAll(input);
  assert.equal(core.diagnostics.wasmMemoryBytes(), memory);
  assert.equal(core.diagnostics.emvalHandleCount(), handles);
});
