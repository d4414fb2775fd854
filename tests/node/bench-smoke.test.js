// ./build.sh bench must run end to end on a fresh clone: its training section
// (bench/training.js, section 8) once over, briefly (--smoke: one round, a few
// steps and key presses, no gate), checked for its tables and its goals' lines.
// Nothing is timed here: the figures are the benchmark's, MET or NOT MET there.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const root = path.join(__dirname, '..', '..');

test('the benchmark\'s training section runs once over (--smoke) and prints its tables and goals', () => {
  const output = execFileSync(process.execPath, ['--expose-gc', path.join(root, 'bench', 'bench.js'), '--only=8', '--smoke'], {
    cwd: root, encoding: 'utf8', timeout: 600000,
    // The test build's native trainer (build/native); ./build.sh bench builds its own, -O3 (build/bench).
    env: { ...process.env, LIVE_RUN: path.join(root, 'build', 'native', 'live_run') },
  });
  assert.match(output, /== 8\. the learned step's training in the browser/);
  assert.match(output, /on Train: dist\/attention-training\.js +\d+ +\d+/);
  assert.match(output, /(MET|NOT MET) +what Train adds ≤ 40 KB gzip: \d+\.\d KB/);
  assert.match(output, /(MET|NOT MET) +wasm ≥ 0\.66 × native words per second: \d+\.\d\d ×/);
  assert.match(output, /smoke: 30 steps, no gate/);
  assert.match(output, /training in a Web Worker \[worker: true\] +5 /);
  assert.match(output, /training on the page's thread \(a page whose CSP refuses workers\) \[worker: false\] +5 /);
  assert.match(output, /(MET|NOT MET) +while training in a worker, a key is drawn within 50 ms/);
});
