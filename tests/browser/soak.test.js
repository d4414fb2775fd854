// Nothing leaks in the page: 10,000 slider updates (the magnitude and the
// sink's score, set and sent as `input` events the way a dragged slider sends
// them, a `change` now and then as when it is let go) leave the wasm memory,
// the emval handle count and the number of DOM nodes in the widget's shadow
// root exactly where they were, and the JS heap within a small margin. The
// updates come in batches of 20 between animation frames, so the widget
// renders about 500 times (once per frame, however many events).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

let browser;
const W = 'attention-playground';
const UPDATES = 10000;
const PER_FRAME = 20;

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

// Every node (elements, text, comments) under the shadow root.
const measure = (page) => page.evaluate(async () => {
  const element = document.querySelector('attention-playground');
  const core = await window.AttentionPlayground.getCore();
  const walker = document.createTreeWalker(element.shadowRoot, NodeFilter.SHOW_ALL);
  let nodes = 0;
  while (walker.nextNode()) nodes++;
  return { wasm: core.diagnostics.wasmMemoryBytes(), handles: core.diagnostics.emvalHandleCount(), nodes };
});

// `count` updates, alternating between the two sliders, PER_FRAME to a frame;
// returns how many renders happened. Ends with both sliders at `end`.
const drag = (page, count, end) => page.evaluate(async ({ count, perFrame, end }) => {
  const element = document.querySelector('attention-playground');
  const root = element.shadowRoot;
  const magnitude = root.querySelector('#magnitude');
  const sink = root.querySelector('#sink-score');
  let renders = 0;
  const onRender = () => { renders++; };
  element.addEventListener('playground-render', onRender);
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  for (let i = 0; i < count; i++) {
    const slider = i % 2 === 0 ? magnitude : sink;
    const min = Number(slider.min);
    const span = Number(slider.max) - min;
    slider.value = String(min + ((i * 7.3) % (span * 10)) / 10);
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    if (i % 500 === 499) slider.dispatchEvent(new Event('change', { bubbles: true })); // let go now and then
    if (i % perFrame === perFrame - 1) await frame();
  }
  magnitude.value = String(end.magnitude);
  magnitude.dispatchEvent(new Event('change', { bubbles: true }));
  sink.value = String(end.sink);
  sink.dispatchEvent(new Event('change', { bubbles: true }));
  await frame();
  await frame();
  element.removeEventListener('playground-render', onRender);
  return renders;
}, { count, perFrame: PER_FRAME, end });

async function heapBytes(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

test('10,000 slider updates: flat wasm memory, emval handles, DOM node count and JS heap', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  await page.locator(`${W} #sink-on`).check();
  await H.settle(page);
  const start = await page.evaluate(() => {
    const root = document.querySelector('attention-playground').shadowRoot;
    return { magnitude: Number(root.querySelector('#magnitude').value), sink: Number(root.querySelector('#sink-score').value) };
  });
  const before = await page.evaluate(() => document.querySelector('attention-playground').stateDetail);
  const [headId] = await H.shownHeads(page);
  const tableBefore = await H.readTable(page, headId);
  assert.ok(tableBefore.length > 3, 'a table to compare');
  // Warm up: the first updates fill caches and may grow memory once.
  await drag(page, 1000, start);
  await page.waitForTimeout(1000); // the polite announcement, if any, is made before counting
  const cdp = await page.context().newCDPSession(page);
  const heap0 = await heapBytes(cdp);
  const m0 = await measure(page);

  const started = Date.now();
  const renders = await drag(page, UPDATES, start);
  const seconds = (Date.now() - started) / 1000;
  await page.waitForTimeout(1000);
  const m1 = await measure(page);
  const heap1 = await heapBytes(cdp);
  console.log(`soak: ${UPDATES} slider updates, ${renders} renders in ${seconds.toFixed(1)} s; ` +
    `wasm memory ${m0.wasm} -> ${m1.wasm} bytes; emval handles ${m0.handles} -> ${m1.handles}; ` +
    `shadow-root nodes ${m0.nodes} -> ${m1.nodes}; JS heap ${(heap0 / 1e6).toFixed(2)} -> ${(heap1 / 1e6).toFixed(2)} MB`);

  assert.ok(renders >= UPDATES / PER_FRAME / 2, `the widget rendered (${renders} times)`);
  assert.equal(m1.wasm, m0.wasm, 'wasm memory is flat');
  assert.equal(m1.handles, m0.handles, 'no emval handle is left behind');
  // The same state draws the same DOM: every view replaces what it drew, so
  // the count is exactly equal (no tolerance needed).
  assert.equal(m1.nodes, m0.nodes, 'DOM node count is flat');
  // The heap after a full GC: within 1 MB (caches are bounded; a leak of even
  // 100 bytes per update would be 1 MB).
  assert.ok(heap1 - heap0 < 1e6, `JS heap grew by ${((heap1 - heap0) / 1e3).toFixed(0)} kB`);

  // And it still works: the same state as before, the same numbers on screen.
  const after = await page.evaluate(() => document.querySelector('attention-playground').stateDetail);
  assert.deepEqual(after, before);
  assert.deepEqual(await H.readTable(page, headId), tableBefore);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The nodes and listeners of the whole page after a full GC, attached to it or not (Chromium's count).
async function domCounters(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { nodes, listeners: jsEventListeners };
}

async function openStep(page, step) {
  await page.route(`${browser.url}soak.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>soak</title></head><body><${W} step="${step}"></${W}>` +
      '<script src="attention-playground.js"></script></body></html>' }));
  await page.goto(`${browser.url}soak.html`);
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
}

async function setAttribute(page, name, value) {
  await page.evaluate(([n, v]) => document.querySelector('attention-playground').setAttribute(n, v), [name, value]);
  await page.evaluate(() => document.querySelector('attention-playground').whenIdle());
  await H.settle(page);
}

test('language changes keep none of the views they replace: 20 changes at step="all" leave the page’s nodes and listeners as they were', async () => {
  // Before: each change kept the whole old tree (about 1,035 nodes and 51 listeners), held by the shadow
  // root's group of the heads-mode radio buttons (lib/dom.js discard).
  const page = await browser.newPage();
  await openStep(page, 'all');
  const cdp = await page.context().newCDPSession(page);
  for (const lang of ['es', 'en']) await setAttribute(page, 'lang', lang); // warm up: the Spanish part arrives
  const before = await domCounters(cdp);
  for (let i = 0; i < 20; i += 1) await setAttribute(page, 'lang', i % 2 ? 'en' : 'es');
  const after = await domCounters(cdp);
  console.log(`# 20 language changes: nodes ${before.nodes} -> ${after.nodes}, listeners ${before.listeners} -> ${after.listeners}`);
  assert.ok(after.nodes - before.nodes < 50, `${after.nodes - before.nodes} nodes more`);
  assert.ok(after.listeners - before.listeners < 5, `${after.listeners - before.listeners} listeners more`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('example changes keep none of the heads-mode radio buttons they replace: 40 changes leave the nodes and listeners as they were', async () => {
  // Before: each change kept about 10 nodes and 2.5 listeners (the radios, their labels and spans).
  const page = await browser.newPage();
  await openStep(page, 'heads');
  const cdp = await page.context().newCDPSession(page);
  const examples = ['heads', 'it', 'sky', 'bank'];
  for (const id of examples) await setAttribute(page, 'scenario', id); // warm up: every example drawn once
  const before = await domCounters(cdp);
  for (let i = 0; i < 40; i += 1) await setAttribute(page, 'scenario', examples[i % 4]);
  const after = await domCounters(cdp);
  console.log(`# 40 example changes: nodes ${before.nodes} -> ${after.nodes}, listeners ${before.listeners} -> ${after.listeners}`);
  assert.ok(after.nodes - before.nodes < 20, `${after.nodes - before.nodes} nodes more`);
  assert.ok(after.listeners - before.listeners < 5, `${after.listeners - before.listeners} listeners more`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
