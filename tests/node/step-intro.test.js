// What the live region says when the learner moves to a step ("Step 5 of 9:
// What if nothing matches?"): one sentence, its step's name closing it with
// the name's own mark, never a second one after it. Arabic's question mark is
// «؟» (U+061F): Orca heard «وإن لم يتطابق شيء؟.» before this was held.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
const { stepIntro } = require(path.join(webJs, 'lesson/explain.js'));
require(path.join(webJs, 'i18n/es/index.js'));
require(path.join(webJs, 'i18n/ar/index.js'));

const STEPS = ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order'];
const said = (lang, step) => stepIntro({ lang, steps: STEPS, step, heading: null, scenario: { title: 'unused' } }, null, null);

test('a step whose name is a question is announced with its own question mark and nothing after it', () => {
  assert.equal(said('en', 'sink'), 'Step 5 of 9: What if nothing matches?');
  assert.equal(said('es', 'sink'), 'Paso 5 de 9: ¿Y si nada encaja?');
  assert.equal(said('ar', 'sink'), 'الخطوة 5 من 9: وإن لم يتطابق شيء؟');
  assert.equal(said('ar', 'values'), 'الخطوة 6 من 9: ماذا وجدت؟');
});

test('a step whose name is not a sentence yet gets a full stop', () => {
  assert.equal(said('en', 'heads'), 'Step 8 of 9: Several heads.');
  assert.equal(said('ar', 'heads'), 'الخطوة 8 من 9: عدة رؤوس.');
});
