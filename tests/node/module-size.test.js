// The element's module is the lifecycle, the public API and the host API, and
// no more (web/js/element/README.md: a new job of the element gets a module of
// its own): it stays within 400 lines. Issue 39 found it at 402.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const MAX_LINES = 400;

test(`web/js/element/element.js stays within ${MAX_LINES} lines`, () => {
  const file = path.join(__dirname, '..', '..', 'web', 'js', 'element', 'element.js');
  const lines = fs.readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
  assert.ok(lines <= MAX_LINES, `element.js has ${lines} lines; a new job of the element goes into a module of its own`);
});
