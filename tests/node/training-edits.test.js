// The numbers a learner may type into the training view's embedding and weight
// grids (web/js/training/training-controller.js): from −10 to 10, finite; the rest is refused.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { EDIT_LIMIT, usable } = require(path.join(__dirname, '..', '..', 'web', 'js', 'training/training-controller.js'));

test('a weight or embedding number is used when it is finite and from −10 to 10', () => {
  assert.equal(EDIT_LIMIT, 10);
  for (const value of [0, 2.5, -10, 10, 1e-300]) assert.equal(usable(value), true, String(value));
  for (const value of [1e308, -1e308, 10.0001, Infinity, -Infinity, NaN, Number.MAX_VALUE]) assert.equal(usable(value), false, String(value));
});
