// The training view's edits are part of the widget's state: a number typed
// into W_Q, W_K, W_V or the embedding fires `change`, goes into the link
// (training=task:seed:steps followed by the edited cells), and the link
// reopens the very same numbers: the steps are trained again, and each edit
// is put back at the step it was made at.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

const W = 'attention-playground';
let browser;
before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

async function openLink(page, address) {
  await H.openFresh(page, address);
  await page.locator(`${W} table.tr-heatmap`).waitFor();
  await H.settle(page);
}

async function showNumbers(page) {
  await page.locator(`${W} [data-key="pv-numbers-toggle"]`).click();
  await page.locator(`${W} table.pv-table`).waitFor();
}

// "it" → "bird" in the playground's first head (the layer's head 1).
async function bird(page) {
  return (await H.readTable(page, 'head1')).find((r) => r.token === 'bird').percentText;
}

// Every number of the training view's grids, as the learner reads them.
async function grids(page) {
  return page.locator(`${W} .pv-table input`).evaluateAll((inputs) => inputs.map((i) => i.value).join(','));
}

const steps = (page) => page.locator(W).evaluate((e) => Number(e.shadowRoot.querySelector('.tr-steps').dataset.step));

test('typing 5 into W_Q and W_K fires change, goes into the link, and the link reopens the same 9.1 %', async () => {
  const page = await browser.newPage();
  await openLink(page, browser.url + 'explore.html#scenario=learned&training=pronoun:1:150');
  assert.equal(await bird(page), '96.6%');
  await page.locator(W).evaluate((e) => {
    window.changes = [];
    e.addEventListener('change', (event) => window.changes.push(event.detail.training));
  });
  await showNumbers(page);
  const cells = page.locator(`${W} input.pv-input[data-key^="pv-wQuery-"], ${W} input.pv-input[data-key^="pv-wKey-"]`);
  const count = await cells.count();
  assert.equal(count, 2 * 29 * 3, 'W_Q and W_K of the shown head: 29 features, 3 columns each');
  // Typed one after the other, as a learner would (each box's input event), in one go.
  await cells.evaluateAll((inputs) => inputs.forEach((input) => {
    input.value = '5';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }));
  await H.settle(page);
  // Every query and key is now the same: each of the 11 words "it" sees gets a share of 1/11.
  assert.equal(await bird(page), '9.1%');
  const changes = await page.evaluate(() => window.changes);
  assert.ok(changes.length >= 1, 'editing a cell fires change');
  const training = changes[changes.length - 1];
  const cellsWritten = training.split(';').slice(1);
  assert.equal(training.split(';')[0], 'pronoun:1:150');
  assert.equal(cellsWritten.length, count);
  assert.equal(cellsWritten[0], 'q0.0.0:5');
  assert.equal(cellsWritten[cellsWritten.length - 1], 'k0.28.2:5');
  const link = await page.locator(W).evaluate((e) => e.link);
  assert.equal(link, `${browser.url}explore.html#scenario=learned&step=all&training=${training}`);
  assert.equal(await page.evaluate(() => location.hash), `#scenario=learned&step=all&training=${training}`);
  const edited = await grids(page);

  await openLink(page, link);
  assert.equal(await bird(page), '9.1%', 'the link reopens the edited layer');
  assert.equal(await steps(page), 150);
  await showNumbers(page);
  assert.equal(await grids(page), edited, 'the very same numbers in every grid');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('an edit, then more training, then an embedding edit: the link puts each back where it was made', async () => {
  const page = await browser.newPage();
  await openLink(page, browser.url + 'explore.html#scenario=learned&training=pronoun:1:40');
  await showNumbers(page);
  await page.locator(`${W} [data-key="pv-wKey-3-1"]`).fill('-2.5');
  await H.settle(page);
  for (let i = 0; i < 5; i++) await page.locator(`${W} button.tr-step`).click();
  await page.waitForFunction(() => Number(document.querySelector('attention-playground').shadowRoot.querySelector('.tr-steps').dataset.step) === 45);
  await page.locator(`${W} [data-key="pv-e-15"]`).fill('0.5');
  await H.settle(page);
  const training = await page.locator(W).evaluate((e) => e.stateDetail.training);
  assert.equal(training, 'pronoun:1:45;k0.3.1:-2.5@40;e10.15:0.5');
  const before = { grids: await grids(page), table: await H.readTable(page, 'head1') };

  await openLink(page, await page.locator(W).evaluate((e) => e.link));
  assert.equal(await steps(page), 45);
  await showNumbers(page);
  assert.equal(await grids(page), before.grids);
  assert.deepEqual(await H.readTable(page, 'head1'), before.table);
  // Reset forgets the weights' edits (the embedding's stay until its own reset), and so does the link.
  await page.locator(`${W} button.tr-reset`).click();
  await H.settle(page);
  assert.equal(await page.locator(W).evaluate((e) => e.stateDetail.training), 'pronoun:1:0;e10.15:0.5');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a link keeps 1,000 changed numbers: the next one typed is refused with the reason, and the layer keeps its number', async () => {
  const page = await browser.newPage();
  await openLink(page, browser.url + 'explore.html#training=pronoun:1:0');
  await showNumbers(page);
  const cells = page.locator(`${W} input.pv-input[data-key^="pv-w"]`);
  assert.equal(await cells.count(), 3 * 29 * 3, 'W_Q, W_K and W_V of the shown head');
  // Every weight of the head, then again after a step each time: 261 changed numbers a round.
  for (let round = 1; round <= 4; round++) {
    await cells.evaluateAll((inputs, value) => inputs.forEach((input) => {
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }), String(round));
    await H.settle(page);
    if (round < 4) {
      await page.locator(`${W} button.tr-step`).click();
      await page.waitForFunction((n) => Number(document.querySelector('attention-playground').shadowRoot.querySelector('.tr-steps').dataset.step) === n, round);
    }
  }
  const training = await page.locator(W).evaluate((e) => e.stateDetail.training);
  assert.equal(training.split(';').length - 1, 1000);
  const refused = page.locator(`${W} input.pv-input[aria-invalid="true"]`);
  assert.equal(await refused.count(), 4 * 261 - 1000, 'the 44 numbers past the 1,000th are refused');
  assert.equal(await page.locator(`${W} .pv-refused`).textContent(),
    '4 is not used: a lesson link keeps at most 1,000 changed numbers. Reset or Undo embedding edits makes room.');
  await openLink(page, await page.locator(W).evaluate((e) => e.link));
  assert.equal(await page.locator(W).evaluate((e) => e.stateDetail.training), training, 'the full link reopens');
  assert.deepEqual(page.errors, []);
  await page.close();
});
