// The state's text form (web/js/state/lesson-link.js, settings.js): one reader and one writer for
// lesson links (#scenario=sky&focus=3) and the element's attributes. Pure
// JavaScript, so it is tested here with the real tokenizer and the real
// scenarios; every expected string and number below is written out by hand.
// Run: node --test tests/node/lesson-link.test.js
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadCore } = require('./load-core.js');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');

// Spanish is a part loaded on demand (the list of parts, web/js/element/part-list.js, says how it arrives): these tests speak it.
require(path.join(webJs, 'element/part-list.js'));
test.before(() => require(path.join(webJs, 'i18n/i18n.js')).load('es'));
require(path.join(webJs, 'notes/notes-words.js')); // the notes' words come with the notes part (parts.js)
const { loadScenario } = require(path.join(webJs, 'scenario/scenario.js'));
const { scenarioFromSentence } = require(path.join(webJs, 'sentence/own-sentence.js'));
const S = require(path.join(webJs, 'state/state.js'));
const SU = require(path.join(webJs, 'state/lesson-link.js'));

// sky: "On Mars the sky is red" (6 tokens), one head "where", features planet, place,
// colour; magnitude 9, sink off at 2, focus 3 ("sky"), causal off, hides "causal".
// heads: "Maria ran a bakery in Paris" (6 tokens), heads who, where, meaning; focus 1.
async function scenario(id) {
  const core = await loadCore();
  return loadScenario(require(path.join(__dirname, '..', '..', 'web', 'scenarios', `${id}.json`)), core.tokenize);
}

// The state a link gives: the scenario's own state with the link applied.
async function fromLink(id, link) {
  const sc = await scenario(id);
  const { pairs, notes: splitNotes } = SU.split(link);
  const state = S.create(sc);
  const notes = splitNotes.concat(SU.apply(pairs, sc, state, 'hash'));
  return { sc, state, notes };
}

test('split reads keys and values in order, “+” as a space and percent-escapes', () => {
  assert.deepEqual(SU.split('#scenario=sky&focus=3&magnitude=4.5'),
    { pairs: [['scenario', 'sky'], ['focus', '3'], ['magnitude', '4.5']], notes: [] });
  assert.deepEqual(SU.split('sentence=The+cat%2C+%E2%80%9Chi%E2%80%9D+1%2B1%26').pairs, [['sentence', 'The cat, “hi” 1+1&']]);
  assert.deepEqual(SU.split('#causal&&SINK=off').pairs, [['causal', ''], ['sink', 'off']], 'a bare key is "", keys ignore case');
  assert.deepEqual(SU.split('').pairs, []);
});

test('a whole lesson link is read up to 1,000,000 characters; a longer one is one note and no settings', () => {
  assert.equal(SU.MAX_LINK, 1000000);
  // The longest sentence a link may carry, 60,000 characters of "café ", is 120,000 encoded.
  const longest = 'café '.repeat(12000);
  const link = '#sentence=' + encodeURIComponent(longest).replace(/%20/g, '+') + '&focus=2';
  assert.equal(link.length, 120018);
  assert.deepEqual(SU.split(link).pairs, [['sentence', longest], ['focus', '2']]);
  const atMost = '#focus=2&' + 'x'.repeat(1000000 - 8);
  assert.equal(SU.split(atMost).pairs.length, 1, 'exactly 1,000,000 characters (after the "#") is read');
  const over = '#focus=2&' + 'x'.repeat(1000000 - 7);
  assert.deepEqual(SU.split(over), { pairs: [],
    notes: ['Ignored the whole lesson link: it is 1,000,001 characters long, and a lesson link may have at most 1,000,000'] });
  assert.deepEqual(SU.split(over, 'es').notes,
    ['Se ignoró todo el enlace de la lección: tiene 1.000.001 caracteres y un enlace de lección puede tener como máximo 1.000.000']);
  // A megabyte of settings gives that one note, not 131,072 of its own.
  assert.equal(SU.split('#' + 'focus=1&'.repeat(1 << 17)).notes.length, 1);
});

test('split ignores unknown keys and broken escapes with a note naming them', () => {
  const { pairs, notes } = SU.split('#magnitud=4&colour=red&focus=%E0%A4%A&scenario=sky');
  assert.deepEqual(pairs, [['scenario', 'sky']]);
  assert.equal(notes[0], 'Ignored “magnitud=4”: not a setting (did you mean “magnitude”?)');
  assert.match(notes[1], /^Ignored “colour=red”: not a setting \(settings: scenario, sentence, scenarios, step, focus, heads, /);
  assert.equal(notes[2], 'Ignored “focus=%E0%A4%A”: not valid percent-encoding (a “%” must start a code like %20)');
});

test('a bad magnitude keeps the scenario’s 9 and says why, in the words the page shows', async () => {
  for (const [raw, note] of [['abc', 'Ignored “magnitude=abc”: not a number from 1 to 10'],
    ['0.5', 'Ignored “magnitude=0.5”: not a number from 1 to 10'], ['11', 'Ignored “magnitude=11”: not a number from 1 to 10'],
    ['', 'Ignored “magnitude=”: not a number from 1 to 10'], ['Infinity', 'Ignored “magnitude=Infinity”: not a number from 1 to 10'],
    ['4,5', 'Ignored “magnitude=4,5”: not a number from 1 to 10']]) {
    const { state, notes } = await fromLink('sky', 'magnitude=' + raw);
    assert.equal(state.magnitude, 9, raw);
    assert.deepEqual(notes, [note]);
  }
  assert.equal((await fromLink('sky', 'magnitude=4.5')).state.magnitude, 4.5);
  assert.equal((await fromLink('sky', 'magnitude=10')).state.magnitude, 10);
});

test('focus is a token index or a word of the sentence', async () => {
  assert.equal((await fromLink('sky', 'focus=1')).state.focus, 1);
  assert.equal((await fromLink('sky', 'focus=Mars')).state.focus, 1);
  assert.equal((await fromLink('sky', 'focus=mars')).state.focus, 1, 'case-insensitive when no exact match');
  const bad = await fromLink('sky', 'focus=6');
  assert.equal(bad.state.focus, 3);
  assert.deepEqual(bad.notes, ['Ignored “focus=6”: not a token index from 0 to 5']);
  assert.deepEqual((await fromLink('sky', 'focus=Venus')).notes,
    ['Ignored “focus=Venus”: not a token index from 0 to 5 or a word of the sentence']);
});

test('sink: off, on, a score (which turns it on) and off:score', async () => {
  const sink = async (raw) => { const { state, notes } = await fromLink('sky', 'sink=' + raw); return [state.sink.on, state.sink.score, notes.length]; };
  assert.deepEqual(await sink('on'), [true, 2, 0]);
  assert.deepEqual(await sink('4.5'), [true, 4.5, 0]);
  assert.deepEqual(await sink('off:4'), [false, 4, 0]);
  assert.deepEqual(await sink('0'), [true, 0, 0]);
  assert.deepEqual(await sink('12'), [false, 2, 1]);
  assert.deepEqual((await fromLink('sky', 'sink=maybe')).notes, ['Ignored “sink=maybe”: not “off”, “on” or a score from 0 to 10']);
});

test('on/off settings accept on, off, true, false, 1, 0 and a bare key', async () => {
  assert.equal((await fromLink('sky', 'causal')).state.causal, true);
  assert.equal((await fromLink('sky', 'causal=on')).state.causal, true);
  assert.equal((await fromLink('sky', 'causal=TRUE')).state.causal, true);
  assert.equal((await fromLink('sky', 'causal=0')).state.causal, false);
  assert.deepEqual((await fromLink('sky', 'causal=sometimes')).notes, ['Ignored “causal=sometimes”: not on or off']);
  const { state } = await fromLink('sky', 'numbers=on&detail=1&sliders=yes&rows=all');
  assert.deepEqual([state.numbers, state.detail, state.sliders, state.rows], [true, true, true, 'all']);
});

test('heads chooses the heads side by side; one head also becomes the shown head', async () => {
  let r = await fromLink('heads', 'heads=who,meaning');
  assert.deepEqual(r.state.heads, [0, 2]);
  assert.deepEqual(S.headsShown(r.state), [0, 2]);
  r = await fromLink('heads', 'heads=meaning,who,who');
  assert.deepEqual(r.state.heads, [0, 2], 'scenario order, once each');
  r = await fromLink('heads', 'heads=where');
  assert.deepEqual([r.state.heads, r.state.head], [[1], 1]);
  r = await fromLink('heads', 'heads=where&head=meaning');
  assert.deepEqual(S.headsShown(r.state), [2], 'head after heads: the one panel follows it');
  r = await fromLink('heads', 'heads=wehre');
  assert.deepEqual(r.state.heads, [0, 1, 2]);
  assert.deepEqual(r.notes, ['Ignored “heads=wehre”: “wehre” is not a head of this example (did you mean “where”?)']);
  r = await fromLink('heads', 'head=colour');
  assert.deepEqual(r.notes, ['Ignored “head=colour”: “colour” is not a head of this example (heads: who, where, meaning)']);
});

test('order is a permutation of the token indices, with runs written as ranges', async () => {
  assert.deepEqual((await fromLink('sky', 'order=5,0-4')).state.order, [5, 0, 1, 2, 3, 4]);
  assert.deepEqual((await fromLink('sky', 'order=3,2,1,0,5,4')).state.order, [3, 2, 1, 0, 5, 4]);
  for (const raw of ['0,1,2', '0,0,1,2,3,4', '0-6', '5-0', 'a', '0-5,0-5', '0-5,' + '0-5,'.repeat(20000)]) {
    const r = await fromLink('sky', 'order=' + raw);
    assert.deepEqual(r.state.order, [0, 1, 2, 3, 4, 5], raw.slice(0, 20));
    assert.equal(r.notes.length, 1, raw.slice(0, 20));
  }
});

test('order: a list of ranges holding more indices than there are tokens is refused as a whole', async () => {
  const sc = await scenario('sky');
  const state = S.create(sc);
  const notes = SU.apply([['order', '0-5,'.repeat(20000)]], sc, state, 'hash');
  assert.deepEqual(state.order, [0, 1, 2, 3, 4, 5]);
  assert.equal(notes.length, 1);
  assert.match(notes[0], /: not an order of the 6 token indices 0 to 5, each once$/);
});

test('edits: head.token.q|k:numbers, trailing zeros left out', async () => {
  let r = await fromLink('sky', 'edits=where.3.q:0,1;where.3.k:0,0,2.5;where.1.k:-1');
  assert.deepEqual(r.state.edits, { '0:3': { query: [0, 1, 0], key: [0, 0, 2.5] }, '0:1': { key: [-1, 0, 0] } });
  assert.deepEqual(r.notes, []);
  for (const [raw, why] of [
    ['where.9.q:1', '“where.9.q:1”: there is no token 9 (the last is 5)'],
    ['who.3.q:1', '“who” is not a head of this example (heads: where)'],
    ['where.3.q:1,2,3,4', '“where.3.q:1,2,3,4” has 4 numbers but there are 3 features'],
    ['where.3.q:11', '“where.3.q:11”: every number must be from -10 to 10'],
    ['where.3.x:1', '“where.3.x:1” is not head.token.q:numbers or head.token.k:numbers']]) {
    r = await fromLink('sky', 'edits=' + raw);
    assert.deepEqual(r.state.edits, {});
    assert.deepEqual(r.notes, [`Ignored “edits=${raw}”: ${why}`]);
  }
});

test('hide is the list of hidden controls; controls shows or hides relative to the example', async () => {
  assert.deepEqual((await fromLink('sky', '')).state.hide, ['causal'], 'sky hides causal itself');
  assert.deepEqual((await fromLink('sky', 'hide=edit,sink,edit')).state.hide, ['sink', 'edit']);
  assert.deepEqual((await fromLink('sky', 'hide=')).state.hide, [], 'an empty list shows everything');
  const bad = await fromLink('sky', 'hide=heatmpa');
  assert.deepEqual(bad.state.hide, ['causal']);
  assert.deepEqual(bad.notes, ['Ignored “hide=heatmpa”: “heatmpa” is neither a control nor a part of the widget (did you mean “heatmap”?)']);
  assert.deepEqual((await fromLink('sky', 'controls=-edit,-export,causal')).state.hide, ['edit', 'export']);
  assert.deepEqual((await fromLink('sky', 'controls=-edit,-export,%2Bcausal')).state.hide, ['edit', 'export']);
  const sc = await scenario('sky');
  const state = S.create(sc);
  SU.apply([['controls', '+causal,-edit']], sc, state, 'attribute');
  assert.deepEqual(state.hide, ['edit'], 'in an attribute “+” is a plus');
  assert.deepEqual((await fromLink('sky', 'controls=magnitude,sink')).state.hide,
    ['scenario', 'sentence', 'causal', 'heads', 'heatmap', 'order', 'numbers', 'edit', 'share', 'export']);
  assert.deepEqual((await fromLink('sky', 'controls=all')).state.hide, []);
  assert.equal((await fromLink('sky', 'controls=none')).state.hide.length, 12);
});

test('an empty controls value (a bare attribute, as HTML tools rewrite it) changes nothing', async () => {
  const sc = await scenario('sky');
  for (const raw of ['', '  ', ',']) {
    const state = S.create(sc);
    assert.deepEqual(SU.apply([['controls', raw]], sc, state, 'attribute'), [], JSON.stringify(raw));
    assert.deepEqual(state.hide, ['causal'], `controls=${JSON.stringify(raw)} keeps the example's own choice`);
  }
});

test('lang is stored when it is a language tag', async () => {
  assert.equal((await fromLink('sky', 'lang=pt-BR')).state.lang, 'pt-BR');
  assert.deepEqual((await fromLink('sky', 'lang=klingon!')).notes, ['Ignored “lang=klingon!”: not a language tag such as “en” or “pt-BR”']);
});

test('attributes get notes in attribute form', async () => {
  const sc = await scenario('sky');
  const state = S.create(sc);
  assert.deepEqual(SU.apply([['magnitude', 'lots'], ['focus', 'sky']], sc, state, 'attribute'),
    ['Ignored magnitude="lots": not a number from 1 to 10']);
  assert.equal(state.focus, 3);
});

test('source: the last scenario or sentence wins; an unknown example is named', () => {
  const ids = ['bank', 'it', 'sky'];
  assert.deepEqual(SU.source([['scenario', 'it'], ['sentence', 'I sat down']], ids, 'hash'),
    { source: { kind: 'sentence', text: 'I sat down' }, notes: [] });
  assert.deepEqual(SU.source([['sentence', 'x'], ['scenario', 'sky']], ids, 'hash').source, { kind: 'scenario', id: 'sky' });
  assert.deepEqual(SU.source([['scenario', 'skyy']], ids, 'hash'),
    { source: null, notes: ['Ignored “scenario=skyy”: there is no example called “skyy” (did you mean “sky”?)'] });
  assert.deepEqual(SU.source([['sentence', '  ']], ids, 'attribute').notes, ['Ignored sentence="  ": the sentence is empty']);
  assert.equal(SU.source([['scenario', 'constructor']], ids, 'hash').source, null, 'names from Object.prototype are not examples');
});

test('the scenario’s own state serialises to just its id', async () => {
  const sc = await scenario('sky');
  assert.equal(SU.serialise(S.create(sc), sc), 'scenario=sky');
  const heads = await scenario('heads');
  assert.equal(SU.serialise(S.create(heads), heads), 'scenario=heads');
});

test('a changed state serialises readably and reads back to the same state', async () => {
  const sc = await scenario('sky');
  const state = S.create(sc);
  Object.assign(state, {
    focus: 1, magnitude: 4.5, sink: { on: true, score: 3 }, causal: true, numbers: true, detail: true,
    order: [5, 0, 1, 2, 3, 4], hide: [], lang: 'fr',
    edits: { '0:3': { query: [0, 1, 0], key: [0.5, 0, 0] } },
  });
  const form = SU.serialise(state, sc);
  assert.equal(form, 'scenario=sky&focus=1&magnitude=4.5&sink=3&causal=on&numbers=on&detail=on&order=5,0-4' +
    '&edits=where.3.q:0,1;where.3.k:0.5&hide=&lang=fr');
  const back = await fromLink('sky', '#' + form);
  assert.deepEqual(back.notes, []);
  assert.deepEqual(back.state, state);
});

test('sink off with its own score, and one head of several, round-trip', async () => {
  const sc = await scenario('heads');
  const state = S.create(sc);
  Object.assign(state, { sink: { on: false, score: 4 }, heads: [2], head: 2, sliders: true, rows: 'all' });
  const form = SU.serialise(state, sc);
  assert.equal(form, 'scenario=heads&heads=meaning&sink=off:4&rows=all&sliders=on');
  assert.deepEqual((await fromLink('heads', form)).state, state);
  Object.assign(state, { heads: [0, 1], head: 2, sink: { on: false, score: 2 }, sliders: false, rows: 'top' });
  assert.equal(SU.serialise(state, sc), 'scenario=heads&heads=who,where&head=meaning');
  assert.deepEqual((await fromLink('heads', SU.serialise(state, sc))).state, state);
});

test('step, heading and task round-trip; the first step is the default and is left out; an unknown step is named', async () => {
  const sc = await scenario('sky');
  const state = S.create(sc);
  assert.equal(state.step, 'needs');
  Object.assign(state, { step: 'softmax', heading: 'Sharper', task: 'Make “Mars” win & say why.' });
  const form = SU.serialise(state, sc);
  assert.equal(form, 'scenario=sky&step=softmax&heading=Sharper&task=Make+%E2%80%9CMars%E2%80%9D+win+%26+say+why.');
  assert.deepEqual((await fromLink('sky', '#' + form)).state, state);
  state.step = 'needs';
  assert.equal(SU.serialise(Object.assign(S.create(sc), { step: 'needs' }), sc), 'scenario=sky');
  const bad = await fromLink('sky', '#step=sofmax');
  assert.equal(bad.state.step, 'needs');
  assert.match(bad.notes[0], /^Ignored “step=sofmax”: .*did you mean “softmax”/);
});

test('a typed sentence travels as sentence=, every character intact', async () => {
  const core = await loadCore();
  const text = 'The “cat” sat on 1+1 mats & said #hi; café, 100% sure?';
  const sc = scenarioFromSentence(text, core.tokenize);
  const state = S.create(sc);
  state.focus = 2;
  const form = SU.serialise(state, sc);
  assert.equal(form, 'sentence=The+%E2%80%9Ccat%E2%80%9D+sat+on+1%2B1+mats+%26+said+%23hi;+caf%C3%A9,+100%25+sure%3F&focus=2');
  const { pairs } = SU.split('#' + form);
  assert.deepEqual(SU.source(pairs, [], 'hash').source, { kind: 'sentence', text });
  const again = S.create(scenarioFromSentence(text, core.tokenize));
  SU.apply(pairs, sc, again, 'hash');
  assert.deepEqual(again, state);
});

test('detail is the plain state, with ids instead of indices and the link form', async () => {
  const sc = await scenario('heads');
  const state = S.create(sc);
  Object.assign(state, { heads: [1], head: 1, edits: { '1:5': { key: [0, 2, 0, 0] } } });
  const d = SU.detail(state, sc);
  assert.deepEqual(d, {
    scenario: 'heads', sentence: null, scenarios: null, focus: 1, focusWord: 'ran', heads: ['where'], head: 'where', magnitude: 9,
    sink: { on: false, score: 2 }, causal: false, numbers: false, detail: false, rows: 'top', sliders: false,
    order: [0, 1, 2, 3, 4, 5], edits: [{ head: 'where', token: 5, key: [0, 2, 0, 0] }], hide: [], lang: null, model: 'hand-made', training: null,
    step: 'needs', heading: null, task: null,
    hash: 'scenario=heads&heads=where&edits=where.5.k:0,2',
  });
  assert.deepEqual(JSON.parse(JSON.stringify(d)), d, 'survives JSON');
});

test('training=SEED[:start] is read, written back in the same form, and refused with a note when malformed', async () => {
  const sc = await scenario('it');
  const read = (value) => {
    const state = S.create(sc);
    const notes = SU.apply([['training', value]], sc, state, 'hash');
    return { training: state.training, notes };
  };
  assert.deepEqual(read('7'), { training: '7', notes: [] });
  assert.deepEqual(read('7:start'), { training: '7:start', notes: [] });
  assert.deepEqual(read(' 0 '), { training: '0', notes: [] });
  assert.deepEqual(read('4294967295'), { training: '4294967295', notes: [] }, 'the largest seed');
  assert.deepEqual(read('start'), { training: '1:start', notes: [] });
  assert.deepEqual(read('on'), { training: '1', notes: [] });
  assert.deepEqual(read('off'), { training: null, notes: [] });
  const state = S.create(sc);
  SU.apply([['training', '3:start']], sc, state, 'hash');
  assert.equal(SU.serialise(state, sc), 'scenario=it&training=3:start');
  // The element reads the text back as the training bridge does.
  const { trainingOf } = require(path.join(webJs, 'state/settings.js'));
  assert.deepEqual(trainingOf('3:start'), { seed: 3, start: true });
  assert.deepEqual(trainingOf('12'), { seed: 12, start: false });
  assert.equal(trainingOf(null), null);
  // The toy training's old links, a seed too large, anything else: a note, and the setting left as it was.
  for (const bad of ['pronoun:1:150', '4294967296', '-1', '3:go', '1e3', '<img src=x onerror=alert(1)>']) {
    const { training, notes } = read(bad);
    assert.equal(training, null, bad);
    assert.equal(notes.length, 1, bad);
    assert.match(notes[0], /^Ignored “training=.*”: not a seed such as “3” \(a whole number from 0 to 4294967295\), “3:start” to start training as the widget draws, “on” or “off”/, bad);
  }
  // scenario=learned (the toy's learned example) is gone: its own note says where the learned step went.
  assert.deepEqual(SU.source([['scenario', 'learned']], ['it'], 'hash').notes,
    ['Ignored “scenario=learned”: there is no learned example any more: the learned step trains a real model of its own (step=learned)']);
});

test('every key is documented (settings-about.js, for the manifest and the editors)', async () => {
  const { describe } = await import(path.join(webJs, 'state/settings-about.js'));
  const keys = describe().map((x) => x.key);
  assert.deepEqual(keys, ['scenario', 'sentence', 'scenarios', 'step', 'focus', 'heads', 'head', 'magnitude', 'sink', 'causal', 'numbers',
    'detail', 'rows', 'sliders', 'order', 'edits', 'hide', 'controls', 'heading', 'task', 'lang', 'model', 'training']);
  assert.ok(describe().every((x) => x.about.length > 10));
});

test('a note quotes at most 40 characters of a value it ignored, for every setting that quotes one', async () => {
  // A crafted link can carry nearly a megabyte in one value: the note says what it was in a line.
  const long = 'q'.repeat(100000);
  const quoted = 'q'.repeat(39) + '…';
  for (const [key, raw, say] of [
    ['scenarios', `it,${long}`, `there is no example called “${quoted}”`],
    ['hide', long, `“${quoted}” is neither a control nor a part of the widget`],
    ['controls', long, `“${quoted}” is not a control`],
    ['head', long, `“${quoted}” is not a head of this example`],
    ['order', long, `“${quoted}” is not a token index`],
    ['edits', long, `“${quoted}” is not head.token.q:numbers or head.token.k:numbers`],
  ]) {
    const { notes } = await fromLink('sky', `#${key}=${raw}`);
    assert.equal(notes.length, 1, key);
    assert.ok(notes[0].includes(say), `${key}: ${notes[0].slice(0, 200)}`);
    assert.ok(notes[0].length < 600, `${key}: a note of ${notes[0].length} characters`); // the words, a list of names at most
  }
});
