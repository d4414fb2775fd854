// The learned step ("Where the vectors come from"), by ear and by eye: opening
// the training view is said; its headings go down one level at a time; a
// region's name says where its list is (before the grid, as it is read); the
// grids' names W_Q, W_K, W_V wait for "Show the numbers"; and the most steps
// training takes is not said as a lesson link's limit (the author's business).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');
const Lr = require('./listener.js');

const W = 'attention-playground';
let browser;
before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

async function openLearned(page, lang) {
  const name = `learned-${lang}.html`;
  await page.route(browser.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>learned</title></head>` +
    `<body><main><h1>A course</h1><${W} step="learned"></${W}></main><script src="attention-playground.js"></script></body></html>` }));
  await page.goto(browser.url + name);
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
}

for (const [lang, opened] of [['en', 'The training view is open: press Train and watch the loss fall.'],
  ['es', 'La vista de entrenamiento está abierta: pulsa Entrenar y mira cómo baja la pérdida.']]) {
  test(`${lang}: opening the training view is said, its headings go one level down at a time, W_Q waits for the numbers`, async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await openLearned(page, lang);
    await Lr.listen(page);
    await page.locator(`${W} .training-toggle`).click();
    await page.locator(`${W} table.tr-heatmap`).waitFor();
    await H.settle(page);
    await page.waitForTimeout(1000); // the region speaks once the changes settle (announcer.js)
    assert.deepEqual((await Lr.heard(page)).map((m) => m.text), [opened]);

    const items = await Lr.readAloud(page);
    const levels = items.filter((i) => i.kind === 'heading').map((i) => i.level);
    levels.forEach((level, k) => assert.ok(k === 0 || level <= levels[k - 1] + 1, `headings ${levels.join(', ')}: ${level} after ${levels[k - 1]}`));
    assert.ok(levels.length >= 4, levels.join(', '));

    // Before "Show the numbers": no grid is named by its symbol, on screen or by ear.
    const said = Lr.transcript(items).join('\n') + '\n' + (await Lr.groupNames(page)).join('\n');
    assert.doesNotMatch(await H.shownText(page, W), /W_[QKV]/);
    assert.doesNotMatch(said, /W_[QKV]/);
    // The grid's name points at its list where the list is: before the grid.
    const order = await page.locator(W).evaluate((e) => {
      const grid = e.shadowRoot.querySelector('table.tr-heatmap').closest('[aria-label]');
      const list = e.shadowRoot.querySelector('.tr-row-title');
      return { name: grid.getAttribute('aria-label'), before: Boolean(list.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING) };
    });
    assert.equal(order.before, true, 'the list comes before the grid');
    assert.doesNotMatch(order.name, /below|abajo/);
    // Once asked for, the numbers name their grids.
    await page.locator(`${W} [data-key="pv-numbers-toggle"]`).click();
    await H.settle(page);
    assert.match(await H.shownText(page, W), /W_Q/);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('the most steps training takes is said in the learner’s words, not as a lesson link’s limit', async () => {
  for (const lang of ['en', 'es']) {
    const words = (await H.webModule(`i18n/${lang}/training.js`)).default;
    const texts = Object.entries(words).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : Object.values(value).map((v) => [key, v])));
    // The step cap said to the learner: how far training goes, in the learner's words.
    const cap = texts.filter(([key]) => key === 'training.at-most').map(([, v]) => v).join(' ');
    assert.doesNotMatch(cap, /lesson link|enlace de lecci/, `${lang}: ${cap}`);
  }
});
