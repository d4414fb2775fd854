// The host's theme: a site's own light/dark switch (a `.dark` class with the
// one line docs/theming.md gives, color-scheme: dark) turns the widget dark on
// a light system, a light page keeps it light on a dark system, and the
// `theme` attribute wins over both.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

const W = 'attention-playground';
let browser;
let PAGE;
test.before(async () => {
  browser = await H.start();
  const { PALETTE } = await H.webModule('style/palette.js');
  PAGE = PALETTE.find((c) => c.name === 'page');
});
test.after(async () => { await browser.close(); });

// The frame's background as the canvas reads colours: "rgb(r, g, b)".
const rgb = (hex) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
const background = (page) => page.locator(W).evaluate((e) => getComputedStyle(e.shadowRoot.querySelector('.ap')).backgroundColor);

async function site(page, system) {
  await page.emulateMedia({ colorScheme: system });
  const name = 'site-' + Math.random().toString(36).slice(2) + '.html';
  await page.route(browser.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>site</title>' +
    '<style>:root.dark, [data-theme="dark"] { color-scheme: dark; } :root.light { color-scheme: light; }</style></head>' +
    `<body><${W} step="needs"></${W}><script src="attention-playground.js"></script></body></html>` }));
  await page.goto(browser.url + name);
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
}

test('a site’s .dark class (color-scheme: dark) turns the widget dark on a light system, and back', async () => {
  const page = await browser.newPage();
  await site(page, 'light');
  assert.equal(await background(page), rgb(PAGE.light), 'light system, no page theme: light');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await H.settle(page);
  assert.equal(await background(page), rgb(PAGE.dark), 'the page switched to dark');
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await H.settle(page);
  assert.equal(await background(page), rgb(PAGE.light), 'and back');
  // A data-theme switch on <body> works the same way.
  await page.evaluate(() => document.body.setAttribute('data-theme', 'dark'));
  await H.settle(page);
  assert.equal(await background(page), rgb(PAGE.dark), 'data-theme="dark" on <body>');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a light page keeps the widget light on a dark system; with no page theme the system decides; theme= wins', async () => {
  const page = await browser.newPage();
  await site(page, 'dark');
  assert.equal(await background(page), rgb(PAGE.dark), 'dark system, no page theme: dark');
  await page.evaluate(() => document.documentElement.classList.add('light'));
  await H.settle(page);
  assert.equal(await background(page), rgb(PAGE.light), 'the page says light');
  await page.evaluate(() => document.querySelector('attention-playground').setAttribute('theme', 'dark'));
  await H.settle(page);
  assert.equal(await background(page), rgb(PAGE.dark), 'theme="dark" wins over the page');
  await page.evaluate(() => document.querySelector('attention-playground').removeAttribute('theme'));
  await H.settle(page);
  assert.equal(await background(page), rgb(PAGE.light), 'without it, the page again');
  assert.deepEqual(page.errors, []);
  await page.close();
});
