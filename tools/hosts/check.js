// The check of one built host in Debian's Chromium (playwright-core): serve its
// output with tools/serve.js, open the page that shows the widget and the one
// that does not, and see that
// - the widget draws the softmax step of the magnitude example at magnitude 1:
//   softmax([0, 0, 1, 0]) = [1, 1, e, 1] / (3 + e) = 17.5 %, 17.5 %, 47.5 %, 17.5 %
//   (tests/browser/learner.test.js works the same numbers out);
// - it draws again after the host's own navigation (home -> lesson -> home -> lesson);
// - no request leaves the host, and no console error or page error;
// - how many bytes of the widget (gzip) each page downloads.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { chromium } = require('playwright-core');
const { createServer } = require('../serve.js');

const EXPECTED = { tokens: ['The', 'old', 'cat', 'purred'], percents: [17.5, 17.5, 47.5, 17.5] };
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Texts that only the widget's files hold and that any bundler keeps as they are:
// a slice of each inlined wasm (base64) and its English sentences.
function widgetMarkers(distFolder) {
  const markers = new Set();
  for (const name of fs.readdirSync(distFolder).filter((f) => /^attention-.*\.m?js$/.test(f) && !/node\.mjs$/.test(f))) {
    const text = fs.readFileSync(path.join(distFolder, name), 'utf8');
    for (const match of text.matchAll(/[A-Za-z0-9+/]{500,}/g)) markers.add(match[0].slice(200, 264));
    for (const match of text.matchAll(/"([A-Z][A-Za-z ,.']{30,})"/g)) {
      if (match[1].split(' ').length > 4) markers.add(match[1]);
    }
    // Its class names and CSS ("heatmap-help heatmap-readout", "var(--ap-accent, #2f49c7)").
    for (const match of text.matchAll(/"([a-z][a-z0-9 (),#.-]{15,})"/g)) {
      if (/(ap|heatmap|training|token|meter|tr)-[a-z]/.test(match[1]) && match[1].includes(' ')) markers.add(match[1]);
    }
  }
  return [...markers];
}

// Records a page's requests, errors, warnings and bytes (all and the widget's).
// ignore: a host's own requests and errors that are none of the widget's (a template's local files).
function watch(page, origin, markers, ignore = /^$/) {
  const seen = { requests: [], offHost: [], errors: [], warnings: [], bytes: 0, widgetBytes: 0, widgetFiles: [], pending: [] };
  page.on('request', (request) => {
    const url = request.url();
    seen.requests.push(url);
    if (!url.startsWith(origin) && !/^(data|blob|about):/.test(url) && !ignore.test(url)) seen.offHost.push(url);
  });
  page.on('pageerror', (error) => seen.errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // The browser's own /favicon.ico (a page that names no icon) is not the page's request.
    const where = message.location() && message.location().url;
    if (message.type() === 'error' && !(where && new URL(where, origin).pathname === '/favicon.ico') &&
        !ignore.test(message.text())) {
      seen.errors.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
    }
    if (message.type() === 'warning') seen.warnings.push(message.text());
  });
  page.on('response', (response) => {
    if (!response.url().startsWith(origin)) return;
    seen.pending.push(response.body().then((body) => {
      const gzip = zlib.gzipSync(body, { level: 6 }).length;
      seen.bytes += gzip;
      const text = body.toString('latin1');
      if (markers.some((marker) => text.includes(marker))) {
        seen.widgetBytes += gzip;
        seen.widgetFiles.push(`${response.url().slice(origin.length)} ${(gzip / 1024).toFixed(1)} KB`);
      }
    }, () => {}));
  });
  return seen;
}

// The frame (the page itself, or an iframe's) in which the widget drew its table.
async function widgetFrame(page, timeout = 30000) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    for (const frame of page.frames()) {
      if (await frame.locator('attention-playground table.match tbody tr[data-index]').count().catch(() => 0)) return frame;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`the widget drew no table within ${timeout / 1000} s on ${page.url()}`);
}

// Waits for the widget, then reads its words and percentages.
async function readWidget(page) {
  const frame = await widgetFrame(page);
  await frame.evaluate(() => Promise.all([...document.querySelectorAll('attention-playground')].map((e) => e.whenIdle())));
  const rows = await frame.locator('attention-playground table.match tbody tr[data-index]').evaluateAll((all) => all.map((row) => ({
    token: row.querySelector('.token-name') && row.querySelector('.token-name').textContent,
    percent: Number(row.querySelector('.meter-number').textContent.replace('%', '')),
  })));
  return { tokens: rows.map((r) => r.token), percents: rows.map((r) => r.percent) };
}

function drewRight(drawn) {
  return JSON.stringify(drawn) === JSON.stringify(EXPECTED);
}

// host: { folder, withPath, withoutPath, navigate (default true), linkText, homeText }
async function checkHost(host, markers) {
  const server = createServer(host.folder);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-hosts-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, args: ARGS, viewport: { width: 1280, height: 900 },
  });
  const failures = [];
  const result = { failures };
  try {
    // The page that shows the widget, opened directly.
    const page = await context.newPage();
    const shown = watch(page, origin, markers, host.ignore);
    await page.goto(origin + host.withPath);
    const drawn = await readWidget(page).catch((error) => ({ error: error.message }));
    if (!drewRight(drawn)) failures.push(`${host.withPath}: drew ${JSON.stringify(drawn)}, not ${JSON.stringify(EXPECTED)}`);
    await page.waitForLoadState('networkidle');
    await Promise.all(shown.pending);
    // The page that does not, opened directly: what it downloads of the widget.
    const other = await context.newPage();
    const notShown = watch(other, origin, markers, host.ignore);
    await other.goto(origin + host.withoutPath);
    await other.waitForLoadState('networkidle');
    await other.waitForTimeout(500);
    await Promise.all(notShown.pending);
    result.withBytes = shown.widgetBytes;
    result.withoutBytes = notShown.widgetBytes;
    result.pageBytes = shown.bytes;
    result.otherPageBytes = notShown.bytes;
    result.widgetFiles = [...shown.widgetFiles];
    result.otherWidgetFiles = [...notShown.widgetFiles];
    // The host's own navigation, from the page without the widget: there and back, twice.
    if (host.navigate !== false) {
      // A mark on the window tells the host's own navigation (same document) from a page load.
      await other.evaluate(() => { window.hostsCheckMark = true; });
      for (const round of [1, 2]) {
        await other.getByRole('link', { name: host.linkText || 'Lesson', exact: true }).first().click();
        const again = await readWidget(other).catch((error) => ({ error: error.message }));
        if (!drewRight(again)) failures.push(`after navigating to the lesson (${round}): drew ${JSON.stringify(again)}`);
        await other.getByRole('link', { name: host.homeText || 'Home', exact: true }).first().click();
        await other.waitForLoadState('networkidle');
      }
      const same = await other.evaluate(() => window.hostsCheckMark === true);
      result.notes = [`navigation home -> lesson -> home -> lesson: ${same ? 'the host\'s own (one document throughout)' : 'page loads'}`];
    }
    for (const [name, seen] of [['lesson page', shown], ['page without the widget', notShown]]) {
      if (seen.offHost.length) failures.push(`${name}: requests off the host: ${seen.offHost.slice(0, 5).join(', ')}`);
      if (seen.errors.length) failures.push(`${name}: ${seen.errors.slice(0, 5).join(' | ')}`);
    }
    result.warnings = [...shown.warnings, ...notShown.warnings];
    if (host.extra) await host.extra({ context, origin, failures, result, readWidget });
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return result;
}

module.exports = { checkHost, widgetMarkers, readWidget, EXPECTED };
