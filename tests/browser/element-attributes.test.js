// <attention-playground step="all"> configured by its attributes (the same keys as the
// lesson links, one parser), or by an inline <script type="application/json">
// scenario; the `change` event; several instances on one page, independent,
// only the `hash` one following location.hash. The test pages are served by
// routing a made-up address on the test server to HTML written here, with the
// scripts in <head> so the elements are upgraded while the page is parsed.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

let browser;
const W = 'attention-playground';

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

const { near } = H;

async function openPage(page, name, body, hash = '') {
  await page.route(`${browser.url}${name}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>\n${H.playgroundScripts()}\n</head>` +
      `<body><main>${body}</main></body></html>` }));
  await page.goto(`${browser.url}${name}${hash}`);
  await page.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground')).map((e) => e.ready)));
  await H.settle(page);
}

const TOY = JSON.stringify(H.TOY).replace(/</g, '\\u003c');

const PAGE = `
<attention-playground step="all" id="a" scenario="heads" focus="París" heads="who,where" magnitude="4.5" sink="3" causal
  controls="-edit,-export" lang="es"></attention-playground>
<attention-playground step="all" id="b" sentence="the cat sat on the mat because it was tired"></attention-playground>
<attention-playground step="all" id="c"><script type="application/json">${TOY}</script></attention-playground>
<attention-playground step="all" id="d"><script type="application/json">{ "id": "oops", </script></attention-playground>
<attention-playground step="all" id="e" scenario="sky" magnitude="lots" focus="Venus" controls="magnitude,sink"></attention-playground>`;

test('attributes set the scenario, focus, heads, magnitude, sink, causal, controls and lang', async () => {
  const page = await browser.newPage();
  await openPage(page, 'attributes.html', PAGE);
  const a = '#a';
  assert.deepEqual((await H.readTokens(page, a)).filter((t) => t.pressed).map((t) => t.text), ['París']); // Spanish's own example
  assert.deepEqual(await H.shownHeads(page, a), ['who', 'where']);
  assert.equal(await page.locator(`${a} #heads-mode-set`).isChecked(), true);
  assert.equal(await page.locator(`${a} label[for="heads-mode-set"]`).textContent(), '¿quién? + ¿dónde?'); // the example's own Spanish
  assert.equal(await page.locator(`${a} #magnitude + .dial-value`).textContent(), '× 4,5'); // lang="es": a decimal comma
  assert.equal(await page.locator(`${a} #sink-on`).isChecked(), true);
  assert.equal(await page.locator(`${a} #sink-score + .dial-value`).textContent(), '3');
  assert.equal(await page.locator(`${a} #causal`).isChecked(), true);
  assert.equal(await page.locator(`${a} button[aria-controls="editor"]`).isVisible(), false);
  assert.equal(await page.locator(`${a} [data-key="save-png"]`).isVisible(), false);
  assert.equal(await page.locator(`${a} [data-key="copy-link"]`).isVisible(), true);
  const detail = await page.evaluate(() => document.getElementById('a').stateDetail);
  assert.equal(detail.lang, 'es');
  assert.equal(detail.hash, 'scenario=heads&step=all&focus=5&heads=who,where&magnitude=4.5&sink=3&causal=on&hide=edit,export&lang=es');
  // The numbers are the core's for exactly these settings («París» is last, so the mask hides nothing; the Spanish example's
  // numbers are the English one's).
  const core = await H.coreNumbers(page, 'heads', { scale: 4.5, sink: 3, causal: true });
  for (const [h, id] of ['who', 'where'].entries()) {
    const rows = await H.readTable(page, id, a);
    H.assertPercents(rows, core.result.heads[h].weights[5], core.result.heads[h].sinkWeights[5], id);
  }
  // «París» asks nothing in "where": six scores of 0 against the sink's 3:
  // each word 1 / (6 + e^3) = 1 / 26.086 = 3.834%, the sink e^3 / 26.086 = 76.999%.
  // Rounded together so they add to 100.0: floors 6 × 3.8 + 76.9 = 99.7, and the
  // three missing tenths go to the largest remainders: the sink (.99), then the
  // first two words (.34 each, earlier first).
  const where = await H.readTable(page, 'where', a);
  assert.deepEqual(where.map((r) => r.percent), [3.9, 3.9, 3.8, 3.8, 3.8, 3.8, 77.0]);

  // b: a sentence attribute goes through the word list.
  assert.equal(await page.locator('#b .title').textContent(), 'Your own sentence');
  assert.deepEqual((await H.readTokens(page, '#b')).map((t) => t.text), ['the', 'cat', 'sat', 'on', 'the', 'mat', 'because', 'it', 'was', 'tired']);
  assert.equal(await page.locator('#b #own-sentence').inputValue(), 'the cat sat on the mat because it was tired');

  // e: values that cannot be used are noted, in attribute form; controls="magnitude,sink" shows only those.
  assert.deepEqual(await page.locator('#e .notes li').allTextContents(), [
    'Ignored focus="Venus": not a token index from 0 to 5 or a word of the sentence',
    'Ignored magnitude="lots": not a number from 1 to 10']);
  assert.equal(await page.locator('#e #magnitude + .dial-value').textContent(), '× 9');
  assert.equal(await page.locator('#e #magnitude').isVisible(), true);
  assert.equal(await page.locator('#e #sink-on').isVisible(), true);
  for (const selector of ['#scenario', '#own-sentence', '#numbers', '[data-key="shuffle"]', 'table.heatmap', '[data-key="copy-link"]']) {
    assert.equal(await page.locator(`#e ${selector}`).isVisible(), false, `#e ${selector} hidden`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('an inline JSON scenario is validated: a good one is shown, a broken one is an alert in its own widget only', async () => {
  const page = await browser.newPage();
  await openPage(page, 'inline.html', PAGE);
  assert.equal(await page.locator('#c .title').textContent(), H.TOY.title);
  assert.deepEqual((await H.readTable(page, 'noun', '#c')).map((r) => r.percent), [17.5, 47.5, 17.5, 17.5]);
  const error = page.locator('#d .error');
  assert.equal(await error.isVisible(), true);
  assert.equal(await error.getAttribute('role'), 'alert');
  assert.match(await error.textContent(), /^This example could not be shown\. scenario is not valid JSON: /);
  for (const id of ['#a', '#b', '#c', '#e']) {
    assert.equal(await page.locator(`${id} .error`).isVisible(), false, `${id} is fine`);
    assert.ok(await page.locator(`${id} table.match`).count() > 0, `${id} has its tables`);
  }
  assert.deepEqual(page.errors, []);

  // A scenario with a validation mistake names the field.
  await page.evaluate((toy) => {
    const element = document.createElement('attention-playground');
    element.id = 'f';
    const data = document.createElement('script');
    data.type = 'application/json';
    data.textContent = JSON.stringify(Object.assign({}, toy, { magnitude: 40 }));
    element.appendChild(data);
    document.querySelector('main').appendChild(element);
  }, H.TOY);
  await page.locator('#f .error').waitFor();
  assert.equal(await page.locator('#f .error').textContent(), 'This example could not be shown. magnitude: must be a number from 1 to 10 (got 40)');
  await page.close();
});

test('changing an attribute later applies it; removing it returns to the scenario’s own value', async () => {
  const page = await browser.newPage();
  await openPage(page, 'later.html', PAGE);
  const set = (name, value) => page.evaluate(([n, v]) => {
    const a = document.getElementById('a');
    if (v === null) a.removeAttribute(n); else a.setAttribute(n, v);
  }, [name, value]);
  await set('magnitude', '2');
  await H.settle(page);
  assert.equal(await page.locator('#a #magnitude + .dial-value').textContent(), '× 2');
  await set('magnitude', null);
  await H.settle(page);
  assert.equal(await page.locator('#a #magnitude + .dial-value').textContent(), '× 9', 'heads’ own magnitude');
  await set('causal', 'off');
  await set('heads', 'all');
  await set('focus', 'María'); // Spanish's own example (lang="es")
  await H.settle(page);
  assert.equal(await page.locator('#a #causal').isChecked(), false);
  assert.deepEqual(await H.shownHeads(page, '#a'), ['who', 'where', 'meaning']);
  assert.deepEqual((await H.readTokens(page, '#a')).filter((t) => t.pressed).map((t) => t.text), ['María']);
  await set('controls', null);
  await H.settle(page);
  assert.equal(await page.locator('#a button[aria-controls="editor"]').isVisible(), true);
  await set('scenario', 'sky');
  await page.locator('#a .title').filter({ hasText: '¿Qué planeta?' }).waitFor(); // lang="es": sky's own Spanish title
  await H.settle(page);
  // The other attributes still hold for the new scenario: sink 3 is on.
  assert.equal(await page.locator('#a #sink-on').isChecked(), true);
  assert.equal(await page.locator('#a #sink-score + .dial-value').textContent(), '3');
  await set('sentence', 'The dog barked at the cat');
  await page.locator('#a .title').filter({ hasText: 'Tu propia frase' }).waitFor();
  assert.equal(await page.locator('#a .tokens button.token').count(), 6);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a learner’s change fires one `change` event (bubbling, composed) with the plain state; a host’s does not', async () => {
  const page = await browser.newPage();
  await openPage(page, 'events.html', PAGE);
  await page.evaluate(() => {
    window.events = [];
    document.addEventListener('change', (event) => window.events.push({
      target: event.target.id, bubbles: event.bubbles, composed: event.composed, detail: event.detail,
      same: JSON.stringify(event.detail) === JSON.stringify(event.target.stateDetail),
    }));
  });
  const events = async () => { await H.settle(page); return page.evaluate(() => window.events.splice(0)); };
  await page.locator('#a .tokens button.token', { hasText: 'María' }).click(); // Spanish's own example (lang="es")
  let got = await events();
  assert.equal(got.length, 1);
  assert.deepEqual({ target: got[0].target, bubbles: got[0].bubbles, composed: got[0].composed, same: got[0].same },
    { target: 'a', bubbles: true, composed: true, same: true });
  assert.equal(got[0].detail.focus, 0);
  assert.equal(got[0].detail.focusWord, 'María');
  assert.deepEqual(got[0].detail.heads, ['who', 'where']);
  assert.equal(got[0].detail.hash, 'scenario=heads&step=all&focus=0&heads=who,where&magnitude=4.5&sink=3&causal=on&hide=edit,export&lang=es');

  // Clicking the word that is already the focus changes nothing: no event.
  await page.locator('#a .tokens button.token', { hasText: 'María' }).click();
  assert.deepEqual(await events(), []);

  // A drag: many input events, one change when let go.
  await page.evaluate(() => {
    const slider = document.getElementById('a').shadowRoot.querySelector('#magnitude');
    for (let v = 2; v <= 6; v += 0.5) { slider.value = String(v); slider.dispatchEvent(new Event('input', { bubbles: true })); }
    slider.dispatchEvent(new Event('change', { bubbles: true }));
  });
  got = await events();
  assert.equal(got.length, 1, 'one event for the whole drag');
  assert.equal(got[0].detail.magnitude, 6);
  // Keyboard steps: each press is a change of its own.
  await page.locator('#a #magnitude').focus();
  await page.keyboard.press('ArrowRight');
  got = await events();
  assert.deepEqual(got.map((e) => e.detail.magnitude), [6.1]);
  // The sink checkbox's own native change stays inside the widget: only ours arrives.
  await page.locator('#a #sink-on').uncheck();
  got = await events();
  assert.deepEqual(got.map((e) => [e.target, e.detail.sink]), [['a', { on: false, score: 3 }]]);
  // A typed sentence and a picked example are changes too.
  await page.locator('#c #own-sentence').fill('It was tired');
  await page.locator('#c #own-sentence').press('Enter');
  got = await events();
  assert.deepEqual(got.map((e) => [e.target, e.detail.sentence, e.detail.scenario]), [['c', 'It was tired', null]]);
  await page.locator('#c #scenario').selectOption('sky');
  await page.locator('#c .title').filter({ hasText: 'Which planet?' }).waitFor();
  got = await events();
  assert.deepEqual(got.map((e) => [e.target, e.detail.scenario]), [['c', 'sky']]);

  // The host's own changes are not reported back.
  await page.evaluate(() => { document.getElementById('a').setAttribute('magnitude', '3'); });
  assert.deepEqual(await events(), []);
  assert.equal(await page.evaluate(() => location.hash), '', 'no widget on this page follows the hash');
  await page.close();
});

test('several instances are independent; only the first with `hash` follows location.hash', async () => {
  const page = await browser.newPage();
  await openPage(page, 'two.html',
    '<attention-playground step="all" id="p1" scenario="sky" hash></attention-playground>' +
    '<attention-playground step="all" id="p2" scenario="sky" hash></attention-playground>' +
    '<attention-playground step="all" id="p3" scenario="sky"></attention-playground>', '#focus=Mars&magnitude=2');
  const focus = async (id) => (await H.readTokens(page, id)).filter((t) => t.pressed).map((t) => t.text)[0];
  assert.deepEqual([await focus('#p1'), await focus('#p2'), await focus('#p3')], ['Mars', 'sky', 'sky']);
  assert.deepEqual(await Promise.all(['#p1', '#p2', '#p3'].map((id) => page.locator(`${id} #magnitude + .dial-value`).textContent())),
    ['× 2', '× 9', '× 9']);
  // A change in p2 or p3 stays there and leaves the hash alone.
  await page.locator('#p2 .tokens button.token', { hasText: 'red' }).click();
  await page.locator('#p3 [data-key="shuffle"]').click();
  await page.locator('#p3 #magnitude').fill('5');
  await H.settle(page);
  assert.equal(await page.evaluate(() => location.hash), '#focus=Mars&magnitude=2');
  assert.deepEqual([await focus('#p1'), await focus('#p2'), await focus('#p3')], ['Mars', 'red', 'sky']);
  assert.deepEqual((await H.readTokens(page, '#p1')).map((t) => t.text), ['On', 'Mars', 'the', 'sky', 'is', 'red']);
  assert.deepEqual((await H.readTokens(page, '#p2')).map((t) => t.text), ['On', 'Mars', 'the', 'sky', 'is', 'red']);
  assert.notDeepEqual((await H.readTokens(page, '#p3')).map((t) => t.text), ['On', 'Mars', 'the', 'sky', 'is', 'red']);
  assert.equal(await page.locator('#p1 #magnitude + .dial-value').textContent(), '× 2');
  // p1's own change writes the hash.
  await page.locator('#p1 .tokens button.token', { hasText: 'is' }).click();
  await H.settle(page);
  assert.equal(await page.evaluate(() => location.hash), '#scenario=sky&step=all&focus=4&magnitude=2');
  assert.equal(await focus('#p2'), 'red');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a bare `controls` attribute (as HTML minifiers and Astro write it) keeps every control of the example', async () => {
  const page = await browser.newPage();
  await openPage(page, 'bare-controls.html', `<${W} step="all" id="bare" scenario="heads" controls></${W}>`);
  for (const selector of ['#magnitude', '#sink-on', '[data-key="save-png"]', '[data-key="copy-link"]', '#numbers']) {
    assert.equal(await page.locator(`#bare ${selector}`).isVisible(), true, `${selector} is shown`);
  }
  assert.deepEqual(await page.evaluate(() => document.getElementById('bare').hide), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('every attribute is a property of the same name: it reads the value shown and writes the attribute', async () => {
  const page = await browser.newPage();
  await openPage(page, 'properties.html', `<${W} step="all" id="p" scenario="heads" magnitude="4.5" sink="3" heads="who,where"></${W}>`);
  const read = () => page.evaluate(() => {
    const e = document.getElementById('p');
    return { scenario: e.scenario, focus: e.focusIndex, heads: e.heads, head: e.head, magnitude: e.magnitude, sink: e.sink,
      causal: e.causal, numbers: e.numbers, detail: e.detail, rows: e.rows, sliders: e.sliders, order: e.order,
      edits: e.edits, hide: e.hide, lang: e.lang, training: e.training, sentence: e.sentence, hash: e.hash };
  });
  assert.deepEqual(await read(), {
    scenario: 'heads', focus: 1, heads: ['who', 'where'], head: 'who', magnitude: 4.5, sink: { on: true, score: 3 },
    causal: false, numbers: false, detail: false, rows: 'top', sliders: false, order: [0, 1, 2, 3, 4, 5], edits: [],
    hide: [], lang: '', training: null, sentence: null, hash: false,
  });
  await page.evaluate(() => {
    const e = document.getElementById('p');
    e.magnitude = 7;
    e.sink = { on: false, score: 4 };
    e.causal = true;
    e.heads = ['meaning'];
    e.focusIndex = 'Paris';
    e.edits = [{ head: 'where', token: 5, key: [0, 2] }];
    e.hide = ['edit', 'share'];
  });
  await H.settle(page);
  const after = await read();
  assert.deepEqual([after.magnitude, after.sink, after.causal, after.heads, after.head, after.focus, after.edits, after.hide],
    [7, { on: false, score: 4 }, true, ['meaning'], 'meaning', 5, [{ head: 'where', token: 5, key: [0, 2, 0, 0] }], ['edit', 'share']]);
  const attributes = await page.evaluate(() => Object.fromEntries(['magnitude', 'sink', 'causal', 'heads', 'focus', 'edits', 'hide']
    .map((k) => [k, document.getElementById('p').getAttribute(k)])));
  assert.deepEqual(attributes, { magnitude: '7', sink: 'off:4', causal: 'on', heads: 'meaning', focus: 'Paris',
    edits: 'where.5.k:0,2', hide: 'edit,share' });
  assert.equal(await page.locator('#p #magnitude + .dial-value').textContent(), '× 7');
  await page.evaluate(() => { document.getElementById('p').magnitude = null; });
  await H.settle(page);
  assert.equal(await page.evaluate(() => document.getElementById('p').magnitude), 9, 'null removes the attribute: the example’s own value');
  // HTMLElement's own members keep their meaning: focus() is a method, lang the attribute.
  assert.deepEqual(await page.evaluate(() => {
    const e = document.getElementById('p');
    e.focus();
    e.lang = 'es';
    return [typeof e.focus, e.getAttribute('lang')];
  }), ['function', 'es']);
  assert.deepEqual(page.errors, []);
  await page.close();
});
