// The long-sequence view: a 2,000-token typed text gives a token × token
// heatmap drawn on a canvas (a few DOM nodes, only the visible cells drawn at
// the screen's pixel density) that stays fluid while scrolled and pointed at.
// Its numbers are read in a text readout (pointer or arrow keys), checked here
// against softmax worked out in plain JavaScript from the word list's vectors;
// the focus row follows the focus token, the causal mask greys cells out, the
// head picker switches the grid, and the match table shows the top rows with
// "show all". Prints the frame times (a figure, not a timed assertion) and
// saves screenshots at 1280 px and 360 px.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers.js');

let browser;
const W = 'attention-playground';
const WORDS = 'The cat sat on the mat because it was tired . She went to the bank of the river and paid the cheque .'.split(' ');
const passage = (n) => Array.from({ length: n }, (_, i) => WORDS[i % WORDS.length]).join(' ');
const TEXT = passage(2000);
const LAST = TEXT.split(' ')[1999]; // "it": 2,000 = 83 × 24 + 8

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

async function typeText(page, text, count) {
  await page.locator(`${W} #own-sentence`).fill(text);
  await page.locator(`${W} [data-key="own-sentence-use"]`).click();
  await page.locator(`${W} .own-sentence-status`).filter({ hasText: `${count} tokens` }).waitFor();
  await H.settle(page);
}

const readout = (page) => page.locator(`${W} .heatmap-readout`).textContent();

// "Query “it” (word 8) → key “cat” (word 2): 47.5%. Row …" -> { query, q, key, k, masked, text ("47.5%") }
function parseCell(text) {
  const m = /^Query “(.+?)” \(word (\d+)\) → (?:key “(.+?)” \(word (\d+)\)|the sink): (.+?)\. Row /.exec(text);
  assert.ok(m, `a cell readout: ${text}`);
  const value = m[5];
  return {
    query: m[1], q: Number(m[2]) - 1, key: m[3] === undefined ? 'sink' : m[3], k: m[4] === undefined ? -1 : Number(m[4]) - 1,
    masked: /hidden by the causal mask/.test(value),
    text: value,
  };
}

// Softmax of one row worked out in plain JavaScript from the word list's
// vectors (not the core): scores = magnitude × (query · key), the sink one
// more score, the causal mask hiding the keys after the query.
// (`page` is unused: the row is worked out here, in Node.)
async function expectedRow(page, text, head, q, causal) {
  const { scenarioFromSentence } = await H.webModule('sentence/own-sentence.js');
  const core = await H.core();
  {
    const sc = scenarioFromSentence(text, core.tokenize);
    const hd = sc.heads.findIndex((x) => x.id === head);
    const query = sc.heads[hd].queries[q];
    const n = causal ? q + 1 : sc.tokens.length;
    const scores = sc.heads[hd].keys.slice(0, n).map((k) => sc.magnitude * k.reduce((s, x, f) => s + x * query[f], 0));
    const all = sc.sink.on ? scores.concat(sc.sink.score) : scores;
    const top = Math.max(...all);
    const e = all.map((s) => Math.exp(s - top));
    const total = e.reduce((s, x) => s + x, 0);
    return { weights: e.slice(0, n).map((x) => x / total), sink: sc.sink.on ? e[n] / total : null, tokens: sc.tokens.length };
  }
}

// A cell's readout against the row worked out here, rounded by the rounding rule (helpers.js).
function checkCell(cell, row) {
  const expected = H.expectedPercents(row.sink === null ? row.weights : row.weights.concat([row.sink]));
  if (cell.k === -1) {
    assert.equal(cell.text, expected[expected.length - 1].text, `sink (weight ${row.sink})`);
  } else if (cell.k >= row.weights.length) {
    assert.equal(cell.masked, true, `word ${cell.k + 1} is after word ${cell.q + 1}: masked`);
  } else {
    assert.equal(cell.text, expected[cell.k].text, `${cell.query}→${cell.key} (weight ${row.weights[cell.k]})`);
  }
}

// Nodes (elements and text) inside the heatmap's section.
const heatmapNodes = (page) => page.locator(`${W} .heatmap-box`).evaluate((box) => {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  let count = 1;
  while (walker.nextNode()) count++;
  return count;
});

// A cheap fingerprint of the canvas pixels, and how many are exactly `rgb`.
const pixels = (page, rgb) => page.locator(`${W} canvas.heatmap-canvas`).evaluate((canvas, rgb) => {
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let hash = 0;
  let count = 0;
  const distinct = new Set();
  for (let i = 0; i < data.length; i += 4) {
    hash = (hash * 31 + data[i] * 7 + data[i + 1] * 3 + data[i + 2]) >>> 0;
    if (rgb && data[i] === rgb[0] && data[i + 1] === rgb[1] && data[i + 2] === rgb[2]) count++;
    if (distinct.size < 50) distinct.add(data[i] + ',' + data[i + 1] + ',' + data[i + 2]);
  }
  return { hash, count, colours: distinct.size };
}, rgb || null);

function quantile(sorted, p) { return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]; }

test('2,000 typed words: a canvas heatmap of a few DOM nodes stays fluid while scrolled and pointed at', async () => {
  const page = await browser.newPage({ width: 1280, height: 900 });
  await H.open(page, browser.url + 'explore.html');
  await typeText(page, TEXT, 2000);
  const canvas = page.locator(`${W} canvas.heatmap-canvas`);
  assert.equal(await canvas.isVisible(), true);
  assert.equal(await page.locator(`${W} table.heatmap`).count(), 0, 'no table of 4 million cells');
  const nodes = await heatmapNodes(page);
  assert.ok(nodes < 50, `the heatmap is ${nodes} DOM nodes`);
  console.log(`2,000 tokens: the heatmap section is ${nodes} DOM nodes (elements and text)`);

  await canvas.scrollIntoViewIfNeeded();
  const before = await pixels(page);
  assert.ok(before.colours > 5, `the canvas is drawn (${before.colours} colours)`);
  const box = await canvas.boundingBox();
  await page.evaluate(() => {
    window.frameTimes = [];
    window.stopFrames = false;
    let last = 0;
    const tick = (now) => {
      if (last) window.frameTimes.push(now - last);
      last = now;
      if (!window.stopFrames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // About two seconds of real input: the pointer sweeps the grid while the wheel scrolls it.
  const started = Date.now();
  let steps = 0;
  while (Date.now() - started < 2000) {
    steps++;
    await page.mouse.move(box.x + 120 + (steps * 37) % (box.width - 140), box.y + 90 + (steps * 23) % (box.height - 110));
    await page.mouse.wheel(steps % 3 === 0 ? 70 : 0, 90);
  }
  const frames = (await page.evaluate(() => { window.stopFrames = true; return window.frameTimes; })).sort((a, b) => a - b);
  const scrolled = await page.locator(`${W} .heatmap-scroll`).evaluate((s) => ({ top: s.scrollTop, left: s.scrollLeft }));
  console.log(`2,000 tokens, scroll + pointer for 2 s (${steps} wheel and pointer steps, scrolled to ${scrolled.top},${scrolled.left} px): ` +
    `${frames.length} frames, median ${quantile(frames, 0.5).toFixed(1)} ms, 95th percentile ${quantile(frames, 0.95).toFixed(1)} ms, ` +
    `longest ${frames[frames.length - 1].toFixed(1)} ms`);
  assert.ok(frames.length >= 20, `frames were produced (${frames.length})`);
  assert.ok(scrolled.top > 1000, 'the wheel scrolled the grid');
  const after = await pixels(page);
  assert.notEqual(after.hash, before.hash, 'the canvas was redrawn for the new view');

  // The cell under the pointer, in words and numbers, as softmax says.
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6);
  await H.settle(page);
  const cell = parseCell(await readout(page));
  checkCell(cell, await expectedRow(page, TEXT, 'who', cell.q, false));
  assert.equal(cell.query, TEXT.split(' ')[cell.q]);
  assert.equal(cell.key, TEXT.split(' ')[cell.k]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the canvas is drawn at the screen’s pixel density', async () => {
  const page = await browser.newPage({ width: 1000, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 1000, height: 800, deviceScaleFactor: 2, mobile: false });
  await H.open(page, browser.url + 'explore.html');
  await typeText(page, passage(300), 300);
  const size = await page.locator(`${W} canvas.heatmap-canvas`).evaluate((c) => ({
    dpr: window.devicePixelRatio, width: c.width, height: c.height, cssWidth: c.clientWidth, cssHeight: c.clientHeight }));
  assert.equal(size.dpr, 2);
  assert.equal(size.width, size.cssWidth * 2);
  assert.equal(size.height, size.cssHeight * 2);
  await page.close();
});

test('keyboard: the canvas takes focus, arrow keys move a cell cursor read out politely, Enter picks the focus', async () => {
  const page = await browser.newPage({ width: 1280, height: 900 });
  await H.open(page, browser.url + 'explore.html');
  await typeText(page, TEXT, 2000);
  // Not hovered, not focused: the focus row's summary. "it" (word 8) looks for an animal or a thing.
  assert.match(await readout(page), /^Row “it” \(word 8\): most attention to “cat” \(word \d+\) \([\d.]+%\)\. Point at a cell/);
  const canvas = page.locator(`${W} canvas.heatmap-canvas`);
  assert.equal(await canvas.getAttribute('tabindex'), '0');
  assert.equal(await canvas.getAttribute('role'), 'application');
  assert.match(await canvas.getAttribute('aria-label'), /^Attention of all 2000 words in “who\?”: rows are queries, columns are keys$/);
  // Tab reaches the canvas from the numbers toggle just before it.
  await page.locator(`${W} [data-key="heatmap-numbers"]`).focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.querySelector('attention-playground').shadowRoot.activeElement.dataset.key), 'heatmap-canvas');
  const live = page.locator(`${W} .heatmap-readout`);
  assert.equal(await live.getAttribute('aria-live'), 'polite', 'announced while the canvas has focus');
  const outline = await canvas.evaluate((c) => { const s = getComputedStyle(c); return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) }; });
  assert.deepEqual(outline, { style: 'solid', width: 3 }, 'focus is visible');

  const expected = await expectedRow(page, TEXT, 'who', 7, false);
  let cell = parseCell(await readout(page));
  assert.equal(cell.q, 7, 'the cursor starts on the focus row');
  checkCell(cell, expected);
  await page.keyboard.press('ArrowRight');
  const right = parseCell(await readout(page));
  assert.deepEqual([right.q, right.k], [7, cell.k + 1]);
  checkCell(right, expected);
  await page.keyboard.press('ArrowDown');
  cell = parseCell(await readout(page));
  assert.deepEqual([cell.q, cell.query], [8, 'was']);
  checkCell(cell, await expectedRow(page, TEXT, 'who', 8, false));
  await page.keyboard.press('Home');
  cell = parseCell(await readout(page));
  assert.equal(cell.key, 'sink', 'Home goes to the sink column, first in the row');
  checkCell(cell, await expectedRow(page, TEXT, 'who', 8, false));
  await page.keyboard.press('End');
  cell = parseCell(await readout(page));
  assert.deepEqual([cell.k, cell.key], [1999, LAST]);
  await page.keyboard.press('PageDown');
  cell = parseCell(await readout(page));
  assert.ok(cell.q > 20, `Page Down jumps rows (now word ${cell.q + 1})`);
  const picked = cell;
  checkCell(picked, await expectedRow(page, TEXT, 'who', picked.q, false));
  // The grid scrolled to keep the cursor in view.
  const scroll = await page.locator(`${W} .heatmap-scroll`).evaluate((s) => ({ top: s.scrollTop, left: s.scrollLeft }));
  assert.ok(scroll.left > 20000, `scrolled to the last column (${scroll.left})`);

  // Enter: the cursor row's word becomes the focus, everywhere on the page.
  await page.keyboard.press('Enter');
  await H.settle(page);
  const state = await page.evaluate(() => document.querySelector('attention-playground').state);
  assert.equal(state.focus, picked.q);
  assert.equal(await page.locator(`${W} .tokens button.token[aria-pressed="true"]`).getAttribute('data-index'), String(picked.q));

  // The focus picked elsewhere: the row follows it (the summary names it once the canvas lets go).
  await page.locator(`${W} .tokens button.token[data-index="12"]`).click();
  await H.settle(page);
  assert.match(await readout(page), /^Row “went” \(word 13\): most attention to /);
  assert.equal(await live.getAttribute('aria-live'), null, 'quiet when the canvas does not have focus');
  await canvas.focus();
  cell = parseCell(await readout(page));
  assert.equal(cell.q, 12, 'the cursor is on the new focus row');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the causal mask greys out and hatches the cells after each word; the head picker switches the grid', async () => {
  const page = await browser.newPage({ width: 1280, height: 900 });
  await H.open(page, browser.url + 'explore.html');
  await typeText(page, TEXT, 2000);
  const masked = await page.evaluate(() => {
    const c = getComputedStyle(document.querySelector('attention-playground').shadowRoot.querySelector('canvas'))
      .getPropertyValue('--ap-heat-masked').trim();
    return [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  });
  await page.locator(`${W} canvas.heatmap-canvas`).scrollIntoViewIfNeeded();
  assert.equal((await pixels(page, masked)).count, 0, 'no masked cell without the mask');
  await page.locator(`${W} #causal`).check();
  await H.settle(page);
  assert.ok((await pixels(page, masked)).count > 10000, 'masked cells are drawn in their own colour');
  const canvas = page.locator(`${W} canvas.heatmap-canvas`);
  await canvas.focus();
  await page.keyboard.press('End');
  let cell = parseCell(await readout(page));
  assert.deepEqual([cell.q, cell.k, cell.masked], [7, 1999, true]);
  assert.ok((await readout(page)).startsWith(`Query “it” (word 8) → key “${LAST}” (word 2000): hidden by the causal mask (0.0%). `));
  await page.keyboard.press('Control+Home');
  cell = parseCell(await readout(page));
  assert.deepEqual([cell.q, cell.key], [0, 'sink']);
  await page.keyboard.press('ArrowRight');
  cell = parseCell(await readout(page));
  assert.deepEqual([cell.q, cell.k, cell.masked], [0, 0, false]);
  // The first word sees only itself: all of its attention that does not go to the sink.
  checkCell(cell, await expectedRow(page, TEXT, 'who', 0, true));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  cell = parseCell(await readout(page));
  checkCell(cell, await expectedRow(page, TEXT, 'who', 2, true));

  // Another head: the grid, its name and its numbers follow.
  await page.locator(`${W} #heatmap-head`).selectOption({ index: 1 });
  await H.settle(page);
  assert.match(await canvas.getAttribute('aria-label'), /in “where\?”/);
  await canvas.focus();
  cell = parseCell(await readout(page));
  checkCell(cell, await expectedRow(page, TEXT, 'where', cell.q, true));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the match table of 2,000 words shows the rows that matter, then every row on “show all”', async () => {
  const page = await browser.newPage({ width: 1280, height: 900 });
  await H.open(page, browser.url + 'explore.html');
  await typeText(page, TEXT, 2000);
  const words = (await H.readTable(page, 'who')).filter((r) => !r.isSink);
  assert.ok(words.length <= 25, `${words.length} rows of 2000`);
  assert.match(await page.locator(`${W} table.match[data-head="who"] tr.is-omitted`).textContent(), /^\d+ more words/);
  await page.locator(`${W} [data-key="all-rows-0"]`).click();
  await page.locator(`${W} table.match[data-head="who"] tbody tr[data-index="1999"]`).waitFor();
  assert.equal((await H.readTable(page, 'who')).filter((r) => !r.isSink).length, 2000);
  await page.locator(`${W} [data-key="all-rows-0"]`).click();
  await H.settle(page);
  assert.ok((await H.readTable(page, 'who')).filter((r) => !r.isSink).length <= 25, 'and back to the rows that matter');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a short sentence keeps the table with a number in every cell, and its summary in words', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  await H.loadData(page, H.TOY);
  assert.equal(await page.locator(`${W} table.heatmap`).isVisible(), true);
  assert.equal(await page.locator(`${W} canvas.heatmap-canvas`).isVisible(), false);
  // "it" asks for a noun, only "cat" has one: e / (3 + e) = 2.718 / 5.718 = 47.5%.
  assert.equal(await readout(page), 'Row “it” (word 4): most attention to “cat” (word 2) (47.5%).');

  // 20 words: a canvas with numbers in the cells (linear shades, as the table) and the same numbers as the match table.
  const text = passage(20);
  await typeText(page, text, 20);
  assert.equal(await page.locator(`${W} [data-key="heatmap-numbers"]`).getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator(`${W} .heatmap-legend-ticks`).textContent(), '0% 25% 50% 75% 100%');
  assert.equal(await page.locator(`${W} .heatmap-legend .visually-hidden`).textContent(), 'Shades from lightest to darkest: 0%, 25%, 50%, 75%, 100%.');
  const table = (await H.readTable(page, 'who')).filter((r) => !r.isSink);
  await page.locator(`${W} canvas.heatmap-canvas`).focus();
  await page.keyboard.press('Home');
  for (let k = 0; k < 20; k++) {
    await page.keyboard.press('ArrowRight');
    const cell = parseCell(await readout(page));
    assert.equal(cell.k, k);
    assert.equal(cell.text, table[k].percentText, `${table[k].token}: the readout and the match table agree`);
  }
  await page.locator(`${W} [data-key="heatmap-numbers"]`).click();
  assert.equal(await page.locator(`${W} [data-key="heatmap-numbers"]`).getAttribute('aria-pressed'), 'false');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the heatmap says “scroll” only while its grid is bigger than its box: 14 words fit at 1280 px, 200 do not', async () => {
  const page = await browser.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await H.open(page, browser.url + 'explore.html');
  const grid = () => page.locator(`${W} .heatmap-scroll`).evaluate((box) => ({
    overflows: box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1 }));
  const said = () => H.shownText(page, W); // every sentence shown, the caption and the canvas's help among them
  await typeText(page, passage(14), 14);
  assert.equal((await grid()).overflows, false, '14 columns and rows fit in the box');
  assert.doesNotMatch(await said(), /scroll/i, 'nothing says the grid scrolls');
  await typeText(page, passage(200), 200);
  assert.equal((await grid()).overflows, true, '200 rows are taller than the box');
  assert.match(await page.locator(`${W} .heatmap-help`).textContent(), /^Scroll the grid to see every cell\./);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('axe-core finds no violation with the canvas heatmap; at 360 px nothing scrolls sideways; screenshots', async () => {
  const page = await browser.newPage({ width: 1280, height: 900 });
  await H.open(page, browser.url + 'explore.html');
  await typeText(page, passage(60), 60);
  await page.locator(`${W} canvas.heatmap-canvas`).focus();
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(await H.axeViolations(page), []);
  page.errors.length = 0; // axe's own inline styles trip the page's CSP

  await typeText(page, TEXT, 2000);
  const heatmap = page.locator(`${W} .heatmap-box`);
  await heatmap.scrollIntoViewIfNeeded();
  await page.locator(`${W} canvas.heatmap-canvas`).hover({ position: { x: 400, y: 200 } });
  await H.settle(page);
  fs.mkdirSync(H.screenshots, { recursive: true });
  await heatmap.screenshot({ path: path.join(H.screenshots, 'heatmap-2000-1280.png') });
  await page.setViewportSize({ width: 360, height: 740 });
  await H.settle(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `the page is ${width}px wide at 360 px`);
  const canvasWidth = await page.locator(`${W} canvas.heatmap-canvas`).evaluate((c) => c.getBoundingClientRect().right);
  assert.ok(canvasWidth <= 360, 'the canvas fits the phone');
  await heatmap.scrollIntoViewIfNeeded();
  await H.settle(page); // the canvas drawn again at the phone's width first (a busy machine takes a while)
  await heatmap.screenshot({ path: path.join(H.screenshots, 'heatmap-2000-360.png'), timeout: 60000 });
  assert.deepEqual(page.errors, []);
  await page.close();
});
