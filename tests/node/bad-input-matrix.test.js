// The bad-input matrix through the JavaScript surface: the core's API, the
// scenario loader and the typed-sentence path. Every row is one kind of bad or
// extreme input; each gives a clear error or a well-defined result, the module
// keeps working, and no text is ever treated as anything but text.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadCore } = require('./load-core');
const { loadScenario } = require('../../web/js/scenario/scenario.js');
const { scenarioFromSentence } = require('../../web/js/sentence/own-sentence.js');

const PAYLOADS = ['<img src=x onerror=alert(1)>', 'javascript:alert(1)', '</script><script>alert(1)</script>',
  '"><svg onload=alert(1)>', '{{constructor.constructor("alert(1)")()}}'];

function validScenario() {
  return {
    id: 'tiny', title: 'Tiny', tryThis: 'Click “it”.', sentence: 'cat it',
    features: ['noun'], valueFeatures: ['cat'],
    heads: [{ id: 'who', label: 'who?', question: 'Which noun?' }],
    tokens: [
      { text: 'cat', heads: { who: { key: { noun: 1 }, value: { cat: 1 }, advertises: 'a noun' } } },
      { text: 'it', heads: { who: { query: { noun: 1 }, looksFor: 'a noun' } } },
    ],
  };
}

// [what, call, expectation]: expectation is an exact error message (string),
// a RegExp the message must match, or a function checking a returned value.
const rows = [
  ['NaN in a query', (c) => c.attend({ query: [NaN], keys: [[1]], values: [[1]] }), 'query[0] is NaN'],
  ['Infinity in a key', (c) => c.attend({ query: [1], keys: [[Infinity]], values: [[1]] }), 'keys[0][0] is Infinity'],
  ['-Infinity in a value', (c) => c.attend({ query: [1], keys: [[1]], values: [[-Infinity]] }), 'values[0][0] is -Infinity'],
  ['1e308 everywhere: huge but finite', (c) => c.attend({ query: [1e308], keys: [[1e308], [1]], values: [[1], [2]] }),
    (r) => assert.deepEqual(r.weights, [1, 0])],
  ['1e308 scores in softmax', (c) => c.softmax([1e308, 1e308, -1e308]), (r) => assert.deepEqual(r.weights, [0.5, 0.5, 0])],
  ['-1e308 sink with no scores', (c) => c.softmax([], -1e308), (r) => assert.equal(r.sinkWeight, 1)],
  ['empty keys without a sink', (c) => c.attend({ query: [1], keys: [], values: [] }), 'nothing to attend to: no keys and no sink'],
  ['empty query and keys of width 0', (c) => c.attend({ query: [], keys: [[], []], values: [[1], [3]] }),
    (r) => assert.deepEqual(r.blended, [2])],
  ['ragged keys', (c) => c.attend({ query: [1, 2], keys: [[1, 2], [1]], values: [[1], [1]] }), 'keys[1] has 1 numbers but the query has 2'],
  ['a number where an array belongs', (c) => c.attend({ query: 5, keys: [[1]], values: [[1]] }),
    'query must be an array of numbers or a Float64Array (got 5)'],
  ['a string inside a vector', (c) => c.score([1, '2'], [1, 2]), 'query[1] must be a number (got a string)'],
  ['a boolean inside a vector', (c) => c.score([1, true], [1, 2]), 'query[1] must be a number (got boolean)'],
  ['null as the whole input', (c) => c.attendAll(null), 'attendAll expects an object like { heads } (got null)'],
  ['an array as the whole input', (c) => c.attend([1, 2]), 'attend expects an object like { query, keys, values } (got an array)'],
  ['a missing field', (c) => c.attendAll({}), 'attendAll: heads is missing'],
  ['a misspelt field', (c) => c.attendAll({ heads: [], casual: true }), 'attendAll: unknown field "casual" (did you mean "causal"?)'],
  ['a negative scale', (c) => c.attend({ query: [1], keys: [[1]], values: [[1]], scale: -0.5 }), 'scale must be a finite number >= 0 (got -0.5)'],
  ['a NaN sink', (c) => c.softmax([1], NaN), 'sink must be a finite number (got NaN)'],
  ['a string instead of text', (c) => c.tokenize(['not', 'text']), 'tokenize expects a string (got an array)'],
  ['a lone surrogate', (c) => c.tokenize('a\uD800b'), 'text has a lone UTF-16 surrogate U+D800 at index 1 (not valid Unicode)'],
  ['emoji, RTL and CJK text', (c) => c.tokenize('مرحبا بالعالم 你好 👍🏽 שלום'),
    (tokens) => assert.deepEqual(tokens, ['مرحبا', 'بالعالم', '你', '好', '👍🏽', 'שלום'])],
  ['HTML and script payloads stay plain tokens', (c) => c.tokenize('<img src=x onerror=alert(1)>'),
    (tokens) => assert.deepEqual(tokens, ['<', 'img', 'src', '=', 'x', 'onerror', '=', 'alert', '(', '1', ')', '>'])],
  ['10,000 tokens', (c) => c.tokenize('word '.repeat(10000)), (tokens) => assert.equal(tokens.length, 10000)],
  ['1 MB of text', (c) => c.tokenize('a'.repeat(1024 * 1024)), (tokens) => assert.equal(tokens[0].length, 1024 * 1024)],
  ['a scenario that is malformed JSON', () => loadScenario('{"id": "x",', () => []), /^scenario is not valid JSON: /],
  ['a scenario with a NaN-like string number', (c) => loadScenario({ ...validScenario(), magnitude: 'NaN' }, c.tokenize),
    /^magnitude: /],
  ['a scenario with 1e308 in a vector', (c) => {
    const s = validScenario();
    s.tokens[1].heads.who.query.noun = 1e308;
    return loadScenario(s, c.tokenize);
  }, 'tokens[1].heads.who.query.noun: must be a number from -10 to 10 (got 1e+308)'],
  ['a typed sentence that is empty', (c) => scenarioFromSentence('   ', c.tokenize), /^sentence: /],
  ['a typed sentence with a lone surrogate', (c) => scenarioFromSentence('it \uDC00', c.tokenize), /^sentence: .*lone UTF-16 surrogate/],
];

for (const [what, call, expectation] of rows) {
  test(`bad input: ${what}`, async () => {
    const core = await loadCore();
    if (typeof expectation === 'function') {
      expectation(call(core));
    } else {
      assert.throws(() => call(core), (error) => {
        assert.ok(error instanceof Error);
        if (expectation instanceof RegExp) assert.match(error.message, expectation);
        else assert.equal(error.message, expectation);
        return true;
      });
    }
    assert.equal(core.score([3], [4]), 12, 'the module keeps working');
  });
}

test('payloads in every text field of a scenario come back as the same plain strings', async () => {
  const core = await loadCore();
  for (const payload of PAYLOADS) {
    const s = validScenario();
    s.title = payload;
    s.tryThis = payload;
    s.heads[0].question = payload;
    s.tokens[0].heads.who.advertises = payload;
    s.tokens[1].heads.who.looksFor = payload;
    const loaded = loadScenario(s, core.tokenize);
    assert.equal(loaded.title, payload);
    assert.equal(loaded.tryThis, payload);
    assert.equal(loaded.heads[0].question, payload);
    assert.equal(loaded.heads[0].text[0].advertises, payload);
    assert.equal(loaded.heads[0].text[1].looksFor, payload);
  }
});

test('payloads typed as a sentence become tokens and unknown words, nothing else', async () => {
  const core = await loadCore();
  const scenario = scenarioFromSentence(PAYLOADS.join(' '), core.tokenize);
  assert.deepEqual(scenario.tokens, core.tokenize(PAYLOADS.join(' ')));
  assert.ok(scenario.tokens.includes('onerror'));
});

test('names that exist on Object.prototype are ordinary names for heads, features and typed words', async () => {
  const core = await loadCore();
  const s = validScenario();
  s.heads[0].id = 'constructor';
  s.features = ['toString'];
  s.tokens[0].heads = { constructor: { key: { toString: 1 }, value: { cat: 1 } } };
  s.tokens[1].heads = { constructor: { query: { toString: 1 } } };
  const loaded = loadScenario(s, core.tokenize);
  assert.equal(loaded.heads[0].id, 'constructor');
  assert.deepEqual(loaded.heads[0].queries, [[0], [1]]);
  const typed = scenarioFromSentence('constructor toString hasOwnProperty valueOf', core.tokenize);
  assert.deepEqual(typed.unknown, [true, true, true, true]);
});
