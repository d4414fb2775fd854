// The packed tarball (npm pack) as type checkers and linters see it, offline:
// - @arethetypeswrong/cli finds no problem in the six code entries (., ./training, ./element, ./all, ./vue, ./xapi) under every
//   resolution TypeScript has (node10, node16 from CommonJS and from ESM,
//   bundler), and none in ./class under the esm-only profile (an ES module
//   only: CommonJS reaches it with import(), which attw counts as from ESM);
// - publint has nothing to say, not even a suggestion.
// ./embed.html, ./reserve.css and ./custom-elements.json are files a page or a
// tool reads, not modules: attw is not asked about them.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const root = path.join(__dirname, '..', '..');
const attw = path.join(root, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js');
const publint = path.join(root, 'node_modules', 'publint', 'src', 'cli.js');
let dir;
let tarball;

// A tool's output; a non-zero exit fails the test with what it printed.
function run(tool, args) {
  try {
    return execFileSync(process.execPath, [tool, ...args], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'],
      env: Object.assign({}, process.env, { NO_COLOR: '1', FORCE_COLOR: '0' }) });
  } catch (error) {
    assert.fail(`${path.basename(path.dirname(path.dirname(tool)))} ${args.join(' ')} exited ${error.status}:\n${error.stdout}${error.stderr}`);
  }
}

// A row of attw's table: its name (an entry, quoted, or a resolution) and its cells.
function row(output, entry, quote = '"') {
  const line = output.split('\n').find((l) => l.startsWith(`│ ${quote}${entry}${quote} `));
  assert.ok(line, `attw lists ${entry}`);
  return line.split('│').map((x) => x.trim()).filter((x) => x !== '').slice(1);
}

test.before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-lint-'));
  const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop();
  tarball = path.join(dir, name);
});
test.after(() => fs.rmSync(dir, { recursive: true, force: true }));

const ATTW = ['--no-definitely-typed', '--no-emoji', '--no-color'];

test('attw: the core, ./training, ./element, ./all, ./vue and ./xapi resolve their types under node10, node16 (CJS and ESM) and bundler', () => {
  const output = run(attw, [tarball, ...ATTW, '--format', 'table-flipped', '--profile', 'strict', '--entrypoints', '.', './training', './element', './all', './vue', './xapi']);
  assert.match(output, /^ No problems found$/m);
  assert.deepEqual(row(output, 'attention-playground'), ['OK', 'OK (CJS)', 'OK (ESM)', 'OK']);
  assert.deepEqual(row(output, 'attention-playground/training'), ['OK', 'OK (CJS)', 'OK (ESM)', 'OK']);
  assert.deepEqual(row(output, 'attention-playground/element'), ['OK', 'OK (CJS)', 'OK (ESM)', 'OK']);
  assert.deepEqual(row(output, 'attention-playground/all'), ['OK', 'OK (CJS)', 'OK (CJS)', 'OK']); // a classic script
  assert.deepEqual(row(output, 'attention-playground/vue'), ['OK', 'OK (CJS)', 'OK (CJS)', 'OK']); // types only
  assert.deepEqual(row(output, 'attention-playground/xapi'), ['OK', 'OK (CJS)', 'OK (ESM)', 'OK']);
});

test('attw: ./class, an ES module only, resolves its types from ESM and in bundlers (profile esm-only)', () => {
  const output = run(attw, [tarball, ...ATTW, '--format', 'table', '--profile', 'esm-only', '--entrypoints', './class']);
  assert.match(output, /^ \(ignoring resolutions: 'node10', 'node16-cjs'\)$/m);
  assert.deepEqual(row(output, 'node16 (from ESM)', ''), ['OK (ESM)']);
  assert.deepEqual(row(output, 'bundler', ''), ['OK']);
});

test('publint: all good, with no suggestion', () => {
  const output = run(publint, [tarball, '--strict']);
  assert.match(output, /^All good!$/m);
  assert.doesNotMatch(output, /Suggestions|Warnings|Errors/);
});
