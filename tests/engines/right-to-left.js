// The right-to-left checks every engine runs (suite.js): an Arabic widget
// (lang="ar") in an English page draws its sentence right to left, first word
// rightmost; its bars fill from the right; the match table's first row and
// the heatmap's columns and rows run right to left; an English widget in a
// right-to-left Arabic page stays left to right. What is expected is written
// here, not read from the widget: the two examples' tokens in the sentence's
// order, and the direction each must run. Positions are read by page-probe.js
// (directions()); the page is the whole playground (step="all"), the one step
// that shows the heatmap, at magnitude 1, where the focus word's bars are of
// two lengths (neither a sliver nor the whole track).
'use strict';
const assert = require('node:assert/strict');
const { open } = require('./step-checks.js');

// The chapter's "it" example in Arabic (web/scenarios/ar/it.json, its README says why «ـه» stands alone),
// and in English: each word in the order it is read.
const ARABIC_IT = ['جلس', 'القط', 'على', 'الحصيرة', 'لأن', 'ـه', 'كان', 'متعبًا'];
const ENGLISH_IT = ['The', 'cat', 'sat', 'on', 'the', 'mat', 'because', 'it', 'was', 'tired'];
const ATTRIBUTES = 'step="all" scenario="it" magnitude="1"';

// Strictly in one direction: each x left of the one before (rtl), or right of it (ltr).
const runs = (xs, dir) => xs.every((x, i) => i === 0 || (dir === 'rtl' ? x < xs[i - 1] : x > xs[i - 1]));

// The words' lines, in order (a line: the words at one height); the sentence
// runs `dir` on each line, and every line starts at the same edge.
function assertWords(tokens, words, dir, what) {
  assert.deepEqual(tokens.map((t) => t.text), words, `${what}: the words, in the sentence's order`);
  const lines = [];
  for (const t of tokens) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(t.top - line[0].top) < 2) line.push(t); else lines.push([t]);
  }
  for (const line of lines) assert.ok(runs(line.map((t) => t.left), dir), `${what}: a line of words runs ${dir}: ${line.map((t) => `${t.text} ${Math.round(t.left)}`).join(', ')}`);
  const starts = lines.map((line) => (dir === 'rtl' ? line[0].right : line[0].left));
  assert.ok(starts.every((x) => Math.abs(x - starts[0]) <= 2), `${what}: every line of words starts at the ${dir === 'rtl' ? 'right' : 'left'} (${starts.map(Math.round)})`);
  const edge = dir === 'rtl' ? Math.max(...tokens.map((t) => t.right)) : Math.min(...tokens.map((t) => t.left));
  assert.ok(Math.abs((dir === 'rtl' ? tokens[0].right : tokens[0].left) - edge) <= 1,
    `${what}: the first word is ${dir === 'rtl' ? 'rightmost' : 'leftmost'}`);
  return lines.length;
}

// Each bar's fill touches its track's start edge (right in rtl) and, shorter than the track, not the other one.
function assertBars(bars, dir, what) {
  const some = bars.filter(({ fill }) => fill.width > 1);
  assert.ok(some.length >= 2, `${what}: bars with a share`);
  for (const { fill, track } of some) {
    const [start, end] = dir === 'rtl' ? [track.right - fill.right, fill.left - track.left] : [fill.left - track.left, track.right - fill.right];
    assert.ok(Math.abs(start) <= 1.5, `${what}: a bar fills from the ${dir === 'rtl' ? 'right' : 'left'} (${Math.round(start)} px from it)`);
    if (fill.width < track.width - 4) assert.ok(end > 2, `${what}: a bar shorter than its track leaves its ${dir === 'rtl' ? 'left' : 'right'} end empty`);
  }
}

// The match table's first row, and the heatmap: a corner, then a column per key in the sentence's order; a row per word.
function assertTables(seen, words, dir, what) {
  assert.ok(seen.matchCells.length >= 3 && runs(seen.matchCells, dir), `${what}: the match table's first row runs ${dir} (${seen.matchCells.map(Math.round)})`);
  assert.deepEqual(seen.heatColumns.slice(1).map((c) => c.text), words, `${what}: a heatmap column per key, in the sentence's order`);
  assert.ok(runs(seen.heatColumns.map((c) => c.left), dir), `${what}: the heatmap's columns run ${dir} (${seen.heatColumns.map((c) => Math.round(c.left))})`);
  assert.equal(seen.heatRows.length, words.length, `${what}: a heatmap row per word`);
  seen.heatRows.forEach((row, r) => assert.ok(row.length === words.length + 1 && runs(row, dir), `${what}: heatmap row ${r}, its label then its cells, runs ${dir}`));
}

// An Arabic widget at one width: `address` is a course page (or the phone page holding one).
async function arabic(d, address, what) {
  await open(d, address);
  const seen = await d.run(() => window.__engines.directions());
  assert.equal(seen.direction, 'rtl', `${what}: the widget's direction`);
  const lines = assertWords(seen.tokens, ARABIC_IT, 'rtl', what);
  assertBars(seen.bars, 'rtl', what);
  assertTables(seen, ARABIC_IT, 'rtl', what);
  return `${lines} line${lines > 1 ? 's' : ''} of words, ${seen.bars.length} bars, ${seen.heatColumns.length - 1} heatmap columns`;
}

// An English widget in a right-to-left Arabic page.
async function english(d, address, what) {
  await open(d, address);
  const seen = await d.run(() => window.__engines.directions());
  assert.equal(seen.direction, 'ltr', `${what}: the widget's direction`);
  assertWords(seen.tokens, ENGLISH_IT, 'ltr', what);
  assertBars(seen.bars, 'ltr', what);
  assertTables(seen, ENGLISH_IT, 'ltr', what);
}

module.exports = { ATTRIBUTES, arabic, english };
