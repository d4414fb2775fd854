// Views keep their nodes: a render changes text and attributes in place and
// makes elements only for things that appear. Measured with a MutationObserver
// on the shadow tree: one magnitude step in the `heads` example (three heads
// side by side, every table and blend) may create at most 5 % of the tree's
// elements anew, and the keyboard focus stays on the element that had it.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

const W = 'attention-playground';
let browser;
before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

// Runs `change` in the page and counts the elements the widget made for it.
async function churn(page, change) {
  await page.evaluate(() => {
    const root = document.querySelector('attention-playground').shadowRoot;
    window.__before = new WeakSet(root.querySelectorAll('*'));
    window.__total = root.querySelectorAll('*').length;
    window.__created = 0;
    window.__observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.nodeType !== 1) continue;
          for (const element of [node, ...node.querySelectorAll('*')]) if (!window.__before.has(element)) window.__created++;
        }
      }
    });
    window.__observer.observe(root, { childList: true, subtree: true });
  });
  await change();
  await H.settle(page);
  return page.evaluate(() => {
    window.__observer.disconnect();
    return { created: window.__created, total: window.__total };
  });
}

test('one magnitude step in the heads example re-creates at most 5 % of the shadow tree, and focus stays put', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html#scenario=heads');
  await page.locator(`${W} #magnitude`).focus();
  const result = await churn(page, () => page.locator(`${W} #magnitude`).press('ArrowLeft'));
  console.log(`# one magnitude step: ${result.created} of ${result.total} elements created (${(100 * result.created / result.total).toFixed(1)} %)`);
  assert.ok(result.total > 400, `a big tree: ${result.total} elements`);
  assert.ok(result.created <= 0.05 * result.total, `${result.created} of ${result.total} elements were created`);
  assert.equal(await page.evaluate(() => document.querySelector('attention-playground').shadowRoot.activeElement.id), 'magnitude');
  assert.equal(await page.locator(`${W} #magnitude + .dial-value`).textContent(), '× 8.9');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('clicking another word keeps the tables and moves the focus within them', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html#scenario=heads');
  const result = await churn(page, () => page.locator(`${W} .tokens button.token`).nth(5).click());
  console.log(`# another focus word: ${result.created} of ${result.total} elements created`);
  assert.ok(result.created <= 0.05 * result.total, `${result.created} of ${result.total} elements were created`);
  assert.deepEqual((await H.readTokens(page)).filter((t) => t.pressed).map((t) => t.text), ['Paris']);
  await page.close();
});
