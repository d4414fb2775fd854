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
import { single } from '../../web/js/lib/shares.js';

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

test('words the model does not know are shown as typed, said to be unknown, and one sentence lists them', () => {
  const tokens = [tok('the'), tok('giraffe', false), tok('saw'), tok('Zanzibar', false), tok('and'), tok('it'), tok('ran')];
  const n = tokens.length;
  const rows = tokens.map((_, i) => Array.from({ length: n + 1 }, (x, j) => (j === 1 && i >= 1 ? 0.9 : j === n ? (i >= 1 ? 0.1 : 0) : j === 0 && i === 0 ? 1 : 0)));
  const v = rowView(tokens, rows);
  assert.equal(v.focus, 5, 'the pronoun');
  assert.deepEqual(v.tokens, ['the', 'giraffe', 'saw', 'Zanzibar', 'and', 'it', 'ran'], 'never "?"');
  assert.deepEqual(M.unknownWords(tokens), ['giraffe', 'Zanzibar']);
  assert.equal(M.unknownText(w, M.unknownWords(tokens)), 'The model does not know: giraffe and Zanzibar.');
  assert.equal(M.lookText(w, v), '“it” gives 90.0% of its attention to “giraffe”, a word the model does not know.');
  const whole = M.readingView(reading(tokens, rows), [], 3);
  assert.deepEqual(whole.tokens.map((x) => x.known), [true, false, true, false, true, true, true]);
  assert.deepEqual(whole.unknown, ['giraffe', 'Zanzibar']);
  assert.equal(M.unknownText(w, []), '');
  // The same unknown word twice is listed once.
  assert.deepEqual(M.unknownWords([tok('zog', false), tok('zog', false)]), ['zog']);
  // A focus the model does not know: one sentence of why.
  const g = M.readingView(reading(tokens, rows), [], 3, 1);
  assert.equal(M.whyText(w, g, { cat: 'it' }), 'The model does not know “giraffe”: it reads it as one unknown word, with nothing to look for.');
});

// The header's noun → pronoun, for the readings below (a few of the storybook's).
const NOUNS = { cat: ['it'], mat: ['it'], dog: ['it'], maria: ['she'], anna: ['she'], tom: ['he'], boy: ['he'], girl: ['she'], dogs: ['they'] };

// A reading where word `focus` puts `weight` on word `target` and the rest on the sink.
function pointing(text, focus, target, weight = 0.9) {
  const tokens = text.split(' ').map((x) => tok(x));
  const n = tokens.length;
  const rows = tokens.map((_, i) => Array.from({ length: n + 1 }, (x, j) => (i === focus ? (j === target ? weight : j === n ? 1 - weight : 0) : j === n ? 1 : 0)));
  return M.readingView(reading(tokens, rows), [], 3, focus);
}

test('a reading that looks like a failure gets one plain sentence of why; one that does not, none', () => {
  // "she" gives most to maria, the first she, though anna is nearer: the storybook's rule.
  const first = pointing('maria met anna and she', 4, 0);
  assert.equal(M.whyText(w, first, NOUNS), 'In the stories this model read, a word like “she” always stands for the first one it can stand for: ' +
    'so it looks at “maria”, not at “anna”, which is nearer.');
  // "they" after "the boy and the girl": its most goes to one of the two it stands for.
  const two = pointing('the boy and the girl ran because they', 7, 4, 0.5);
  assert.equal(M.whyText(w, two, NOUNS), '“they” stands for two here, “boy” and “girl”: its attention is split between them.');
  // Nothing to explain: "it" gives most to the only one of its kind; a word that is no pronoun.
  assert.equal(M.whyText(w, pointing('the cat sat because it', 4, 1), NOUNS), '');
  assert.equal(M.whyText(w, pointing('the cat sat because it', 2, 1), NOUNS), '');
  // Without the header's nouns (an older file), no sentence.
  assert.equal(M.whyText(w, first, undefined), '');
});

// Hand-made heads as loadModel() gives them (format 3 on): jobs, pronouns and figures.
function madeHead(jobs, pronouns, extra = {}) {
  return Object.assign({
    layer: 0, head: 0, job: jobs[0] || 'none', jobs, pronouns, heldOutOnly: { pronouns: [], subject: false },
    figures: { pronoun: 0.5, pronounTop: 0.5, previous: 0.1, subject: 0.2, subjectTop: 0.1, repeat: 0, sinkElsewhere: 0.1, meaning: 0.3, meaningTop: 0.2 },
    perPronoun: { it: { weight: 0.9, top: 0.95, count: 500 }, she: { weight: 0.8, top: 0.97, count: 200 }, they: { weight: 0.6, top: 0.7, count: 300 } },
    probes: { perPronoun: { it: { weight: 0.94, top: 1, count: 47 }, she: { weight: 0.86, top: 0.98, count: 47 } }, subject: { weight: 0.4, top: 0.3, count: 40 },
      meaning: { weight: 0.2, top: 0.1, count: 40 }, previous: 0.1 },
  }, extra);
}

test('a head is named for each pronoun it passes both gates for, and narrowed where only the storybook\'s stories were measured', () => {
  const [both, narrowed, none] = M.trainedHeads([
    madeHead(['pronoun'], ['it', 'she']),
    madeHead(['pronoun', 'subject'], [], { heldOutOnly: { pronouns: ['they'], subject: true } }),
    madeHead([], []),
  ], 1000, 288);
  assert.equal(M.headName(w, both), 'finds what “it” and “she” stand for');
  // The figure: the mean over its named pronouns, (0.9 + 0.8) / 2 on the stories, (0.94 + 0.86) / 2 on the probes.
  assert.equal(M.headFigureText(w, both), '85.0% of its attention goes to the word it stands for, measured on 1,000 new stories. ' +
    'On 288 sentences written by hand: 90.0%.');
  assert.equal(M.headName(w, narrowed), 'finds what “they” stands for, in sentences like the storybook’s; finds the subject in “the X near the Y” sentences');
  assert.equal(M.headName(w, none), 'no clear job');
  // Its closest: meaning 0.3 beats subject 0.2 and previous 0.1, below pronoun 0.5.
  assert.equal(none.closest, 'pronoun');
  assert.equal(M.headFigureText(w, none), 'Closest: 50.0% of its attention goes to the word a pronoun stands for, measured on 1,000 new stories: not enough for a name.');
});

test('the head shown for a word: the one named for that pronoun, else the closest for it', () => {
  const heads = [
    madeHead(['pronoun'], ['it'], { perPronoun: { it: { weight: 0.93 }, she: { weight: 0.2 } } }),
    madeHead(['pronoun'], ['she'], { perPronoun: { it: { weight: 0.95 }, she: { weight: 0.85 } } }),
    madeHead([], [], { perPronoun: { it: { weight: 0.5 }, she: { weight: 0.9 } } }),
  ];
  assert.equal(M.shownHead(heads, 'it'), 0, 'named for "it", though head 1 puts more on it');
  assert.equal(M.shownHead(heads, 'She'), 1, 'named for "she", though head 2 puts more on it');
  assert.equal(M.shownHead(heads, 'they'), 0, 'no figure for "they": the first');
  assert.equal(M.shownHead(heads, 'sat'), 0, 'not a pronoun: the head for "it"');
});

test('the chapter\'s sentence beside its twin: where "tired" and "soft" look, each from one row rounded together', () => {
  const pair = M.twinOf('en');
  assert.equal(pair.sentence, 'The cat sat on the mat because it was tired');
  assert.equal(pair.twin, 'The cat sat on the mat because it was soft');
  const words = (text) => text.split(' ').map((x) => tok(x));
  const n = 10;
  const at = (top, weight) => Array.from({ length: n }, (_, i) => Array.from({ length: n + 1 }, (x, j) => (i === 9 ? (j === top ? weight : j === n ? 1 - weight : 0) : j === n ? 1 : 0)));
  const view = M.twinView([reading(words(pair.sentence), at(1, 0.812)), reading(words(pair.twin), at(5, 0.7734))], 3, pair);
  assert.deepEqual([view.sentence.word, view.sentence.topWord, pct(view.sentence.top.share)], ['tired', 'cat', '81.2%']);
  assert.deepEqual([view.twin.word, view.twin.topWord, pct(view.twin.top.share)], ['soft', 'mat', '77.3%']);
  assert.equal(M.twinText(w, view), 'At “it” the model has not yet read “tired”: it reads from left to right, so there it can only follow what its stories taught it. ' +
    'Then “tired” looks at “cat” (81.2%); in its twin, “The cat sat on the mat because it was soft”, “soft” looks at “mat” (77.3%): each finds what it can be said of.');
  assert.equal(M.isTwinSentence('en', words('the cat sat on the mat because it was soft .')), 'twin');
  // A head that does the job at the word after (its header's twins.at "after"): read there, "and" after "tired".
  assert.equal(pair.after, 'and');
  const atNext = (top, weight) => Array.from({ length: 11 }, (_, i) => Array.from({ length: 12 }, (x, j) => (i === 10 ? (j === top ? weight : j === 11 ? 1 - weight : 0) : j === 11 ? 1 : 0)));
  const next = M.twinView([reading(words(pair.sentence + ' and'), atNext(1, 0.732)), reading(words(pair.twin + ' and'), atNext(5, 0.841))], 3, pair, true);
  assert.equal(M.twinText(w, next), 'At “it” the model has not yet read “tired”: it reads from left to right, so there it can only follow what its stories taught it. ' +
    'Then “and”, right after “tired”, looks at “cat” (73.2%); in its twin, “The cat sat on the mat because it was soft”, “and”, right after “soft”, looks at “mat” (84.1%): each finds what it can be said of.');
  // Where a side's most is not the noun its word fits (a model with no head for it: Spanish's, Arabic's), no claim that it is.
  const astray = M.twinView([reading(words(pair.sentence + ' and'), atNext(9, 0.981)), reading(words(pair.twin + ' and'), atNext(5, 0.841))], 3, pair, true);
  assert.equal(astray.found, false);
  assert.match(M.twinText(w, astray), /“and”, right after “tired”, looks at “tired” \(98\.1%\); .*: not yet the noun each fits\.$/);
  assert.equal(M.looksAfter({ twins: { at: 'after' } }), true);
  assert.equal(M.looksAfter({ twins: { at: 'word' } }), false);
  assert.equal(M.isTwinSentence('en', words('the cat sat on the mat')), null);
});

test('the opening word: the last pronoun, else the last word with a letter', () => {
  const words = (s) => s.split(' ').map((x) => tok(x));
  assert.equal(M.defaultFocus(words('the cat sat on the mat because it was tired')), 7);
  assert.equal(M.defaultFocus(words('tom met anna and she smiled .')), 4);
  assert.equal(M.defaultFocus(words('the dog barked .')), 2);
});

test('the committed model: the head its views show for a pronoun is the one certified for it', () => {
  // models/storybook-en.apm: layer 1 head 3 (index 7) is named for "she", "it" and "they" ("he" on the stories
  // alone), layer 0 head 0 (index 0) for "he" ("it" on the stories alone): a name on both beats one on the stories alone.
  assert.equal(M.shownHead(header.heads), 7, 'another word: the head for "it"');
  for (const p of ['it', 'she', 'they']) assert.equal(M.shownHead(header.heads, p), 7, p);
  assert.equal(M.shownHead(header.heads, 'he'), 0, '"he": the head named for it on the stories and the probes');
  const they = header.heads.reduce((b, x, i) => (x.perPronoun.they.weight > header.heads[b].perPronoun.they.weight ? i : b), 0);
  assert.equal(M.shownHead(header.heads, 'they'), they, '"they": the head named for it is also the closest');
  // A learner's model names its heads on the stories alone (heldOutOnly): such a head comes before an unnamed one.
  const learner = [{ job: 'none', pronouns: [], heldOutOnly: { pronouns: [] }, figures: { pronoun: 0.6 } },
    { job: 'pronoun', pronouns: [], heldOutOnly: { pronouns: ['it'] }, figures: { pronoun: 0.5 } }];
  assert.equal(M.shownHead(learner, 'it'), 1);
  assert.equal(M.shownHead(learner), 1);
});

test('the heads step, the committed model: each head named by the jobs it passed on the stories and the probes, with its figures; the others "no clear job" with their closest', () => {
  const heads = M.trainedHeads(header.heads, header.heldOut.stories, header.probes.count);
  const named = heads.filter((x) => x.job !== 'none');
  assert.ok(named.length >= 2, 'a pronoun head and a meaning head at least');
  for (const x of heads) {
    const own = header.heads[x.index];
    if (x.job === 'none') {
      assert.equal(M.headName(w, x), 'no clear job');
      // (a head closest to the meaning job is measured on pairs of stories: the twins)
      assert.match(M.headFigureText(w, x), /^Closest: \d+\.\d% of .* measured on 1,000 (pairs of )?new stories: not enough for a name\.$/);
      continue;
    }
    // Its name: each job it passed, in the header's order, joined by "; "; for pronouns, those named on the stories
    // and the probes, then those named on the stories alone ("in sentences like the storybook's").
    const listed = (ps) => {
      const quoted = ps.map((p) => `“${p}”`);
      const list = quoted.length > 1 ? quoted.slice(0, -1).join(', ') + ' and ' + quoted[quoted.length - 1] : quoted[0];
      return `finds what ${list} ${ps.length > 1 ? 'stand' : 'stands'} for`;
    };
    const parts = [];
    for (const job of own.jobs) {
      if (job === 'pronoun') {
        if (own.pronouns.length) parts.push(listed(own.pronouns));
        if (own.heldOutOnly.pronouns.length) parts.push(listed(own.heldOutOnly.pronouns) + ', in sentences like the storybook’s');
      } else if (job === 'meaning') {
        parts.push('finds the noun a describing word (“tired”, “soft”) fits');
      }
    }
    assert.equal(M.headName(w, x), parts.join('; '));
    // The pronoun head's figure is the mean over the pronouns it is named for (on the stories alone too), on the
    // stories and on the probes.
    if (x.job === 'pronoun') {
      const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const all = own.pronouns.concat(own.heldOutOnly.pronouns);
      const onStories = mean(all.map((p) => own.perPronoun[p].weight));
      const onProbes = mean(all.map((p) => own.probes.perPronoun[p].weight));
      assert.equal(M.headFigureText(w, x), `${pct(single(onStories))} of its attention goes to the word it stands for, measured on 1,000 new stories. ` +
        `On ${header.probes.count} sentences written by hand: ${pct(single(onProbes))}.`);
    }
    if (x.job === 'meaning') {
      assert.equal(M.headFigureText(w, x), `${pct(single(own.figures.meaning))} of the attention of a describing word goes to the noun it fits, ` +
        `measured on 1,000 pairs of new stories. On ${header.probes.count} sentences written by hand: ${pct(single(own.probes.meaning.weight))}.`);
    }
  }
  assert.ok(named.some((x) => x.job === 'pronoun'));
  assert.ok(heads.some((x) => x.jobs.includes('meaning')));
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
  assert.deepEqual(M.sinkSentenceOf('ar').words.map((i) => ['جلس', 'القط', 'على', 'الحصيرة', 'لأن', 'ـه'][i]), ['على', 'ـه'],
    'Arabic reads «لأنه» as «لأن» «ـه»');
  assert.equal(M.sinkSentenceOf('fr'), M.sinkSentenceOf('en'), 'a language without a model reads with the English one');
  assert.equal(M.presetsOf('es')[0], 'El gato se sentó en la alfombra porque él estaba cansado');
  assert.equal(M.defaultFocus(words('es').map((text) => ({ text }))), 8, '«él», the last pronoun');
});

test('the heads step says how well the committed model guesses, beside a bigram, a trigram and the ceiling after a pronoun', () => {
  // models/storybook-en.apm's accuracy: model 0.4994 (0.5208 after a pronoun), bigram 0.3745 (0.1882),
  // trigram 0.4250 (0.1882), ceiling after a pronoun 0.5506; on 1,000 held-out stories.
  const text = M.accuracyText(w, M.aboutView({ training: header.training, heldOut: header.heldOut, accuracy: header.accuracy, probes: header.probes },
    header.shape, header.vocabulary));
  assert.equal(text, 'On 1,000 stories it never saw, it guessed the next word right 49.9% of the time; a guesser that looks only at ' +
    'the word before got 37.5%. Right after a pronoun: 52.1% against 18.8%. A guesser that looks at the two words before got 42.5% ' +
    '(18.8% right after a pronoun). Right after a pronoun no guesser can pass about 55.1%: even one told what the pronoun stands for ' +
    'must still guess which of its words comes next.');
});
