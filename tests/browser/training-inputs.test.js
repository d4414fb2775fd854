// The training view's number boxes take what the layer can use (a number from
// −10 to 10) and say why they refuse the rest; a refused number changes
// nothing, so Step, Train and Reset always work.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

const W = 'attention-playground';
let browser;
test.before(async () => { browser = await H.start(); });
test.after(async () => { await browser.close(); });

const step = (page) => page.locator(W).evaluate((e) => Number(e.shadowRoot.querySelector('.tr-steps').dataset.step));

test('1e308 in a dozen weight cells is refused with a reason; Step trains on, and one Reset goes back to step 0', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  await page.locator(`${W} .training-toggle`).click();
  await page.locator(`${W} table.tr-heatmap`).waitFor();
  await page.locator(`${W} [data-key="pv-numbers-toggle"]`).click();
  await page.locator(`${W} table.pv-table`).waitFor();
  const cells = page.locator(`${W} input.pv-input[data-key^="pv-wQuery-"], ${W} input.pv-input[data-key^="pv-wKey-"]`);
  assert.ok(await cells.count() >= 12);
  for (let i = 0; i < 12; i++) await cells.nth(i).fill('1e308');
  await H.settle(page);
  assert.equal(await cells.nth(0).getAttribute('aria-invalid'), 'true');
  assert.match(await page.locator(`${W} .pv-refused`).textContent(), /1e308 is not used: the numbers here go from −10 to 10/);
  await page.locator(`${W} button.tr-step`).click();
  await page.waitForFunction(() => Number(document.querySelector('attention-playground').shadowRoot.querySelector('.tr-steps').dataset.step) === 1);
  await page.locator(`${W} button.tr-step`).click();
  await page.waitForFunction(() => Number(document.querySelector('attention-playground').shadowRoot.querySelector('.tr-steps').dataset.step) === 2);
  await page.locator(`${W} button.tr-reset`).click();
  await page.waitForFunction(() => Number(document.querySelector('attention-playground').shadowRoot.querySelector('.tr-steps').dataset.step) === 0);
  assert.equal(await step(page), 0, 'one Reset');
  // A number it can use is taken, and the refusal goes away.
  await cells.nth(0).fill('2.5');
  await H.settle(page);
  assert.equal(await cells.nth(0).getAttribute('aria-invalid'), null);
  assert.equal(await page.locator(`${W} .pv-refused`).isVisible(), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});
