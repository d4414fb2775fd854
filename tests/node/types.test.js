// The hand-written dist/attention-core.d.ts, attention-training.d.ts and attention-playground.d.ts
// must describe the API correctly:
// a small TypeScript program using every function compiles under --strict.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const path = require('node:path');

test('the .d.ts files type strict TypeScript programs that use the core, the training module and the element', () => {
  const root = path.join(__dirname, '..', '..');
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const output = execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tests', 'types', 'tsconfig.json')],
    { encoding: 'utf8' });
  assert.equal(output.trim(), '');
});
