// Numbers and lists written by each catalogue's own rules (web/js/i18n/number-text.js)
// read exactly as Intl writes them in the catalogue's locale: value by value,
// for every form the widget uses (i18n.num, count, pct, pctShort) and for lists.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
const I = require(path.join(webJs, 'i18n/i18n.js'));
const { formatNumber } = require(path.join(webJs, 'i18n/number-text.js'));

// Spanish and Arabic are parts loaded on demand (the list of parts, web/js/element/part-list.js, says how they arrive).
require(path.join(webJs, 'element/part-list.js'));
test.before(() => Promise.all([I.load('es'), I.load('ar')]));

// Edge values by hand, then a seeded spread over many magnitudes.
function values() {
  const out = [0, -0, 0.5, 1.005, 2.675, 0.125, 0.015, 1.255, -0.001, -0.004, -0.005, -2.5, 9.995, 99.995, 0.9995, 0.99951,
    0.0005, 0.00049, 0.001, 0.999, 1, 1e-7, 1.5e-7, 5e-324, 123456.789, 1999.5, 9999.5, 20000, 200001, 1e21, 1.7976931348623157e308,
    0.1 + 0.2, 1 / 3, 2 / 3, 0.875, 0.12345, 12.3456, -12.3456, 1234.5678, 0.000123456, 0.0999951, 45, 4.5, 0.045, 1000, 999.5];
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 4000; i++) {
    const magnitude = Math.floor(random() * 16) - 8;
    const x = (random() - 0.3) * 10 ** magnitude;
    out.push(x, Math.round(x * 1000) / 1000, Math.round(x * 200) / 1000);
  }
  return out;
}

for (const lang of ['en', 'es', 'ar']) {
  test(`every number form in ${lang} reads as Intl writes it in the catalogue’s locale`, () => {
    const locale = I.t(lang, 'intl.locale');
    const minus = (text) => text.replace(/-/g, '−');
    for (const [name, call] of [['number', I.num], ['count', I.count], ['percent', I.pct], ['percentShort', I.pctShort]]) {
      const intl = new Intl.NumberFormat(locale, I.FORMS[name].intl);
      for (const x of values()) {
        const expected = name === 'count' ? intl.format(x) : minus(intl.format(x));
        assert.equal(call(lang, x), expected, `${name} of ${x} in ${lang}`);
      }
    }
  });

  test(`lists in ${lang} join as Intl.ListFormat joins them`, () => {
    const intl = new Intl.ListFormat(I.t(lang, 'intl.locale'), { type: 'conjunction' });
    const words = ['“cat”', 'iglesia', 'hielo', 'hijo', 'Hilo', 'HIE', 'ira', 'ya', '«idea»', 'ídolo', 'hiato', 'dog', '8', 'Iván'];
    for (let n = 0; n <= 4; n++) {
      for (const last of words) {
        const list = words.slice(0, Math.max(0, n - 1)).concat(n ? [last] : []);
        assert.equal(I.list(lang, list), intl.format(list), `${JSON.stringify(list)} in ${lang}`);
      }
    }
  });
}

test('the digits are the shortest decimal rounded half away from zero, not the binary value’s', () => {
  const rules = { decimal: '.', group: ',', groupMin: 1, percent: '{n}%' };
  assert.equal(formatNumber(1.005, { places: 2, sign: 'negative' }, rules), '1.01', '1.005.toFixed(2) is "1.00"');
  assert.equal(formatNumber(0.125, { places: 2, sign: 'negative' }, rules), '0.13');
  assert.equal(formatNumber(-0.001, { places: 2, sign: 'negative' }, rules), '0');
  assert.equal(formatNumber(-0, { places: 0, grouping: true, sign: 'auto' }, rules), '-0');
  assert.equal(formatNumber(0.99951, { significant: 3, percent: true, sign: 'negative' }, rules), '100%');
  assert.equal(formatNumber(20000, { places: 0, grouping: true, sign: 'auto' }, Object.assign({}, rules, { groupMin: 2 })), '20,000');
  assert.equal(formatNumber(2000, { places: 0, grouping: true, sign: 'auto' }, Object.assign({}, rules, { groupMin: 2 })), '2000');
});

test('Arabic writes Western digits, a left-to-right mark before a minus and around “%”, and joins «و» to the word after it', () => {
  // Worked out by hand: U+200E is the left-to-right mark, U+2212 the minus sign.
  assert.equal(I.pct('ar', 0.875), '87.5\u200e%\u200e');
  assert.equal(I.num('ar', -2.5), '\u200e\u22122.5');
  assert.equal(I.count('ar', 200001), '200,001');
  assert.equal(I.list('ar', ['«القط»', '«الكلب»', '«الحصيرة»']), '«القط» و«الكلب» و«الحصيرة»');
  assert.equal(I.share('ar', { weight: 0.0004, units: 0, bound: '<' }), 'أقل من 0.1\u200e%\u200e');
});

test('a catalogue that spells out no rules is written by Intl in its locale', () => {
  I.register('fr-test', { 'intl.locale': 'fr' });
  assert.equal(I.pct('fr-test', 0.875), new Intl.NumberFormat('fr', I.FORMS.percent.intl).format(0.875));
  assert.equal(I.list('fr-test', ['a', 'b', 'c']), new Intl.ListFormat('fr', { type: 'conjunction' }).format(['a', 'b', 'c']));
});
