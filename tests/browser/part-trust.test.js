// The files the classic file loads by itself (its parts, attention-playground-<part>.js,
// and the training module of its language, attention-training-<language>.js) carry the trust the page gave it
// (web/js/loader/script-loader.js): a file that is not this version's byte for byte is
// refused before it runs (its fingerprint, sha256, is in the main file; the browser
// checks it where it can: from the page's origin, or over CORS as the main file
// came), the main file's nonce goes with them under a nonce-only CSP, a refusal by
// the page's CSP or Trusted Types is named as such (never "copy the file", which is
// there), and a main file reached through a redirect finds its parts where it is.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { createServer } = require('../../tools/serve.js');
const H = require('./helpers.js');

const W = 'attention-playground';
const NONCE = 'r4nd0m-n0nce-9f3a';
const SENTENCE = 'the cat sat because it was tired';
let site;
let browser;
let server;
let url; // http://127.0.0.1:PORT/
let other; // the same server as another origin: http://localhost:PORT/

function page(body, { head = '', main = 'attention-playground.js', attributes = '' } = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">` +
    `<title>trust</title>${head}</head><body>${body}<script src="${main}"${attributes}></script></body></html>`;
}

// What the server adds to tools/serve.js: each page's own CSP header, a redirect
// of the main file alone (/latest/ → /v1/, as a host's "latest version" link
// does), and CORS headers (the main file as a CDN would serve it to another origin).
const CSP = {
  '/nonce.html': () => `script-src 'nonce-${NONCE}' 'wasm-unsafe-eval'`,
  // The main file alone is allowed, by its address: its parts are not.
  '/only-main.html': (host) => `script-src http://${host}/attention-playground.js 'wasm-unsafe-eval'`,
  '/taken.html': () => "require-trusted-types-for 'script'; trusted-types attention-playground site-policy",
};

function trustServer(folder) {
  const files = createServer(folder).listeners('request')[0];
  return http.createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://x');
    if (pathname === '/latest/attention-playground.js') {
      response.writeHead(302, { Location: '/v1/attention-playground.js' }).end();
      return;
    }
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (CSP[pathname]) response.setHeader('Content-Security-Policy', CSP[pathname](request.headers.host));
    files(request, response);
  });
}

// A copy of a built file with code of a stranger's in front: the part still works
// (and names this build), so only its fingerprint can tell.
function tamper(file, name) {
  const body = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, `window.__tamperedRan = (window.__tamperedRan || []).concat(${JSON.stringify(name)});\n${body}`);
}

before(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-trust-'));
  fs.cpSync(H.dist, site, { recursive: true });
  fs.cpSync(H.dist, path.join(site, 'v1'), { recursive: true });
  const tampered = path.join(site, 'tampered');
  fs.cpSync(H.dist, tampered, { recursive: true });
  tamper(path.join(tampered, 'attention-playground-explore.js'), 'explore');
  tamper(path.join(tampered, 'attention-training-en.js'), 'training');
  fs.writeFileSync(path.join(tampered, 'whole.html'), page(`<${W} step="all" scenario="it"></${W}>`));
  fs.writeFileSync(path.join(site, 'whole.html'), page(`<${W} step="all" scenario="it"></${W}>`));
  fs.writeFileSync(path.join(site, 'nonce.html'), page(`<${W} step="all" lang="es" sentence="${SENTENCE}"></${W}>`,
    { attributes: ` nonce="${NONCE}"` }));
  fs.writeFileSync(path.join(site, 'only-main.html'), page(`<${W} step="all" scenario="it"></${W}><${W} id="typed" step="softmax" sentence="${SENTENCE}"></${W}>`));
  fs.writeFileSync(path.join(site, 'taken.html'), page(`<${W} step="all" scenario="it"></${W}>`, {
    head: '<script>window.sitePolicy = trustedTypes.createPolicy("attention-playground", { createScriptURL: (u) => u });</script>',
  }));
  fs.writeFileSync(path.join(site, 'redirected.html'), page(`<${W} step="all" lang="es" scenario="it"></${W}>`,
    { main: 'latest/attention-playground.js' }));
  browser = await H.start({ folder: site });
  server = trustServer(site);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/`;
  other = `http://localhost:${server.address().port}/`;
  fs.writeFileSync(path.join(site, 'cross.html'), page(`<${W} step="all" scenario="it"></${W}>`,
    { main: `${other}tampered/attention-playground.js`, attributes: ' crossorigin="anonymous"' }));
});

after(async () => {
  await browser.close();
  await new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
  fs.rmSync(site, { recursive: true, force: true });
});

async function ready(p) {
  await p.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground')).map((e) => e.ready)));
  await H.settle(p);
}

const missingLines = (p, selector = W) => p.locator(selector).first()
  .evaluate((e) => Array.from(e.shadowRoot.querySelectorAll('.missing p'), (n) => n.textContent));

async function openTraining(p) {
  await H.trainOneStep(p);
  return p.locator(`${W} section.learned`).first().textContent();
}

const TAMPERED_EXPLORE = 'A file of this widget is missing or not of this version, so the heatmap, your own sentence and ' +
  'sharing cannot be shown: copy attention-playground-explore.js from its dist/ folder next to attention-playground.js.';

test('a part that is not this version’s byte for byte is refused before it runs, and the widget says so on screen', async () => {
  const p = await browser.newPage();
  await p.goto(url + 'tampered/whole.html');
  await ready(p);
  assert.equal(await p.evaluate(() => window.__tamperedRan), undefined, 'the tampered part ran');
  assert.deepEqual(await missingLines(p), [TAMPERED_EXPLORE]);
  assert.ok((await p.locator(`${W} table.match`).count()) > 0, 'the rest works');
  assert.equal(p.requests.filter((r) => r.endsWith('/tampered/attention-playground-explore.js')).length, 1, 'asked for once');
  await p.close();
});

test('a tampered attention-training-en.js is refused before it runs, and the training view says why', async () => {
  const p = await browser.newPage();
  await p.goto(url + 'tampered/whole.html');
  await ready(p);
  const said = await openTraining(p);
  assert.equal(await p.evaluate(() => window.__tamperedRan), undefined, 'the tampered training module ran');
  assert.match(said, new RegExp(`the training module could not be loaded from ${url}tampered/attention-training-en\\.js, ` +
    'or it is not this version’s: copy attention-training-en\\.js'));
  await p.close();
});

test('a main file from another origin loaded with crossorigin hands its CORS mode on: its tampered part is refused there too', async () => {
  const p = await browser.newPage();
  await p.goto(url + 'cross.html');
  await ready(p);
  assert.equal(await p.evaluate(() => window.__tamperedRan), undefined, 'the tampered part ran');
  assert.deepEqual(await missingLines(p), [TAMPERED_EXPLORE]);
  assert.ok(p.requests.includes(`${other}tampered/attention-playground-explore.js`));
  await p.close();
});

test('an untouched set loads every part and the training module with their fingerprints, over HTTP and from file:// (where none is asked)', async () => {
  for (const address of [url + 'whole.html', pathToFileURL(path.join(site, 'whole.html')).href]) {
    const p = await browser.newPage();
    await p.goto(address);
    await ready(p);
    assert.deepEqual(await missingLines(p), [], address);
    assert.match(await openTraining(p), /./);
    await p.locator(`${W} section.learned[data-step="1"]`).waitFor();
    const integrity = await p.evaluate(() => Array.from(document.head.querySelectorAll('script[src]'), (s) => [s.src.split('/').pop(), s.integrity]));
    const expected = address.startsWith('file:') ? '' : /^sha256-[A-Za-z0-9+/]{43}=$/;
    for (const [file, value] of integrity) {
      if (expected === '') assert.equal(value, '', `${file} from file://`);
      else assert.match(value, expected, file);
    }
    assert.deepEqual(integrity.map((s) => s[0]).sort(),
      ['attention-playground-explore.js', 'attention-playground-training.js', 'attention-training-en.js'], address);
    assert.deepEqual(p.errors, [], address);
    await p.close();
  }
});

test('under a nonce-only CSP the parts and the training module load with the main file’s nonce, with zero violations', async () => {
  const p = await browser.newPage();
  await p.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const response = await p.goto(url + 'nonce.html');
  assert.equal(response.headers()['content-security-policy'], `script-src 'nonce-${NONCE}' 'wasm-unsafe-eval'`);
  await ready(p);
  assert.equal(await p.locator(`${W} .error`).first().isHidden(), true, await p.locator(`${W} .error`).first().textContent());
  assert.deepEqual((await H.readTokens(p)).map((t) => t.text), SENTENCE.split(' '));
  assert.deepEqual(await missingLines(p), []);
  assert.match(await p.locator(W).evaluate((e) => e.shadowRoot.querySelector('.content').textContent), /atención/);
  await openTraining(p);
  await p.locator(`${W} section.learned[data-step="1"]`).waitFor();
  assert.equal(await p.locator(`${W} section.learned`).getAttribute('data-worker'), 'false', 'no worker carries a nonce: the page\'s thread trains');
  assert.deepEqual(await p.evaluate(() => window.__violations), []);
  const fetched = p.requests.filter((r) => /attention-(playground-[a-z]+|training(-[a-z]+)?)\.js$/.test(r)).map((r) => r.split('/').pop()).sort();
  assert.deepEqual(fetched, ['attention-playground-es.js', 'attention-playground-explore.js', 'attention-playground-sentence.js',
    'attention-playground-training.js', 'attention-training-es.js']);
  await p.close();
});

const warnings = (p) => {
  const seen = [];
  p.on('console', (m) => { if (m.type() === 'warning') seen.push(m.text()); });
  return seen;
};

test('a part the page’s CSP refuses is named as refused, with what to allow, never as a file to copy', async () => {
  const p = await browser.newPage();
  const warned = warnings(p);
  await p.goto(url + 'only-main.html');
  await ready(p);
  // The typed sentence's reader is refused: the widget says by whom and what to change.
  const error = await p.locator(`${W}#typed .error`).textContent();
  assert.match(error, new RegExp(`${url}attention-playground-sentence\\.js was refused by this page’s Content-Security-Policy: ` +
    'add its folder to script-src, or give attention-playground\\.js a nonce'));
  assert.doesNotMatch(error, /copy/);
  // The whole playground's own views: refused, on screen, in the view's language (and, once the widget draws
  // again, the sentence reader's too: every refused file named as refused, none as a file to copy).
  const lines = await missingLines(p);
  assert.equal(lines[0], 'This page’s Content-Security-Policy refused attention-playground-explore.js, so the heatmap, ' +
    'your own sentence and sharing cannot be shown: the browser’s console says what to allow.');
  for (const line of lines) assert.match(line, /^This page’s Content-Security-Policy refused attention-playground-[a-z]+\.js, so .* cannot be shown: the browser’s console says what to allow\.$/);
  assert.ok(warned.some((w) => w.startsWith(`attention-playground: ${url}attention-playground-explore.js was refused by this page’s ` +
    'Content-Security-Policy: add its folder to script-src')), warned.join('\n'));
  await p.close();
});

test('when the page has already made a Trusted Types policy named attention-playground, the widget says so, not that the CSP lacks the name', async () => {
  const p = await browser.newPage();
  const warned = warnings(p);
  const response = await p.goto(url + 'taken.html');
  assert.match(response.headers()['content-security-policy'], /trusted-types attention-playground site-policy/);
  await ready(p);
  assert.equal(await p.evaluate(() => typeof window.sitePolicy.createScriptURL), 'function', 'the page made the policy first');
  // The learned step's card is a part too: refused the same way, and named on screen once its disclosure is opened.
  await p.locator(`${W} [data-key="learned-opener"] summary`).click();
  await p.waitForFunction(() => document.querySelector('attention-playground').shadowRoot.querySelectorAll('.missing p').length === 2);
  assert.deepEqual(await missingLines(p), ['This page’s Content-Security-Policy refused attention-playground-explore.js, so the heatmap, ' +
    'your own sentence and sharing cannot be shown: the browser’s console says what to allow.',
  'This page’s Content-Security-Policy refused attention-playground-training.js, so the model you train at this step cannot be shown: ' +
    'the browser’s console says what to allow.']);
  for (const part of ['explore', 'training']) {
    assert.ok(warned.some((w) => w.startsWith(`attention-playground: the widget’s ${part} part could not be loaded: this page requires ` +
      'Trusted Types and another script on it already made a policy named "attention-playground"')), warned.join('\n'));
  }
  assert.ok(!warned.some((w) => /does not allow/.test(w)), 'not that the CSP lacks the name');
  await p.close();
});

test('a main file reached through a redirect (/latest/ → /v1/) finds its parts and its training module where it really is', async () => {
  const p = await browser.newPage();
  await p.goto(url + 'redirected.html');
  await ready(p);
  assert.deepEqual(await missingLines(p), []);
  assert.match(await p.locator(W).evaluate((e) => e.shadowRoot.querySelector('.content').textContent), /atención/, 'it speaks Spanish');
  assert.ok(p.requests.includes(url + 'v1/attention-playground-explore.js'), p.requests.join('\n'));
  assert.ok(p.requests.includes(url + 'v1/attention-playground-es.js'));
  await openTraining(p);
  await p.locator(`${W} section.learned[data-step="1"]`).waitFor();
  assert.ok(p.requests.includes(url + 'v1/attention-training-es.js'), 'the Spanish storybook\'s module');
  assert.equal(await p.evaluate(() => window.AttentionPlayground.trainingSrc), url + 'v1/attention-training-en.js', 'the default it names: English\'s');
  await p.close();
});
