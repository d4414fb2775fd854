// The committed weights earn their heads' names, on the stories and sentences
// the header names, each written with its gold labels by the C++ tools
// (tools/model/held_out_stories, built by ./build.sh build's native step):
// the held-out stories (heldOut.seed: a seed the training never read), the
// twin pairs (heldOut.twinSeed) and the probes written by hand
// (models/probes/<language>.tsv). The wasm model reads each, and this file
// works out every figure itself, from attention(), nextWords() and the labels:
//   per pronoun: at each "it" (she, he, they; él, ella…), the weight on what it
//     stands for, and how often one of those words gets more than every other
//     word AND the sink ("on top");
//   subject: at the word BEFORE a verb that agrees with its subject, the weight
//     on the subject's words, and how often one of them is on top;
//   meaning: at a twin's settling word ("tired") or at the word after it, the
//     weight on the noun it fits, on top, in both orders (the animal first, the
//     thing first); and how often the model's likeliest next word there
//     belongs to that noun;
//   previous: at every word but the first, the weight on the word just before;
//   the guesses that follow the head: on the pronoun probes where a head named
//     for that pronoun has the right noun on top, how often the likeliest next
//     word belongs to it;
//   the baselines: the bigram's and the trigram's next-word accuracy, and the
//     ceiling after a pronoun (a guesser told what it stands for), from the
//     storybook's own 60,000 stories, counted here.
// Gates (the issue's, never loosened): >= 0.7 and on top >= 90 %, per pronoun
// on >= 100 instances of the held-out stories; previous >= 0.9; a name stands
// where the held-out gate and the probes' gate both pass, and a head with no
// name fails at least one gate for every job.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { modelPath } = require('./load-core');
const { loadReference, modelFile, modelFiles } = require('./model-reference');

const { header } = loadReference();
const shape = header.shape;
const root = path.join(__dirname, '..', '..');
const tool = path.join(root, 'build', 'native', 'held_out_stories');

function runTool(args) {
  assert.ok(fs.existsSync(tool), `${tool} is missing: run ./build.sh build (its native step builds it)`);
  return JSON.parse(execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 256 << 20 }));
}

const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

// The weight row `row` (word i's; the sink last) puts on `positions`, and
// whether one of them beats every other word and the sink.
function shareOn(row, i, positions) {
  let weight = 0, inside = 0, outside = row[row.length - 1];
  for (let j = 0; j <= i; j++) {
    if (positions.includes(j)) { weight += row[j]; inside = Math.max(inside, row[j]); } else outside = Math.max(outside, row[j]);
  }
  return { weight, top: inside > outside ? 1 : 0 };
}

class Tally {
  constructor() { this.weights = []; this.tops = []; }
  add(s) { this.weights.push(s.weight); this.tops.push(s.top); }
  get weight() { return mean(this.weights); }
  get top() { return mean(this.tops); }
  get count() { return this.weights.length; }
  passes(least = 1) { return this.count >= least && this.weight >= 0.7 && this.top >= 0.9; }
}

const rowOf = (r, k, i) => r.layers[Math.floor(k / shape.heads)].heads[k % shape.heads].weights[i];
const likeliest = (m, words) => m.nextWords(words.join(' '), 1)[0].word;

for (const file of modelFiles) {
test(`${path.basename(file)}: every named head passes its gates on the held-out stories and on the probes written by hand, every other head fails one; the twin gate, the guesses and the baselines, worked out here`, async () => {
  const { header, bytes } = loadReference(file);
  const shape = header.shape;
  const language = header.language;
  const heads = shape.layers * shape.heads;
  const m = (await require(modelPath)()).loadModel({ file: bytes });
  const words = header.vocabulary;
  const read = (ids) => m.attention(ids.map((id) => words[id]).join(' '));

  // The held-out stories.
  const { vocabulary, stories } = runTool(['stories', String(header.heldOut.seed), String(header.heldOut.stories), language]);
  assert.equal(stories.length, 1000);
  assert.deepEqual(vocabulary, words, 'the storybook writes the words the model was trained on');
  const held = Array.from({ length: heads }, () => ({ perPronoun: {}, subject: new Tally(), previous: [] }));
  for (const story of stories) {
    const n = Math.min(story.ids.length, shape.context);
    const r = read(story.ids.slice(0, n));
    assert.deepEqual(r.tokens.map((t) => t.id), story.ids.slice(0, n), 'the model reads the story\'s own words');
    for (let k = 0; k < heads; k++) {
      for (let i = 0; i < n; i++) {
        const row = rowOf(r, k, i);
        if (story.antecedents[i].length) (held[k].perPronoun[story.words[i]] ||= new Tally()).add(shareOn(row, i, story.antecedents[i]));
        if (i + 1 < n && story.subjects[i + 1].length) held[k].subject.add(shareOn(row, i, story.subjects[i + 1]));
        if (i > 0) held[k].previous.push(row[i - 1]);
      }
    }
  }

  // The twin pairs: both stories of each, the animal first in about half of them.
  const twins = Array.from({ length: heads }, () => [[new Tally(), new Tally()], [new Tally(), new Tally()]]);
  let twinGuesses = 0, twinFollowed = 0;
  if (header.heldOut.twinPairs) {
    const { pairs } = runTool(['twins', String(header.heldOut.twinSeed), String(header.heldOut.twinPairs), language]);
    for (const [animal, thing] of pairs) {
      const at = animal.meanings.findIndex((x) => x.length);
      const order = animal.meanings[at][0] < thing.meanings[at][0] ? 0 : 1;
      for (const story of [animal, thing]) {
        const r = read(story.ids);
        for (let k = 0; k < heads; k++) {
          for (const offset of [0, 1]) twins[k][offset][order].add(shareOn(rowOf(r, k, at + offset), at + offset, story.meanings[at]));
        }
        twinGuesses++;
        if (story.belongs[at + 1].map((id) => words[id]).includes(likeliest(m, story.words.slice(0, at + 2)))) twinFollowed++;
      }
    }
    assert.ok(Math.abs(twinFollowed / twinGuesses - header.twins.guessFollows) <= 0.001, 'the twins\' guess figure is the header\'s');
  }

  // The probes written by hand.
  const probeFile = path.join(root, 'models', 'probes', `${language}.tsv`);
  const { probes } = runTool(['probes', probeFile, language]);
  assert.ok(probes.length >= 200, `${probes.length} probes (at least 200)`);
  assert.equal(probes.length, header.probes.count);
  const probed = Array.from({ length: heads }, () => ({ perPronoun: {}, subject: new Tally(), meaning: [new Tally(), new Tally()], previous: [] }));
  for (const p of probes) {
    const r = read(p.ids);
    for (let k = 0; k < heads; k++) {
      for (let i = 1; i < p.ids.length; i++) probed[k].previous.push(rowOf(r, k, i)[i - 1]);
      if (p.job === 'pronoun') (probed[k].perPronoun[words[p.ids[p.at]]] ||= new Tally()).add(shareOn(rowOf(r, k, p.at), p.at, p.gold));
      else if (p.job === 'subject') probed[k].subject.add(shareOn(rowOf(r, k, p.at - 1), p.at - 1, p.gold));
      else for (const offset of [0, 1]) probed[k].meaning[offset].add(shareOn(rowOf(r, k, p.at + offset), p.at + offset, p.gold));
    }
  }

  // Every head's gates, against its name.
  const namedFor = {};
  header.heads.forEach((own, k) => {
    const where = `L${own.layer}H${own.head} (${own.jobs.join(', ') || 'none'})`;
    const pronounsBoth = [], pronounsHeldOnly = [];
    for (const [word, tally] of Object.entries(held[k].perPronoun)) {
      if (!tally.passes(100)) continue;
      const probe = probed[k].perPronoun[word];
      (probe && probe.passes() ? pronounsBoth : pronounsHeldOnly).push(word);
      assert.ok(Math.abs(tally.weight - own.perPronoun[word].weight) <= 0.01, `${where}: "${word}" measured ${tally.weight}, header ${own.perPronoun[word].weight}`);
    }
    assert.deepEqual(pronounsBoth.sort(), own.pronouns.slice().sort(), `${where}: the pronouns it is named for pass both gates`);
    assert.deepEqual(pronounsHeldOnly.sort(), own.heldOutOnly.pronouns.slice().sort(), `${where}: named only for the storybook's sentences`);
    for (const word of own.pronouns) (namedFor[word] ||= []).push(k);
    const subjectHeld = held[k].subject.passes(100);
    assert.equal(subjectHeld && probed[k].subject.passes(), own.jobs.includes('subject') && !own.heldOutOnly.subject, `${where}: subject`);
    assert.equal(subjectHeld && !probed[k].subject.passes(), own.heldOutOnly.subject, `${where}: subject only in the storybook's sentences`);
    const t = twins[k];
    const weightAt = (o) => Math.min(t[o][0].weight, t[o][1].weight);
    const offset = weightAt(1) > weightAt(0) ? 1 : 0;
    const twinGate = header.heldOut.twinPairs > 0 && t[offset].every((x) => x.count >= 100 && x.weight >= 0.7 && x.top >= 0.9) &&
      twinFollowed / twinGuesses >= 0.9;
    assert.equal(twinGate && probed[k].meaning[offset].passes(), own.jobs.includes('meaning'), `${where}: meaning (twins ${weightAt(offset)})`);
    const previous = mean(held[k].previous) >= 0.9 && mean(probed[k].previous) >= 0.9;
    assert.equal(previous, own.jobs.includes('previous'), `${where}: previous`);
    if (!own.jobs.length) {
      assert.deepEqual([pronounsBoth, pronounsHeldOnly, subjectHeld, twinGate, previous], [[], [], false, false, false], `${where} passes a gate yet has no name`);
    }
  });
  assert.ok(Object.keys(namedFor).length > 0, 'a pronoun head is named (required)');

  // The guesses that follow the head, on the pronoun probes.
  let counted = 0, followed = 0;
  for (const p of probes) {
    if (p.job !== 'pronoun' || !namedFor[words[p.ids[p.at]]]) continue;
    const r = read(p.ids.slice(0, p.at + 1));
    if (!namedFor[words[p.ids[p.at]]].some((k) => shareOn(rowOf(r, k, p.at), p.at, p.gold).top)) continue;
    counted++;
    if (p.belongs.map((id) => words[id]).includes(likeliest(m, p.ids.slice(0, p.at + 1).map((id) => words[id])))) followed++;
  }
  assert.deepEqual([counted, followed], [header.probes.guessesFollow.counted, header.probes.guessesFollow.followed], 'the guesses figure is the header\'s');
  assert.ok(followed / counted >= 0.9, `the guesses follow the head in ${followed} of ${counted} probes (at least 90 %)`);

  // The baselines, counted from the storybook the model read.
  const book = runTool(['stories', String(header.training.storySeed), String(header.training.stories), language]).stories;
  const bigram = new Map(), trigram = new Map(), after = new Map();
  const bump = (map, key, next) => { const c = map.get(key) || new Map(); c.set(next, (c.get(next) || 0) + 1); map.set(key, c); };
  const most = (counts) => { let best = 0, top = 0; for (const [id, c] of counts) if (c > top || (c === top && id < best)) { best = id; top = c; } return best; };
  // The word before, the pronoun itself and what it stands for (Arabic says different things after «ـه»
  // and «هو», and after «لأنه» and «فوجده»).
  const referent = (s, i) => [i > 0 ? s.ids[i - 1] : -1, s.ids[i], ...new Set(s.antecedents[i].map((j) => s.ids[j]))].join(',');
  for (const s of book) {
    for (let i = 0; i + 1 < s.ids.length; i++) {
      bump(bigram, s.ids[i], s.ids[i + 1]);
      if (i > 0) bump(trigram, s.ids[i - 1] + ',' + s.ids[i], s.ids[i + 1]);
      if (s.antecedents[i].length) bump(after, referent(s, i), s.ids[i + 1]);
    }
  }
  const bigramBest = new Map([...bigram].map(([k, c]) => [k, most(c)]));
  const trigramBest = new Map([...trigram].map(([k, c]) => [k, most(c)]));
  const afterBest = new Map([...after].map(([k, c]) => [k, most(c)]));
  let all = 0, right = 0, pronouns = 0, pronounRight = 0, ceilingRight = 0;
  for (const s of stories) {
    for (let i = 0; i + 1 < s.ids.length; i++) {
      let guess = bigramBest.get(s.ids[i]) || 0;
      if (i > 0 && trigramBest.has(s.ids[i - 1] + ',' + s.ids[i])) guess = trigramBest.get(s.ids[i - 1] + ',' + s.ids[i]);
      all++;
      right += guess === s.ids[i + 1];
      if (s.antecedents[i].length) {
        pronouns++;
        pronounRight += guess === s.ids[i + 1];
        ceilingRight += afterBest.get(referent(s, i)) === s.ids[i + 1];
      }
    }
  }
  const a = header.accuracy;
  assert.ok(Math.abs(right / all - a.trigram.all) <= 0.0001, `trigram ${right / all}, header ${a.trigram.all}`);
  assert.ok(Math.abs(pronounRight / pronouns - a.trigram.afterPronoun) <= 0.0001, 'trigram after a pronoun');
  assert.ok(Math.abs(ceilingRight / pronouns - a.ceiling.afterPronoun) <= 0.0001, `ceiling ${ceilingRight / pronouns}, header ${a.ceiling.afterPronoun}`);
  assert.ok(a.model.all > a.trigram.all, `the model (${a.model.all}) beats the trigram (${a.trigram.all})`);
});
}

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
