// docs/scenario-format.md says which controls each step shows ("Which controls
// each step shows"): each step, opened with its own example, shows exactly the
// controls its row names, as the learner sees them.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers.js');

const W = 'attention-playground';
// Each control name of the format (controls.hide) and what the learner sees of it.
const SHOWN = { scenario: '[data-key="scenario"]', sentence: '[data-key="own-sentence"]', magnitude: '#magnitude',
  sink: '[data-key="sink-on"]', causal: '[data-key="causal"]', heads: '[data-key^="heads-mode"]',
  heatmap: '[data-key="heatmap-grid"], [data-key="heatmap-canvas"]', order: '[data-key="shuffle"], [data-key="swap"]',
  numbers: '[data-key="numbers"]', edit: '[data-key="edit-toggle"], [data-key^="edit-query"]',
  share: '[data-key="copy-link"], [data-key="share-link"]', export: '[data-key="save-png"]' };

// The table's rows: { step: [control names] } (the names in backquotes of its second column, before any "(and").
function table() {
  const text = fs.readFileSync(path.join(H.root, 'docs', 'scenario-format.md'), 'utf8');
  const from = text.indexOf('### Which controls each step shows');
  const part = text.slice(from, text.indexOf('\n## ', from));
  const rows = {};
  for (const line of part.split('\n').filter((l) => /^\| `[a-z]+` \|/.test(l))) {
    const cells = line.split('|').map((c) => c.trim());
    rows[cells[1].replace(/`/g, '')] = (cells[2].split('(and')[0].match(/`[a-z]+`/g) || []).map((c) => c.replace(/`/g, ''));
  }
  return rows;
}

let browser;
before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

test('each step shows exactly the controls the format’s table names', async () => {
  const rows = table();
  assert.deepEqual(Object.keys(rows), ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order', 'all']);
  for (const [step, names] of Object.entries(rows)) {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.route(browser.url + 'controls.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>controls</title></head>` +
      `<body><${W} step="${step}"></${W}><script src="attention-playground.js"></script></body></html>` }));
    await page.goto(browser.url + 'controls.html');
    await page.evaluate(() => document.querySelector('attention-playground').ready);
    await H.settle(page);
    const shown = await page.locator(W).evaluate((e, all) => Object.keys(all)
      .filter((name) => Array.from(e.shadowRoot.querySelectorAll(all[name])).some((n) => n.checkVisibility())), SHOWN);
    assert.deepEqual(shown.sort(), names.slice().sort(), step);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
