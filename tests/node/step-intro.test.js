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

// Heads named one after another in one sentence: joined by the language's own
// semicolon («؛», U+061B, in Arabic), never the Latin «;» Orca heard between two
// Arabic heads. The example: web/scenarios/ar/heads.json, «أدارت» (ran) asking each head.
test('Arabic: the heads said one after another are joined by «؛», the Arabic semicolon', async () => {
  const { loadCore } = require('./load-core.js');
  const { compute } = require(path.join(webJs, 'model/compute.js'));
  const S = require(path.join(webJs, 'state/state.js'));
  const { announcement } = require(path.join(webJs, 'lesson/explain.js'));
  const { loadScenario } = require(path.join(webJs, 'scenario/scenario.js'));
  const core = await loadCore();
  const json = JSON.parse(require('node:fs').readFileSync(path.join(__dirname, '..', '..', 'web', 'scenarios', 'ar', 'heads.json'), 'utf8'));
  const scenario = loadScenario(json, core.tokenize);
  const vm = compute(core, scenario, Object.assign(S.create(scenario), { step: 'heads' }), { lang: 'ar' });
  const text = announcement(vm).replace(/\u200e/g, ''); // (left-to-right marks keep "%" beside its digits)
  assert.equal(text, '«أدارت»، رأسًا رأسًا: مَن؟ «مريم»، أكثر من 99.9%؛ أين؟ «باريس»، أكثر من 99.9%؛ أي معنى؟ «مخبزًا»، أكثر من 99.9%.');
  assert.doesNotMatch(text, /;/);
});
