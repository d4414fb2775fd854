// The all-in-one file (dist/attention-playground-all.js) for hosts that carry one
// file only: copied alone into a folder, with nothing of dist/ beside it, it
// draws the whole playground (heatmap, your own sentence, share and save, the
// examples no step opens with, the long sentence's canvas), speaks Spanish with
// the example's own Spanish, trains the learned step's model and shows its notes,
// each with its part's stylesheet, from file:// and over HTTP, and the page
// requests nothing but itself and that one file; held inside the page (an
// inline script, a data: URL) it needs no file at all. It works under the strict CSP
// of strict-csp.test.js with Trusted Types required and no policy of its own
// allowed; its global and element are the classic file's; a page that loads
// both files keeps the first one's, quietly.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const H = require('./helpers.js');

const W = 'attention-playground';
const ALL = 'attention-playground-all.js';
const STRICT = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
let site;   // the all-in-one file and the pages (with their icon), nothing else
let both;   // all of dist/: the classic file and its parts beside the all-in-one file
let browser;

function page(body, { lang = 'en', scripts = [ALL] } = {}) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" href="favicon.svg"><title>all in one</title></head>` +
    `<body>${body}${scripts.map((s) => (s.startsWith('<') ? s : `<script src="${s}"></script>`)).join('')}</body></html>`;
}

const PAGES = {
  'whole.html': page(`<${W} step="all" scenario="it"></${W}>`),
  'spanish.html': page(`<${W} step="all" scenario="it"></${W}>`, { lang: 'es' }),
  'training.html': page(`<${W} step="learned" training="7"></${W}>`),
  'notes.html': page(`<${W} step="softmax" magnitude="abc"></${W}>`),
};

before(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-all-'));
  fs.copyFileSync(path.join(H.dist, ALL), path.join(site, ALL));
  // The pages' own icon (a data: icon breaks the strict CSP's img-src; none, a 404 for /favicon.ico).
  fs.copyFileSync(path.join(H.dist, 'favicon.svg'), path.join(site, 'favicon.svg'));
  for (const [name, html] of Object.entries(PAGES)) fs.writeFileSync(path.join(site, name), html);
  // The file inside the page: as pandoc --self-contained writes it (its text in a <script>), and as a data: URL.
  const text = fs.readFileSync(path.join(H.dist, ALL), 'utf8');
  const widget = `<${W} step="all" scenario="it"></${W}>`;
  fs.writeFileSync(path.join(site, 'inline.html'), page(widget, { scripts: [`<script>${text}</script>`] }));
  fs.writeFileSync(path.join(site, 'data-url.html'),
    page(widget, { scripts: [`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`] }));
  both = path.join(site, 'both');
  fs.cpSync(H.dist, both, { recursive: true });
  // What each file defined, read between the two <script>s.
  const remember = (name) => `<script>window.${name} = { element: customElements.get('${W}'), api: window.AttentionPlayground };</script>`;
  fs.writeFileSync(path.join(both, 'classic-then-all.html'),
    page(`<${W} step="all" scenario="it"></${W}>`, { scripts: ['attention-playground.js', remember('__first'), ALL, remember('__after')] }));
  fs.writeFileSync(path.join(both, 'all-then-classic.html'),
    page(`<${W} step="all" scenario="it"></${W}>`, { scripts: [ALL, remember('__first'), 'attention-playground.js', remember('__after')] }));
  fs.writeFileSync(path.join(both, 'classic.html'), page(`<${W} step="softmax"></${W}>`, { scripts: ['attention-playground.js'] }));
  fs.writeFileSync(path.join(both, 'all.html'), page(`<${W} step="softmax"></${W}>`));
  browser = await H.start({ folder: site });
});

after(async () => {
  await browser.close();
  fs.rmSync(site, { recursive: true, force: true });
});

// The page over HTTP and from disk.
const addresses = (name) => [browser.url + name, pathToFileURL(path.join(site, name)).href];

// Opens the page and waits until each widget has drawn; returns the page's response.
async function ready(p, address) {
  const response = await p.goto(address);
  await p.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground')).map((e) => e.ready)));
  await H.settle(p);
  return response;
}

// Every request is the page (its icon too) or the one file next to it (none when the page holds it).
function assertOnlyItself(p, address, { inside = false } = {}) {
  const file = new URL(ALL, address).href;
  const page = [address, new URL('favicon.svg', address).href].concat(inside ? [] : [file]);
  // (A blob: URL is the training's worker, made in the page from the code the file holds: no file, no network.)
  const others = p.requests.filter((r) => !page.includes(r) && !r.startsWith('blob:'));
  assert.deepEqual(others, [], `${address} requested only itself, its icon${inside ? '' : ` and ${ALL}`}`);
  assert.equal(p.requests.includes(file), !inside);
}

// A computed style of the first element matching `selector` in the widget's shadow root.
const styleOf = (p, selector, property) => p.locator(W).first().evaluate((e, [s, prop]) =>
  getComputedStyle(e.shadowRoot.querySelector(s))[prop], [selector, property]);

test('alone in a folder, step="all" draws the table and the heatmap, reads a typed sentence, and saves a picture, from file:// and over HTTP', async () => {
  for (const address of addresses('whole.html')) {
    const p = await browser.newPage();
    await ready(p, address);
    // "it" at magnitude 9 (its default): "cat" scores 9, the nine other keys 0:
    // e^9 / (e^9 + 9) = 8103.08 / 8112.08 = 99.9 %; each other 1 / 8112.08 = 0.0 %.
    const rows = await H.readTable(p, 'refers');
    assert.equal(rows.find((r) => r.token === 'cat').meter, 99.9, address);
    // The heatmap (the explore part) with its stylesheet (explore.css: its controls are a flex row).
    const heatCells = await p.locator(`${W} table.heatmap tbody tr`).count();
    assert.equal(heatCells, 10, 'one heatmap row per word of “The cat sat on the mat because it was tired.”');
    assert.equal(await styleOf(p, '.heatmap-controls', 'display'), 'flex');
    // Your own sentence (the sentence part), its unknown word dotted (sentence.css).
    const box = p.locator(`${W} #own-sentence`);
    await box.fill('The blorf sat on the mat because it was tired');
    await box.press('Enter');
    await H.settle(p);
    assert.equal(await p.locator(`${W} .title`).textContent(), 'Your own sentence');
    assert.deepEqual((await H.readTokens(p)).map((t) => t.text), ['The', 'blorf', 'sat', 'on', 'the', 'mat', 'because', 'it', 'was', 'tired']);
    assert.equal(await styleOf(p, '.token.is-unknown', 'borderTopStyle'), 'dotted');
    // Share and save: the lesson link and a real SVG download (the export part).
    assert.match(await p.locator(W).evaluate((e) => e.link), /#widget=1&sentence=The\+blorf\+sat\+on\+the\+mat\+because\+it\+was\+tired&step=all$/);
    const [download] = await Promise.all([p.waitForEvent('download'), p.locator(`${W} [data-key="save-svg"]`).click()]);
    const svg = fs.readFileSync(await download.path(), 'utf8');
    assert.match(svg, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /);
    assert.ok(svg.includes('>blorf<'), 'the picture shows the typed words');
    // An example no step opens with (the examples part), whose long passage takes the canvas heatmap (the heatmap part).
    await p.locator(`${W} select[data-key="scenario"]`).selectOption('treaty');
    await p.locator(`${W} canvas.heatmap-canvas`).waitFor();
    await H.settle(p);
    assert.equal(await p.locator(W).evaluate((e) => e.stateDetail.scenario), 'treaty');
    assertOnlyItself(p, address);
    assert.deepEqual(p.errors, []);
    await p.close();
  }
});

// Worked out by hand in translations.test.js: Spanish's own "it" (web/scenarios/es/it.json) at magnitude 9.
const IT_MEANING_ES = 'En la cabeza «¿a quién se refiere?», «él» busca un animal masculino que pueda estar «cansado»; ' +
  '«gato» anuncia un animal masculino y recibe el 99,9\u00a0% de la atención, así que «él» reúne sobre todo «gato».';

test('a Spanish page reads Spanish from its first drawing, with the example’s own Spanish text, from file:// and over HTTP', async () => {
  const it = H.scenarioJson('it', 'es');
  for (const address of addresses('spanish.html')) {
    const p = await browser.newPage();
    await p.addInitScript(() => {
      window.__drawn = [];
      document.addEventListener('DOMContentLoaded', () => {
        const element = document.querySelector('attention-playground');
        element.addEventListener('playground-render', () => window.__drawn.push(element.shadowRoot.querySelector('.content').textContent));
      });
    });
    await ready(p, address);
    const drawn = await p.evaluate(() => window.__drawn);
    assert.ok(drawn.length > 0);
    drawn.forEach((text) => assert.doesNotMatch(text, /\battention\b/, 'a drawing in English'));
    assert.equal(await p.locator(`${W} .title`).textContent(), it.title);
    assert.equal(await p.locator(`${W} .sentence-card .section-title`).textContent(), 'La frase');
    assert.equal(await p.locator(`${W} .meaning-text`).textContent(), IT_MEANING_ES);
    assert.equal(await p.locator(`${W} table.match tr[data-index="1"] .meter-number`).textContent(), '99,9\u00a0%');
    assertOnlyItself(p, address);
    assert.deepEqual(p.errors, []);
    await p.close();
  }
});

test('training="7": one step of the learned step\'s model from seed 7 gives the loss the training module gives in Node, from file:// (in a worker from a Blob) and over HTTP (on the page\'s thread: no file to start a worker from)', async () => {
  const T = await require(path.join(H.dist, 'attention-training.cjs'))();
  const run = await T.start({ seed: 7 });
  const first = (await run.step(1)).loss;
  await run.dispose();
  const shown = new Intl.NumberFormat('en', { maximumFractionDigits: 2, useGrouping: false }).format(first);
  for (const address of addresses('training.html')) {
    const p = await browser.newPage();
    await ready(p, address);
    await H.trainOneStep(p);
    const card = p.locator(`${W} section.learned`);
    assert.equal(await card.getAttribute('data-worker'), address.startsWith('file:') ? 'true' : 'false', address);
    assert.equal(await p.locator(`${W} [data-key="train-seed"]`).inputValue(), '7');
    assert.equal(await card.locator('.learned-loss').textContent(), `Loss now: ${shown} (it started at ${shown}).`);
    assert.equal(await styleOf(p, '.learned-body', 'display'), 'grid', 'training.css arrived');
    assertOnlyItself(p, address);
    assert.deepEqual(p.errors, []);
    await p.close();
  }
});

test('a setting it cannot use is a note with its own stylesheet (the notes part), from file:// and over HTTP', async () => {
  for (const address of addresses('notes.html')) {
    const p = await browser.newPage();
    await ready(p, address);
    assert.deepEqual(await p.locator(`${W} .notes li`).allTextContents(), ['Ignored magnitude="abc": not a number from 1 to 10']);
    assert.equal(await styleOf(p, '.notes', 'borderTopStyle'), 'solid', 'notes.css arrived');
    assert.equal(await styleOf(p, '.notes', 'borderTopWidth'), '2px');
    assertOnlyItself(p, address);
    assert.deepEqual(p.errors, []);
    await p.close();
  }
});

test('held inside the page, as an inline script (pandoc --self-contained) or a data: URL, it draws and trains with no file beside the page', async () => {
  for (const name of ['inline.html', 'data-url.html']) {
    for (const address of addresses(name)) {
      const p = await browser.newPage();
      await ready(p, address);
      assert.equal((await H.readTable(p, 'refers')).find((r) => r.token === 'cat').meter, 99.9, address);
      assert.equal(await p.locator(`${W} table.heatmap tbody tr`).count(), 10, address);
      await H.trainOneStep(p);
      assert.equal(await p.evaluate(() => window.AttentionPlayground.trainingSrc), null, 'it names no training file to load');
      assertOnlyItself(p, address, { inside: true });
      assert.deepEqual(p.errors, [], address);
      await p.close();
    }
  }
});

test('under the strict CSP, with Trusted Types required and no policy of its own allowed, the whole playground and its training work with zero violations', async () => {
  // The classic file cannot load attention-training.js on such a page (trusted-types.test.js); this file loads nothing.
  const csp = `${STRICT}; require-trusted-types-for 'script'; trusted-types site-policy`;
  const strict = await H.start({ folder: site, csp });
  try {
    const p = await strict.newPage();
    const violations = [];
    p.on('console', (m) => { if (/Content.Security.Policy|Refused to|Trusted Type/i.test(m.text())) violations.push(m.text()); });
    await p.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} blocked ${e.blockedURI}`));
    });
    const address = strict.url + 'whole.html';
    const response = await ready(p, address);
    assert.equal(response.headers()['content-security-policy'], csp);
    assert.equal(await p.evaluate(() => typeof window.trustedTypes), 'object', 'this Chromium enforces Trusted Types');
    assert.equal((await H.readTable(p, 'refers')).find((r) => r.token === 'cat').meter, 99.9);
    await H.trainOneStep(p);
    assert.equal(await p.locator(`${W} section.learned`).getAttribute('data-worker'), 'false',
      'over HTTP with no file to start a worker from, on the page\'s own thread: no Blob tried, so nothing to report');
    await p.waitForTimeout(300);
    assert.deepEqual(await p.evaluate(() => window.__violations), []);
    assert.deepEqual(violations, []);
    assertOnlyItself(p, address);
    assert.deepEqual(p.errors, []);
    await p.close();
  } finally {
    await strict.close();
  }
});

// What a page can see of the widget: the global's properties, the element's
// attributes, methods and properties, and a drawn widget's state and link.
async function surface(p) {
  return p.evaluate(async () => {
    const api = window.AttentionPlayground;
    const descriptor = Object.getOwnPropertyDescriptor(window, 'AttentionPlayground');
    const element = document.querySelector('attention-playground');
    await element.ready;
    const Element = customElements.get('attention-playground');
    const kinds = (o) => Object.getOwnPropertyNames(o).sort().map((name) => {
      const d = Object.getOwnPropertyDescriptor(o, name);
      return `${name}:${'value' in d ? typeof d.value : `${d.get ? 'get' : ''}${d.set ? 'set' : ''}`}`;
    });
    return {
      global: { writable: descriptor.writable, enumerable: descriptor.enumerable, frozen: Object.isFrozen(api),
        keys: Object.keys(api), same: api.AttentionPlaygroundElement === Element },
      api: kinds(api),
      observed: Element.observedAttributes,
      statics: kinds(Element),
      prototype: kinds(Element.prototype),
      state: element.stateDetail,
      link: element.link.replace(/^.*#/, '#'),
    };
  });
}

test('its window.AttentionPlayground and its element are the classic file’s: the same properties, attributes, methods and state', async () => {
  const classic = await browser.newPage();
  await ready(classic, browser.url + 'both/classic.html');
  const all = await browser.newPage();
  await ready(all, browser.url + 'both/all.html');
  const expected = await surface(classic);
  assert.deepEqual(expected.global, { writable: false, enumerable: false, frozen: true,
    keys: ['AttentionPlaygroundElement', 'getCore', 'getTraining', 'trainingSrc'], same: true });
  assert.deepEqual(await surface(all), expected);
  assert.deepEqual(classic.errors.concat(all.errors), []);
  await classic.close();
  await all.close();
});

test('a page that loads both files, in either order, keeps the first one’s global and element, quietly, and works', async () => {
  for (const [name, first] of [['classic-then-all.html', 'classic'], ['all-then-classic.html', 'all']]) {
    const p = await browser.newPage();
    const warnings = [];
    p.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
    await ready(p, browser.url + 'both/' + name);
    const kept = await p.evaluate(() => ({
      element: window.__after.element === window.__first.element && customElements.get('attention-playground') === window.__first.element,
      api: window.__after.api === window.__first.api && window.AttentionPlayground === window.__first.api,
    }));
    assert.deepEqual(kept, { element: true, api: true }, name);
    assert.equal((await H.readTable(p, 'refers')).find((r) => r.token === 'cat').meter, 99.9, name);
    // The classic file's element fetches its explore part beside it; the all-in-one's fetches nothing.
    const parts = p.requests.filter((r) => /attention-(playground-[a-z]+|training)\.js$/.test(r) && !r.endsWith(ALL)).map((r) => path.basename(r));
    assert.deepEqual(parts, first === 'classic' ? ['attention-playground-explore.js'] : [], name);
    assert.deepEqual(warnings, [], name);
    assert.deepEqual(p.errors, [], name);
    await p.close();
  }
});
