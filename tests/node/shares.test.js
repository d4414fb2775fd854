// The one rounding rule (web/js/lib/shares.js): a row of attention is rounded
// together so its shown percentages add up to the shown total; nothing that
// is not 0 reads 0, nothing that is not all reads 100 %.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');

// Spanish is a part loaded on demand (the list of parts, web/js/element/part-list.js, says how it arrives): these tests speak it.
require(path.join(webJs, 'element/part-list.js'));
test.before(() => require(path.join(webJs, 'i18n/i18n.js')).load('es'));
const { roundRow, single, sum } = require(path.join(webJs, 'lib/shares.js'));
const I = require(path.join(webJs, 'i18n/i18n.js'));

const shown = (shares) => shares.map((s) => I.share('en', s));
const units = (shares) => shares.reduce((a, s) => a + s.units, 0);

test('three thirds read 33.4 %, 33.3 % and 33.3 %: they add up to 100.0 %, not 99.9 %', () => {
  const shares = roundRow([1 / 3, 1 / 3, 1 / 3]);
  assert.deepEqual(shown(shares), ['33.4%', '33.3%', '33.3%']);
  assert.equal(units(shares), 1000);
});

test('six sixths add up to 100.0 %, not 100.2 % (16.7 % × 6): four read 16.7 %, two 16.6 %', () => {
  const shares = roundRow(Array(6).fill(1 / 6));
  assert.equal(units(shares), 1000);
  assert.deepEqual(shown(shares), ['16.7%', '16.7%', '16.7%', '16.7%', '16.6%', '16.6%']);
});

test('the largest remainders get the missing tenths: 0.4751, 0.3249, 0.2 → 47.5 %, 32.5 %, 20.0 %', () => {
  assert.deepEqual(shown(roundRow([0.4751, 0.3249, 0.2])), ['47.5%', '32.5%', '20.0%']);
  assert.deepEqual(shown(roundRow([0.4756, 0.3244, 0.2])), ['47.6%', '32.4%', '20.0%']);
});

test('a share that is not 0 never reads 0.0 %, one that is not all never reads 100.0 %; an exact 0 reads 0.0 %', () => {
  const e9 = Math.exp(9);
  const shares = roundRow([1 / (e9 + 3), e9 / (e9 + 3), 1 / (e9 + 3), 1 / (e9 + 3), 0]);
  assert.deepEqual(shown(shares), ['< 0.1%', '> 99.9%', '< 0.1%', '< 0.1%', '0.0%']);
  assert.equal(I.share('es', shares[0]), '< 0,1\u00a0%', 'Intl puts a no-break space before %');
  assert.equal(I.share('es', shares[1]), '> 99,9\u00a0%');
});

test('whole numbers for a heatmap: a row adds up to 100, and equal weights read the same while the units go round', () => {
  // Floors 45 + 45 + 9 = 99: the missing unit cannot go to both 45.5s, and the 9 is exact (no
  // remainder to round up), so the tie is split: the earlier word takes it.
  assert.deepEqual(roundRow([0.455, 0.455, 0.09], 0).map((s) => s.units), [46, 45, 9]);
  // Floors 33 + 33 + 16 + 16 = 98: the two missing units go to the pair with the larger remainder.
  assert.deepEqual(roundRow([0.335, 0.335, 0.165, 0.165], 0).map((s) => s.units), [34, 34, 16, 16]);
});

test('softmax([3, 0, 0, 0]) reads 87.0 %, 4.4 %, 4.3 %, 4.3 %: the tenth left over splits the tie, earlier word first', () => {
  const e3 = Math.exp(3);
  const weights = [e3, 1, 1, 1].map((x) => x / (e3 + 3)); // 87.005 %, 4.332 % each
  assert.deepEqual(shown(roundRow(weights)), ['87.0%', '4.4%', '4.3%', '4.3%']);
});

test('when the units left over cannot go round a tie, it is split in order: four 0.656 %s and the sink at 97.376 %', () => {
  const e5 = Math.exp(5);
  const weights = [1, 1, 1, 1, e5].map((x) => x / (e5 + 4));
  assert.deepEqual(shown(roundRow(weights)), ['0.7%', '0.7%', '0.6%', '0.6%', '97.4%']);
});

test('a sum of shown shares is their shown sum; a weight just short of 1 from floating point is all of it', () => {
  const shares = roundRow([0.5, 0.25, 0.25]);
  assert.equal(I.share('en', sum(shares.slice(1))), '50.0%');
  assert.equal(I.share('en', sum(shares)), '100.0%');
  assert.equal(I.share('en', single(0.1 + 0.2 + 0.7 - 1e-16)), '100.0%');
  assert.equal(I.share('en', single(0.9996)), '> 99.9%');
});

test('ties are broken by a rank, not by the place in the row: a shuffled row reads the same shares', () => {
  const thirds = [1 / 3, 1 / 3, 1 / 3];
  assert.deepEqual(shown(roundRow(thirds)), ['33.4%', '33.3%', '33.3%'], 'no rank: the first place takes the tenth');
  assert.deepEqual(shown(roundRow(thirds, 1, [2, 0, 1])), ['33.3%', '33.4%', '33.3%'], 'rank 0 (the second entry) takes it');
});

test('at magnitude 9, “cat” reads 99.9 % and the nine zero scores < 0.1 % each, not one of them 0.1 %', () => {
  const e9 = Math.exp(9);
  const weights = [e9].concat(Array(9).fill(1)).map((x) => x / (e9 + 9)); // 99.889 %, 0.0123 % × 9
  const shares = roundRow(weights);
  assert.deepEqual(shown(shares), ['99.9%'].concat(Array(9).fill('< 0.1%')));
  assert.equal(I.share('en', sum(shares.slice(1))), '0.1%', 'the nine slivers together: 0.111 %');
  assert.equal(I.share('en', sum(shares)), '100.0%');
});

test('at magnitude 7.5 the nine slivers keep their tenths: “cat” reads 99.5 %, not 99.6 %', () => {
  const e = Math.exp(7.5);
  const weights = [e].concat(Array(9).fill(1)).map((x) => x / (e + 9)); // 99.505 %, 0.055 % × 9
  const shares = roundRow(weights);
  assert.deepEqual(shown(shares), ['99.5%'].concat(Array(9).fill('< 0.1%')));
  assert.equal(I.share('en', sum(shares.slice(1))), '0.5%', 'the nine together: 0.495 %');
});

test('two weights equal to fifteen digits read alike, even where one is a hair under 47.5 % and the other a hair over', () => {
  const shares = roundRow([0.4750000000000001, 0.4749999999999999, 0.05]);
  assert.deepEqual(shown(shares), ['47.5%', '47.5%', '5.0%']);
  assert.equal(units(shares), 1000);
  // The same at whole percents, and for a tie split around a whole unit of the row's total.
  assert.deepEqual(roundRow([0.45000000000000007, 0.44999999999999996, 0.1], 0).map((s) => s.units), [45, 45, 10]);
});
