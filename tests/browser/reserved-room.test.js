// A page does not jump when its widgets appear: with
// dist/attention-playground-reserve.css in the page's <head>, an
// <attention-playground step="…"> holds its step's room before the script has
// run (attention-playground:not(:defined)), and the element itself keeps that
// room while its core loads; the text below it then hardly moves when the
// widget is drawn. Without the stylesheet it moves by the widget's whole
// height (the case the recipe is for). What the page puts inside the element
// shows until the script runs, never beside the widget. Also prints the layout shift
// (Chromium's cumulative layout shift score) with and without it.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

const W = 'attention-playground';
let browser;
let phone;

before(async () => {
  browser = await H.start();
  phone = await H.start({ touch: true });
});
after(async () => {
  await browser.close();
  await phone.close();
});

// A chapter page with one widget and a paragraph below it, in a column; the
// widget's script arrives only when release() is called.
async function chapterPage(server, page, { step, reserve, width }) {
  const name = 'room-' + Math.random().toString(36).slice(2) + '.html';
  await page.route(server.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<link rel="icon" href="data:,"><title>${name}</title>` +
    (reserve ? '<link rel="stylesheet" href="attention-playground-reserve.css">' : '') +
    `<style>body{margin:0}main{max-width:${width}px;margin:0 auto}</style>` +
    '<script>window.__shift = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) ' +
    'if (!e.hadRecentInput) window.__shift += e.value; }).observe({ type: "layout-shift", buffered: true });</script></head>' +
    `<body><main><h1>Softmax</h1><${W} step="${step}"><p class="fallback">Loading the attention playground…</p></${W}><p id="below">The chapter goes on here.</p></main>` +
    '<script src="attention-playground.js" defer></script></body></html>' }));
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(server.url + 'attention-playground.js', async (route) => { await held; await route.continue(); });
  await page.goto(server.url + name, { waitUntil: 'commit' });
  await page.locator('#below').waitFor();
  const fallback = () => page.evaluate(() => document.querySelector('.fallback').getClientRects().length > 0);
  const below = () => page.evaluate(() => Math.round(document.querySelector('#below').getBoundingClientRect().top));
  return {
    below,
    fallback,
    async shown() {
      release();
      await page.evaluate(async () => { await customElements.whenDefined('attention-playground'); await document.querySelector('attention-playground').ready; });
      await H.settle(page);
    },
    shift: () => page.evaluate(() => Number(window.__shift.toFixed(3))),
  };
}

const CASES = [['needs', 760], ['softmax', 760], ['heads', 760], ['softmax', 360], ['values', 360]];

test('with the reserve stylesheet, the text below a widget moves by at most 8 % of the widget when it appears', async () => {
  const figures = [];
  for (const [step, width] of CASES) {
    const server = width === 360 ? phone : browser;
    const page = await server.newPage(width === 360 ? { width: 360, height: 740 } : { width: 1280, height: 1000 });
    const room = await chapterPage(server, page, { step, reserve: true, width });
    const before = await room.below();
    assert.equal(await room.fallback(), true, 'what the page put inside shows before the script runs');
    await room.shown();
    const after = await room.below();
    assert.equal(await room.fallback(), false, 'and not beside the widget');
    const widget = await page.locator(W).evaluate((e) => Math.round(e.getBoundingClientRect().height));
    assert.ok(Math.abs(after - before) <= 0.08 * widget,
      `${step} at ${width} px: the text below moved from ${before} to ${after} px (the widget is ${widget} px tall)`);
    figures.push(`${step}/${width}: held ${before}, drawn ${after}, shift ${await room.shift()}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
  console.log(`# with the reserve stylesheet: ${figures.join('; ')}`);
});

test('without it the text below moves by the whole widget (what the recipe is for)', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  const room = await chapterPage(browser, page, { step: 'softmax', reserve: false, width: 760 });
  const before = await room.below();
  await room.shown();
  const after = await room.below();
  assert.ok(after - before > 700, `moved ${after - before} px`);
  console.log(`# without it: softmax/760 moved ${after - before} px, shift ${await room.shift()}`);
  await page.close();
});

test('while its core loads, a connected widget already keeps its step’s room; "all" and a shown widget keep none', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await H.open(page, browser.url + 'explore.html');
  const heights = await page.evaluate(async () => {
    const column = document.createElement('div');
    column.style.width = '760px';
    document.body.append(column);
    const made = {};
    for (const step of ['softmax', 'learned', 'all', null]) {
      const element = document.createElement('attention-playground');
      if (step) element.setAttribute('step', step);
      column.append(element);
      const loading = Math.round(element.getBoundingClientRect().height); // connected, not drawn yet
      made[step || 'none'] = { element, loading };
    }
    for (const key of Object.keys(made)) {
      await made[key].element.ready;
      made[key] = { loading: made[key].loading, frameLoading: made[key].element.shadowRoot.querySelector('.ap').classList.contains('loading') };
    }
    return made;
  });
  assert.deepEqual(heights.softmax, { loading: 770, frameLoading: false }); // reserved-heights.js: softmax at 760 px
  assert.deepEqual(heights.learned, { loading: 535, frameLoading: false }); // the training's card before Train (reserved-heights.js)
  assert.deepEqual(heights.none, { loading: 350, frameLoading: false }, 'no step: the first step’s room');
  assert.ok(heights.all.loading < 100, `"all" reserves nothing (${heights.all.loading} px)`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The heads step that opens on the trained model's heads (model="trained") keeps their room, not the hand-made heads'
// (issue 39: the reserved height covers the trained views), in the page's stylesheet and in the loading widget's.
test('model="trained" at the heads step: the room kept is the trained heads’ (within 40 px of them drawn), in a 760 px column and on the phone', async () => {
  const { RESERVED_TRAINED } = await H.webModule('style/reserved-heights.js');
  const css = require('node:fs').readFileSync(require('node:path').join(H.dist, 'attention-playground-reserve.css'), 'utf8');
  assert.ok(css.includes(`attention-playground[step="heads"][model="trained"]:not(:defined) { min-height: ${RESERVED_TRAINED.heads[0]}px; }`), css);
  for (const [server, width, index] of [[browser, 760, 0], [phone, 360, 1]]) {
    const page = await server.newPage(width === 360 ? { width: 360, height: 740 } : { width: 1280, height: 1000 });
    await H.openCoursePage(server, page, 'step="heads" model="trained"', { width });
    await page.locator(`${W} .trained-head`).first().waitFor();
    await H.settle(page);
    const drawn = await page.evaluate(() => Math.round(document.querySelector('attention-playground').getBoundingClientRect().height));
    const room = RESERVED_TRAINED.heads[index];
    assert.ok(room >= drawn && room <= drawn + 40, `${width} px: ${drawn} px drawn, ${room} px kept`);
    await page.close();
  }
});
