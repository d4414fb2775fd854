// When memory runs out the caller gets a real Error that says so, and the
// module keeps working: inputs too large to ever fit are refused before any
// copy (docs/limits.md), and an allocation that fails inside the core (a host
// may give wasm far less than its 2 GiB) becomes "out of memory: ...". (The classic widget's
// training modules, built without C++ exceptions, stop instead: the last test.)
// Before, softmax of 200 million numbers said "std::bad_alloc" after copying
// 1.6 GB, and a later tokenize of a long text threw a bare number (Embind's
// unchecked copy of a std::string argument).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const { loadCore, corePath, trainingPath } = require('./load-core');

const outOfMemory = 'out of memory: the core could not get the memory this call needs (a wasm module has 2 GiB ' +
  'at most, and a browser may allow it less); give it fewer or shorter inputs (docs/limits.md)';

// Scores [ln 3, 0]: weights [3/4, 1/4], blended 3/4 * 4 + 1/4 * 8 = 5.
function assertAttendWorks(core) {
  const r = core.attend({ query: [1, 0], keys: [[Math.log(3), 0], [0, 0]], values: [[4], [8]] });
  assert.ok(Math.abs(r.weights[0] - 0.75) < 1e-15 && Math.abs(r.blended[0] - 5) < 1e-14, JSON.stringify(r));
}

test('softmax of 200 million numbers is refused before anything is copied; tokenize and attend still work', async () => {
  const core = await loadCore();
  const memory = core.diagnostics.wasmMemoryBytes();
  // A sparse array: 200 million holes cost JavaScript nothing. The limit is 2^25.
  assert.throws(() => core.softmax(new Array(200000000)), {
    name: 'Error',
    message: 'scores: the call would pass 200000000 numbers; at most 33554432 numbers fit in one call\'s input ' +
      '(256 MiB of float64)',
  });
  assert.equal(core.diagnostics.wasmMemoryBytes(), memory, 'wasm memory did not grow');
  assert.deepEqual(core.tokenize('The cat sat.'), ['The', 'cat', 'sat', '.']);
  assertAttendWorks(core);
});

test('the limit counts every argument of the call together', async () => {
  const core = await loadCore();
  const big = new Array(33554432);  // exactly the limit, in the keys, plus the query's 1
  assert.throws(() => core.attend({ query: [1], keys: big, values: [] }), {
    message: 'keys: the call would pass 33554433 numbers; at most 33554432 numbers fit in one call\'s input ' +
      '(256 MiB of float64)',
  });
  assertAttendWorks(core);
});

test('tokenize of a text longer than 2^24 UTF-16 code units is refused; shorter texts still tokenize', async () => {
  const core = await loadCore();
  assert.throws(() => core.tokenize('a'.repeat(16777217)), {
    name: 'Error', message: 'text has 16777217 UTF-16 code units; tokenize takes at most 16777216',
  });
  assert.deepEqual(core.tokenize('Mars\'s sky, 東京 👍🏽'), ["Mars's", 'sky', ',', '東', '京', '👍🏽']);
});

// In a Node whose wasm memories may not grow past 32 MiB (512 pages of 64 KiB;
// the core starts with 16 MiB), as on a small phone. The training module holds
// each run it starts (its storybook, its weights and Adam's moments: a few MiB)
// until the run is disposed: started one after another without disposing any,
// runs fill its memory, and the next start says so.
const cappedScript = `
(async () => {
  const core = await require(process.env.CORE)();
  const training = await require(process.env.TRAINING)();
  const outcome = (call) => {
    try { call(); return 'no error'; } catch (e) { return e instanceof Error ? e.message : 'a bare ' + typeof e; }
  };
  const handles = core.diagnostics.emvalHandleCount();
  const empty = Array.from({ length: 2000 }, () => []);
  const failures = {
    attendAll: outcome(() => core.attendAll({ heads: [{ queries: empty, keys: empty, values: empty }], flat: true })),
    softmax: outcome(() => core.softmax(new Float64Array(3000000))),
    tokenize: outcome(() => core.tokenize('a'.repeat(12000000))),
  };
  const runs = [];
  let refused = null;
  for (let i = 0; i < 40 && !refused; i++) {
    try { runs.push(await training.start({ seed: i })); } catch (e) { refused = e instanceof Error ? e.message : 'a bare ' + typeof e; }
  }
  for (const run of runs) await run.dispose();
  const again = await training.start({ seed: 7 });
  const stepped = await again.step(2);
  const few = Array.from({ length: 500 }, () => []);
  const after = {
    tokens: core.tokenize('The cat sat.'),
    attend: core.attend({ query: [1, 0], keys: [[Math.log(3), 0], [0, 0]], values: [[4], [8]] }),
    uniform: Array.from(core.attendAll({ heads: [{ queries: few, keys: few, values: few }], flat: true }).heads[0].weights.subarray(0, 3)),
    handlesLeaked: core.diagnostics.emvalHandleCount() - handles,
  };
  console.log(JSON.stringify({ failures, runs: runs.length, refused, stepped: stepped.step, after }));
})();
`;

test('with wasm memory capped at 32 MiB, failed allocations are "out of memory" Errors and both modules keep working', () => {
  const output = execFileSync(process.execPath, ['--wasm-max-mem-pages=512', '-e', cappedScript],
    { env: { ...process.env, CORE: corePath, TRAINING: trainingPath }, encoding: 'utf8' });
  const { failures, runs, refused, stepped, after } = JSON.parse(output);
  // 2000 tokens: two 2000 × 2000 matrices of 8-byte numbers, 64 MB; 3 million
  // numbers: 24 MB to copy in; 12 million characters: up to 36 MB of UTF-8.
  assert.deepEqual(failures, { attendAll: outOfMemory, softmax: outOfMemory, tokenize: outOfMemory });
  assert.ok(runs >= 1 && runs < 40, `${runs} runs fit`);
  assert.equal(refused, outOfMemory);
  assert.equal(stepped, 2, 'once the runs are disposed, a new one starts and trains');
  assert.deepEqual(after.tokens, ['The', 'cat', 'sat', '.']);
  assert.ok(Math.abs(after.attend.weights[0] - 0.75) < 1e-15 && Math.abs(after.attend.blended[0] - 5) < 1e-14);
  after.uniform.forEach((w) => assert.ok(Math.abs(w - 1 / 500) < 1e-17, String(w)));  // 500 equal scores
  assert.equal(after.handlesLeaked, 0);
});

// The classic widget's training module, attention-training-en.js, is built without C++ exceptions
// (CMakeLists.txt): there a failed allocation aborts the module, as in the model's modules, and the
// caller gets a RuntimeError that says so, never a bare number.
const abortingScript = `
(async () => {
  const training = await require(process.env.LOAD_CORE).runClassic('attention-training-en.js').createAttentionTraining();
  let runs = 0;
  let refused = null;
  for (let i = 0; i < 40 && !refused; i++) {
    try { await training.start({ seed: i }); runs++; } catch (e) { refused = { name: e && e.name, message: e && e.message }; }
  }
  console.log(JSON.stringify({ runs, refused }));
})();
`;

test('with wasm memory capped at 32 MiB, the classic widget\'s training module stops with a RuntimeError "Aborted(OOM)"', () => {
  const output = execFileSync(process.execPath, ['--wasm-max-mem-pages=512', '-e', abortingScript],
    { env: { ...process.env, LOAD_CORE: require.resolve('./load-core') }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const { runs, refused } = JSON.parse(output);
  assert.ok(runs >= 1 && runs < 40, `${runs} runs fit`);
  assert.equal(refused.name, 'RuntimeError');
  assert.match(refused.message, /^Aborted\(OOM\)/);
});
