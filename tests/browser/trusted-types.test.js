// Trusted Types: under `require-trusted-types-for 'script'` a plain string may
// not become a script's URL. The widget's one script URL (attention-training.js,
// loaded when the training view opens) goes through a policy of its own, so
// the whole widget, the training view included, works on such a page; a page
// that allows only other policy names still gets a working playground and a
// clear message in place of the training view.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

const W = 'attention-playground';

async function openTrainingView(page) {
  await page.locator(`${W} .training-toggle`).click();
}

test('with require-trusted-types-for \'script\' the playground and its training view work', async () => {
  const browser = await H.start({ csp: "require-trusted-types-for 'script'" });
  try {
    const page = await browser.newPage();
    const violations = [];
    page.on('console', (m) => { if (/Trusted Type|TrustedScriptURL/i.test(m.text())) violations.push(m.text()); });
    await H.open(page, browser.url + 'explore.html');
    assert.equal(await page.evaluate(() => typeof window.trustedTypes), 'object', 'this Chromium enforces Trusted Types');
    await openTrainingView(page);
    await page.locator(`${W} table.tr-heatmap`).waitFor();
    assert.ok(page.requests.some((u) => u.endsWith('/attention-training.js')), 'the training module was loaded by script tag');
    assert.deepEqual(violations, []);
    assert.deepEqual(page.errors, []);
    await page.close();
  } finally {
    await browser.close();
  }
});

test('when the page allows only its own policy names, the playground still works and the training view says why it cannot load', async () => {
  const browser = await H.start({ csp: "require-trusted-types-for 'script'; trusted-types site-policy" });
  try {
    const page = await browser.newPage();
    await H.open(page, browser.url + 'explore.html');
    assert.ok((await H.readTable(page, 'refers')).length > 0, 'the tables are drawn');
    await openTrainingView(page);
    await page.locator(`${W} .training .error, ${W} .training [role="alert"]`).first().waitFor({ timeout: 10000 });
    assert.match(await page.locator(`${W} .training`).textContent(),
      /the training module could not be loaded: this page requires Trusted Types .* does not allow the policy "attention-playground"/);
    await page.close();
  } finally {
    await browser.close();
  }
});
