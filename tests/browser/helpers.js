// Shared set-up for the browser tests: serve dist/ on an ephemeral port, drive
// Debian's Chromium through playwright-core (never a downloaded browser), and
// small helpers that read the widget the way a learner sees it.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const assert = require('node:assert/strict');
const { chromium } = require('playwright-core');
const { default: AxeBuilder } = require('@axe-core/playwright');
const { pathToFileURL } = require('node:url');
const { createServer } = require('../../tools/serve.js');

const root = path.resolve(__dirname, '../..');
const dist = path.join(root, 'dist');
const screenshots = path.join(__dirname, 'screenshots');

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function checkDist() {
  for (const file of ['index.html', 'attention-core.js', 'attention-playground.js', 'attention-playground.mjs']) {
    if (!fs.existsSync(path.join(dist, file))) {
      throw new Error(`dist/${file} is missing: run ./build.sh build first`);
    }
  }
}

// Starts the server and the browser; returns { url, context, newPage, close }.
// Every page records the requests it makes (page.requests) and its errors
// (page.errors) so tests can assert there were none. `folder` (default dist/)
// is what the server serves; `csp` a Content-Security-Policy header to send.
// touch: the browser has a touch screen (a phone), for page.tap().
async function start({ folder = dist, csp, touch = false } = {}) {
  checkDist();
  const server = createServer(folder, { csp });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, args: ARGS,
    viewport: { width: 1280, height: 900 }, hasTouch: touch,
  });
  async function newPage(options = {}) {
    const page = await context.newPage();
    page.requests = [];
    page.errors = [];
    page.on('request', (request) => page.requests.push(request.url()));
    page.on('pageerror', (error) => page.errors.push(error.message));
    page.on('console', (message) => { if (message.type() === 'error') page.errors.push(message.text()); });
    if (options.width) await page.setViewportSize({ width: options.width, height: options.height || 800 });
    return page;
  }
  async function close() {
    await context.close();
    await new Promise((resolve) => { server.close(resolve); server.closeAllConnections(); });
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return { url, context, newPage, close };
}

// Opens the page (or `address`) and waits until the widget has drawn its tables.
async function open(page, address) {
  await page.goto(address);
  await page.locator('attention-playground table.match').first().waitFor();
  await settle(page);
}

// Like open(), but always a fresh document: going from "#a" to "#b" on the
// same page is only a hash change, which the page-level widget follows itself.
async function openFresh(page, address) {
  await page.goto('about:blank');
  await open(page, address);
}

// Waits until every widget has drawn what it was asked (whenIdle: its loads and
// the parts it fetches on demand), then for pending animation frames.
async function settle(page) {
  await page.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground'))
    .map((e) => (typeof e.whenIdle === 'function' ? e.whenIdle() : null))).then(() => new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())))));
}

// The match table of one head as plain rows:
// [{ token, advertises, score, percent, meter }] where meter is aria-valuenow.
// Numbers are read in English ("87.0%"), Spanish ("87,0 %") or Arabic ("87.0%" with left-to-right marks) form.
async function readTable(page, headId, widget = 'attention-playground') {
  const table = page.locator(`${widget} table.match[data-head="${headId}"]`);
  return table.locator('tbody tr[data-index]').evaluateAll((rows) => rows.map((row) => {
    const meter = row.querySelector('[role="meter"]');
    const number = (text) => Number(text.replace(/\u200e/g, '').replace('−', '-').replace('%', '').replace(',', '.'));
    return {
      index: Number(row.dataset.index),
      token: row.querySelector('.token-name') ? row.querySelector('.token-name').textContent : null,
      isSelf: row.classList.contains('is-self'),
      isSink: row.classList.contains('is-sink'),
      advertises: row.querySelector('.advert-cell span') ? row.querySelector('.advert-cell span').textContent : null,
      score: row.querySelector('.score') ? number(row.querySelector('.score').textContent) : null,
      percent: meter ? number(meter.querySelector('.meter-number').textContent) : null,
      percentText: meter ? meter.querySelector('.meter-number').textContent : null,
      meter: meter ? Number(meter.getAttribute('aria-valuenow')) : null,
      label: meter ? meter.getAttribute('aria-label') : null,
    };
  }));
}

// The head ids of the tables on show, in order.
async function shownHeads(page, widget = 'attention-playground') {
  return page.locator(`${widget} table.match`).evaluateAll((tables) => tables.map((t) => t.dataset.head));
}

// The words of the sentence, in their current order, and the focus.
async function readTokens(page, widget = 'attention-playground') {
  return page.locator(`${widget} .tokens button.token`).evaluateAll((buttons) => buttons.map((b) => ({
    text: b.textContent, pressed: b.getAttribute('aria-pressed') === 'true', tabIndex: b.tabIndex,
  })));
}

// A built-in scenario as its file holds it (web/scenarios/<id>.json), and
// the ids of them all, in the picker's order.
// A built-in example's file: English's, or another language's own (web/scenarios/<lang>/, by the same id).
function scenarioJson(id, lang = 'en') {
  const folder = lang === 'en' ? [] : [lang];
  return JSON.parse(fs.readFileSync(path.join(root, 'web', 'scenarios', ...folder, `${id}.json`), 'utf8'));
}
function builtInIds() {
  return fs.readdirSync(path.join(root, 'web', 'scenarios')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
}

// The core's Node build and one of the page's ES modules (web/js/<name>), in
// this process: expected numbers are worked out here, apart from the page.
let nodeCore = null;
function core() {
  if (!nodeCore) nodeCore = require(path.join(dist, 'attention-core.cjs'))();
  return nodeCore;
}
function webModule(name) { return import(pathToFileURL(path.join(root, 'web', 'js', name)).href); }

// The same numbers straight from the core, for a built-in scenario:
// attendAll over the normalised scenario with the given options, rows in
// `order` (original indices; default: sentence order). (`page` is unused: the
// numbers are worked out in Node.)
async function coreNumbers(page, id, options) {
  const { loadScenario } = await webModule('scenario/scenario.js');
  const c = await core();
  const sc = loadScenario(scenarioJson(id, options.lang), c.tokenize); // options.lang: another language's own example
  const order = options.order || sc.tokens.map((_, i) => i);
  const result = c.attendAll({
    heads: sc.heads.map((h) => ({
      queries: order.map((i) => h.queries[i]), keys: order.map((i) => h.keys[i]), values: order.map((i) => h.values[i]),
    })),
    scale: options.scale, sink: options.sink === undefined ? null : options.sink, causal: Boolean(options.causal),
  });
  return { tokens: order.map((i) => sc.tokens[i]), heads: sc.heads.map((h) => h.id), result };
}

function nonLocalRequests(page) {
  return page.requests.filter((address) => !/^(http:\/\/127\.0\.0\.1:\d+\/|file:|data:|blob:|about:)/.test(address));
}

async function screenshot(page, name) {
  fs.mkdirSync(screenshots, { recursive: true });
  const file = path.join(screenshots, name);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

// A four-word toy whose numbers are easy to work out by hand (tests/fixtures/toy-scenario.json):
// one feature, "noun"; "it" looks for a noun, only "cat" advertises one.
const TOY = Object.freeze(JSON.parse(fs.readFileSync(path.join(root, 'tests', 'fixtures', 'toy-scenario.json'), 'utf8')));

// Replaces the first widget's scenario with `json` and waits for it to draw.
async function loadData(page, json, widget = 'attention-playground') {
  await page.evaluate(async ({ json, widget }) => {
    const element = document.querySelector(widget);
    await element.loadScenarioData(json);
  }, { json, widget });
  await settle(page);
}

// A number within `tolerance` of the expected one, with both in the message.
function near(actual, expected, tolerance, message) {
  assert.ok(Math.abs(actual - expected) <= tolerance, `${message}: ${actual} is not within ${tolerance} of ${expected}`);
}

// The rounding rule, worked out here apart from the page: the percentages a
// learner should read for one row of attention weights (0..1; the words, then
// the sink if any), in tenths of a percent. Each starts at its floor; the
// tenths left over go to the largest remainders, equal weights together and
// earlier words first within them, except that a tie of slivers (floor 0)
// too many to take one each keeps them all (each reads "< 0.1%"). A weight
// above 0 never reads 0 ("< 0.1%"), one below 1 never reads 100 ("> 99.9%").
// Returns [{ meter, text }]: meter is aria-valuenow (0-100), text the
// English number beside the bar.
function expectedPercents(weights) {
  const exact = weights.map((w) => w * 1000);
  const tenths = exact.map(Math.floor);
  const remainder = (i) => exact[i] - tenths[i];
  let missing = Math.round(weights.reduce((s, w) => s + w, 0) * 1000) - tenths.reduce((s, x) => s + x, 0);
  const sameWeight = new Map();
  weights.forEach((w, i) => {
    if (w <= 0) return;
    const key = [...sameWeight.keys()].find((k) => Math.abs(k - w) <= 1e-12 * w) ?? w;
    sameWeight.set(key, (sameWeight.get(key) || []).concat(i));
  });
  const groups = [...sameWeight.values()].sort((a, b) => remainder(b[0]) - remainder(a[0]) || a[0] - b[0]);
  for (const g of groups) {
    if (missing <= 0) break;
    if (remainder(g[0]) <= 0) continue;
    if (tenths[g[0]] === 0 && g.length > missing) break; // slivers keep the rest
    for (const i of g.slice(0, missing)) { tenths[i] += 1; missing -= 1; }
  }
  return weights.map((w, i) => {
    if (w > 0 && tenths[i] === 0) return { meter: 0, text: '< 0.1%' };
    if (w < 1 - 1e-12 && tenths[i] >= 1000) return { meter: 100, text: '> 99.9%' };
    return { meter: tenths[i] / 10, text: (tenths[i] / 10).toFixed(1) + '%' };
  });
}

// The printed numbers of a table add up to its total, 100.0%; slivers ("< 0.1%")
// hold less than a tenth each.
function assertAddsUp(rows, message) {
  const tenths = rows.reduce((s, r) => s + Math.round(r.meter * 10), 0);
  const slivers = rows.filter((r) => ['< 0.1%', '< 0,1\u00a0%'].includes(r.percentText) || englishPercent(r.percentText) === '< 0.1%').length;
  if (slivers === 0) assert.equal(tenths, 1000, `${message}: the bars add up to 100.0`);
  else assert.ok(tenths <= 1000 && 1000 < tenths + slivers, `${message}: ${tenths} tenths and ${slivers} slivers make 100.0`);
}

// The rows of a match table (readTable) against the core's weights for that
// row of attention (in sentence order): each bar's aria-valuenow and printed
// number as the rounding rule says, in English. `sinkWeight` when the table
// has a sink row. A long table shows some of the words: each is checked.
// An Arabic percentage as English writes it: without its left-to-right marks, "<" and ">" for its words.
function englishPercent(text) {
  return text.replace(/\u200e/g, '').replace(/^أقل من /, '< ').replace(/^أكثر من /, '> ');
}

function assertPercents(rows, weights, sinkWeight, message) {
  const sink = rows.find((r) => r.isSink);
  const all = Array.from(weights).concat(sink ? [sinkWeight] : []);
  const expected = expectedPercents(all);
  for (const row of rows.filter((r) => !r.isSink)) {
    const j = row.index;
    assert.equal(row.meter, expected[j].meter, `${message}/${row.token} aria-valuenow (weight ${all[j]})`);
    if (!row.percentText.includes(',')) {
      assert.equal(englishPercent(row.percentText), expected[j].text, `${message}/${row.token} printed (weight ${all[j]})`);
    }
  }
  if (sink) assert.equal(sink.meter, expected[all.length - 1].meter, `${message}/sink aria-valuenow`);
}

// axe-core's WCAG 2.1 A and AA rules on the page (or only inside `include`):
// one line per violation, naming its first three elements; [] when clean.
const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
async function axeViolations(page, { include } = {}) {
  const builder = new AxeBuilder({ page }).withTags(A11Y_TAGS);
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

// Every control and explanation of the first widget open at once: the most the page can show.
async function openEverything(page, widget = 'attention-playground') {
  await page.locator(`${widget} #sink-on`).check();
  await page.locator(`${widget} #numbers`).check();
  await page.locator(`${widget} [data-key="detail"]`).click();
  await page.locator(`${widget} button[aria-controls="editor"]`).click();
  await page.locator(`${widget} #causal`).check();
  await page.locator(`${widget} [data-key="shuffle"]`).click();
  await settle(page);
}

// The playground's <script> tags, in index.html's order, for a test page of its own.
function playgroundScripts() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => `<script src="${m[1]}"></script>`).join('\n');
}

// The text a widget shows: its shadow root's text nodes, in document order,
// inside elements the browser draws (checkVisibility), joined by spaces; a
// number's or a name's own run in a text (view-bits.js setNumberText: span.num,
// span.name) joins the text around it in the same element without one.
function shownText(page, selector) {
  return page.locator(selector).evaluate((e) => {
    const out = [];
    let last = null; // the last piece: { parent, run }
    const walk = (node) => {
      for (const child of node.childNodes) {
        const run = child.nodeType === 1 && child.matches('span.num, span.name');
        const text = child.nodeType === 3 ? child.textContent : run && child.checkVisibility() ? child.textContent : null;
        if (text !== null) {
          if (last && last.parent === node && (run || last.run)) out[out.length - 1] += text; else out.push(text);
          last = { parent: node, run };
        } else if (child.nodeType === 1 && child.checkVisibility()) {
          last = null;
          walk(child);
          last = null;
        }
      }
    };
    walk(e.shadowRoot);
    return out.join(' ');
  });
}

// A course author's page: one widget with these attributes in a column `width`
// px wide, in a page whose <html> carries `html` (its language, its direction);
// resolves once the widget has drawn.
async function openCoursePage(server, page, attributes, { width = 760, html = 'lang="en"' } = {}) {
  const name = 'lesson-' + Math.random().toString(36).slice(2) + '.html';
  await page.route(server.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    `<!doctype html><html ${html}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<link rel="icon" href="data:,"><title>${name}</title><style>body{margin:0}main{max-width:${width}px;margin:0 auto}</style></head>` +
    '<body><main><attention-playground ' + attributes + '></attention-playground></main><script src="attention-playground.js"></script></body></html>' }));
  await page.goto(server.url + name);
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await settle(page);
}

// Whether the step's "Try this" shows its ✓.
async function taskDone(page, widget = 'attention-playground') {
  return (await page.locator(`${widget} .task-done`).textContent()) !== '';
}

// A slider moved to `value` as a learner lets go of it (input, then change), and the drawing settled.
async function slide(page, selector, value, widget = 'attention-playground') {
  await page.locator(`${widget} ${selector}`).evaluate((input, v) => {
    input.value = String(v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
  await settle(page);
}

// The learned step's training, one step of it (in the whole playground, its disclosure opened first):
// resolves once the step is done, or the card says why it cannot train (its alert).
async function trainOneStep(page, widget = 'attention-playground') {
  const opener = page.locator(`${widget} [data-key="learned-opener"]`);
  if (!(await opener.evaluate((d) => d.classList.contains('is-step')))) {
    if (!(await opener.evaluate((d) => d.open))) await opener.locator('summary').click();
  }
  const card = page.locator(`${widget} section.learned`);
  await card.locator('[data-key="train-step"]').click();
  await page.locator(`${widget} section.learned[data-step="1"], ${widget} section.learned .learned-problem:not([hidden])`).first().waitFor();
}

module.exports = {
  openCoursePage, taskDone, slide, trainOneStep,
  TOY, playgroundScripts, shownText, loadData, near, expectedPercents, assertPercents, assertAddsUp, axeViolations, openEverything,
  root, dist, screenshots, start, open, openFresh, settle, readTable, shownHeads, readTokens, coreNumbers,
  scenarioJson, builtInIds, core, webModule,
  nonLocalRequests, screenshot,
};
