// Loads the built modules once per test file, exactly as a Node user would:
// the Node builds (.cjs for require(), .node.mjs for import). The browser
// builds (.js classic scripts, .mjs modules) are paths here for the tests that
// read them or run them as a page would.
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');

const dist = path.join(__dirname, '..', '..', 'dist');
const corePath = path.join(dist, 'attention-core.cjs');
const trainingPath = path.join(dist, 'attention-training.cjs');
const browserCorePath = path.join(dist, 'attention-core.js');
const browserTrainingPath = path.join(dist, 'attention-training.js');
const modelPath = path.join(dist, 'attention-model.cjs');
const browserModelPath = path.join(dist, 'attention-model.js');
let corePromise = null;
let trainingPromise = null;

function loadCore() {
  if (!corePromise) corePromise = require(corePath)();
  return corePromise;
}

function loadTraining() {
  if (!trainingPromise) trainingPromise = require(trainingPath)();
  return trainingPromise;
}

// A classic file of dist/ run as a page would run it (a context of its own, no Worker: a training runs
// on this thread); the globals it defined, such as its factory. `globals`: more of the page's (or a worker's).
function runClassic(file, globals = {}) {
  const sandbox = { WebAssembly, atob, console, setTimeout, TextDecoder, TextEncoder, Float64Array, Uint8Array, DecompressionStream, Response, Blob, ...globals };
  sandbox.globalThis = sandbox;
  vm.createContext(sandbox);
  vm.runInContext(fs.readFileSync(path.join(dist, file), 'utf8'), sandbox, { filename: file });
  return sandbox;
}

module.exports = { runClassic, loadCore, corePath, loadTraining, trainingPath, browserCorePath, browserTrainingPath, modelPath, browserModelPath, dist };
