// A host page that does not say UTF-8. A classic script with no charset of
// its own is decoded in its page's encoding: an old course page with no
// <meta charset> (or one served as ISO-8859-1) reads it as windows-1252, and a
// UTF-8 “ would read â€œ. So every classic file of dist/ is pure ASCII (the
// build escapes the rest: tools/build-web.js), and each, on a page declared
// windows-1252 whose scripts come with no charset, shows word for word what
// it shows on a UTF-8 page, in English and in Spanish.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers.js');

const W = 'attention-playground';
let browser;
before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

// The classic files: every .js of dist/ (the widget, its parts, the all-in-one file, the wasm modules' browser
// builds, the authoring page's and the embed page's scripts).
const classic = fs.readdirSync(H.dist).filter((f) => f.endsWith('.js'));

test('every classic file of dist/ is pure ASCII', () => {
  assert.ok(classic.includes('attention-playground.js') && classic.includes('attention-playground-es.js') &&
    classic.includes('attention-playground-all.js'), classic.join(', '));
  for (const file of classic) {
    const bytes = fs.readFileSync(path.join(H.dist, file));
    const first = bytes.findIndex((b) => b > 0x7f);
    assert.equal(first, -1, `${file}: a byte above 127 at ${first}: …${bytes.subarray(Math.max(0, first - 40), first + 10).toString('utf8')}…`);
  }
});

// The widget's text on a page in `encoding` (its scripts served with no charset, as many servers do).
async function shown(page, script, lang, encoding) {
  const name = `encoding-${encoding}-${lang}-${script}.html`;
  await page.route(`${browser.url}*.js`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: Object.assign({}, response.headers(), { 'content-type': 'text/javascript' }) });
  });
  await page.route(browser.url + name, (route) => route.fulfill({
    body: Buffer.from(`<!doctype html><html lang="${lang}"><head><meta charset="${encoding}"><title>course</title></head>` +
      `<body><${W} step="all"></${W}><script src="${script}"></script></body></html>`, 'latin1'),
    headers: { 'content-type': `text/html; charset=${encoding}` } }));
  await page.goto(browser.url + name);
  assert.equal(await page.evaluate(() => document.characterSet.toLowerCase()), encoding);
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await page.locator(`${W} table.match`).first().waitFor();
  await H.settle(page);
  return H.shownText(page, W);
}

for (const script of ['attention-playground.js', 'attention-playground-all.js']) {
  for (const lang of ['en', 'es']) {
    test(`${script}, ${lang}: a page declared windows-1252 shows the same widget as a UTF-8 page`, async () => {
      const page = await browser.newPage();
      const utf8 = await shown(page, script, lang, 'utf-8');
      const old = await browser.newPage();
      const latin = await shown(old, script, lang, 'windows-1252');
      // The widget's own quotation marks, in each language (“it” in English, «él» in Spanish's own example).
      assert.match(utf8, lang === 'en' ? /“it”/ : /«él»/);
      assert.doesNotMatch(latin, /â€|Ã|Â/, 'no UTF-8 read as windows-1252');
      assert.equal(latin, utf8);
      assert.deepEqual(page.errors.concat(old.errors), []);
      await page.close();
      await old.close();
    });
  }
}
