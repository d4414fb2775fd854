// Pages whose HTML names an element after a method of the document or the
// window ("DOM clobbering"): <img name="createElement"> makes
// document.createElement that image, <form name="addEventListener"> makes
// document.addEventListener that form, <img id="addEventListener"> makes
// window.addEventListener that image. HTML like this has no script in it (a
// default sanitizer lets it through); the widget still draws and a click
// still works, because it calls the browser's own methods, taken from their
// prototypes when the file loaded (web/js/lib/page-dom.js), not the page's names;
// and a <form> around it, whose inputs shadow its properties, does not stop it either.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const H = require('./helpers.js');

const W = 'attention-playground';
let browser;

// The page: the planted HTML, then the widget, then the classic file (or the file first, in <head>).
function page(planted, { widget = `<${W} step="all" scenario="it"></${W}>`, inHead = false } = {}) {
  const script = '<script src="/attention-playground.js"></script>';
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>clobbered</title>' +
    `${inHead ? script : ''}</head><body>${planted}${widget}${inHead ? '' : script}</body></html>`;
}

const TOY = fs.readFileSync(require.resolve('../fixtures/toy-scenario.json'), 'utf8');

const PAGES = {
  'create-element': page('<img name="createElement" src="data:," alt="">'),
  'create-text-node': page('<img name="createTextNode" src="data:," alt="">'),
  'add-event-listener': page('<form name="addEventListener"></form>'),
  // The same names once the element follows the lesson link (hash-link.js), with more of them.
  'window-listener': page('<img id="addEventListener" src="data:," alt=""><img id="removeEventListener" src="data:," alt="">',
    { widget: `<${W} step="all" scenario="it" hash></${W}>` }),
  'query-selector': page('<img name="querySelector" src="data:," alt="">', { widget: `<${W} step="all" scenario="it" hash></${W}>` }),
  // A <form> around the widget (a course's quiz page): its inputs' names shadow the form's own properties.
  'inside-form': page('<div lang="es"><form><input name="parentNode"><input name="hasAttribute"><input name="getAttribute">' +
    `<input name="nodeType"><${W} step="softmax"></${W}></form></div>`, { widget: '' }),
  'create-element-ns': page('<img name="createElementNS" src="data:," alt="">'),
  // The file in <head>: the widget waits for its inline scenario, whatever document.readyState was made
  // (a slow script before the scenario holds the parser while the core is ready).
  'ready-state': page('<img name="readyState" src="data:," alt="">', {
    inHead: true, widget: `<${W} step="all"><script src="/slow.js"></script><script type="application/json">${TOY}</script></${W}>`,
  }),
};

before(async () => {
  browser = await H.start();
});

after(async () => {
  await browser.close();
});

// Serves one of PAGES at the dist/ server's root and opens it; waits for the widget to draw.
async function openPlanted(name, hash = '') {
  const p = await browser.newPage();
  await p.route(`${browser.url}${name}.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGES[name] }));
  await p.route(`${browser.url}slow.js`, (route) => setTimeout(() => route.fulfill({ contentType: 'text/javascript', body: '' }), 1500));
  await H.open(p, `${browser.url}${name}.html${hash}`);
  return p;
}

// Clicks the word `word` and reads which word is the focus after the drawing.
async function clickWord(p, word) {
  await p.locator(`${W} .tokens button.token`, { hasText: new RegExp(`^${word}$`) }).first().click();
  await H.settle(p);
  return (await H.readTokens(p)).filter((t) => t.pressed).map((t) => t.text);
}

const cases = [
  ['<img name="createElement">', 'create-element'],
  ['<img name="createTextNode">', 'create-text-node'],
  ['<form name="addEventListener">', 'add-event-listener'],
];
for (const [planted, name] of cases) {
  test(`with ${planted} on the page, the widget draws and a click on a word works`, async () => {
    const p = await openPlanted(name);
    assert.ok((await H.readTable(p, 'refers')).length > 3, 'the match table is drawn');
    assert.deepEqual(await clickWord(p, 'cat'), ['cat']);
    assert.equal((await H.readTable(p, 'refers')).length > 3, true);
    assert.deepEqual(p.errors, []);
    await p.close();
  });
}

test('with <img name="createElementNS">, the learned step draws its loss curve and the picture is saved as SVG and PNG', async () => {
  const p = await openPlanted('create-element-ns');
  await H.trainOneStep(p);
  await p.locator(`${W} section.learned [data-key="train-step"]`).click();
  await p.locator(`${W} svg.learned-curve`).waitFor();
  const saved = await p.locator(W).evaluate(async (e) => {
    const svg = await e.exportSVG();
    const png = await e.exportPNG();
    return { svg: /^<\?xml[^>]*>\s*<svg[^>]*>[^]*<text[^]*<\/svg>$/.test(svg), png: png.type, big: png.size > 1000 };
  });
  assert.deepEqual(saved, { svg: true, png: 'image/png', big: true });
  assert.deepEqual(await clickWord(p, 'cat'), ['cat']);
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('with <img id="addEventListener"> and <img name="querySelector">, the element that follows the lesson link reads it, and follows a new one', async () => {
  for (const name of ['window-listener', 'query-selector']) {
    const p = await openPlanted(name, '#magnitude=7');
    assert.equal(await p.locator(W).evaluate((e) => e.magnitude), 7, name);
    assert.deepEqual(await clickWord(p, 'cat'), ['cat'], name);
    await p.evaluate(() => { window.location.hash = '#magnitude=3'; });
    // (the page's own document.querySelector is the image: the test reads past it too)
    await p.waitForFunction(() => Document.prototype.querySelector.call(document, 'attention-playground').magnitude === 3);
    assert.deepEqual(p.errors, [], name);
    await p.close();
  }
});

test('with <img name="readyState"> and the file in <head>, the widget waits for its inline scenario and draws it', async () => {
  const p = await openPlanted('ready-state');
  assert.deepEqual((await H.readTokens(p)).map((t) => t.text), ['the', 'cat', 'saw', 'it']);
  assert.deepEqual(await clickWord(p, 'it'), ['it']);
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('inside a <form> whose inputs are named parentNode, hasAttribute, getAttribute and nodeType, the widget finds the language around it and works', async () => {
  const p = await openPlanted('inside-form');
  assert.match(await p.locator(W).evaluate((e) => e.shadowRoot.querySelector('.content').textContent), /Prueba esto/);
  const before = (await H.readTokens(p)).filter((t) => t.pressed).map((t) => t.text);
  const other = (await H.readTokens(p)).map((t) => t.text).find((t) => !before.includes(t));
  // A mouse click where the word is (Playwright's own clicking calls the form's getAttribute, the input here).
  const box = await p.evaluate((word) => {
    const button = Array.from(document.querySelector('attention-playground').shadowRoot.querySelectorAll('.tokens button.token'))
      .find((b) => b.textContent === word);
    button.scrollIntoView();
    const r = button.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, other);
  await p.mouse.click(box.x, box.y);
  await H.settle(p);
  assert.deepEqual((await H.readTokens(p)).filter((t) => t.pressed).map((t) => t.text), [other]);
  assert.deepEqual(p.errors, []);
  await p.close();
});
