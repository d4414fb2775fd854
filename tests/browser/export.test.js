// "Save as SVG" and "Save as PNG": real downloads of the current view. The SVG
// parses and says the words, the percentages of the table and the blend; typed
// text with markup characters stays text. The PNG has the PNG signature, the
// size of the SVG at twice the scale and real colour in it. The PNG is also
// saved into tests/browser/screenshots/ for a person to look at. The export
// works from file:// and under a strict CSP header with no violation.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { createServer } = require('../../tools/serve.js');
const H = require('./helpers.js');

let browser;
const W = 'attention-playground';

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

async function download(page, key) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(`${W} [data-key="${key}"]`).click()]);
  const bytes = fs.readFileSync(await file.path());
  return { name: file.suggestedFilename(), bytes };
}

// Parses SVG text in the page: { ok, texts, elements, width, height }.
async function parseSvg(page, text) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = doc.documentElement;
    return {
      ok: svg.localName === 'svg' && doc.getElementsByTagName('parsererror').length === 0,
      texts: Array.from(svg.querySelectorAll('text')).map((t) => t.textContent),
      elements: Array.from(new Set(Array.from(svg.querySelectorAll('*')).map((e) => e.localName))).sort(),
      width: Number(svg.getAttribute('width')), height: Number(svg.getAttribute('height')),
    };
  }, text);
}

function pngSize(bytes) {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('“Save as SVG” downloads a picture with the sentence, every table row’s percentage and the blend', async () => {
  const page = await browser.newPage();
  await H.open(page, `${browser.url}explore.html#scenario=heads&sink=2`);
  const { name, bytes } = await download(page, 'save-svg');
  assert.equal(name, 'attention-heads-ran.svg');
  const text = bytes.toString('utf8');
  assert.ok(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg'), text.slice(0, 80));
  const svg = await parseSvg(page, text);
  assert.equal(svg.ok, true);
  assert.deepEqual(svg.elements, ['g', 'rect', 'text', 'title']);
  assert.equal(svg.width, 960);
  const texts = svg.texts;
  assert.equal(texts[0], 'Three heads, three questions');
  for (const word of ['Maria', 'ran', 'a', 'bakery', 'in', 'Paris']) assert.ok(texts.includes(word), `the sentence shows “${word}”`);
  assert.ok(texts.includes('Magnitude × 9 · sink on (score 2) · causal mask off'));
  // Every row of every table on the page is in the picture: word, score, percentage.
  for (const head of ['who', 'where', 'meaning']) {
    const rows = await H.readTable(page, head);
    assert.equal(rows.length, 7, `${head}: six words and the sink`);
    const start = texts.indexOf(texts.find((t) => t.startsWith(`Head ${head === 'meaning' ? 'which meaning' : head}?`)));
    assert.ok(start >= 0, `the ${head} head is drawn`);
    const part = texts.slice(start);
    for (const row of rows) {
      const at = part.indexOf(row.token);
      assert.ok(at >= 0, `${head}: ${row.token}`);
      const after = part.slice(at, at + 6);
      assert.ok(after.includes(String(row.score)), `${head}/${row.token}: score ${row.score} in ${after}`);
      assert.ok(after.includes(row.percentText), `${head}/${row.token}: ${row.percentText} in ${after}`);
    }
    assert.ok(part.includes('100.0%'), `${head}: the total`);
  }
  // The three winners as the tables say (numbers from the page, drawn in the picture).
  assert.deepEqual((await H.readTable(page, 'who')).map((r) => r.percentText),
    ['99.9%', '< 0.1%', '< 0.1%', '< 0.1%', '< 0.1%', '< 0.1%', '0.1%']);
  const readings = await page.locator(`${W} .blend .reading strong`).allTextContents();
  assert.equal(readings.length, 3);
  for (const reading of readings) assert.ok(texts.includes('Reads as: ' + reading), reading);
  const blend = await page.locator(`${W} .blend-row`).first().evaluate((row) => [row.querySelector('.feature').textContent, row.querySelector('.number-value').textContent]);
  assert.ok(texts.includes(blend[0]) && texts.includes(blend[1]), `blend bar ${blend}`);
  assert.ok(texts.some((t) => t.includes('#scenario=heads&step=all&sink=2')), 'the footer names the link');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('typed text with markup characters stays text in the SVG', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  const box = page.locator(`${W} #own-sentence`);
  await box.fill('The <b>cat</b> & "it" sat </svg><script>x</script>');
  await box.press('Enter');
  await H.settle(page);
  const text = await page.evaluate(() => document.querySelector('attention-playground').exportSVG());
  const svg = await parseSvg(page, text);
  assert.equal(svg.ok, true);
  assert.deepEqual(svg.elements, ['g', 'rect', 'text', 'title'], 'no element from the typed text');
  const tokens = await page.evaluate(async () => (await window.AttentionPlayground.getCore())
    .tokenize('The <b>cat</b> & "it" sat </svg><script>x</script>'));
  for (const token of ['<', '>', '&', '"', '/', 'script']) assert.ok(tokens.includes(token), `the tokenizer keeps “${token}”`);
  for (const token of tokens) assert.ok(svg.texts.includes(token), `“${token}” is shown as text`);
  assert.ok(text.includes('&lt;') && text.includes('&amp;'), 'escaped in the file');
  await page.close();
});

test('an SVG of a text holding NUL, control characters, U+FFFE or U+FFFF still parses: each such character is drawn as U+FFFD', async () => {
  const page = await browser.newPage();
  await H.openFresh(page, browser.url + 'explore.html#sentence=the+cat%07+%EF%BF%BF+sat+%00+on+%EF%BF%BE+it');
  const text = await page.evaluate(() => document.querySelector('attention-playground').exportSVG());
  const svg = await parseSvg(page, text);
  assert.equal(svg.ok, true, 'an XML parser reads the file');
  assert.ok(!/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/.test(text), 'no character XML cannot hold');
  assert.ok(svg.texts.some((t) => t.includes('\uFFFD')), 'the replaced characters show where they were');
  assert.ok(svg.texts.includes('sat') && svg.texts.includes('it'), 'the words are there');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('“Save as PNG” downloads a real PNG of the same picture at twice the size', async () => {
  const page = await browser.newPage();
  await H.open(page, `${browser.url}explore.html#scenario=heads&sink=2`);
  const svg = await parseSvg(page, await page.evaluate(() => document.querySelector('attention-playground').exportSVG()));
  const { name, bytes } = await download(page, 'save-png');
  assert.equal(name, 'attention-heads-ran.png');
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  assert.deepEqual(pngSize(bytes), { width: 1920, height: svg.height * 2 });
  assert.ok(bytes.length > 50000, `${bytes.length} bytes`);
  assert.match(await page.locator(`${W} .share-status`).textContent(), /^Saved attention-heads-ran\.png\.$/);
  // Decoded: a white page with the focus word's blue pill and the purple blend bars in it.
  const colours = await page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const count = (r, g, b) => { let n = 0; for (let i = 0; i < pixels.length; i += 4) if (pixels[i] === r && pixels[i + 1] === g && pixels[i + 2] === b) n++; return n; };
    return { white: count(255, 255, 255) / (pixels.length / 4), accent: count(0x2f, 0x49, 0xc7), blend: count(0x6a, 0x3f, 0xb5),
      corner: Array.from(pixels.slice(0, 3)) };
  }, bytes.toString('base64'));
  assert.deepEqual(colours.corner, [255, 255, 255]);
  assert.ok(colours.white > 0.5 && colours.white < 0.98, `white share ${colours.white}`);
  assert.ok(colours.accent > 2000, `accent pixels ${colours.accent}`);
  assert.ok(colours.blend > 2000, `blend pixels ${colours.blend}`);
  fs.mkdirSync(H.screenshots, { recursive: true });
  fs.writeFileSync(path.join(H.screenshots, 'export-heads.png'), bytes);
  await page.close();
});

test('the export works from file:// and the buttons follow lesson mode', async () => {
  const page = await browser.newPage();
  await H.open(page, pathToFileURL(path.join(H.dist, 'explore.html')).href + '#scenario=sky&hide=export');
  assert.equal(await page.locator(`${W} [data-key="save-png"]`).isVisible(), false);
  assert.equal(await page.locator(`${W} [data-key="save-svg"]`).isVisible(), false);
  assert.equal(await page.locator(`${W} [data-key="copy-link"]`).isVisible(), true);
  const png = await page.evaluate(async () => {
    const blob = await document.querySelector('attention-playground').exportPNG();
    return { type: blob.type, size: blob.size };
  });
  assert.equal(png.type, 'image/png');
  assert.ok(png.size > 20000);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('under a strict CSP header, saving a PNG reports no violation', async () => {
  const strict = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";
  const server = createServer(H.dist, { csp: strict });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const page = await browser.newPage();
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  try {
    await H.open(page, `http://127.0.0.1:${server.address().port}/explore.html#scenario=sky`);
    const { bytes } = await download(page, 'save-png');
    assert.deepEqual([...bytes.subarray(1, 4)], [0x50, 0x4e, 0x47]);
    const { bytes: svg } = await download(page, 'save-svg');
    assert.ok(svg.toString('utf8').includes('Which planet?'));
    assert.deepEqual(await page.evaluate(() => window.violations), []);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close();
    await new Promise((resolve) => server.close(resolve));
  }
});
