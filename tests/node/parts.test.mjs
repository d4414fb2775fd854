// The parts of the widget that load on demand (their list: web/js/element/part-list.js,
// handed to web/js/loader/parts.js): in Node, as in the ES module build, each is
// its load(), an import() (part-import.js). Spanish arrives only when asked
// for; until then Spanish tags read English. Its own process (node --test runs
// each file apart), so nothing has loaded Spanish before.
// Run: node --test tests/node/parts.test.mjs
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import * as I from '../../web/js/i18n/i18n.js';
import { loadedPart, part } from '../../web/js/loader/parts.js';
import { PARTS } from '../../web/js/element/part-list.js';

const { partsList } = createRequire(import.meta.url)('../../tools/parts-list.js');

test('every part has one file, and the list of names is the list of files', async () => {
  const listed = await partsList(); // as tools/build-web.js and tools/stage-wheel.js read it
  assert.deepEqual(listed.map((p) => p.name), PARTS.map((p) => p.name));
  // The names of the files in dist/ (attention-playground-<name>.js), which the Python package and the docs name;
  // the languages first (tests/node/languages.test.mjs: a new one is a folder and a line), then their models' weights.
  assert.deepEqual(listed.filter((p) => !p.language).map((p) => p.name), ['model-es', 'model-ar', 'sentence', 'heatmap', 'training', 'trained', 'export', 'examples', 'explore', 'notes', 'scenario']);
  assert.equal(listed[0].name, 'es');
  assert.deepEqual(listed.slice(0, listed.findIndex((p) => !p.language)), listed.filter((p) => p.language));
  assert.equal(new Set(listed.map((p) => p.file)).size, listed.length);
});

test('Spanish is not there until a widget asks for it; words alone do not make it a language', async () => {
  assert.equal(I.loaded('es'), false);
  assert.equal(I.loaded('en-US'), true);
  assert.equal(I.loaded('xx'), true, 'nothing to load for a language there is no catalogue of');
  assert.equal(I.resolve('es'), 'en');
  assert.equal(I.t('es', 'section.sentence'), 'The sentence');
  I.addWords('es', { 'words.test-only': 'solo una prueba' });
  assert.equal(I.loaded('es'), false);
  assert.equal(I.resolve('es'), 'en');
  assert.equal(loadedPart('es'), null);

  await I.load('es-MX');
  assert.equal(I.loaded('es'), true);
  assert.equal(I.resolve('es-MX'), 'es');
  assert.equal(I.t('es', 'section.sentence'), 'La frase');
  assert.equal(I.t('es', 'words.test-only'), 'solo una prueba', 'the words waiting for it joined it');
  assert.ok(loadedPart('es'));
  await I.load('xx'); // resolves, loads nothing
});

// (The part itself, sentence-part.js, adds its stylesheet, which Node cannot import: its reader is tested here.)
test('the sentence part brings its English and Spanish words with it', async () => {
  assert.equal(I.t('en', 'words.head.who.label'), 'words.head.who.label', 'not before it has loaded');
  const reader = await import('../../web/js/sentence/own-sentence.js');
  assert.equal(typeof reader.scenarioFromSentence, 'function');
  assert.equal(I.t('en', 'words.head.who.label'), 'who?');
  assert.notEqual(I.t('es', 'words.head.who.label'), 'who?');
});

test('a part that does not exist is refused with its name', async () => {
  await assert.rejects(part('lexicon'), /there is no part called “lexicon”/);
});

test('the examples a step opens with come with the widget; the other built-in examples arrive with the examples part, and the picker’s titles come with the explore part', async () => {
  const { BUILT_IN_SCENARIOS } = await import('../../web/js/data/all-scenarios.js');
  const B = await import('../../web/js/data/built-in-scenarios.js');
  const { exampleFor, STEP_IDS } = await import('../../web/js/lesson/steps.js');
  const stepExamples = new Set(STEP_IDS.concat(['all']).map(exampleFor));
  assert.deepEqual(Object.keys(B.STEP_SCENARIOS).sort(), Array.from(stepExamples).sort());
  assert.deepEqual(B.BUILT_IN_IDS, Object.keys(BUILT_IN_SCENARIOS));
  // The picker's titles come with the explore part (picker-titles.js), in the widget's language.
  const { pickerTitles } = await import('../../web/js/explore/picker-titles.js');
  assert.deepEqual(pickerTitles(['treaty', 'magnitude'], 'en').map((row) => row.title),
    [BUILT_IN_SCENARIOS.treaty.title, BUILT_IN_SCENARIOS.magnitude.title]);
  // Spanish's titles are its own examples' (web/scenarios/es/), once its part is here.
  await I.load('es');
  const { EXAMPLES } = await import('../../web/js/i18n/es/scenarios.js');
  assert.equal(pickerTitles(['magnitude'], 'es-MX')[0].title, EXAMPLES.magnitude.title);
  assert.equal(pickerTitles(['treaty'], 'es')[0].title, 'Un nombre de hace mucho tiempo');
  assert.equal(B.isBuiltIn('treaty'), true);
  assert.equal(B.isBuiltIn('toString'), false);

  assert.equal(await B.builtInsFor('sky'), B.STEP_SCENARIOS, 'a step example needs no part');
  assert.equal(loadedPart('examples'), null);
  const all = await B.builtInsFor('treaty');
  assert.deepEqual(Object.keys(all), Object.keys(BUILT_IN_SCENARIOS), 'every example, in the picker order');
  for (const id of Object.keys(all)) assert.deepEqual(all[id], BUILT_IN_SCENARIOS[id], id);
  assert.equal(await B.builtInsFor('sky'), all, 'once here, every load chooses from them all');
});

test('the words of the heatmap, the learned step’s card, the explore views and the picture come with their parts, in English and Spanish alike, and none is also in a main catalogue', async () => {
  const main = (await import('../../web/js/i18n/en/catalogue.js')).default;
  const mainEs = (await import('../../web/js/i18n/es/catalogue.js')).default;
  for (const words of ['heatmap', 'training', 'explore', 'export']) {
    const en = (await import(`../../web/js/i18n/en/${words}.js`)).default;
    const es = (await import(`../../web/js/i18n/es/${words}.js`)).default;
    assert.deepEqual(Object.keys(es).sort(), Object.keys(en).sort(), words);
    assert.deepEqual(Object.keys(en).filter((k) => k in main || k in mainEs), [], words);
  }
  await import('../../web/js/heatmap/heatmap-words.js');
  assert.equal(I.t('en', 'heatmap.title'), (await import('../../web/js/i18n/en/heatmap.js')).default['heatmap.title']);
  const english = (await import('../../web/js/i18n/en/training.js')).default;
  const spanish = (await import('../../web/js/i18n/es/training.js')).default;
  assert.equal(I.t('en', 'training.title'), 'training.title', 'not there before the part');
  // (training-part.js imports its stylesheet as text, which only the bundles can: the browser
  // tests open the view; here, what it does with the words)
  I.addWords('en', english);
  I.addWords('es', spanish);
  assert.equal(I.t('en', 'training.title'), english['training.title']);
  await I.load('es');
  assert.equal(I.t('es', 'training.title'), spanish['training.title']);
  assert.equal(I.t('es', 'training.summary'), (await import('../../web/js/i18n/es/catalogue.js')).default['training.summary'], 'the main file’s words of the card stay');
});

// Last: it loads parts the tests above expect not to be here yet.
test('each part’s load() imports the module the tools read as its file, which the classic build makes attention-playground-<name>.js', async () => {
  // (The parts that import a stylesheet load only in the bundles: the others here.)
  for (const { name, file } of (await partsList()).filter((p) => ['es', 'examples', 'scenario', 'heatmap'].includes(p.name))) {
    const module = await import(`../../web/js/${file}`);
    assert.equal(await PARTS.find((p) => p.name === name).load(), module, `${name}: load() imports ${file}`);
  }
});
