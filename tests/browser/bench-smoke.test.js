// `./build.sh bench` runs end to end on a fresh clone: every section of the
// benchmark (bench/README.md), once through with one round of everything
// (bench/run.sh --smoke; its figures mean nothing and no goal is held here: a
// timing belongs to the benchmark, not to a test). It once stopped at section 5
// ("No loader is configured for ".apm" files"), so sections 5-7 never printed.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8];

test('every section of the benchmark runs once through and prints its goals (bench/run.sh --smoke)', () => {
  const run = spawnSync('bash', ['bench/run.sh', '--smoke'], { cwd: root, encoding: 'utf8', timeout: 10 * 60 * 1000 });
  const output = `${run.stdout}\n${run.stderr}`;
  assert.equal(run.status, 0, `bench/run.sh --smoke stopped (status ${run.status}):\n${output.slice(-3000)}`);
  // Each section's heading, then at least one goal (MET or NOT MET) before the next heading.
  const parts = output.split(/^== (?=\d\. )/m).slice(1);
  assert.deepEqual(parts.map((p) => Number(p[0])), SECTIONS, `the sections printed:\n${output.slice(-3000)}`);
  for (const part of parts) {
    assert.match(part, /^ {2}(MET {4}|NOT MET) {2}\S/m, `section ${part[0]} printed no goal:\n${part}`);
    assert.doesNotMatch(part, /skipped/, `section ${part[0]} was skipped:\n${part}`);
  }
  assert.doesNotMatch(output, /page errors:/, 'no page of the browser sections threw');
  // Section 8, the learned step's training: its payload, its speed, a few steps of one seed, a key drawn while training.
  assert.match(output, /on Train in English: dist\/attention-training-en\.js +\d+ +\d+/);
  assert.match(output, /smoke: 30 steps, no gate/);
  assert.match(output, /training in a Web Worker \[worker: true\] +5 /);
  assert.match(output, /training on the page's thread \(a page whose CSP refuses workers\) \[worker: false\] +5 /);
});
