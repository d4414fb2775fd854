// The trained tiny language model is a part loaded on demand, like the training
// module: the classic file fetches its language's dist/attention-model-<language>.js
// (its wasm and that language's weights inside)
// only when something asks the element for it (element.trainedModel()), once
// per page for every widget on it, with this version's fingerprint (SRI) where
// the browser can check it; a copy that is not this version's is refused before
// it runs. It works under the strict CSP, from file://, in the ES module build
// (attention-model.mjs) and inside the all-in-one file, which fetches nothing.
// The numbers the page reads are the ones the Node build reads.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const H = require('./helpers.js');

const W = 'attention-playground';
const ALL = 'attention-playground-all.js';
const STRICT = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
const TEXT = 'The cat sat on the mat because it was tired';
let site;
let browser;
let expected; // what the Node build reads

function page(body, scripts) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="favicon.svg"><title>model</title></head>` +
    `<body>${body}${scripts}</body></html>`;
}
const TWO = `<${W} step="softmax"></${W}><${W} step="needs"></${W}>`;

before(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-model-'));
  fs.cpSync(H.dist, site, { recursive: true });
  fs.writeFileSync(path.join(site, 'classic.html'), page(TWO, '<script src="attention-playground.js"></script>'));
  fs.writeFileSync(path.join(site, 'languages.html'), page(`<${W} step="softmax" lang="es"></${W}><${W} step="softmax" lang="ar"></${W}>`,
    '<script src="attention-playground.js"></script>'));
  fs.writeFileSync(path.join(site, 'module.html'), page(TWO, '<script type="module" src="attention-playground.mjs"></script>'));
  const alone = path.join(site, 'alone');
  fs.mkdirSync(alone);
  fs.copyFileSync(path.join(H.dist, ALL), path.join(alone, ALL));
  fs.copyFileSync(path.join(H.dist, 'favicon.svg'), path.join(alone, 'favicon.svg'));
  fs.writeFileSync(path.join(alone, 'all.html'), page(TWO, `<script src="${ALL}"></script>`));
  const tampered = path.join(site, 'tampered');
  fs.cpSync(H.dist, tampered, { recursive: true });
  const body = fs.readFileSync(path.join(tampered, 'attention-model-en.js'), 'utf8');
  fs.writeFileSync(path.join(tampered, 'attention-model-en.js'), `window.__tamperedRan = true;\n${body}`);
  fs.writeFileSync(path.join(tampered, 'classic.html'), page(TWO, '<script src="attention-playground.js"></script>'));
  browser = await H.start({ folder: site, csp: STRICT });
  const m = (await require(path.join(H.dist, 'attention-model.cjs'))()).loadModel();
  expected = { attention: m.attention(TEXT), next: m.nextWords(TEXT, 3), jobs: m.heads.map((h) => h.job) };
});

after(async () => {
  await browser.close();
  fs.rmSync(site, { recursive: true, force: true });
});

async function newPage() {
  const p = await browser.newPage();
  p.violations = [];
  p.on('console', (message) => { if (/Content.Security.Policy|Refused to/i.test(message.text())) p.violations.push(message.text()); });
  await p.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(`${event.violatedDirective} blocked ${event.blockedURI}`));
  });
  return p;
}

// Both widgets ask for the model at once; what the first one got, in plain data.
function readModel(p, text) {
  return p.evaluate(async (t) => {
    await customElements.whenDefined('attention-playground');
    const [a, b] = document.querySelectorAll('attention-playground');
    await a.ready;
    const asked = performance.getEntriesByType('resource').filter((e) => /attention-model(-[a-z]+)?\.m?js$/.test(e.name)).length;
    const [m, other] = await Promise.all([a.trainedModel(), b.trainedModel()]);
    const again = await a.trainedModel();
    const script = document.querySelector('script[src*="attention-model"]');
    return { askedBefore: asked, same: m === other && m === again, frozen: Object.isFrozen(m), jobs: m.heads.map((h) => h.job),
      attention: m.attention(t), next: m.nextWords(t, 3), integrity: script ? script.integrity : null };
  }, text);
}

function sameNumbers(got) {
  assert.deepEqual(got.jobs, expected.jobs);
  assert.deepEqual(got.attention.tokens, expected.attention.tokens);
  got.attention.layers.forEach((layer, l) => layer.heads.forEach((head, h) => head.weights.forEach((row, i) => row.forEach((w, j) =>
    assert.ok(Math.abs(w - expected.attention.layers[l].heads[h].weights[i][j]) <= 1e-12, `L${l}H${h}[${i}][${j}]`)))));
  assert.deepEqual(got.next.map((g) => g.word), expected.next.map((g) => g.word));
}

const modelRequests = (p, name) => p.requests.filter((r) => r.endsWith('/' + name));

test('over HTTP under the strict CSP, the classic file loads attention-model-en.js on demand, once, pinned by its sha256, with zero violations', async () => {
  const p = await newPage();
  await p.goto(browser.url + 'classic.html');
  const got = await readModel(p, TEXT);
  assert.equal(got.askedBefore, 0, 'not fetched before a widget asked for the model');
  assert.ok(got.same && got.frozen, 'every widget gets the same frozen model');
  sameNumbers(got);
  assert.equal(modelRequests(p, 'attention-model-en.js').length, 1);
  const sha = crypto.createHash('sha256').update(fs.readFileSync(path.join(H.dist, 'attention-model-en.js'))).digest('base64');
  assert.equal(got.integrity, `sha256-${sha}`);
  assert.deepEqual(await p.evaluate(() => window.__violations), []);
  assert.deepEqual(p.violations, []);
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('from file:// the classic file loads attention-model-en.js from its folder (no fingerprint asked: Chromium checks none there)', async () => {
  const p = await newPage();
  await p.goto(pathToFileURL(path.join(site, 'classic.html')).href);
  const got = await readModel(p, TEXT);
  sameNumbers(got);
  assert.equal(got.integrity, '');
  assert.equal(modelRequests(p, 'attention-model-en.js').length, 1);
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('an attention-model-en.js that is not this version\'s byte for byte is refused before it runs, and the promise says what to copy, in the widget\'s language and with no folder', async () => {
  const p = await newPage();
  const warnings = [];
  p.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  await p.goto(browser.url + 'tampered/classic.html');
  const [message, file] = await p.evaluate(async () => {
    const [a] = document.querySelectorAll('attention-playground');
    await a.ready;
    return a.trainedModel().then(() => ['loaded'], (error) => [error.message, error.file]);
  });
  assert.equal(await p.evaluate(() => window.__tamperedRan), undefined, 'the tampered file ran');
  assert.deepEqual([message, file], ['copy attention-model-en.js from its dist/ folder next to attention-playground.js', 'attention-model-en.js']);
  // The console keeps the whole story, where it was looked for included.
  assert.ok(warnings.some((w) => w.includes(`${browser.url}tampered/attention-model-en.js`)), warnings.join('\n'));
  await p.close();
});

test('the ES module build imports attention-model.mjs on demand, under the strict CSP', async () => {
  const p = await newPage();
  await p.goto(browser.url + 'module.html');
  const got = await readModel(p, TEXT);
  assert.equal(got.askedBefore, 0);
  sameNumbers(got);
  assert.equal(modelRequests(p, 'attention-model.mjs').length, 1);
  assert.equal(p.requests.filter((r) => /attention-model[^/]*\.js$/.test(r)).length, 0);
  assert.deepEqual(await p.evaluate(() => window.__violations), []);
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('a Spanish and an Arabic widget on one classic page each load their language\'s module, with its weights inside, and nothing else of the model', async () => {
  const p = await newPage();
  await p.goto(browser.url + 'languages.html');
  const got = await p.evaluate(async () => {
    await customElements.whenDefined('attention-playground');
    const [es, ar] = document.querySelectorAll('attention-playground');
    await Promise.all([es.ready, ar.ready]);
    const [a, b] = await Promise.all([es.trainedModel(), ar.trainedModel()]);
    return [a.language, b.language];
  });
  assert.deepEqual(got, ['es', 'ar']);
  assert.deepEqual(p.requests.filter((r) => /attention-(model|playground-model)/.test(r)).map((r) => path.basename(r)).sort(),
    ['attention-model-ar.js', 'attention-model-es.js'], 'no English module, no weights part');
  assert.deepEqual(await p.evaluate(() => window.__violations), []);
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('the all-in-one file alone in its folder has the model inside: from file:// and under the strict CSP it fetches nothing else', async () => {
  for (const address of [pathToFileURL(path.join(site, 'alone', 'all.html')).href, browser.url + 'alone/all.html']) {
    const p = await newPage();
    await p.goto(address);
    const got = await readModel(p, TEXT);
    sameNumbers(got);
    assert.equal(got.integrity, null, 'no script added');
    assert.deepEqual(p.requests.filter((r) => /\.m?js$/.test(r)).map((r) => path.basename(r)), [ALL], address);
    assert.deepEqual(await p.evaluate(() => window.__violations), [], address);
    assert.deepEqual(p.errors, [], address);
    await p.close();
  }
});
