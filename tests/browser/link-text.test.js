// Text that once broke a lesson link: an author's heading or task cut in the
// middle of an emoji (a lone UTF-16 surrogate, which percent-encoding cannot
// write) is made well-formed (U+FFFD in its place), so the link, the `change`
// event, Save and the next load all work; and the longest sentence the widget
// accepts makes a link that loads (docs/limits.md: one table of limits).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

let browser;
before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

const W = 'attention-playground';

test('a heading and a task cut in the middle of an emoji: the link works, change fires, Save works, the link loads', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  const heading = 'Attention in 😀'.slice(0, 14);
  const task = 'Try this 😀'.slice(0, 10);
  assert.equal(heading.charCodeAt(13), 0xD83D, 'the heading ends in a lone high surrogate');
  await page.locator(W).evaluate((e, { heading, task }) => {
    window.changes = [];
    e.addEventListener('change', (event) => window.changes.push(event.detail));
    e.setAttribute('heading', heading);
    e.setAttribute('task', task);
  }, { heading, task });
  await H.settle(page);
  assert.equal(await page.locator(`${W} .scenario-bar .title`).textContent(), 'Attention in \uFFFD');
  const link = await page.locator(W).evaluate((e) => e.link);
  assert.equal(link, `${browser.url}explore.html#scenario=it&step=all&heading=Attention+in+%EF%BF%BD&task=Try+this+%EF%BF%BD`);

  await page.locator(`${W} .tokens button.token`, { hasText: 'mat' }).click();
  await H.settle(page);
  const changes = await page.evaluate(() => window.changes);
  assert.equal(changes.length, 1, 'the click fires change');
  assert.equal(changes[0].heading, 'Attention in \uFFFD');
  assert.equal(changes[0].task, 'Try this \uFFFD');
  assert.equal(await page.evaluate(() => location.hash), '#scenario=it&step=all&focus=5&heading=Attention+in+%EF%BF%BD&task=Try+this+%EF%BF%BD');
  const svg = await page.locator(W).evaluate((e) => e.exportSVG());
  assert.match(svg, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /, 'Save draws the picture');

  await H.openFresh(page, await page.locator(W).evaluate((e) => e.link));
  assert.equal(await page.locator(`${W} .scenario-bar .title`).textContent(), 'Attention in \uFFFD');
  assert.equal(await page.locator(W).evaluate((e) => e.stateDetail.focusWord), 'mat');
  assert.equal(await page.locator(`${W} .error`).isVisible(), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a 22,312-character CJK sentence (a 200,826-character link) reopens from its link, every character intact', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  const chars = '注意力机制是一种让模型关注重要部分的方法';
  const sentence = Array.from({ length: 22312 }, (_, i) => chars[i % chars.length]).join('');
  const box = page.locator(`${W} #own-sentence`);
  await box.fill(sentence);
  await box.press('Enter');
  await page.waitForFunction((n) => { const s = document.querySelector('attention-playground').state; return s && s.order.length === n; },
    sentence.length, { timeout: 60000 });
  await H.settle(page);
  const link = await page.locator(W).evaluate((e) => e.link);
  const hash = link.slice(link.indexOf('#') + 1);
  assert.equal(hash, 'sentence=' + encodeURIComponent(sentence) + '&step=all');
  assert.equal(hash.length, 200826, 'every character is 9 once percent-encoded');
  await H.openFresh(page, link);
  await page.waitForFunction(() => { const s = document.querySelector('attention-playground').state; return s && s.order.length > 100; },
    null, { timeout: 60000 });
  await H.settle(page);
  assert.deepEqual(await page.locator(`${W} .notes li`).allTextContents(), [], 'no note: the link was read whole');
  assert.equal(await page.locator(W).evaluate((e) => e.stateDetail.sentence), sentence);
  assert.deepEqual(page.errors, []);
  await page.close();
});
