// The chapter's points as a learner reaches them in the page: the sky
// example's query against Mars's key, a genuine match beating the sink, the
// one-tap word swap, "only the differences count", and a heatmap whose row
// labels are buttons and which says when it scrolls.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

const W = 'attention-playground';
let browser;
test.before(async () => { browser = await H.start(); });
test.after(async () => { await browser.close(); });

test('the sky example compares the query “a place with a sky” with the key “a planet”: dot product 1', async () => {
  const page = await browser.newPage();
  await H.openFresh(page, `${browser.url}explore.html#scenario=sky&numbers=on`);
  assert.match(await page.locator(`${W} .focus-card`).textContent(), /a place with a sky/);
  const rows = await H.readTable(page, 'where');
  const mars = rows.find((r) => r.token === 'Mars');
  assert.equal(mars.advertises, 'a planet');
  // query (planet 1, place 0, colour 0) · Mars's key (planet 1) = 1, times the magnitude 9.
  assert.equal(mars.score, 9);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the sink step: “left” finds nothing and the sink takes 80.0%; “here” genuinely matches “sang” and easily beats it', async () => {
  const page = await browser.newPage();
  await H.openFresh(page, `${browser.url}index.html#step=sink&scenario=sink`);
  let rows = await H.readTable(page, 'where');
  // e^3 / (e^3 + 5) = 20.086 / 25.086 = 80.068%; each word 1 / 25.086 = 3.986%. Rounded together:
  // floors 5 × 3.9 + 80.0 = 99.5, and the five tenths go to the five equal words (.86 each).
  assert.deepEqual(rows.map((r) => r.percentText), ['4.0%', '4.0%', '4.0%', '4.0%', '4.0%', '80.0%']);
  assert.match(await page.locator(`${W} .story`).textContent(), /Nothing here fits what “left” is looking for/);
  await page.locator(`${W} .tokens button.token`, { hasText: 'sang' }).click();
  await H.settle(page);
  rows = await H.readTable(page, 'where');
  // e^9 / (e^9 + e^3 + 4) = 99.704%; the sink e^3 / 8127.2 = 0.247%; each other word 0.012% (a sliver).
  // Floors 99.7 + 0.2 = 99.9: the tenth left goes to the sink's remainder (.47).
  assert.equal(rows.find((r) => r.token === 'here').percentText, '99.7%');
  assert.equal(rows.find((r) => r.isSink).percentText, '0.3%');
  assert.match(await page.locator(`${W} .story`).textContent(), /“here” matches, and easily beats the sink/);
  // The step's task (a word whose match beats the sink) is done.
  assert.equal((await page.locator(`${W} .task-done`).textContent()).trim(), '✓ Done!');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('one tap swaps “dog” and “cat”: “the cat chased the dog”, every score unchanged; a second tap swaps them back', async () => {
  const page = await browser.newPage();
  await H.openFresh(page, `${browser.url}index.html#step=order&scenario=word-order`);
  const before = await H.readTable(page, 'who');
  const swap = page.locator(`${W} [data-key="swap"]`);
  assert.equal(await swap.textContent(), 'Swap “dog” and “cat”');
  await swap.click();
  await H.settle(page);
  assert.deepEqual((await H.readTokens(page)).map((t) => t.text), ['the', 'cat', 'chased', 'the', 'dog']);
  assert.equal(await swap.getAttribute('aria-pressed'), 'true');
  const after = await H.readTable(page, 'who');
  const byWord = (rows) => Object.fromEntries(rows.map((r) => [r.index, [r.token, r.score, r.percentText]]));
  assert.deepEqual(byWord(after), byWord(before), 'each word keeps its score and its percentage');
  assert.equal(await page.locator(`${W} .order-text`).textContent(), 'Now it reads “the cat chased the dog”, and all 25 match ' +
    'scores (every head, every pair of words) are unchanged: on its own, attention cannot tell the two sentences apart.');
  assert.match(page.url(), /order=0,4,2,3,1|order=/);
  await swap.click();
  await H.settle(page);
  assert.deepEqual((await H.readTokens(page)).map((t) => t.text), ['the', 'dog', 'chased', 'the', 'cat']);
  assert.equal(await swap.getAttribute('aria-pressed'), 'false');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('only the differences count: + 1000 on every score of “purred” leaves every percentage as the table shows it', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await H.openFresh(page, `${browser.url}index.html#step=softmax&scenario=magnitude`);
  await page.locator(`${W} .shift summary`).click();
  await H.settle(page);
  const lines = await page.locator(`${W} .shift-rows li`).allTextContents();
  // magnitude 1: cat scores 1, the others 0; softmax: e / (e + 3) = 47.5%, 1 / (e + 3) = 17.5%. Every word is listed,
  // “purred” itself too: the card adds the number to every score of “purred”, its own included (it once left it out).
  assert.deepEqual(lines, ['“cat”: 1 + 1000 = 1001 → 47.5%', '“The”: 0 + 1000 = 1000 → 17.5%', '“old”: 0 + 1000 = 1000 → 17.5%',
    '“purred”: 0 + 1000 = 1000 → 17.5%']);
  assert.equal(await page.locator(`${W} .shift-outcome`).getAttribute('data-same'), 'true');
  assert.match(await page.locator(`${W} .shift`).textContent(), /the scores 1000 and 999 split 73\.1% and 26\.9%/);
  await page.locator(`${W} label[for="shift-0"]`).click();
  await H.settle(page);
  assert.equal(await page.locator(`${W} .shift-rows li`).first().textContent(), '“cat”: 1 + 0 = 1 → 47.5%');
  // The magnitude moves the list too: at 3, "cat" gets e³ / (e³ + 3) = 87.0%.
  await page.locator(`${W} #magnitude`).fill('3');
  await H.settle(page);
  assert.equal(await page.locator(`${W} .shift-rows li`).first().textContent(), '“cat”: 3 + 0 = 3 → 87.0%');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `${width} px wide on a phone`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the heatmap: a row label is a button that makes its word the focus; on a phone its cells grow small to fit, and narrower still it says it scrolls sideways', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await H.openFresh(page, `${browser.url}explore.html`);
  const hint = page.locator(`${W} .heatmap-scroll-hint`);
  const grid = page.locator(`${W} [data-key="heatmap-grid"]`);
  const fits = () => grid.evaluate((g) => g.scrollWidth <= g.clientWidth + 1);
  assert.equal(await fits(), true, 'ten columns fit 360 px, their cells small and the keys’ names upright');
  assert.equal(await hint.isVisible(), false, 'nothing to scroll: no hint');
  // A column narrower than its smallest cells: it scrolls, and says so.
  await page.setViewportSize({ width: 280, height: 740 });
  await page.waitForFunction(() => !document.querySelector('attention-playground').shadowRoot.querySelector('.heatmap-scroll-hint').hidden);
  assert.equal(await fits(), false);
  assert.match(await hint.textContent(), /scroll the table sideways/);
  // A number its right edge cuts is not drawn (“10” would read “1”), until scrolled into view.
  const cut = await grid.evaluate((g) => {
    const box = g.getBoundingClientRect();
    return Array.from(g.querySelectorAll('td')).filter((td) => { const r = td.getBoundingClientRect(); return r.left < box.right - 1 && r.right > box.right + 1; })
      .map((td) => [td.hasAttribute('data-cut'), getComputedStyle(td).color]);
  });
  assert.ok(cut.length > 0 && cut.every(([marked, color]) => marked && color === 'rgba(0, 0, 0, 0)'), `the cells the edge cuts: ${JSON.stringify(cut)}`);
  await page.setViewportSize({ width: 360, height: 740 });
  const cat = page.locator(`${W} [data-key="heat-row-1"]`);
  assert.equal(await cat.getAttribute('title'), 'Make “cat” the focus');
  await cat.click();
  await H.settle(page);
  assert.deepEqual((await H.readTokens(page)).filter((t) => t.pressed).map((t) => t.text), ['cat']);
  assert.equal(await cat.getAttribute('aria-pressed'), 'true');
  assert.equal(await page.locator(`${W} table.heatmap tr.is-focus th`).textContent(), 'cat (focus) idle');
  // Wide enough for every column: no hint.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot
    .querySelector('.heatmap-scroll-hint').hidden);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the magnitude as length: the slider stretches the query of “purred” and the key of “cat”, and the score follows', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await H.openFresh(page, `${browser.url}index.html#step=softmax&scenario=magnitude`);
  const read = () => page.locator(`${W} .stretch`).evaluate((box) => ({
    labels: Array.from(box.querySelectorAll('.stretch-label')).map((x) => x.textContent),
    numbers: Array.from(box.querySelectorAll('.stretch-value')).map((x) => x.textContent),
    widths: Array.from(box.querySelectorAll('.stretch-fill')).map((x) => x.getBoundingClientRect().width),
    text: box.querySelector('.stretch-text').textContent,
  }));
  let s = await read();
  assert.deepEqual(s.labels, ['query of “purred”', 'key of “cat”']);
  // Magnitude 1: both (animal 1) of length 1; the score 1 × 1 × 1 = 1.
  assert.deepEqual(s.numbers, ['1', '1']);
  assert.equal(s.text, 'Score = length × length × how well they point the same way (1) = 1.');
  const before = s.widths[0];
  await page.locator(`${W} #magnitude`).fill('9');
  await H.settle(page);
  s = await read();
  // √9 = 3 each, score 9: the bars three times as long, and the table's score is 9 too.
  assert.deepEqual(s.numbers, ['3', '3']);
  assert.equal(s.text, 'Score = length × length × how well they point the same way (1) = 9.');
  assert.ok(Math.abs(s.widths[0] - 3 * before) < 1.5, `the query bar stretched from ${before} to ${s.widths[0]} px`);
  assert.equal((await H.readTable(page, 'who')).find((r) => r.token === 'cat').score, 9);
  // The slider and the bars are on one phone screen.
  const slider = await page.locator(`${W} #magnitude`).boundingBox();
  const bars = await page.locator(`${W} .stretch`).boundingBox();
  assert.ok(Math.max(slider.y + slider.height, bars.y + bars.height) - Math.min(slider.y, bars.y) < 740, 'one screen');
  assert.deepEqual(page.errors, []);
  await page.close();
});
