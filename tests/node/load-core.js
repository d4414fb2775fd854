// Loads the built modules once per test file, exactly as a Node user would.
'use strict';
const path = require('path');

const corePath = path.join(__dirname, '..', '..', 'dist', 'attention-core.js');
const trainingPath = path.join(__dirname, '..', '..', 'dist', 'attention-training.js');
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

module.exports = { loadCore, corePath, loadTraining, trainingPath };
