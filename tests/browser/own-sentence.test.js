// "Your own sentence": typed into the widget, the words get their vectors from
// the built-in word list; unknown words are marked (dotted outline + words);
// mistakes are said next to the box and the text is kept; a 3,000-word paste
// stays responsive (most attended rows first, "show all", a scrolling passage).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

let browser;
const W = 'attention-playground';

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });


async function type(page, text, how = 'enter') {
  const box = page.locator(`${W} #own-sentence`);
  await box.fill(text);
  if (how === 'enter') await box.press('Enter');
  else await page.locator(`${W} [data-key="own-sentence-use"]`).click();
  await H.settle(page);
}

// The core's numbers for a typed sentence, worked out in Node (the core's
// Node build) from the word list's scenario: attendAll with its magnitude and
// sink. (`page` is unused.)
async function coreForSentence(page, text) {
  const { scenarioFromSentence } = await H.webModule('sentence/own-sentence.js');
  const core = await H.core();
  const sc = scenarioFromSentence(text, core.tokenize);
  const r = core.attendAll({ heads: sc.heads.map((h) => ({ queries: h.queries, keys: h.keys, values: h.values })),
    scale: sc.magnitude, sink: sc.sink.on ? sc.sink.score : null, causal: sc.causal });
  return { tokens: sc.tokens, unknown: sc.unknown, heads: sc.heads.map((h) => h.id), magnitude: sc.magnitude,
    sink: sc.sink, result: r };
}

test('a typed sentence becomes the example: its words, its numbers, and unknown words marked', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  const text = 'The blorf sat on the mat because it was tired';
  await type(page, text);
  const core = await coreForSentence(page, text);
  assert.deepEqual(core.tokens, ['The', 'blorf', 'sat', 'on', 'the', 'mat', 'because', 'it', 'was', 'tired']);
  assert.deepEqual(core.unknown.map((u, i) => (u ? core.tokens[i] : null)).filter(Boolean), ['blorf']);
  assert.equal(await page.locator(`${W} .title`).textContent(), 'Your own sentence');
  const words = await H.readTokens(page);
  assert.deepEqual(words.map((t) => t.text), core.tokens);
  assert.deepEqual(words.filter((t) => t.pressed).map((t) => t.text), ['it'], 'a pronoun is the first focus');

  // “it” in who?: its row equals the core's, with the sink at the word list's score.
  const focus = core.tokens.indexOf('it');
  const rows = await H.readTable(page, 'who');
  assert.deepEqual(rows.map((r) => r.token), core.tokens.concat('sink'));
  H.assertPercents(rows, core.result.heads[0].weights[focus], core.result.heads[0].sinkWeights[focus], 'it');
  const best = rows.slice(0, -1).reduce((a, b) => (b.meter > a.meter ? b : a));
  assert.equal(best.token, 'mat', '“it” finds a thing: “mat” (the word list knows no blorf)');

  // The unknown word: a dotted outline (not colour alone), and words that say so.
  const blorf = page.locator(`${W} .tokens button.token`, { hasText: 'blorf' });
  const style = await blorf.evaluate((b) => ({ style: getComputedStyle(b).borderTopStyle, describedBy: b.getAttribute('aria-describedby') }));
  assert.deepEqual(style, { style: 'dotted', describedBy: 'unknown-note' });
  const plain = await page.locator(`${W} .tokens button.token`, { hasText: 'sat' })
    .evaluate((b) => [getComputedStyle(b).borderTopStyle, b.getAttribute('aria-describedby')]);
  assert.deepEqual(plain, ['solid', null]);
  assert.equal(await page.locator(`${W} #unknown-note`).textContent(),
    'The word with a dotted outline is an unknown word: the built-in word list does not know it, so it gets neutral vectors (it asks for nothing and offers nothing).');
  assert.equal(await page.locator(`${W} .own-sentence-status`).textContent(), 'Showing your sentence: 10 tokens, 1 of them unknown (dotted outline).');
  assert.match(await page.locator(`${W} table.match[data-head="who"] tr[data-index="1"] .token-cell`).textContent(), /^blorfunknown word$/);
  await blorf.click();
  await H.settle(page);
  assert.equal(await page.locator(`${W} .focus-card .unknown-note`).textContent(),
    '“blorf” is an unknown word: the built-in word list does not know it, so its query, key and value are all zero. ' +
    'It still gets attention like every other word.');
  assert.match(await page.locator(`${W} .focus-line`).first().textContent(), /not asking anything/);
  // An unknown word is idle: all scores 0, the sink (3, on) takes e^3 / (10 + e^3) = 20.09 / 30.09 = 66.76%,
  // each word 1 / 30.09 = 3.324%. Rounded together: floors 10 × 3.3 + 66.7 = 99.7; the sink's tenth (.61)
  // fits, the other two cannot go round ten equal words, so the first two take them.
  const idle = await H.readTable(page, 'who');
  assert.deepEqual(idle.map((r) => r.percent), [3.4, 3.4, 3.3, 3.3, 3.3, 3.3, 3.3, 3.3, 3.3, 3.3, 66.8]);
  // The link carries the sentence.
  assert.equal(await page.evaluate(() => location.hash),
    '#sentence=The+blorf+sat+on+the+mat+because+it+was+tired&step=all&focus=1');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the button works like Enter; Shift+Enter starts a new line instead', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  const box = page.locator(`${W} #own-sentence`);
  await box.fill('She opened the door');
  await box.press('Shift+Enter');
  assert.equal(await box.inputValue(), 'She opened the door\n');
  assert.equal(await page.locator(`${W} .title`).textContent(), (H.scenarioJson('it').title), 'nothing used yet');
  await page.locator(`${W} [data-key="own-sentence-use"]`).click();
  await H.settle(page);
  assert.deepEqual((await H.readTokens(page)).map((t) => t.text), ['She', 'opened', 'the', 'door']);
  // Changes fire after the sentence is in use, and picking an example goes back.
  await page.locator(`${W} #scenario`).selectOption('sky');
  await page.locator(`${W} .title`).filter({ hasText: 'Which planet?' }).waitFor();
  assert.equal(await box.inputValue(), 'She opened the door\n', 'the typed text stays in the box');
  await page.close();
});

test('mistakes are said beside the box (role="alert"), the text is kept and the example stays', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  const title = await page.locator(`${W} .title`).textContent();
  const alert = page.locator(`${W} #own-sentence-error`);
  assert.equal(await alert.getAttribute('role'), 'alert');
  await type(page, '   ', 'button');
  assert.equal(await alert.textContent(), 'Type a sentence first: the box is empty.');
  assert.equal(await page.locator(`${W} #own-sentence`).inputValue(), '   ');
  assert.equal(await page.locator(`${W} #own-sentence`).getAttribute('aria-invalid'), 'true');
  assert.equal(await page.locator(`${W} .title`).textContent(), title);

  // A lone surrogate cannot be typed on a keyboard but can be pasted from broken text.
  await page.locator(`${W} #own-sentence`).evaluate((box) => { box.value = 'a \ud800 b'; });
  await page.locator(`${W} [data-key="own-sentence-use"]`).click();
  // The reader is a part (web/js/element/part-list.js) fetched on first use: the answer may take a moment.
  await page.waitForFunction(() => /cannot be used/.test(document.querySelector('attention-playground').shadowRoot.querySelector('#own-sentence-error').textContent));
  assert.equal(await alert.textContent(),
    'This text cannot be used: text has a lone UTF-16 surrogate U+D800 at index 2 (not valid Unicode)');
  assert.equal(await page.locator(`${W} #own-sentence`).evaluate((box) => box.value), 'a \ud800 b');
  assert.equal(await page.locator(`${W} .error`).isVisible(), false, 'the widget itself is fine');
  assert.equal(await page.locator(`${W} .title`).textContent(), title);

  await type(page, 'The dog barked');
  assert.equal(await alert.textContent(), '');
  assert.equal(await page.locator(`${W} #own-sentence`).getAttribute('aria-invalid'), 'false');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a sentence= link fills the box and shows the sentence; an unusable one falls back with a note', async () => {
  const page = await browser.newPage();
  await H.openFresh(page, `${browser.url}explore.html#sentence=My+cat+sat+on+the+mat.+It+was+tired&focus=It`);
  assert.equal(await page.locator(`${W} #own-sentence`).inputValue(), 'My cat sat on the mat. It was tired');
  assert.deepEqual((await H.readTokens(page)).filter((t) => t.pressed).map((t) => t.text), ['It']);
  const core = await coreForSentence(page, 'My cat sat on the mat. It was tired');
  const rows = await H.readTable(page, 'who');
  const focus = core.tokens.indexOf('It');
  H.assertPercents(rows, core.result.heads[0].weights[focus], core.result.heads[0].sinkWeights[focus], 'It');
  assert.equal(rows.slice(0, -1).reduce((a, b) => (b.meter > a.meter ? b : a)).token, 'cat');

  await H.openFresh(page, `${browser.url}explore.html#sentence=++&magnitude=2`);
  assert.equal(await page.locator(`${W} .title`).textContent(), (H.scenarioJson('it').title), 'the page’s own example instead');
  assert.deepEqual(await page.locator(`${W} .notes li`).allTextContents(), ['Ignored “sentence=  ”: the sentence is empty']);
  assert.equal(await page.locator(`${W} #magnitude + .dial-value`).textContent(), '× 2', 'the rest of the link still counts');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('3,000 typed words stay responsive: the most attended rows first, “show all”, a scrolling passage', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await H.open(page, browser.url + 'explore.html');
  const words = 'The cat sat on the mat because it was tired . She went to the bank of the river and paid the cheque .'.split(' ');
  const text = Array.from({ length: 3000 }, (_, i) => words[i % words.length]).join(' ');
  const started = Date.now();
  await page.locator(`${W} #own-sentence`).fill(text);
  await page.locator(`${W} [data-key="own-sentence-use"]`).click();
  await page.locator(`${W} .own-sentence-status`).filter({ hasText: '3000 tokens' }).waitFor();
  const loadMs = Date.now() - started;
  assert.ok(loadMs < 5000, `the passage was shown in ${loadMs} ms`);
  assert.equal(await page.locator(`${W} .tokens button.token`).count(), 3000);

  // The table: the most attended rows first, a summary row, and "Show all".
  const rows = await H.readTable(page, 'who');
  const words1 = rows.filter((r) => !r.isSink);
  assert.ok(words1.length <= 25, `${words1.length} rows shown of 3000`);
  const percents = words1.map((r) => r.meter);
  const focusRow = words1.findIndex((r) => r.isSelf);
  const ranked = percents.filter((_, i) => i !== focusRow || i === 0);
  assert.deepEqual(ranked, ranked.slice().sort((a, b) => b - a), 'most attended first');
  const summary = page.locator(`${W} table.match[data-head="who"] tr.is-omitted`);
  assert.match(await summary.textContent(), /^\d+ more words/);
  const total = await page.locator(`${W} table.match[data-head="who"] tfoot .total-value`).textContent();
  assert.equal(total, '100.0%');

  // Dragging the magnitude redraws in well under a tenth of a second.
  const times = await page.evaluate(async () => {
    const element = document.querySelector('attention-playground');
    const slider = element.shadowRoot.querySelector('#magnitude');
    const out = [];
    for (let i = 0; i < 9; i++) {
      const done = new Promise((resolve) => element.addEventListener('playground-render', resolve, { once: true }));
      slider.value = String(1.5 + i);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      await done;
      out.push(element.lastRenderMs);
    }
    return out.sort((a, b) => a - b);
  });
  const median = times[4];
  assert.ok(median < 150, `median redraw ${median.toFixed(0)} ms`);
  console.log(`3,000 words: shown in ${loadMs} ms; median magnitude redraw ${median.toFixed(1)} ms`);

  // The passage scrolls in its own box; the page never scrolls sideways at 360 px.
  const box = await page.locator(`${W} .tokens`).evaluate((row) => ({
    long: row.classList.contains('is-long'), scrolls: row.scrollHeight > row.clientHeight + 100, overflow: getComputedStyle(row).overflowY }));
  assert.deepEqual(box, { long: true, scrolls: true, overflow: 'auto' });
  assert.equal(await page.locator(`${W} canvas.heatmap-canvas`).isVisible(), true, 'the heatmap of 3,000 words is a canvas');
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360);

  await page.locator(`${W} [data-key="all-rows-0"]`).click();
  await page.locator(`${W} table.match[data-head="who"] tbody tr[data-index="2999"]`).waitFor();
  assert.equal((await H.readTable(page, 'who')).filter((r) => !r.isSink).length, 3000, 'every row, in sentence order');
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360);
  assert.deepEqual(page.errors, []);
  await page.close();
});
