// 100,000 calls, errors included, must leave the wasm memory, the JS heap and
// the emval handle count flat: nothing a caller does can leak.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadCore } = require('./load-core');

function callMix(core, i) {
  switch (i % 5) {
    case 0: return core.attend({ query: [1, 0, i % 3], keys: [[1, 0, 0], [0, 1, 1]], values: [[1], [2]], sink: 1 });
    case 1: return core.attendAll({ heads: [{ queries: [[1], [2]], keys: [[1], [0]], values: [[1, 2], [3, 4]] }], causal: true });
    case 2: return core.tokenize('The sky on Mars is red, isn\'t it?');
    case 3: try { core.attend({ query: [1], keys: [[NaN]], values: [[1]] }); } catch (e) { return e; } break;
    default: try { core.softmax([]); } catch (e) { return e; }
  }
  return null;
}

test('100,000 calls with errors leave wasm memory, JS heap and emval handles flat', async () => {
  const core = await loadCore();
  for (let i = 0; i < 5000; i++) callMix(core, i);  // warm up caches and the heap
  global.gc?.();
  const before = { wasm: core.diagnostics.wasmMemoryBytes(), handles: core.diagnostics.emvalHandleCount(),
    heap: process.memoryUsage().heapUsed };
  for (let i = 0; i < 100000; i++) callMix(core, i);
  global.gc?.();
  const after = { wasm: core.diagnostics.wasmMemoryBytes(), handles: core.diagnostics.emvalHandleCount(),
    heap: process.memoryUsage().heapUsed };
  assert.equal(after.wasm, before.wasm, 'wasm memory grew');
  assert.equal(after.handles, before.handles, 'emval handles leaked');
  // Without --expose-gc the heap is only roughly comparable; a leak of even
  // 100 bytes per call would show as 10 MB.
  assert.ok(after.heap - before.heap < 8 * 1024 * 1024,
    `JS heap grew by ${((after.heap - before.heap) / 1048576).toFixed(1)} MB`);
});
