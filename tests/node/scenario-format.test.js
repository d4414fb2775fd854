// One test per kind of authoring mistake: each asserts the exact message
// loadScenario gives, since that message is what a course author reads inside
// the widget. Run: node --test tests/node/scenario-format.test.js
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const createAttentionCore = require('../../dist/attention-core.cjs');
const { loadScenario, CONTROL_NAMES } = require('../../web/js/scenario/scenario.js');

const corePromise = createAttentionCore();
const seenMessages = new Set();

// A small valid scenario; each test breaks one thing in a fresh copy.
// Tokens: 0 the, 1 big, 2 dog, 3 sat, 4 by, 5 water.
function base() {
  return {
    format: 1,
    id: 'dog-by-water',
    title: 'Where did the dog sit?',
    tryThis: 'Click “sat”.',
    sentence: 'the big dog sat by water',
    features: ['water', 'animal', 'place'],
    valueFeatures: ['dog', 'water', 'sitting'],
    heads: [
      { id: 'who', label: 'who?', question: 'Who did this action?' },
      { id: 'where', label: 'where?', question: 'Where is this happening?' },
    ],
    tokens: [
      { text: 'the' },
      { text: 'big' },
      { text: 'dog', heads: { who: { key: { animal: 1 }, value: { dog: 1 }, advertises: 'an animal' } } },
      { text: 'sat', heads: {
        who: { query: { animal: 1 }, looksFor: 'who sat' },
        where: { query: { water: 1, place: 1 }, value: { sitting: 1 }, looksFor: 'where the sitting happened' },
      } },
      { text: 'by' },
      { text: 'water', heads: { where: { key: { water: 1, place: 1 }, value: { water: 1 }, carries: 'water' } } },
    ],
    magnitude: 9,
    sink: { on: false, score: 2 },
    focus: 3,
    head: 'where',
    causal: false,
  };
}

async function load(scenario) {
  const core = await corePromise;
  return loadScenario(scenario, core.tokenize);
}

// Asserts that loading `scenario` fails with exactly `message`.
async function rejects(scenario, message) {
  seenMessages.add(message);
  await assert.rejects(() => load(scenario), (error) => {
    assert.ok(error instanceof Error);
    assert.equal(error.message, message);
    return true;
  });
}

function broken(change) {
  const scenario = base();
  change(scenario);
  return scenario;
}

test('the valid base scenario loads, with zeros filled in and the head given by id turned into an index', async () => {
  const s = await load(base());
  assert.deepEqual(s.tokens, ['the', 'big', 'dog', 'sat', 'by', 'water']);
  assert.equal(s.head, 1);
  assert.deepEqual(s.heads[1].queries[3], [1, 0, 1]);
  assert.deepEqual(s.heads[1].keys[5], [1, 0, 1]);
  assert.deepEqual(s.heads[0].queries[0], [0, 0, 0]);
  assert.deepEqual(s.heads[0].values[2], [1, 0, 0]);
  assert.deepEqual(s.heads[1].text[5], { looksFor: null, advertises: null, carries: 'water' });
  assert.deepEqual(s.hidden, []);
  assert.deepEqual(s.translations, {});
});

test('optional fields take their documented defaults, and the focus defaults to the first token asking something', async () => {
  const scenario = base();
  for (const field of ['format', 'magnitude', 'sink', 'focus', 'head', 'causal']) delete scenario[field];
  const s = await load(scenario);
  assert.equal(s.magnitude, 3);
  assert.deepEqual(s.sink, { on: false, score: 2 });
  assert.equal(s.causal, false);
  assert.equal(s.head, 0);
  assert.equal(s.focus, 3);  // "sat" is the first token with a query in the "who" head
});

test('a scenario given as a JSON string loads like the parsed object', async () => {
  assert.deepEqual(await load(JSON.stringify(base())), await load(base()));
});

test('a JSON string that does not parse is reported with the parser\'s own message', async () => {
  const text = '{ "id": "sky", }';
  let parserMessage;
  try { JSON.parse(text); } catch (error) { parserMessage = error.message; }
  await rejects(text, `scenario is not valid JSON: ${parserMessage}`);
});

test('a scenario that is not an object is reported as such', async () => {
  await rejects([base()], 'scenario: must be an object (got an array)');
});

test('a missing required field is named', async () => {
  await rejects(broken((s) => { delete s.title; }), 'title: is missing');
});

test('an unknown top-level field is reported with the closest field name', async () => {
  await rejects(broken((s) => { s.trythis = s.tryThis; delete s.tryThis; }),
    'scenario: unknown field "trythis" (did you mean "tryThis"?)');
});

test('an unknown field inside the sink is reported with the closest field name', async () => {
  await rejects(broken((s) => { s.sink = { on: true, scroe: 2 }; }), 'sink: unknown field "scroe" (did you mean "score"?)');
});

test('an unknown field inside a token\'s head entry is reported with the closest field name', async () => {
  await rejects(broken((s) => { s.tokens[3].heads.who.lookFor = 'who sat'; }),
    'tokens[3].heads.who: unknown field "lookFor" (did you mean "looksFor"?)');
});

test('a field of the wrong type says what was expected and what it got', async () => {
  await rejects(broken((s) => { s.title = 3; }), 'title: must be a non-empty string (got 3)');
  await rejects(broken((s) => { s.causal = 'yes'; }), 'causal: must be true or false (got "yes")');
  await rejects(broken((s) => { s.magnitude = '9'; }), 'magnitude: must be a number from 1 to 10 (got "9")');
});

test('an unsupported format version is rejected', async () => {
  await rejects(broken((s) => { s.format = 2; }), 'format: must be 1, the only format version (got 2)');
});

test('an id that cannot be a file name is rejected', async () => {
  await rejects(broken((s) => { s.id = 'Dog by Water'; }),
    'id: must use only lowercase letters, digits and hyphens (got "Dog by Water")');
});

test('the id "learned" is kept for the training view\'s learned weights', async () => {
  await rejects(broken((s) => { s.id = 'learned'; }),
    'id: "learned" is kept for the weights learned in the training view (choose another id)');
});

test('a sentence with no tokens is rejected', async () => {
  await rejects(broken((s) => { s.sentence = '  \n '; s.tokens = []; }), 'sentence: has no tokens (write at least one word)');
});

test('more than twelve features are rejected', async () => {
  await rejects(broken((s) => { s.features = Array.from({ length: 13 }, (_, i) => `f${i}`); }),
    'features: must have 1 to 12 names (got 13)');
});

test('a feature name listed twice is reported with both positions', async () => {
  await rejects(broken((s) => { s.features = ['water', 'animal', 'water']; }),
    'features[2]: "water" is listed twice (also features[0])');
});

test('a misspelt feature name is reported with the closest declared feature', async () => {
  await rejects(broken((s) => { s.tokens[3].heads.where.query = { wtaer: 1 }; }),
    'tokens[3].heads.where.query: feature "wtaer" is not declared (did you mean "water"?)');
});

test('an undeclared feature with no close match lists the declared features', async () => {
  await rejects(broken((s) => { s.tokens[2].heads.who.key = { colour: 1 }; }),
    'tokens[2].heads.who.key: feature "colour" is not declared (declared features: water, animal, place)');
});

test('a value feature used in a key is reported as belonging to the other list', async () => {
  await rejects(broken((s) => { s.tokens[2].heads.who.key = { dog: 1 }; }),
    'tokens[2].heads.who.key: feature "dog" is not declared (it is a value feature; declared features: water, animal, place)');
  await rejects(broken((s) => { s.tokens[2].heads.who.value = { animal: 1 }; }),
    'tokens[2].heads.who.value: value feature "animal" is not declared (it is a query/key feature; declared value features: dog, water, sitting)');
});

test('a query written as a list instead of a map is rejected', async () => {
  await rejects(broken((s) => { s.tokens[3].heads.where.query = [1, 0, 1]; }),
    'tokens[3].heads.where.query: must be an object mapping features to numbers (got an array)');
});

test('a tokens array shorter than the sentence is reported with both counts', async () => {
  await rejects(broken((s) => { s.tokens.pop(); }), 'tokens: the sentence has 6 tokens but tokens has 5 entries');
});

test('a token whose text differs from the sentence is reported with the expected token', async () => {
  await rejects(broken((s) => { s.tokens[2].text = 'cat'; }),
    'tokens[2].text: "cat" does not match token 2 of the sentence ("dog")');
});

test('two heads with the same id are reported', async () => {
  await rejects(broken((s) => { s.heads[1].id = 'who'; }), 'heads[1].id: "who" is used by heads[0] too');
});

test('more than four heads are rejected', async () => {
  await rejects(broken((s) => {
    for (const id of ['a', 'b', 'c']) s.heads.push({ id, label: id, question: `${id}?` });
  }), 'heads: must have 1 to 4 heads (got 5)');
});

test('a head label longer than a short label is rejected', async () => {
  await rejects(broken((s) => { s.heads[0].label = 'who did the action here?!'; }),
    'heads[0].label: must be at most 24 characters (got 25)');
});

test('a token entry for an unknown head id is reported with the closest head id', async () => {
  await rejects(broken((s) => { s.tokens[5].heads = { wehre: s.tokens[5].heads.where }; }),
    'tokens[5].heads: unknown head "wehre" (did you mean "where"?)');
});

test('a starting head that does not exist is reported with the closest head id', async () => {
  await rejects(broken((s) => { s.head = 'wher'; }), 'head: "wher" is not a head id (did you mean "where"?)');
});

test('a magnitude out of range is rejected', async () => {
  await rejects(broken((s) => { s.magnitude = 40; }), 'magnitude: must be a number from 1 to 10 (got 40)');
});

test('a sink score out of range is rejected', async () => {
  await rejects(broken((s) => { s.sink = { on: true, score: 12 }; }), 'sink.score: must be a number from 0 to 10 (got 12)');
});

test('a sink written as a plain boolean shows the expected shape', async () => {
  await rejects(broken((s) => { s.sink = true; }), 'sink: must be an object like { "on": true, "score": 2 } (got true)');
});

test('a focus outside the sentence is rejected with the valid range', async () => {
  await rejects(broken((s) => { s.focus = 9; }), 'focus: must be a token index from 0 to 5 (got 9)');
  await rejects(broken((s) => { s.focus = 1.5; }), 'focus: must be a token index from 0 to 5 (got 1.5)');
});

test('a misspelt control name is reported with the closest control', async () => {
  await rejects(broken((s) => { s.controls = { hide: ['heatmpa'] }; }),
    'controls.hide[0]: "heatmpa" is not a control (did you mean "heatmap"?)');
});

test('an unknown control with no close match lists every control', async () => {
  await rejects(broken((s) => { s.controls = { hide: ['colour'] }; }),
    `controls.hide[0]: "colour" is not a control (controls: ${CONTROL_NAMES.join(', ')})`);
});

test('a number too large for a vector is rejected', async () => {
  await rejects(broken((s) => { s.tokens[5].heads.where.key.water = 11; }),
    'tokens[5].heads.where.key.water: must be a number from -10 to 10 (got 11)');
});

test('a non-finite number is rejected, whether it came from JSON or from code', async () => {
  const json = JSON.stringify(base()).replace('"key":{"water":1', '"key":{"water":1e400');
  await rejects(json, 'tokens[5].heads.where.key.water: must be a number from -10 to 10 (got Infinity)');
  await rejects(broken((s) => { s.tokens[3].heads.where.value.sitting = NaN; }),
    'tokens[3].heads.where.value.sitting: must be a number from -10 to 10 (got NaN)');
});

test('a translation for a token index outside the sentence is rejected', async () => {
  await rejects(broken((s) => { s.translations = { fr: { tokens: { 6: { who: { looksFor: 'qui' } } } } }; }),
    'translations.fr.tokens.6: is not a token index from 0 to 5');
});

test('a well-formed translation is kept in the normalised scenario', async () => {
  const translations = { fr: { title: 'Où ?', heads: { who: { label: 'qui ?' } }, tokens: { 3: { where: { looksFor: 'où' } } } } };
  const s = await load(broken((scenario) => { scenario.translations = translations; }));
  assert.deepEqual(s.translations, translations);
});

test('loading without the core\'s tokenize function is a programming error, not a scenario error', () => {
  assert.throws(() => loadScenario(base()), {
    name: 'TypeError', message: 'loadScenario needs the core\'s tokenize function as its second argument',
  });
});

test('the complete example in docs/scenario-format.md loads', async () => {
  const doc = fs.readFileSync(path.join(__dirname, '../../docs/scenario-format.md'), 'utf8');
  const example = doc.match(/```json\n([\s\S]*?)```/)[1];
  const s = await load(example);
  assert.equal(s.id, 'sky');
  assert.deepEqual(s.hidden, ['causal']);
});

test('a sentence of more than 20,000 characters is refused before it is tokenized', async () => {
  // One 50-million-character word (a hostile inline scenario): counted, never split into tokens
  // (the message is the length check's, not the tokenizer's or the token count's).
  await rejects(broken((s) => { s.sentence = 'a'.repeat(50000000); }), 'sentence: must be at most 20000 characters (got 50000000)');
  await rejects(broken((s) => { s.sentence = 'x'.repeat(20001); }), 'sentence: must be at most 20000 characters (got 20001)');
});

test('every example error in docs/scenario-format.md is one these tests produce word for word', () => {
  const doc = fs.readFileSync(path.join(__dirname, '../../docs/scenario-format.md'), 'utf8');
  const section = doc.split('## Validation errors')[1].split('\n## ')[0];
  const examples = [...section.matchAll(/^- `(.*)`$/gm)].map((m) => m[1]);
  assert.ok(examples.length >= 8, `expected the doc to list examples, found ${examples.length}`);
  for (const message of examples) assert.ok(seenMessages.has(message), `no test produces: ${message}`);
});

test('a task’s done rule (task-rules.js) is kept as written; each mistake in it is named with its path', async () => {
  const ok = await load(broken((s) => { s.done = { all: [{ focus: 'sat' }, { share: { word: 'water', atLeast: 50 } }] }; }));
  assert.deepEqual(ok.done, { all: [{ focus: 'sat' }, { share: { word: 'water', atLeast: 50 } }] });
  assert.equal((await load(base())).done, null, 'no rule: nothing is checked');
  await rejects(broken((s) => { s.done = { shar: { atLeast: 50 } }; }), 'done: unknown rule "shar" (did you mean "share"?)');
  await rejects(broken((s) => { s.done = {}; }),
    'done: names no rule (rules: focus, focusNeeds, picked, best, share, sink, blend, magnitude, trained, order, heads, all)');
  await rejects(broken((s) => { s.done = { focus: 'sat', magnitude: { atLeast: 3 } }; }),
    'done: names 2 rules (focus, magnitude): write them as { "all": [ … ] }');
  await rejects(broken((s) => { s.done = { focus: 'kitten' }; }), 'done.focus: must be a word of the sentence or a token index (got "kitten")');
  await rejects(broken((s) => { s.done = { focus: 'sta' }; }),
    'done.focus: must be a word of the sentence or a token index (got "sta") (did you mean "sat"?)');
  await rejects(broken((s) => { s.done = { focus: 6 }; }), 'done.focus: is not a token index from 0 to 5 (got 6)');
  await rejects(broken((s) => { s.done = { share: { word: 'best', atLeast: 150 } }; }), 'done.share.atLeast: must be a number from 0 to 100 (got 150)');
  await rejects(broken((s) => { s.done = { share: { word: 'dog' } }; }), 'done.share.atLeast: is missing');
  await rejects(broken((s) => { s.done = { share: { atLeast: 50, whom: 'dog' } }; }), 'done.share: unknown field "whom" (fields: atLeast, word, of)');
  await rejects(broken((s) => { s.done = { sink: 'maybe' }; }), 'done.sink: must be "wins" or "loses" (got "maybe")');
  await rejects(broken((s) => { s.done = { blend: 'half', of: ['dog'] }; }), 'done.of: must be a list of 2 (got an array)');
  await rejects(broken((s) => { s.done = { all: [{ focus: 'sat' }, { magnitude: { atLeast: 0 } }] }; }),
    'done.all[1].magnitude.atLeast: must be a number from 1 to 10 (got 0)');
  await rejects(broken((s) => { s.done = { all: [] }; }), 'done.all: must be a list of 1 to 8 rules (got an array)');
  await rejects(broken((s) => { s.done = 'focus on sat'; }), 'done: must be an object naming one rule, like { "focus": "it" } (got "focus on sat")');
});

test('a done rule naming a 20,000-letter word is refused at once, not compared letter by letter with the sentence', async () => {
  // Two words of the same length: the "did you mean" rule looks only within 2 edits of each other (suggest.mjs),
  // so their 20,000 × 20,000 letters are never all compared (that took 11 to 45 s and froze the page).
  const word = (letter) => letter.repeat(20000);
  const scenario = broken((s) => {
    s.sentence = word('a');
    s.tokens = [{ text: word('a') }];
    s.focus = 0;
    s.done = { focus: word('b') };
  });
  const started = performance.now();
  await assert.rejects(() => load(scenario), (error) => {
    assert.equal(error.message, `done.focus: must be a word of the sentence or a token index (got "${'b'.repeat(40)}…")`);
    return true;
  });
  const ms = performance.now() - started;
  assert.ok(ms < 500, `refused in ${ms.toFixed(0)} ms`);
  // One letter apart, it is still suggested.
  await rejects(broken((s) => {
    s.sentence = word('a');
    s.tokens = [{ text: word('a') }];
    s.focus = 0;
    s.done = { focus: word('a').slice(1) + 'b' };
  }), `done.focus: must be a word of the sentence or a token index (got "${'a'.repeat(40)}…") (did you mean "${word('a')}"?)`);
});

test('a done rule is kept as a copy: the host changing its own object after loading changes nothing the widget holds', async () => {
  const done = { all: [{ focus: 'sat' }, { share: { word: 'water', atLeast: 50 } }] };
  const loaded = await load(broken((s) => { s.done = done; }));
  done.all[1].share = null;
  done.all.push({ focus: 'dog' });
  assert.deepEqual(loaded.done, { all: [{ focus: 'sat' }, { share: { word: 'water', atLeast: 50 } }] });
  // A field named "__proto__" is still a field of the copy, and so still an unknown one.
  await rejects(broken((s) => { s.done = JSON.parse('{ "focus": "sat", "__proto__": { "x": 1 } }'); }), 'done: unknown field "__proto__" (fields: focus)');
});
