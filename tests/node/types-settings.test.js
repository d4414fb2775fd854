// The hand-written web/attention-playground-types.d.ts lists the settings three
// times: as attributes, as properties and as the change event's detail
// (PlaygroundStateDetail). Each list is held here to web/js/state/settings.js: the
// same names, no more, no fewer, and each setting of the kind the widget gives
// or takes (tools/setting-types.mjs for the properties, which the Custom
// Elements Manifest uses too; the detail's values as lesson-link.js makes them).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const ts = require('typescript');
const { loadCore } = require('./load-core.js');

const root = path.join(__dirname, '..', '..');
const webJs = path.join(root, 'web', 'js');
const { SETTINGS, KEYS } = require(path.join(webJs, 'state/settings.js'));
const { PROPERTY_NAMES } = require(path.join(webJs, 'element/element-properties.js'));
const L = require(path.join(webJs, 'state/lesson-link.js'));
const S = require(path.join(webJs, 'state/state.js'));
const { loadScenario } = require(path.join(webJs, 'scenario/scenario.js'));
const { scenarioFromSentence } = require(path.join(webJs, 'sentence/own-sentence.js'));
const { BUILT_IN_SCENARIOS } = require(path.join(webJs, 'data/all-scenarios.js'));
require(path.join(webJs, 'notes/notes-words.js')); // a note, should there be one, in words (the notes part's)

// The .d.ts's interfaces as { name: { member: { type, optional } } } and its type aliases as { name: type }.
const file = path.join(root, 'web', 'attention-playground-types.d.ts');
const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const interfaces = {};
const aliases = {};
for (const statement of source.statements) {
  if (ts.isInterfaceDeclaration(statement)) {
    interfaces[statement.name.text] = Object.fromEntries(statement.members.filter(ts.isPropertySignature).map((m) =>
      [m.name.getText(source).replace(/^'|'$/g, ''), { type: m.type.getText(source), optional: Boolean(m.questionToken) }]));
  } else if (ts.isTypeAliasDeclaration(statement)) {
    aliases[statement.name.text] = statement.type.getText(source);
  }
}
const attributes = interfaces.AttentionPlaygroundAttributes;
const properties = interfaces.AttentionPlaygroundProperties;
const detailType = interfaces.PlaygroundStateDetail;

// A type's members at the top level of its union, with the .d.ts's own names
// (PlaygroundStep, PlaygroundStateDetail['edits']) written out.
function union(type) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= type.length; i++) {
    const c = type[i];
    if (c === '<' || c === '{' || c === '(' || c === '[') depth++;
    else if (c === '>' || c === '}' || c === ')' || c === ']') depth--;
    else if ((c === '|' || c === undefined) && depth === 0) {
      out.push(type.slice(start, i).trim());
      start = i + 1;
    }
  }
  return out.flatMap((member) => {
    if (aliases[member]) return union(aliases[member]);
    const field = /^PlaygroundStateDetail\['(\w+)'\]$/.exec(member);
    return field ? union(detailType[field[1]].type) : [member.replace(/\s+/g, ' ')];
  });
}
const words = (type) => { const members = union(type); return members.every((m) => /^'[a-z]+(?:-[a-z]+)*'$/.test(m)) ? members : null; };

// Names a list lacks and names it has that it should not.
function compare(listed, expected) {
  return { missing: expected.filter((n) => !listed.includes(n)), extra: listed.filter((n) => !expected.includes(n)) };
}

// The element's own members that are no setting: hash and theme.
const OWN = PROPERTY_NAMES.filter((name) => !SETTINGS.some((s) => (s.property || s.key) === name));

let kinds;
test.before(async () => {
  kinds = Object.fromEntries((await import(pathToFileURL(path.join(root, 'tools', 'setting-types.mjs')).href))
    .settingTypes().map((s) => [s.key, s]));
});

test('the .d.ts has an attribute for every setting (controls too) and the element\'s own hash and theme, and no other', () => {
  assert.deepEqual(OWN, ['hash', 'theme']);
  assert.deepEqual(compare(Object.keys(attributes), KEYS.concat(OWN)), { missing: [], extra: [] });
  assert.ok(Object.values(attributes).every((a) => a.optional), 'every attribute may be left out');
});

test('an attribute the .d.ts types as words takes exactly the words of its setting; every other one takes text', () => {
  const wrong = [];
  for (const key of KEYS.filter((k) => attributes[k])) { // (a missing one: the test above)
    const declared = attributes[key].type;
    const listed = words(declared);
    const taken = words(kinds[key].attribute);
    if (listed) {
      if (!taken || listed.slice().sort().join() !== taken.slice().sort().join()) wrong.push(`${key}: ${declared} (the setting takes ${kinds[key].attribute})`);
    } else if (!union(declared).includes('string')) wrong.push(`${key}: ${declared} takes no text`);
  }
  assert.deepEqual(wrong, []);
  assert.deepEqual(KEYS.filter((key) => words(attributes[key].type)), ['step', 'rows', 'model']);
});

test('the .d.ts has a property for every setting by its property\'s name (focusIndex; lang is HTMLElement\'s), hash and theme, and no other', () => {
  assert.deepEqual(compare(Object.keys(properties), PROPERTY_NAMES), { missing: [], extra: [] });
  assert.ok(properties.focusIndex && !properties.focus && !properties.lang);
});

test('each setting\'s property has the type tools/setting-types.mjs gives it, member for member', () => {
  const wrong = [];
  for (const setting of SETTINGS.filter((s) => s.key !== 'lang' && properties[s.property || s.key])) {
    const name = setting.property || setting.key;
    const declared = union(properties[name].type).sort();
    const given = union(kinds[setting.key].propertyType).sort();
    if (declared.join(' | ') !== given.join(' | ')) wrong.push(`${name}: ${properties[name].type} is not ${kinds[setting.key].propertyType}`);
  }
  assert.deepEqual(wrong, []);
});

// Whether a value is of a type the .d.ts writes (null, string, number,
// boolean, 'word', T[], Array<T>, { a: T; b?: U }, and unions of these).
function isOf(value, type) {
  return union(type).some((member) => {
    if (member === 'null') return value === null;
    if (['string', 'number', 'boolean'].includes(member)) return typeof value === member;
    if (/^'[^']*'$/.test(member)) return value === member.slice(1, -1);
    const list = /^Array<(.*)>$/s.exec(member) || /^(\w+)\[\]$/.exec(member);
    if (list) return Array.isArray(value) && value.every((x) => isOf(x, list[1]));
    if (member.startsWith('{')) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
      const fields = member.slice(1, -1).split(';').map((f) => f.trim()).filter(Boolean)
        .map((f) => /^(\w+)(\?)?:\s*(.+)$/.exec(f));
      return Object.keys(value).every((k) => fields.some((f) => f[1] === k)) &&
        fields.every(([, k, optional, t]) => (k in value ? isOf(value[k], t) : Boolean(optional)));
    }
    throw new Error(`isOf cannot read the type ${member}`);
  });
}

// The change event's detail (lesson-link.js detail) in states that give every
// field a value of each kind it can take: every example as it opens, then with
// a lesson's settings, edits and training, then a typed sentence.
async function details() {
  const core = await loadCore();
  const out = [];
  const lesson = 'step=values&scenarios=it,heads&heads=who&sink=off:2&causal=on&numbers=on&detail=on&rows=all&sliders=on' +
    '&order=1,0,2,3,4,5&edits=who.0.q:1,0;who.1.k:0.5&hide=magnitude&heading=Heads&task=Pick%20one&lang=es&training=7:start';
  for (const json of Object.values(BUILT_IN_SCENARIOS)) {
    const scenario = loadScenario(json, core.tokenize);
    const state = S.create(scenario);
    out.push(L.detail(state, scenario));
    if (json.id === 'heads') {
      const notes = L.apply(L.split(lesson).pairs, scenario, state, 'hash');
      assert.deepEqual(notes, []);
      out.push(L.detail(state, scenario));
    }
  }
  const typed = scenarioFromSentence('The dog barked', core.tokenize);
  out.push(L.detail(Object.assign(S.create(typed), { sentence: 'The dog barked' }), typed));
  return out;
}

test('PlaygroundStateDetail has every field of the change event\'s detail, none optional, and no other', async () => {
  const all = await details();
  assert.deepEqual(compare(Object.keys(detailType), Object.keys(all[0])), { missing: [], extra: [] });
  // Every setting but the input-only ones is a field of it, by its key.
  const fields = SETTINGS.filter((s) => !s.input).map((s) => s.key);
  assert.deepEqual(fields.filter((key) => !detailType[key]), []);
  assert.deepEqual(Object.keys(detailType).filter((k) => !fields.includes(k)), ['focusWord', 'hash']);
  assert.deepEqual(Object.keys(detailType).filter((k) => detailType[k].optional), []);
});

test('every field of the detail, in every kind of state, is of the type PlaygroundStateDetail declares', async () => {
  const wrong = [];
  const all = await details();
  for (const detail of all) {
    for (const [key, value] of Object.entries(detail)) {
      if (!isOf(value, detailType[key].type)) wrong.push(`${key}: ${JSON.stringify(value)} is not ${detailType[key].type}`);
    }
  }
  assert.deepEqual(wrong, []);
  // The states gave each nullable field both a value and null, and the lists some entries.
  const lesson = all.find((d) => d.heading !== null);
  assert.deepEqual([lesson.heading, lesson.task, lesson.training, lesson.lang, lesson.scenarios], ['Heads', 'Pick one', '7:start', 'es', ['it', 'heads']]);
  assert.deepEqual(lesson.edits.map((e) => Object.keys(e).sort().join()), ['head,query,token', 'head,key,token']);
  assert.ok(all.some((d) => d.sentence === 'The dog barked' && d.scenario === null));
});
