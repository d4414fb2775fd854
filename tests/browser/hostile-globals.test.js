// Pages whose own HTML plants values under the names the widget uses. An
// element with an id or a name is a property of window in every browser
// ("DOM clobbering"): two <a id="AttentionPlayground">, one also
// name="trainingSrc" href="stranger.js", make window.AttentionPlayground an
// HTMLCollection whose .trainingSrc is a link to a stranger's script. HTML like
// this has no script in it (it survives a default sanitizer), so the widget
// must take nothing from it: the stranger's script is never requested, the
// training module comes from the widget's own folder (and its worker from it), and the page says why in
// a console warning.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const H = require('./helpers.js');

const W = 'attention-playground';
const CLOBBER = '<a id="AttentionPlayground"></a><a id="AttentionPlayground" name="trainingSrc" href="stranger.js">x</a>';
let site;
let browser;

function page(body) {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">' +
    `<title>clobbered</title></head><body>${body}<script src="attention-playground.js"></script></body></html>`;
}

before(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-clobber-'));
  fs.cpSync(H.dist, site, { recursive: true });
  fs.writeFileSync(path.join(site, 'stranger.js'), 'window.__strangerRan = true;\n');
  fs.writeFileSync(path.join(site, 'clobbered.html'), page(`${CLOBBER}<${W} step="all" scenario="it"></${W}>`));
  fs.writeFileSync(path.join(site, 'clobbered-hash.html'), page(`${CLOBBER}<${W} step="all" hash></${W}>`));
  // A page script's own global of that name: `var` makes a property of window that cannot be redefined.
  fs.writeFileSync(path.join(site, 'page-var.html'),
    page(`<script>var AttentionPlayground = { trainingSrc: 'stranger.js' };</script><${W} step="all" scenario="it"></${W}>`));
  // An older version took a stylesheet URL from this attribute and loaded it into the shadow root.
  fs.writeFileSync(path.join(site, 'stranger.css'), ':host, * { display: none !important; }\n');
  fs.writeFileSync(path.join(site, 'old-stylesheet.html'),
    page(`<${W} step="all" scenario="it" stylesheet="stranger.css"></${W}><${W} step="all" stylesheet="https://example.invalid/x.css"></${W}>`));
  browser = await H.start({ folder: site });
});

after(async () => {
  await browser.close();
  fs.rmSync(site, { recursive: true, force: true });
});

async function warnings(page) {
  const seen = [];
  page.on('console', (message) => { if (message.type() === 'warning') seen.push(message.text()); });
  return seen;
}

async function trainingShown(page) {
  await page.locator(`${W} section.learned[data-step="1"]`).waitFor();
  return page.evaluate(() => ({
    stranger: window.__strangerRan === true,
    api: typeof window.AttentionPlayground.getTraining,
    trainingSrc: window.AttentionPlayground.trainingSrc,
  }));
}

test('a clobbered window.AttentionPlayground is replaced: the training view loads the widget’s own module, never the planted script', async () => {
  const page = await browser.newPage();
  const seen = await warnings(page);
  await H.open(page, browser.url + 'clobbered.html');
  await H.trainOneStep(page);
  const shown = await trainingShown(page);
  assert.deepEqual(shown, { stranger: false, api: 'function', trainingSrc: browser.url + 'attention-training-en.js' });
  assert.ok(page.requests.includes(browser.url + 'attention-training-en.js'));
  assert.equal(page.requests.some((r) => r.includes('stranger')), false, 'stranger.js was requested');
  assert.ok(seen.some((w) => /window\.AttentionPlayground was already defined by the page/.test(w)), seen.join('\n'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('with the hash attribute, a link ending in #training=start on a clobbered page runs no planted script either', async () => {
  const page = await browser.newPage();
  await page.goto(browser.url + 'clobbered-hash.html#training=start');
  await page.waitForFunction(() => Number(document.querySelector('attention-playground').shadowRoot
    .querySelector('section.learned').dataset.step) >= 1, null, { timeout: 60000 });
  const shown = await page.evaluate(() => ({ stranger: window.__strangerRan === true }));
  assert.equal(shown.stranger, false);
  assert.equal(page.requests.some((r) => r.includes('stranger')), false, 'stranger.js was requested');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('AttentionPlayground.trainingSrc takes a URL string and refuses an element, with a warning', async () => {
  const page = await browser.newPage();
  const seen = await warnings(page);
  await H.open(page, browser.url + 'clobbered.html');
  const result = await page.evaluate(() => {
    const before = window.AttentionPlayground.trainingSrc;
    window.AttentionPlayground.trainingSrc = document.querySelector('a[name="trainingSrc"]');
    const afterElement = window.AttentionPlayground.trainingSrc;
    window.AttentionPlayground.trainingSrc = 'lib/attention-training.js';
    return { unchanged: afterElement === before, string: window.AttentionPlayground.trainingSrc };
  });
  assert.deepEqual(result, { unchanged: true, string: browser.url + 'lib/attention-training.js' });
  assert.ok(seen.some((w) => /trainingSrc must be a URL string; ignored a value of type object \(HTMLAnchorElement\)/.test(w)), seen.join('\n'));
  await page.close();
});

test('the old stylesheet attribute loads nothing: no request, no <link>, the widget keeps its own stylesheet and shows', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'old-stylesheet.html');
  const seen = await page.evaluate(() => Array.from(document.querySelectorAll('attention-playground')).map((e) => ({
    links: e.shadowRoot.querySelectorAll('link, style').length,
    adopted: e.shadowRoot.adoptedStyleSheets.length >= 1, // the widget's own (and its parts' sheets)
    shown: e.shadowRoot.querySelector('.content').getBoundingClientRect().height > 100,
  })));
  assert.deepEqual(seen, [{ links: 0, adopted: true, shown: true }, { links: 0, adopted: true, shown: true }]);
  assert.deepEqual(page.requests.filter((r) => /\.css|example\.invalid/.test(r)), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a page script’s `var AttentionPlayground` does not stop the widget: it draws, and the global is the widget’s own', async () => {
  const page = await browser.newPage();
  const seen = await warnings(page);
  await H.open(page, browser.url + 'page-var.html');
  await H.trainOneStep(page);
  const shown = await trainingShown(page);
  assert.deepEqual(shown, { stranger: false, api: 'function', trainingSrc: browser.url + 'attention-training-en.js' });
  assert.ok(seen.some((w) => /window\.AttentionPlayground was already defined by the page/.test(w)), seen.join('\n'));
  assert.deepEqual(page.errors, []);
  await page.close();
});
