// Each part of the widget (web/js/element/part-list.js) is fetched at most once per page,
// whatever happens: a part the server answers with 404 is not asked for again
// at the next drawing, so a learner dragging a slider does not fill the
// page's <head> with <script> elements, and the views that need the part say
// on screen which file is missing instead of vanishing.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const H = require('./helpers.js');

const W = 'attention-playground';
const MISSING = 'attention-playground-explore.js';
let site;
let browser;

before(async () => {
  // The built site with the explore part and the training module taken away: the server answers 404 for them.
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-asked-once-'));
  fs.cpSync(H.dist, site, { recursive: true });
  fs.rmSync(path.join(site, MISSING));
  fs.rmSync(path.join(site, 'attention-training-en.js'));
  browser = await H.start({ folder: site });
});

after(async () => {
  await browser.close();
  fs.rmSync(site, { recursive: true, force: true });
});

// What the page asked for and holds after `count` changes of the magnitude, each drawn.
async function dragMagnitude(p, count) {
  await p.evaluate(async (count) => {
    const element = document.querySelector('attention-playground');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    for (let i = 0; i < count; i += 1) {
      element.magnitude = 1 + (i % 90) / 10;
      await frame();
    }
    await element.whenIdle();
  }, count);
}

const requestsFor = (p, file) => p.requests.filter((r) => r.endsWith('/' + file)).length;
const scriptsInHead = (p) => p.evaluate(() => document.head.querySelectorAll('script').length);

for (const [name, address] of [['explore.html', 'explore.html'], ['index.html at step=all', 'index.html#step=all']]) {
  test(`${name} without the explore part: 200 magnitude changes ask for it once and add no <script>, and the widget says which file is missing`, async () => {
    const p = await browser.newPage();
    const warnings = [];
    p.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
    await H.open(p, browser.url + address);
    const scriptsBefore = await scriptsInHead(p);
    assert.equal(requestsFor(p, MISSING), 1, 'the first drawing asks for the part once');
    await dragMagnitude(p, 200);
    assert.equal(await p.locator(W).evaluate((e) => e.magnitude), 1 + (199 % 90) / 10, 'every change was drawn');
    assert.equal(requestsFor(p, MISSING), 1, `${MISSING} is asked for once in all`);
    assert.equal(await scriptsInHead(p), scriptsBefore, 'no <script> is added by the drawings');
    assert.ok(await scriptsInHead(p) <= 1, 'the <head> holds at most the one <script> of the missing part');
    // On screen, not only in the console; the rest of the playground works.
    const said = await p.locator(W).evaluate((e) => Array.from(e.shadowRoot.querySelectorAll('.missing p'), (n) => n.textContent));
    assert.deepEqual(said, ['A file of this widget is missing or not of this version, so the heatmap, your own sentence and sharing cannot be shown: ' +
      `copy ${MISSING} from its dist/ folder next to attention-playground.js.`]);
    assert.equal(await p.locator(W).evaluate((e) => e.shadowRoot.querySelector('.missing').hidden), false);
    assert.ok((await p.locator(`${W} table.match`).count()) > 0, 'the match tables are drawn');
    // The console says it once too, not once per drawing.
    assert.ok(warnings.filter((w) => /explore/.test(w)).length <= 1, warnings.join('\n'));
    await p.close();
  });
}

test('every part asked for by many drawings and several widgets is fetched once: the parts a page has, and the one it lacks', async () => {
  const p = await browser.newPage();
  await p.route(`${browser.url}many.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8',
    body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>many</title></head><body>' +
      `<${W} step="all" scenario="it"></${W}><${W} step="all" scenario="treaty" lang="es"></${W}><${W} step="all" sentence="the cat sat"></${W}>` +
      '<script src="attention-playground.js"></script></body></html>' }));
  await H.open(p, browser.url + 'many.html');
  await dragMagnitude(p, 60);
  await p.evaluate(async () => {
    for (const element of document.querySelectorAll('attention-playground')) {
      element.lang = element.lang === 'es' ? 'en' : 'es';
      element.magnitude = 4;
    }
    await Promise.all(Array.from(document.querySelectorAll('attention-playground'), (e) => e.whenIdle()));
  });
  const fetched = p.requests.filter((r) => /attention-playground-[a-z]+\.js$/.test(r)).map((r) => path.basename(r));
  const counts = {};
  for (const file of fetched) counts[file] = (counts[file] || 0) + 1;
  for (const [file, count] of Object.entries(counts)) assert.equal(count, 1, `${file} is fetched ${count} times`);
  assert.ok(counts[MISSING] === 1 && counts['attention-playground-es.js'] === 1 && counts['attention-playground-sentence.js'] === 1,
    JSON.stringify(counts));
  assert.equal(await p.evaluate(() => document.querySelectorAll('script').length), 1 + fetched.length,
    'the page holds its own <script> and one per file fetched');
  await p.close();
});

test('without the training module, pressing Train again and again, and in another language, asks for it once; a new trainingSrc is tried once', async () => {
  const p = await browser.newPage();
  await H.open(p, browser.url + 'explore.html');
  await p.locator(`${W} [data-key="learned-opener"] summary`).click();
  const train = p.locator(`${W} section.learned [data-key="train"]`);
  const alert = p.locator(`${W} section.learned .learned-problem[role="alert"]`);
  await train.click();
  await alert.waitFor();
  assert.match(await alert.textContent(), /could not be loaded from .*\/attention-training-en\.js, or it is not this version’s: copy attention-training-en\.js/);
  for (let i = 0; i < 5; i += 1) {
    await train.click();
    await H.settle(p);
  }
  await p.evaluate(() => { document.querySelector('attention-playground').lang = 'es'; });
  await H.settle(p);
  await p.evaluate(() => { document.querySelector('attention-playground').lang = 'en'; });
  await H.settle(p);
  assert.equal(requestsFor(p, 'attention-training-en.js'), 1, 'attention-training-en.js is asked for once');
  assert.equal(await alert.count(), 1, 'the card still says why');
  assert.deepEqual(await p.evaluate(() => Array.from(document.head.querySelectorAll('script'), (s) => s.src.split('/').pop()).sort()),
    ['attention-playground-es.js', 'attention-playground-explore.js', 'attention-playground-training.js', 'attention-training-en.js'],
    'the <head> holds one <script> per file asked for');
  // The page points at another copy: that URL is tried, once too.
  await p.evaluate(() => { window.AttentionPlayground.trainingSrc = 'elsewhere/attention-training.js'; });
  for (let i = 0; i < 3; i += 1) { await train.click(); await H.settle(p); }
  assert.equal(requestsFor(p, 'elsewhere/attention-training.js'), 1, 'the new URL is asked for once');
  await p.close();
});
