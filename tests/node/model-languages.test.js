// The classic widget loads the trained model's module of its language, attention-model-<language>.js,
// with that language's weights inside (CMakeLists.txt), so a Spanish page fetches no English numbers.
// Each must read as the npm module (dist/attention-model.cjs) reads the same weights file: the same
// words, the same weights, the same guesses; the English and Spanish ones are built without Arabic's
// word rules (cpp/model/words.hpp), so there an Arabic word is one unknown word, as typed.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { modelPath, runClassic } = require('./load-core');

const root = path.join(__dirname, '..', '..');
const SENTENCES = {
  en: 'the cat sat on the mat because it was tired',
  es: 'el gato se sentó en la alfombra porque él estaba cansado',
  ar: 'جلس القط على الحصيرة لأنه كان متعبًا',
};

const classicModel = (file) => runClassic(file).createAttentionModel();

const reading = (model, text) => {
  const r = model.attention(text);
  return JSON.parse(JSON.stringify({ tokens: r.tokens, unknown: r.unknown, layers: r.layers, next: model.nextWords(text, 3) }));
};

test('each language\'s model module holds that language\'s model and reads as the npm module reads its weights file', async () => {
  const npm = await require(modelPath)();
  for (const language of Object.keys(SENTENCES)) {
    const file = `attention-model-${language}.js`;
    const own = (await classicModel(file)).loadModel();
    const same = npm.loadModel({ file: new Uint8Array(fs.readFileSync(path.join(root, 'models', `storybook-${language}.apm`))) });
    assert.equal(own.language, language, `${file}'s built-in model`);
    assert.deepEqual([...own.vocabulary], [...same.vocabulary], `${file}: the vocabulary of models/storybook-${language}.apm`);
    assert.deepEqual(reading(own, SENTENCES[language]), reading(same, SENTENCES[language]), `${file} reads its sentence as attention-model.cjs`);
  }
});

test('the English and Spanish model modules read an Arabic word as one unknown word; the Arabic one cuts «لأنه» into «لأن» and «ـه»', async () => {
  // (a copy: the page's module makes its arrays in its own realm)
  const words = async (file, text) => [...(await classicModel(file)).loadModel({
    file: new Uint8Array(fs.readFileSync(path.join(root, 'models', 'storybook-ar.apm'))) }).tokenize(text)]
    .map((w) => `${w.text}${w.known ? '' : ' (unknown)'}`);
  assert.deepEqual(await words('attention-model-ar.js', 'لأنه'), ['لأن', 'ـه']);
  assert.deepEqual(await words('attention-model-en.js', 'لأنه'), ['لأنه (unknown)']);
  assert.deepEqual(await words('attention-model-es.js', 'لأنه'), ['لأنه (unknown)']);
});
