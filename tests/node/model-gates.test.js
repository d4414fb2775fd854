// The committed weights earn their heads' names: on the held-out stories the
// header names (heldOut.seed, heldOut.stories: a seed the training never read),
// written with their gold labels by the C++ storybook (tools/model/held_out_stories,
// built by ./build.sh build's native step), the wasm model reads each story and
// this file works out every head's figures itself, from attention() and the
// labels alone:
//   pronoun:  at "it/she/he/they", the weight on its antecedent's positions, and
//             how often one of them gets more than any other word (the sink is no word);
//   subject:  at the word BEFORE a verb that agrees with its subject, the weight on
//             that subject, and how often it gets more than any other word;
//   previous: at every word but the first, the weight on the word just before.
// Gates (the issue's): pronoun and subject mean >= 0.7 and on top >= 90 %; previous >= 0.9.
// Also: the wasm build reads a sentence as the native build does.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { modelPath } = require('./load-core');
const { loadReference, modelFile } = require('./model-reference');

const { header } = loadReference();
const shape = header.shape;
const tool = path.join(__dirname, '..', '..', 'build', 'native', 'held_out_stories');

function runTool(args) {
  assert.ok(fs.existsSync(tool), `${tool} is missing: run ./build.sh build (its native step builds it)`);
  return JSON.parse(execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 << 20 }));
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

// The weight row `row` (word i's) puts on `positions`, and whether one of them beats every other word.
function shareOn(row, i, positions) {
  let weight = 0, inside = 0, outside = 0;
  for (let j = 0; j <= i; j++) {
    if (positions.includes(j)) { weight += row[j]; inside = Math.max(inside, row[j]); } else outside = Math.max(outside, row[j]);
  }
  return { weight, top: inside > outside ? 1 : 0 };
}

test('the committed weights pass every certified head\'s gate on the header\'s 1,000 held-out stories, figures worked out here', async () => {
  const { vocabulary, stories } = runTool(['stories', String(header.heldOut.seed), String(header.heldOut.stories)]);
  assert.equal(stories.length, header.heldOut.stories);
  assert.equal(stories.length, 1000);
  assert.deepEqual(vocabulary, header.vocabulary, 'the storybook writes the words the model was trained on');
  const m = (await require(modelPath)()).loadModel();
  const heads = shape.layers * shape.heads;
  const figures = Array.from({ length: heads }, () => ({ pronoun: [], pronounTop: [], subject: [], subjectTop: [], previous: [] }));
  let pronouns = 0, verbs = 0;
  for (const story of stories) {
    const n = Math.min(story.ids.length, shape.context);
    const r = m.attention(story.words.slice(0, n).join(' '));
    assert.deepEqual(r.tokens.map((t) => t.id), story.ids.slice(0, n), 'the model reads the story\'s own words');
    for (let i = 0; i < n; i++) {
      const antecedents = story.antecedents[i];
      const subject = i + 1 < n ? story.subjects[i + 1] : -1;
      if (antecedents.length) pronouns++;
      if (subject >= 0) verbs++;
      for (let k = 0; k < heads; k++) {
        const row = r.layers[Math.floor(k / shape.heads)].heads[k % shape.heads].weights[i];
        const f = figures[k];
        if (antecedents.length) {
          const s = shareOn(row, i, antecedents);
          f.pronoun.push(s.weight); f.pronounTop.push(s.top);
        }
        if (subject >= 0) {
          const s = shareOn(row, i, [subject]);
          f.subject.push(s.weight); f.subjectTop.push(s.top);
        }
        if (i > 0) f.previous.push(row[i - 1]);
      }
    }
  }
  assert.ok(pronouns > 500 && verbs > 200, `${pronouns} pronouns and ${verbs} agreeing verbs measured`);
  const certified = [];
  header.heads.forEach((own, k) => {
    const f = Object.fromEntries(Object.entries(figures[k]).map(([name, xs]) => [name, mean(xs)]));
    const where = `L${own.layer}H${own.head} (${own.job})`;
    for (const name of Object.keys(f)) {
      assert.ok(Math.abs(f[name] - own.figures[name]) <= 0.01, `${where}: ${name} measured ${f[name].toFixed(4)}, header ${own.figures[name]}`);
    }
    const passes = {
      pronoun: f.pronoun >= 0.7 && f.pronounTop >= 0.9,
      subject: f.subject >= 0.7 && f.subjectTop >= 0.9,
      previous: f.previous >= 0.9,
    };
    if (own.job === 'none') {
      assert.deepEqual(passes, { pronoun: false, subject: false, previous: false }, `${where} passes a gate yet has no name`);
    } else {
      assert.ok(passes[own.job], `${where} fails its gate: ${JSON.stringify(f)}`);
      certified.push(own.job);
    }
  });
  assert.ok(certified.includes('pronoun'), 'a pronoun head is certified (required)');
  assert.ok(new Set(certified).size >= 2, `at least one more certified job: ${certified.join(', ')}`);
});

test('the wasm build reads a sentence as the native build does: every head\'s weights and the guesses, to 1e-12', async () => {
  const text = 'The cat sat on the mat because it was tired';
  const native = runTool(['read', modelFile, text, '5']);
  const m = (await require(modelPath)()).loadModel();
  const r = m.attention(text);
  assert.deepEqual(r.tokens.map((t) => t.text), native.words);
  assert.deepEqual(r.tokens.map((t) => t.id), native.ids);
  assert.equal(native.heads.length, shape.layers * shape.heads);
  native.heads.forEach((rows, k) => rows.forEach((row, i) => row.forEach((w, j) => {
    const mine = r.layers[Math.floor(k / shape.heads)].heads[k % shape.heads].weights[i][j];
    assert.ok(Math.abs(mine - w) <= 1e-12, `head ${k} [${i}][${j}]: wasm ${mine}, native ${w}`);
  })));
  const guesses = m.nextWords(text, 5);
  assert.deepEqual(guesses.map((g) => g.word), native.next.map(([id]) => header.vocabulary[id]));
  guesses.forEach((g, i) => assert.ok(Math.abs(g.probability - native.next[i][1]) <= 1e-12, g.word));
});
