// Trusted Types: under `require-trusted-types-for 'script'` a plain string may
// not become a script's URL. The widget's one script URL (attention-training-en.js,
// loaded when the learner presses Train, and the worker it starts from the same
// file) goes through a policy of its own, so the whole widget, its training
// included, works on such a page; a page that allows only other policy names
// still gets a working playground and a clear message in the training's card.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

const W = 'attention-playground';

async function openTrainingView(page) {
  await page.locator(`${W} [data-key="learned-opener"] summary`).click();
  await page.locator(`${W} section.learned [data-key="train-step"]`).click();
}

test('with require-trusted-types-for \'script\' the playground and its training work, in a worker', async () => {
  const browser = await H.start({ csp: "require-trusted-types-for 'script'" });
  try {
    const page = await browser.newPage();
    const violations = [];
    page.on('console', (m) => { if (/Trusted Type|TrustedScriptURL/i.test(m.text())) violations.push(m.text()); });
    await H.open(page, browser.url + 'explore.html');
    assert.equal(await page.evaluate(() => typeof window.trustedTypes), 'object', 'this Chromium enforces Trusted Types');
    await openTrainingView(page);
    await page.locator(`${W} section.learned[data-step="1"]`).waitFor();
    assert.ok(page.requests.some((u) => u.endsWith('/attention-training-en.js')), 'the training module was loaded by script tag');
    assert.equal(await page.locator(`${W} section.learned`).getAttribute('data-worker'), 'true', 'its worker started from a trusted URL');
    assert.deepEqual(violations, []);
    assert.deepEqual(page.errors, []);
    await page.close();
  } finally {
    await browser.close();
  }
});

test('when the page allows only its own policy names, the playground still works and says the training\'s file was refused', async () => {
  const browser = await H.start({ csp: "require-trusted-types-for 'script'; trusted-types site-policy" });
  try {
    const page = await browser.newPage();
    await H.open(page, browser.url + 'explore.html');
    assert.ok((await H.readTable(page, 'refers')).length > 0, 'the tables are drawn');
    await page.locator(`${W} [data-key="learned-opener"] summary`).click();
    // The card's own part is a file loaded by <script>, as the training module is: refused, and said on screen.
    await page.waitForFunction(() => /attention-playground-training\.js/.test(document.querySelector('attention-playground')
      .shadowRoot.querySelector('.missing').textContent), null, { timeout: 10000 });
    assert.match(await page.locator(`${W} .missing`).textContent(),
      /This page’s Content-Security-Policy refused attention-playground-training\.js, so the model you train at this step cannot be shown/);
    await page.close();
  } finally {
    await browser.close();
  }
});
