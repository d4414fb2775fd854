// The classic widget's training modules, attention-training-<language>.js, are built without C++
// exceptions (CMakeLists.txt): their bindings answer every problem of their input as a value
// (training_bindings.cpp), where a throw would reach JavaScript as a bare number. So each still
// refuses bad input with the Error that names the problem, and goes on training bit for bit as the
// native build of the same C++ (build/native/live_run). The English and Spanish ones are also built
// without Arabic's word rules: a learner's Arabic word is one word they do not know.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { loadTraining, runClassic } = require('./load-core');

const tool = path.join(__dirname, '..', '..', 'build', 'native', 'live_run');
const native = (...args) => JSON.parse(execFileSync(tool, args.map(String), { encoding: 'utf8' }));

// The file as a page runs it with no Worker: the training on this thread.
const classicTraining = (language) => runClassic(`attention-training-${language}.js`).createAttentionTraining();

// The file as the page's training worker runs it (training_api.mjs workerMain): each raw call sent as a
// message, answered with the raw function's plain value, { ok } or { error } (structured-cloned, as a worker's message is).
async function classicWorker(language) {
  class WorkerGlobalScope {}
  const scope = new WorkerGlobalScope();
  scope.name = 'attention-training';
  const waiting = new Map();
  let started;
  const ready = new Promise((resolve) => { started = resolve; });
  scope.postMessage = (message) => {
    const copy = structuredClone(message);
    return copy.ready !== undefined ? started(copy) : waiting.get(copy.id)(copy.reply);
  };
  runClassic(`attention-training-${language}.js`, { WorkerGlobalScope, self: scope });
  assert.deepEqual(await ready, { ready: true });
  let next = 0;
  return (name, ...args) => new Promise((resolve) => {
    waiting.set(++next, resolve);
    scope.onmessage({ data: { id: next, name, args } });
  });
}

const noRun = (id) => ({ error: `training run ${id} does not exist (it was disposed, or never started)` });

test('a disposed or never started run, and a language the module does not hold, are answered as errors, not thrown', async () => {
  const call = await classicWorker('en');
  assert.deepEqual(await call('rawStepRun', 1, 1), noRun(1));
  assert.deepEqual(await call('rawCanTrain', 'en'), { ok: true });
  assert.deepEqual(await call('rawCanTrain', 'xx'), { ok: false });
  assert.deepEqual(await call('rawStartRun', 'xx', '1'),
    { error: 'the storybook has no language "xx": it knows "en", "es" and "ar"' });
  assert.deepEqual(await call('rawStartRun', 'es', '1'),
    { error: 'this training module holds the "en" storybook only: the "es" storybook is in attention-training-es.js' });
  const started = await call('rawStartRun', 'en', '1');
  const id = started.ok[1][0];
  assert.equal(id, 1, 'the first run of this module');
  assert.deepEqual(await call('rawMatchRun', id, 'the dog', 1, -1, 0), { error: 'the focus, layer and head are counted from 0' });
  assert.deepEqual(await call('rawDisposeRun', id), { ok: true });
  assert.deepEqual(await call('rawStepRun', id, 1), noRun(id));
  for (const name of ['rawGateRun', 'rawHeldOutRun', 'rawFileRun', 'rawDisposeRun']) assert.deepEqual(await call(name, id), noRun(id), name);
  assert.deepEqual(await call('rawReadRun', id, 'the dog', 3), noRun(id));
  assert.deepEqual(await call('rawMatchRun', id, 'the dog', 1, 0, 0), noRun(id));
  assert.deepEqual(await call('rawStepRun', 7, 1), noRun(7));
});

test('each language\'s module refuses bad text with the Error that says what is wrong, then trains as the native build', async () => {
  for (const [language, seed, text] of [['en', 3, 'the dog'], ['es', 11, 'el perro'], ['ar', 2, 'القط نام']]) {
    const training = await classicTraining(language);
    const run = await training.start({ language, seed });
    await assert.rejects(run.read(''), { message: 'the text has no words to read' });
    await assert.rejects(run.read(Array(40).fill('x').join(' ')), { message: 'the text has 40 words; the model reads at most 32' });
    await assert.rejects(run.match(text, 2), { message: 'the focus is word 2, but the text has 2 words (counted from 0)' });
    await assert.rejects(run.match(text, 1, { head: 4 }),
      { message: 'the model has 1 layer(s) of 4 heads; asked for layer 0, head 4 (counted from 0)' });
    const expected = native('losses', language, seed, 5);
    const got = await run.step(5);
    assert.deepEqual(Array.from(got.losses), expected.losses, `${language}: bit for bit`);
    assert.equal(got.words, expected.words);
    assert.equal((await run.read(text, 1)).tokens.length, 2);
    assert.equal((await run.match(text, 1)).weights.length, 3, 'two words and the sink');
    assert.equal((await run.gate()).step, 5);
    await run.dispose();
  }
});

test('to the English and Spanish modules a learner\'s Arabic word is one word they do not know, as to the module with the rules', async () => {
  const withRules = await loadTraining();
  for (const language of ['en', 'es']) {
    for (const training of [await classicTraining(language), withRules]) {
      const run = await training.start({ language, seed: 1 });
      const reading = await run.read('والقط نام', 1);
      assert.deepEqual(Array.from(reading.tokens, (t) => [t.text, t.known]), [['والقط', false], ['نام', false]], language);
      await run.dispose();
    }
  }
});
