// The training code is a module of its own (dist/attention-training.js), so
// pages that never train do not download it: the core holds none of it, and the
// training module loads every way the core does (require, import, classic script).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const vm = require('node:vm');
const { pathToFileURL } = require('node:url');
const { corePath, trainingPath, browserCorePath, browserTrainingPath } = require('./load-core');

const trainingKeys = ['evaluate', 'examples', 'forward', 'project', 'start', 'steps', 'tasks'];

test('the core has neither training nor project(), in its API or its wasm', async () => {
  const core = await require(corePath)();
  assert.equal(core.training, undefined);
  assert.equal(core.project, undefined);
  const source = fs.readFileSync(corePath, 'utf8') + fs.readFileSync(browserCorePath, 'utf8');
  // Embind registers functions by name: none of the training bindings is there.
  for (const name of ['rawStartTraining', 'rawTrainSteps', 'rawProject', 'rawLayerForward']) {
    assert.equal(source.includes(name), false, `${name} is in attention-core.js`);
  }
});

test('require() returns createAttentionTraining, which resolves to the frozen training API', async () => {
  const factory = require(trainingPath);
  assert.equal(factory.name, 'createAttentionTraining');
  const training = await factory();
  assert.deepEqual(Object.keys(training).sort(), trainingKeys);
  assert.ok(Object.isFrozen(training));
  assert.deepEqual(training.tasks().map((t) => t.id), ['pronoun', 'copy-previous', 'match-query']);
  assert.deepEqual(training.project({ embeddings: [[1, 2]], weights: [[1], [1]] }), [[3]]);
});

test('the ES module build (attention-training.node.mjs) exports the same factory as its default', async () => {
  const { default: factory } = await import(pathToFileURL(trainingPath.replace(/\.cjs$/, '.node.mjs')).href);
  const training = await factory();
  assert.deepEqual(Object.keys(training).sort(), trainingKeys);
  const state = training.start({ task: 'copy-previous', seed: 2 });
  assert.equal(training.steps(state, 2, 4).state.step, 2);
});

test('as a classic script next to the core it defines one global, createAttentionTraining', async () => {
  const sandbox = { WebAssembly, atob, console, setTimeout, TextDecoder, Float64Array };
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
  assert.equal(training.examples('pronoun', { count: 2, seed: 3 }).length, 2);
});
