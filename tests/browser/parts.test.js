// The parts of the widget that load on demand (web/js/element/part-list.js): a page
// showing one step loads the classic file and nothing else; Spanish, the
// typed-sentence reader, the long sentence’s canvas, the picture export, the
// examples no step opens with, the whole playground's own views and the
// training view come as files next to it (attention-playground-<part>.js) when something on
// screen needs them, from file:// too; a page's HTML cannot point them
// elsewhere (a clobbered document.currentScript); a part the page loads by
// itself does nothing; a missing part leaves a working widget and says so.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const H = require('./helpers.js');

const W = 'attention-playground';
let site;
let browser;

function page(body, lang = 'en') {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" href="data:,">` +
    `<title>parts</title></head><body>${body}<script src="attention-playground.js"></script></body></html>`;
}

before(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-parts-'));
  fs.cpSync(H.dist, site, { recursive: true });
  fs.writeFileSync(path.join(site, 'softmax.html'), page(`<${W} step="softmax"></${W}>`));
  fs.writeFileSync(path.join(site, 'spanish.html'), page(`<${W} step="softmax"></${W}>`, 'es'));
  fs.writeFileSync(path.join(site, 'whole.html'), page(`<${W} step="all"></${W}>`));
  fs.writeFileSync(path.join(site, 'softmax-treaty.html'), page(`<${W} step="softmax" scenario="treaty"></${W}>`));
  fs.mkdirSync(path.join(site, 'stranger'));
  fs.writeFileSync(path.join(site, 'stranger', 'attention-playground-es.js'), 'window.__strangerRan = true;\n');
  fs.writeFileSync(path.join(site, 'stranger', 'attention-training-es.js'), 'window.__strangerRan = true;\n');
  fs.writeFileSync(path.join(site, 'stranger', 'x.png'), Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
  fs.writeFileSync(path.join(site, 'clobbered.html'),
    page(`<img name="currentScript" src="stranger/x.png" alt=""><${W} step="all" lang="es"></${W}>`));
  fs.writeFileSync(path.join(site, 'own-tag.html'),
    page(`<${W} step="softmax"></${W}><script src="attention-playground-heatmap.js"></script>`));
  browser = await H.start({ folder: site });
});

after(async () => {
  await browser.close();
  fs.rmSync(site, { recursive: true, force: true });
});

const partsFetched = (p) => p.requests.filter((r) => /attention-(playground-[a-z]+|training(-[a-z]+)?)\.js$/.test(r)).map((r) => path.basename(r));

async function ready(p) {
  await p.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground')).map((e) => e.ready)));
  await H.settle(p);
}

test('a page showing one step in English loads the classic file and no part', async () => {
  const p = await browser.newPage();
  await p.goto(browser.url + 'softmax.html');
  await ready(p);
  assert.ok((await H.readTable(p, 'refers')).length > 0 || (await p.locator(`${W} table.match`).count()) > 0);
  assert.deepEqual(partsFetched(p), []);
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('the picture’s code comes only when asked: the whole playground draws without it, and a pointer on "Save as" or exportSVG() fetches it once', async () => {
  const p = await browser.newPage();
  await p.goto(browser.url + 'whole.html');
  await ready(p);
  assert.ok(await p.locator(`${W} [data-key="save-svg"]`).isVisible(), 'the playground offers Save as SVG');
  assert.deepEqual(partsFetched(p), ['attention-playground-explore.js'], 'the whole playground’s own views, no more');
  await p.locator(`${W} [data-key="save-png"]`).hover();
  await p.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('attention-playground-export.js')));
  const svg = await p.evaluate(() => document.querySelector('attention-playground').exportSVG());
  assert.match(svg, /^<\?xml version="1.0"[^]*<svg /);
  assert.match(svg, /Attention Playground: every number computed live by a WebAssembly attention core\./);
  await p.evaluate(() => document.querySelector('attention-playground').exportSVG());
  assert.deepEqual(partsFetched(p), ['attention-playground-explore.js', 'attention-playground-export.js']);
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('an example no step opens with comes when asked: the picker lists its title first, picking it fetches the examples part once, and a step page whose scenario attribute names one draws it', async () => {
  const treaty = H.scenarioJson('treaty');
  const p = await browser.newPage();
  await p.goto(browser.url + 'whole.html');
  await ready(p);
  const options = await p.locator(`${W} select[data-key="scenario"] option`).evaluateAll((o) => o.map((x) => [x.value, x.textContent]));
  assert.deepEqual(options.map((o) => o[0]), H.builtInIds());
  assert.deepEqual(options.find((o) => o[0] === 'treaty'), ['treaty', treaty.title]);
  assert.deepEqual(partsFetched(p), ['attention-playground-explore.js']);
  await p.locator(`${W} select[data-key="scenario"]`).selectOption('treaty');
  await H.settle(p);
  assert.deepEqual((await H.readTokens(p)).map((t) => t.text).slice(0, 4), treaty.sentence.split(' ').slice(0, 4).map((w) => w.replace(/[.,]$/, '')));
  await p.locator(`${W} select[data-key="scenario"]`).selectOption('bank');
  await H.settle(p);
  assert.equal(await p.locator(`${W} select[data-key="scenario"]`).inputValue(), 'bank');
  // (the treaty's long passage also asks for the canvas heatmap)
  assert.deepEqual(partsFetched(p).filter((f) => !f.endsWith('-heatmap.js')),
    ['attention-playground-explore.js', 'attention-playground-examples.js']);
  assert.deepEqual(p.errors, []);
  await p.goto(browser.url + 'softmax-treaty.html');
  await ready(p);
  assert.equal(await p.locator(W).evaluate((e) => e.stateDetail.scenario), 'treaty');
  await p.close();
});

test('a Spanish page fetches the Spanish part and speaks Spanish from its first drawing, over HTTP and from file://', async () => {
  for (const address of [browser.url + 'spanish.html', pathToFileURL(path.join(site, 'spanish.html')).href]) {
    const p = await browser.newPage();
    // Every text the widget drew, from its first drawing on: never English.
    await p.addInitScript(() => {
      window.__drawn = [];
      document.addEventListener('DOMContentLoaded', () => {
        const element = document.querySelector('attention-playground');
        element.addEventListener('playground-render', () => window.__drawn.push(element.shadowRoot.querySelector('.content').textContent));
      });
    });
    await p.goto(address);
    await ready(p);
    const drawn = await p.evaluate(() => window.__drawn);
    assert.ok(drawn.length > 0);
    drawn.forEach((text) => assert.doesNotMatch(text, /\battention\b/, 'a drawing in English'));
    assert.match(await p.locator(W).evaluate((e) => e.shadowRoot.querySelector('.content').textContent), /atención/);
    assert.doesNotMatch(await p.locator(W).evaluate((e) => e.shadowRoot.querySelector('.content').textContent), /\battention\b/);
    if (address.startsWith('http')) assert.deepEqual(partsFetched(p), ['attention-playground-es.js']);
    assert.deepEqual(p.errors, []);
    await p.close();
  }
});

test('a lang attribute set after the first drawing loads Spanish and draws again in it', async () => {
  const p = await browser.newPage();
  await p.goto(browser.url + 'softmax.html');
  await ready(p);
  const english = await p.locator(W).evaluate((e) => e.shadowRoot.querySelector('.content').textContent);
  assert.match(english, /attention/);
  await p.locator(W).evaluate((e) => e.setAttribute('lang', 'es'));
  await p.waitForFunction(() => /atención/.test(document.querySelector('attention-playground').shadowRoot.querySelector('.content').textContent));
  assert.deepEqual(partsFetched(p), ['attention-playground-es.js']);
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('an <img name="currentScript"> cannot point the parts or the training module at a stranger’s folder', async () => {
  const p = await browser.newPage();
  await p.goto(browser.url + 'clobbered.html');
  await ready(p);
  await H.trainOneStep(p);
  assert.equal(await p.evaluate(() => window.__strangerRan === true), false);
  assert.deepEqual(p.requests.filter((r) => r.includes('/stranger/') && !r.endsWith('x.png')), []);
  assert.ok(partsFetched(p).includes('attention-playground-es.js'));
  assert.ok(partsFetched(p).includes('attention-training-es.js'), 'the Spanish storybook\'s training module');
  assert.match(await p.locator(`${W} section.learned`).textContent(), /entrenamiento|Entrena/i);
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('a part the page loads with a <script> of its own does nothing and throws nothing', async () => {
  const p = await browser.newPage();
  await p.goto(browser.url + 'own-tag.html');
  await ready(p);
  assert.deepEqual(p.errors, []);
  assert.equal(await p.evaluate(() => typeof window.__attentionPlaygroundPart), 'undefined', 'it leaves no global');
  await p.close();
});

test('without the Spanish part next to the classic file, a Spanish page works in English and the console says why', async () => {
  const lonely = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-lonely-'));
  try {
    fs.copyFileSync(path.join(H.dist, 'attention-playground.js'), path.join(lonely, 'attention-playground.js'));
    fs.writeFileSync(path.join(lonely, 'spanish.html'), page(`<${W} step="softmax"></${W}>`, 'es'));
    const p = await browser.newPage();
    const warnings = [];
    p.on('console', (m) => { if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text()); });
    await p.goto(pathToFileURL(path.join(lonely, 'spanish.html')).href);
    await ready(p);
    assert.ok((await p.locator(`${W} table.match`).count()) > 0, 'the tables are drawn');
    assert.match(await p.locator(W).evaluate((e) => e.shadowRoot.querySelector('.content').textContent), /attention/);
    assert.ok(warnings.some((w) => /catalogue for “es” could not be loaded .*copy attention-playground-es\.js/.test(w)), warnings.join('\n'));
    // On screen too, in the view's language (English: Spanish is what is missing), and one language only.
    const root = (selector) => p.locator(W).evaluate((e, s) => Array.from(e.shadowRoot.querySelectorAll(s), (n) => n.textContent), selector);
    assert.deepEqual(await root('.missing p'), ['A file of this widget is missing or not of this version, so its Spanish cannot be shown: ' +
      'copy attention-playground-es.js from its dist/ folder next to attention-playground.js.']);
    assert.doesNotMatch((await root('.content'))[0], /atención|Prueba esto/);
    assert.equal(p.requests.filter((r) => r.endsWith('/attention-playground-es.js')).length, 1, 'the missing file is asked for once');
    await p.close();
  } finally {
    fs.rmSync(lonely, { recursive: true, force: true });
  }
});

test('with only the classic file, the whole playground names each file it lacks on screen and works with the rest', async () => {
  const lonely = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-lonely-'));
  try {
    fs.copyFileSync(path.join(H.dist, 'attention-playground.js'), path.join(lonely, 'attention-playground.js'));
    fs.writeFileSync(path.join(lonely, 'whole.html'), page(`<${W} step="all" scenario="it" magnitude="mucho"></${W}>` +
      `<${W} step="softmax" id="lonely-step"></${W}>`));
    const p = await browser.newPage();
    await p.goto(pathToFileURL(path.join(lonely, 'whole.html')).href);
    await ready(p);
    const said = await p.locator(W).first().evaluate((e) => Array.from(e.shadowRoot.querySelectorAll('.missing p'), (n) => n.textContent));
    assert.deepEqual(said, [
      'A file of this widget is missing or not of this version, so the heatmap, your own sentence and sharing cannot be shown: ' +
        'copy attention-playground-explore.js from its dist/ folder next to attention-playground.js.',
      'A file of this widget is missing or not of this version, so the notes about ignored settings cannot be shown: ' +
        'copy attention-playground-notes.js from its dist/ folder next to attention-playground.js.',
    ].sort((a, b) => said.indexOf(a) - said.indexOf(b)));
    assert.equal(said.length, 2);
    // The rest works: the match table of "it", and the step widget beside it, which needs neither file, says nothing.
    assert.ok((await p.locator(`${W} table.match`).count()) > 0);
    assert.equal(await p.locator(`${W}#lonely-step`).evaluate((e) => e.shadowRoot.querySelector('.missing').hidden), true);
    for (const file of ['attention-playground-explore.js', 'attention-playground-notes.js']) {
      assert.equal(p.requests.filter((r) => r.endsWith('/' + file)).length, 1, `${file} is asked for once`);
    }
    await p.close();
  } finally {
    fs.rmSync(lonely, { recursive: true, force: true });
  }
});

test('the classic file loaded from a data: URL (a self-contained page) draws its step, and names what it cannot fetch', async () => {
  const p = await browser.newPage();
  const code = fs.readFileSync(path.join(H.dist, 'attention-playground.js')).toString('base64');
  await p.route(`${browser.url}data-url.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8',
    body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>data</title></head><body>' +
      `<${W} step="softmax"></${W}><${W} step="all" scenario="it"></${W}>` +
      `<script src="data:text/javascript;base64,${code}"></script></body></html>` }));
  await p.goto(`${browser.url}data-url.html`);
  await ready(p);
  assert.ok((await p.locator(`${W} table.match`).count()) >= 2, 'both widgets draw');
  const said = await p.locator(W).nth(1).evaluate((e) => Array.from(e.shadowRoot.querySelectorAll('.missing p'), (n) => n.textContent));
  assert.equal(said.length, 1);
  assert.match(said[0], /^A file of this widget is missing or not of this version, so the heatmap, your own sentence and sharing cannot be shown: copy attention-playground-explore\.js/);
  assert.deepEqual(p.errors, []);
  await p.close();
});
