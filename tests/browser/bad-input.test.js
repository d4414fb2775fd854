// The bad-input matrix through the widget: bad values in attributes, in an
// inline <script type="application/json"> scenario, in the typed sentence and
// in the lesson link (location.hash). Each row gives a clear message (a note
// in the notes area, role="status", or an alert, role="alert") or a
// well-defined result; the widget keeps working (a later valid action shows
// numbers that add up to 100%); typed text is never lost; and no payload ever
// runs: every payload would call pwned() if it did, and the test listens for
// that, for window errors and dialogs, and looks for injected elements. The
// test pages carry NO Content-Security-Policy, so a payload that reached
// innerHTML would run (a positive control proves the listener hears it).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

let browser;
let page;
const W = 'attention-playground';
const pwned = [];
const dialogs = [];
let pages = 0;

// Payloads that call pwned() if they are ever parsed as HTML or followed as a URL.
const P = Object.freeze({
  img: '<img src=x onerror=pwned()>',
  svg: '<svg onload=pwned()>',
  script: '</script><script>pwned()</script>',
  js: 'javascript:pwned()',
  attr: '"><iframe srcdoc="<script>parent.pwned()</script>">',
});

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

// A page with the playground's scripts and no CSP; `body` is trusted test HTML.
async function openPage(body, hash = '') {
  const name = `bad-${++pages}.html`;
  await page.route(`${browser.url}${name}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bad input</title>\n${H.playgroundScripts()}\n</head>` +
      `<body><main>${body}</main></body></html>` }));
  await page.goto('about:blank');
  await page.goto(`${browser.url}${name}${hash}`);
  await page.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground')).map((e) => e.ready)));
  await page.waitForFunction(() => Array.from(document.querySelectorAll('attention-playground')).every((e) => !e.shadowRoot.querySelector('.ap').hidden));
  await H.settle(page);
}

// A new widget made by script: attributes set with setAttribute (so any text
// can be a value), an optional inline scenario as the text of its JSON child.
async function addWidget(attributes, inlineJson) {
  await page.evaluate(async ({ attributes, inlineJson }) => {
    for (const old of document.querySelectorAll('#bad')) old.remove();
    const element = document.createElement('attention-playground');
    element.id = 'bad';
    element.setAttribute('step', 'all'); // everything at once: every number is on screen
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (inlineJson !== null) {
      const data = document.createElement('script');
      data.type = 'application/json';
      data.textContent = inlineJson;
      element.appendChild(data);
    }
    document.querySelector('main').appendChild(element);
    await element.ready;
  }, { attributes, inlineJson: inlineJson === undefined ? null : inlineJson });
  await revealed('#bad');
}

// The widget shows itself once its stylesheet has loaded.
async function revealed(sel) {
  await page.waitForFunction((sel) => !document.querySelector(sel).shadowRoot.querySelector('.ap').hidden, sel);
  await H.settle(page);
}

const notes = (sel) => page.locator(`${sel} .notes li`).allTextContents();
const alertText = async (sel) => {
  const error = page.locator(`${sel} .error`);
  return (await error.isVisible()) ? `${await error.getAttribute('role')}: ${await error.textContent()}` : null;
};

// The widget shows numbers: a match table whose percentages add up to 100%.
async function showsNumbers(sel, what) {
  await page.locator(`${sel} table.match`).first().waitFor();
  const meters = await page.locator(`${sel} table.match`).first().locator('[role="meter"]').evaluateAll((all) =>
    all.map((m) => Number(m.getAttribute('aria-valuenow'))));
  const sum = meters.reduce((s, x) => s + x, 0);
  // Each meter is rounded to one decimal: the sum is 100 within 0.05 per meter.
  assert.ok(meters.length > 0 && Math.abs(sum - 100) <= 0.05 * meters.length + 1e-9, `${what}: the percentages add up to 100 (got ${sum})`);
}

// Nothing ran and nothing was injected, anywhere.
async function nothingRan(what) {
  assert.deepEqual(pwned, [], `${what}: no payload ran`);
  assert.deepEqual(dialogs, [], `${what}: no dialog`);
  assert.deepEqual(page.errors, [], `${what}: no page error`);
  const injected = await page.evaluate(() => {
    const found = [];
    const look = (root) => {
      for (const el of root.querySelectorAll('*')) {
        const tag = el.localName;
        if (['img', 'script', 'iframe', 'object', 'embed', 'frame'].includes(tag) && !(tag === 'script' && el.type === 'application/json') &&
          !(tag === 'script' && el.parentNode === document.head)) found.push(tag);
        for (const a of el.attributes) {
          if (/^on/i.test(a.name)) found.push(`${tag}[${a.name}]`);
          if (/^(href|src|xlink:href|action|formaction)$/i.test(a.name) && /^\s*javascript:/i.test(a.value)) found.push(`${tag}[${a.name}=javascript:]`);
        }
        if (el.shadowRoot) look(el.shadowRoot);
      }
    };
    look(document);
    return found;
  });
  assert.deepEqual(injected, [], `${what}: no injected element or handler`);
}

async function openSession() {
  page = await browser.newPage();
  pwned.length = 0;
  dialogs.length = 0;
  await page.exposeFunction('pwned', (...args) => { pwned.push(args.join(' ') || 'called'); });
  page.on('dialog', (dialog) => { dialogs.push(dialog.message()); dialog.dismiss().catch(() => {}); });
  await page.addInitScript(() => {
    window.addEventListener('error', (event) => { window.pwnedErrors = (window.pwnedErrors || []).concat(String(event.message)); });
  });
}

test('the listener hears a payload that does run (positive control)', async () => {
  await openSession();
  await openPage('<p id="control"></p>');
  await page.evaluate((payload) => { document.getElementById('control').innerHTML = payload; }, P.img);
  await page.waitForFunction(() => true);
  for (let i = 0; i < 50 && pwned.length === 0; i++) await page.waitForTimeout(20);
  assert.equal(pwned.length, 1, 'an <img onerror> put through innerHTML on this page calls pwned()');
  await page.close();
});

// ------------------------------------------------------------ attributes

const ATTRIBUTES = [
  ['scenario="nope"', { scenario: 'nope' }, [/^Ignored scenario="nope": there is no example called “nope”/]],
  ['magnitude="abc"', { magnitude: 'abc' }, ['Ignored magnitude="abc": not a number from 1 to 10']],
  ['magnitude="1e308"', { magnitude: '1e308' }, ['Ignored magnitude="1e308": not a number from 1 to 10']],
  ['magnitude="-5"', { magnitude: '-5' }, ['Ignored magnitude="-5": not a number from 1 to 10']],
  ['magnitude="NaN"', { magnitude: 'NaN' }, ['Ignored magnitude="NaN": not a number from 1 to 10']],
  ['focus="999"', { scenario: 'sky', focus: '999' }, [/^Ignored focus="999": not a token index from 0 to \d+$/]],
  ['sink="Infinity"', { sink: 'Infinity' }, ['Ignored sink="Infinity": not “off”, “on” or a score from 0 to 10']],
  ['heads="zzz"', { scenario: 'heads', heads: 'zzz' }, [/^Ignored heads="zzz": “zzz” is not a head of this example/]],
  ['controls= an HTML payload', { controls: P.img }, [/^Ignored controls="<img src=x onerror=pwned\(\)>": “<img src=x onerror=pwned\(\)>” is not a control/]],
  ['controls="-,+,,"', { controls: '-,+,,' }, [/^Ignored controls="-,\+,,": “” is not a control/]],
  ['lang= an SVG payload', { lang: P.svg }, ['Ignored lang="<svg onload=pwned()>": not a language tag such as “en” or “pt-BR”']],
  ['order="0,0,0"', { scenario: 'sky', order: '0,0,0' }, [/^Ignored order="0,0,0": not an order of the \d+ token indices/]],
  ['edits= a javascript: URL', { edits: P.js }, [/^Ignored edits="javascript:pwned\(\)": “javascript:pwned\(\)” is not head\.token\.q:numbers/]],
  ['training= an HTML payload', { training: P.img }, [/^Ignored training="<img src=x onerror=pwned\(\)>": not a seed such as “3”/]],
  ['training= the toy training\'s old form', { training: 'pronoun:1:5' }, [/^Ignored training="pronoun:1:5": not a seed such as “3”/]],
];

test(`attributes: ${ATTRIBUTES.length} kinds of bad value each give a note, the defaults, and numbers`, async () => {
  await openSession();
  await openPage('');
  for (const [what, attributes, expected] of ATTRIBUTES) {
    await addWidget(attributes);
    const got = await notes('#bad');
    assert.equal(got.length, expected.length, `${what}: ${JSON.stringify(got)}`);
    expected.forEach((e, i) => (e instanceof RegExp ? assert.match(got[i], e, what) : assert.equal(got[i], e, what)));
    assert.equal(await page.locator('#bad .notes').getAttribute('role'), 'status');
    assert.equal(await alertText('#bad'), null, `${what}: no alert, the defaults are shown`);
    await showsNumbers('#bad', what);
    // A later valid change still works.
    await page.evaluate(() => document.getElementById('bad').setAttribute('magnitude', '2'));
    await H.settle(page);
    assert.equal(await page.locator('#bad #magnitude + .dial-value').textContent(), '× 2', `${what}: a valid magnitude after`);
    await showsNumbers('#bad', `${what}, then magnitude="2"`);
    await nothingRan(what);
  }
  // A typed sentence as an attribute, made of payloads: plain tokens.
  await addWidget({ sentence: `${P.script} ${P.img}` });
  const words = (await H.readTokens(page, '#bad')).map((t) => t.text);
  assert.ok(words.includes('script') && words.includes('onerror') && words.includes('<'), words.join(' '));
  await showsNumbers('#bad', 'sentence= payloads');
  await nothingRan('sentence= payloads');
  await page.close();
});

// ------------------------------------------------------------ the inline scenario

// A scenario built in the page, so its token list matches the core's tokenizer.
const scenarioJson = (kind) => page.evaluate(async ({ kind, P, toy }) => {
  const core = await window.AttentionPlayground.getCore();
  const s = JSON.parse(JSON.stringify(toy));
  if (kind === 'payloads') {
    // Every text field a scenario has, each an HTML or script payload.
    s.title = P.img;
    s.tryThis = P.script + ' ' + P.attr;
    s.features = [P.img];
    s.valueFeatures = [P.svg];
    s.heads = [{ id: 'noun', label: P.svg, question: P.attr }];
    s.sentence = `the cat saw it ${P.img} ${P.js}`;
    const words = core.tokenize(s.sentence);
    s.tokens = words.map((text, i) => ({ text, heads: { noun: {
      query: i === 3 ? { [P.img]: 1 } : {}, key: i === 1 ? { [P.img]: 1 } : {}, value: { [P.svg]: i % 5 },
      looksFor: P.img, advertises: P.script, carries: P.js } } }));
    s.focus = 3;
  } else if (kind === 'huge-number') {
    s.tokens[3].heads.noun.query.noun = 1e308;
  } else if (kind === 'tokens-1001' || kind === 'tokens-1000') {
    const n = kind === 'tokens-1001' ? 1001 : 1000;
    s.sentence = Array.from({ length: n }, (_, i) => (i % 4 === 1 ? 'cat' : i % 4 === 3 ? 'it' : 'the')).join(' ');
    s.tokens = core.tokenize(s.sentence).map((text) => (text === 'cat' ? { text, heads: { noun: { key: { noun: 1 }, value: { cat: 1 } } } }
      : text === 'it' ? { text, heads: { noun: { query: { noun: 1 } } } } : { text }));
  } else if (kind === 'wrong-type') {
    s.magnitude = '3';
  } else if (kind === 'tokens-object') {
    s.tokens = {};
  } else if (kind === 'huge-field') {
    s['f'.repeat(100000)] = 1;
  } else if (kind === 'missing') {
    delete s.heads;
  }
  return JSON.stringify(s);
}, { kind, P, toy: H.TOY });

test('the inline scenario: malformed JSON, wrong types, missing fields, 1e308, 1,001 tokens are alerts naming the problem', async () => {
  await openSession();
  await openPage('');
  const rows = [
    ['malformed JSON', '{ "id": "oops", ', /^alert: This example could not be shown\. ?scenario is not valid JSON: /],
    ['JSON that is not an object', '[1, 2, 3]', /^alert: This example could not be shown\. ?scenario: must be an object/],
    ['a string where a number belongs', await scenarioJson('wrong-type'), /magnitude: must be a number from 1 to 10 \(got "3"\)$/],
    ['an object where an array belongs', await scenarioJson('tokens-object'), /tokens: must be an array with one entry per token \(got an object\)$/],
    ['a missing field', await scenarioJson('missing'), /heads: is missing$/],
    ['a 100,000-character field name', await scenarioJson('huge-field'), /scenario: unknown field "f{40}…"$/],
    ['1e308 in a query', await scenarioJson('huge-number'), /tokens\[3\]\.heads\.noun\.query\.noun: must be a number from -10 to 10 \(got 1e\+308\)$/],
    ['1,001 tokens', await scenarioJson('tokens-1001'), /sentence: has 1001 tokens; a scenario may have at most 1000$/],
  ];
  for (const [what, json, expected] of rows) {
    await addWidget({}, json);
    assert.match(await alertText('#bad') || '(no alert)', expected, what);
    // The host shows something valid: the widget works again.
    await page.evaluate(() => document.getElementById('bad').setAttribute('scenario', 'sky'));
    await H.settle(page);
    assert.equal(await alertText('#bad'), null, `${what}: the alert goes once a valid example is asked for`);
    await showsNumbers('#bad', `${what}, then scenario="sky"`);
    await nothingRan(what);
  }
  // Exactly 1,000 tokens is allowed: shown, with the long-sentence heatmap.
  await addWidget({}, await scenarioJson('tokens-1000'));
  assert.equal(await alertText('#bad'), null);
  assert.equal(await page.locator('#bad .tokens button.token').count(), 1000);
  assert.equal(await page.locator('#bad canvas.heatmap-canvas').isVisible(), true);
  await showsNumbers('#bad', '1,000 tokens');
  await nothingRan('1,000 tokens');
  await page.close();
});

test('the inline scenario: HTML and script payloads in every text field are shown as text, in the page and in the SVG export', async () => {
  await openSession();
  await openPage('');
  await addWidget({}, await scenarioJson('payloads'));
  assert.equal(await alertText('#bad'), null);
  assert.equal(await page.locator('#bad .title').textContent(), P.img, 'the title, as text');
  assert.ok((await page.locator('#bad .try-this').textContent()).includes(P.script + ' ' + P.attr), 'try this, as text');
  assert.ok((await page.locator('#bad .head-label').first().textContent()).includes(P.svg), 'the head label, as text');
  const words = (await H.readTokens(page, '#bad')).map((t) => t.text);
  assert.deepEqual(words.slice(0, 4), ['the', 'cat', 'saw', 'it']);
  assert.ok(words.includes('onerror') && words.includes('javascript'), words.join(' '));
  const table = await H.readTable(page, 'noun', '#bad');
  assert.ok(table.some((r) => r.advertises === P.script), 'advertises, as text');
  await showsNumbers('#bad', 'payload scenario');
  // The exported SVG carries the same text, escaped: parsed, it has no handler and no script.
  const svg = await page.evaluate(() => document.getElementById('bad').exportSVG());
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const bad = [];
    for (const el of doc.querySelectorAll('*')) {
      if (['script', 'foreignObject', 'iframe', 'img'].includes(el.localName)) bad.push(el.localName);
      for (const a of el.attributes) if (/^on/i.test(a.name)) bad.push(a.name);
    }
    return { error: doc.querySelector('parsererror') !== null, bad, text: doc.documentElement.textContent };
  }, svg);
  assert.deepEqual(parsed.bad, []);
  assert.equal(parsed.error, false, 'the SVG is well-formed');
  assert.ok(parsed.text.includes(P.img), 'the payload is in the SVG as text');
  await nothingRan('payload scenario');

  // `</script>` written into the page's own inline JSON (escaped as <\/script>, as JSON in HTML must be).
  const json = JSON.stringify(Object.assign({}, H.TOY, { title: P.script, tryThis: P.img })).replace(/<\//g, '<\\/');
  await openPage(`<attention-playground step="all" id="inline"><script type="application/json">${json}</script></attention-playground>`);
  assert.equal(await page.locator('#inline .title').textContent(), P.script);
  await showsNumbers('#inline', 'an inline </script>');
  await nothingRan('an inline </script>');
  await page.close();
});

// ------------------------------------------------------------ the typed sentence

async function typeInto(sel, text) {
  const box = page.locator(`${sel} #own-sentence`);
  await box.evaluate((el, value) => { el.value = value; }, text); // fill() types a megabyte too slowly
  await box.press('Enter');
  await H.settle(page);
}

const fieldError = (sel) => page.locator(`${sel} .field-error`).textContent();

test('the typed sentence: empty, 1 MB, 10,000 tokens, lone surrogates, emoji/RTL/CJK and payloads', async () => {
  await openSession();
  await openPage(`<attention-playground step="all" id="w" hash></attention-playground>`);
  const sel = '#w';
  const valid = 'the cat sat on the mat because it was tired';
  const rows = [
    ['an empty box', '', 'Type a sentence first: the box is empty.'],
    ['only spaces and new lines', '   \n\t  ', 'Type a sentence first: the box is empty.'],
    ['1 MB of text', 'a'.repeat(1024 * 1024), 'That text has 1,048,576 characters; the box takes at most 60,000.'],
    ['a lone high surrogate', 'it was \uD800 tired', /^This text cannot be used: .*lone UTF-16 surrogate U\+D800/],
    ['a lone low surrogate', '\uDC00', /^This text cannot be used: .*lone UTF-16 surrogate U\+DC00/],
    ['only punctuation that makes no word', '   ', 'Type a sentence first: the box is empty.'],
  ];
  for (const [what, text, expected] of rows) {
    await typeInto(sel, text);
    const message = await fieldError(sel);
    if (expected instanceof RegExp) assert.match(message, expected, what); else assert.equal(message, expected, what);
    assert.equal(await page.locator(`${sel} .field-error`).getAttribute('role'), 'alert');
    assert.equal(await page.locator(`${sel} #own-sentence`).getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator(`${sel} #own-sentence`).inputValue(), text, `${what}: the typed text is kept`);
    await showsNumbers(sel, `${what}: the example before stays`);
    await typeInto(sel, valid);
    assert.equal(await fieldError(sel), '', `${what}: a valid sentence after clears the message`);
    assert.equal(await page.locator(`${sel} .title`).textContent(), 'Your own sentence');
    await showsNumbers(sel, `${what}, then a valid sentence`);
    await nothingRan(what);
  }

  const shown = [
    ['emoji, RTL and CJK', 'مرحبا بالعالم 你好 👍🏽 שלום', ['مرحبا', 'بالعالم', '你', '好', '👍🏽', 'שלום']],
    ['an <img onerror> payload', P.img, ['<', 'img', 'src', '=', 'x', 'onerror', '=', 'pwned', '(', ')', '>']],
    ['a javascript: URL', P.js, ['javascript', ':', 'pwned', '(', ')']],
    ['a </script> payload', P.script, ['<', '/', 'script', '>', '<', 'script', '>', 'pwned', '(', ')', '<', '/', 'script', '>']],
    ['an attribute-breaking payload', P.attr, null],
  ];
  for (const [what, text, tokens] of shown) {
    await typeInto(sel, text);
    assert.equal(await fieldError(sel), '', what);
    const words = (await H.readTokens(page, sel)).map((t) => t.text);
    if (tokens) assert.deepEqual(words, tokens, what);
    else assert.ok(words.length > 5 && words.includes('iframe'), `${what}: ${words.join(' ')}`);
    assert.equal(await page.locator(`${sel} #own-sentence`).inputValue(), text, `${what}: the typed text is kept`);
    await showsNumbers(sel, what);
    // The lesson link carries it; opened again, it is the same words, still only text.
    const hash = await page.evaluate(() => location.hash);
    assert.match(hash, /sentence=/, `${what}: the link has the sentence`);
    await page.evaluate(() => location.reload());
    await page.locator(`${sel} table.match`).first().waitFor();
    await H.settle(page);
    assert.deepEqual((await H.readTokens(page, sel)).map((t) => t.text), words, `${what}: the link gives the same words`);
    assert.equal(await page.locator(`${sel} #own-sentence`).inputValue(), text, `${what}: the link fills the box`);
    await nothingRan(what);
  }

  // 10,000 tokens: shown (the long-sentence heatmap, the rows that matter), and the widget still answers.
  const many = 'word '.repeat(10000);
  await typeInto(sel, many);
  await page.locator(`${sel} .own-sentence-status`).filter({ hasText: '10000 tokens' }).waitFor({ timeout: 60000 });
  assert.equal(await page.locator(`${sel} canvas.heatmap-canvas`).isVisible(), true);
  assert.ok((await H.readTable(page, 'who', sel)).length <= 26, 'the match table shows the rows that matter');
  await showsNumbers(sel, '10,000 tokens');
  await page.locator(`${sel} #magnitude`).fill('2');
  await H.settle(page);
  assert.equal(await page.locator(`${sel} #magnitude + .dial-value`).textContent(), '× 2');
  await showsNumbers(sel, '10,000 tokens, then magnitude 2');
  await nothingRan('10,000 tokens');
  await page.close();
});

// ------------------------------------------------------------ the lesson link

test('the lesson link: malformed, huge and payload hash values give notes; the widget shows numbers', async () => {
  await openSession();
  const enc = encodeURIComponent;
  const rows = [
    ['malformed percent-encoding', '#magnitude=%E0%A4%A&focus=%', [
      /^Ignored “magnitude=%E0%A4%A”: not valid percent-encoding/, /^Ignored “focus=%”: not valid percent-encoding/]],
    ['only separators', '#&&&==&=', [/^Ignored “==”: not a setting/, /^Ignored “=”: not a setting/]],
    ['huge numbers and infinities', '#magnitude=1e308&sink=-Infinity&focus=NaN', [
      /^Ignored “focus=NaN”: not a token index from 0 to \d+ or a word of the sentence$/,
      'Ignored “magnitude=1e308”: not a number from 1 to 10',
      'Ignored “sink=-Infinity”: not “off”, “on” or a score from 0 to 10']],
    ['a 100,000-character sentence', '#sentence=' + 'a+'.repeat(50000), [/^Ignored “sentence=a a a .*”: longer than 60000 characters$/]],
    // (Chromium itself takes seconds to open a URL of a megabyte; 100,000 characters make the point.)
    ['a 100,000-character key', '#' + 'k'.repeat(100000) + '=1', [/^Ignored “k{39}…=1”: not a setting/]],
    ['20,000 unknown settings', '#' + 'x=1&'.repeat(20000) + 'magnitude=2', 'many'],
    ['an <img> payload as the example', '#scenario=' + enc(P.img), [/^Ignored “scenario=<img src=x onerror=pwned\(\)>”: there is no example called/]],
    ['an SVG payload as the language', '#lang=' + enc(P.svg), ['Ignored “lang=<svg onload=pwned()>”: not a language tag such as “en” or “pt-BR”']],
    ['a javascript: URL as edits', '#edits=' + enc(P.js), [/^Ignored “edits=javascript:pwned\(\)”: /]],
    ['a payload as a key', '#' + enc(P.attr) + '=1', [/^Ignored “"><iframe srcdoc="<script>parent\.pwned\(…=1”: not a setting/]],
    ['a </script> payload as the focus', '#scenario=sky&focus=' + enc(P.script), [/^Ignored “focus=<\/script><script>pwned\(\)<\/script>”: not a token index/]],
    ['a payload as the typed sentence', '#sentence=' + enc(P.img), []],
  ];
  for (const [what, hash, expected] of rows) {
    const started = Date.now();
    await openPage(`<attention-playground step="all" id="w" hash></attention-playground>`, hash);
    const ms = Date.now() - started;
    await showsNumbers('#w', what);
    const got = await notes('#w');
    if (expected === 'many') {
      assert.equal(got.length, 10, `${what}: ten lines, not twenty thousand`);
      assert.equal(got[9], '…and 19991 more settings that could not be used.');
      assert.equal(await page.locator('#w #magnitude + .dial-value').textContent(), '× 2', 'the one good setting is used');
      console.log(`a link with 20,000 unknown settings is shown in ${ms} ms`);
    } else {
      assert.equal(got.length, expected.length, `${what}: ${JSON.stringify(got)}`);
      expected.forEach((e, i) => (e instanceof RegExp ? assert.match(got[i], e, what) : assert.equal(got[i], e, what)));
    }
    if (what === 'a payload as the typed sentence') {
      assert.deepEqual((await H.readTokens(page, '#w')).map((t) => t.text), ['<', 'img', 'src', '=', 'x', 'onerror', '=', 'pwned', '(', ')', '>']);
    }
    // A valid change afterwards works.
    await page.locator('#w #magnitude').fill('3.5');
    await H.settle(page);
    assert.equal(await page.locator('#w #magnitude + .dial-value').textContent(), '× 3.5', `${what}: the slider still works`);
    await showsNumbers('#w', `${what}, then a slider`);
    await nothingRan(what);
  }
  await page.close();
});

test('a host that changes its own done rule after loading it leaves the widget drawing, with its task checked as loaded', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  const toy = require('../fixtures/toy-scenario.json');
  await page.evaluate(async (json) => {
    const element = document.querySelector('attention-playground');
    window.hostScenario = Object.assign({}, json, { done: { focus: 'cat' } });
    await element.loadScenarioData(window.hostScenario);
    window.hostScenario.done.focus = null; // before: the widget kept this very object, and drawing threw
    window.hostScenario.done.share = null;
    element.magnitude = 5;
    await element.whenIdle();
  }, toy);
  await H.settle(page);
  assert.equal(await page.locator(`${W} #magnitude`).inputValue(), '5', 'drawn again');
  await page.locator(`${W} .tokens button.token`, { hasText: /^cat$/ }).click();
  await H.settle(page);
  assert.equal(await page.locator(W).evaluate((e) => e.shadowRoot.querySelector('.try-this').classList.contains('is-done')), true,
    'the rule as loaded ("cat" is the focus) gives the ✓');
  assert.deepEqual(page.errors, []);
  await page.close();
});
