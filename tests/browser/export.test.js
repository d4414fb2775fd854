// "Save as SVG" and "Save as PNG": real downloads of the current view. The SVG
// parses and says the words, the percentages of the table and the blend; typed
// text with markup characters stays text. The PNG has the PNG signature, the
// size of the SVG at twice the scale and real colour in it. The PNG is also
// saved into tests/browser/screenshots/ for a person to look at. The export
// works from file:// and under a strict CSP header with no violation. An Arabic
// widget's picture is mirrored as the widget is, in the SVG and in the PNG.
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
  // Closed with every connection (below): a socket the browser keeps alive must not hold the test (it once held it 100 s).
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
    await new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
  }
});

// An Arabic widget's picture reads as the widget does: right to left.
test('an Arabic widget’s picture is mirrored: its words run right to left in the sentence’s order, bars fill from the right, the table’s first column is on the right, and the PNG draws it so', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await H.openCoursePage(browser, page, 'step="all" scenario="it" lang="ar"', { width: 1200 });
  const core = await H.core();
  const words = Array.from(core.tokenize(H.scenarioJson('it', 'ar').sentence));
  const svgText = await page.evaluate(() => document.querySelector('attention-playground').exportSVG());
  const seen = await page.evaluate(({ text, words }) => {
    const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    const texts = Array.from(svg.querySelectorAll('text'));
    const n = (node, name) => Number(node.getAttribute(name));
    // The sentence: its words, each a pill's label (anchored in its middle), in the SVG's order.
    const start = texts.findIndex((t) => t.textContent === words[0] && t.getAttribute('text-anchor') === 'middle');
    const pills = texts.slice(start, start + words.length);
    // The bars: a track (rounded, 12 px high) and its fill drawn right after it.
    const rects = Array.from(svg.querySelectorAll('rect'));
    const bars = [];
    rects.forEach((r, i) => {
      const next = rects[i + 1];
      if (n(r, 'height') === 12 && next && n(next, 'height') === 12 && n(next, 'y') === n(r, 'y') && n(next, 'width') > 0) {
        bars.push({ trackRight: n(r, 'x') + n(r, 'width'), fillRight: n(next, 'x') + n(next, 'width'), fillLeft: n(next, 'x'),
          trackLeft: n(r, 'x'), fill: next.getAttribute('fill'), y: n(next, 'y'), width: n(next, 'width') });
      }
    });
    const header = texts.filter((t) => n(t, 'font-size') === 11 && t.getAttribute('font-weight') === '700').slice(0, 4);
    return { direction: svg.getAttribute('direction'), width: n(svg, 'width'), pills: pills.map((t) => ({ text: t.textContent, x: n(t, 'x') })),
      bars, header: header.map((t) => n(t, 'x')) };
  }, { text: svgText, words });
  assert.equal(seen.direction, 'rtl');
  assert.deepEqual(seen.pills.map((p) => p.text), words, 'the words in the sentence’s order');
  assert.ok(seen.pills.every((p, i) => i === 0 || p.x < seen.pills[i - 1].x), 'each next word is left of the one before');
  assert.ok(seen.pills[0].x > seen.width / 2, 'the first word on the right');
  assert.ok(seen.bars.length >= 8);
  for (const b of seen.bars) assert.ok(Math.abs(b.fillRight - b.trackRight) < 0.01 && (b.fillLeft > b.trackLeft || b.width >= b.trackRight - b.trackLeft - 0.01), `a bar fills from the right: ${JSON.stringify(b)}`);
  assert.ok(seen.header.every((x, i) => i === 0 || x < seen.header[i - 1]), `the table’s columns run right to left: ${seen.header}`);
  // The PNG (twice the size) has the accent colour where the SVG puts the widest bar's fill, «القط» at 99.9%.
  const widest = seen.bars.filter((b) => b.fill === '#2f49c7').sort((a, b) => b.width - a.width)[0];
  const filled = await page.evaluate(async (bar) => {
    const blob = await document.querySelector('attention-playground').exportPNG();
    const bitmap = await createImageBitmap(blob);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const row = context.getImageData(0, Math.round((bar.y + 6) * 2), bitmap.width, 1).data;
    let inside = 0;
    let outside = 0;
    for (let x = 0; x < bitmap.width; x++) {
      const accent = row[4 * x] === 0x2f && row[4 * x + 1] === 0x49 && row[4 * x + 2] === 0xc7;
      if (accent && x >= bar.fillLeft * 2 && x < bar.fillRight * 2) inside++; else if (accent) outside++;
    }
    return { inside, outside, width: bar.width * 2 };
  }, widest);
  assert.ok(filled.inside > 0.9 * filled.width && filled.outside === 0, `the PNG's bar where the SVG's is: ${JSON.stringify(filled)}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
