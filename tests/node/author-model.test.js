// The authoring page's model and output (web/author/): what it writes loads
// back as the same scenario, a word typed into the sentence keeps every other
// word's numbers, renames keep numbers, and a JSON syntax error is placed by
// line and column.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { loadCore } = require('./load-core.js');

const root = path.join(__dirname, '..', '..');
const M = require(path.join(root, 'web', 'author', 'model.js'));
const O = require(path.join(root, 'web', 'author', 'output.js'));
const W = require(path.join(root, 'web', 'author', 'rule-words.js'));
const F = require(path.join(root, 'web', 'author', 'form-words.js'));
const { loadScenario } = require(path.join(root, 'web', 'js', 'scenario/scenario.js'));

const scenarios = path.join(root, 'web', 'scenarios');
const raw = (id) => JSON.parse(fs.readFileSync(path.join(scenarios, `${id}.json`), 'utf8'));
const ids = fs.readdirSync(scenarios).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));

test('every built-in example read into the editor and written out loads as the very same scenario', async () => {
  const core = await loadCore();
  assert.equal(ids.length, 11);
  for (const id of ids) {
    const written = M.toScenario(M.fromScenario(raw(id)));
    assert.deepEqual(loadScenario(written, core.tokenize), loadScenario(raw(id), core.tokenize), id);
    // And again: writing what it wrote changes nothing.
    assert.deepEqual(M.toScenario(M.fromScenario(written)), written, `${id}, written twice`);
  }
});

test('a scenario with a rule naming a word by its index writes that rule back as it was', async () => {
  const core = await loadCore();
  const json = Object.assign(raw('it'), { done: { all: [{ share: { word: 1, of: 'it', atLeast: 60 } }, { magnitude: { atLeast: 4 } }] } });
  const written = M.toScenario(M.fromScenario(json));
  assert.deepEqual(written.done, json.done);
  assert.deepEqual(loadScenario(written, core.tokenize).done, json.done);
});

test('typing a word into the sentence keeps every other word\'s numbers and texts, and the focus and rule follow their words', async () => {
  const core = await loadCore();
  const model = M.fromScenario(Object.assign(raw('it'), { done: { share: { word: 5, atLeast: 50 } } }));
  // "The cat sat on the mat because it was tired": cat 1, mat 5, it 7 (the focus).
  const sentence = 'The black cat sat on the mat because it was tired';
  M.setSentence(model, sentence, core.tokenize(sentence));
  const scenario = loadScenario(M.toScenario(model), core.tokenize);
  assert.equal(scenario.tokens[2], 'cat');
  assert.equal(scenario.focus, 8, 'the focus is still "it", one word later');
  assert.deepEqual(model.done, { share: { word: 6, atLeast: 50 } }, 'the rule\'s index 5 ("mat") is now 6');
  const head = scenario.heads[0];
  assert.deepEqual(head.keys[2], [1, 0], 'cat still advertises an animal');
  assert.deepEqual(head.keys[6], [0, 1], 'mat still advertises a thing');
  assert.deepEqual(head.queries[8], [1, 0], 'it still looks for an animal');
  assert.deepEqual(head.keys[1], [0, 0], 'the new word has no numbers');
  assert.equal(head.text[2].advertises, 'an animal');
  assert.equal(head.text[1].advertises, null);
});

test('the alignment of two token lists keeps the longest run of words in common', () => {
  assert.deepEqual(M.alignTokens(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd']), [0, -1, 2, 3]);
  assert.deepEqual(M.alignTokens(['the', 'cat', 'the', 'dog'], ['the', 'dog']), [0, -1, -1, 1]);
  assert.deepEqual(M.alignTokens(['a'], []), [-1]);
});

test('renaming a feature keeps its numbers; removing one drops them; a new head starts empty', async () => {
  const core = await loadCore();
  const model = M.fromScenario(raw('it'));
  model.features[0].name = 'creature';
  let written = M.toScenario(model);
  assert.deepEqual(written.features, ['creature', 'thing']);
  assert.deepEqual(written.tokens[1].heads.refers.key, { creature: 1 });
  M.removeFeature(model, 'features', model.features[1].key);
  written = M.toScenario(model);
  assert.deepEqual(written.features, ['creature']);
  assert.equal(written.tokens[5].heads.refers.key, undefined, 'mat advertised only "thing"');
  const key = M.addHead(model);
  assert.equal(model.heads.find((h) => h.key === key).id, 'head-2');
  const loaded = loadScenario(M.toScenario(model), core.tokenize);
  assert.deepEqual(loaded.heads.map((h) => h.id), ['refers', 'head-2']);
  assert.ok(loaded.heads[1].queries.every((q) => q.every((x) => x === 0)));
});

test('the tag holds the JSON with every "<" escaped, so an author\'s "</script>" cannot end it', () => {
  const scenario = Object.assign(raw('sky'), { title: 'A </script> title' });
  const tag = O.tagFor(scenario, 'softmax');
  assert.ok(tag.startsWith('<attention-playground step="softmax">\n  <script type="application/json">\n'));
  assert.ok(tag.endsWith('\n  </script>\n</attention-playground>'));
  const inside = tag.slice(tag.indexOf('>\n', tag.indexOf('<script')) + 2, tag.lastIndexOf('</script>'));
  assert.ok(!inside.includes('<'));
  assert.deepEqual(JSON.parse(inside), scenario);
  assert.deepEqual(JSON.parse(O.formatJson(scenario)), scenario);
});

test('a JSON syntax error is placed by line and column, from either form of V8\'s message', () => {
  const text = '{\n  "id": "x",\n  "title" "oops"\n}';
  let message = '';
  try { JSON.parse(text); } catch (e) { message = e.message; }
  // The missing colon is on line 3, at the "oops" string: column 11 ('  "title" ' is 10 characters).
  assert.deepEqual(O.syntaxPlace(message, text), { offset: 25, line: 3, column: 11 });
  assert.deepEqual(O.syntaxPlace('Unexpected string in JSON at position 25', text), { offset: 25, line: 3, column: 11 });
  assert.deepEqual(O.syntaxPlace('Unexpected end of JSON input', '{ "a": '), { offset: 7, line: 1, column: 8 });
  const excerpt = O.placeExcerpt(text, { line: 3, column: 11 });
  assert.equal(excerpt.line, '  "title" "oops"');
  assert.equal(excerpt.caret, '          ^');
});

test('rule words: a word is written as itself at its first occurrence, else as its index', () => {
  const tokens = ['The', 'cat', 'saw', 'the', 'cat'];
  assert.equal(W.wordFor(tokens, 1), 'cat');
  assert.equal(W.wordFor(tokens, 4), 4);
  assert.equal(W.wordFor(tokens, 3), 3, '"the" is "The" in any case');
  assert.equal(W.indexOfWord(tokens, 'CAT'), 1);
  assert.deepEqual(W.mapWords({ all: [{ focus: 4 }, { blend: 'half', of: [1, 'saw'] }, { sink: 'wins', for: 0 }] }, (i) => i + 10),
    { all: [{ focus: 14 }, { blend: 'half', of: [11, 'saw'] }, { sink: 'wins', for: 10 }] });
});

test('a check’s message speaks the form’s words: features[1] is “feature 2”, tokens[6].heads.refers.key is “word 7, head “refers”, key”', async () => {
  const core = await loadCore();
  const it = JSON.parse(fs.readFileSync(path.join(root, 'web', 'scenarios', 'it.json'), 'utf8'));
  // The form's second feature given the first one's name.
  const twice = Object.assign({}, it, { features: [it.features[0], it.features[0]] });
  let message = '';
  try { loadScenario(twice, core.tokenize); } catch (error) { message = error.message; }
  assert.equal(F.formWords(message), `feature 2: "${it.features[0]}" is listed twice (also feature 1)`);
  assert.equal(F.formWords('tokens[6].heads.refers.key: feature "animl" is not declared'), 'word 7, head “refers”, key: feature "animl" is not declared');
  assert.equal(F.formWords('valueFeatures[0]: must be a non-empty string'), 'value feature 1: must be a non-empty string');
});

test('a word typed into a sentence of 10,000 words is aligned at once, every other word keeping its place', () => {
  // "猫" ten thousand times (the author page's box takes 20,000 characters), and one of them deleted:
  // the words before and after it are the same on both sides, so only the middle is compared (not 10^8 cells).
  const before = new Array(10000).fill('猫');
  before[5000] = 'dog';
  const after = before.slice(0, 5000).concat(before.slice(5001));
  const started = performance.now();
  const map = M.alignTokens(before, after);
  const ms = performance.now() - started;
  assert.ok(ms < 100, `aligned in ${ms.toFixed(0)} ms`);
  assert.equal(map[4999], 4999);
  assert.equal(map[5000], -1, '"dog" is gone');
  assert.equal(map[5001], 5000);
  assert.equal(map[9999], 9998);
  assert.equal(map.filter((j) => j >= 0).length, 9999);
  // Two words swapped in the middle: one of them keeps its numbers (the longest run in common is one word long).
  assert.deepEqual(M.alignTokens(['a', 'x', 'y', 'b'], ['a', 'y', 'x', 'b']), [0, -1, 1, 3]);
  // A middle of 1,100 × 1,100 other words is too large to compare: the words at the ends keep theirs.
  const pasted = M.alignTokens(['a'].concat(new Array(1100).fill('x'), ['b']), ['a'].concat(new Array(1100).fill('y'), ['b']));
  assert.deepEqual([pasted[0], pasted[1], pasted[1100], pasted[1101]], [0, -1, -1, 1101]);
});

test('a feature named "__proto__" keeps its numbers in what the page writes, and they load', async () => {
  const core = await loadCore();
  const model = M.fromScenario(raw('it'));
  model.features[0].name = '__proto__'; // "animal": cat (1) advertises it, "it" (7) looks for it
  const written = M.toScenario(model);
  assert.deepEqual(Object.entries(written.tokens[1].heads.refers.key), [['__proto__', 1]]);
  const json = O.formatJson(written);
  assert.ok(json.includes('"__proto__": 1'), 'the JSON holds the number');
  const loaded = loadScenario(json, core.tokenize);
  assert.deepEqual(loaded.features, ['__proto__', 'thing']);
  assert.deepEqual(loaded.heads[0].keys[1], [1, 0], 'cat still advertises the feature');
  assert.deepEqual(loaded.heads[0].queries[7], [1, 0], '"it" still looks for it');
});
