// The trained model's view model (web/js/trained/trained-model.js), against
// small hand-made attention outputs and the committed model's header
// (models/storybook-en.apm): every share a row gives a word, the percentages
// and the sentences beside them, worked out by hand.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as I from '../../web/js/i18n/i18n.js';
import english from '../../web/js/i18n/en/trained.js';
import * as M from '../../web/js/trained/trained-model.js';

I.partWords('trained', 'en', english);
const here = path.dirname(fileURLToPath(import.meta.url));
const header = JSON.parse(fs.readFileSync(path.join(here, '../../models/storybook-en.apm'), 'utf8').split('\n')[1]);
const w = { t: (k, p) => I.t('en', k, p), share: (s) => I.share('en', s), count: (n) => I.count('en', n), num: (x) => I.num('en', x),
  quote: (x) => I.quote('en', x), list: (xs) => I.list('en', xs) };
const pct = (s) => I.share('en', s);
const tok = (text, known = true) => ({ text, id: known ? 1 : 0, known });

// A hand-made attention(text): 2 layers of 4 heads; every head's weights are `rows` (n rows of n + 1, the sink last).
function reading(tokens, rows) {
  const head = { name: 'x', job: 'none', figure: 0, weights: rows };
  return { tokens, unknown: tokens.filter((x) => !x.known).map((x) => x.text), layers: [0, 1].map(() => ({ heads: [head, head, head, head] })) };
}

// One row of attention as a view shows it (attentionRow), with its focus word for the sentence.
function rowView(tokens, rows, focus) {
  const f = focus === undefined ? M.defaultFocus(tokens) : focus;
  const row = M.attentionRow(tokens, rows[f], f);
  return Object.assign({ focus: f, focusShown: M.shownText(tokens[f]), tokens: tokens.map((x) => M.shownText(x)) }, row);
}

test('a row of attention: the words up to the focus and the sink, rounded together; the sentence says the top one', () => {
  const tokens = ['the', 'cat', 'sat', 'it'].map((x) => tok(x));
  const rows = [[1, 0, 0, 0, 0], [0.5, 0.5, 0, 0, 0], [0.1, 0.1, 0.1, 0, 0.7], [0.05, 0.8, 0.05, 0.05, 0.05]];
  const v = rowView(tokens, rows);
  assert.equal(v.focus, 3, 'opens on the pronoun');
  assert.deepEqual(v.rows.map((r) => pct(r.share)), ['5.0%', '80.0%', '5.0%', '5.0%']);
  assert.equal(pct(v.sink), '5.0%');
  assert.deepEqual([v.top.kind, v.top.index], ['word', 1]);
  assert.equal(M.lookText(w, v), '“it” gives 80.0% of its attention to “cat”.');
  const guesses = M.guesses([{ word: 'was', probability: 0.4523 }, { word: '.', probability: 0.2 }, { word: 'and', probability: 0.0004 }]);
  assert.deepEqual(guesses.map((g) => pct(g.share)), ['45.2%', '20.0%', '< 0.1%']);

  // "sat": only the words up to it and the sink; the sink wins, and the sentence says so.
  const s = rowView(tokens, rows, 2);
  assert.deepEqual(s.rows.map((r) => r.text), ['the', 'cat', 'sat']);
  assert.deepEqual(s.rows.map((r) => pct(r.share)).concat(pct(s.sink)), ['10.0%', '10.0%', '10.0%', '70.0%']);
  assert.equal(M.lookText(w, s), '“sat” finds nothing it looks for here: 70.0% of its attention rests on the sink.');
  // "the" sees only itself.
  assert.equal(M.lookText(w, rowView(tokens, rows, 0)), '“the” gives 100.0% of its attention to itself.');
});

test('three equal thirds are rounded together, so they add up to 100 %', () => {
  const tokens = [tok('he'), tok('ran')];
  const third = 1 / 3;
  const v = rowView(tokens, [[1, 0, 0], [third, third, third]], 1);
  const shown = v.rows.map((r) => r.share).concat([v.sink]);
  assert.deepEqual(shown.map(pct), ['33.4%', '33.3%', '33.3%']);
  assert.equal(shown.reduce((s, x) => s + x.units, 0), 1000);
  // The top is the first of equal weights: "he", and the sentence gives it its shown share.
  assert.equal(M.lookText(w, v), '“ran” gives 33.4% of its attention to “he”.');
});

test('words the model does not know read "?", and one sentence lists them', () => {
  const tokens = [tok('the'), tok('giraffe', false), tok('saw'), tok('Zanzibar', false), tok('and'), tok('it'), tok('ran')];
  const n = tokens.length;
  const rows = tokens.map((_, i) => Array.from({ length: n + 1 }, (x, j) => (j === 1 && i >= 1 ? 0.9 : j === n ? (i >= 1 ? 0.1 : 0) : j === 0 && i === 0 ? 1 : 0)));
  const v = rowView(tokens, rows);
  assert.equal(v.focus, 5, 'the pronoun');
  assert.deepEqual(v.tokens, ['the', '?', 'saw', '?', 'and', 'it', 'ran']);
  assert.deepEqual(M.unknownWords(tokens), ['giraffe', 'Zanzibar']);
  assert.equal(M.unknownText(w, M.unknownWords(tokens)), 'The model does not know: giraffe and Zanzibar.');
  assert.equal(M.lookText(w, v), '“it” gives 90.0% of its attention to “?”.');
  assert.equal(M.unknownText(w, []), '');
  // The same unknown word twice is listed once.
  assert.deepEqual(M.unknownWords([tok('zog', false), tok('zog', false)]), ['zog']);
});

test('the opening word: the last pronoun, else the last word with a letter', () => {
  const words = (s) => s.split(' ').map((x) => tok(x));
  assert.equal(M.defaultFocus(words('the cat sat on the mat because it was tired')), 7);
  assert.equal(M.defaultFocus(words('tom met anna and she smiled .')), 4);
  assert.equal(M.defaultFocus(words('the dog barked .')), 2);
});

test('the committed model: the head its views show is the one with the best pronoun figure', () => {
  assert.equal(M.shownHead(header.heads), 2, 'layer 0 head 2: the best pronoun figure (0.9459)');
});

test('the heads step: each head named only by its measured job, with its figure; the others "no clear job" with their closest', () => {
  const heads = M.trainedHeads(header.heads, header.heldOut.stories);
  assert.deepEqual(heads.map((x) => x.job), ['none', 'none', 'pronoun', 'none', 'none', 'subject', 'none', 'none']);
  assert.equal(M.headName(w, heads[2]), 'finds what “it” stands for');
  assert.equal(M.headFigureText(w, heads[2]), '94.6% of its attention goes to the word “it” (or “she”, “he”, “they”) stands for, measured on 1,000 new stories.');
  assert.equal(M.headFigureText(w, heads[5]), '90.3% of its attention goes to the subject of the verb that comes next, measured on 1,000 new stories.');
  assert.equal(M.headName(w, heads[0]), 'no clear job');
  // Layer 0 head 0: pronoun 0.6524 (under the gate's 0.7) is its strongest of pronoun, subject (0.2262) and previous (0.1236).
  assert.equal(heads[0].closest, 'pronoun');
  assert.equal(M.headFigureText(w, heads[0]), 'Closest: 65.2% of its attention goes to the word a pronoun stands for, measured on 1,000 new stories: not enough for a name.');
  // Layer 0 head 1: subject 0.2950 beats previous 0.1382 and pronoun 0.0874.
  assert.equal(heads[1].closest, 'subject');
});

test('the sink step: a word with nothing to find rests on the sink, one that finds its match beats it', () => {
  const tokens = ['the', 'cat', 'sat', 'it'].map((x) => tok(x));
  const rows = [[1, 0, 0, 0, 0], [0.5, 0.5, 0, 0, 0], [0.005, 0.01, 0, 0, 0.985], [0.001, 0.985, 0.002, 0.002, 0.01]];
  const [sat, it] = M.sinkExample(reading(tokens, rows), 3, [2, 3]);
  // "sat": cat 1.0 %, the other words (the 0.5 %, sat 0) 0.5 %, the sink 98.5 %.
  assert.deepEqual([sat.best.text, pct(sat.best.share), pct(sat.others), pct(sat.sink)], ['cat', '1.0%', '0.5%', '98.5%']);
  assert.equal(M.lookText(w, sat), '“sat” finds nothing it looks for here: 98.5% of its attention rests on the sink.');
  assert.deepEqual([it.best.text, pct(it.best.share), pct(it.others), pct(it.sink)], ['cat', '98.5%', '0.5%', '1.0%']);
  assert.equal(it.otherCount, 3);
  assert.equal(M.lookText(w, it), '“it” gives 98.5% of its attention to “cat”.');
});

test('each model language\'s sink example asks about a word with nothing to find and the pronoun, by their places', () => {
  const words = (language) => M.sinkSentenceOf(language).sentence.toLowerCase().split(/\s+/);
  assert.deepEqual(M.sinkSentenceOf('en').words.map((i) => words('en')[i]), ['sat', 'it']);
  assert.deepEqual(M.sinkSentenceOf('es').words.map((i) => words('es')[i]), ['sentó', 'él']);
  assert.equal(M.sinkSentenceOf('ar'), M.sinkSentenceOf('en'), 'a language without a model reads with the English one');
  assert.equal(M.presetsOf('es')[0], 'El gato se sentó en la alfombra porque él estaba cansado');
  assert.equal(M.defaultFocus(words('es').map((text) => ({ text }))), 8, '«él», the last pronoun');
});
