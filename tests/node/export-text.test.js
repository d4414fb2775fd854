// Text for the SVG export (web/js/export/export-image.js): every character XML 1.0
// cannot hold becomes U+FFFD, so the file always parses; the rest is kept.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { xmlSafe } = require(path.join(__dirname, '..', '..', 'web', 'js', 'export/export-image.js'));

test('NUL, C0 controls, U+FFFE, U+FFFF and lone surrogates become U+FFFD; tabs, newlines and emoji stay', () => {
  assert.equal(xmlSafe('a\u0000b\u0007c\u001Fd\uFFFEe\uFFFFf'), 'a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFDf');
  assert.equal(xmlSafe('x\uD800y\uDC00z'), 'x\uFFFDy\uFFFDz', 'a lone high and a lone low surrogate');
  assert.equal(xmlSafe('tab\there\nline\r😀 <b>&'), 'tab\there\nline\r😀 <b>&', 'markup is escaped by the serialiser, not here');
  assert.equal(xmlSafe(42), '42');
});
