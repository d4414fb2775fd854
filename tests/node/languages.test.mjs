// A language is one folder, web/js/i18n/<lang>/, and one line of the list of
// parts (LANGUAGES in web/js/element/part-list.js): its folder holds English's
// files with English's keys and an index.js, the part, which registers them;
// the build makes it a file of its own; its words of each part join the
// catalogue once that part is here. Its own process (node --test runs each
// file apart), so no language is loaded before.
// Run: node --test tests/node/languages.test.mjs
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as I from '../../web/js/i18n/i18n.js';
import { LANGUAGES, PARTS } from '../../web/js/element/part-list.js';

const i18n = fileURLToPath(new URL('../../web/js/i18n/', import.meta.url));
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const { partsList } = createRequire(import.meta.url)('../../tools/parts-list.js');

const folders = () => fs.readdirSync(i18n, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
// A language's modules (its folder's README.md is no module).
const filesOf = (lang) => fs.readdirSync(path.join(i18n, lang)).filter((f) => f.endsWith('.js')).sort();
const entries = async (lang, file) => (await import(`../../web/js/i18n/${lang}/${file}`)).default;
const languages = () => folders().filter((name) => name !== I.FALLBACK);
// A language's own files beside English's: its part, and the built-in examples' words in it.
const OWN = ['index.js', 'scenarios.js'];

test('every folder of web/js/i18n/ but English is a language of the list of parts, and every language there is a folder', () => {
  assert.deepEqual(folders().filter((name) => name !== I.FALLBACK), LANGUAGES.map((l) => l.name).sort());
  assert.ok(languages().includes('es'));
  for (const language of LANGUAGES) assert.ok(PARTS.includes(language), `${language.name} is a part`);
});

test('every language folder has the files of en/ with the same keys, and its own part and examples', async () => {
  const english = filesOf(I.FALLBACK);
  assert.deepEqual(english, ['catalogue.js', 'explore.js', 'export.js', 'heatmap.js', 'notes.js', 'sentence.js', 'trained.js', 'training.js', 'whole.js']);
  for (const lang of languages()) {
    assert.deepEqual(filesOf(lang), english.concat(OWN).sort(), lang);
    for (const file of english) {
      const [en, own] = [await entries(I.FALLBACK, file), await entries(lang, file)];
      assert.deepEqual(Object.keys(own).sort(), Object.keys(en).sort(), `${lang}/${file}`);
    }
  }
});

test('a language’s files are imported only by its own folder, and its index.js only by the list of parts: no part brings another language’s words', () => {
  const webJs = path.join(i18n, '..');
  const imports = [];
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).forEach((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return walk(file);
    if (!/\.m?js$/.test(e.name)) return;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/(?:from |import\()'(\.[^']+)'/g)) {
      imports.push([path.relative(webJs, file), path.relative(webJs, path.resolve(dir, m[1]))].map((f) => f.split(path.sep).join('/')));
    }
  });
  walk(webJs);
  const strays = imports.filter(([from, to]) => {
    const lang = /^i18n\/([^/]+)\//.exec(to);
    if (!lang || lang[1] === I.FALLBACK) return false;
    return from === 'element/part-list.js' ? to !== `i18n/${lang[1]}/index.js` : !from.startsWith(`i18n/${lang[1]}/`);
  });
  assert.deepEqual(strays, []);
  assert.ok(imports.some(([from, to]) => from === 'element/part-list.js' && to === 'i18n/es/index.js'));
});

test('the build’s list of parts holds each language, built from its folder’s index.js into a file of its own', async () => {
  const listed = await partsList(); // what tools/build-web.js builds and tools/stage-wheel.js names
  for (const lang of languages()) {
    assert.deepEqual(listed.find((p) => p.name === lang), { name: lang, file: `i18n/${lang}/index.js`, language: true });
    assert.ok(fs.existsSync(path.join(dist, `attention-playground-${lang}.js`)), `dist/attention-playground-${lang}.js`);
  }
  assert.deepEqual(listed.filter((p) => p.language).map((p) => p.name).sort(), languages());
});

test('the build puts a language’s words of every part in that language’s file, and in neither the main file nor any part that is no language', async () => {
  const listed = await partsList();
  // A classic file is pure ASCII (tests/browser/host-encoding.test.js): its escapes read back as the characters they stand for.
  const read = (name) => fs.readFileSync(path.join(dist, name), 'utf8')
    .replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (m, a, b, c) => String.fromCodePoint(parseInt(a || b || c, 16)));
  const others = ['attention-playground.js'].concat(listed.filter((p) => !p.language).map((p) => `attention-playground-${p.name}.js`));
  for (const lang of languages()) {
    let checked = 0;
    for (const file of filesOf(I.FALLBACK).filter((f) => f !== 'catalogue.js')) {
      // Its plain sentences not written as English writes them (the minifier may write one with quotes or a backslash otherwise).
      const [own, en] = [await entries(lang, file), await entries(I.FALLBACK, file)];
      const plain = (key) => typeof own[key] === 'string' && own[key].length > 24 && own[key] !== en[key] && !/["'`\\\n]/.test(own[key]);
      for (const text of Object.keys(own).filter(plain).map((key) => own[key])) {
        assert.ok(read(`attention-playground-${lang}.js`).includes(text), `${lang}/${file}: ${text}`);
        for (const other of others) assert.ok(!read(other).includes(text), `${other} holds ${lang}/${file}: ${text}`);
        checked += 1;
      }
    }
    assert.ok(checked > 100, `${checked} sentences of ${lang}`);
  }
});

test('a language’s words of a part come with the language, and join its catalogue once the part is here, whichever comes first', async () => {
  // The explore part first, then Spanish: the part brings no Spanish of its own.
  await import('../../web/js/explore/explore-words.js');
  const es = { explore: await entries('es', 'explore.js'), export: await entries('es', 'export.js') };
  const en = { explore: await entries('en', 'explore.js'), export: await entries('en', 'export.js') };
  assert.equal(I.t('es', 'own.label'), en.explore['own.label'], 'no Spanish before Spanish');
  assert.equal(I.loaded('es'), false);
  await I.load('es');
  assert.equal(I.t('es', 'own.label'), es.explore['own.label']);
  assert.equal(I.t('es', 'section.sentence'), (await entries('es', 'catalogue.js'))['section.sentence']);
  // Spanish first, then the export part: its Spanish words wait for it, so no Spanish key is without English.
  assert.equal(I.keys('es').includes('export.formula'), false);
  assert.equal(I.t('es', 'export.formula'), 'export.formula');
  await import('../../web/js/export/export-words.js');
  assert.equal(I.t('es', 'export.formula'), es.export['export.formula']);
  assert.deepEqual(I.keys('es').filter((key) => !I.keys('en').includes(key)), []);
});

test('a language’s part registers it under its own tag, with every word its folder holds', async () => {
  for (const lang of languages()) {
    await I.load(lang);
    assert.ok(I.languages().includes(lang), lang);
    const { catalogue, words } = (await import(`../../web/js/i18n/${lang}/index.js`)).default;
    assert.equal(catalogue, await entries(lang, 'catalogue.js'));
    assert.deepEqual(Object.keys(words).map((name) => name + '.js').sort(), filesOf(I.FALLBACK).filter((f) => f !== 'catalogue.js'));
    for (const name of Object.keys(words)) assert.equal(words[name], await entries(lang, name + '.js'), `${lang}: ${name}`);
  }
  // Each by the name the module that brings its English words gives (explore-words.js: partWords('explore', 'en', …)).
  const given = [];
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).forEach((e) => (e.isDirectory() ? walk(path.join(dir, e.name))
    : given.push(...[...fs.readFileSync(path.join(dir, e.name), 'utf8').matchAll(/partWords\('([\w-]+)', 'en',/g)].map((m) => m[1] + '.js'))));
  walk(path.join(i18n, '..'));
  assert.deepEqual(given.sort(), filesOf(I.FALLBACK).filter((f) => f !== 'catalogue.js'));
});

test('the line that says a language could not be loaded names it in the words shown, so no catalogue lists the languages', () => {
  const line = (lang, code) => I.t(lang, 'part.what.language', { language: I.languageName(lang, code) });
  assert.equal(line('en', 'es'), 'its Spanish');
  assert.equal(line('en', 'fr'), 'its French', 'a language added later needs no words here');
  assert.equal(line('es', 'fr'), 'su francés');
});

// Words English and another language spell alike (Spanish «no», «ideas»).
const SPELT_ALIKE = ['no', 'ideas'];

test('every language brings its own built-in examples: one per English example, by its id and head ids, each a scenario of its own sentence, and no English token', async () => {
  const require = createRequire(import.meta.url);
  const { loadCore } = require('./load-core.js');
  const { loadScenario } = require('../../web/js/scenario/scenario.js');
  const { BUILT_IN_SCENARIOS } = require('../../web/js/data/all-scenarios.js');
  const core = await loadCore();
  for (const lang of languages()) {
    const { EXAMPLES } = await import(`../../web/js/i18n/${lang}/scenarios.js`);
    assert.deepEqual(Object.keys(EXAMPLES).sort(), Object.keys(BUILT_IN_SCENARIOS).sort(), `${lang}: the same examples`);
    // Its files, one per example (web/scenarios/<lang>/), and a README of why each was chosen.
    const folder = fileURLToPath(new URL(`../../web/scenarios/${lang}/`, import.meta.url));
    assert.deepEqual(fs.readdirSync(folder).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort(), Object.keys(EXAMPLES).sort());
    const readme = fs.readFileSync(path.join(folder, 'README.md'), 'utf8');
    for (const [id, json] of Object.entries(EXAMPLES)) {
      const english = loadScenario(BUILT_IN_SCENARIOS[id], core.tokenize);
      const own = loadScenario(json, core.tokenize);
      assert.equal(own.id, id);
      assert.deepEqual(own.heads.map((h) => h.id), english.heads.map((h) => h.id), `${lang}/${id}: the same heads`);
      assert.equal(Boolean(own.swap), Boolean(english.swap), `${lang}/${id}: a swap as English's`);
      assert.equal(own.translations && Object.keys(own.translations).length, 0, `${lang}/${id}: written in ${lang}, not translated`);
      const ownWords = new Set(own.tokens);
      // No word of the English sentence (two letters or more) is a token of its own, but words both languages spell alike.
      const borrowed = english.tokens.filter((t) => /\p{L}{2,}/u.test(t) && ownWords.has(t) && !SPELT_ALIKE.includes(t.toLowerCase()));
      assert.deepEqual(borrowed, [], `${lang}/${id}: English tokens`);
      assert.notEqual(own.sentence, english.sentence, `${lang}/${id}: a sentence of its own`);
      assert.ok(readme.includes(`| \`${id}\` |`), `${lang}/${id}: the README says why it was chosen`);
    }
    // And its own word list for a typed sentence.
    assert.equal(JSON.parse(fs.readFileSync(path.join(i18n, lang, 'lexicon.json'), 'utf8')).language, lang);
  }
});
