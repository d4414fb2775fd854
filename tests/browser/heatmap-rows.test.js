// A long heatmap's canvas draws numbers its view model worked out: after a
// magnitude step it asks for nothing (the view model holds the rows on screen),
// and scrolled to rows it has not got it asks its element for them in one call
// a drawing (compute.js heatmapRows). Every cell it says is softmax's number.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

let browser;
const W = 'attention-playground';
const WORDS = 'The cat sat on the mat because it was tired . She went to the bank of the river and paid the cheque .'.split(' ');
const TEXT = Array.from({ length: 300 }, (_, i) => WORDS[i % WORDS.length]).join(' ');

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

// "Query “it” (word 8) → key “cat” (word 2): 47.5%. Row …" -> { q, k, text }
function parseCell(text) {
  const m = /^Query “.+?” \(word (\d+)\) → key “.+?” \(word (\d+)\): (.+?)\. Row /.exec(text);
  assert.ok(m, `a cell readout: ${text}`);
  return { q: Number(m[1]) - 1, k: Number(m[2]) - 1, text: m[3] };
}

// The cell's percentage as the core's attend() gives its row (causal: the keys up to the query), rounded by the rule.
async function expected(q, k, magnitude) {
  const { scenarioFromSentence } = await H.webModule('sentence/own-sentence.js');
  const core = await H.core();
  const sc = scenarioFromSentence(TEXT, core.tokenize);
  const head = sc.heads[0];
  const keys = head.keys.slice(0, q + 1);
  const r = core.attend({ query: head.queries[q], keys, values: keys.map(() => []), scale: magnitude, sink: sc.sink.on ? sc.sink.score : null });
  return k > q ? null : H.expectedPercents(r.weights.concat(sc.sink.on ? [r.sinkWeight] : []))[k].text;
}

const canvasHash = (page) => page.locator(`${W} canvas.heatmap-canvas`).evaluate((canvas) => {
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let hash = 0;
  for (let i = 0; i < data.length; i += 4) hash = (hash * 31 + data[i] * 7 + data[i + 1] * 3 + data[i + 2]) >>> 0;
  return hash;
});

test('a magnitude step redraws a scrolled canvas from its view model; scrolled on, it asks for the new rows in one call a drawing', async () => {
  const page = await browser.newPage({ width: 1280, height: 900 });
  await H.open(page, browser.url + 'explore.html');
  await page.locator(`${W} #own-sentence`).fill(TEXT);
  await page.locator(`${W} [data-key="own-sentence-use"]`).click();
  await page.locator(`${W} .own-sentence-status`).filter({ hasText: '300 tokens' }).waitFor();
  await page.locator(`${W} #causal`).check();
  await H.settle(page);
  const canvas = page.locator(`${W} canvas.heatmap-canvas`);
  await canvas.scrollIntoViewIfNeeded();
  await page.locator(`${W} .heatmap-scroll`).evaluate((s) => { s.scrollTop = 2000; s.scrollLeft = 1000; });
  await H.settle(page);
  // Count what the canvas asks of its element from here on.
  await page.evaluate((w) => {
    const host = document.querySelector(w)._host; // the element's host API (actions.js)
    const own = host.heatmapRows;
    window.asked = [];
    host.heatmapRows = (key, first, last) => { window.asked.push([first, last]); return own(key, first, last); };
  }, W);

  const before = await canvasHash(page);
  await page.locator(`${W} #magnitude`).fill('7');
  await H.settle(page);
  assert.deepEqual(await page.evaluate(() => window.asked), [], 'the rows on screen came with the view model');
  assert.notEqual(await canvasHash(page), before, 'drawn again with the new numbers');
  await canvas.scrollIntoViewIfNeeded(); // the slider took the page to it
  const box = await canvas.boundingBox();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6);
  await H.settle(page);
  const cell = parseCell(await page.locator(`${W} .heatmap-readout`).textContent());
  assert.ok(cell.q > 100, `a row far from the top (${cell.q + 1})`);
  assert.ok(cell.k <= cell.q, `a key the query sees (${cell.k + 1} of ${cell.q + 1})`);
  assert.equal(cell.text, await expected(cell.q, cell.k, 7));

  await page.mouse.wheel(0, 1200);
  await H.settle(page);
  const asked = await page.evaluate(() => window.asked);
  assert.ok(asked.length >= 1, 'the rows scrolled to were asked for');
  const top = await page.locator(`${W} .heatmap-scroll`).evaluate((s) => s.scrollTop);
  assert.ok(asked.some(([first, last]) => first <= Math.floor(top / 14) + 1 && last - first >= 10), `one call for the rows on screen: ${JSON.stringify(asked)}`);
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.7);
  await H.settle(page);
  const later = parseCell(await page.locator(`${W} .heatmap-readout`).textContent());
  assert.ok(later.q > cell.q, 'a row further down');
  assert.ok(later.k <= later.q, `a key the query sees (${later.k + 1} of ${later.q + 1})`);
  assert.equal(later.text, await expected(later.q, later.k, 7));
  assert.deepEqual(page.errors, []);
  await page.close();
});
