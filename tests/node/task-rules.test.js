// The steps' "Try this" checks (web/js/lesson/task-rules.js), on the built-in
// examples each step opens with and the real core: each task is done when the
// learner did what it asks and the numbers show it, and not in the cases that
// used to earn a false ✓ (a tie at 0 is no new best match; a word that needs
// nothing does not complete the needs task; a ✓ stays once earned; the learned
// task is done once the learner's training passes its gate, and by nothing else).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { loadCore } = require('./load-core.js');

const root = path.join(__dirname, '..', '..');
const webJs = path.join(root, 'web', 'js');
const { compute } = require(path.join(webJs, 'model/compute.js'));
const S = require(path.join(webJs, 'state/state.js'));
const St = require(path.join(webJs, 'lesson/steps.js'));
const R = require(path.join(webJs, 'lesson/task-rules.js'));
const { loadScenario } = require(path.join(webJs, 'scenario/scenario.js'));

const raw = (id) => JSON.parse(fs.readFileSync(path.join(root, 'web', 'scenarios', `${id}.json`), 'utf8'));

// The view of built-in example `id` at `step`, with the state's fields patched
// (and the learner's facts: picked, trained).
async function view(id, step, patch = {}, facts = {}) {
  const core = await loadCore();
  const scenario = loadScenario(raw(id), core.tokenize);
  const state = Object.assign(S.create(scenario), { step }, patch);
  return compute(core, scenario, state, Object.assign({ lang: 'en' }, facts));
}
// The same with one edited query (the focus word's, in the shown head).
async function edited(id, step, query, patch = {}) {
  const core = await loadCore();
  const scenario = loadScenario(raw(id), core.tokenize);
  const state = Object.assign(S.create(scenario), { step }, patch);
  const edits = { [state.head + ':' + state.focus]: { query } };
  return compute(core, scenario, Object.assign(state, { edits }), { lang: 'en' });
}
const done = (step, now, start) => St.taskDone(step, now, start);

test('every step has one rule, in the vocabulary scenarios use too', () => {
  assert.deepEqual(Object.keys(R.STEP_RULES), St.STEP_IDS);
  for (const rule of Object.values(R.STEP_RULES)) {
    assert.equal(Object.keys(rule).filter((k) => R.RULE_KINDS.includes(k)).length, 1, JSON.stringify(rule));
  }
});

test('needs: the step opens on a word that needs nothing; clicking “it” (it needs “cat”) is done, another idle word is not', async () => {
  const core = await loadCore();
  const scenario = loadScenario(raw('it'), core.tokenize);
  const opening = St.openingFocus('needs', scenario, S.create(scenario));
  assert.equal(scenario.tokens[opening], 'The', 'the first word that asks nothing');
  const start = await view('it', 'needs', { focus: opening });
  assert.equal(done('needs', await view('it', 'needs', { focus: 7 }), start), true, '“it” needs an animal and finds “cat”');
  assert.equal(done('needs', await view('it', 'needs', { focus: 9 }), start), false, '“tired” makes sense on its own');
  assert.equal(done('needs', await view('it', 'needs', { focus: 1 }), start), false, '“cat” needs nothing either');
});

test('search: picking “Mars” (the page that fits “sky”) is done; picking “red” or nothing is not', async () => {
  const start = await view('sky', 'search');
  assert.equal(done('search', await view('sky', 'search', {}, { picked: 1 }), start), true);
  assert.equal(done('search', await view('sky', 'search', {}, { picked: 5 }), start), false, '“red” advertises a colour');
  assert.equal(done('search', start, start), false);
});

test('scores: a query that makes “red” the one best match is done; every slider at 0 (a tie at 0) is not', async () => {
  const start = await view('moon', 'scores');
  assert.equal(R.holds(R.STEP_RULES.scores, start, start), false, 'Mars is already the best at the start');
  assert.equal(done('scores', await edited('moon', 'scores', [0, 0, 1]), start), true, 'colour 1: red scores 1, the rest 0');
  assert.equal(done('scores', await edited('moon', 'scores', [0, 0, 0]), start), false, 'every score 0: nobody wins');
  assert.equal(done('scores', await edited('moon', 'scores', [1, 1, 0]), start), false, 'Mars, the moon and sky all score 1: a tie');
  assert.equal(done('scores', await edited('moon', 'scores', [1, 0.5, 0]), start), false, 'Mars still best (1 against 0.75)');
});

test('scores: “another word” means another: a query that makes “sky” best match its own key is not done', async () => {
  const start = await view('moon', 'scores');
  assert.equal(start.focusText, 'sky');
  // place 1: “sky” advertises a place (1), “moon” half a place (0.5), the rest none (0): “sky” alone is best.
  assert.equal(done('scores', await edited('moon', 'scores', [0, 1, 0]), start), false);
  assert.equal(done('scores', await edited('moon', 'scores', [0, 0, 1]), start), true, '“red” (a colour) alone is');
});

test('softmax: “cat” over 90 % of “purred” is done, e^3.5/(e^3.5+3) = 91 %; at 3, e^3/(e^3+3) = 87 %, it is not', async () => {
  const start = await view('magnitude', 'softmax');
  assert.equal(done('softmax', await view('magnitude', 'softmax', { magnitude: 3 }), start), false);
  assert.equal(done('softmax', await view('magnitude', 'softmax', { magnitude: 3.5 }), start), true);
  assert.equal(done('softmax', await view('magnitude', 'softmax', { magnitude: 9, focus: 0 }), start), false,
    '“The” asks nothing: no best match to sharpen');
});

test('sink: with the sink on, “sang” (its match “here” beats the sink) is done; “left” and a sink turned off are not', async () => {
  const start = await view('sink', 'sink');
  assert.equal(R.holds(R.STEP_RULES.sink, start, start), false, 'the sink wins “left”');
  assert.equal(done('sink', await view('sink', 'sink', { focus: 1 }), start), true);
  assert.equal(done('sink', await view('sink', 'sink', { focus: 1, sink: { on: false, score: 3 } }), start), false);
  assert.equal(done('sink', await view('sink', 'sink', { focus: 0 }), start), false, '“Birds” asks nothing: its row is idle');
});

test('values: a query of “it” that gathers half “cat”, half “mat” is done; mostly “cat” is not', async () => {
  const start = await view('it', 'values');
  assert.equal(start.heads[0].blend.reading.kind, 'mostly');
  // The noun feature of "mat" (a thing) and "cat" (an animal): asking for both equally splits it.
  const scenario = raw('it');
  const features = scenario.features;
  const both = features.map((f) => (f === 'animal' || f === 'thing' ? 1 : 0));
  const half = await edited('it', 'values', both);
  assert.equal(half.heads[0].blend.reading.kind, 'half', JSON.stringify(features));
  assert.equal(done('values', half, start), true);
  assert.equal(done('values', start, start), false);
});

test('learned: done once the training passes its pronoun gate, not before; a step count alone never is', async () => {
  const start = await view('it', 'learned', {}, { trained: false });
  assert.equal(done('learned', await view('it', 'learned', {}, { trained: false }), start), false);
  assert.equal(done('learned', await view('it', 'learned', {}, { trained: 3000 }), start), false, 'a number is not a passed gate');
  assert.equal(done('learned', await view('it', 'learned', {}, { trained: true }), start), true);
});

test('heads: one head on its own (from three) is done; all three are not', async () => {
  const start = await view('heads', 'heads');
  assert.equal(start.shownHeads.length, 3);
  assert.equal(done('heads', await view('heads', 'heads', { heads: [1], head: 1 }), start), true);
  assert.equal(done('heads', start, start), false);
});

test('order: a shuffle with no score changed is done; the sentence in its own order is not', async () => {
  const start = await view('word-order', 'order');
  assert.equal(done('order', await view('word-order', 'order', { order: [4, 1, 2, 3, 0] }), start), true);
  assert.equal(done('order', start, start), false);
});

test('a ✓ once earned stays until the example changes: clicking back to the word the step opened on keeps it', async () => {
  const start = await view('it', 'needs', { focus: 0 });
  let progress = R.latch(null, 'needs|it', R.STEP_RULES.needs, start);
  assert.deepEqual([progress.done, progress.newlyDone], [false, false]);
  progress = R.latch(progress, 'needs|it', R.STEP_RULES.needs, await view('it', 'needs', { focus: 7 }));
  assert.deepEqual([progress.done, progress.newlyDone], [true, true], 'announced once');
  progress = R.latch(progress, 'needs|it', R.STEP_RULES.needs, await view('it', 'needs', { focus: 0 }));
  assert.deepEqual([progress.done, progress.newlyDone], [true, false], 'still done, not announced again');
  progress = R.latch(progress, 'needs|blend', R.STEP_RULES.needs, await view('blend', 'needs', { focus: 0 }));
  assert.equal(progress.done, false, 'another example starts afresh');
});

test('the rules of the vocabulary scenarios may use: focus, share of a named word, sink wins, blend of two named words, magnitude', async () => {
  const it = await view('it', 'values');
  assert.equal(R.holds({ focus: 'it' }, it), true);
  assert.equal(R.holds({ focus: 'cat' }, it), false);
  // e^9 / (e^9 + 9) = 99.9 % for "cat" at magnitude 9, 9 words scoring 0.
  assert.equal(R.holds({ share: { word: 'cat', atLeast: 99 } }, it), true);
  assert.equal(R.holds({ share: { word: 'mat', atLeast: 1 } }, it), false);
  assert.equal(R.holds({ share: { word: 'cat', of: 'mat', atLeast: 1 } }, it), false, 'only the focus word’s row is on screen');
  const sink = await view('sink', 'sink');
  assert.equal(R.holds({ sink: 'wins', for: 'left' }, sink), true);
  assert.equal(R.holds({ sink: 'loses' }, sink), false);
  const blend = await view('blend', 'values');
  assert.equal(blend.heads[0].blend.reading.kind, 'half');
  assert.equal(R.holds({ blend: 'half', of: ['dog', 'cat'] }, blend), true);
  assert.equal(R.holds({ blend: 'half', of: ['dog', 'met'] }, blend), false);
  assert.equal(R.holds({ magnitude: { atLeast: 9 } }, blend), true);
  assert.equal(R.holds({ all: [{ magnitude: { atLeast: 9 } }, { focus: 0 }] }, blend), false);
});

test('heads with the trained model’s heads: no ✓ to earn (nothing of the model is the learner’s to change), and the step’s own words, not the hand-made example’s', async () => {
  const { taskOf } = await import(path.join(webJs, 'element/view-extra.js'));
  const E = await import(path.join(webJs, 'lesson/explain.js'));
  const trained = await view('heads', 'heads', { model: 'trained' });
  const { task } = taskOf(trained, null, null);
  assert.equal(task.checked, false);
  assert.equal(task.shown, true);
  assert.equal(E.tryThis(trained, task),
    'Read a sentence of your own with “she” or “they”: does the head that finds what a pronoun stands for still pick the right word?');
  // The hand-made heads: the step's own checked task, as before.
  const handMade = await view('heads', 'heads', { model: 'hand-made' });
  const before = taskOf(handMade, null, null).task;
  assert.equal(before.checked, true);
  assert.equal(E.tryThis(handMade, before), 'Show one head on its own: what does it look for?');
  // An author's task wins over both.
  const authored = await view('heads', 'heads', { model: 'trained', task: 'Compare the two named heads.' });
  assert.equal(E.tryThis(authored, taskOf(authored, null, null).task), 'Compare the two named heads.');
});
