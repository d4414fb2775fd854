// The trained model's heads beyond the storybook's templates (issue 37), in a
// course page at 760 px and on a 360 px phone, by eye and by ear:
// - the chapter's sentence beside its twin: at "it" the model has not read
//   "tired" yet; right after "tired" (at "and", where the storybook's twins go
//   on and where the meaning head does its job) the model looks at "cat", and
//   in the twin, right after "soft", at "mat", each share worked out here by
//   the independent JavaScript reading of the weights file
//   (tests/node/model-reference.js), not read back from the widget;
// - a word the model does not know is shown as typed, said to be unknown,
//   never as "?";
// - an Arabic widget reads an Arabic sentence with the Arabic model, right to
//   left, and says the twin note in Arabic.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const H = require('./helpers.js');
const Lr = require('./listener.js');
const R = require('../node/model-reference.js');

const W = 'attention-playground';
let browser;
let phone;
before(async () => { browser = await H.start(); phone = await H.start({ touch: true }); });
after(async () => { await browser.close(); await phone.close(); });

// The percentage entry `index` of a row shows when the row (its words and the sink) is rounded together, as the
// views round one (lib/shares.js): tenths of a percent, each cut down, then the tenths still missing from
// 100.0 % to the largest remainders, so the row adds up (93.35 % may show as 93.3 % beside larger remainders).
function together(row, index) {
  const exact = row.map((x) => x * 1000);
  const units = exact.map(Math.floor);
  let missing = 1000 - units.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => i).sort((a, b) => (exact[b] - units[b]) - (exact[a] - units[a]) || a - b);
  for (const i of order) {
    if (missing <= 0) break;
    units[i] += 1;
    missing -= 1;
  }
  return (units[index] / 10).toFixed(1) + '%';
}

// Where word `at` looks in the model's meaning head, by the reference reading:
// its top entry (the words up to it, then the sink) and its weight.
function looks(language, text, at) {
  const ref = R.loadReference(path.join(H.root, 'models', `storybook-${language}.apm`));
  const k = ref.header.heads.findIndex((h) => h.jobs.includes('meaning'));
  assert.ok(k >= 0, `the ${language} model has a head that finds the noun a describing word fits`);
  return { k, read: (ids) => {
    const { attention } = R.forward(ref.header.shape, ref.weights, ids);
    const row = attention[k][at].slice(0, at + 2);
    const best = row.indexOf(Math.max(...row));
    return { index: best, weight: row[best], row };
  } };
}

async function openHeads(server, page, width, lang = 'en') {
  await H.openCoursePage(server, page, `step="heads" model="trained" lang="${lang}"`, { width, html: `lang="${lang}"` });
  await page.locator(`${W} .trained-head`).first().waitFor();
  await H.settle(page);
}

async function readOwn(page, text) {
  await page.locator(`${W} .trained-own`).fill(text);
  await page.locator(`${W} [data-key="trained-heads-read"]`).click();
  await H.settle(page);
}

for (const [width, height, touch] of [[760, 1000, false], [360, 740, true]]) {
  test(`${width} px: the chapter's sentence beside its twin: "tired" finds what can be tired, "soft" what can be soft`, async () => {
    const server = touch ? phone : browser;
    const page = await server.newPage({ width, height });
    await openHeads(server, page, width);
    const ids = (words) => words.map((w) => R.loadReference(path.join(H.root, 'models', 'storybook-en.apm')).header.vocabulary.indexOf(w));
    // The meaning head does its job at the word after the settling word (its header's twins.at: "after").
    const sentence = 'the cat sat on the mat because it was tired and'.split(' ');
    const twin = sentence.slice(0, 9).concat(['soft', 'and']);
    const { read } = looks('en', null, 10);
    const tired = read(ids(sentence));
    const soft = read(ids(twin));
    assert.equal(sentence[tired.index], 'cat', 'right after “tired”, the model looks at the cat, by the reference reading');
    assert.equal(twin[soft.index], 'mat', 'right after “soft”, at the mat');
    assert.ok(tired.weight >= 0.7 && soft.weight >= 0.7, `${tired.weight}, ${soft.weight}: the meaning gate's 0.7`);

    for (const typed of ['The cat sat on the mat because it was tired', 'The cat sat on the mat because it was soft']) {
      await readOwn(page, typed);
      const note = (await page.locator(`${W} .trained-twin`).textContent()).replace(/\s+/g, ' ');
      assert.equal(note, 'At “it” the model has not yet read “tired”: it reads from left to right, so there it can only follow ' +
        `what its stories taught it. Then “and”, right after “tired”, looks at “cat” (${together(tired.row, tired.index)}); in its twin, ` +
        `“The cat sat on the mat because it was soft”, “and”, right after “soft”, looks at “mat” (${together(soft.row, soft.index)}): each finds what it can be said of.`);
    }
    // By ear: the note is read, every number with its words, after the sentence's words.
    const items = await Lr.readAloud(page);
    const said = Lr.transcript(items);
    assert.ok(said.some((line) => line.includes('has not yet read “tired”')), said.join('\n'));
    assert.deepEqual(Lr.bareNumbers(items).map((i) => i.text), []);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `scrolls sideways by ${overflow} px`);
    await H.screenshot(page, `trained-twin-${width}.png`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test(`${width} px: a word the model does not know is shown as typed and said to be unknown, never "?"`, async () => {
    const server = touch ? phone : browser;
    const page = await server.newPage({ width, height });
    await openHeads(server, page, width);
    await readOwn(page, 'The giraffe sat on the mat because it was tired');
    const words = await page.locator(`${W} .trained-words .token`).allTextContents();
    assert.deepEqual(words, ['The', 'giraffe', 'sat', 'on', 'the', 'mat', 'because', 'it', 'was', 'tired']);
    assert.equal(await page.locator(`${W} .trained-words .token.is-unknown`).count(), 1);
    assert.equal(await page.locator(`${W} .trained-words .token.is-unknown`).getAttribute('aria-label'), 'giraffe, unknown to the model');
    const text = (await H.shownText(page, W)).replace(/\s+/g, ' ');
    assert.match(text, /The model does not know: giraffe\./);
    assert.doesNotMatch(text, /“\?”/, 'no word is shown as "?"');
    const said = Lr.transcript(await Lr.readAloud(page)).join('\n');
    assert.match(said, /giraffe, unknown to the model/);
    assert.deepEqual(page.errors, []);
    await page.close();
  });

  test(`${width} px: an Arabic widget reads an Arabic sentence with the Arabic model, right to left`, async () => {
    const server = touch ? phone : browser;
    const page = await server.newPage({ width, height });
    await openHeads(server, page, width, 'ar');
    assert.ok(page.requests.some((u) => /\/attention-model-ar\.js$/.test(u)), 'the Arabic model\'s module is fetched');
    await readOwn(page, 'جلس القط على الكرسي لأنه كان متعبًا');
    const tokens = page.locator(`${W} .trained-words .token`);
    assert.deepEqual(await tokens.allTextContents(), ['جلس', 'القط', 'على', 'الكرسي', 'لأن', 'ـه', 'كان', 'متعبًا']);
    // Right to left: each word stands left of the one before it (on its line).
    const boxes = await tokens.evaluateAll((nodes) => nodes.map((n) => { const r = n.getBoundingClientRect(); return { x: r.x, y: r.y }; }));
    for (let i = 1; i < boxes.length; i++) {
      if (Math.abs(boxes[i].y - boxes[i - 1].y) < 4) assert.ok(boxes[i].x < boxes[i - 1].x, `word ${i} is left of word ${i - 1}`);
    }
    const note = (await page.locator(`${W} .trained-twin`).textContent()).replace(/\s+/g, ' ');
    assert.match(note, /^عند «ـه» لم يقرأ النموذج «متعبًا» بعد/);
    const items = await Lr.readAloud(page);
    assert.deepEqual(Lr.bareNumbers(items).map((i) => i.text), []);
    if (width === 760) await H.screenshot(page, 'trained-twin-ar-760.png');
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
