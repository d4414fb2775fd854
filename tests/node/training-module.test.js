// The training code is a module of its own (dist/attention-training.js), so
// pages that never train do not download it: the core holds none of it, and the
// training module loads every way the core does (require, import, classic script).
// Where there is no Worker (Node, a sandbox) it trains on the caller's own thread.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const vm = require('node:vm');
const { pathToFileURL } = require('node:url');
const { corePath, trainingPath, browserCorePath, browserTrainingPath } = require('./load-core');

const trainingKeys = ['canTrain', 'inWorker', 'start'];

test('the core has no training, in its API or its wasm', async () => {
  const core = await require(corePath)();
  assert.equal(core.training, undefined);
  assert.equal(core.start, undefined);
  const source = fs.readFileSync(corePath, 'utf8') + fs.readFileSync(browserCorePath, 'utf8');
  // Embind registers functions by name: none of the training bindings is there.
  for (const name of ['rawStartRun', 'rawStepRun', 'rawGateRun', 'rawMatchRun']) {
    assert.equal(source.includes(name), false, `${name} is in attention-core.js`);
  }
});

test('require() returns createAttentionTraining, which resolves to the frozen training API (in Node, on its own thread)', async () => {
  const factory = require(trainingPath);
  assert.equal(factory.name, 'createAttentionTraining');
  const training = await factory();
  assert.deepEqual(Object.keys(training).sort(), trainingKeys);
  assert.ok(Object.isFrozen(training));
  assert.equal(training.inWorker, false);
  assert.equal(await training.canTrain('en'), true);
  assert.equal(await training.canTrain('es'), true);
  assert.equal(await training.canTrain('xx'), false);
});

test('the ES module build (attention-training.node.mjs) exports the same factory as its default', async () => {
  const { default: factory } = await import(pathToFileURL(trainingPath.replace(/\.cjs$/, '.node.mjs')).href);
  const training = await factory();
  assert.deepEqual(Object.keys(training).sort(), trainingKeys);
  const run = await training.start({ language: 'es', seed: 2 });
  assert.equal((await run.step(2)).step, 2);
  await run.dispose();
});

test('as a classic script next to the core it defines one global, createAttentionTraining', async () => {
  const sandbox = { WebAssembly, atob, console, setTimeout, TextDecoder, TextEncoder, Float64Array, Uint8Array, DecompressionStream, Response, Blob };
  sandbox.globalThis = sandbox;
  vm.createContext(sandbox);
  const before = new Set(Object.keys(sandbox));
  vm.runInContext(fs.readFileSync(browserCorePath, 'utf8'), sandbox, { filename: 'attention-core.js' });
  vm.runInContext(fs.readFileSync(browserTrainingPath, 'utf8'), sandbox, { filename: 'attention-training.js' });
  // The helpers the two modules share (bindings/api_common.mjs) stay private.
  const added = Object.keys(sandbox).filter((key) => !before.has(key)).sort();
  assert.deepEqual(added, ['createAttentionCore', 'createAttentionTraining']);
  const [core, training] = await Promise.all([sandbox.createAttentionCore(), sandbox.createAttentionTraining()]);
  assert.equal(core.score([1, 2], [3, 4]), 11);
  assert.equal(training.inWorker, false, 'no Worker here: the page\'s own thread');
  const run = await training.start({ seed: 3 });
  assert.equal((await run.step(1)).step, 1);
});
