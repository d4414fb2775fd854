// One palette (web/js/style/palette.js): the stylesheet holds no colour of its own,
// and docs/theming.md lists the same light and dark values for every public
// colour property.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const { PALETTE, paletteCss, light } = require(path.join(root, 'web', 'js', 'style/palette.js'));

test('playground.css writes no colour value itself: every colour comes from the palette', () => {
  const css = fs.readFileSync(path.join(root, 'web', 'js', 'style', 'playground.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  assert.deepEqual(css.match(/#[0-9a-fA-F]{3,8}\b|rgba?\(/g), null);
});

test('docs/theming.md gives each public colour property the palette’s light and dark values', () => {
  const doc = fs.readFileSync(path.join(root, 'docs', 'theming.md'), 'utf8');
  const rows = new Map([...doc.matchAll(/^\| `(--ap-[a-z-]+)` \| [^|]+ \| `([^`]+)` \| `([^`]+)` \|$/gm)].map((m) => [m[1], [m[2], m[3]]]));
  for (const colour of PALETTE.filter((c) => c.public && !c.light.startsWith('var('))) {
    assert.deepEqual(rows.get(colour.public), [colour.light, colour.dark], colour.public);
  }
});

test('the palette’s rules put the light values on :host and the same dark values under the three dark rules', () => {
  const css = paletteCss();
  assert.match(css, /^:host \{ --ink: var\(--ap-text, #1d2433\) !important;/);
  // The system's dark preference, theme="dark", and the page's own color-scheme (host-scheme.js).
  assert.equal(css.split('--ink: var(--ap-text, #e8ebf2) !important;').length - 1, 3);
  assert.equal(css.split('--ap-heat-9: #e0e6ff;').length - 1, 3);
  assert.match(css, /\.ap\.scheme-dark \{ --ink: var\(--ap-text, #e8ebf2\) !important;/);
  // A light page on a dark system: the light values again, on the frame.
  assert.match(css, /\.ap\.scheme-light \{ --ink: var\(--ap-text, #1d2433\) !important;.* color-scheme: light !important; \}/);
  assert.equal(light('bar'), '#2f49c7', 'a colour made of another reads as that colour');
});
