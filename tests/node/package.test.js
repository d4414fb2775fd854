// The npm package's description of itself (package.json and the Custom
// Elements Manifest): every export points at a file the build makes, and the
// manifest lists every setting as an attribute and a property, generated from
// the one settings table (custom-elements-manifest.config.mjs).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

function targets(value) {
  if (typeof value === 'string') return [value];
  return Object.values(value).flatMap(targets);
}

test('every export of package.json, for every condition, is a file the build writes', () => {
  for (const [entry, value] of Object.entries(manifest.exports)) {
    if (entry.includes('*')) continue;
    for (const target of targets(value)) assert.ok(fs.existsSync(path.join(root, target)), `${entry} -> ${target}`);
  }
});

test('each entry has a .d.mts for import and a .d.ts for require; the package says which files have side effects', () => {
  for (const entry of ['.', './training', './element']) {
    const e = manifest.exports[entry];
    const imported = e.node ? e.node.import : e.import;
    assert.match(imported.types, /\.d\.mts$/, `${entry} import`);
    assert.match((e.node ? e.node.require : e.require).types, /\.d\.ts$/, `${entry} require`);
  }
  assert.deepEqual(manifest.sideEffects.sort(), ['./dist/attention-core.js', './dist/attention-playground.js',
    './dist/attention-playground.mjs', './dist/attention-training.js']);
  assert.equal(manifest.license, 'MIT');
  assert.ok(fs.existsSync(path.join(root, 'LICENSE')));
});

test('the Custom Elements Manifest lists every setting as an attribute and a reflected property of the tag', async () => {
  const { SETTINGS } = await import(path.join(root, 'web', 'js', 'settings.js'));
  const cem = JSON.parse(fs.readFileSync(path.join(root, manifest.customElements), 'utf8'));
  const element = cem.modules.flatMap((m) => m.declarations).find((d) => d.tagName === 'attention-playground');
  assert.ok(element, 'the tag is declared');
  assert.deepEqual(element.attributes.map((a) => a.name), SETTINGS.map((s) => s.key).concat(['hash', 'theme']));
  const focus = element.attributes.find((a) => a.name === 'focus');
  assert.equal(focus.fieldName, 'focusIndex');
  const fields = element.members.filter((m) => m.kind === 'field' && m.attribute).map((m) => m.name);
  assert.ok(fields.includes('magnitude') && fields.includes('focusIndex') && !fields.includes('lang'), fields.join(','));
  assert.deepEqual(element.events.map((e) => e.name), ['change', 'playground-render']);
  assert.ok(element.cssProperties.some((p) => p.name === '--ap-accent'));
  assert.ok(element.members.some((m) => m.kind === 'method' && m.name === 'loadScenarioData'));
  const definition = cem.modules.flatMap((m) => m.exports || []).find((e) => e.kind === 'custom-element-definition');
  assert.deepEqual(definition.declaration, { name: 'AttentionPlaygroundElement', module: 'dist/attention-playground-element.mjs' });
});
