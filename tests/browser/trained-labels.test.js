// What a learner hears of the learned step's card (here with the committed
// model, one click on Skip): each share is said with the word whose attention
// it is, and after another word is chosen, with that word (the rows kept from
// the first drawing once kept saying “share of the attention of “it”” after
// “cat” was chosen: issue 39).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

const W = 'attention-playground';
let browser;
before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

// The words said for each share of the card's table: the label of its bar, as a reader hears it.
const said = (page) => page.locator(`${W} .learned-table tbody .meter-said .visually-hidden`).allTextContents();

test('the learned step: after another word is chosen, every share is said as a share of that word’s attention', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await H.openCoursePage(browser, page, 'step="learned"', { width: 760 });
  await page.locator(`${W} section.learned [data-key="train-skip"]`).click();
  await page.locator(`${W} .learned-table tbody tr`).first().waitFor();
  await H.settle(page);
  const first = await said(page);
  assert.ok(first.length > 2 && first.every((x) => /of the attention of “it”: /.test(x)), first.join('\n'));
  for (const word of ['dog', 'mat']) {
    await page.locator(`${W} .learned-words .token`).filter({ hasText: new RegExp(`^${word}$`) }).click();
    await H.settle(page);
    const now = await said(page);
    assert.ok(now.every((x) => x.includes(`of the attention of “${word}”: `)), `after “${word}”:\n${now.join('\n')}`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});
