// Properties a page sets before the element is defined (React, Vue and plain
// scripts often do: the module has not run yet) are kept: the widget draws
// them once it is defined, as if they had been set after. One property of each
// kind: a number (magnitude), a list (heads), a boolean (causal), a string (step).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

let browser;
const W = 'attention-playground';
before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

// The element is in the page and its properties are set; only then is the widget's script added.
function page(setProperties) {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>early properties</title></head><body>' +
    `<${W} id="early" scenario="heads"></${W}>` +
    `<script>const el = document.getElementById('early'); ${setProperties}` +
    'window.before = { defined: Boolean(customElements.get("attention-playground")), magnitude: el.magnitude };' +
    'const s = document.createElement("script"); s.src = "attention-playground.js"; document.body.append(s);</script>' +
    '</body></html>';
}

async function open(p, body) {
  await p.route(`${browser.url}early.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
  await p.goto(`${browser.url}early.html`);
  await p.waitForFunction(() => customElements.get('attention-playground'));
  await p.evaluate(() => document.getElementById('early').ready);
  await H.settle(p);
}

test('a number, a list, a boolean and a string set before the element is defined are drawn once it is', async () => {
  const p = await browser.newPage();
  await open(p, page("el.magnitude = 4; el.heads = ['who', 'where']; el.causal = true; el.step = 'heads';"));
  assert.deepEqual(await p.evaluate(() => window.before), { defined: false, magnitude: 4 });
  const shown = await p.locator(W).evaluate((el) => ({
    magnitude: el.magnitude, heads: el.heads, causal: el.causal, step: el.step,
    attributes: ['magnitude', 'heads', 'causal', 'step'].map((name) => el.getAttribute(name)),
    own: ['magnitude', 'heads', 'causal', 'step'].filter((name) => Object.prototype.hasOwnProperty.call(el, name)),
    slider: el.shadowRoot.querySelector('#magnitude').value,
    frameStep: el.shadowRoot.querySelector('.ap').dataset.step,
  }));
  assert.deepEqual(shown, {
    magnitude: 4, heads: ['who', 'where'], causal: true, step: 'heads',
    attributes: ['4', 'who,where', 'on', 'heads'],
    own: [], // taken off the instance: the class's accessors answer now
    slider: '4', frameStep: 'heads',
  });
  // And they keep working as properties afterwards.
  await p.locator(W).evaluate((el) => { el.magnitude = 6; });
  await H.settle(p);
  assert.equal(await p.locator(W).evaluate((el) => el.shadowRoot.querySelector('#magnitude').value), '6');
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('a second copy of the script on the page is quiet and keeps the first definition', async () => {
  const p = await browser.newPage();
  const warnings = [];
  p.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
  await open(p, page('el.magnitude = 3;'));
  await p.evaluate(() => new Promise((resolve, reject) => {
    window.firstApi = window.AttentionPlayground;
    window.firstClass = customElements.get('attention-playground');
    const s = document.createElement('script');
    s.src = 'attention-playground.js?again';
    s.onload = resolve;
    s.onerror = reject;
    document.body.append(s);
  }));
  assert.deepEqual(await p.evaluate(() => ({
    sameApi: window.AttentionPlayground === window.firstApi,
    sameClass: customElements.get('attention-playground') === window.firstClass,
    magnitude: document.getElementById('early').magnitude,
  })), { sameApi: true, sameClass: true, magnitude: 3 });
  assert.deepEqual(warnings, []);
  assert.deepEqual(p.errors, []);
  await p.close();
});

// A widget that never starts never resolves `ready`: the test fails at its timeout rather than waiting for ever.
test('early properties the element cannot take over are skipped with a note each, and the widget still starts', { timeout: 30000 }, async () => {
  const p = await browser.newPage();
  // A non-configurable own magnitude, a getter that throws, a value whose text throws, one whose text recurses,
  // a Proxy that throws on every read; and one good property, which is still taken.
  await open(p, page("Object.defineProperty(el, 'magnitude', { value: 4, configurable: false });" +
    "Object.defineProperty(el, 'heads', { get() { throw new Error('no heads today'); }, configurable: true });" +
    "el.step = { toString() { throw new Error('no text'); } };" +
    "el.focusIndex = { toString() { return String(this); } };" +
    "el.hide = new Proxy([], { get() { throw new Error('trap'); }, getPrototypeOf() { throw new Error('trap'); } });" +
    'el.causal = true;'));
  const shown = await p.locator(W).evaluate((el) => ({
    title: el.shadowRoot.querySelector('.title').textContent,
    causal: el.causal,
    notes: Array.from(el.shadowRoot.querySelectorAll('.notes li'), (li) => li.textContent),
  }));
  assert.equal(shown.title, 'Some words need other words', 'drawn, at the first step (the step given could not be read)');
  assert.equal(shown.causal, true, 'the good property is taken');
  const start = 'Ignored the property ';
  const names = shown.notes.filter((n) => n.startsWith(start)).map((n) => n.slice(start.length).split(' ')[0]);
  assert.deepEqual(names.sort(), ['focusIndex', 'heads', 'hide', 'magnitude', 'step'], JSON.stringify(shown));
  assert.ok(shown.notes.some((n) => n === `${start}heads set before the widget was defined: no heads today`), shown.notes.join('\n'));
  assert.ok(shown.notes.every((n) => n.length < 200), 'each note is a line');
  assert.deepEqual(p.errors, []);
  await p.close();
});
