// A page with two copies of the classic file (a site that adds the script on
// every page it navigates to, a copy in two folders, a host that cleans its
// globals between pages) has one element, one window.AttentionPlayground and
// one core: the first copy's. The global's getCore() resolves to the very core
// the widgets use, and its trainingSrc is
// the one the widgets load the training module from. Where the element was
// defined by something that is not a copy of this file (the ES module build),
// the classic file stands down, publishes no global that would not be the
// widget's, and says why once in the console.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const H = require('./helpers.js');

const W = 'attention-playground';
let site;
let browser;

// Adds a <script src> and waits for it to run.
const ADD = '<script>window.addScript = (src) => new Promise((resolve, reject) => { const s = document.createElement("script");' +
  ' s.src = src; s.onload = resolve; s.onerror = reject; document.body.append(s); });</script>';

function page(body) {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>two copies</title>' +
    `${ADD}</head><body><${W} step="all" scenario="it"></${W}>${body}</body></html>`;
}

before(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-two-copies-'));
  fs.cpSync(H.dist, site, { recursive: true });
  fs.cpSync(H.dist, path.join(site, 'lib'), { recursive: true }); // the second copy, with its own files beside it
  fs.mkdirSync(path.join(site, 'elsewhere'));
  fs.copyFileSync(path.join(H.dist, 'attention-training.js'), path.join(site, 'elsewhere', 'attention-training.js'));
  fs.writeFileSync(path.join(site, 'two.html'),
    page('<script src="attention-playground.js"></script><script src="lib/attention-playground.js"></script>'));
  fs.writeFileSync(path.join(site, 'one.html'), page('<script src="attention-playground.js"></script>'));
  fs.writeFileSync(path.join(site, 'module-first.html'), page('<script type="module" src="attention-playground.mjs"></script>'));
  browser = await H.start({ folder: site });
});

after(async () => {
  await browser.close();
  fs.rmSync(site, { recursive: true, force: true });
});

function listen(p) {
  const said = [];
  p.on('console', (m) => { if (m.type() === 'warning' || m.type() === 'info') said.push(m.text()); });
  return said;
}

// What the page has once every copy ran: one class, one global, one core.
async function shared(p) {
  await H.settle(p);
  return p.evaluate(async () => {
    const element = document.querySelector('attention-playground');
    await element.ready;
    const api = window.AttentionPlayground;
    return {
      element: api.AttentionPlaygroundElement === customElements.get('attention-playground') && element instanceof api.AttentionPlaygroundElement,
      core: (await api.getCore()) === element._core,
    };
  });
}

// Points the global's trainingSrc at elsewhere/ and trains one step: the widget loads it from there
// (and its worker starts from the same file: one URL).
async function trainsFromElsewhere(p) {
  await p.evaluate(() => { window.AttentionPlayground.trainingSrc = 'elsewhere/attention-training.js'; });
  await H.trainOneStep(p);
  return [...new Set(p.requests.filter((r) => /attention-training\.js$/.test(r)).map((r) => r.slice(browser.url.length)))];
}

test('two copies of the classic file, from two folders: the first one’s element, global and core; trainingSrc set on the global is the widget’s', async () => {
  const p = await browser.newPage();
  const said = listen(p);
  await H.open(p, browser.url + 'two.html');
  assert.deepEqual(await shared(p), { element: true, core: true });
  assert.deepEqual(await trainsFromElsewhere(p), ['elsewhere/attention-training.js']);
  assert.deepEqual(said, [], 'a second copy of the same widget is quiet');
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('a second copy loaded after the page removed the global (a host cleaning up between pages) gives back the first one’s, not its own', async () => {
  const p = await browser.newPage();
  const said = listen(p);
  await H.open(p, browser.url + 'one.html');
  const first = await p.evaluate(async () => {
    window.__firstApi = window.AttentionPlayground;
    delete window.AttentionPlayground;
    await window.addScript('lib/attention-playground.js');
    return window.AttentionPlayground === window.__firstApi;
  });
  assert.equal(first, true, 'the global is the first copy’s again');
  assert.deepEqual(await shared(p), { element: true, core: true });
  assert.deepEqual(await trainsFromElsewhere(p), ['elsewhere/attention-training.js']);
  assert.deepEqual(said, []);
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('a second copy finding the global replaced by the page puts the first one’s back, and says so', async () => {
  const p = await browser.newPage();
  const said = listen(p);
  await H.open(p, browser.url + 'one.html');
  const first = await p.evaluate(async () => {
    window.__firstApi = window.AttentionPlayground;
    Object.defineProperty(window, 'AttentionPlayground', { value: { getCore: () => 'a stranger’s' }, configurable: true });
    await window.addScript('lib/attention-playground.js');
    return window.AttentionPlayground === window.__firstApi;
  });
  assert.equal(first, true);
  assert.deepEqual(await shared(p), { element: true, core: true });
  assert.deepEqual(said, ['attention-playground: window.AttentionPlayground was already defined by the page; ' +
    'the widget replaces it with its own and reads nothing from it']);
  await p.close();
});

test('after the ES module build defined the element, the classic file stands down: no global that would not be the widget’s, and it says why once', async () => {
  const p = await browser.newPage();
  const said = listen(p);
  await H.open(p, browser.url + 'module-first.html');
  const seen = await p.evaluate(async () => {
    await window.addScript('attention-playground.js');
    await window.addScript('lib/attention-playground.js');
    await document.querySelector('attention-playground').whenIdle();
    return { global: Object.prototype.hasOwnProperty.call(window, 'AttentionPlayground') };
  });
  assert.deepEqual(seen, { global: false });
  const why = said.filter((w) => /stands down/.test(w));
  assert.equal(why.length, 2, said.join('\n')); // once per copy
  assert.match(why[0], /<attention-playground> is already defined by another script, not a copy of attention-playground\.js/);
  assert.ok((await H.readTable(p, 'refers')).length > 0, 'the widget works');
  assert.deepEqual(p.errors, []);
  await p.close();
});
