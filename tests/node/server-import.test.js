// Every entry of the package, under every export condition, imports in Node
// with no DOM (a site's server render, a static site generator's build, a
// test runner): nothing throws, no global is written, no element is defined.
// Each file is loaded in a fresh Node process, as package.json's exports map
// names it (an .mjs imported, a .js or .cjs required).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const root = path.join(__dirname, '..', '..');
const pkg = require(path.join(root, 'package.json'));

// [subpath, conditions, file] for every JavaScript file the exports map names.
function entries() {
  const found = [];
  const walk = (value, subpath, conditions) => {
    if (typeof value === 'string') {
      if (/\.(c|m)?js$/.test(value)) found.push([subpath, conditions.join(' > ') || 'default', value]);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, subpath, conditions.concat(key));
    }
  };
  for (const [subpath, value] of Object.entries(pkg.exports)) walk(value, subpath, []);
  return found;
}

// A child process loads one file and prints the globals it added and what it exported.
const PROBE = `
const before = new Set(Object.getOwnPropertyNames(globalThis));
const file = process.argv[1];
const loaded = file.endsWith('.mjs') ? import(file) : Promise.resolve(require(file));
loaded.then((module) => {
  const added = Object.getOwnPropertyNames(globalThis).filter((name) => !before.has(name));
  process.stdout.write(JSON.stringify({ added, exported: Object.keys(module).sort() }));
}, (error) => { process.stdout.write(JSON.stringify({ error: String(error && error.stack || error) })); });
`;

function load(file) {
  return JSON.parse(execFileSync(process.execPath, ['-e', PROBE, path.join(root, file)], { encoding: 'utf8' }));
}

test('the exports map names the element, its class, the all-in-one file, the core, the training module, the model and the xAPI statements for Node and for bundlers', () => {
  const subpaths = new Set(entries().map(([subpath]) => subpath));
  assert.deepEqual([...subpaths].sort(), ['.', './all', './class', './element', './model', './training', './xapi']);
});

for (const [subpath, conditions, file] of entries()) {
  test(`${subpath} (${conditions}: ${file}) loads in Node with no DOM, writing no global`, () => {
    const result = load(file);
    assert.equal(result.error, undefined, result.error);
    assert.deepEqual(result.added, []);
    if (subpath === './element' || subpath === './class') {
      if (file.endsWith('.mjs')) assert.deepEqual(result.exported, ['AttentionPlaygroundElement', 'TAG', 'getCore', 'getTraining']);
    }
  });
}

test('the element class can be imported on a server and extends a stand-in there', async () => {
  const probe = `import(process.argv[1]).then((m) => process.stdout.write(JSON.stringify({
    tag: m.TAG, isClass: typeof m.AttentionPlaygroundElement === 'function',
    attributes: m.AttentionPlaygroundElement.observedAttributes.includes('magnitude') })))`;
  const out = JSON.parse(execFileSync(process.execPath, ['-e', probe, path.join(root, 'dist', 'attention-playground-element.mjs')], { encoding: 'utf8' }));
  assert.deepEqual(out, { tag: 'attention-playground', isClass: true, attributes: true });
});
