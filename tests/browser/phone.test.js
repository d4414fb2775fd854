// On a 360 × 740 phone: after Next the learner lands at the new step's start
// (its title on screen, where on a phone Next sits a screen or more below it),
// with the keyboard focus still on Next; and "✓ Done!" is never split, the ✓
// left alone at the end of a line, at any width from 280 to 460 px; no table is
// wider than its box in a 320 px widget; the scores step keeps its paragraph on
// how a match score is worked out.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

const W = 'attention-playground';
let browser;
before(async () => { browser = await H.start({ touch: true }); });
after(async () => { await browser.close(); });

test('360 × 740: after Next the new step’s title is on screen and the focus stays on Next, from the first step to the last', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await page.goto(browser.url + 'index.html'); // the first step: a page of the chapter, the widget in it
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
  const steps = ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order'];
  const where = () => page.locator(W).evaluate((e) => {
    const title = e.shadowRoot.querySelector('.scenario-bar').getBoundingClientRect();
    return { step: e.stateDetail.step, top: Math.round(title.top), bottom: Math.round(title.bottom),
      focus: e.shadowRoot.activeElement && e.shadowRoot.activeElement.dataset.key };
  });
  const figures = [];
  for (let k = 1; k < steps.length; k++) {
    await page.locator(`${W} [data-key="step-next"]`).focus();
    await page.keyboard.press('Enter');
    await H.settle(page);
    const now = await where();
    assert.equal(now.step, steps[k]);
    assert.ok(now.top >= 0 && now.bottom <= 740, `${steps[k]}: the title at ${now.top}–${now.bottom} px of a 740 px screen`);
    assert.equal(now.focus, 'step-next', `${steps[k]}: focus stays on Next`);
    figures.push(`${steps[k]} ${now.top}`);
  }
  console.log(`# the title's top after Next, px: ${figures.join(', ')}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('“✓ Done!” stays in one piece at every width from 280 to 460 px', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await page.route(browser.url + 'done.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>done</title></head>` +
    `<body style="margin:0"><${W} step="needs"></${W}><script src="attention-playground.js"></script></body></html>` }));
  await page.goto(browser.url + 'done.html');
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
  // “it” needs an animal and finds “cat”: the needs step's task is done.
  await page.locator(`${W} .tokens button.token`).filter({ hasText: /^it$/ }).click();
  await H.settle(page);
  assert.equal(await page.locator(`${W} .task-done`).textContent(), ' ✓ Done!');
  for (let width = 280; width <= 460; width += 1) {
    await page.setViewportSize({ width, height: 740 });
    const lines = await page.locator(`${W} .task-done`).evaluate((span) => {
      const tops = new Set(Array.from(span.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return tops.size;
    });
    assert.equal(lines, 1, `at ${width} px “✓ Done!” is on ${lines} lines`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a 360 px phone page with 20 px margins (a 320 px widget): no table is wider than its box at any step', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await page.route(`${browser.url}margins.html?*`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>course</title></head>` +
    `<body style="margin:0 20px"><${W} step="${new URL(route.request().url()).searchParams.get('step')}"></${W}>` +
    '<script src="attention-playground.js"></script></body></html>' }));
  const figures = [];
  for (const step of ['scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order']) {
    await page.goto(`${browser.url}margins.html?step=${step}`); // each step with its own example
    await page.evaluate(() => document.querySelector('attention-playground').ready);
    await H.settle(page);
    if (step === 'learned') {
      await H.trainOneStep(page);
      await page.locator(`${W} section.learned .learned-gate:not([hidden])`).waitFor();
      await H.settle(page);
    }
    const tables = await page.locator(W).evaluate((e) => Array.from(e.shadowRoot.querySelectorAll('table'))
      .filter((t) => t.checkVisibility())
      .map((t) => ({ name: t.className, width: Math.round(t.getBoundingClientRect().width), box: t.parentElement.clientWidth })));
    assert.equal(await page.locator(W).evaluate((e) => Math.round(e.getBoundingClientRect().width)), 320);
    for (const t of tables) {
      figures.push(`${step} ${t.name} ${t.width}/${t.box}`);
      assert.ok(t.width <= t.box, `${step}: the ${t.name} table is ${t.width} px in a ${t.box} px box`);
    }
  }
  console.log(`# tables, px (table/box): ${figures.join(', ')}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('360 × 740: the scores step shows how a match score is worked out (multiply, add up, read from 0 to 1), under its table', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await page.route(browser.url + 'scores.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>scores</title></head>` +
    `<body style="margin:0 8px"><${W} step="scores"></${W}><script src="attention-playground.js"></script></body></html>` }));
  await page.goto(browser.url + 'scores.html');
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
  assert.match(await H.shownText(page, W), /multiply the numbers feature by feature and add them up\. Read it from 0 \(nothing in common\) to 1/);
  const below = await page.locator(W).evaluate((e) => {
    const note = e.shadowRoot.querySelector('.caption-note').getBoundingClientRect();
    const table = e.shadowRoot.querySelector('table.match').getBoundingClientRect();
    return note.top >= table.bottom;
  });
  assert.equal(below, true, 'under the table: the sliders and the scores they move stay on one screen');
  assert.deepEqual(page.errors, []);
  await page.close();
});
