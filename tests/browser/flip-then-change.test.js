// After the learner flips to another example (Previous / Next), the flip is
// said once: the drawings that follow are news only when they are a learner's
// change, and then they say what that change did, not the example again.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

let browser;
const W = 'attention-playground';
before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

// Every text the live region is given (a repeat too: it differs by a no-break space, announcer.js).
async function listen(page) {
  await page.locator(W).evaluate((e) => {
    const region = e.shadowRoot.querySelector('[aria-live]');
    window.__said = [];
    new MutationObserver(() => window.__said.push(region.textContent.trim())).observe(region, { childList: true, characterData: true, subtree: true });
  });
}
async function said(page) {
  await H.settle(page);
  await page.waitForTimeout(1000); // the region speaks once the changes settle (announcer.js SETTLE_MS)
  return page.evaluate(() => window.__said.splice(0));
}

test('once a flip to another example is said, a host\'s change says nothing and a word clicked says what it shows', async () => {
  const page = await browser.newPage();
  await page.route(`${browser.url}flip-then-change.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>flip</title></head><body><${W} step="needs"></${W}>` +
      '<script src="attention-playground.js"></script></body></html>' }));
  await page.goto(`${browser.url}flip-then-change.html`);
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
  await listen(page);
  await page.locator(`${W} [data-key="next"]`).click();
  assert.deepEqual(await said(page), ['Example 3 of 5: Who opened it? Try this: Click another word: what does it need?']);

  await page.locator(W).evaluate((e) => { e.setAttribute('magnitude', '2'); });
  assert.deepEqual(await said(page), [], 'a host\'s change is not news');

  await page.locator(`${W} [data-key="token-0"]`).click();
  const clicked = await said(page);
  assert.equal(clicked.length, 1, JSON.stringify(clicked));
  assert.doesNotMatch(clicked[0], /Example 3 of 5/, 'the example is not said again');
  assert.deepEqual(page.errors, []);
  await page.close();
});
