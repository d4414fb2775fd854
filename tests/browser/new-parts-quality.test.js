// The quality checks of quality.test.js for the parts added with lesson links,
// typed sentences and export: axe-core clean, keyboard operable, no sideways
// scrolling at 360 px. Saves screenshots of them at 1280 and 360 px.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers.js');
const { assertScreenshot } = require('./png.js');

let browser;
const W = 'attention-playground';
// A link with a typed sentence (one unknown word), one bad value (a note) and the link field open.
const LINK = 'explore.html#sentence=The+blorf+sat+on+the+mat+because+it+was+tired&magnitude=abc';

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

async function everythingNew(page) {
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined }));
  await page.locator(`${W} [data-key="copy-link"]`).click();
  await page.locator(`${W} #own-sentence`).fill('');
  await page.locator(`${W} [data-key="own-sentence-use"]`).click(); // shows the "empty" alert
  await page.locator(`${W} .tokens button.token`, { hasText: 'blorf' }).click();
  await H.settle(page);
}

test('axe-core finds no violation with a typed sentence, a note, an alert and the link field', async () => {
  for (const width of [1280, 360]) {
    const page = await browser.newPage({ width, height: 800 });
    await H.open(page, browser.url + LINK);
    await everythingNew(page);
    assert.equal(await page.locator(`${W} .notes`).isVisible(), true);
    assert.equal(await page.locator(`${W} #own-sentence-error`).textContent(), 'Type a sentence first: the box is empty.');
    assert.equal(await page.locator(`${W} #share-link`).isVisible(), true);
    assert.deepEqual(await H.axeViolations(page), [], `at ${width} px`);
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `no sideways scroll at ${width} px`);
    await page.close();
  }
});

test('the keyboard reaches the new controls in reading order, with a visible focus ring', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + LINK);
  const order = [];
  for (let i = 0; i < 40 && !order.includes('save-svg'); i++) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => {
      const active = document.querySelector('attention-playground').shadowRoot.activeElement;
      return active ? active.dataset.key || active.id || active.tagName : null;
    }));
  }
  const at = (key) => order.indexOf(key);
  assert.ok(at('notes-dismiss') >= 0 && at('notes-dismiss') < at('scenario'), order.join(' '));
  assert.ok(at('scenario') < at('own-sentence') && at('own-sentence') < at('own-sentence-use'), order.join(' '));
  assert.ok(at('own-sentence-use') < at('magnitude') && at('magnitude') < at('copy-link'), order.join(' '));
  assert.ok(at('copy-link') < at('save-png') && at('save-png') < at('save-svg'), order.join(' '));
  const ring = await page.evaluate(() => {
    const active = document.querySelector('attention-playground').shadowRoot.activeElement;
    const style = getComputedStyle(active);
    return [style.outlineStyle, parseFloat(style.outlineWidth)];
  });
  assert.deepEqual(ring, ['solid', 3]);
  // Typing and Enter in the box, by keyboard alone.
  await page.locator(`${W} #own-sentence`).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('The dog barked');
  await page.keyboard.press('Enter');
  await H.settle(page);
  assert.deepEqual((await H.readTokens(page)).map((t) => t.text), ['The', 'dog', 'barked']);
  await page.close();
});

test('screenshots of the new parts at 1280 px and 360 px are saved for a person to look at', async () => {
  const saved = [];
  const sizes = new Map(); // file -> its viewport [width, height]
  for (const [width, height] of [[1280, 900], [360, 740]]) {
    for (const name of [`own-sentence-notes-share-${width}.png`, `lesson-mode-${width}.png`]) fs.rmSync(path.join(H.screenshots, name), { force: true });
    const page = await browser.newPage({ width, height });
    await H.open(page, browser.url + LINK);
    await everythingNew(page);
    saved.push(await H.screenshot(page, `own-sentence-notes-share-${width}.png`));
    sizes.set(saved[saved.length - 1], [width, height]);
    await H.openFresh(page, `${browser.url}explore.html#scenario=heads&heads=who,where&hide=scenario,sentence,edit,order,share`);
    saved.push(await H.screenshot(page, `lesson-mode-${width}.png`));
    sizes.set(saved[saved.length - 1], [width, height]);
    await page.close();
  }
  assert.deepEqual(saved.map((f) => path.basename(f)),
    ['own-sentence-notes-share-1280.png', 'lesson-mode-1280.png', 'own-sentence-notes-share-360.png', 'lesson-mode-360.png']);
  // Each one written now, a PNG of its page's width, as tall as the page at least, and not blank.
  for (const file of saved) assertScreenshot(file, { width: sizes.get(file)[0], minHeight: sizes.get(file)[1] });
  console.log(`screenshots saved in ${H.screenshots}:\n  ${saved.map((f) => path.basename(f)).join('\n  ')}`);
});
