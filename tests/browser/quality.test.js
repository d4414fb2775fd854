// Quality the learner never asks for but always needs: axe-core finds no WCAG
// A/AA problem, bars are meters with values and names, changes are announced
// politely, focus is visible, a 360 px phone needs no sideways scrolling, the
// page makes no network request and works from file://. Saves screenshots at
// 1280 px and 360 px into tests/browser/screenshots/.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const H = require('./helpers.js');
const { assertScreenshot } = require('./png.js');

let browser;
const W = 'attention-playground';

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

test('axe-core finds no WCAG 2.1 A/AA violation with every control of three heads open', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  await page.evaluate(() => document.querySelector('attention-playground').setAttribute('scenario', 'heads'));
  await page.locator(`${W} .head-panel`).nth(2).waitFor();
  await H.openEverything(page);
  assert.deepEqual(page.errors, []); // checked before axe runs: axe's own inline styles trip the page's CSP
  assert.deepEqual(await H.axeViolations(page), []);
  await page.close();
});

test('axe-core finds no violation on a 360 px phone with every control of “it” open', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await H.open(page, browser.url + 'explore.html');
  await H.openEverything(page);
  assert.deepEqual(await H.axeViolations(page), []);
  await page.close();
});

test('every percentage bar is a meter with its value (0–100) and a label naming the word', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  await page.locator(`${W} #sink-on`).check();
  await H.settle(page);
  const meters = await page.locator(`${W} table.match [role="meter"]`).evaluateAll((all) => all.map((m) => ({
    now: Number(m.getAttribute('aria-valuenow')), min: m.getAttribute('aria-valuemin'), max: m.getAttribute('aria-valuemax'),
    label: m.getAttribute('aria-label'), text: m.textContent,
  })));
  const words = await H.readTokens(page);
  assert.equal(meters.length, words.length + 1, 'one meter per word plus the sink');
  meters.forEach((m, i) => {
    assert.equal(m.min, '0');
    assert.equal(m.max, '100');
    assert.ok(m.now >= 0 && m.now <= 100);
    // The number beside the bar; a share that is not 0 never reads 0, one that is not all never 100.
    const printed = m.text === '< 0.1%' ? 0 : m.text === '> 99.9%' ? 100 : m.now;
    assert.equal(printed, m.now, `aria-valuenow ${m.now} beside ${m.text}`);
    if (printed === m.now && !/^[<>]/.test(m.text)) assert.equal(m.text, m.now.toFixed(1) + '%', 'the number is printed beside the bar');
    const name = i < words.length ? words[i].text : 'sink';
    assert.ok(m.label.startsWith(name), `“${m.label}” names ${name}`);
  });
  H.assertAddsUp(meters.map((m) => ({ meter: m.now, percentText: m.text })), 'the meters');
  // The heatmap has a number in every cell, not only a shade.
  const cells = await page.locator(`${W} table.heatmap td`).allTextContents();
  assert.ok(cells.length >= words.length * words.length);
  assert.ok(cells.every((c) => /^(<1|>99|\d+|—)$/.test(c)), `every heatmap cell shows a number (${cells.filter((c) => !/^(<1|>99|\d+|—)$/.test(c))})`);
  await page.close();
});

test('changes are announced politely, once the learner pauses, not on every slider step', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  const live = page.locator(`${W} [aria-live="polite"]`);
  assert.equal(await live.count(), 1);
  assert.equal(await live.textContent(), '', 'opening the page announces nothing');
  await page.evaluate(() => {
    const root = document.querySelector('attention-playground').shadowRoot;
    window.announcements = [];
    new MutationObserver(() => window.announcements.push(root.querySelector('[aria-live]').textContent))
      .observe(root.querySelector('[aria-live]'), { childList: true, characterData: true, subtree: true });
  });
  const slider = page.locator(`${W} #magnitude`);
  await slider.focus();
  for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(1200);
  const announcements = await page.evaluate(() => window.announcements);
  assert.equal(announcements.length, 1, `one announcement after the drag (got ${announcements.length})`);
  assert.equal(announcements[0], await page.locator(`${W} .meaning-text`).textContent());
  await page.close();
});

test('keyboard focus is always visible: a 3 px outline on words, sliders, toggles and buttons', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  const outline = (selector) => page.locator(`${W} ${selector}`).first().evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  await page.keyboard.press('Tab'); // the page's link to the step-by-step playground
  await page.keyboard.press('Tab'); // the scenario picker
  await page.keyboard.press('Tab'); // the pressed word
  const focused = await page.evaluate(() => document.querySelector('attention-playground').shadowRoot.activeElement.getAttribute('aria-pressed'));
  assert.equal(focused, 'true', 'Tab reaches the focus word first in the row');
  for (const selector of ['button.token[aria-pressed="true"]', '#magnitude', '[data-key="shuffle"]', '#causal']) {
    await page.locator(`${W} ${selector}`).first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const o = await outline(selector);
    assert.equal(o.style, 'solid', `${selector} shows an outline`);
    assert.ok(o.width >= 3, `${selector} outline is ${o.width}px`);
  }
  await page.close();
});

test('on a 360 px phone the page never scrolls sideways and words are big enough to tap', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await H.open(page, browser.url + 'explore.html');
  await H.openEverything(page);
  let width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `page is ${width}px wide`);
  for (const id of ['heads', 'treaty']) {
    await page.locator(`${W} #scenario`).selectOption(id);
    await page.locator(`${W} .title`).filter({ hasText: H.scenarioJson(id).title }).waitFor();
    await H.openEverything(page);
    width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `with “${id}” the page is ${width}px wide`);
  }
  const sizes = await page.locator(`${W} .tokens button`).evaluateAll((b) => b.map((x) => x.getBoundingClientRect().height));
  assert.ok(sizes.every((hgt) => hgt >= 44), `word buttons are at least 44px tall (${sizes})`);
  const controls = await page.locator(`${W} input[type="range"], ${W} .button, ${W} select`).evaluateAll((all) =>
    all.filter((x) => x.offsetParent !== null).map((x) => x.getBoundingClientRect().height));
  assert.ok(controls.every((hgt) => hgt >= 40), `controls are at least 40px tall (${controls})`);
  await page.close();
});

test('the page makes no network request outside its own server', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  await H.openEverything(page);
  await page.locator(`${W} #scenario`).selectOption('sky');
  await H.settle(page);
  assert.ok(page.requests.length > 0);
  assert.deepEqual(H.nonLocalRequests(page), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('opened from file://, dist/index.html computes and shows the numbers', async () => {
  const page = await browser.newPage();
  await H.open(page, pathToFileURL(path.join(H.dist, 'explore.html')).href);
  const json = H.scenarioJson('it');
  const rows = await H.readTable(page, json.heads[0].id);
  assert.equal(rows.length, (await H.readTokens(page)).length);
  H.assertAddsUp(rows, 'it');
  assert.ok(rows.some((r) => r.meter > 50), 'one word clearly wins');
  assert.ok(page.requests.every((address) => address.startsWith('file:') || address.startsWith('data:')), page.requests.join('\n'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('screenshots at 1280 px and 360 px are saved for a person to look at', async () => {
  const saved = [];
  const sizes = new Map(); // file -> its viewport [width, height]
  for (const [width, height] of [[1280, 900], [360, 740]]) {
    for (const name of [`it-${width}.png`, `heads-sink-detail-${width}.png`]) fs.rmSync(path.join(H.screenshots, name), { force: true });
    const page = await browser.newPage({ width, height });
    await H.open(page, browser.url + 'explore.html');
    saved.push(await H.screenshot(page, `it-${width}.png`));
    sizes.set(saved[saved.length - 1], [width, height]);
    await page.evaluate(() => document.querySelector('attention-playground').setAttribute('scenario', 'heads'));
    await page.locator(`${W} .head-panel`).nth(2).waitFor();
    await page.locator(`${W} #sink-on`).check();
    await page.locator(`${W} [data-key="detail"]`).click();
    await H.settle(page);
    saved.push(await H.screenshot(page, `heads-sink-detail-${width}.png`));
    sizes.set(saved[saved.length - 1], [width, height]);
    await page.close();
  }
  assert.deepEqual(saved.map((f) => path.basename(f)), ['it-1280.png', 'heads-sink-detail-1280.png', 'it-360.png', 'heads-sink-detail-360.png']);
  // Each one written now, a PNG of its page's width, as tall as the page at least, and not blank.
  for (const file of saved) assertScreenshot(file, { width: sizes.get(file)[0], minHeight: sizes.get(file)[1] });
  console.log(`screenshots saved in ${H.screenshots}:\n  ${saved.map((f) => path.basename(f)).join('\n  ')}`);
});
