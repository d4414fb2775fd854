// "Your own sentence": the lexicon, and the attention it produces for typed
// sentences, computed by the real core with the scenario's own magnitude, sink
// and causal setting.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { loadCore } = require('./load-core.js');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');

// Spanish and Arabic are parts loaded on demand (the list of parts, web/js/element/part-list.js, says how they arrive): these tests speak them.
require(path.join(webJs, 'element/part-list.js'));
test.before(() => Promise.all(['es', 'ar'].map((lang) => require(path.join(webJs, 'i18n/i18n.js')).load(lang))));
const lexiconData = require(path.join(__dirname, '..', '..', 'web', 'lexicon.json'));
const { scenarioFromSentence, lookupWord, lexiconInfo, OWN_SENTENCE_DEFAULTS } = require(path.join(webJs, 'sentence/own-sentence.js'));

const HEAD = { who: 0, where: 1, meaning: 2 };

// The scenario and the core's answer for it, with helpers to read a row by word.
async function run(sentence, options) {
  const core = await loadCore();
  const s = scenarioFromSentence(sentence, core.tokenize, options);
  const out = core.attendAll({
    heads: s.heads.map((h) => ({ queries: h.queries, keys: h.keys, values: h.values })),
    scale: s.magnitude,
    sink: s.sink.on ? s.sink.score : null,
    causal: s.causal,
  });
  const at = (word, nth = 0) => {
    let seen = -1;
    const i = s.tokens.findIndex((t) => t === word && ++seen === nth);
    assert.ok(i >= 0, `"${word}" is not a token of "${sentence}"`);
    return i;
  };
  const row = (head, word) => {
    const r = out.heads[HEAD[head]];
    const i = at(word);
    const weights = r.weights[i];
    const top = weights.indexOf(Math.max(...weights));
    return {
      weights, sink: r.sinkWeights[i], top: s.tokens[top], topWeight: weights[top],
      to: (w, nth) => weights[at(w, nth)],
      blended: Object.fromEntries(s.valueFeatures.map((f, j) => [f, r.blended[i][j]])),
    };
  };
  return { s, out, at, row };
}

const pct = (x) => `${(100 * x).toFixed(1)} %`;

// ------------------------------------------------------------ the lexicon

test('the lexicon lists at least 400 different words, none of them twice', () => {
  const seen = new Map();
  let words = 0;
  const see = (form, where) => {
    const key = form.toLowerCase();
    assert.ok(!seen.has(key), `"${key}" is listed twice: ${seen.get(key)} and ${where}`);
    seen.set(key, where);
  };
  lexiconData.groups.forEach((group, g) => {
    for (const item of group.words.trim().split(/\s+/)) {
      const [lemma, ...extra] = item.split('/');
      see(lemma.replace(/\+$/, ''), `groups[${g}]`);
      extra.forEach((form) => see(form, `groups[${g}] (a form of ${lemma})`));
      words++;
    }
  });
  lexiconData.ambiguous.forEach((a, i) => {
    see(a.word, `ambiguous[${i}]`);
    (a.verbForms || '').split(/\s+/).filter(Boolean).forEach((form) => see(form, `ambiguous[${i}] (a form of ${a.word})`));
    words++;
  });
  console.log(`lexicon: ${words} words, ${lexiconInfo().forms} spellings recognised`);
  assert.ok(words >= 400, `only ${words} words`);
  assert.equal(lexiconInfo().words, words);
  assert.deepEqual(lexiconInfo().problems, []);
});

test('every feature, topic, kind and gender the lexicon uses is declared', () => {
  const features = new Set(lexiconData.features);
  const valueFeatures = new Set(lexiconData.valueFeatures);
  assert.ok(features.size >= 8 && features.size <= 12, `${features.size} features`);
  assert.ok(valueFeatures.size >= 8 && valueFeatures.size <= 12, `${valueFeatures.size} value features`);
  assert.equal(features.size, lexiconData.features.length, 'a feature is declared twice');
  assert.equal(valueFeatures.size, lexiconData.valueFeatures.length, 'a value feature is declared twice');
  const topicNames = (topic) => (topic === undefined ? [] : typeof topic === 'string' ? [topic] : Object.keys(topic));
  const checkTopic = (name, where) => {
    assert.ok(features.has(name), `${where}: "${name}" is not a declared feature`);
    assert.ok(valueFeatures.has(name), `${where}: "${name}" is not a declared value feature`);
    assert.ok(name in lexiconData.topics, `${where}: "${name}" has no plain-English topic name`);
  };
  lexiconData.groups.forEach((group, g) => {
    assert.ok(group.kind in lexiconData.kinds, `groups[${g}]: kind "${group.kind}" is not declared`);
    if (group.gender !== undefined) assert.ok(['female', 'male', 'either'].includes(group.gender), `groups[${g}]: gender`);
    topicNames(group.topic).forEach((name) => checkTopic(name, `groups[${g}]`));
  });
  lexiconData.ambiguous.forEach((a, i) => {
    assert.equal(Object.keys(a.senses).length, 2, `ambiguous[${i}] (${a.word}) needs two senses`);
    Object.keys(a.senses).forEach((name) => checkTopic(name, `ambiguous[${i}] (${a.word})`));
    topicNames(a.verbTopic).forEach((name) => checkTopic(name, `ambiguous[${i}] (${a.word}) verbTopic`));
    assert.ok(a.as in lexiconData.kinds, `ambiguous[${i}]: kind "${a.as}" is not declared`);
  });
});

test('lookup is lowercase and understands inflections, plurals, possessives and contractions', () => {
  assert.deepEqual(['opened', 'opens', 'opening', 'Open'].map((w) => lookupWord(w).lemma), ['open', 'open', 'open', 'open']);
  assert.deepEqual(['saw', 'stopped', 'carried', 'swimming'].map((w) => lookupWord(w).lemma), ['see', 'stop', 'carry', 'swim']);
  const cats = lookupWord('Cats');
  assert.equal(cats.lemma, 'cat');
  assert.equal(cats.plural, true);
  assert.equal(lookupWord('cat').plural, false);
  assert.equal(lookupWord('mice').lemma, 'mouse');
  assert.equal(lookupWord('mice').plural, true);
  assert.equal(lookupWord("Maria's").lemma, 'maria');
  assert.equal(lookupWord('Maria’s').kind, 'name');
  assert.equal(lookupWord("didn't").lemma, 'do');
  assert.equal(lookupWord("she's").lemma, 'she');
  assert.equal(lookupWord('rained').kind, 'verb', 'a noun with -ed reads as a verb');
  assert.deepEqual(lookupWord('barked').topic, { animal: 1 });
  assert.equal(lookupWord('bank').kind, 'ambiguous');
  assert.deepEqual(lookupWord('3.5'), { known: true, type: 'number' });
  assert.deepEqual(lookupWord(','), { known: true, type: 'punctuation' });
  assert.deepEqual(lookupWord('florp'), { known: false, type: 'unknown' });
});

// ------------------------------------------------------------ the who? head

test('in "The cat sat on the mat because it was tired", "it" gives most of its who? attention to "cat"', async () => {
  const { s, row } = await run('The cat sat on the mat because it was tired');
  assert.equal(s.magnitude, 5);
  assert.deepEqual(s.sink, { on: true, score: 3 });
  assert.equal(s.causal, false);
  assert.equal(s.tokens[s.focus], 'it', 'the widget opens on the pronoun');
  assert.equal(s.head, HEAD.who);
  const it = row('who', 'it');
  console.log(`"it": cat ${pct(it.to('cat'))}, mat ${pct(it.to('mat'))}, sink ${pct(it.sink)}`);
  assert.equal(it.top, 'cat');
  assert.ok(it.to('cat') > 0.5, `cat gets only ${pct(it.to('cat'))}`);
  assert.ok(it.to('cat') > 0.6 && it.to('cat') < 0.65, `cat: ${pct(it.to('cat'))} (expected about 62 %)`);
  // "it" asks for animals (1) a bit more than things (0.8): at magnitude 5 the
  // scores are 5 and 4, so cat beats mat by a factor of e^(5 - 4) = e.
  assert.ok(Math.abs(it.to('cat') / it.to('mat') - Math.E) < 1e-9);
  assert.ok(it.blended.animal > 0.6 && it.blended.animal > 2 * it.blended.thing, 'the blend reads "an animal"');
  // "tired" and "was" look for who is tired / who was: the cat too
  assert.equal(row('who', 'tired').top, 'cat');
  assert.equal(row('who', 'was').top, 'cat');
});

test('in "Maria opened the door", "opened" attends most to "Maria" in the who? head', async () => {
  const { s, row } = await run('Maria opened the door');
  assert.equal(s.tokens[s.focus], 'opened');
  const opened = row('who', 'opened');
  console.log(`"opened": Maria ${pct(opened.to('Maria'))}, door ${pct(opened.to('door'))}, sink ${pct(opened.sink)}`);
  assert.equal(opened.top, 'Maria');
  assert.ok(opened.to('Maria') > 0.8, `Maria gets ${pct(opened.to('Maria'))}`);
  assert.ok(opened.to('door') < 0.05);
  assert.ok(opened.blended.person > 0.8 && opened.blended.female > 0.8, 'the blend reads "a woman"');
  assert.match(s.heads[HEAD.who].text[s.tokens.indexOf('Maria')].carries, /a person \(female\): Maria/);
});

test('in "She saw a dog and a cat", "saw" finds "She" and splits the rest evenly; "She" finds no woman and rests on the sink', async () => {
  const { row } = await run('She saw a dog and a cat');
  const saw = row('who', 'saw');
  console.log(`"saw": She ${pct(saw.to('She'))}, dog ${pct(saw.to('dog'))}, cat ${pct(saw.to('cat'))}`);
  assert.equal(saw.top, 'She');
  assert.ok(saw.to('She') > 0.5);
  assert.equal(saw.to('dog'), saw.to('cat'), 'attention cannot tell the dog from the cat');
  assert.ok(saw.to('dog') > 0.15 && saw.to('dog') < 0.25);
  const she = row('who', 'She');
  console.log(`"She": sink ${pct(she.sink)}, itself ${pct(she.to('She'))}, dog ${pct(she.to('dog'))}`);
  assert.ok(she.sink > 0.5, 'nothing but "She" itself is a person: the sink wins');
  assert.ok(she.to('dog') < 0.05 && she.to('cat') < 0.05);
  // "dog" and "cat" are nouns: idle in who?, so their attention is even
  const dog = row('who', 'dog');
  assert.ok(dog.weights.every((w) => Math.abs(w - dog.weights[0]) < 1e-12));
});

test('"it" with two animals to choose from splits its attention half and half', async () => {
  const { row } = await run('She saw a dog and a cat and it ran away');
  const it = row('who', 'it');
  console.log(`"it": dog ${pct(it.to('dog'))}, cat ${pct(it.to('cat'))}, She ${pct(it.to('She'))}`);
  assert.equal(it.to('dog'), it.to('cat'));
  assert.ok(it.to('dog') > 0.4 && it.to('dog') < 0.5);
  assert.ok(it.to('She') < 0.02, '"it" does not look for people');
});

test('"he" finds John and "her" finds Maria: pronouns match nouns by gender', async () => {
  const { row } = await run('Maria met John and he smiled at her');
  const he = row('who', 'he');
  const her = row('who', 'her');
  console.log(`"he": John ${pct(he.to('John'))}, Maria ${pct(he.to('Maria'))}; "her": Maria ${pct(her.to('Maria'))}`);
  assert.equal(he.top, 'John');
  assert.equal(her.top, 'Maria');
  assert.ok(he.to('John') > 0.7 && her.to('Maria') > 0.7);
  assert.ok(he.to('Maria') < 0.05 && her.to('John') < 0.05);
});

// ------------------------------------------------------------ where? and which meaning?

test('"bank" takes its meaning from the river in one sentence and from the cheque in the other', async () => {
  const river = await run('I sat on the bank of the river');
  const cheque = await run('I paid the cheque at the bank');
  for (const { s } of [river, cheque]) {
    assert.equal(s.tokens[s.focus], 'bank');
    assert.equal(s.head, HEAD.meaning);
  }
  const a = river.row('meaning', 'bank');
  const b = cheque.row('meaning', 'bank');
  console.log(`river sentence: bank → river ${pct(a.to('river'))}, blend water ${a.blended.water.toFixed(2)} money ${a.blended.money.toFixed(2)}`);
  console.log(`cheque sentence: bank → cheque ${pct(b.to('cheque'))}, paid ${pct(b.to('paid'))}, blend money ${b.blended.money.toFixed(2)} water ${b.blended.water.toFixed(2)}`);
  assert.equal(a.top, 'river');
  assert.equal(b.top, 'cheque');
  assert.ok(a.to('river') > 0.8);
  assert.ok(b.to('cheque') > 0.6 && b.to('paid') > 0.2, 'the verb "paid" hints at money less surely than "cheque"');
  // (bank's own value is "half money, half water"; it gives itself about 1 %)
  assert.ok(a.blended.water > 0.8 && a.blended.money < 0.02);
  assert.ok(b.blended.money > 0.8 && b.blended.water < 0.02);
  // where?: "on" finds the two places, and "at" the bank
  const on = river.row('where', 'on');
  assert.ok(on.to('bank') + on.to('river') > 0.9);
  assert.ok(cheque.row('where', 'at').to('bank') > 0.8);
});

test('other two-meaning words lean towards the sense their neighbours point to', async () => {
  const cases = [
    ['He hit the ball with a bat', 'bat', 'sport'],
    ['The bat flew out of the cave', 'bat', 'animal'],
    ['The dog had a loud bark', 'bark', 'animal'],
    ['The bark of the old tree was rough', 'bark', 'nature'],
    ['She wore a gold ring', 'ring', 'money'],
    ['I heard the phone ring', 'ring', 'music'],
    ['In spring the flowers grow', 'spring', 'nature'],
  ];
  for (const [sentence, word, sense] of cases) {
    const { row } = await run(sentence);
    const r = row('meaning', word);
    const senses = Object.keys(lookupWord(word).senses);
    const other = senses.find((x) => x !== sense);
    assert.ok(senses.includes(sense));
    assert.ok(r.blended[sense] > 0.5 && r.blended[sense] > 5 * r.blended[other],
      `${sentence}: "${word}" blends ${sense} ${r.blended[sense].toFixed(2)}, ${other} ${r.blended[other].toFixed(2)}`);
    assert.ok(r.sink < 0.5, `${sentence}: the sink took ${pct(r.sink)}`);
  }
});

// ------------------------------------------------------------ unknown words, punctuation, numbers

test('unknown words are marked and get all-zero vectors; punctuation is idle; numbers carry a number', async () => {
  const { s, row } = await run('The florp sat near Zorg, and 3 grimbles left.');
  assert.deepEqual(s.tokens, ['The', 'florp', 'sat', 'near', 'Zorg', ',', 'and', '3', 'grimbles', 'left', '.']);
  assert.deepEqual(s.unknown, [false, true, false, false, false, false, false, false, true, false, false]);
  for (const i of [1, 8, 5, 10]) {            // florp, grimbles, ',' and '.'
    for (const h of s.heads) {
      assert.ok(h.queries[i].every((x) => x === 0), `${h.id}: ${s.tokens[i]} query`);
      assert.ok(h.keys[i].every((x) => x === 0), `${h.id}: ${s.tokens[i]} key`);
      assert.ok(h.values[i].every((x) => x === 0), `${h.id}: ${s.tokens[i]} value`);
    }
  }
  assert.match(s.heads[HEAD.who].text[1].looksFor, /don't know.*neither asks nor offers/);
  assert.match(s.heads[HEAD.who].text[5].carries, /punctuation/);
  // a capitalised word I don't know, mid-sentence, is guessed to be a name: a person
  const zorg = s.heads[HEAD.who];
  assert.equal(zorg.keys[4][s.features.indexOf('person')], 1);
  assert.match(zorg.text[4].advertises, /capitalised.*name/);
  assert.equal(row('who', 'sat').top, 'Zorg');
  // ...but not at the start of a sentence, where every word is capitalised
  const start = scenarioFromSentence('Zorg sat down. Blip ran.', (t) => t.split(/(?=[.])|\s+/).filter(Boolean));
  assert.deepEqual(start.unknown, [true, false, false, false, true, false, false]);
  // numbers: a "number" value feature, idle queries
  const three = s.tokens.indexOf('3');
  for (const h of s.heads) {
    assert.equal(h.values[three][s.valueFeatures.indexOf('number')], 1);
    assert.ok(h.queries[three].every((x) => x === 0));
    assert.match(h.text[three].carries, /a number: 3/);
  }
  // punctuation's attention: even over the tokens, most of it on the sink
  const comma = row('who', ',');
  assert.ok(comma.weights.every((w) => Math.abs(w - comma.weights[0]) < 1e-12));
  console.log(`idle ",": sink ${pct(comma.sink)}, each token ${pct(comma.weights[0])}`);
  assert.ok(comma.sink > 0.6);
});

// ------------------------------------------------------------ shape

function checkShape(s) {
  const n = s.tokens.length;
  assert.equal(s.id, 'own');
  for (const field of ['title', 'tryThis', 'sentence']) assert.equal(typeof s[field], 'string');
  assert.ok(s.features.length >= 1 && s.features.length <= 12);
  assert.ok(s.valueFeatures.length >= 1 && s.valueFeatures.length <= 12);
  assert.equal(s.heads.length, 3);
  assert.deepEqual(s.heads.map((h) => h.id), ['who', 'where', 'meaning']);
  for (const h of s.heads) {
    for (const [name, matrix, width] of [['queries', h.queries, s.features.length], ['keys', h.keys, s.features.length],
      ['values', h.values, s.valueFeatures.length]]) {
      assert.equal(matrix.length, n, `${h.id}.${name}: one row per token`);
      for (const r of matrix) {
        assert.equal(r.length, width, `${h.id}.${name}: rows of ${width}`);
        for (const x of r) assert.ok(Number.isFinite(x) && x >= -10 && x <= 10);
      }
    }
    assert.equal(h.text.length, n);
    for (const t of h.text) {
      for (const field of ['looksFor', 'advertises', 'carries']) {
        assert.equal(typeof t[field], 'string');
        assert.ok(t[field].length > 0 && t[field].length <= 120, `${h.id}: ${field} "${t[field]}"`);
      }
    }
  }
  assert.equal(s.unknown.length, n);
  assert.ok(s.unknown.every((u) => typeof u === 'boolean'));
  assert.ok(Number.isInteger(s.focus) && s.focus >= 0 && s.focus < n);
  assert.ok(Number.isInteger(s.head) && s.head >= 0 && s.head < 3);
  assert.ok(s.magnitude >= 1 && s.magnitude <= 10);
  assert.equal(typeof s.sink.on, 'boolean');
  assert.ok(s.sink.score >= 0 && s.sink.score <= 10);
  assert.equal(typeof s.causal, 'boolean');
  assert.deepEqual(s.hidden, []);
  // Every generated text also in Spanish and Arabic (the other catalogues these tests load), within the same limits.
  assert.deepEqual(Object.keys(s.translations).sort(), ['ar', 'es']);
  const es = s.translations.es;
  for (const field of ['title', 'tryThis']) assert.ok(typeof es[field] === 'string' && es[field].length > 0, field);
  assert.deepEqual(Object.keys(es.heads), ['who', 'where', 'meaning']);
  for (const h of s.heads) {
    assert.ok(es.heads[h.id].label && es.heads[h.id].question, `${h.id}: a Spanish label and question`);
  }
  assert.equal(Object.keys(es.tokens).length, n);
  for (let i = 0; i < n; i++) {
    for (const h of s.heads) {
      const t = es.tokens[String(i)][h.id];
      for (const field of ['looksFor', 'advertises', 'carries']) {
        assert.equal(typeof t[field], 'string');
        assert.ok(t[field].length > 0 && t[field].length <= 120, `es ${h.id}: ${field} "${t[field]}"`);
      }
    }
  }
}

test('a 5,000-token text gives a valid scenario', async () => {
  const core = await loadCore();
  const words = ('The cat sat on the mat because it was tired. Maria opened the door, and she paid 20 dollars ' +
    'at the bank of the river! Zorg glimmed quickly; they swam near London.').split(' ');
  const parts = [];
  for (let i = 0; parts.length < 4400; i++) parts.push(words[i % words.length]);
  const text = parts.join(' ');
  const tokens = core.tokenize(text);
  assert.ok(tokens.length >= 5000, `${tokens.length} tokens`);
  scenarioFromSentence('warm up the lexicon index', core.tokenize);
  const t0 = performance.now();
  const s = scenarioFromSentence(text, core.tokenize);
  const ms = performance.now() - t0;
  const t1 = performance.now();
  scenarioFromSentence(text, () => tokens);
  const msWithout = performance.now() - t1;
  console.log(`${s.tokens.length} tokens: ${ms.toFixed(1)} ms with core.tokenize, ${msWithout.toFixed(1)} ms without`);
  assert.equal(s.tokens.length, tokens.length);
  checkShape(s);
});

test('every matrix has one row per token and the declared widths, and every row of weights sums to 1', async () => {
  const sentences = [
    'The cat sat on the mat because it was tired.',
    'I sat on the bank of the river',
    'They said hello , and 42 florps answered !',
    '?',
  ];
  for (const sentence of sentences) {
    for (const options of [undefined, { causal: true }, { sink: { on: false, score: 3 } }]) {
      const { s, out } = await run(sentence, options);
      checkShape(s);
      out.heads.forEach((r, h) => {
        assert.equal(r.weights.length, s.tokens.length);
        r.weights.forEach((weights, i) => {
          assert.equal(weights.length, s.tokens.length);
          const total = weights.reduce((a, b) => a + b, 0) + r.sinkWeights[i];
          assert.ok(Math.abs(total - 1) < 1e-9, `${sentence} head ${h} row ${i}: ${total}`);
        });
        assert.ok(r.blended.every((b) => b.length === s.valueFeatures.length));
      });
    }
  }
});

test('the scenario has exactly the fields loadScenario returns, plus "unknown"', async () => {
  const core = await loadCore();
  const { loadScenario } = require(path.join(webJs, 'scenario/scenario.js'));
  const loaded = loadScenario({
    id: 'tiny', title: 'Tiny', tryThis: 'Click it.', sentence: 'a cat', features: ['animal'], valueFeatures: ['cat'],
    heads: [{ id: 'who', label: 'who?', question: 'Who?' }], tokens: [{ text: 'a' }, { text: 'cat' }],
  }, core.tokenize);
  const own = scenarioFromSentence('a cat', core.tokenize);
  assert.deepEqual(Object.keys(own).sort(), Object.keys(loaded).concat(['unknown']).sort());
  assert.deepEqual(Object.keys(own.heads[0]).sort(), Object.keys(loaded.heads[0]).sort());
  assert.deepEqual(Object.keys(own.heads[0].text[0]).sort(), Object.keys(loaded.heads[0].text[0]).sort());
  assert.deepEqual(own.tokens, core.tokenize('a cat'));
});

test('options override the defaults; bad input gives a readable error', async () => {
  const core = await loadCore();
  const s = scenarioFromSentence('it', core.tokenize, { magnitude: 9, causal: true, sink: { on: false, score: 2 } });
  assert.equal(s.magnitude, 9);
  assert.equal(s.causal, true);
  assert.deepEqual(s.sink, { on: false, score: 2 });
  assert.deepEqual(OWN_SENTENCE_DEFAULTS, { magnitude: 5, sink: { on: true, score: 3 }, causal: false });
  assert.throws(() => scenarioFromSentence('   ', core.tokenize), /^Error: sentence: has no tokens/);
  assert.throws(() => scenarioFromSentence('\uD800', core.tokenize), /^Error: sentence: /);
  assert.throws(() => scenarioFromSentence(42, core.tokenize), TypeError);
  assert.throws(() => scenarioFromSentence('a cat'), TypeError);
  assert.throws(() => scenarioFromSentence('a cat', core.tokenize, { magnitude: 40 }), TypeError);
});

test('rows are shared between repeated words and frozen, so nobody edits them by accident', async () => {
  const core = await loadCore();
  const s = scenarioFromSentence('the cat and the cat', core.tokenize);
  assert.equal(s.heads[0].keys[1], s.heads[0].keys[4]);
  assert.ok(Object.isFrozen(s.heads[0].keys[1]) && Object.isFrozen(s.heads[0].text[1]));
  assert.throws(() => { s.heads[0].keys[1][0] = 3; }, TypeError);
  assert.ok(!Object.isFrozen(s.heads[0].keys), 'the matrices themselves are ordinary arrays');
});

// ---- the generated texts in English and Spanish

const CAT = 'The cat sat on the mat because it was tired';

test('the English texts are the catalogue’s words.… entries, word for word as before', async () => {
  const core = await loadCore();
  const s = scenarioFromSentence(CAT, core.tokenize);
  const it = s.tokens.indexOf('it');
  assert.equal(s.title, 'Your own sentence');
  assert.equal(s.tryThis, 'Click “it”: which word does it look for? Then try the other heads, or turn on causal.');
  assert.deepEqual(s.heads.map((h) => [h.label, h.question]), [
    ['who?', 'Who or what is this about? Pronouns look for the noun they stand for; verbs look for who did them.'],
    ['where?', 'Where is this happening? Prepositions, “here”, “there” and verbs look for places.'],
    ['which meaning?', 'Which meaning of this word fits here? Words with two meanings look for words that settle it.'],
  ]);
  assert.deepEqual(s.heads.map((h) => h.text[it]), [
    { looksFor: 'the one animal or thing “it” stands for (animals a bit more than things)',
      advertises: 'a thing, faintly: it is only a stand-in for one',
      carries: 'an animal or a thing — which one? “it” has to look' },
    { looksFor: 'nothing: “it” is a pronoun, it asks who?, not where? (idle here)', advertises: 'nothing',
      carries: 'nothing useful in this head' },
    { looksFor: 'nothing: “it” is not a two-meaning word (idle here)', advertises: 'nothing: no topic',
      carries: 'nothing useful in this head' },
  ]);
  assert.deepEqual(s.heads.map((h) => h.text[1]), [
    { looksFor: 'nothing: “cat” is a noun, the kind of word others look for (idle here)', advertises: 'an animal',
      carries: 'an animal: cat' },
    { looksFor: 'nothing: “cat” asks no where? question (idle here)', advertises: 'nothing: not a place',
      carries: 'nothing useful in this head' },
    { looksFor: 'nothing: “cat” is not a two-meaning word (idle here)', advertises: 'a word about animals',
      carries: 'a hint of animals' },
  ]);
  assert.deepEqual(s.heads[HEAD.who].text[0],
    { looksFor: 'nothing: “The” is a small grammar word (idle here)', advertises: 'nothing', carries: 'nothing useful in this head' });
  const bank = scenarioFromSentence('I sat on the bank of the river', core.tokenize);
  assert.equal(bank.heads[HEAD.meaning].text[4].looksFor,
    'words about money or water: is it a bank that keeps money or the side of a river?');
  assert.equal(bank.heads[HEAD.where].text[7].carries, 'a place: river (water)');
});

test('"The cat sat on the mat because it was tired" in Spanish: "it", "cat", an idle word, the heads and the prompt', async () => {
  const core = await loadCore();
  const s = scenarioFromSentence(CAT, core.tokenize);
  const es = s.translations.es;
  const it = String(s.tokens.indexOf('it'));
  assert.equal(es.title, 'Tu propia frase');
  assert.equal(es.tryThis, 'Haz clic en «it»: ¿qué palabra busca? Luego prueba las otras cabezas o activa la máscara causal.');
  assert.deepEqual(es.heads.who, { label: '¿quién?',
    question: '¿De quién o de qué se habla? Los pronombres buscan el sustantivo al que sustituyen; los verbos, quién los hizo.' });
  assert.equal(es.heads.where.label, '¿dónde?');
  assert.equal(es.heads.meaning.label, '¿qué significado?');
  assert.deepEqual(es.tokens[it].who, {
    looksFor: 'el único animal o cosa al que se refiere «it» (prefiere un poco los animales a las cosas)',
    advertises: 'una cosa, débilmente: solo ocupa el lugar de una',
    carries: 'un animal o una cosa, pero ¿cuál? «it» tiene que buscarlo' });
  assert.equal(es.tokens[it].where.looksFor, 'nada: «it» es un pronombre; pregunta ¿quién?, no ¿dónde? (inactiva aquí)');
  assert.deepEqual(es.tokens['1'].who, {
    looksFor: 'nada: «cat» es un sustantivo, el tipo de palabra que buscan las demás (inactiva aquí)',
    advertises: 'un animal', carries: 'un animal: cat' });
  assert.deepEqual(es.tokens['1'].meaning, {
    looksFor: 'nada: «cat» no es una palabra de dos significados (inactiva aquí)',
    advertises: 'una palabra sobre animales', carries: 'un indicio de animales' });
  // "the" (idle everywhere) and "sat" (a verb)
  assert.deepEqual(es.tokens['0'].who, { looksFor: 'nada: «The» es una pequeña palabra gramatical (inactiva aquí)',
    advertises: 'nada', carries: 'nada útil en esta cabeza' });
  assert.equal(es.tokens['2'].who.looksFor, 'quién o qué hace «sat»: una persona o un animal (una cosa, solo un poco)');
  assert.equal(es.tokens['3'].where.looksFor, 'un lugar: «on» ¿dónde?');
  // The words of the sentence stay as typed; the numbers are the same in every language.
  assert.deepEqual(s.tokens, core.tokenize(CAT));
});

test('Spanish for two-meaning words, names, numbers, unknown words and punctuation', async () => {
  const core = await loadCore();
  const bank = scenarioFromSentence('I sat on the bank of the river', core.tokenize);
  const es = bank.translations.es;
  assert.equal(es.tryThis, 'Haz clic en «bank»: ¿qué palabras aclaran su significado? Cámbialas y mira el valor mezclado.');
  assert.deepEqual(es.tokens['4'].meaning, {
    looksFor: 'palabras sobre dinero o agua: ¿es un banco que guarda dinero o la orilla de un río?',
    advertises: 'nada: es ella la que pregunta',
    carries: 'o bien un banco que guarda dinero o la orilla de un río: sola no se sabe cuál' });
  assert.equal(es.tokens['7'].where.carries, 'un lugar: river (agua)');
  const other = scenarioFromSentence('Then Zorg paid 20 florps , and the dogs barked', core.tokenize).translations.es.tokens;
  assert.equal(other['1'].who.advertises,
    'una persona, supongo: «Zorg» lleva mayúscula en mitad de la frase, así que será un nombre');
  assert.equal(other['3'].who.carries, 'un número: 20');
  assert.equal(other['3'].meaning.advertises, 'dinero, débilmente (los números suelen ser precios)');
  assert.equal(other['4'].who.looksFor, 'nada: una palabra que no conozco no tiene rasgos, así que ni pregunta ni ofrece nada');
  assert.equal(other['5'].who.carries, 'nada útil: es puntuación');
  assert.equal(other['8'].who.advertises, 'animales, más de uno');
  assert.equal(other['9'].who.looksFor, 'quién o qué hace «barked»: sobre todo un animal, algo menos una persona');
  assert.equal(other['2'].meaning.advertises, 'una palabra sobre dinero, débilmente');
});

test('every word of the lexicon has its texts in English and Spanish, different, within 120 characters', async () => {
  const core = await loadCore();
  const words = [];
  for (const group of lexiconData.groups) for (const item of group.words.trim().split(/\s+/)) words.push(item.split('/')[0].replace('+', ''));
  for (const a of lexiconData.ambiguous) words.push(a.word);
  // In a sentence after a name-like word, so every word is read mid-sentence too.
  const s = scenarioFromSentence(words.join(' ') + ' Zorg 42 , florps', core.tokenize);
  const es = s.translations.es;
  const english = /\b(nothing|looks? for|a person|an animal|a thing|a place|useful|idle|word about|hint of)\b/;
  for (let i = 0; i < s.tokens.length; i++) {
    for (const h of s.heads) {
      for (const field of ['looksFor', 'advertises', 'carries']) {
        const en = h.text[i][field];
        const sp = es.tokens[String(i)][h.id][field];
        assert.ok(en.length > 0 && en.length <= 120 && !en.endsWith('…'), `en "${s.tokens[i]}" ${h.id}.${field}: ${en}`);
        assert.ok(sp.length > 0 && sp.length <= 120 && !sp.endsWith('…'), `es "${s.tokens[i]}" ${h.id}.${field}: ${sp}`);
        assert.notEqual(sp, en, `"${s.tokens[i]}" ${h.id}.${field} is not translated: ${en}`);
        assert.doesNotMatch(sp.split(s.tokens[i]).join(''), english, `es "${s.tokens[i]}" ${h.id}.${field}: ${sp}`);
        assert.doesNotMatch(sp, /[“”]/, `es "${s.tokens[i]}" ${h.id}.${field} quotes the English way: ${sp}`);
      }
    }
  }
});

test('the catalogues hold the same words.… keys in English and Spanish', () => {
  const I = require(path.join(webJs, 'i18n/i18n.js'));
  const en = I.keys('en').filter((k) => k.startsWith('words.')).sort();
  const es = I.keys('es').filter((k) => k.startsWith('words.')).sort();
  assert.ok(en.length > 100);
  assert.deepEqual(es, en);
  for (const a of lexiconData.ambiguous) {
    for (const [sense, text] of Object.entries(a.senses)) assert.equal(I.t('en', `words.sense.${a.word}.${sense}`), text);
  }
  for (const [topic, text] of Object.entries(lexiconData.topics)) assert.equal(I.t('en', `words.topic-name.${topic}`), text);
});

// Spanish's own word list (web/js/i18n/es/lexicon.json, docs/lexicon-format.md), read in a Spanish widget.
test('Spanish: a word list of its own, every noun with its gender; «ella» and «él» find the noun of their gender', async () => {
  const info = lexiconInfo('es');
  assert.deepEqual(info.problems, []);
  assert.ok(info.words >= 400, `only ${info.words} Spanish words`);
  // Forms made by Spanish's rules: plurals, an adjective's gender and number, a regular verb's forms; accents optional.
  for (const [word, lemma, plural] of [['gatas', 'gata', true], ['canciones', 'canción', true], ['peces', 'pez', true],
    ['cansada', 'cansado', false], ['cansadas', 'cansado', false], ['ronroneó', 'ronronear', false], ['comían', 'comer', false],
    ['sento', 'sentar', false], ['arbol', 'árbol', false]]) {
    const read = lookupWord(word, 'es');
    assert.equal(read.lemma, lemma, word);
    assert.equal(read.plural, plural, word);
  }
  assert.equal(lookupWord('alfombra', 'es').gender, 'female');
  assert.equal(lookupWord('gato', 'es').gender, 'male');
  assert.equal(lookupWord('cat').lemma, 'cat', 'English reads English');

  // «ella» is feminine: of a feminine animal and a feminine thing, the animal («gata», a person or an animal first).
  const gata = await run('La gata se sentó en la alfombra porque ella estaba cansada', { lang: 'es' });
  assert.equal(gata.s.unknown.filter(Boolean).length, 0);
  assert.equal(gata.row('who', 'ella').top, 'gata');
  // «él» is masculine: «el gato», never «la alfombra».
  const gato = await run('El gato se sentó en la alfombra porque él estaba cansado', { lang: 'es' });
  assert.equal(gato.row('who', 'él').top, 'gato');
  assert.ok(gato.row('who', 'él').to('alfombra') < 0.01);
  // Two masculine nouns, a person and a thing: «él» prefers the person; «banco» finds «parque».
  assert.equal((await run('El niño vio el libro y él sonrió', { lang: 'es' })).row('who', 'él').top, 'niño');
  assert.equal((await run('Me senté en el banco del parque', { lang: 'es' })).row('meaning', 'banco').top, 'parque');
  // Its words are described in Spanish.
  assert.match(gata.s.translations.es.tokens[String(gata.at('ella'))].who.looksFor, /^el sustantivo femenino al que se refiere «ella»/);
  // An English sentence typed in a Spanish widget is still read with English's word list (it knows more of its words).
  const english = scenarioFromSentence('The cat sat on the mat because it was tired', (await loadCore()).tokenize, { lang: 'es' });
  assert.equal(english.unknown.filter(Boolean).length, 0);
});

// Arabic's own word list (web/js/i18n/ar/lexicon.json, docs/lexicon-format.md), read in an Arabic widget.
test('Arabic: a word list of its own, every noun with its gender, the joined article and particles read off; «لأنها» and «لأنه» find the noun of their gender', async () => {
  const info = lexiconInfo('ar');
  assert.deepEqual(info.problems, []);
  assert.ok(info.words >= 300, `only ${info.words} Arabic words`);
  // The article «ال», the particles «و» «ف» «ب» «ل» («لل» before the article), a broken plural, a describing word's forms,
  // short vowels and the tatweel written or not.
  for (const [word, lemma, plural] of [['القط', 'قط', false], ['والقط', 'قط', false], ['القطط', 'قط', true], ['للمدينة', 'مدينة', false],
    ['بالسيارة', 'سيارة', false], ['الرجال', 'رجل', true], ['متعبة', 'متعب', false], ['متعبًا', 'متعب', false], ['وهو', 'هو', false],
    ['ـه', 'ه', false], ['فرحلت', 'رحل', false], ['القِطّ', 'قط', false]]) {
    const read = lookupWord(word, 'ar');
    assert.equal(read.lemma, lemma, word);
    assert.equal(read.plural, plural, word);
  }
  assert.equal(lookupWord('الحصيرة', 'ar').gender, 'female');
  assert.equal(lookupWord('القط', 'ar').gender, 'male');
  assert.equal(lookupWord('عود', 'ar').kind, 'ambiguous');
  assert.equal(lookupWord('cat').lemma, 'cat', 'English reads English');

  // «لأنها» is feminine: of a feminine animal and a feminine thing, the animal (a person or an animal first).
  const qitta = await run('جلست القطة على الحصيرة لأنها كانت متعبة', { lang: 'ar' });
  assert.equal(qitta.s.unknown.filter(Boolean).length, 0);
  assert.equal(qitta.row('who', 'لأنها').top, 'القطة');
  // «لأنه» is masculine: «القط», never «الحصيرة».
  const qitt = await run('جلس القط على الحصيرة لأنه كان متعبا', { lang: 'ar' });
  assert.equal(qitt.row('who', 'لأنه').top, 'القط');
  assert.ok(qitt.row('who', 'لأنه').to('الحصيرة') < 0.01);
  // Two masculine nouns, a person and a thing: «وهو» prefers the person.
  assert.equal((await run('رأى الولد الكتاب وهو سعيد', { lang: 'ar' })).row('who', 'وهو').top, 'الولد');
  // Its words are described in Arabic.
  assert.match(qitta.s.translations.ar.tokens[String(qitta.at('لأنها'))].who.looksFor, /^الاسم المؤنث الذي ينوب عنه «لأنها»/);
});
