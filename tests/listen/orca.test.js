// Two steps heard through a real screen reader in the suite: GNOME Orca in
// Chromium reads softmax and heads line by line, hears one slider key press
// and Next (run.js; all steps in both engines: ./build.sh listen). Skipped,
// saying why, while another Orca runs on the machine: Orca allows one per user.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const Orca = require('./orca.js');

const out = path.resolve(__dirname, '../../build/listen/suite');

test('through Orca in Chromium, softmax and heads are heard as a learner must hear them', (t) => {
  const others = Orca.othersRunning();
  if (others.length) {
    t.skip(`another Orca runs on this machine (pid ${others.join(', ')}); it is not disturbed`);
    return;
  }
  fs.rmSync(out, { recursive: true, force: true });
  const run = spawnSync(process.execPath, [path.join(__dirname, 'run.js'), '--engines', 'chromium', '--steps', 'softmax,heads',
    '--out', out], { encoding: 'utf8', timeout: 5 * 60 * 1000 });
  const said = (run.stdout || '') + (run.stderr || '').split('\n').filter((l) => !/dbus-daemon/.test(l)).join('\n');
  assert.ok(fs.existsSync(path.join(out, 'summary.json')), `no summary: ${said}`);
  const walks = JSON.parse(fs.readFileSync(path.join(out, 'summary.json'), 'utf8'));
  assert.deepEqual(walks.map((w) => `${w.engine} ${w.step}`), ['chromium softmax', 'chromium heads']);
  for (const w of walks) {
    // What the learner must hear (hears.js): the name then Try this, every share with its number, no focus
    // mode after load or Next, at most 2 utterances per key press, the new step's name after Next, no number run into a word.
    assert.deepEqual(w.problems, [], `${w.engine} ${w.step}: see ${out}/${w.engine}-${w.step}.txt`);
    assert.ok(w.walk.lines.flat().length >= 30, `${w.step}: the whole step is read (${w.walk.lines.flat().length} utterances)`);
    assert.ok(w.walk.slider && w.walk.slider.length >= 1, `${w.step}: the slider is heard`);
    assert.ok(w.walk.next && w.walk.next.length >= 1, `${w.step}: Next is heard`);
  }
  assert.equal(run.status, 0, said);
  const heard = walks[0].walk.slider.concat(walks[0].walk.next);
  console.log(`# softmax: ${heard.map((u) => `“${u}”`).join(' ')}; ${walks.map((w) => `${w.step} ${w.seconds} s`).join(', ')}`);
});
