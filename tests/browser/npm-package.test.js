// The npm package as a course author gets it: `npm pack`, install the tarball
// into a scratch project (offline: the package has no dependencies), then use
// the core and the training module from Node (require and import) and the
// element in a browser page that loads it from node_modules (and the training
// module from there when the training view opens).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { root, start } = require('./helpers');

const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let project;
test.before(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-npm-'));
  const tarball = npm(['pack', '--silent', '--pack-destination', project], root).trim().split('\n').pop();
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'course', version: '1.0.0', private: true }));
  npm(['install', '--offline', '--no-audit', '--no-fund', path.join(project, tarball)], project);
});
test.after(() => fs.rmSync(project, { recursive: true, force: true }));

test('the installed package gives the core to require() and to import', () => {
  const script = "const create = require('attention-playground');" +
    "import('attention-playground').then(async (m) => {" +
    "  const a = await create(); const b = await m.default();" +
    "  console.log(JSON.stringify([a.tokenize('the sky'), b.softmax([3, 0, 0, 0]).weights[0]]));" +
    '});';
  const out = execFileSync(process.execPath, ['-e', script], { cwd: project, encoding: 'utf8' });
  const [tokens, weight] = JSON.parse(out);
  assert.deepEqual(tokens, ['the', 'sky']);
  assert.ok(Math.abs(weight - 0.870049) < 1e-6);
});

test('the installed package gives the training module to require() and to import (./training)', () => {
  const script = "const create = require('attention-playground/training');" +
    "import('attention-playground/training').then(async (m) => {" +
    "  const a = await create(); const b = await m.default();" +
    "  const state = a.start({ task: 'pronoun', seed: 1 });" +
    "  console.log(JSON.stringify([b.tasks().map((t) => t.id), a.steps(state, 3, 4).losses.length," +
    "    b.project({ embeddings: [[1, 2]], weights: [[1], [1]] })]));" +
    '});';
  const out = execFileSync(process.execPath, ['-e', script], { cwd: project, encoding: 'utf8' });
  const [ids, losses, projected] = JSON.parse(out);
  assert.deepEqual(ids, ['pronoun', 'copy-previous', 'match-query']);
  assert.equal(losses, 3);
  assert.deepEqual(projected, [[3]]);
});

test('the installed package holds only the built files, with their types', () => {
  const installed = path.join(project, 'node_modules', 'attention-playground');
  const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
  assert.equal(manifest.exports['./element'].types, './dist/attention-playground.d.ts');
  assert.equal(manifest.exports['./training'].types, './dist/attention-training.d.ts');
  for (const file of ['attention-core.d.ts', 'attention-training.js', 'attention-training.mjs', 'attention-training.d.ts',
    'attention-playground.js', 'attention-playground.d.ts', 'embed.html']) {
    assert.ok(fs.existsSync(path.join(installed, 'dist', file)), file);
  }
  assert.ok(!fs.existsSync(path.join(installed, 'cpp')), 'no sources');
});

test('a page that loads the element from node_modules draws the widget and trains', async () => {
  fs.writeFileSync(path.join(project, 'lesson.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<link rel="icon" href="data:,"><title>lesson</title></head><body>' +
    '<attention-playground scenario="bank"></attention-playground>' +
    '<script src="node_modules/attention-playground/dist/attention-playground.js"></script></body></html>');
  const server = await start({ folder: project });
  try {
    const page = await server.newPage();
    await page.goto(server.url + 'lesson.html');
    const meters = page.locator('attention-playground table.match').first().locator('[role="meter"]');
    await meters.first().waitFor();
    const values = await meters.evaluateAll((all) => all.map((m) => Number(m.getAttribute('aria-valuenow'))));
    assert.ok(Math.abs(values.reduce((a, b) => a + b, 0) - 100) < 0.5);
    await page.locator('attention-playground .training-toggle').click();
    await page.locator('attention-playground table.tr-heatmap').waitFor();
    assert.ok(page.requests.includes(server.url + 'node_modules/attention-playground/dist/attention-training.js'));
    assert.deepEqual(page.errors, []);
  } finally {
    await server.close();
  }
});
