// The npm package as web developers get it: `npm pack`, install the tarball
// into scratch projects (offline: the package has no dependencies), then
// - use the core and the training module from Node (require and import);
// - load the element in a plain page from node_modules (and the training
//   module from there when the training view opens);
// - BUILD a Vite 8 + TypeScript project with nothing but the README's lines
//   (tsc, then vite build) and open the built page in Chromium;
// - type-check a React TSX component against @types/react;
// - resolve every entry's types with TypeScript's nodenext and bundler modes.
// The scratch projects live in build/package-test/ so that the tools they run
// (vite, typescript, @types/react, pinned in this project's lock file) are
// found in this project's node_modules; the package itself is each project's own.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { root, start, trainOneStep } = require('./helpers');

const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const scratch = path.join(root, 'build', 'package-test');
let tarball;

// A scratch project with these files and the tarball installed (in `parent`:
// build/package-test/ by default, where this project's tools are found).
function project(name, files, parent = scratch) {
  const dir = path.join(parent, name);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), typeof text === 'string' ? text : JSON.stringify(text, null, 2));
  }
  npm(['install', '--offline', '--no-audit', '--no-fund', '--no-package-lock', tarball], dir);
  return dir;
}

function run(command, args, cwd) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`${path.basename(args[0])} ${args.slice(1).join(' ')} failed in ${cwd}:\n${error.stdout}\n${error.stderr}`);
  }
}

test.before(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { recursive: true });
  tarball = path.join(scratch, npm(['pack', '--silent', '--pack-destination', scratch], root).trim().split('\n').pop());
});

test('the installed package gives the core to require() and to import', () => {
  const dir = project('node', { 'package.json': { name: 'course', version: '1.0.0', private: true } });
  const script = "const create = require('attention-playground');" +
    "import('attention-playground').then(async (m) => {" +
    "  const a = await create(); const b = await m.default();" +
    "  console.log(JSON.stringify([a.tokenize('the sky'), b.softmax([3, 0, 0, 0]).weights[0]]));" +
    '});';
  const [tokens, weight] = JSON.parse(run(process.execPath, ['-e', script], dir));
  assert.deepEqual(tokens, ['the', 'sky']);
  assert.ok(Math.abs(weight - 0.870049) < 1e-6);
});

test('the installed package gives the training module to require() and to import (./training)', () => {
  const dir = path.join(scratch, 'node');
  const script = "const create = require('attention-playground/training');" +
    "import('attention-playground/training').then(async (m) => {" +
    "  const a = await create(); const b = await m.default();" +
    "  const training = await a.start({ seed: 1 });" +
    "  const done = await training.step(3);" +
    "  console.log(JSON.stringify([await b.canTrain('es'), done.losses.length, training.plan.shape.layers]));" +
    "  await training.dispose();" +
    '});';
  const [spanish, losses, layers] = JSON.parse(run(process.execPath, ['-e', script], dir));
  assert.equal(spanish, true);
  assert.equal(losses, 3);
  assert.equal(layers, 1);
});

test('the installed package holds the built files with their types and manifest, and no copies or maps', () => {
  const installed = path.join(scratch, 'node', 'node_modules', 'attention-playground');
  const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
  assert.equal(manifest.exports['./element'].import.types, './dist/attention-playground.d.mts');
  assert.equal(manifest.exports['./element'].require.types, './dist/attention-playground.d.ts');
  assert.equal(manifest.customElements, 'dist/custom-elements.json');
  assert.equal(manifest.repository, undefined, 'no placeholder repository');
  assert.equal(manifest.type, 'commonjs');
  for (const file of ['LICENSE', 'README.md', 'THIRD-PARTY-NOTICES']) assert.ok(fs.existsSync(path.join(installed, file)), file);
  for (const file of ['attention-core.d.ts', 'attention-core.d.mts', 'attention-training.js', 'attention-training.mjs',
    'attention-training.d.ts', 'attention-playground.js', 'attention-playground.mjs', 'attention-playground-element.mjs',
    'attention-playground.d.ts', 'attention-playground.d.mts', 'custom-elements.json', 'embed.html', 'attention-playground-all.js']) {
    assert.ok(fs.existsSync(path.join(installed, 'dist', file)), file);
  }
  // The all-in-one file (a classic script) under its own name, with the classic file's types.
  assert.equal(run(process.execPath, ['-e', "process.stdout.write(require.resolve('attention-playground/all'))"], path.join(scratch, 'node')),
    path.join(installed, 'dist', 'attention-playground-all.js'));
  assert.deepEqual(manifest.exports['./all'], { types: './dist/attention-playground.d.ts', default: './dist/attention-playground-all.js' });
  const files = fs.readdirSync(path.join(installed, 'dist'));
  assert.deepEqual(files.filter((f) => /\.map$|unminified/.test(f)), [], 'no source maps or unminified copies');
  assert.ok(!fs.existsSync(path.join(installed, 'cpp')), 'no sources');
});

test('a page that loads the element from node_modules draws the widget and trains', async () => {
  const dir = path.join(scratch, 'node');
  fs.writeFileSync(path.join(dir, 'lesson.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<link rel="icon" href="data:,"><title>lesson</title></head><body>' +
    '<attention-playground step="all" scenario="bank"></attention-playground>' +
    '<script src="node_modules/attention-playground/dist/attention-playground.js"></script></body></html>');
  const server = await start({ folder: dir });
  try {
    const page = await server.newPage();
    await page.goto(server.url + 'lesson.html');
    const meters = page.locator('attention-playground table.match').first().locator('[role="meter"]');
    await meters.first().waitFor();
    const values = await meters.evaluateAll((all) => all.map((m) => Number(m.getAttribute('aria-valuenow'))));
    assert.ok(Math.abs(values.reduce((a, b) => a + b, 0) - 100) < 0.5);
    await trainOneStep(page);
    assert.ok(page.requests.includes(server.url + 'node_modules/attention-playground/dist/attention-training-en.js'));
    assert.deepEqual(page.errors, []);
  } finally {
    await server.close();
  }
});

// The README's Vite section, verbatim in spirit: one import, the tag in the HTML.
const VITE_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    strict: true, noEmit: true, skipLibCheck: false, types: [],
  },
  include: ['src'],
};

test('a Vite 8 + TypeScript project type-checks and builds with the element, and the built page draws and trains', async () => {
  const dir = project('vite-app', {
    'package.json': { name: 'vite-app', private: true, version: '1.0.0', type: 'module' },
    'tsconfig.json': VITE_TSCONFIG,
    'index.html': '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Vite lesson</title></head><body>' +
      '<attention-playground step="all" scenario="it"></attention-playground><p id="out"></p>' +
      '<script type="module" src="/src/main.ts"></script></body></html>',
    'src/main.ts': "import 'attention-playground/element';\n" +
      "import { getCore, type AttentionPlaygroundElement } from 'attention-playground/element';\n" +
      "const widget: AttentionPlaygroundElement = document.querySelector('attention-playground')!;\n" +
      'widget.magnitude = 4;\n' +
      "widget.addEventListener('change', (event) => { document.getElementById('out')!.textContent = event.detail.hash; });\n" +
      "getCore().then((core) => { document.getElementById('out')!.dataset.tokens = String(core.tokenize('the sky').length); });\n",
  });
  run(process.execPath, [tsc, '-p', '.'], dir);
  run(process.execPath, [vite, 'build', '--logLevel', 'warn'], dir);
  const built = path.join(dir, 'dist');
  const assets = fs.readdirSync(path.join(built, 'assets'));
  assert.ok(assets.some((f) => /^attention-training.*\.js$/.test(f)), `the training module is a chunk of its own: ${assets}`);
  const server = await start({ folder: built });
  try {
    const page = await server.newPage();
    await page.goto(server.url);
    await page.locator('attention-playground table.match').first().waitFor();
    assert.equal(await page.locator('#out').getAttribute('data-tokens'), '2');
    assert.equal(await page.locator('attention-playground #magnitude + .dial-value').textContent(), '× 4');
    await trainOneStep(page);
    assert.deepEqual(page.errors, []);
  } finally {
    await server.close();
  }
});

test('a React TSX component using <attention-playground step="all"> type-checks against @types/react, and a wrong prop is an error', () => {
  const component = "import { useEffect, useRef } from 'react';\n" +
    "import type { AttentionPlaygroundElement } from 'attention-playground/element';\n" +
    'export function Lesson() {\n' +
    '  const ref = useRef<AttentionPlaygroundElement>(null);\n' +
    "  useEffect(() => { import('attention-playground/element'); }, []);\n" +
    '  return <attention-playground step="all" ref={ref} scenario="sky" magnitude={4} causal className="lesson" data-section="2" />;\n' +
    '}\n';
  const tsconfig = { compilerOptions: Object.assign({}, VITE_TSCONFIG.compilerOptions, { jsx: 'react-jsx', types: ['react'] }), include: ['src'] };
  const dir = project('react-app', {
    'package.json': { name: 'react-app', private: true, version: '1.0.0', type: 'module' },
    'tsconfig.json': tsconfig,
    'src/lesson.tsx': component,
  });
  run(process.execPath, [tsc, '-p', '.'], dir);
  fs.writeFileSync(path.join(dir, 'src', 'wrong.tsx'),
    'export const Wrong = () => <attention-playground step="all" scenario="sky" rows="some" />;\n');
  assert.throws(() => run(process.execPath, [tsc, '-p', '.'], dir), /wrong\.tsx.*Type '"some"' is not assignable/s);
});

test('TypeScript resolves the types of every entry with module nodenext and with moduleResolution bundler, without React installed', () => {
  const uses = "import createAttentionCore, { type AttentionCore } from 'attention-playground';\n" +
    "import createAttentionTraining, { type TrainingApi } from 'attention-playground/training';\n" +
    "import { AttentionPlaygroundElement, getCore, TAG } from 'attention-playground/element';\n" +
    "import { AttentionPlaygroundElement as Same } from 'attention-playground/class';\n" +
    'export async function use(): Promise<number> {\n' +
    '  const core: AttentionCore = await createAttentionCore();\n' +
    '  const training: TrainingApi = await createAttentionTraining();\n' +
    '  const element: AttentionPlaygroundElement = new Same();\n' +
    '  return core.score([1], [2]) + (training.inWorker ? 1 : 0) + (await getCore()).score([1], [1]) + TAG.length + element.tabIndex;\n' +
    '}\n';
  const required = "import createAttentionCore = require('attention-playground');\n" +
    "import createAttentionTraining = require('attention-playground/training');\n" +
    "import type { AttentionPlaygroundElement } from 'attention-playground/element';\n" +
    'export async function use(element: AttentionPlaygroundElement): Promise<number> {\n' +
    '  const core: createAttentionCore.AttentionCore = await createAttentionCore();\n' +
    '  return core.score([1], [2]) + ((await createAttentionTraining()).inWorker ? 1 : 0) + Number(element.magnitude);\n' +
    '}\n';
  const compilerOptions = { strict: true, noEmit: true, lib: ['ES2022', 'DOM'], types: [], skipLibCheck: false };
  // Outside this project's tree: no @types/react anywhere above, so the JSX block must be harmless.
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-types-'));
  const dir = project('types', {
    'package.json': { name: 'types', private: true, version: '1.0.0', type: 'module' },
    'src/uses.ts': uses,
    'src/required.cts': required,
    'tsconfig.nodenext.json': { compilerOptions: Object.assign({ module: 'nodenext', moduleResolution: 'nodenext', target: 'ES2022' }, compilerOptions), include: ['src'] },
    'tsconfig.bundler.json': { compilerOptions: Object.assign({ module: 'ESNext', moduleResolution: 'bundler', target: 'ES2022' }, compilerOptions), files: ['src/uses.ts'] },
  }, outside);
  try {
    run(process.execPath, [tsc, '-p', 'tsconfig.nodenext.json'], dir);
    run(process.execPath, [tsc, '-p', 'tsconfig.bundler.json'], dir);
    const traced = run(process.execPath, [tsc, '-p', 'tsconfig.nodenext.json', '--traceResolution'], dir);
    for (const file of ['attention-core.d.mts', 'attention-core.d.ts', 'attention-training.d.mts', 'attention-training.d.ts',
      'attention-playground.d.mts']) {
      assert.match(traced, new RegExp(`successfully resolved to '[^']*/dist/${file.replace(/\./g, '\\.')}'`), file);
    }
  } finally {
    fs.rmSync(outside, { recursive: true, force: true });
  }
});
