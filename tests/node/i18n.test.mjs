// The catalogues (web/js/i18n/i18n.js, i18n/en/, i18n/es/): lookups, fallbacks,
// plural forms, numbers, lists and quotes in each language; every expected
// string is written out by hand.
// Run: node --test tests/node/i18n.test.mjs
import test from 'node:test';
import assert from 'node:assert/strict';
import * as I from '../../web/js/i18n/i18n.js';
import '../../web/js/element/part-list.js';
import '../../web/js/lesson/explain-all.js'; // the whole playground's sentences and words, as the explore part brings them
import enWords from '../../web/js/i18n/en/sentence.js';
import esWords from '../../web/js/i18n/es/sentence.js';

// A typed sentence's words, as the sentence part joins them (own-sentence.js).
I.addWords('en', enWords);
I.addWords('es', esWords);

// Spanish is a part loaded on demand (the list of parts, web/js/element/part-list.js, says how it arrives): these tests speak it.
test.before(() => I.load('es'));

test('the catalogues: every Spanish key exists in English and the API falls back without errors', () => {
  const result = {
    languages: I.languages().sort(),
    resolve: ['es', 'ES-mx', 'es_AR', 'en-GB', 'xx', '', null, undefined].map((x) => I.resolve(x)),
    t: [I.t('es', 'section.sentence'), I.t('xx', 'section.sentence'), I.t('es', 'no.such.key'),
      I.t('en', 'vectors.title', { token: '“sky”' }), I.t('es', 'tokens.unknown', { count: 1 }).slice(0, 12),
      I.t('es', 'tokens.unknown', { count: 3 }).slice(0, 12)],
    numbers: [I.num('en', 2.75), I.num('es', 2.75), I.num('es', -1.5), I.pct('en', 0.87), I.pct('es', 0.87),
      I.list('es', ['a', 'b', 'c']), I.list('en', ['a', 'b', 'c']), I.quote('es', 'it'), I.quote('en', 'it')],
  };
  assert.deepEqual(result.languages, ['en', 'es']);
  assert.deepEqual(result.resolve, ['es', 'es', 'es', 'en', 'en', 'en', 'en', 'en']);
  assert.deepEqual(result.t, ['La frase', 'The sentence', 'no.such.key', 'The focus: “sky”', 'La palabra c', 'Las 3 palabr']);
  assert.deepEqual(result.numbers, ['2.75', '2,75', '−1,5', '87.0%', '87,0\u00a0%', 'a, b y c', 'a, b and c', '«it»', '“it”']);
  // Every key the Spanish catalogue has is an English key too (no typos), and every
  // English key the widget's own views use has a Spanish entry.
  const keys = { es: I.keys('es'), en: I.keys('en') };
  assert.deepEqual(keys.es.filter((k) => !keys.en.includes(k)), []);
  assert.deepEqual(keys.en.filter((k) => !keys.es.includes(k) && !k.startsWith('heatmap.')), []);
});
