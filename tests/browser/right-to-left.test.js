// An English widget on a right-to-left course page (<html dir="rtl" lang="ar">)
// keeps its own direction: the sentence's words run left to right in their
// order, the bars fill from the left, and the tables' first column is on the
// left. Text from the page keeps its own: an Arabic heading reads right to left.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

let browser;
const W = 'attention-playground';
before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

const ARABIC_HEADING = 'الانتباه: من يبحث عن ماذا؟';

test('an English widget in a right-to-left page reads left to right; an Arabic heading reads right to left', async () => {
  const page = await browser.newPage();
  const body = '<!doctype html><html dir="rtl" lang="ar"><head><meta charset="utf-8"><title>rtl</title></head><body>' +
    `<p>نص الدرس</p><${W} lang="en" step="softmax" scenario="it" heading="${ARABIC_HEADING}"></${W}>` +
    '<script src="attention-playground.js"></script></body></html>';
  await page.route(`${browser.url}rtl.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
  await page.goto(`${browser.url}rtl.html`);
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
  const seen = await page.locator(W).evaluate((el) => {
    const root = el.shadowRoot;
    const style = (node) => getComputedStyle(node).direction;
    const tokens = Array.from(root.querySelectorAll('.tokens .token')).map((b) => ({ text: b.textContent, x: b.getBoundingClientRect().left }));
    const fill = root.querySelector('.meter-fill');
    const track = fill.parentElement;
    const firstRow = root.querySelector('table.match tbody tr');
    const cells = Array.from(firstRow.children).map((c) => c.getBoundingClientRect().left);
    return {
      frame: style(root.querySelector('.ap')),
      heading: root.querySelector('h2.title').textContent,
      headingDirection: style(root.querySelector('h2.title')),
      words: tokens.map((t) => t.text),
      leftToRight: tokens.every((t, i) => i === 0 || t.x > tokens[i - 1].x),
      fillFromLeft: Math.abs(fill.getBoundingClientRect().left - track.getBoundingClientRect().left) <= 2,
      columnsLeftToRight: cells.every((x, i) => i === 0 || x > cells[i - 1]),
    };
  });
  assert.deepEqual(seen, {
    frame: 'ltr', heading: ARABIC_HEADING, headingDirection: 'rtl',
    words: ['The', 'cat', 'sat', 'on', 'the', 'mat', 'because', 'it', 'was', 'tired'],
    leftToRight: true, fillFromLeft: true, columnsLeftToRight: true,
  });
  assert.deepEqual(page.errors, []);
  await page.close();
});
