// The Custom Elements Manifest's types (custom-elements-manifest.config.mjs,
// tools/setting-types.mjs): every member of the tag has one; the word lists
// are the ones the settings' own parsers take (step's from steps.js); the
// events are typed and described; and each type is the one the hand-written
// attention-playground-types.d.ts declares (a generated TypeScript file checks
// that each pair is the same type both ways).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const root = path.join(__dirname, '..', '..');
const cem = JSON.parse(fs.readFileSync(path.join(root, 'dist', 'custom-elements.json'), 'utf8'));
const element = cem.modules.flatMap((m) => m.declarations).find((d) => d.tagName === 'attention-playground');
const say = (key) => key; // the parsers' notes, by key

// 'a' | 'b' -> ['a', 'b'] when the type is nothing but quoted words (and null), else null.
function wordsOf(text) {
  const parts = text.split('|').map((x) => x.trim()).filter((x) => x !== 'null');
  return parts.every((x) => /^'[a-z]+(?:-[a-z]+)*'$/.test(x)) ? parts.map((x) => x.slice(1, -1)) : null;
}

test('every one of the tag\'s 35 members has a type: fields their value\'s, methods their parameters\' and result\'s', () => {
  assert.equal(element.members.length, 35);
  const untyped = element.members.filter((m) => (m.kind === 'field' ? !m.type
    : !(m.return && m.return.type) || (m.parameters || []).some((p) => !p.type))).map((m) => m.name);
  assert.deepEqual(untyped, []);
  const exportSVG = element.members.find((m) => m.name === 'exportSVG');
  assert.equal(exportSVG.return.type.text, 'Promise<string>');
  const load = element.members.find((m) => m.name === 'loadScenarioData');
  assert.deepEqual(load.parameters.map((p) => [p.name, p.type.text]), [['json', 'object | string']]);
});

test('step\'s type is the union of its values, in steps.js\'s order, for the attribute and the property', async () => {
  const { STEP_IDS, ALL } = await import(path.join(root, 'web', 'js', 'lesson/steps.js'));
  const values = "'needs' | 'search' | 'scores' | 'softmax' | 'sink' | 'values' | 'learned' | 'heads' | 'order' | 'all'";
  assert.deepEqual(STEP_IDS.concat(ALL).map((s) => `'${s}'`).join(' | '), values);
  assert.equal(element.attributes.find((a) => a.name === 'step').type.text, values);
  assert.equal(element.members.find((m) => m.name === 'step').type.text, values + ' | null');
  assert.equal(element.members.find((m) => m.name === 'focusIndex').type.text, 'number | string | null');
  assert.equal(element.members.find((m) => m.name === 'heads').type.text, 'string[] | string | null');
});

test('each attribute typed as a list of words takes exactly those words through its own parser', async () => {
  const { BY_KEY, Problem } = await import(path.join(root, 'web', 'js', 'state/settings.js'));
  const listed = element.attributes.filter((a) => BY_KEY[a.name] && wordsOf(a.type.text));
  assert.deepEqual(listed.map((a) => a.name), ['step', 'causal', 'numbers', 'detail', 'rows', 'sliders', 'model']);
  for (const attribute of listed) {
    const parse = (raw) => BY_KEY[attribute.name].parse(raw, { say, state: {}, scenario: {} });
    for (const word of wordsOf(attribute.type.text)) assert.doesNotThrow(() => parse(word), `${attribute.name}="${word}"`);
    assert.throws(() => parse('attention'), Problem, `${attribute.name}="attention" is refused`);
  }
});

test('the four events are typed and described, the playground-render event and the course\'s two included', () => {
  assert.deepEqual(element.events.map((e) => [e.name, e.type.text]),
    [['change', 'CustomEvent<PlaygroundStateDetail>'], ['playground-render', 'CustomEvent<null>'],
      ['task', 'CustomEvent<PlaygroundTaskDetail>'], ['progress', 'CustomEvent<PlaygroundProgressDetail>']]);
  for (const e of element.events) assert.ok(e.description, `${e.name} is described`);
  const render = element.events.find((e) => e.name === 'playground-render');
  assert.match(render.description, /has drawn .*`detail` is null/);
});

test('every type in the manifest is the type attention-playground-types.d.ts declares for that member or event', () => {
  const same = (name, a, b) => `export const ${name.replace(/\W/g, '_')}: Same<${a}, ${b}> = true;`;
  const lines = [
    'import type { AttentionPlaygroundElement, AttentionPlaygroundEventMap, PlaygroundStateDetail, TrainedModel, ' +
      "PlaygroundTaskDetail, PlaygroundProgressDetail, PlaygroundLearnerState, PlaygroundRestoreResult } from '../../dist/attention-playground.mjs';",
    'type E = AttentionPlaygroundElement;',
    'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
  ];
  for (const m of element.members) {
    if (m.kind === 'field') lines.push(same('field_' + m.name, `E['${m.name}']`, m.type.text));
    else {
      const params = (m.parameters || []).map((p) => `${p.name}: ${p.type.text}`).join(', ');
      lines.push(same('method_' + m.name, `E['${m.name}']`, `(${params}) => ${m.return.type.text}`));
    }
  }
  for (const e of element.events) lines.push(same('event_' + e.name, `AttentionPlaygroundEventMap['${e.name}']`, e.type.text));
  const dir = path.join(root, 'build', 'manifest-types');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'same.mts'), lines.join('\n') + '\n');
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: 'es2022',
    module: 'nodenext', moduleResolution: 'nodenext', types: [], lib: ['es2022', 'dom'] }, files: ['same.mts'] }));
  let output = '';
  try {
    execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir, '--pretty', 'false'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    output = error.stdout;
  }
  // Each error's line is a member whose two types differ: name them.
  const differ = [...output.matchAll(/same\.mts\((\d+),/g)].map((m) => lines[Number(m[1]) - 1]);
  assert.deepEqual(differ, []);
  assert.equal(output, '');
  assert.equal(lines.length, 3 + 35 + 4);
});
