// Two things learners met that were wrong: in the heads step the green
// "itself" bars stayed on the word shown before; in the sink step "here"
// seemed to answer what "left" looks for, yet scored 0 with no reason given.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

const W = 'attention-playground';
let browser;
before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

// The words whose bars are drawn as the focus's own ("itself"), per head column.
async function selfBars(page) {
  return page.locator(`${W} .compare tbody tr`).evaluateAll((rows) => rows
    .filter((tr) => tr.querySelector('.meter-self'))
    .map((tr) => [tr.querySelector('th').textContent, tr.querySelectorAll('.meter-self').length]));
}

test('in the heads step the “itself” bars follow the word shown, in every head’s column', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await page.goto(browser.url + 'index.html#step=heads');
  await page.locator(`${W} table.compare`).waitFor();
  await H.settle(page);
  assert.deepEqual(await selfBars(page), [['ran', 3]]);
  await page.locator(`${W} .tokens button.token`).nth(0).click(); // "Maria"
  await H.settle(page);
  assert.deepEqual(await selfBars(page), [['Maria', 3]], 'none left on “ran”');
  await page.locator(`${W} .tokens button.token`).nth(5).click(); // "Paris"
  await H.settle(page);
  assert.deepEqual(await selfBars(page), [['Paris', 3]]);
  await page.close();
});

test('in the sink step “here” says it is where they sang, not where they went, which is what “left” looks for', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await H.openFresh(page, browser.url + 'index.html#step=sink');
  const rows = await H.readTable(page, 'where');
  const here = rows.find((r) => r.token === 'here');
  assert.equal(here.advertises, 'the place where they sang (not where they went)');
  assert.equal(here.score, 0, 'a place of singing is no destination: 0');
  assert.match(await page.locator(`${W} .focus-card`).textContent(), /where they went \(a destination\)/);
  await page.close();
});

// Issue 39: the treaty passage's own scroll box followed the word clicked (“treaty”, at the passage's very
// end) and left the word to find, its name 280 words before, out of view.
test('the needs step on the treaty passage: clicking “treaty” at its end keeps the word it needs, “Westphalia”, in view in the passage’s box', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await H.openCoursePage(browser, page, 'step="needs" scenario="treaty"', { width: 760 });
  await page.locator(`${W} .tokens button.token`).filter({ hasText: /^treaty$/ }).last().click();
  await H.settle(page);
  const seen = await page.locator(W).evaluate((e) => {
    const root = e.shadowRoot;
    const box = root.querySelector('.tokens').getBoundingClientRect();
    return Array.from(root.querySelectorAll('.tokens button.token.is-needed')).map((b) => {
      const r = b.getBoundingClientRect();
      return [b.textContent, r.top >= box.top && r.bottom <= box.bottom];
    });
  });
  assert.deepEqual(seen, [['Westphalia', true]], 'the word it needs, highlighted and in view');
  assert.deepEqual(page.errors, []);
  await page.close();
});
