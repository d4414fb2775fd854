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
  for (const entry of ['.', './training', './model', './element', './xapi']) {
    const e = manifest.exports[entry];
    const imported = e.node ? e.node.import : e.import;
    assert.match(imported.types, /\.d\.mts$/, `${entry} import`);
    assert.match((e.node ? e.node.require : e.require).types, /\.d\.ts$/, `${entry} require`);
  }
  assert.deepEqual(manifest.sideEffects.sort(), ['./dist/attention-core.js', './dist/attention-model.js',
    './dist/attention-playground-all.js', './dist/attention-playground.js', './dist/attention-playground.mjs',
    './dist/attention-training.js', './dist/attention-xapi.js']);
  assert.equal(manifest.license, 'MIT');
  assert.ok(fs.existsSync(path.join(root, 'LICENSE')));
});

test('the Custom Elements Manifest lists every setting as an attribute and a reflected property of the tag', async () => {
  const { SETTINGS } = await import(path.join(root, 'web', 'js', 'state/settings.js'));
  const cem = JSON.parse(fs.readFileSync(path.join(root, manifest.customElements), 'utf8'));
  const element = cem.modules.flatMap((m) => m.declarations).find((d) => d.tagName === 'attention-playground');
  assert.ok(element, 'the tag is declared');
  assert.deepEqual(element.attributes.map((a) => a.name), SETTINGS.map((s) => s.key).concat(['hash', 'theme']));
  const focus = element.attributes.find((a) => a.name === 'focus');
  assert.equal(focus.fieldName, 'focusIndex');
  const fields = element.members.filter((m) => m.kind === 'field' && m.attribute).map((m) => m.name);
  assert.ok(fields.includes('magnitude') && fields.includes('focusIndex') && !fields.includes('lang'), fields.join(','));
  assert.deepEqual(element.events.map((e) => e.name), ['change', 'playground-render', 'task', 'progress']);
  assert.ok(element.cssProperties.some((p) => p.name === '--ap-accent'));
  assert.ok(element.members.some((m) => m.kind === 'method' && m.name === 'loadScenarioData'));
  const definition = cem.modules.flatMap((m) => m.exports || []).find((e) => e.kind === 'custom-element-definition');
  assert.deepEqual(definition.declaration, { name: 'AttentionPlaygroundElement', module: 'dist/attention-playground-element.mjs' });
});

// What `npm pack` would put in the tarball (npm's own list, from package.json's `files`).
function packedFiles() {
  const { execFileSync } = require('node:child_process');
  const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }));
  return pack.files.map((f) => f.path);
}

test('no packed file names a source map the tarball lacks (the bundles name none; the maps stay in dist/ for debugging)', () => {
  const packed = packedFiles();
  const scripts = packed.filter((f) => /\.(m?js|cjs)$/.test(f));
  assert.ok(scripts.length > 20, `${scripts.length} scripts packed`);
  const dangling = [];
  for (const file of scripts) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const [, url] of text.matchAll(/[#@] sourceMappingURL=(\S+)\s*$/gm)) {
      const map = path.posix.join(path.posix.dirname(file), url);
      if (!url.startsWith('data:') && !packed.includes(map)) dangling.push(`${file} -> ${url}`);
    }
  }
  assert.deepEqual(dangling, []);
  assert.deepEqual(packed.filter((f) => f.endsWith('.map')), []);
  assert.ok(fs.existsSync(path.join(root, 'dist', 'attention-playground.js.map')), 'the map is still built beside the classic file');
});

test('the tarball holds LICENSE and THIRD-PARTY-NOTICES, which names each library the built files contain, with its licence', () => {
  const packed = packedFiles();
  assert.ok(packed.includes('LICENSE') && packed.includes('THIRD-PARTY-NOTICES'), packed.filter((f) => !f.startsWith('dist/')).join(','));
  const notices = fs.readFileSync(path.join(root, 'THIRD-PARTY-NOTICES'), 'utf8');
  for (const [library, licence] of [['xtensor', 'BSD-3-Clause'], ['xtl', 'Boost Software License'], ['Emscripten', 'University of Illinois/NCSA'],
    ['musl', 'Rich Felker'], ['libc++abi', 'LLVM Exceptions'], ['compiler-rt', 'Apache License'], ['emmalloc', 'MIT']]) {
    assert.ok(notices.includes(library), library);
    assert.ok(notices.includes(licence), licence);
  }
  assert.match(notices, new RegExp(`Attention Playground ${manifest.version.replace(/\./g, '\\.')}\\n`));
});

test('the tarball holds the authoring page whole: its page, its script, its stylesheet and the files it loads', () => {
  const packed = packedFiles();
  for (const file of ['author.html', 'author.js', 'author.css', 'attention-playground.js', 'favicon.svg']) {
    assert.ok(packed.includes(`dist/${file}`), file);
  }
});

test('package.json names no placeholder URL and no repository the project does not have', () => {
  const text = JSON.stringify(manifest);
  assert.doesNotMatch(text, /\.invalid\b|example\.(com|org|net)/);
  assert.equal(manifest.repository, undefined);
});

test('"type": "commonjs": every .js and .cjs the exports name compiles as a classic script (no ES module syntax)', () => {
  const vm = require('node:vm');
  assert.equal(manifest.type, 'commonjs');
  const files = new Set(Object.values(manifest.exports).flatMap(targets).filter((t) => /\.c?js$/.test(t)));
  assert.equal(files.size, 9, [...files].join(','));
  for (const file of files) {
    assert.doesNotThrow(() => new vm.Script(fs.readFileSync(path.join(root, file), 'utf8'), { filename: file }), file);
  }
});
