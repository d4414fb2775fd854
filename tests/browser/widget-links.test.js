// Each widget's link is its own: on a page of several widgets, `link` and
// "Copy link" give that widget's view, and opening the link reopens that
// widget, whatever `hash` says about another one. The page's own widget (the
// first with `hash`) reads and writes location.hash as "#scenario=…"; every
// other widget never writes the page's location and reads only a link
// addressed to it: "#widget=<its id>&…", or "#widget=<its place>&…" (2 for the
// second widget on the page) when it has no id.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

let browser;
before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

// Serves `body` as `name` and opens it (a fresh document) at `hash`.
async function openPage(page, name, body, hash = '') {
  await page.route(`${browser.url}${name}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>\n${H.playgroundScripts()}\n</head>` +
      `<body><main>${body}</main></body></html>` }));
  await page.goto('about:blank');
  await page.goto(`${browser.url}${name}${hash}`);
  await page.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground')).map((e) => e.ready)));
  await H.settle(page);
}

// What a widget shows: its example, its focus word and its magnitude.
async function shown(page, selector) {
  return page.locator(selector).evaluate((e) => ({ scenario: e.stateDetail.scenario, focus: e.stateDetail.focusWord,
    magnitude: e.stateDetail.magnitude }));
}

async function click(page, selector, word) {
  await page.locator(`${selector} .tokens button.token`, { hasText: word }).first().click();
  await H.settle(page);
}

const TWO = `<attention-playground step="all" scenario="it" hash></attention-playground>
<attention-playground step="all" scenario="sky"></attention-playground>`;
const first = 'main > attention-playground:nth-of-type(1)';
const second = 'main > attention-playground:nth-of-type(2)';

test('two widgets, hash on the first: each link reopens its own widget, and the second never touches location.hash', async () => {
  const page = await browser.newPage();
  await openPage(page, 'two.html', TWO);
  assert.deepEqual(await shown(page, second), { scenario: 'sky', focus: 'sky', magnitude: 9 });

  // The second widget: a click changes its view and its link, never the page's location.
  await click(page, second, 'Mars');
  assert.equal(await page.evaluate(() => location.hash), '', 'the second widget writes nothing into location.hash');
  const secondLink = await page.locator(second).evaluate((e) => e.link);
  assert.equal(secondLink, `${browser.url}two.html#widget=2&scenario=sky&step=all&focus=1`);

  // The first widget: its link is the page's own, and the page's hash follows it.
  await click(page, first, 'mat');
  assert.equal(await page.evaluate(() => location.hash), '#scenario=it&step=all&focus=5');
  const firstLink = await page.locator(first).evaluate((e) => e.link);
  assert.equal(firstLink, `${browser.url}two.html#scenario=it&step=all&focus=5`);
  assert.equal(await page.locator(second).evaluate((e) => e.link), secondLink,
    'the second widget\'s link holds nothing of the first widget\'s state in the hash');

  // "Copy link" of the second widget gives its own link.
  await page.evaluate(() => {
    window.copied = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true,
      value: { writeText: (text) => { window.copied.push(text); return Promise.resolve(); } } });
  });
  await page.locator(`${second} [data-key="copy-link"]`).click();
  await page.locator(`${second} .share-status`).filter({ hasText: 'Link copied' }).waitFor();
  assert.deepEqual(await page.evaluate(() => window.copied), [secondLink]);

  // Opening the second widget's link reopens the second widget; the first shows its own attributes' view.
  await page.goto('about:blank');
  await page.goto(secondLink);
  await page.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground')).map((e) => e.ready)));
  await H.settle(page);
  assert.deepEqual(await shown(page, second), { scenario: 'sky', focus: 'Mars', magnitude: 9 });
  assert.deepEqual(await shown(page, first), { scenario: 'it', focus: 'it', magnitude: 9 },
    'the link addressed to the second widget does not reconfigure the first');
  assert.equal(await page.locator(`${first} .notes`).isVisible(), false, 'nor gives the first widget notes');

  // Opening the first widget's link reopens the first; the second keeps its own view.
  await page.goto('about:blank');
  await page.goto(firstLink);
  await page.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground')).map((e) => e.ready)));
  await H.settle(page);
  assert.deepEqual(await shown(page, first), { scenario: 'it', focus: 'mat', magnitude: 9 });
  assert.deepEqual(await shown(page, second), { scenario: 'sky', focus: 'sky', magnitude: 9 },
    'the page\'s own link is not read by the widget without hash');

  // A new hash in the same tab: the page's own goes to the first widget only, an addressed one to the second only.
  await page.evaluate(() => { location.hash = '#scenario=sky&magnitude=2'; });
  await page.waitForFunction(() => document.querySelector('attention-playground').stateDetail.scenario === 'sky');
  await H.settle(page);
  assert.deepEqual(await shown(page, first), { scenario: 'sky', focus: 'sky', magnitude: 2 });
  assert.deepEqual(await shown(page, second), { scenario: 'sky', focus: 'sky', magnitude: 9 });
  await page.evaluate(() => { location.hash = '#widget=2&scenario=sky&magnitude=5'; });
  await page.waitForFunction(() => document.querySelectorAll('attention-playground')[1].stateDetail.magnitude === 5);
  await H.settle(page);
  assert.deepEqual(await shown(page, second), { scenario: 'sky', focus: 'sky', magnitude: 5 });
  assert.deepEqual(await shown(page, first), { scenario: 'sky', focus: 'sky', magnitude: 2 }, 'the first keeps the learner\'s view');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a lone widget without hash: its link reopens its view, and it never writes location.hash', async () => {
  const page = await browser.newPage();
  await openPage(page, 'lone.html', '<attention-playground step="all" scenario="sky"></attention-playground>', '#scenario=it&focus=2');
  const W = 'attention-playground';
  assert.deepEqual(await shown(page, W), { scenario: 'sky', focus: 'sky', magnitude: 9 }, 'the page\'s hash is not its link');
  await click(page, W, 'red');
  assert.equal(await page.evaluate(() => location.hash), '#scenario=it&focus=2', 'location.hash is left as it was');
  const link = await page.locator(W).evaluate((e) => e.link);
  assert.equal(link, `${browser.url}lone.html#widget=1&scenario=sky&step=all&focus=5`);
  await page.goto('about:blank');
  await page.goto(link);
  await page.locator(W).evaluate((e) => e.ready);
  await H.settle(page);
  assert.deepEqual(await shown(page, W), { scenario: 'sky', focus: 'red', magnitude: 9 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a widget with an id is addressed by its id, whatever its place on the page', async () => {
  const page = await browser.newPage();
  const body = `<attention-playground step="all" scenario="it" hash></attention-playground>
<attention-playground step="all" scenario="blend"></attention-playground>
<attention-playground step="all" scenario="sky" id="mars &amp; sky"></attention-playground>`;
  await openPage(page, 'ids.html', body);
  const W = '[id="mars & sky"]';
  await click(page, W, 'Mars');
  const link = await page.locator(W).evaluate((e) => e.link);
  assert.equal(link, `${browser.url}ids.html#widget=mars+%26+sky&scenario=sky&step=all&focus=1`);
  // The same page with one more widget before it: the link still finds it.
  const more = `<attention-playground step="all" scenario="moon"></attention-playground>\n${body}`;
  await page.route(`${browser.url}ids2.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ids</title>\n${H.playgroundScripts()}\n</head><body><main>${more}</main></body></html>` }));
  await page.goto('about:blank');
  await page.goto(link.replace('ids.html', 'ids2.html'));
  await page.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground')).map((e) => e.ready)));
  await H.settle(page);
  assert.deepEqual(await shown(page, W), { scenario: 'sky', focus: 'Mars', magnitude: 9 });
  assert.deepEqual(await shown(page, '[hash]'), { scenario: 'it', focus: 'it', magnitude: 9 }, 'the page\'s own widget ignores it');
  assert.deepEqual(page.errors, []);
  await page.close();
});
