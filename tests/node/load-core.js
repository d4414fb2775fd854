// Loads the built module once per test file, exactly as a Node user would.
'use strict';
const path = require('path');

const corePath = path.join(__dirname, '..', '..', 'dist', 'attention-core.js');
let corePromise = null;

function loadCore() {
  if (!corePromise) corePromise = require(corePath)();
  return corePromise;
}

module.exports = { loadCore, corePath };
