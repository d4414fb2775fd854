// The eleven built-in scenarios (web/scenarios/*.json), loaded with the real
// core's tokenize and computed with the real core's attendAll. Each scenario
// has a test asserting the phenomenon it teaches, with numbers worked out by
// hand in the comments. Every feature is 0 or 1 and match scores are
// magnitude × (query · key), so a winner with n other tokens scoring 0 gets
// e^m / (e^m + n) (+ e^sink in the denominator when the sink is on).
// Run: node --test tests/node/scenarios.test.js
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const createAttentionCore = require('../../dist/attention-core.cjs');
const { loadScenario } = require('../../web/js/scenario/scenario.js');

const root = path.join(__dirname, '../..');
const folder = path.join(root, 'web/scenarios');
const IDS = ['bank', 'blend', 'heads', 'it', 'magnitude', 'moon', 'opened', 'sink', 'sky', 'treaty', 'word-order'];
const corePromise = createAttentionCore();
const e = Math.exp;

function raw(id) {
  return JSON.parse(fs.readFileSync(path.join(folder, `${id}.json`), 'utf8'));
}

async function load(json) {
  const core = await corePromise;
  return loadScenario(json, core.tokenize);
}

// Runs every head of a loaded scenario through the core, with the scenario's
// own settings unless `options` overrides magnitude, sink (a score or null) or causal.
async function run(s, options = {}) {
  const core = await corePromise;
  const sink = 'sink' in options ? options.sink : (s.sink.on ? s.sink.score : null);
  const result = core.attendAll({
    heads: s.heads.map(({ queries, keys, values }) => ({ queries, keys, values })),
    scale: options.magnitude === undefined ? s.magnitude : options.magnitude,
    sink,
    causal: options.causal === undefined ? s.causal : options.causal,
  });
  const view = (headId) => {
    const h = s.heads.findIndex((head) => head.id === headId);
    assert.ok(h >= 0, `no head ${headId}`);
    const r = result.heads[h];
    const at = (word) => {
      const i = typeof word === 'number' ? word : s.tokens.indexOf(word);
      assert.ok(i >= 0, `no token ${word}`);
      return i;
    };
    return {
      weight: (from, to) => r.weights[at(from)][at(to)],
      weights: (from) => r.weights[at(from)],
      sink: (from) => r.sinkWeights[at(from)],
      score: (from, to) => r.scores[at(from)][at(to)],
      blend: (from) => Object.fromEntries(s.valueFeatures.map((name, c) => [name, r.blended[at(from)][c]])),
    };
  };
  return { heads: result.heads, head: view };
}

function close(actual, expected, what, tolerance = 1e-9) {
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: expected ${expected}, got ${actual}`);
}

// A copy of a scenario file with another sentence and tokens (the same data
// format, so it also goes through the validator).
function variant(id, sentence, tokens, change) {
  const copy = raw(id);
  copy.sentence = sentence;
  copy.tokens = tokens;
  delete copy.focus;
  if (change) change(copy);
  return copy;
}

function entryOf(json, word) {
  return json.tokens.find((token) => token.text === word);
}

// ------------------------------------------------------------ every scenario

test('the scenario folder holds exactly the eleven built-in scenarios, each named after its id', () => {
  const files = fs.readdirSync(folder).filter((name) => name.endsWith('.json')).sort();
  assert.deepEqual(files, IDS.map((id) => `${id}.json`));
  for (const id of IDS) assert.equal(raw(id).id, id);
});

for (const id of IDS) {
  test(`${id}: loads without errors and every token can be the focus, with weights adding up to 1 in every head`, async () => {
    const s = await load(raw(id));
    assert.ok(s.title.length > 0 && s.tryThis.length > 0);
    for (const options of [{}, { sink: 2 }, { causal: !s.causal }]) {
      const { heads } = await run(s, options);
      heads.forEach((head, h) => {
        for (let i = 0; i < s.tokens.length; i++) {
          const total = head.weights[i].reduce((a, b) => a + b, 0) + head.sinkWeights[i];
          close(total, 1, `${id} head ${s.heads[h].id}, focus ${i} (${s.tokens[i]}), ${JSON.stringify(options)}`, 1e-12);
        }
      });
    }
  });

  test(`${id}: every head asks something, and everything a token asks, advertises or carries is said in plain English`, async () => {
    const s = await load(raw(id));
    const nonZero = (vector) => vector.some((x) => x !== 0);
    assert.ok(nonZero(s.heads[s.head].queries[s.focus]), 'the starting focus asks something in the starting head');
    for (const head of s.heads) {
      assert.ok(head.queries.some(nonZero), `head ${head.id} has a token that asks something`);
      s.tokens.forEach((token, i) => {
        const where = `${id}: "${token}" (token ${i}) in head ${head.id}`;
        if (nonZero(head.queries[i])) assert.ok(head.text[i].looksFor, `${where} has a query but no looksFor`);
        if (nonZero(head.keys[i])) assert.ok(head.text[i].advertises, `${where} has a key but no advertises`);
        if (nonZero(head.values[i])) assert.ok(head.text[i].carries, `${where} has a value but no carries`);
      });
    }
  });
}

test('the widget’s built-in examples are the eleven scenario files, unchanged, in the picker’s order', () => {
  const { BUILT_IN_SCENARIOS } = require('../../web/js/data/all-scenarios.js');
  assert.deepEqual(Object.keys(BUILT_IN_SCENARIOS), IDS);
  assert.deepEqual(fs.readdirSync(folder).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort(), IDS);
  for (const id of IDS) assert.deepEqual(BUILT_IN_SCENARIOS[id], raw(id));
});

// ------------------------------------------------------------ one phenomenon each

// One scenario has one sentence, so the file teaches the river meaning and the
// test builds the money sentence from a copy, reusing bank's entry verbatim:
// the same query finds a different meaning only because the other words changed.
// (Both sentences in one text would let each "bank" see the other's cue words,
// even with the causal mask, since "river" comes after its "bank".)
test('bank: the same query picks river (99.9 %) by the river and money (99.9 %, split between paid and cheque) at the cashier', async () => {
  const river = await load(raw('bank'));
  const r = (await run(river)).head('meaning');
  // bank's query {water, money} meets river's key {water}: 9 against 7 zeros.
  close(r.weight('bank', 'river'), e(9) / (e(9) + 7), 'bank → river');  // ≈ 0.99914
  assert.ok(r.weight('bank', 'river') > 0.999);
  assert.ok(r.blend('bank').riverside > 0.999);
  assert.equal(r.blend('bank').money, 0);

  const bankEntry = entryOf(raw('bank'), 'bank');
  const money = await load(variant('bank', 'I paid the cheque in at the bank', [
    { text: 'I' },
    { text: 'paid', heads: { meaning: { key: { money: 1 }, value: { money: 1 }, advertises: 'something about money', carries: 'money' } } },
    { text: 'the' },
    { text: 'cheque', heads: { meaning: { key: { money: 1 }, value: { money: 1 }, advertises: 'something about money', carries: 'money' } } },
    { text: 'in' }, { text: 'at' }, { text: 'the' },
    bankEntry,
  ]));
  assert.deepEqual(money.heads[0].queries[7], river.heads[0].queries[4], 'bank asks the same question in both');
  const m = (await run(money)).head('meaning');
  // Two money words score 9 each against 6 zeros: each e^9 / (2e^9 + 6) ≈ 0.4998.
  close(m.weight(7, 'paid'), e(9) / (2 * e(9) + 6), 'bank → paid');
  close(m.weight(7, 'cheque'), e(9) / (2 * e(9) + 6), 'bank → cheque');
  assert.ok(m.weight(7, 'paid') + m.weight(7, 'cheque') > 0.999);
  assert.ok(m.blend(7).money > 0.999);
  assert.equal(m.blend(7).riverside, 0);
});

test('it: "it" gives 99.9 % to "cat", not "mat"; with a dog in the sentence instead of the mat it splits 50/50', async () => {
  const r = (await run(await load(raw('it')))).head('refers');
  // One animal scores 9; the other 9 tokens (mat included: a thing) score 0.
  close(r.weight('it', 'cat'), e(9) / (e(9) + 9), 'it → cat');  // ≈ 0.99889
  assert.ok(r.weight('it', 'cat') > 0.998);
  close(r.weight('it', 'mat'), 1 / (e(9) + 9), 'it → mat');  // ≈ 0.00012
  assert.ok(r.blend('it').cat > 0.998);

  const two = await load(variant('it', 'The cat chased the dog because it was tired', [
    { text: 'The' }, entryOf(raw('it'), 'cat'), { text: 'chased' }, { text: 'the' },
    { text: 'dog', heads: { refers: { key: { animal: 1 }, value: { dog: 1 }, advertises: 'an animal', carries: 'a dog' } } },
    { text: 'because' }, entryOf(raw('it'), 'it'), { text: 'was' }, { text: 'tired' },
  ], (copy) => { copy.valueFeatures = ['cat', 'mat', 'dog']; }));
  const t = (await run(two)).head('refers');
  // Two animals at 9, seven zeros: each e^9 / (2e^9 + 7) ≈ 0.4998.
  close(t.weight('it', 'cat'), e(9) / (2 * e(9) + 7), 'it → cat');
  close(t.weight('it', 'dog'), e(9) / (2 * e(9) + 7), 'it → dog');
  assert.ok(t.weight('it', 'cat') > 0.49 && t.weight('it', 'cat') < 0.5);
  close(t.blend('it').cat, t.blend('it').dog, 'half cat, half dog', 1e-12);
});

test('moon: "sky" matches Mars fully (1), the moon partly (0.5: planet 1 × 0.5) and the rest not at all', async () => {
  const s = await load(raw('moon'));
  const h = (await run(s)).head('where');
  assert.deepEqual(s.tokens.map((t) => h.score('sky', t) / 9), [0, 0.5, 0, 1, 0, 0, 0, 0, 0]);
  // At magnitude 9: Mars e^9 / (e^9 + e^4.5 + 7), the moon e^4.5 over the same.
  const total = e(9) + e(4.5) + 7;
  close(h.weight('sky', 'Mars'), e(9) / total, 'Mars');
  close(h.weight('sky', 'moon'), e(4.5) / total, 'moon');
});

test('sky: "sky" gives over 99.9 % of its attention to "Mars" at magnitude 9, and only 35 % at magnitude 1', async () => {
  const s = await load(raw('sky'));
  const r = (await run(s)).head('where');
  close(r.weight('sky', 'Mars'), e(9) / (e(9) + 5), 'sky → Mars');  // ≈ 0.99938
  assert.ok(r.weight('sky', 'Mars') > 0.999);
  const blend = r.blend('sky');  // mostly Mars: red, dusty
  assert.ok(blend.Mars > 0.999);
  close(blend.red, 0.6 * r.weight('sky', 'Mars') + r.weight('sky', 'red'), 'red in the blend');  // ≈ 0.6
  const low = (await run(s, { magnitude: 1 })).head('where');
  close(low.weight('sky', 'Mars'), e(1) / (e(1) + 5), 'sky → Mars at 1');  // ≈ 0.352
  assert.ok(low.weight('sky', 'Mars') < 0.36);
});

test('opened: "opened" gives 99.9 % to "Maria"; "door" asks nothing, so its attention is even, 1/6 each', async () => {
  const r = (await run(await load(raw('opened')))).head('who');
  close(r.weight('opened', 'Maria'), e(9) / (e(9) + 5), 'opened → Maria');  // ≈ 0.99938
  assert.ok(r.weight('opened', 'Maria') > 0.999);
  assert.ok(r.blend('opened').Maria > 0.999);
  for (const w of r.weights('door')) close(w, 1 / 6, 'door (idle) attention');
});

test('treaty: 323 tokens later, "treaty" gives 96 % to "Westphalia" at magnitude 9 and 98.6 % at 10, but only 6 % at 3', async () => {
  const s = await load(raw('treaty'));
  const t = s.tokens.indexOf('treaty');
  assert.ok(s.tokens.length >= 300, `a passage of several hundred tokens (got ${s.tokens.length})`);
  assert.equal(s.tokens.indexOf('Westphalia'), 0);
  assert.equal(s.tokens.lastIndexOf('Westphalia'), 0, 'the name appears only at the start');
  assert.ok(t >= s.tokens.length - 3, '"treaty" is at the end');
  assert.equal(s.causal, true);
  // Causal: treaty sees tokens 0..t; besides Westphalia (9), t tokens score 0.
  assert.equal(t, 323);
  const at = async (magnitude) => (await run(s, { magnitude })).head('name').weight('treaty', 'Westphalia');
  close(await at(9), e(9) / (e(9) + 323), 'magnitude 9');  // ≈ 0.9617
  assert.ok(await at(9) > 0.95);
  close(await at(10), e(10) / (e(10) + 323), 'magnitude 10');  // ≈ 0.9856
  close(await at(3), e(3) / (e(3) + 323), 'magnitude 3');  // ≈ 0.0585: 323 small leaks swamp it
  assert.ok(await at(3) < 0.1);
  const r = (await run(s)).head('name');
  assert.equal(r.weight('treaty', t + 1), 0, 'the causal mask hides the full stop after "treaty"');
  assert.ok(r.blend('treaty').Westphalia > 0.98);
});

test('sink: nothing says where "left" went, so the sink takes 80 %; "here" genuinely matches "sang" and takes 99.7 %, the sink 0.25 %', async () => {
  const s = await load(raw('sink'));
  assert.deepEqual(s.sink, { on: true, score: 3 });
  assert.equal(s.tokens[s.focus], 'left', 'the example opens on the word nothing answers');
  const r = (await run(s)).head('where');
  // "left" looks for a destination; no key offers one: five scores of 0 against the sink's 3.
  // sink = e^3 / (e^3 + 5) = 20.086 / 25.086 ≈ 0.8007; each word 1 / 25.086 ≈ 0.0399.
  close(r.sink('left'), e(3) / (e(3) + 5), 'sink weight');
  for (const w of r.weights('left')) close(w, 1 / (e(3) + 5), 'each word');
  for (const amount of Object.values(r.blend('left'))) assert.ok(amount < 0.05, 'nothing useful gathered');
  // "sang" looks for a place and "here" is one: 9 against the sink's 3 and four words at 0.
  // here = e^9 / (e^9 + e^3 + 4) = 8103.1 / 8127.2 ≈ 0.9970; the sink e^3 / 8127.2 ≈ 0.0025.
  close(r.weight('sang', 'here'), e(9) / (e(9) + e(3) + 4), 'sang → here');
  close(r.sink('sang'), e(3) / (e(9) + e(3) + 4), 'the sink beside a real match');
  assert.ok(r.weight('sang', 'here') > 0.99 && r.sink('sang') < 0.01, 'a genuine match easily beats the sink');
  assert.ok(r.blend('sang')['this place'] > 0.99);
  // The sink off: "left" spreads its attention evenly over the five words, 1/5 each.
  const off = (await run(s, { sink: null })).head('where');
  for (const w of off.weights('left')) close(w, 1 / 5, 'without the sink: even');
});

test('magnitude: "purred" gives "cat" 47.5 % at magnitude 1, 87 % at 3 and 99.96 % at 9, and the leak never reaches 0', async () => {
  const s = await load(raw('magnitude'));
  assert.equal(s.magnitude, 1);
  const at = async (magnitude) => (await run(s, { magnitude })).head('who');
  // softmax([m, 0, 0, 0]): e^m / (e^m + 3).
  const one = await at(1);
  close(one.weight('purred', 'cat'), e(1) / (e(1) + 3), 'magnitude 1');  // ≈ 0.475
  assert.ok(one.weight('purred', 'cat') < 0.5);
  close(one.blend('purred').old, 1 / (e(1) + 3), 'at 1, "old" leaks into the blend');  // ≈ 0.175
  close((await at(3)).weight('purred', 'cat'), e(3) / (e(3) + 3), 'magnitude 3');  // ≈ 0.870
  const nine = await at(9);
  close(nine.weight('purred', 'cat'), e(9) / (e(9) + 3), 'magnitude 9');  // ≈ 0.99963
  assert.ok(nine.weight('purred', 'cat') > 0.95);
  assert.ok((await at(10)).weight('purred', 'old') > 0, 'the leak never quite disappears');
});

test('blend: cat and dog split the blend 50/50; two dogs make the blend more confident than one (87 % vs 74 % at magnitude 3)', async () => {
  const s = await load(raw('blend'));
  const r = (await run(s)).head('refers');
  close(r.weight('it', 'cat'), e(9) / (2 * e(9) + 6), 'it → cat');  // ≈ 0.4998
  close(r.weight('it', 'dog'), e(9) / (2 * e(9) + 6), 'it → dog');
  const blend = r.blend('it');
  assert.ok(blend.cat > 0.49 && blend.dog > 0.49, 'half cat, half dog');
  close(blend.cat, blend.dog, 'an even split', 1e-12);

  const json = raw('blend');
  const dog = entryOf(json, 'dog');
  const it = entryOf(json, 'it');
  const oneDog = await load(variant('blend', 'The dog met the man and it ran', [
    { text: 'The' }, dog, { text: 'met' }, { text: 'the' }, { text: 'man' }, { text: 'and' }, it, { text: 'ran' },
  ]));
  const twoDogs = await load(variant('blend', 'The dog met another dog and it ran', [
    { text: 'The' }, dog, { text: 'met' }, { text: 'another' }, dog, { text: 'and' }, it, { text: 'ran' },
  ]));
  const one = (await run(oneDog, { magnitude: 3 })).head('refers').blend('it').dog;
  const two = (await run(twoDogs, { magnitude: 3 })).head('refers').blend('it').dog;
  close(one, e(3) / (e(3) + 7), 'one dog');  // ≈ 0.742: seven leaks
  close(two, 2 * e(3) / (2 * e(3) + 6), 'two dogs');  // ≈ 0.870: six leaks against twice the match
  assert.ok(two > one + 0.1);
});

test('heads: "ran" finds "Maria" (who?), "Paris" (where?) and "bakery" (which meaning?), 99.9 % each, and each head blends its own answer', async () => {
  const r = await run(await load(raw('heads')));
  const expected = e(9) / (e(9) + 5);  // ≈ 0.99938
  const winners = {};
  for (const [head, word, feature] of [['who', 'Maria', 'Maria'], ['where', 'Paris', 'Paris'], ['meaning', 'bakery', 'managing']]) {
    const h = r.head(head);
    const weights = h.weights('ran');
    winners[head] = weights.indexOf(Math.max(...weights));
    close(h.weight('ran', word), expected, `ran → ${word} in ${head}`);
    assert.ok(h.blend('ran')[feature] > 0.999, `${head} blends ${feature}`);
    for (const other of ['Maria', 'Paris', 'managing'].filter((f) => f !== feature)) {
      assert.ok(h.blend('ran')[other] < 0.001, `${head} does not blend ${other}`);
    }
  }
  assert.equal(new Set(Object.values(winners)).size, 3, 'three different winners');
  close(r.head('where').weight('bakery', 'Paris'), expected, 'bakery → Paris in where?');
});

test('word-order: "the cat chased the dog" and the sentence reversed give every token pair exactly the same score', async () => {
  const json = raw('word-order');
  const original = await load(json);
  const o = await run(original);
  // perm[i]: where original token i ends up in the reordered sentence.
  const orders = [
    { sentence: 'the cat chased the dog', perm: [0, 4, 2, 3, 1] },
    { sentence: 'cat the chased dog the', perm: [4, 3, 2, 1, 0] },
  ];
  for (const { sentence, perm } of orders) {
    const tokens = [];
    perm.forEach((to, from) => { tokens[to] = json.tokens[from]; });
    const swapped = await load(variant('word-order', sentence, tokens));
    const w = await run(swapped);
    for (let i = 0; i < perm.length; i++) {
      for (let j = 0; j < perm.length; j++) {
        assert.equal(w.heads[0].scores[perm[i]][perm[j]], o.heads[0].scores[i][j],
          `${sentence}: score of "${original.tokens[i]}" → "${original.tokens[j]}"`);
        close(w.heads[0].weights[perm[i]][perm[j]], o.heads[0].weights[i][j], `${sentence}: weight ${i} → ${j}`, 1e-12);
      }
      o.heads[0].blended[i].forEach((x, c) => close(w.heads[0].blended[perm[i]][c], x, `${sentence}: blend of ${i}`, 1e-12));
    }
  }
  // Attention cannot tell the chaser from the chased: "chased" splits e^9 / (2e^9 + 3) ≈ 0.4999 each way.
  const r = o.head('who');
  close(r.weight('chased', 'dog'), e(9) / (2 * e(9) + 3), 'chased → dog');
  close(r.weight('chased', 'cat'), e(9) / (2 * e(9) + 3), 'chased → cat');
});
