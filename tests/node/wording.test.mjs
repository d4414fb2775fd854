// The Spanish and Arabic wordings a fluent reader flagged (issue 39), each as the reader would write it:
// Spanish's subjunctive after an antecedent not yet known («cuya consulta encaje»), its article before a
// percentage («Se lleva el 71,5 %»), «Las demás palabras», «Puntuación», «Algunas palabras necesitan otras»,
// «Lo más cercano», «sin función clara»; Arabic's «انقر على» (click takes على), a word named as «الكلمة …»
// so its verb agrees with «الكلمة» whatever the word's own gender («القط» is masculine), «ارفع الشدة
// لتزيده حدّة», «مقدار الدرجات». On a touch screen a sentence that says how to choose says tap: «Toca».
// Run: node --test tests/node/wording.test.mjs
import test from 'node:test';
import assert from 'node:assert/strict';
import * as I from '../../web/js/i18n/i18n.js';
import '../../web/js/element/part-list.js';
import '../../web/js/lesson/explain-all.js';
import esTrained from '../../web/js/i18n/es/trained.js';
import arSentence from '../../web/js/i18n/ar/sentence.js';

test.before(() => Promise.all([I.load('es'), I.load('ar')]));

test('Spanish: each flagged sentence in the reader’s words', () => {
  const t = (key, params) => I.t('es', key, params);
  assert.equal(t('task.sink'), 'Con el sumidero activado, haz clic en una palabra cuya consulta encaje de verdad con una clave: ¿le gana al sumidero?');
  assert.equal(t('sink.takes-one', { pct: '0,3\u00a0%', token: '«aquí»' }), 'Se lleva el 0,3\u00a0% de la atención de «aquí».');
  assert.match(t('story.leak-rest', { pct: '< 0,1\u00a0%' }), /^Las demás palabras aún se reparten < 0,1\u00a0%: /);
  assert.equal(t('match.col-score'), 'Puntuación');
  assert.equal(t('step.needs'), 'Algunas palabras necesitan otras');
  assert.match(esTrained['trained.closest.pronoun'], /^Lo más cercano: /);
  assert.equal(esTrained['trained.job.none'], 'sin función clara');
});

test('Arabic: «انقر على», a word named as «الكلمة …», and the magnitude’s words', () => {
  const t = (key, params) => I.t('ar', key, params);
  assert.equal(t('task.needs'), 'انقر على كلمة أخرى: إلامَ تحتاج؟');
  assert.match(arSentence['words.try.pronoun'], /^انقر على \{word\}: /);
  // «القط» هو، not هي: named as the word, the feminine agrees with «الكلمة».
  assert.equal(t('story.winner', { best: '«القط»', score: '9', pct: '90.0%' }), 'الكلمة «القط» هي الأكثر تطابقًا (الدرجة 9)، فتنال 90.0%.');
  assert.equal(t('story.leak-drag'), 'ارفع الشدة لتزيده حدّة.');
  assert.equal(t('dials.magnitude-title'), 'الشدة: مقدار الدرجات');
});
