// The editors' data the package ships, made from the Custom Elements Manifest
// by custom-element-vs-code-integration (VS Code's HTML custom data) and
// custom-element-jet-brains-integration (JetBrains' web-types), the two
// plugins in custom-elements-manifest.config.mjs: the shipped files are what the
// generators make from the shipped manifest, package.json points at them and
// packs them, and an editor offers the tag's attributes with step's values.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const read = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const manifest = () => read(pkg.customElements);
const STEPS = ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order', 'all'];

test('package.json names both files, and packs them', () => {
  assert.equal(pkg.customData, 'dist/vscode.html-custom-data.json');
  assert.equal(pkg['web-types'], 'dist/web-types.json');
  for (const file of [pkg.customData, pkg['web-types'], 'dist/vscode.css-custom-data.json']) assert.ok(pkg.files.includes(file), file);
});

test('the shipped files are what the two generators make from the shipped manifest', async () => {
  const config = await import(path.join(root, 'custom-elements-manifest.config.mjs'));
  const { getVsCodeHtmlCustomData, getVsCodeCssCustomData } = await import('custom-element-vs-code-integration');
  const { getWebTypesData } = await import('custom-element-jet-brains-integration');
  assert.deepEqual(read(pkg.customData), JSON.parse(getVsCodeHtmlCustomData(manifest(), config.VSCODE_OPTIONS)));
  assert.deepEqual(read('dist/vscode.css-custom-data.json'), JSON.parse(getVsCodeCssCustomData(manifest(), config.VSCODE_OPTIONS)));
  assert.deepEqual(read(pkg['web-types']), JSON.parse(getWebTypesData(manifest(), config.JETBRAINS_OPTIONS)));
});

test('VS Code offers the tag, each of its attributes, step\'s ten values and rows\' two', () => {
  const data = read(pkg.customData);
  assert.deepEqual(data.tags.map((t) => t.name), ['attention-playground']);
  const attributes = data.tags[0].attributes;
  const element = manifest().modules.flatMap((m) => m.declarations).find((d) => d.tagName === 'attention-playground');
  assert.deepEqual(attributes.map((a) => a.name), element.attributes.map((a) => a.name));
  const values = (name) => attributes.find((a) => a.name === name).values.map((v) => v.name);
  assert.deepEqual(values('step'), STEPS);
  assert.deepEqual(values('rows'), ['top', 'all']);
  assert.deepEqual(values('causal'), ['on', 'off']);
  assert.match(data.tags[0].description, /\*\*playground-render\*\* - the widget has drawn/);
  const css = read('dist/vscode.css-custom-data.json');
  assert.ok(css.properties.some((p) => p.name === '--ap-accent'));
});

test('JetBrains\' web-types name the package, the tag, its attributes, properties and its four events', () => {
  const data = read(pkg['web-types']);
  assert.equal(data.name, 'attention-playground');
  assert.equal(data.version, pkg.version);
  const [tag] = data.contributions.html.elements;
  assert.equal(tag.name, 'attention-playground');
  assert.equal(tag.attributes.find((a) => a.name === 'step').value.type, STEPS.map((s) => `'${s}'`).join(' | '));
  assert.deepEqual(tag.events.map((e) => [e.name, e.type]),
    [['change', 'CustomEvent<PlaygroundStateDetail>'], ['playground-render', 'CustomEvent<null>'],
      ['task', 'CustomEvent<PlaygroundTaskDetail>'], ['progress', 'CustomEvent<PlaygroundProgressDetail>']]);
  assert.equal(tag.js.properties.find((p) => p.name === 'heads').type, 'string[] | string | null');
});
