// The training view's edits in a lesson link (web/js/training/training-controller.js
// writes and reads them, web/js/state/settings.js checks their form): a controller
// on the real training module edits, trains on and gives its snapshot; a
// second one replays that snapshot and holds the very same numbers.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadTraining } = require('./load-core.js');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
const { trainingController, MAX_EDITS } = require(path.join(webJs, 'training/training-controller.js'));
const { MAX_TRAINING_STEPS } = require(path.join(webJs, 'state/settings.js'));
const L = require(path.join(webJs, 'state/lesson-link.js'));
require(path.join(webJs, 'notes/notes-words.js')); // the notes' words come with the notes part (parts.js)

async function controller() {
  return trainingController(await loadTraining(), () => {}, MAX_TRAINING_STEPS); // as training-bridge.js makes it
}

function weights(c) { return JSON.stringify(c.state.params); }

test('edits, more training and an embedding edit: the link text replays to the very same weights and embeddings', async () => {
  const a = await controller();
  await a.replay(L.training('pronoun:1:40'));
  assert.equal(a.editWeight('wQuery', 2, 1, 5), true);
  assert.equal(a.editWeight('wKey', 7, 0, -2.5), true);
  assert.equal(a.editWeight('wKey', 7, 0, -3), true, 'the same cell at the same step is one edit');
  for (let i = 0; i < 3; i++) a.step();
  a.setHead(1);
  assert.equal(a.editWeight('wValue', 0, 2, 0.125), true);
  assert.equal(a.editEmbedding(15, 0.5), true);
  const text = L.trainingText(a.snapshot());
  assert.equal(text, 'pronoun:1:43;q0.2.1:5@40;k0.7.0:-3@40;v1.0.2:0.125;e10.15:0.5');

  const b = await controller();
  const spec = L.training(text);
  assert.equal(spec.problem, undefined);
  assert.equal(await b.replay(spec), true);
  assert.equal(b.state.step, 43);
  assert.equal(weights(b), weights(a), 'every weight the same');
  assert.deepEqual(b.embeddings, a.embeddings);
  assert.deepEqual(b.forward(), a.forward(), 'and so every number of the forward pass');
  assert.equal(L.trainingText(b.snapshot()), text, 'the replayed layer gives the same link');
});

test('a cell set back to its number is no edit any more; Reset forgets the weights\' edits', async () => {
  const c = await controller();
  await c.replay(L.training('pronoun:1:10'));
  const was = c.state.params.heads[0].wQuery[0][0];
  c.editWeight('wQuery', 0, 0, 4);
  assert.equal(c.snapshot().edits, ';q0.0.0:4');
  c.editWeight('wQuery', 0, 0, was);
  assert.equal(c.snapshot().edits, '');
  c.editWeight('wQuery', 0, 0, 4);
  c.reset();
  assert.equal(L.trainingText(c.snapshot()), 'pronoun:1:0');
});

test('a link\'s edits are checked: a cell the layer lacks, a number out of range, a step after the training, too many', async () => {
  const c = await controller();
  const fails = async (text) => {
    const spec = L.training(text);
    if (spec.problem) return spec.problem;
    return c.replay(spec).then(() => 'replayed', (error) => error.message);
  };
  assert.equal(await fails('pronoun:1:5;q0.99.0:1'), 'there is no number “q0.99.0” in this layer');
  assert.equal(await fails('pronoun:1:5;q7.0.0:1'), 'there is no number “q7.0.0” in this layer');
  assert.equal(await fails('pronoun:1:5;e10.400:1'), 'there is no number “e10.400” in this layer');
  assert.equal(await fails('pronoun:1:5;k0.0.0:11'), '“k0.0.0:11”: not a number from -10 to 10');
  assert.equal(await fails('pronoun:1:5;k0.0.0:1.2.3'), '“k0.0.0:1.2.3”: not a number from -10 to 10');
  assert.equal(await fails('pronoun:1:5;k0.0.0:1@9'), '“k0.0.0:1@9”: step 9 is after the 5 steps trained');
  assert.match(await fails('pronoun:1:5;x0.0.0:1'), /^not task:seed:steps/, 'the form is settings.js\'s to refuse');
  assert.match(await fails('pronoun:1:5;q0.0.0=1'), /^not task:seed:steps/);
  const many = 'pronoun:1:5' + ';e0.0:1'.repeat(MAX_EDITS + 1);
  assert.equal(await fails(many), `${MAX_EDITS + 1} edited numbers; a link keeps at most ${MAX_EDITS}`);
  assert.equal(await fails('pronoun:1:5;q0.0.0:1e-7@0;e0.0:-0.5'), 'replayed');
  assert.equal(c.state.params.heads[0].wQuery[0][0], 1e-7);
});

test('a learner cannot make more edits than a link keeps: the next one is refused as full', async () => {
  const c = await controller();
  const cells = [];
  for (const kind of ['wQuery', 'wKey', 'wValue']) {
    c.state.params.heads.forEach((head, h) => head[kind].forEach((row, r) => row.forEach((_, col) => cells.push([h, kind, r, col]))));
  }
  assert.equal(cells.length, 522, 'two heads of three 29 × 3 grids');
  // Every cell at step 0, then again at step 1, until the link is full.
  let taken = 0;
  let answer = true;
  for (let round = 1; answer === true; round++) {
    for (const [h, kind, r, col] of cells) {
      c.setHead(h);
      answer = c.editWeight(kind, r, col, round);
      if (answer !== true) break;
      taken++;
    }
    c.step();
  }
  assert.equal(answer, 'full');
  assert.equal(taken, MAX_EDITS);
  assert.equal(c.editEmbedding(0, 3), 'full');
  const text = L.trainingText(c.snapshot());
  assert.equal(text.split(';').length - 1, MAX_EDITS);
  assert.ok(text.length < 20 * MAX_EDITS, `about 15 characters an edit: ${text.length}`);
  assert.equal(L.training(text).problem, undefined, 'and the link is read');
});

test(`training stops at ${MAX_TRAINING_STEPS} steps, the most a link can train again`, async () => {
  const c = await controller();
  await c.replay(L.training(`copy-previous:1:${MAX_TRAINING_STEPS - 1}`));
  c.step();
  c.step();
  assert.equal(c.state.step, MAX_TRAINING_STEPS);
  assert.equal(c.read().atMost, true);
  assert.equal(L.training(L.trainingText(c.snapshot())).steps, MAX_TRAINING_STEPS, 'and its link is read');
});
