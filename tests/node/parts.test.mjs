// The parts of the widget that load on demand (web/js/parts.js): in Node, as in
// the ES module build, each is an import() (part-import.js). Spanish arrives
// only when asked for; until then Spanish tags read English. Its own process
// (node --test runs each file apart), so nothing has loaded Spanish before.
// Run: node --test tests/node/parts.test.mjs
import test from 'node:test';
import assert from 'node:assert/strict';
import * as I from '../../web/js/i18n.js';
import { PART_NAMES, loadedPart, part } from '../../web/js/parts.js';
import { PART_FILES } from '../../web/js/part-import.js';

test('every part has one file, and the list of names is the list of files', () => {
  assert.deepEqual(Object.keys(PART_FILES), PART_NAMES);
});

test('Spanish is not there until a widget asks for it; words alone do not make it a language', async () => {
  assert.equal(I.loaded('es'), false);
  assert.equal(I.loaded('en-US'), true);
  assert.equal(I.loaded('xx'), true, 'nothing to load for a language there is no catalogue of');
  assert.equal(I.resolve('es'), 'en');
  assert.equal(I.t('es', 'share.png'), 'Save as PNG');
  I.addWords('es', { 'words.test-only': 'solo una prueba' });
  assert.equal(I.loaded('es'), false);
  assert.equal(I.resolve('es'), 'en');
  assert.equal(loadedPart('es'), null);

  await I.load('es-MX');
  assert.equal(I.loaded('es'), true);
  assert.equal(I.resolve('es-MX'), 'es');
  assert.equal(I.t('es', 'share.png'), 'Guardar como PNG');
  assert.equal(I.t('es', 'words.test-only'), 'solo una prueba', 'the words waiting for it joined it');
  assert.ok(loadedPart('es'));
  await I.load('xx'); // resolves, loads nothing
});

test('the sentence part brings its English and Spanish words with it', async () => {
  assert.equal(I.t('en', 'words.head.who.label'), 'words.head.who.label', 'not before it has loaded');
  const reader = await part('sentence');
  assert.equal(typeof reader.scenarioFromSentence, 'function');
  assert.equal(I.t('en', 'words.head.who.label'), 'who?');
  assert.notEqual(I.t('es', 'words.head.who.label'), 'who?');
});

test('a part that does not exist is refused with its name', async () => {
  await assert.rejects(part('lexicon'), /there is no part called “lexicon”/);
});
