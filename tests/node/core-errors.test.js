// Bad input through the public API: a real Error with a message that names the
// argument, the position and the problem; the module keeps working afterwards.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadCore } = require('./load-core');

const good = { query: [1, 0], keys: [[1, 0], [0, 1]], values: [[1], [2]] };

const cases = [
  ['a key longer than the query', (c) => c.attend({ ...good, query: [1, 2, 3], keys: [[1, 2, 3], [1, 2, 3], [1, 2, 3, 4]], values: [[1], [2], [3]] }),
    'keys[2] has 4 numbers but the query has 3'],
  ['ragged values', (c) => c.attend({ ...good, values: [[1, 2], [3]] }), 'values[1] has 1 numbers but values[0] has 2'],
  ['a value that is NaN', (c) => c.attend({ ...good, values: [[1], [NaN]] }), 'values[1][0] is NaN'],
  ['a key that is Infinity', (c) => c.attend({ ...good, keys: [[1, 0], [Infinity, 0]] }), 'keys[1][0] is Infinity'],
  ['a query entry that is -Infinity', (c) => c.attend({ ...good, query: [-Infinity, 0] }), 'query[0] is -Infinity'],
  ['fewer values than keys', (c) => c.attend({ ...good, values: [[1]] }), 'values has 1 row but keys has 2 (one row per token)'],
  ['a negative scale', (c) => c.attend({ ...good, scale: -1 }), 'scale must be a finite number >= 0 (got -1)'],
  ['a NaN scale', (c) => c.attend({ ...good, scale: NaN }), 'scale must be a finite number >= 0 (got NaN)'],
  ['a scale given as a string', (c) => c.attend({ ...good, scale: '3' }), 'scale must be a number (got a string)'],
  ['an infinite sink', (c) => c.attend({ ...good, sink: Infinity }), 'sink must be a finite number (got Infinity)'],
  ['no keys and no sink', (c) => c.attend({ query: [1], keys: [], values: [] }), 'nothing to attend to: no keys and no sink'],
  ['a missing field', (c) => c.attend({ query: [1], keys: [[1]] }), 'attend: values is missing'],
  ['a misspelt field', (c) => c.attend({ ...good, sinc: 1 }), 'attend: unknown field "sinc" (did you mean "sink"?)'],
  ['no argument at all', (c) => c.attend(), 'attend expects an object like { query, keys, values } (got undefined)'],
  ['a string where a vector belongs', (c) => c.attend({ ...good, query: 'cat' }), 'query must be an array of numbers or a Float64Array (got a string)'],
  ['a string inside a matrix', (c) => c.attend({ ...good, keys: [[1, 0], [0, '1']] }), 'keys[1][1] must be a number (got a string)'],
  ['a row that is not an array', (c) => c.attend({ ...good, keys: [[1, 0], null] }), 'keys[1] must be an array of numbers or a Float64Array (got null)'],
  ['softmax of nothing', (c) => c.softmax([]), 'nothing to attend to: no scores and no sink'],
  ['softmax of only masked scores', (c) => c.softmax([-Infinity]), 'nothing to attend to: every score is masked (-Infinity) and there is no sink'],
  ['softmax of a NaN score', (c) => c.softmax([1, NaN]), 'scores[1] is NaN (a score must be a finite number, or -Infinity to mask it)'],
  ['softmax with a sink given as a string', (c) => c.softmax([1], 'high'), 'sink must be a number (got a string)'],
  ['score of vectors of different lengths', (c) => c.score([1, 2], [1]), 'the key has 1 numbers but the query has 2'],
  ['a score that overflows both ways', (c) => c.attend({ query: [1e200, 1e200], keys: [[1e200, -1e200]], values: [[1]] }),
    "the score of keys[0] overflows: the products of its numbers with the query's exceed the float64 range (about 1.8e308) in both directions"],
  ['tokenize of a number', (c) => c.tokenize(42), 'tokenize expects a string (got 42)'],
  ['tokenize of a lone high surrogate', (c) => c.tokenize('ok \uD83D'), 'text has a lone UTF-16 surrogate U+D83D at index 3 (not valid Unicode)'],
  ['tokenize of a lone low surrogate', (c) => c.tokenize('\uDE00 ok'), 'text has a lone UTF-16 surrogate U+DE00 at index 0 (not valid Unicode)'],
  ['attendAll with no heads', (c) => c.attendAll({ heads: [] }), 'heads is empty: give at least one head'],
  ['attendAll with heads not an array', (c) => c.attendAll({ heads: {} }), 'heads must be an array of { queries, keys, values } (got an object)'],
  ['attendAll with a head missing its keys', (c) => c.attendAll({ heads: [{ queries: [[1]], values: [[1]] }] }), 'heads[0]: keys is missing'],
  ['attendAll with heads of different lengths', (c) => c.attendAll({ heads: [
    { queries: [[1]], keys: [[1]], values: [[1]] }, { queries: [[1], [1]], keys: [[1], [1]], values: [[1], [1]] }] }),
    'heads[1].queries has 2 rows but heads[0].queries has 1 (one row per token)'],
  ['attendAll with a ragged key', (c) => c.attendAll({ heads: [{ queries: [[1, 2], [3, 4]], keys: [[1, 2], [3]], values: [[1], [1]] }] }),
    'heads[0].keys[1] has 1 numbers but heads[0].queries[0] has 2'],
  ['attendAll with a NaN in the second head', (c) => c.attendAll({ heads: [
    { queries: [[1]], keys: [[1]], values: [[1]] }, { queries: [[1]], keys: [[1]], values: [[NaN]] }] }),
    'heads[1].values[0][0] is NaN'],
  ['attendAll with causal given as a string', (c) => c.attendAll({ heads: [{ queries: [[1]], keys: [[1]], values: [[1]] }], causal: 'yes' }),
    'causal must be true or false (got a string)'],
];

for (const [what, call, message] of cases) {
  test(`${what} throws an Error saying "${message}"`, async () => {
    const core = await loadCore();
    assert.throws(() => call(core), (error) => {
      assert.ok(error instanceof Error, 'a real Error, not a bare number');
      assert.equal(error.message, message);
      return true;
    });
    // The module keeps working after the error.
    assert.equal(core.score([1, 2], [3, 4]), 11);
  });
}

test('a score that overflows one way stays well defined: the infinite match wins', async () => {
  const core = await loadCore();
  const r = core.attend({ query: [1e200], keys: [[1e200], [1]], values: [[1], [2]] });
  assert.deepEqual(r.scores, [Infinity, 1e200]);
  assert.deepEqual(r.weights, [1, 0]);
  assert.deepEqual(r.blended, [1]);
});

// An array whose `length` says one thing, then another (a Proxy), or something no array's length can be.
function lengthSays(array, ...lengths) {
  let reads = 0;
  return new Proxy(array, { get: (target, key) => (key === 'length' ? lengths[Math.min(reads++, lengths.length - 1)] : target[key]) });
}

test('an array whose length changes while it is read, or is not a whole number, is refused, naming it', async () => {
  const core = await loadCore();
  // Before, the first read was trusted: softmax of [1, 2, 3] whose length said 1, then 2, … gave [1].
  assert.throws(() => core.softmax(lengthSays([1, 2, 3], 1, 2, 3)),
    { message: 'scores changed its length while it was read (1 entries, then 2)' });
  assert.throws(() => core.attend({ ...good, keys: lengthSays([[1, 0], [0, 1]], 2, 3) }),
    { message: 'keys changed its length while it was read (2 entries, then 3)' });
  assert.throws(() => core.attendAll({ heads: lengthSays([{ queries: [[1]], keys: [[1]], values: [[1]] }], 1, 2) }),
    { message: 'heads changed its length while it was read (1 entries, then 2)' });
  // Before: 2.5 was used as a length (score 9 of [1, 2, 3] and [1, 2]); -1 ran the core out of memory.
  assert.throws(() => core.score(lengthSays([1, 2, 3], 2.5), [1, 2]),
    { name: 'TypeError', message: 'query has a length that is not a whole number of entries (got 2.5)' });
  assert.throws(() => core.softmax(lengthSays([1, 2, 3], -1)),
    { message: 'scores has a length that is not a whole number of entries (got -1)' });
  assert.throws(() => core.score(lengthSays([1, 2, 3], '3'), [1, 2, 3]),
    { message: 'query has a length that is not a whole number of entries (got a string)' });
  assert.equal(core.score([1, 2], [3, 4]), 11, 'and the core keeps working');
});
