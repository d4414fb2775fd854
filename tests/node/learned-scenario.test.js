// The trained layer shown as a playground scenario (web/js/training/learned-scenario.js):
// at magnitude 1 the playground's scores and percentages are exactly the
// trained layer's, keys read as the embedding's named features, values as what
// each token adds to each answer; and a training link replays to the same weights.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadCore, loadTraining } = require('./load-core');
const { scenarioFromTraining } = require(path.join(__dirname, '../../web/js/training/learned-scenario.js'));


const say = (lang, key, params) => `${lang} ${key} ${JSON.stringify(params)}`;

async function trainedPronoun(steps) {
  const T = await loadTraining();
  const task = T.tasks().find((x) => x.id === 'pronoun');
  const state = T.steps(T.start({ task: 'pronoun', seed: 1 }), steps, 16).state;
  const example = T.examples('pronoun', { count: 1, seed: 7 })[0];
  const pass = T.forward(state, example.embeddings);
  const evaluation = T.evaluate(state, { count: 50, seed: 'beef' });
  const scenario = scenarioFromTraining({ task, options: state.options, params: state.params, pass, example,
    steps, seed: '1', bestHead: evaluation.bestHead, say, languages: ['en', 'es'] });
  return { T, task, state, example, pass, scenario, evaluation };
}

test('at magnitude 1 the learned scenario gives exactly the trained layer\'s attention for every token and head', async () => {
  const core = await loadCore();
  const { scenario, pass } = await trainedPronoun(150);
  assert.equal(scenario.magnitude, 1);
  assert.equal(scenario.causal, true);
  scenario.heads.forEach((head, h) => {
    scenario.tokens.forEach((_, i) => {
      const keys = head.keys.slice(0, i + 1); // causal: itself and the tokens before it
      const out = core.attend({ query: head.queries[i], keys, values: head.values.slice(0, i + 1), scale: 1 });
      out.weights.forEach((w, j) => assert.ok(Math.abs(w - pass.heads[h].weights[i][j]) < 1e-9,
        `head ${h}, token ${i} -> ${j}: playground ${w}, trained layer ${pass.heads[h].weights[i][j]}`));
    });
  });
});

test('keys are the embeddings over the task\'s named features; values are scores for the task\'s answers', async () => {
  const { scenario, task, example } = await trainedPronoun(150);
  assert.deepEqual(scenario.features, task.features);
  assert.deepEqual(scenario.valueFeatures, ['cat', 'dog', 'bird', 'fox', 'cow']);
  assert.deepEqual(scenario.heads[0].keys, example.embeddings);
  assert.equal(scenario.heads[0].values[0].length, 5);
  assert.deepEqual(scenario.learned, { task: 'pronoun', seed: '1', steps: 150, example: 0 });
  assert.equal(scenario.title, 'en learned.title {"task":"A pronoun finds the most recent noun","count":150}');
  assert.equal(scenario.translations.es.heads.head2.label, 'es learned.head-label {"n":"2"}');
});

test('after training, the pronoun\'s learned query in the best head picks the most recent noun of the example', async () => {
  const { scenario, example, evaluation } = await trainedPronoun(150);
  const it = example.tokens.lastIndexOf('it');
  assert.equal(scenario.focus, it, 'the pronoun is the token shown first');
  assert.equal(scenario.head, evaluation.bestHead);
  const head = scenario.heads[scenario.head];
  const scores = head.keys.slice(0, it + 1).map((k) => k.reduce((s, x, f) => s + x * head.queries[it][f], 0));
  const best = scores.indexOf(Math.max(...scores));
  assert.equal(best, example.attendTo[it], `"it" scores highest "${example.tokens[best]}"`);
});

test('training again from the same task, seed and step count gives the very same weights, in one call or in slices', async () => {
  const T = await loadTraining();
  const once = T.steps(T.start({ task: 'copy-previous', seed: 3 }), 40, 16).state;
  let sliced = T.start({ task: 'copy-previous', seed: 3 });
  for (let i = 0; i < 4; i++) sliced = T.steps(sliced, 10, 16).state;
  assert.deepEqual(sliced.params, once.params);
});
