// The languages with a storybook and a trained model, in the order of storybook.hpp's Language:
// models/languages.txt, the one list (its comment says who reads it).
'use strict';
const fs = require('fs');
const path = require('path');

const LIST = path.join(__dirname, '..', 'models', 'languages.txt');

function modelLanguages() {
  return fs.readFileSync(LIST, 'utf8').split('\n').map((line) => line.trim()).filter((line) => /^[a-z]+$/.test(line));
}

module.exports = { modelLanguages };
