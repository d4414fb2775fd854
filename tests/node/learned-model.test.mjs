// The learned step's view model (web/js/training/learned-model.js) against
// hand-made training states: the shares a row gives, the match scores beside
// them, and every sentence the card says, worked out by hand; which sentence
// links the guess to the word "it" looks at, from the numbers only; the
// milestones said once each, never a frame. And the card's data: its sentences
// end on a pronoun the storybook knows, and "Skip" names the committed models' real training time.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as I from '../../web/js/i18n/i18n.js';
import english from '../../web/js/i18n/en/training.js';
import spanish from '../../web/js/i18n/es/training.js';
import arabic from '../../web/js/i18n/ar/training.js';
import * as M from '../../web/js/training/learned-model.js';
import { COMMITTED_SECONDS, SENTENCES, counterfactualText } from '../../web/js/training/learned-sentences.js';
import { PRONOUNS } from '../../web/js/trained/trained-model.js';

I.partWords('training', 'en', english);
const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const w = { t: (k, p) => I.t('en', k, p), share: (s) => I.share('en', s), count: (n) => I.count('en', n), num: (x) => I.num('en', x),
  quote: (x) => I.quote('en', x) };
const pct = (s) => I.share('en', s);
const tok = (text) => ({ text, id: 1, known: true });
const SENTENCE = SENTENCES.en[0]; // the dog sat on the mat because it

// A training state as live-training.js makes it: the sentence read, its pronoun's row `row`, the guesses `next`,
// the guesses with the looked-at word unknown `without`, the focus's match.
function liveState({ row, next, without, gate, firstGate, passed, focus = null, match = null }) {
  const tokens = SENTENCE.text.split(' ').map(tok);
  const rows = tokens.map((_, i) => (i === SENTENCE.focus ? row : Array.from({ length: tokens.length + 1 }, (x, j) => (j === i ? 1 : 0))));
  return {
    phase: 'paused', source: 'live', seed: 1, language: 'en', runLanguage: 'en', step: 600, words: 303773, seconds: 14.2,
    loss: 2.3123, firstLoss: 6.0791, losses: [6.1, 5.9, 4.0, 3.0, 2.5, 2.3], sentence: 0, focus,
    reading: { reading: { tokens, layers: [{ heads: [null, null, { weights: rows }, null] }], next },
      layer: 0, head: 2, without },
    match, gate: gate || null, firstGate: firstGate || null, passed: passed || null, committed: null, error: null, started: 1,
  };
}

// "it" gives 0.86 to "dog" (index 1), 0.10 to "mat", the rest spread; the sink 0.01.
const looking = [0.005, 0.86, 0.005, 0.005, 0.005, 0.10, 0.005, 0.005, 0.01];

test('a row of the pronoun: its shares rounded together, with each word\'s match score and the sink\'s beside them', () => {
  const scores = [-1.1, 4.05, -0.76, 0.38, -1.36, 1.68, -6.1, -2.52];
  const match = { focus: 7, scores, sinkScore: 0.78 };
  const view = M.cardView(liveState({ row: looking, next: [{ word: 'barked', probability: 0.6123 }], match }), SENTENCE);
  const r = view.reading;
  assert.equal(r.focus, 7);
  assert.equal(r.pronoun, 7);
  assert.deepEqual(r.rows.map((x) => pct(x.share)), ['0.5%', '86.0%', '0.5%', '0.5%', '0.5%', '10.0%', '0.5%', '0.5%']);
  assert.equal(pct(r.sink), '1.0%');
  assert.equal(r.rows.reduce((s, x) => s + x.share.units, r.sink.units), 1000, 'they add up to 100.0%');
  assert.deepEqual(r.rows.map((x) => x.score), scores);
  assert.equal(r.sinkScore, 0.78);
  assert.equal(M.lookText(w, r), '“it” gives 86.0% of its attention to “dog”.');
  // Another word chosen: its own row, and no scores until its own match has come.
  const sat = M.cardView(liveState({ row: looking, next: [], match, focus: 2 }), SENTENCE).reading;
  assert.equal(sat.focus, 2);
  assert.deepEqual(sat.rows.map((x) => x.score), [null, null, null]);
  assert.equal(M.lookText(w, sat), '“sat” keeps 100.0% of its attention on itself.');
});

test('the sentence that links the guess to the word "it" looks at says "because" only when the numbers show it', () => {
  const next = [{ word: 'barked', probability: 0.6123 }, { word: 'was', probability: 0.2 }, { word: 'ran', probability: 0.1 }];
  // With "dog" unknown, "barked" falls from 61.2% to 4.2%: the guess comes from "dog".
  const dropped = M.cardView(liveState({ row: looking, next, without: { index: 1, next: [{ word: 'was', probability: 0.5 }, { word: 'barked', probability: 0.0423 }] } }), SENTENCE);
  assert.equal(M.becauseText(w, dropped),
    '“barked” is likely (61.2%) because “it” looked at “dog” (86.0% of its attention): with “dog” unknown, “barked” gets 4.2%.');
  // It falls only to 40.0% (not to half): the numbers do not show the guess comes from "dog".
  const kept = M.cardView(liveState({ row: looking, next, without: { index: 1, next: [{ word: 'barked', probability: 0.4 }] } }), SENTENCE);
  assert.equal(M.becauseText(w, kept),
    '“it” looks at “dog” (86.0% of its attention), but its best guess, “barked” (61.2%), does not come from “dog”: with “dog” unknown, it gets 40.0%.');
  // Not among the guesses without "dog": below the last one listed.
  const gone = M.cardView(liveState({ row: looking, next, without: { index: 1, next: [{ word: 'was', probability: 0.6 }, { word: 'ran', probability: 0.03 }] } }), SENTENCE);
  assert.match(M.becauseText(w, gone), /^“barked” is likely \(61\.2%\) because .*with “dog” unknown, “barked” gets less than 3\.0%\.$/);
  // "was" is the best guess but hardly moves without "dog"; "barked", the second, falls to 0.1%: the sentence is about "barked".
  const second = M.cardView(liveState({ row: looking, next: [{ word: 'was', probability: 0.455 }, { word: 'barked', probability: 0.371 }],
    without: { index: 1, next: [{ word: 'was', probability: 0.42 }, { word: 'slipped', probability: 0.3 }, { word: 'barked', probability: 0.001 }] } }), SENTENCE);
  assert.equal(M.becauseText(w, second),
    '“barked” is likely (37.1%) because “it” looked at “dog” (86.0% of its attention): with “dog” unknown, “barked” gets 0.1%.');
  // Attention spread (at most 20.0% on one word): no word to credit.
  const spread = [0.1, 0.2, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1];
  const early = M.cardView(liveState({ row: spread, next: [{ word: '.', probability: 0.12 }], without: null }), SENTENCE);
  assert.equal(M.becauseText(w, early),
    '“it” does not look anywhere in particular yet (at most 20.0% of its attention on one word), so its best guess, “.” (12.0%), cannot come from the word it stands for.');
  // No word to say before anything is read.
  assert.equal(M.becauseText(w, M.cardView(Object.assign(liveState({ row: looking, next }), { reading: null }), SENTENCE)), '');
  // The reading without a word is of another word than the one "it" looks at: nothing said, never "it gets ." with no number.
  const other = M.cardView(liveState({ row: looking, next, without: { index: 5, next: [{ word: 'barked', probability: 0.6 }] } }), SENTENCE);
  assert.equal(M.becauseText(w, other), '');
});

test('the word "it" looks at most is made unknown for the second reading; itself or nothing before it: no second reading', () => {
  const tokens = SENTENCE.text.split(' ').map(tok);
  assert.deepEqual(counterfactualText(tokens, looking, 7), { index: 1, text: 'the ? sat on the mat because it' });
  assert.equal(counterfactualText(tokens, [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.2, 0.1], 7), null, 'itself most');
  assert.equal(counterfactualText([tok('it')], [0.9, 0.1], 0), null, 'nothing before it');
});

test('the loss is said with where it started; the gate with where it started and whether it passed', () => {
  const gate = { step: 900, layer: 0, head: 2, weight: 0.7974, top: 0.932, passed: true, stories: 200 };
  const state = liveState({ row: looking, next: [], gate, firstGate: { weight: 0.0986, top: 0.13 },
    passed: { step: 900, words: 456000, seconds: 23.6, weight: 0.7974, top: 0.932 } });
  const view = M.cardView(state, SENTENCE);
  assert.equal(M.lossText(w, view), 'Loss now: 2.31 (it started at 6.08).');
  assert.equal(M.statusText(w, view), 'Paused after 600 steps: 303,773 words read in 14 s.');
  assert.equal(M.statusText(w, Object.assign({}, view, { step: 1, words: 593, seconds: 0.2 })), 'Paused after 1 step: 593 words read in 0 s.', 'One step');
  assert.equal(M.gateText(w, view.gate), 'Finds what a pronoun (“it”, “she”, “he”, “they”) stands for: 9.9% → 79.7% of its attention on the right word, on 200 stories ' +
    'it never read (it has learned it at 70.0%, with the right word on top 90.0% of the time; now 93.2%).');
  assert.equal(M.passedText(w, view.gate), '✓ It has learned to find what a pronoun stands for: at step 900, after 24 s, 79.7% of its ' +
    'attention went to the right word, on top 93.2% of the time.');
  // Before it passed: no ✓ line; the first measurement alone says no "→".
  const first = M.cardView(liveState({ row: looking, next: [], gate: { step: 0, weight: 0.0986, top: 0.13, passed: false, stories: 200 },
    firstGate: { weight: 0.0986, top: 0.13 } }), SENTENCE);
  assert.equal(M.passedText(w, first.gate), '');
  assert.match(M.gateText(w, first.gate), /^Finds what a pronoun \(“it”, “she”, “he”, “they”\) stands for: 9\.9% of its attention on the right word, on 200 stories/);
  assert.equal(M.cardView(liveState({ row: looking, next: [] }), SENTENCE).gate, null, 'not measured yet: nothing said');
  // The curve: at most 60 points, each the mean of its stretch.
  assert.deepEqual(M.curve([6, 4, 2, 2]), [{ step: 1, loss: 6 }, { step: 2, loss: 4 }, { step: 3, loss: 2 }, { step: 4, loss: 2 }]);
  const long = M.curve(Array.from({ length: 120 }, (_, i) => (i % 2 ? 1 : 3)));
  assert.equal(long.length, 60);
  assert.ok(long.every((p) => p.loss === 2));
});

test('the live region hears started, the gate passed (once) and paused: never a step or a new loss', () => {
  const base = { phase: 'paused', started: 0, step: 0, loss: null, passed: null, error: null };
  const running = Object.assign({}, base, { phase: 'running', started: 1 });
  assert.equal(M.milestone(w, base, running), 'Training started.');
  const later = Object.assign({}, running, { step: 250, loss: 2.5 });
  assert.equal(M.milestone(w, running, later), '', 'a frame says nothing');
  const passed = Object.assign({}, later, { step: 900, passed: { step: 900, weight: 0.7974 } });
  assert.equal(M.milestone(w, later, passed), 'The model has learned to find what a pronoun stands for: 79.7% of its attention on the right word, at step 900.');
  assert.equal(M.milestone(w, passed, Object.assign({}, passed, { step: 1000 })), '', 'said once');
  // Pause asked: said once the steps under way are done, at the step it stopped at.
  const pausing = Object.assign({}, passed, { phase: 'pausing', step: 1010 });
  assert.equal(M.milestone(w, passed, pausing), '');
  assert.equal(M.milestone(w, pausing, Object.assign({}, pausing, { phase: 'paused', step: 1020, loss: 1.6123 })), 'Paused at step 1,020; loss 1.61.');
});

test('no sentence of the card names a head, in English, Spanish or Arabic (the chapter names heads one section later)', () => {
  for (const words of [english, spanish, arabic]) {
    for (const [key, value] of Object.entries(words)) {
      const texts = typeof value === 'string' ? [value] : Object.values(value);
      for (const text of texts) assert.doesNotMatch(text, /\bheads?\b|\bcabezas?\b|رأس|رؤوس/i, key);
    }
  }
});

test('the card\'s sentences end on a pronoun, every word known to their storybook; "Skip" names the committed models\' training time', async () => {
  const training = await require('../../dist/attention-training.cjs')();
  // Every language of the widget the module has a storybook for has sentences of its own (Arabic's, once its
  // storybook lands: its sentences must come with it).
  const languages = fs.readdirSync(path.join(here, '../../web/js/i18n'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  for (const language of languages) {
    if (await training.canTrain(language)) assert.ok(SENTENCES[language], `${language} trains on a storybook of its own: learned-sentences.js needs its sentences`);
  }
  for (const [language, list] of Object.entries(SENTENCES)) {
    const run = await training.start({ language });
    for (const s of list) {
      const reading = await run.read(s.text);
      assert.deepEqual(reading.unknown, [], s.text);
      assert.equal(reading.tokens.length, s.focus + 1, 'the pronoun is the last word');
      assert.ok(PRONOUNS.includes(reading.tokens[s.focus].text), s.text);
      assert.ok(s.stands < s.focus);
    }
    await run.dispose();
  }
  for (const language of ['en', 'es', 'ar']) {
    const header = JSON.parse(fs.readFileSync(path.join(here, `../../models/storybook-${language}.apm`), 'latin1').split('\n')[1]);
    assert.equal(COMMITTED_SECONDS[language], header.training.seconds, `models/storybook-${language}.apm trained for ${header.training.seconds} s`);
  }
  assert.equal(M.skipMinutes({ language: 'en', runLanguage: null, committed: null }), 8, '462.0 s');
  assert.equal(M.skipMinutes({ language: 'ar', runLanguage: null, committed: null }), 19, '1,157.9 s: Arabic has a model of its own');
  assert.equal(M.skipMinutes({ language: 'es', runLanguage: 'es', committed: null }), 9, '513.3 s');
  assert.equal(M.skipMinutes({ language: 'fr', runLanguage: null, committed: null }), 8, 'a language with no model of its own reads English\'s');
});
