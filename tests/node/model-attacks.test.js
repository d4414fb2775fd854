// The trained model's API against this round's red team (issue 39): weights
// files whose sizes overflow 32 bits, whose header asks for gigabytes, whose
// scales are huge or whose checksum is not text; texts far too long, with a
// lone surrogate or a no-break space; and a model that must be let go. Each
// is refused with an Error that says what was wrong, before anything large is
// allocated or split, and the module keeps working after it (every test here
// failed before: see the issue's list).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { modelPath } = require('./load-core');
const { loadReference, fnv1a } = require('./model-reference');

const reference = loadReference();
const { header, payload } = reference;
let apiPromise = null;
const api = () => (apiPromise = apiPromise || require(modelPath)());

// A weights file of the committed one's first line, a header changed by `change` and `numbers` (the committed ones).
function fileWith(change, numbers = payload) {
  const h = JSON.parse(reference.headerText);
  change(h);
  return new Uint8Array(Buffer.concat([Buffer.from(reference.magic + '\n' + JSON.stringify(h) + '\n'), Buffer.from(numbers)]));
}

// The module still loads and reads the built-in model, and a fresh copy of its file.
async function stillWorks() {
  const { loadModel } = await api();
  for (const m of [loadModel(), loadModel({ file: fileWith(() => {}) })]) {
    assert.equal(m.attention('the cat sat on the mat because it was tired').layers.length, header.shape.layers);
    m.dispose();
  }
}

// The module's memory (its wasm heap is an ArrayBuffer of this process).
const memory = () => process.memoryUsage().arrayBuffers;

test('a width of 65,536 (its square wraps to 0 in 32-bit wasm) is refused by its sizes in 64 bits, and so is a context that would read gigabytes', async () => {
  const { loadModel } = await api();
  const wide = fileWith((h) => { h.shape.width = 65536; });
  // embed 65,536 × V in 5 bits, position and every matrix in 6, a scale per row: far beyond these numbers' bytes
  assert.throws(() => loadModel({ file: wide }), /^Error: loadModel: the model's numbers are \d+ bytes long, but its shape needs (\d{10,}): the file is cut short/);
  const long = fileWith((h) => { h.shape.width = 65536; h.shape.context = 65536; });
  assert.throws(() => loadModel({ file: long }), /reads more than 16777216 attention weights at once/);
  await stillWorks();
});

test('a 10 KB file whose header asks for gigabytes is refused before anything is allocated for it', async () => {
  const { loadModel } = await api();
  const before = memory();
  // 1,000,000 words × a width of 1,000 (8 GB), or a width of 4,000 (1.2 GB of float64 zeros, a 2 GB heap), had they been allocated before the size check.
  const huge = fileWith((h) => { h.shape.vocabulary = 1000000; h.shape.width = 1000; h.vocabulary = h.vocabulary.slice(0, 2); });
  assert.ok(huge.length < 60000, `${huge.length} bytes`);
  assert.throws(() => loadModel({ file: huge }), /the header's vocabulary must be 1000000 words|shape needs/);
  const sized = fileWith((h) => { h.shape.width = 4000; h.shape.heads = 4; });
  assert.throws(() => loadModel({ file: sized }), /but its shape needs \d+: the file is cut short/);
  assert.ok(memory() - before < 64 * 1024 * 1024, `the module grew by ${Math.round((memory() - before) / 1048576)} MB`);
  await stillWorks();
});

test('a file whose scales are all the largest half, 65,504 (finite, yet 982,560 once times 15) is refused as damaged', async () => {
  const { loadModel } = await api();
  const numbers = Buffer.from(payload);
  // The embedding comes first: one half-float scale per word (models/README.md), 0x7bff the largest finite half.
  for (let r = 0; r < header.shape.vocabulary; r++) numbers.writeUInt16LE(0x7bff, r * 2);
  const file = fileWith((h) => { h.payload.checksum = fnv1a(numbers); }, numbers);
  assert.throws(() => loadModel({ file }), /^Error: loadModel: the model's embed holds a number that is not finite or larger than 10000: the file is damaged$/);
  await stillWorks();
});

test('a checksum that is not 8 hex digits (an object whose toString is a number) is refused by name, not by a TypeError', async () => {
  const { loadModel } = await api();
  assert.throws(() => loadModel({ file: fileWith((h) => { h.payload.checksum = { toString: 1 }; }) }),
    /^Error: loadModel: the header's payload\.checksum must be 8 hex digits \(got an object\)$/);
  assert.throws(() => loadModel({ file: fileWith((h) => { h.payload.checksum = 12345678; }) }), /must be 8 hex digits \(got 12345678\)/);
  await stillWorks();
});

test('dispose() gives a model’s memory back: 300 models loaded and disposed leave the module as it was; a disposed model says so', async () => {
  const { loadModel } = await api();
  loadModel().dispose(); // the first one sizes the heap
  const before = memory();
  for (let i = 0; i < 300; i++) loadModel().dispose(); // kept, 300 × 210 KB would be 63 MB
  assert.ok(memory() - before < 8 * 1024 * 1024, `the module grew by ${Math.round((memory() - before) / 1048576)} MB`);
  const m = loadModel();
  m.dispose();
  m.dispose(); // twice is nothing
  assert.throws(() => m.attention('the cat'), /^Error: this model was disposed: load it again with loadModel\(\)$/);
  await stillWorks();
});

test('a text of ten million characters is refused by its length before it is split into words', async () => {
  const m = (await api()).loadModel();
  const text = 'the cat '.repeat(1250000);
  assert.throws(() => m.attention(text), /^Error: the text has 10000000 characters; the model reads at most 10000$/);
  assert.throws(() => m.tokenize(text), /at most 10000/);
  assert.equal(m.tokenize('the cat sat').length, 3);
  m.dispose();
});

test('a lone surrogate is refused as the core’s tokenizer refuses it; a no-break space (and every Unicode space) parts words', async () => {
  const m = (await api()).loadModel();
  assert.throws(() => m.tokenize('cat\ud800 sat'), /^Error: the text has a lone UTF-16 surrogate U\+D800 at index 3 \(not valid Unicode\)$/);
  assert.throws(() => m.attention('\udc00cat'), /lone UTF-16 surrogate U\+DC00 at index 0/);
  assert.deepEqual(m.tokenize('the\u00a0cat\u202fsat\u3000on').map((t) => [t.text, t.known]), [['the', true], ['cat', true], ['sat', true], ['on', true]]);
  // A surrogate pair is a character: an unknown word, read as one.
  assert.deepEqual(m.tokenize('the 🐈 sat').map((t) => t.text), ['the', '🐈', 'sat']);
  m.dispose();
});
