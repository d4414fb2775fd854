// The widget inside course pages it does not control. A hostile page
// (tests/browser/fixtures/hostile.css: `* { font: 40px serif !important; color:
// red !important }`, `table { display: none !important }`, `button { all:
// unset }`, `input { display: none }`...) must not restyle it, and it must not
// restyle the page: computed styles inside the widget equal those on a plain
// page, and the page's own <p> and <table> equal those on the same page
// without the widget. Theming goes through the documented --ap-* custom
// properties only. The classic file and the ES module build alike adopt one
// constructable stylesheet per page (no <link>, no <style>).
// Dark mode (prefers-color-scheme) is axe-clean; reduced motion means none.
// Saves screenshots of the hostile page and of dark mode at 1280 and 360 px.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { createServer } = require('../../tools/serve.js');
const H = require('./helpers.js');

const W = 'attention-playground';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let site;      // a copy of dist/ plus the fixture pages
let server;
let url;
let context;
let profile;

before(async () => {
  for (const file of ['attention-playground.js', 'attention-playground.mjs', 'index.html']) {
    if (!fs.existsSync(path.join(H.dist, file))) throw new Error(`dist/${file} is missing: run ./build.sh build first`);
  }
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-host-'));
  fs.cpSync(H.dist, site, { recursive: true });
  fs.cpSync(path.join(__dirname, 'fixtures'), site, { recursive: true });
  // The same hostile page with the ES module build instead of the classic file.
  fs.writeFileSync(path.join(site, 'hostile-module.html'), fs.readFileSync(path.join(site, 'hostile.html'), 'utf8')
    .replace('<script src="attention-playground.js"></script>', '<script type="module" src="attention-playground.mjs"></script>'));
  server = createServer(site);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/`;
  profile = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-host-chromium-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, args: ARGS, viewport: { width: 1280, height: 900 },
  });
});

after(async () => {
  await context.close();
  await new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
  fs.rmSync(site, { recursive: true, force: true });
  fs.rmSync(profile, { recursive: true, force: true });
});

async function newPage(options = {}) {
  const page = await context.newPage();
  page.errors = [];
  page.requests = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') page.errors.push(message.text()); });
  page.on('request', (request) => page.requests.push(request.url()));
  if (options.width) await page.setViewportSize({ width: options.width, height: options.height || 800 });
  if (options.media) await page.emulateMedia(options.media);
  return page;
}

async function openWidget(page, name) {
  await page.goto(url + name);
  await page.locator(`${W} table.match`).first().waitFor();
  await H.settle(page);
}

// The styles a learner sees, for elements inside the widget.
const INSIDE = {
  frame: `${W} .ap`,
  title: `${W} .title`,
  token: `${W} .tokens button.token >> nth=0`,
  focusToken: `${W} .tokens button.is-focus`,
  tableHead: `${W} table.match thead th >> nth=0`,
  tokenName: `${W} table.match .token-name >> nth=0`,
  score: `${W} table.match .score >> nth=0`,
  meterFill: `${W} table.match .meter-fill >> nth=0`,
  button: `${W} [data-key="shuffle"]`,
  select: `${W} #scenario`,
  slider: `${W} #magnitude`,
  meaning: `${W} .meaning-text`,
  card: `${W} .card >> nth=0`,
};
const PROPS = ['display', 'visibility', 'font-family', 'font-size', 'font-style', 'font-weight', 'line-height', 'color',
  'letter-spacing', 'word-spacing', 'text-transform', 'text-align', 'text-shadow', 'white-space', 'cursor',
  'background-color', 'border-top-width', 'border-top-style', 'border-top-color', 'border-top-left-radius',
  'padding-top', 'margin-top', 'box-sizing', 'width', 'height'];

async function styles(page, selectors, props = PROPS) {
  const out = {};
  for (const [name, selector] of Object.entries(selectors)) {
    out[name] = await page.locator(selector).evaluate((element, list) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(list.map((p) => [p, style.getPropertyValue(p)]));
    }, props);
  }
  return out;
}

test('on a hostile page the widget looks exactly as on a plain page, and the page keeps its own styles', async () => {
  const plain = await newPage();
  await openWidget(plain, 'plain.html');
  const hostile = await newPage();
  await openWidget(hostile, 'hostile.html');

  // The hostile rules really apply to the page's own elements...
  const hostP = await hostile.locator('p.host-p').evaluate((e) => {
    const s = getComputedStyle(e);
    return { font: s.fontSize, family: s.fontFamily, color: s.color, transform: s.textTransform };
  });
  assert.deepEqual(hostP, { font: '40px', family: 'serif', color: 'rgb(255, 0, 0)', transform: 'uppercase' });
  assert.equal(await hostile.locator('table.host-table').isVisible(), false, 'the host table is hidden by the host');

  // ...and to nothing inside the widget: every computed style is the plain page's.
  const expected = await styles(plain, INSIDE);
  const actual = await styles(hostile, INSIDE);
  for (const name of Object.keys(INSIDE)) {
    assert.deepEqual(actual[name], expected[name], `${name} (${INSIDE[name]}) is styled as on the plain page`);
  }
  // What those styles are: the widget's own (system font, 16 px, dark ink), the table shown.
  assert.equal(expected.title['font-style'], 'normal');
  assert.equal(expected.meaning['font-size'], '16.8px');
  assert.equal(expected.meaning.color, 'rgb(29, 36, 51)');
  assert.match(expected.meaning['font-family'], /system-ui/);
  assert.equal(await hostile.locator(`${W} table.match`).first().isVisible(), true);
  assert.equal(await hostile.locator(`${W} #magnitude`).isVisible(), true);
  assert.equal(expected.token['border-top-width'], '2px');
  assert.ok(await hostile.locator(`${W} .tokens button.token`).count() === 10);

  // The widget is exactly as tall on both pages: nothing inside moved.
  const height = (page) => page.locator(`${W} .ap`).evaluate((e) => e.getBoundingClientRect().height);
  assert.equal(await height(hostile), await height(plain));

  assert.deepEqual(hostile.errors, []);
  await plain.close();
  await hostile.close();
});

test('the widget leaks no style onto the page: the page’s <p> and <table> are as without the widget', async () => {
  const read = (page) => page.evaluate(() => {
    const pick = (e) => {
      const s = getComputedStyle(e);
      return ['font-family', 'font-size', 'line-height', 'color', 'border-collapse', 'box-sizing', 'width', 'display',
        'text-align', 'caption-side'].map((p) => `${p}: ${s.getPropertyValue(p)}`);
    };
    return { p: pick(document.querySelector('p.host-p')), table: pick(document.querySelector('table.host-table')),
      th: pick(document.querySelector('table.host-table th')), body: pick(document.body) };
  });
  const bare = await newPage();
  await bare.goto(url + 'bare.html');
  const withWidget = await newPage();
  await openWidget(withWidget, 'plain.html');
  assert.deepEqual(await read(withWidget), await read(bare));
  // The single file adds no stylesheet to the page and no <style> anywhere.
  const sheets = await withWidget.evaluate(() => ({
    page: document.styleSheets.length + document.adoptedStyleSheets.length,
    styleElements: document.querySelectorAll('style').length +
      Array.from(document.querySelectorAll('attention-playground')).reduce((n, e) => n + e.shadowRoot.querySelectorAll('style, link').length, 0),
    styleAttributes: document.querySelectorAll('[style]').length,
  }));
  assert.deepEqual(sheets, { page: 0, styleElements: 0, styleAttributes: 0 });
  await bare.close();
  await withWidget.close();
});

test('without constructable stylesheets, each shadow root gets the widget’s rules and its explore part’s as one <style> each', async () => {
  fs.writeFileSync(path.join(site, 'no-adopt.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<link rel="icon" href="data:,"><title>old browser</title></head><body><attention-playground step="all"></attention-playground>' +
    '<script src="attention-playground.js"></script></body></html>');
  const page = await newPage();
  await page.addInitScript(() => { delete ShadowRoot.prototype.adoptedStyleSheets; });
  await openWidget(page, 'no-adopt.html');
  const seen = await page.locator(W).evaluate((e) => {
    const cell = e.shadowRoot.querySelector('.heatmap td[class*="shade-"]');
    return {
      styles: e.shadowRoot.querySelectorAll('style').length,
      // explore.css gives a heatmap cell its shade; without it the cell would be transparent
      shaded: getComputedStyle(cell).backgroundColor !== 'rgba(0, 0, 0, 0)',
    };
  });
  assert.deepEqual(seen, { styles: 2, shaded: true });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('every widget adopts one shared constructable stylesheet, from the classic file and from the ES module build', async () => {
  const page = await newPage();
  await openWidget(page, 'themed.html');
  const adopted = await page.evaluate(() => {
    const roots = Array.from(document.querySelectorAll('attention-playground')).map((e) => e.shadowRoot);
    // The widget's sheet first; after it, the rules of the parts a widget shows (explore.css): one sheet each, shared.
    const distinct = new Set(roots.flatMap((r) => r.adoptedStyleSheets));
    return {
      first: roots.every((r) => r.adoptedStyleSheets[0] === roots[0].adoptedStyleSheets[0]),
      copies: Math.max(...roots.map((r) => r.adoptedStyleSheets.length)) === distinct.size,
      distinct: distinct.size,
      links: roots.map((r) => r.querySelectorAll('link').length),
      rules: roots[0].adoptedStyleSheets[0].cssRules.length,
    };
  });
  assert.equal(adopted.first, true, 'one shared sheet for the widget');
  assert.equal(adopted.copies, true, 'no widget holds a copy of a part’s sheet');
  assert.ok(adopted.distinct <= 3, `${adopted.distinct} sheets: the widget's, explore.css, training.css at most`);
  assert.deepEqual(adopted.links, [0, 0, 0]);
  assert.ok(adopted.rules > 100, `${adopted.rules} rules`);
  assert.deepEqual(page.requests.filter((r) => /\.css/.test(r)), [url + 'themed.css']);
  await page.close();

  const linked = await newPage();
  await openWidget(linked, 'hostile-module.html');
  const link = await linked.evaluate(() => {
    const r = document.querySelector('attention-playground').shadowRoot;
    return { adopted: r.adoptedStyleSheets.length >= 1, links: r.querySelectorAll('link, style').length };
  });
  assert.deepEqual(link, { adopted: true, links: 0 });
  // From either build, the hostile page does not reach inside.
  assert.equal(await linked.locator(`${W} table.match`).first().isVisible(), true);
  const font = await linked.locator(`${W} .meaning-text`).evaluate((e) => [getComputedStyle(e).fontSize, getComputedStyle(e).color]);
  assert.deepEqual(font, ['16.8px', 'rgb(29, 36, 51)']);
  assert.deepEqual(linked.errors, []);
  await linked.close();
});

test('theming: --ap-* properties on the element or an ancestor change the bars, accent, radius and font', async () => {
  const page = await newPage();
  await openWidget(page, 'themed.html');
  await page.locator('#default table.match').waitFor();
  await page.locator('#inherited table.match').waitFor();
  const look = (id) => page.evaluate((id) => {
    const root = document.getElementById(id).shadowRoot;
    const s = (selector) => getComputedStyle(root.querySelector(selector));
    return {
      bar: s('.meter-fill').backgroundColor,
      focus: s('.token.is-focus').backgroundColor,
      radius: s('.card').borderTopLeftRadius,
      font: s('.meaning-text').fontFamily,
      size: s('.ap').fontSize,
      surface: s('.card').backgroundColor,
    };
  }, id);
  assert.deepEqual(await look('themed'), {
    bar: 'rgb(0, 170, 85)', focus: 'rgb(170, 0, 255)', radius: '3px', font: 'Georgia, serif', size: '18px',
    surface: 'rgb(255, 253, 245)' });
  // On an ancestor: the accent (and the bars, which follow it) and the radius.
  const inherited = await look('inherited');
  assert.equal(inherited.bar, 'rgb(160, 82, 45)');
  assert.equal(inherited.focus, 'rgb(160, 82, 45)');
  assert.equal(inherited.radius, '0px');
  // Untouched: the defaults.
  assert.deepEqual(await look('default'), {
    bar: 'rgb(47, 73, 199)', focus: 'rgb(47, 73, 199)', radius: '14px',
    font: await page.locator('#default .meaning-text').evaluate((e) => getComputedStyle(e).fontFamily), size: '16px',
    surface: 'rgb(255, 255, 255)' });
  assert.match((await look('default')).font, /^system-ui/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('dark mode follows prefers-color-scheme, is axe-clean with everything open, and theme="light" opts out', async () => {
  for (const [width, height] of [[1280, 900], [360, 740]]) {
    const page = await newPage({ width, height, media: { colorScheme: 'dark' } });
    await openWidget(page, 'explore.html');
    const frame = await page.locator(`${W} .ap`).evaluate((e) => [getComputedStyle(e).backgroundColor, getComputedStyle(e).color]);
    assert.deepEqual(frame, ['rgb(15, 19, 26)', 'rgb(232, 235, 242)'], 'the dark palette');
    await H.openEverything(page);
    assert.deepEqual(page.errors, []);
    assert.deepEqual(await H.axeViolations(page), [], `axe at ${width} px in dark mode`);
    if (width === 360) {
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scroll <= 360, `page is ${scroll}px wide`);
    }
    await page.locator(`${W} #scenario`).selectOption('heads');
    await page.locator(`${W} .head-panel`).nth(2).waitFor();
    await H.openEverything(page);
    assert.deepEqual(await H.axeViolations(page), [], `axe at ${width} px in dark mode, three heads`);
    await H.screenshot(page, `dark-${width}.png`);
    await page.evaluate(() => document.querySelector('attention-playground').setAttribute('theme', 'light'));
    const light = await page.locator(`${W} .ap`).evaluate((e) => getComputedStyle(e).backgroundColor);
    assert.equal(light, 'rgb(243, 245, 250)', 'theme="light" keeps the light palette');
    await page.close();
  }
  // theme="dark" on a light page.
  const page = await newPage({ media: { colorScheme: 'light' } });
  await openWidget(page, 'plain.html');
  assert.equal(await page.locator(`${W} .ap`).evaluate((e) => getComputedStyle(e).backgroundColor), 'rgb(243, 245, 250)');
  await page.evaluate(() => document.querySelector('attention-playground').setAttribute('theme', 'dark'));
  assert.equal(await page.locator(`${W} .ap`).evaluate((e) => getComputedStyle(e).backgroundColor), 'rgb(15, 19, 26)');
  await page.close();
});

test('with reduced motion asked for, nothing in the widget has a transition or an animation', async () => {
  for (const reducedMotion of ['reduce', 'no-preference']) {
    const page = await newPage({ media: { reducedMotion } });
    await openWidget(page, 'explore.html');
    await H.openEverything(page);
    const moving = await page.evaluate(() => {
      const out = [];
      for (const element of document.querySelector('attention-playground').shadowRoot.querySelectorAll('*')) {
        const s = getComputedStyle(element);
        const durations = (s.transitionDuration + ',' + s.animationDuration).split(',').map((x) => parseFloat(x));
        if (durations.some((d) => d > 0) || s.animationName !== 'none') out.push(element.className || element.localName);
      }
      return out;
    });
    assert.deepEqual(moving, [], `moving elements with reduced motion “${reducedMotion}”`);
    await page.close();
  }
});

test('screenshots of the hostile page are saved for a person to look at', async () => {
  for (const [width, height] of [[1280, 900], [360, 740]]) {
    const page = await newPage({ width, height });
    await openWidget(page, 'hostile.html');
    if (width === 360) {
      const scroll = await page.locator(`${W}`).evaluate((e) => e.shadowRoot.querySelector('.ap').scrollWidth - e.clientWidth);
      assert.ok(scroll <= 0, `the widget overflows by ${scroll}px`);
    }
    await H.screenshot(page, `hostile-${width}.png`);
    await page.close();
  }
});
