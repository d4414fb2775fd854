// The trained tiny language model's module (dist/attention-model.js, the
// `model` export): loadModel() and what it reads, checked against numbers
// worked out here from the weights file itself (model-reference.js, written
// from models/README.md), never read back from the module; every error it
// throws, with its message; and the weights file's header, validated.
// Shapes are read from the committed file's header, never written here.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const { pathToFileURL } = require('node:url');
const { modelPath } = require('./load-core');
const { loadReference, forward, fnv1a, halfValue } = require('./model-reference');

const reference = loadReference();
const { header, payload } = reference;
const shape = header.shape;
const vocabulary = header.vocabulary;
let apiPromise = null;
const api = () => (apiPromise = apiPromise || require(modelPath)());
const model = async () => (await api()).loadModel();

// The words of a text of lower-case words and "." "," separated by spaces, as ids.
const idsOf = (text) => text.split(' ').map((w) => Math.max(0, vocabulary.indexOf(w)));
const close = (a, b, tolerance, what) => assert.ok(Math.abs(a - b) <= tolerance, `${what}: ${a} vs ${b}`);

// A weights file made of a first line, a header and a payload (each may be changed).
function fileOf({ magic = reference.magic, head = header, numbers = payload } = {}) {
  return new Uint8Array(Buffer.concat([Buffer.from(magic + '\n' + JSON.stringify(head) + '\n'), Buffer.from(numbers)]));
}
const withHeader = (change) => { const h = JSON.parse(reference.headerText); change(h); return fileOf({ head: h }); };

const SENTENCES = [
  'the cat sat on the mat because it was tired',
  'the girl saw the dog . she smiled',
  'maria met tom . later maria smiled',
  'the dogs near the cat sleep .',
];

test('require() gives createAttentionModel, whose loadModel() is the built-in English model, frozen', async () => {
  const factory = require(modelPath);
  assert.equal(factory.name, 'createAttentionModel');
  const loaded = await api();
  assert.deepEqual(Object.keys(loaded), ['loadModel']);
  assert.ok(Object.isFrozen(loaded));
  const m = loaded.loadModel();
  assert.ok(Object.isFrozen(m));
  assert.deepEqual(Object.keys(m).sort(),
    ['about', 'attention', 'dispose', 'heads', 'language', 'nextWords', 'shape', 'tokenize', 'vocabulary']);
  assert.equal(m.language, header.language);
  assert.deepEqual(m.vocabulary, vocabulary);
  assert.equal(m.vocabulary[0], '?');
  assert.deepEqual(m.shape, shape);
  assert.deepEqual(m.about.heldOut, header.heldOut);
  assert.equal(m.about.training.wordsPerSecond, header.training.wordsPerSecond);
});

test('each head carries the header\'s jobs and figures; a head is named by its jobs (each pronoun it was certified for), the others say "no clear job"', async () => {
  const m = await model();
  assert.equal(m.heads.length, shape.layers * shape.heads);
  m.heads.forEach((h, k) => {
    const own = header.heads[k];
    assert.deepEqual([h.layer, h.head, h.job, h.jobs, h.pronouns], [own.layer, own.head, own.job, own.jobs, own.pronouns]);
    assert.deepEqual(h.figures, own.figures);
    assert.deepEqual(h.perPronoun, own.perPronoun);
    if (own.job === 'none') {
      assert.equal(h.name, 'no clear job');
      assert.equal(h.figure, Math.max(own.figures.pronoun, own.figures.meaning, own.figures.subject, own.figures.previous));
    } else {
      assert.equal(h.figure, own.figures[own.job]);
      assert.notEqual(h.name, 'no clear job');
      // "finds what "she", "he" and "it" stand for": every pronoun it was certified for, in the name.
      for (const p of own.pronouns) assert.ok(h.name.includes(`"${p}"`), `${h.name} names "${p}"`);
    }
  });
  assert.ok(m.heads.some((h) => h.job === 'pronoun'), 'the required pronoun head is certified');
});

test('the ES module build for Node (attention-model.node.mjs) exports the same factory as its default', async () => {
  const { default: factory } = await import(pathToFileURL(modelPath.replace(/\.cjs$/, '.node.mjs')).href);
  const m = (await factory()).loadModel();
  assert.equal(m.tokenize('the cat').length, 2);
});

test('attention() gives every layer\'s every head as n rows of n + 1 weights: causal zeros, the sink last, each row summing to 1', async () => {
  const m = await model();
  for (const text of SENTENCES) {
    const r = m.attention(text);
    const n = text.split(' ').length;
    assert.equal(r.tokens.length, n);
    assert.deepEqual(r.unknown, []);
    assert.equal(r.layers.length, shape.layers);
    r.layers.forEach((layer, l) => {
      assert.equal(layer.heads.length, shape.heads);
      layer.heads.forEach((head, h) => {
        const own = header.heads[l * shape.heads + h];
        assert.equal(head.job, own.job);
        assert.equal(head.weights.length, n);
        head.weights.forEach((row, i) => {
          assert.equal(row.length, n + 1);
          for (let j = i + 1; j < n; j++) assert.equal(row[j], 0, `${text}: L${l}H${h} row ${i} looks ahead at ${j}`);
          assert.ok(row[n] > 0, 'the sink takes a share');
          close(row.reduce((a, b) => a + b, 0), 1, 1e-12, `${text}: L${l}H${h} row ${i} sums to`);
        });
      });
    });
  }
});

test('the independent reading takes the file\'s halves by IEEE 754\'s own examples', () => {
  assert.equal(halfValue(0x3c00), 1);
  assert.equal(halfValue(0xc000), -2);
  assert.equal(halfValue(0x3555), 0.333251953125); // the half nearest 1/3
  assert.equal(halfValue(0x7bff), 65504); // the largest
  assert.equal(halfValue(0x0400), 2 ** -14); // the smallest normal
  assert.equal(halfValue(0x0001), 2 ** -24); // the smallest above 0
  assert.equal(halfValue(0x7c00), Infinity);
  assert.ok(Number.isNaN(halfValue(0x7e00)));
});

test('attention() and nextWords() agree with an independent JavaScript reading of the weights file to 1e-9', async () => {
  const m = await model();
  for (const text of SENTENCES) {
    const ids = idsOf(text);
    assert.deepEqual(m.tokenize(text).map((t) => t.id), ids);
    const mine = forward(shape, reference.weights, ids);
    const r = m.attention(text);
    r.layers.forEach((layer, l) => layer.heads.forEach((head, h) => head.weights.forEach((row, i) =>
      row.forEach((w, j) => close(w, mine.attention[l * shape.heads + h][i][j], 1e-9, `${text} L${l}H${h} [${i}][${j}]`)))));
    const expected = mine.probabilities.map((p, id) => ({ id, p })).filter((g) => g.id !== 0).sort((a, b) => b.p - a.p).slice(0, 5);
    const guesses = m.nextWords(text, 5);
    assert.deepEqual(guesses.map((g) => g.word), expected.map((g) => vocabulary[g.id]));
    guesses.forEach((g, i) => close(g.probability, expected[i].p, 1e-9, `${text}: p(${g.word})`));
  }
});

test('a one-word text: each first-layer head gives the word 1 / (1 + e^(sink − s)) and the sink the rest, s = q·k / √(head size)', async () => {
  const m = await model();
  const word = 'cat';
  const id = vocabulary.indexOf(word);
  const x = reference.weights.embed[id].map((e, c) => e + reference.weights.position[0][c]);
  const layer = reference.weights.layers[0];
  const hs = shape.width / shape.heads;
  const column = (matrix, c) => x.reduce((s, xi, i) => s + xi * matrix[i][c], 0);
  const r = m.attention(word);
  for (let h = 0; h < shape.heads; h++) {
    let s = 0;
    for (let c = h * hs; c < (h + 1) * hs; c++) s += column(layer.query, c) * column(layer.key, c);
    s /= Math.sqrt(hs);
    const w = 1 / (1 + Math.exp(layer.sink[h] - s));
    const [row] = r.layers[0].heads[h].weights;
    close(row[0], w, 1e-9, `head ${h}: the word`);
    close(row[1], 1 - w, 1e-9, `head ${h}: the sink`);
  }
});

test('words the model does not know read as id 0 and are listed as typed; known words keep their own spelling', async () => {
  const m = await model();
  const r = m.attention('The Giraffe sat on Zanzibar');
  assert.deepEqual(r.tokens.map((t) => t.text), ['The', 'Giraffe', 'sat', 'on', 'Zanzibar']);
  assert.deepEqual(r.tokens.map((t) => t.id), [vocabulary.indexOf('the'), 0, vocabulary.indexOf('sat'), vocabulary.indexOf('on'), 0]);
  assert.deepEqual(r.tokens.map((t) => t.known), [true, false, true, true, false]);
  assert.deepEqual(r.unknown, ['Giraffe', 'Zanzibar']);
  assert.deepEqual(m.tokenize('it was tired.').map((t) => t.text), ['it', 'was', 'tired', '.']);
});

test('nextWords() gives k guesses (3 unless asked), most likely first, never "?", their probabilities summing to at most 1', async () => {
  const m = await model();
  const three = m.nextWords('the cat sat on the mat because it');
  assert.equal(three.length, 3);
  const all = m.nextWords('the cat sat on the mat because it', shape.vocabulary - 1);
  assert.equal(all.length, shape.vocabulary - 1);
  assert.ok(all.every((g) => g.word !== '?'));
  for (let i = 1; i < all.length; i++) assert.ok(all[i - 1].probability >= all[i].probability, `guess ${i} is not sorted`);
  const total = all.reduce((a, g) => a + g.probability, 0);
  assert.ok(total <= 1 + 1e-12 && total > 0.9, String(total));
  assert.deepEqual(three, all.slice(0, 3));
});

test('a text that is not a string, has no words or is longer than the context is refused with an Error saying so', async () => {
  const m = await model();
  for (const read of [(t) => m.attention(t), (t) => m.tokenize(t), (t) => m.nextWords(t)]) {
    assert.throws(() => read(42), { name: 'TypeError', message: 'the text must be a string (got 42)' });
    assert.throws(() => read(null), { name: 'TypeError', message: 'the text must be a string (got null)' });
    assert.throws(() => read(''), { name: 'Error', message: 'the text has no words to read' });
    assert.throws(() => read('   \n '), { name: 'Error', message: 'the text has no words to read' });
    const long = Array(shape.context + 1).fill('cat').join(' ');
    assert.throws(() => read(long), { name: 'Error',
      message: `the text has ${shape.context + 1} words; the model reads at most ${shape.context}` });
  }
  assert.equal(m.attention(Array(shape.context).fill('cat').join(' ')).tokens.length, shape.context);
});

test('nextWords() refuses a k that is not a whole number from 1 to the words it can guess', async () => {
  const m = await model();
  const most = shape.vocabulary - 1;
  for (const [k, got] of [[0, '0'], [1.5, '1.5'], [most + 1, String(most + 1)], ['3', 'a string'], [null, 'null'], [NaN, 'NaN']]) {
    assert.throws(() => m.nextWords('the cat', k), { name: 'RangeError', message: `k must be a whole number from 1 to ${most} (got ${got})` });
  }
});

test('loadModel({ file }) takes the same file as bytes and reads it the same; the model keeps working after every refusal', async () => {
  const { loadModel } = await api();
  const again = loadModel({ file: new Uint8Array(reference.bytes) });
  const buffer = loadModel({ file: reference.bytes.buffer.slice(reference.bytes.byteOffset, reference.bytes.byteOffset + reference.bytes.length) });
  const builtIn = loadModel();
  for (const m of [again, buffer]) assert.deepEqual(m.attention(SENTENCES[0]), builtIn.attention(SENTENCES[0]));
  assert.throws(() => loadModel({ file: 'a file' }), { message: 'loadModel: file must be a Uint8Array or an ArrayBuffer (got a string)' });
  assert.throws(() => loadModel(7), { message: 'loadModel: expects nothing or { file } (got 7)' });
  assert.deepEqual(builtIn.attention(SENTENCES[0]), again.attention(SENTENCES[0]));
});

test('the weights file\'s first line is checked: another kind of file, another format version', async () => {
  const { loadModel } = await api();
  assert.throws(() => loadModel({ file: fileOf({ magic: 'PK\u0003\u0004 zip' }) }),
    { message: 'loadModel: this is not a model file: its first line should be "attention-playground-model 4"' });
  assert.throws(() => loadModel({ file: fileOf({ magic: 'attention-playground-model 3' }) }),
    { message: 'loadModel: this model file is format "3"; this version reads format 4' });
  assert.throws(() => loadModel({ file: withHeader((h) => { h.format = 3; }) }),
    { message: 'loadModel: the header\'s format is 3; this version reads 4' });
  assert.throws(() => loadModel({ file: new Uint8Array(Buffer.from(reference.magic + '\n{"format":4')) }),
    { message: 'loadModel: the file is cut short: its header line does not end' });
  assert.throws(() => loadModel({ file: new Uint8Array(Buffer.from(reference.magic + '\n{"format":\n')) }),
    { message: /^loadModel: the header is not valid JSON \(/ });
});

test('the header is validated: its shape against the numbers, its vocabulary\'s length and first word, its heads', async () => {
  const { loadModel } = await api();
  const d = shape.width;
  // A wider model needs more bytes than the file holds: the core says how many.
  assert.throws(() => loadModel({ file: withHeader((h) => { h.shape.width = d + shape.heads; }) }),
    { message: /^loadModel: the model's numbers are \d+ bytes long, but its shape needs \d+: the file is cut short or not this model's$/ });
  assert.throws(() => loadModel({ file: withHeader((h) => { h.shape.layers = shape.layers + 1; }) }),
    { message: `loadModel: the header must describe ${(shape.layers + 1) * shape.heads} heads (${shape.layers + 1} layers x ${shape.heads})` });
  assert.throws(() => loadModel({ file: withHeader((h) => { h.shape.width = 'wide'; }) }),
    { message: 'loadModel: the header\'s shape.width is not a whole number' });
  assert.throws(() => loadModel({ file: withHeader((h) => { h.vocabulary.pop(); }) }),
    { message: `loadModel: the header's vocabulary must be ${shape.vocabulary} words` });
  assert.throws(() => loadModel({ file: withHeader((h) => { h.vocabulary[0] = 'unknown'; }) }),
    { message: 'loadModel: the vocabulary\'s first word must be "?", the word for every unknown word' });
  assert.throws(() => loadModel({ file: withHeader((h) => { h.heads[0].job = 'magic'; }) }),
    { message: 'loadModel: the header\'s heads[0] needs a job (pronoun, meaning, subject, previous, none), its jobs, its pronouns and its figures' });
  assert.throws(() => loadModel({ file: withHeader((h) => { h.heads[0].pronouns = ['giraffe']; }) }),
    { message: 'loadModel: the header\'s heads[0] needs a job (pronoun, meaning, subject, previous, none), its jobs, its pronouns and its figures' });
  assert.throws(() => loadModel({ file: withHeader((h) => { delete h.shape; }) }), { message: 'loadModel: the header has no shape' });
});

test('a file cut short, or with one byte of its numbers changed, is refused: by its length, then by its checksum', async () => {
  const { loadModel } = await api();
  const cut = payload.subarray(0, payload.length - 100);
  assert.throws(() => loadModel({ file: fileOf({ numbers: cut }) }), {
    message: `loadModel: the file is cut short or too long: its numbers are ${payload.length - 100} bytes, the header says ${payload.length}` });
  const flipped = Buffer.from(payload);
  flipped[1000] ^= 0x10;
  assert.throws(() => loadModel({ file: fileOf({ numbers: flipped }) }), {
    message: `loadModel: the model's numbers have checksum ${fnv1a(flipped)} but the header says ${header.payload.checksum}: the file is damaged` });
  assert.equal(fnv1a(payload), header.payload.checksum, 'the committed file\'s own checksum');
  // A half made infinite (0x7c00), with the checksum made to match: the core still refuses it.
  const infinite = Buffer.from(payload);
  infinite.writeUInt16LE(0x7c00, 0);
  assert.throws(() => loadModel({ file: withHeaderAndNumbers(infinite) }),
    { message: /^loadModel: the model's embed holds a number that is not finite or larger than 10000: the file is damaged$/ });
});

function withHeaderAndNumbers(numbers) {
  const h = JSON.parse(reference.headerText);
  h.payload.checksum = fnv1a(numbers);
  return fileOf({ head: h, numbers });
}

test('the model is a module of its own: the core and the training module hold none of it, and it holds no trainer', () => {
  const { corePath, trainingPath, browserModelPath } = require('./load-core');
  for (const file of [corePath, trainingPath]) {
    const text = fs.readFileSync(file, 'utf8');
    for (const name of ['rawLoadModel', 'rawReadModel', 'createAttentionModel']) assert.equal(text.includes(name), false, `${name} in ${file}`);
  }
  for (const file of [modelPath, browserModelPath]) {
    const text = fs.readFileSync(file, 'utf8');
    assert.ok(text.includes('rawReadModel'));
    for (const name of ['rawStartTraining', 'rawTrainSteps', 'rawProject', 'createAttentionTraining']) assert.equal(text.includes(name), false, `${name} in ${file}`);
  }
});
