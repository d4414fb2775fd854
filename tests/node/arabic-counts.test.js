// Arabic says a count with the noun in the form its number asks for: the dual for two, the plural
// for 3 to 10, the singular (accusative) for 11 to 99, the singular for 100 and more ("8 دقائق",
// "19 دقيقة", "48 عددًا"). The catalogue gives those forms by Intl.PluralRules' categories (two,
// few, many, other); every expected sentence here is written out by hand.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
const I = require(path.join(webJs, 'i18n/i18n.js'));
require(path.join(webJs, 'i18n/ar/index.js'));
// The words of the parts that say these counts (each part joins its words when it loads).
for (const file of ['training.js', 'trained.js', 'explore.js']) I.addWords('ar', require(path.join(webJs, 'i18n/ar', file)).default);

const say = (key, count, params = {}) => I.t('ar', key, Object.assign({ count }, params));

test('the trained model\'s minutes, as Skip says them: one, two, a few, many', () => {
  const skip = (n) => say('training.skip', n, { minutes: String(n) });
  assert.equal(skip(1), 'انتقل إلى نموذج دُرِّب دقيقة واحدة (1)');
  assert.equal(skip(2), 'انتقل إلى نموذج دُرِّب دقيقتين (2)');
  assert.equal(skip(8), 'انتقل إلى نموذج دُرِّب 8 دقائق');
  assert.equal(skip(19), 'انتقل إلى نموذج دُرِّب 19 دقيقة');
  assert.equal(skip(120), 'انتقل إلى نموذج دُرِّب 120 دقيقة');
});

test('the numbers of a word and of its query: 48 numbers read, a query of 12', () => {
  const focus = '«ـه»';
  assert.equal(say('training.numbers-query', 12, { focus }), 'تعطي استعلام «ـه»: 12 عددًا.');
  assert.equal(say('training.numbers-query', 6, { focus }), 'تعطي استعلام «ـه»: 6 أعداد.');
  assert.equal(say('training.numbers-input', 48, { focus }),
    'عند «ـه» يقرأ النموذج 48 عددًا: أعداد كلمتها مضافًا إليها أعداد موضعها.');
});

test('the training paused after one step, two, a few, many', () => {
  const paused = (n) => say('training.status', n, { step: String(n), words: '593', seconds: '0' });
  assert.equal(paused(1), 'متوقف مؤقتًا بعد خطوة واحدة (1): قُرئت 593 كلمة في 0 ث.');
  assert.equal(paused(2), 'متوقف مؤقتًا بعد خطوتين (2): قُرئت 593 كلمة في 0 ث.');
  assert.equal(paused(5), 'متوقف مؤقتًا بعد 5 خطوات: قُرئت 593 كلمة في 0 ث.');
  assert.equal(paused(40), 'متوقف مؤقتًا بعد 40 خطوة: قُرئت 593 كلمة في 0 ث.');
});

test('a typed sentence\'s words, and the steps of the learner\'s own model', () => {
  assert.equal(say('own.status-known', 7), 'تُعرض جملتك: 7 كلمات، وكل كلماتها معروفة.');
  assert.equal(say('own.status-known', 12), 'تُعرض جملتك: 12 كلمة، وكل كلماتها معروفة.');
  assert.equal(say('trained.with-yours', 5, { steps: '5' }), 'النموذج الذي درّبته أنت (5 خطوات)');
  assert.equal(say('trained.with-yours', 1100, { steps: '1,100' }), 'النموذج الذي درّبته أنت (1,100 خطوة)');
  assert.equal(say('match.more-words', 4), '4 كلمات أخرى');
  const read = (n) => say('trained.explore-said', n, { words: String(n), layer: '2', head: '4', focus: '«ـه»', pct: '90%', word: '«القط»' });
  assert.equal(read(6), 'قرأها النموذج المدرَّب: 6 كلمات. في الطبقة 2، الرأس 4، «ـه» تعطي 90% من انتباهها إلى «القط».');
  assert.equal(read(14), 'قرأها النموذج المدرَّب: 14 كلمة. في الطبقة 2، الرأس 4، «ـه» تعطي 90% من انتباهها إلى «القط».');
  assert.equal(say('match.more-words', 23), '23 كلمة أخرى');
});
