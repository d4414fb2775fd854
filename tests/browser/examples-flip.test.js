// Several examples per step (issue 23): the needs step lets the learner flip
// through the chapter's five words that need others (bank, it, opened, sky,
// treaty), an author lists their own with scenarios=, each example keeps its
// task, the flip is said result first, focus stays on the button, and the
// lesson link carries the example shown.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');
const Lr = require('./listener.js');

let browser;
const W = 'attention-playground';
before(async () => { browser = await H.start({ touch: true }); });
after(async () => { await browser.close(); });

async function open(page, body, hash = '') {
  await page.route(`${browser.url}flip.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>flip</title></head><body>${body}` +
      '<script src="attention-playground.js"></script></body></html>' }));
  await page.goto(`${browser.url}flip.html${hash}`);
  await page.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground')).map((e) => e.ready)));
  await H.settle(page);
}

const line = (page) => page.locator(W).evaluate((e) => e.shadowRoot.querySelector('.example-name').textContent);
const shown = (page) => page.locator(W).evaluate((e) => e.stateDetail.scenario);

test('the needs step flips through the chapter’s five words with the keyboard and by touch, said once, result first', async () => {
  const page = await browser.newPage();
  await open(page, `<${W} step="needs"></${W}>`);
  assert.equal(await line(page), 'Example 2 of 5: What does “it” stand for?');
  await Lr.listen(page);
  await page.locator(`${W} [data-key="next"]`).focus();
  await page.keyboard.press('Enter');
  await H.settle(page);
  assert.equal(await shown(page), 'opened');
  assert.equal(await line(page), 'Example 3 of 5: Who opened it?');
  assert.equal(await page.locator(W).evaluate((e) => e.shadowRoot.activeElement && e.shadowRoot.activeElement.dataset.key), 'next',
    'focus stays on Next');
  await page.waitForTimeout(1000); // the region speaks once the changes settle (announcer.js)
  const heard = await Lr.heard(page, { clear: true });
  assert.equal(heard.length, 1, JSON.stringify(heard));
  // (A touch screen's words: “Tap”, a key's .touch entry, i18n.js.)
  assert.equal(heard[0].text, 'Example 3 of 5: Who opened it? Try this: Tap another word: what does it need?');
  // The step's task is still checked on the new example; the step still opens on a word that needs nothing.
  assert.equal(await page.locator(W).evaluate((e) => e.shadowRoot.querySelector('.try-this').hidden), false);
  // Round: Next at the last goes to the first, Previous at the first to the last (no button is ever disabled under focus).
  for (let i = 0; i < 2; i += 1) await page.keyboard.press('Enter');
  await H.settle(page);
  assert.equal(await shown(page), 'treaty');
  await page.keyboard.press('Enter');
  await H.settle(page);
  assert.equal(await line(page), 'Example 1 of 5: River or money?');
  await page.locator(`${W} [data-key="previous"]`).tap();
  await H.settle(page);
  assert.equal(await shown(page), 'treaty');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the lesson link carries the example shown, and opens on it again', async () => {
  const page = await browser.newPage();
  await open(page, `<${W} step="needs" hash></${W}>`);
  await page.locator(`${W} [data-key="previous"]`).click();
  await H.settle(page);
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, /(^#|&)scenario=bank(&|$)/);
  const again = await browser.newPage();
  await open(again, `<${W} step="needs" hash></${W}>`, hash);
  assert.equal(await shown(again), 'bank');
  assert.equal(await line(again), 'Example 1 of 5: River or money?');
  assert.deepEqual(page.errors.concat(again.errors), []);
  await page.close();
  await again.close();
});

test('an author’s own list at any step, less what the step cannot set a task with: scenarios="it,blend,bank" at the values step flips “it” and “bank” (“blend” opens half and half already); a wrong id is a note', async () => {
  const page = await browser.newPage();
  await open(page, `<${W} step="values" scenarios="it,blend,bank" id="own"></${W}>` +
    `<${W} step="values" scenarios="it,blnd" id="bad"></${W}>` + `<${W} step="values" scenario="it" id="one"></${W}>`);
  const own = page.locator(`${W}#own`);
  assert.equal(await own.evaluate((e) => e.shadowRoot.querySelector('.example-name').textContent), 'Example 1 of 2: What does “it” stand for?');
  await page.locator(`${W}#own [data-key="next"]`).click();
  await H.settle(page);
  assert.equal(await own.evaluate((e) => e.stateDetail.scenario), 'bank');
  assert.equal(await own.evaluate((e) => e.shadowRoot.querySelector('.example-name').textContent), 'Example 2 of 2: River or money?');
  assert.deepEqual(await own.evaluate((e) => e.stateDetail.scenarios), ['it', 'blend', 'bank'], 'the author’s list stays as written');
  assert.equal(await page.locator(`${W}#one`).evaluate((e) => e.shadowRoot.querySelector('.example-flip, [data-key="next"]').closest('span').hidden), true,
    'one example: nothing to flip');
  assert.deepEqual(await page.locator(`${W}#bad`).evaluate((e) => Array.from(e.shadowRoot.querySelectorAll('.notes li'), (li) => li.textContent)),
    ['Ignored scenarios="it,blnd": there is no example called “blnd” (did you mean “blend”?)']);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('an inline example in the author’s list stays in it: Next three times goes mine → it → sky → mine', async () => {
  const page = await browser.newPage();
  const mine = JSON.stringify(Object.assign({}, require('../fixtures/toy-scenario.json'), { id: 'mine' })).replace(/</g, '\\u003c');
  await open(page, `<${W} scenarios="mine,it,sky"><script type="application/json">${mine}</script></${W}>`);
  const seen = [await shown(page)];
  for (let i = 0; i < 3; i += 1) {
    await page.locator(`${W} [data-key="next"]`).click();
    await H.settle(page);
    seen.push(await shown(page));
  }
  assert.deepEqual(seen, ['mine', 'it', 'sky', 'mine']);
  assert.ok((await line(page)).endsWith('Example 1 of 3: Toy: what does “it” stand for?'), await line(page));
  assert.deepEqual(await page.locator(W).evaluate((e) => e.stateDetail.scenarios), ['mine', 'it', 'sky']);
  assert.deepEqual(page.errors, []);
  await page.close();
});
