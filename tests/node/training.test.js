// Training the tiny attention layer in the training module
// (dist/attention-training.js): each toy task from a fixed seed reaches its
// stated loss in a bounded number of steps, and the learned attention shows the
// pattern on sentences it was not trained on.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadTraining, trainingPath } = require('./load-core');

function meanOfLast(losses, count) {
  const tail = losses.slice(-count);
  return tail.reduce((a, b) => a + b, 0) / tail.length;
}

const goals = [
  // task, steps, loss the mean of the last 10 batch losses must be under
  ['pronoun', 150, 0.02],
  ['copy-previous', 150, 0.02],
  ['match-query', 200, 0.1],
];

for (const [task, steps, goal] of goals) {
  test(`${task}: from seed 1, ${steps} Adam steps of batch 16 bring the loss under ${goal}`, async () => {
    const training = await loadTraining();
    const start = training.start({ task, seed: 1 });
    const { state, losses } = training.steps(start, steps, 16);
    assert.equal(losses.length, steps);
    assert.equal(state.step, steps);
    assert.ok(losses[0] > 0.5, `an untrained layer guesses: first loss ${losses[0]}`);
    assert.ok(meanOfLast(losses, 10) < goal, `mean of the last 10 losses: ${meanOfLast(losses, 10)}`);
  });
}

test('pronoun: on 200 held-out sentences the pronoun attends most to the most recent noun in at least 90 %', async () => {
  const training = await loadTraining();
  const untrained = training.start({ task: 'pronoun', seed: 1 });
  const trained = training.steps(untrained, 150, 16).state;
  const before = training.evaluate(untrained, { count: 200, seed: 'beef' });
  const after = training.evaluate(trained, { count: 200, seed: 'beef' });
  assert.ok(before.pronounAccuracy < 0.6, `before training: ${before.pronounAccuracy}`);
  assert.ok(after.pronounAccuracy >= 0.9, `after training: ${after.pronounAccuracy}`);
  assert.ok(after.predictionAccuracy >= 0.9, `predictions: ${after.predictionAccuracy}`);
});

test('the learned attention of the pronoun lands on the most recent noun in a sentence the learner can read', async () => {
  const training = await loadTraining();
  const trained = training.steps(training.start({ task: 'pronoun', seed: 1 }), 150, 16).state;
  const [example] = training.examples('pronoun', { count: 1, seed: 5 });
  const pronoun = example.targets.findIndex((t) => t >= 0);
  assert.equal(example.tokens[pronoun], 'it');
  const { bestHead } = training.evaluate(trained, { count: 200, seed: 'beef' });
  const row = training.forward(trained, example.embeddings).heads[bestHead].weights[pronoun];
  const winner = row.indexOf(Math.max(...row));
  assert.equal(winner, example.attendTo[pronoun]);
});

test('training in slices gives exactly the same weights as one run, and the state survives JSON', async () => {
  const training = await loadTraining();
  const start = training.start({ task: 'copy-previous', seed: 7 });
  const whole = training.steps(start, 12, 8).state;
  const first = training.steps(start, 5, 8).state;
  const saved = JSON.parse(JSON.stringify(first));
  const sliced = training.steps(saved, 7, 8).state;
  assert.deepEqual(sliced, whole);
});

test('the projection multiplies each embedding by the weights: q = W_Q^T e', async () => {
  const training = await loadTraining();
  // e = (1, 2) with W = [[1, 0, 2], [0, 1, 3]] gives q = (1, 2, 8)
  assert.deepEqual(training.project({ embeddings: [[1, 2], [0, 1]], weights: [[1, 0, 2], [0, 1, 3]] }),
    [[1, 2, 8], [0, 1, 3]]);
});

test('the forward pass exposes each head\'s projections, weights and the layer\'s predictions', async () => {
  const training = await loadTraining();
  const state = training.start({ task: 'match-query', seed: 3, heads: 2, querySize: 4, valueSize: 2 });
  const [example] = training.examples('match-query', { count: 1, seed: 9 });
  const f = training.forward(state, example.embeddings);
  const n = example.tokens.length;
  assert.equal(f.heads.length, 2);
  assert.equal(f.heads[0].queries[0].length, 4);
  assert.equal(f.heads[1].values[0].length, 2);
  for (const head of f.heads) {
    head.weights.forEach((row, i) => {
      const total = row.reduce((a, b) => a + b, 0) + head.sinkWeights[i];
      assert.ok(Math.abs(total - 1) < 1e-12);
    });
  }
  assert.equal(f.probabilities.length, n);
  f.probabilities.forEach((row) => assert.ok(Math.abs(row.reduce((a, b) => a + b, 0) - 1) < 1e-12));
});

test('bad training input gives errors that name the field, and nothing leaks', async () => {
  // The options object becomes the module's Emscripten Module, where Embind
  // puts its handle count (the training API itself has no diagnostics).
  const module = {};
  const training = await require(trainingPath)(module);
  const handles = module.count_emval_handles();
  assert.throws(() => training.start({ task: 'pronon' }),
    { message: 'task "pronon" is unknown (tasks: pronoun, copy-previous, match-query) (did you mean "pronoun"?)' });
  assert.throws(() => training.start({ task: 'pronoun', heads: 0 }),
    { message: 'heads must be a whole number from 1 to 8 (got 0)' });
  assert.throws(() => training.start({ task: 'pronoun', seed: -1 }),
    { message: 'seed must be a whole number >= 0 or a string of 1 to 16 hex digits (got -1)' });
  const state = training.start({ task: 'pronoun' });
  assert.throws(() => training.steps({ ...state, rng: 'xyz' }, 1),
    { message: 'state.rng must be a string of 1 to 16 hexadecimal digits' });
  assert.throws(() => training.steps({ ...state, step: 1.5 }, 1),
    { message: 'state.step must be a whole number >= 0' });
  assert.throws(() => training.project({ embeddings: [[1, 2]], weights: [[1]] }), /weights/);
  for (let i = 0; i < 200; i++) {
    training.steps(state, 1, 2);
    try { training.steps({ ...state, options: null }, 1); } catch (e) { /* counted below */ }
  }
  assert.equal(module.count_emval_handles(), handles);
});

test('the training module refuses an array whose length changes while it is read, or is not a whole number', async () => {
  const training = await loadTraining();
  let reads = 0;
  const changing = (array) => new Proxy(array, { get: (target, key) => (key === 'length' ? ++reads : target[key]) });
  const state = training.start({ task: 'pronoun' });
  const embeddings = training.examples('pronoun')[0].embeddings;
  // Before, forward() read embeddings.length three times and used each of them: it returned a value.
  reads = 0;
  assert.throws(() => training.forward(state, changing(embeddings)), { message: 'embeddings changed its length while it was read (1 entries at first)' });
  reads = 0;
  assert.throws(() => training.project({ embeddings: [changing([1, 0])], weights: [[1], [0]] }),
    { message: 'embeddings[0] changed its length while it was read (1 entries at first)' });
  const odd = new Proxy([[1, 0]], { get: (target, key) => (key === 'length' ? 0.5 : target[key]) });
  assert.throws(() => training.project({ embeddings: odd, weights: [[1], [0]] }),
    { message: 'embeddings has a length that is not a whole number of entries' });
  assert.deepEqual(training.project({ embeddings: [[1, 0]], weights: [[1], [0]] }), [[1]], 'and it keeps working');
});
