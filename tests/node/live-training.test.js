// The training module (dist/attention-training.cjs: the tiny language model
// trained as the page trains it, cpp/model/live_training.hpp) against the native
// build of the same C++ (build/native/live_run, tools/model/live_run.cpp): the
// same losses from the same seed; training lowers the next-word loss below the
// bigram baseline's; a run paused and resumed is a run straight through; its
// weights file is one the model's module reads; one word's match is the
// scores and softmax behind its row of attention; bad input says what is wrong.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { loadTraining, modelPath } = require('./load-core');

const tool = path.join(__dirname, '..', '..', 'build', 'native', 'live_run');
const native = (...args) => JSON.parse(execFileSync(tool, args.map(String), { encoding: 'utf8' }));
const relative = (a, b) => Math.abs(a - b) / Math.abs(b);

test('the wasm module and the native build give the same losses for 20 steps from one seed (to 1e-9 relative; here, every bit)', async () => {
  const training = await loadTraining();
  for (const [language, seed] of [['en', 3], ['es', 11]]) {
    const expected = native('losses', language, seed, 20);
    const run = await training.start({ language, seed });
    const got = await run.step(20);
    assert.equal(got.losses.length, 20);
    got.losses.forEach((loss, i) => assert.ok(relative(loss, expected.losses[i]) <= 1e-9,
      `${language} step ${i + 1}: wasm ${loss}, native ${expected.losses[i]}`));
    assert.deepEqual(got.losses, expected.losses, 'bit for bit');
    assert.equal(got.words, expected.words);
    await run.dispose();
  }
});

test('300 steps in wasm bring the next-word loss on the held-out stories below the bigram baseline\'s', async () => {
  const training = await loadTraining();
  const run = await training.start({ language: 'en', seed: 1 });
  const before = await run.heldOut();
  // Untrained: about a uniform guess over the vocabulary, ln(407) = 6.01.
  assert.ok(Math.abs(before.loss - Math.log(run.vocabulary.length)) < 0.3, String(before.loss));
  assert.ok(before.loss > run.bigram.loss);
  const done = await run.step(300);
  assert.equal(done.step, 300);
  const after = await run.heldOut();
  assert.equal(after.step, 300);
  assert.equal(after.stories, 200);
  assert.ok(after.loss < run.bigram.loss, `model ${after.loss}, bigram ${run.bigram.loss}`);
  console.log(`# after 300 steps: held-out loss ${after.loss.toFixed(3)}, bigram ${run.bigram.loss.toFixed(3)}; ` +
    `next word right ${(100 * after.accuracy).toFixed(1)}% against ${(100 * run.bigram.accuracy).toFixed(1)}%`);
  await run.dispose();
});

test('a run paused and resumed, in slices of any size, lands on the weights of a run straight through', async () => {
  const training = await loadTraining();
  const straight = await training.start({ seed: 5 });
  const whole = await straight.step(40);
  const sliced = await training.start({ seed: 5 });
  const parts = [await sliced.step(1), await sliced.step(14), await sliced.step(25)];
  assert.deepEqual(parts.flatMap((p) => p.losses), whole.losses);
  assert.equal(parts[2].step, 40);
  assert.equal(parts[2].words, whole.words);
  // The same weights: the same file, byte for byte, and the same next step.
  assert.deepEqual(await sliced.modelFile(), await straight.modelFile());
  assert.deepEqual((await sliced.step(1)).losses, (await straight.step(1)).losses);
  const other = await training.start({ seed: 6 });
  assert.notDeepEqual((await other.step(3)).losses, whole.losses.slice(0, 3), 'another seed, another run');
  await Promise.all([straight.dispose(), sliced.dispose(), other.dispose()]);
});

test('a run\'s weights file is one the model\'s module reads: its header says how it was trained and measured', async () => {
  const training = await loadTraining();
  const run = await training.start({ language: 'es', seed: 2 });
  await run.step(30);
  const file = await run.modelFile();
  assert.ok(file instanceof Uint8Array);
  const model = (await require(modelPath)()).loadModel({ file });
  assert.equal(model.language, 'es');
  assert.deepEqual(model.shape, run.plan.shape);
  assert.deepEqual(model.vocabulary, run.vocabulary);
  assert.equal(model.heads.length, 4);
  assert.equal(model.about.training.steps, 30);
  assert.equal(model.about.training.seed, 2);
  assert.equal(model.about.heldOut.stories, 1000, 'its names and figures measured on 1,000 held-out stories, as ./build.sh model measures');
  // After 30 steps no head has earned a name; none is named by probes it never read.
  for (const h of model.heads) assert.deepEqual([h.job, h.pronouns], ['none', []]);
  // The file's numbers are the run's, a few bits each (models/README.md): the same guesses, nearly the same weights.
  // (The same three words, each as likely within 0.01: two of them can be a near tie at 30 steps, «la» 0.1256 and
  // «ella» 0.1274 in the run, which the file's fewer bits may swap.)
  const text = 'la niña vio al gato y ella';
  const live = await run.read(text, 3);
  const guessed = model.nextWords(text, 3);
  assert.deepEqual(guessed.map((g) => g.word).sort(), live.next.map((g) => g.word).sort());
  assert.equal(guessed[0].word, live.next[0].word);
  for (const g of guessed) {
    const same = live.next.find((x) => x.word === g.word);
    assert.ok(Math.abs(g.probability - same.probability) < 0.01, `${g.word}: ${g.probability} against ${same.probability}`);
  }
  const row = model.attention(text).layers[0].heads[1].weights[6];
  row.forEach((w, j) => assert.ok(Math.abs(w - live.layers[0].heads[1].weights[6][j]) < 0.05, `${w} against ${live.layers[0].heads[1].weights[6][j]}`));
  await run.dispose();
});

test('one word\'s match: each score is its query times a key times 1/sqrt(12); softmax of the scores and the sink\'s is its row of attention', async () => {
  const training = await loadTraining();
  const run = await training.start({ seed: 4 });
  await run.step(20);
  const text = 'the dog sat on the mat because it';
  const m = await run.match(text, 7, { layer: 0, head: 2 });
  assert.equal(m.tokens.length, 8);
  assert.equal(m.query.length, 12, "48 wide, 4 heads: 12 numbers each");
  assert.equal(m.grid.length, 48);
  assert.equal(m.keys.length, 8);
  assert.equal(m.scale, 1 / Math.sqrt(12));
  // The query is what the model read there times the grid.
  m.query.forEach((q, c) => {
    const product = m.input.reduce((sum, x, r) => sum + x * m.grid[r][c], 0);
    assert.ok(Math.abs(q - product) < 1e-12, `${q} against ${product}`);
  });
  const scores = m.keys.map((key) => key.reduce((sum, k, c) => sum + k * m.query[c], 0) / Math.sqrt(12));
  scores.forEach((s, j) => assert.ok(Math.abs(s - m.scores[j]) < 1e-12));
  const top = Math.max(m.sinkScore, ...scores);
  const exps = scores.concat([m.sinkScore]).map((s) => Math.exp(s - top));
  const total = exps.reduce((a, b) => a + b, 0);
  const row = (await run.read(text)).layers[0].heads[2].weights[7];
  exps.forEach((e, j) => {
    assert.ok(Math.abs(e / total - m.weights[j]) < 1e-12);
    assert.equal(m.weights[j], row[j]);
  });
  await run.dispose();
});

test('the gate is measured on 200 held-out stories and names the head it shows; an untrained model is far from it', async () => {
  const training = await loadTraining();
  const run = await training.start({ seed: 1 });
  const gate = await run.gate();
  assert.deepEqual(Object.keys(gate).sort(), ['head', 'layer', 'passed', 'step', 'stories', 'top', 'weight']);
  assert.equal(gate.stories, 200);
  assert.equal(gate.step, 0);
  assert.equal(gate.passed, false);
  // Random weights spread a pronoun's attention over the words before it: about a tenth on the right one.
  assert.ok(gate.weight > 0.03 && gate.weight < 0.25, String(gate.weight));
  await run.dispose();
});

test('bad input is refused with an Error that says what was wrong, and the run keeps working', async () => {
  const training = await loadTraining();
  await assert.rejects(training.start({ language: 'xx' }), { message: 'start: there is no storybook in the language "xx" to train on' });
  await assert.rejects(training.start({ langauge: 'en' }), { message: 'start: unknown field "langauge" (did you mean "language"?)' });
  await assert.rejects(training.start({ seed: -1 }), { name: 'TypeError', message: /^start: seed must be a whole number >= 0/ });
  await assert.rejects(training.start('en'), { name: 'TypeError' });
  const run = await training.start({ seed: 9 });
  await assert.rejects(run.step(0), { message: 'step: n must be a whole number from 1 to 100000 (got 0)' });
  await assert.rejects(run.read(''), { message: 'the text has no words to read' });
  await assert.rejects(run.read(Array(40).fill('dog').join(' ')), { message: 'the text has 40 words; the model reads at most 32' });
  await assert.rejects(run.read(7), { name: 'TypeError', message: 'read: the text must be a string (got 7)' });
  await assert.rejects(run.read('the dog', 0), { name: 'RangeError' });
  await assert.rejects(run.match('the dog', 2), { message: 'the focus is word 2, but the text has 2 words (counted from 0)' });
  await assert.rejects(run.match('the dog', 1, { head: 4 }), { message: 'the model has 1 layer(s) of 4 heads; asked for layer 0, head 4 (counted from 0)' });
  await assert.rejects(run.match('the dog', 1, { heads: 1 }), { message: 'match: unknown field "heads" (did you mean "head"?)' });
  assert.equal((await run.step(2)).step, 2, 'and it still trains');
  await run.dispose();
  await assert.rejects(run.step(1), { message: 'step: the run was disposed' });
  await assert.rejects(run.gate(), { message: 'this call: the run was disposed' });
});
