// Section 6 of bench/bench.js: Lighthouse's mobile profile (its default:
// simulated throttling, a Moto G-like phone on slow 4G) against the pages
// served from a copy of dist/ by tools/serve.js compressing as a web host
// does. Debian's Chromium, launched by chrome-launcher; nothing is downloaded.
// Method in bench/README.md.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const { CHROMIUM_FLAGS, listen } = require('./pages');

const root = path.join(__dirname, '..');
const dist = path.join(root, 'dist');
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const FLAGS = ['--headless'].concat(CHROMIUM_FLAGS); // chrome-launcher sets no headless mode itself
const STEP_PAGE = 'bench-step-softmax.html';

// A course page showing one chapter step, as a site embeds it: a 760 px
// column of text, the reserve stylesheet (README: "Pages that do not jump")
// and the one script.
const stepPage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Dividing Your Attention</title>
  <link rel="icon" href="favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="attention-playground-reserve.css">
  <style>
    body { margin: 0; font: 18px/1.55 Georgia, serif; color: #222; background: #fff; }
    main { max-width: 760px; margin: 0 auto; padding: 1rem; }
  </style>
</head>
<body>
  <main>
    <h1>Dividing Your Attention</h1>
    <p>Usually more than one token matches, at least a little. So instead of crowning a single winner,
      attention blends everything it looked at, giving each token a say in proportion to how well it matched.</p>
    <p>Most AI models do this with a function called softmax. Softmax always makes the percentages add up
      to 100%, and gives a bigger share to bigger scores.</p>
    <attention-playground step="softmax"></attention-playground>
    <p>From here on we'll use larger match scores.</p>
  </main>
  <script src="attention-playground.js"></script>
</body>
</html>
`;

const PAGES = [
  ['the playground (dist/index.html)', 'index.html'],
  ['one chapter step (step="softmax", 760 px column)', STEP_PAGE],
];

// One Lighthouse run in a Chromium of its own (fresh profile), performance only.
async function runOnce(lighthouse, launch, url) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-bench-lighthouse-'));
  const chrome = await launch({ chromePath: CHROME, chromeFlags: FLAGS, userDataDir: profile, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error',
      onlyCategories: ['performance'] });
    return result.lhr;
  } finally {
    await chrome.kill();
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id] && lhr.audits[id].numericValue;
  const requests = ((lhr.audits['network-requests'] || {}).details || {}).items || [];
  return {
    score: Math.round(lhr.categories.performance.score * 100),  // as Lighthouse shows it
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    si: value('speed-index'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    requests: requests.map((r) => ({ file: r.url.replace(/^https?:\/\/[^/]+\//, '') || '/',
      transfer: r.transferSize, size: r.resourceSize })),
    benchmarkIndex: lhr.environment && lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings || [],
    // Diagnostics only (no metric depends on them); see bench/README.md, section 6.
    erroredAudits: Object.values(lhr.audits).filter((a) => a.scoreDisplayMode === 'error').map((a) => a.id),
    version: lhr.lighthouseVersion,
    throttling: lhr.configSettings.throttling,
    formFactor: lhr.configSettings.formFactor,
    userAgent: lhr.environment && lhr.environment.hostUserAgent,
  };
}

async function lighthouseFigures({ quick, smoke, goal, table, median, fixed }) {
  console.log('\n== 6. Throttled phone (Lighthouse): the mobile profile, simulated throttling, pages served compressed');
  let lighthouse;
  let launch;
  try {
    lighthouse = (await import('lighthouse')).default;
    ({ launch } = await import('chrome-launcher'));
  } catch (error) {
    console.log('  skipped: lighthouse is not installed (npm ci)');
    return;
  }
  if (!fs.existsSync(CHROME)) {
    console.log(`  skipped: ${CHROME} is missing (apt-get install chromium)`);
    return;
  }
  const { createServer } = require(path.join(root, 'tools', 'serve.js'));
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-bench-site-'));
  fs.cpSync(dist, site, { recursive: true });
  fs.writeFileSync(path.join(site, STEP_PAGE), stepPage);
  const server = createServer(site, { compress: true });
  const base = await listen(server);
  try {
    const runs = quick ? 1 : 3;
    // --smoke: the chapter step's page alone, once.
    const pages = smoke ? PAGES.slice(1) : PAGES;
    const results = pages.map(() => []);
    // Round robin, as in the other sections: a busy moment falls on both pages alike.
    for (let r = 0; r < runs; r++) {
      for (let p = 0; p < pages.length; p++) results[p].push(figuresOf(await runOnce(lighthouse, launch, base + pages[p][1])));
    }
    const first = results[0][0];
    const t = first.throttling;
    const s = (x) => fixed(x / 1000, 2);
    const med = (list, key) => median(list.map((x) => x[key]));
    const rows = pages.map(([name], p) => {
      const list = results[p];
      return [name, fixed(med(list, 'score'), 0), s(med(list, 'fcp')), s(med(list, 'lcp')), fixed(med(list, 'tbt'), 0),
        s(med(list, 'si')), fixed(med(list, 'cls'), 3), fixed(med(list, 'bytes') / 1024, 1)];
    });
    table(['page', 'score', 'FCP s', 'LCP s', 'TBT ms', 'SI s', 'CLS', 'KB sent'], rows);
    console.log(`  (median of ${runs} Lighthouse ${first.version} run(s) per page, alternating, each in a fresh headless Chromium;` +
      ` ${first.formFactor}, simulated throttling: ${t.cpuSlowdownMultiplier}× CPU slowdown, ${t.rttMs} ms RTT,` +
      ` ${fixed(t.throughputKbps / 1024, 1)} Mbit/s; this machine's Lighthouse benchmarkIndex` +
      ` ${results.flat().map((x) => fixed(x.benchmarkIndex, 0)).join(', ')})`);
    for (let p = 0; p < pages.length; p++) {
      const sent = results[p][0].requests.filter((q) => q.transfer > 0)
        .map((q) => `${q.file} ${fixed(q.transfer / 1024, 1)} KB (${fixed(q.size / 1024, 1)} KB raw)`);
      console.log(`  ${pages[p][1]} sent: ${sent.join(', ')}`);
      const scores = results[p].map((x) => fixed(x.score, 0)).join(', ');
      const fcps = results[p].map((x) => s(x.fcp)).join(', ');
      console.log(`    every run: score ${scores}; FCP ${fcps} s`);
    }
    const warnings = [...new Set(results.flat().flatMap((x) => x.warnings))];
    if (warnings.length) console.log(`  Lighthouse warned: ${warnings.join(' | ')}`);
    const errored = [...new Set(results.flat().flatMap((x) => x.erroredAudits))];
    if (errored.length) console.log(`  diagnostic audits that failed (no metric uses them): ${errored.join(', ')}`);
    pages.forEach(([name, file], p) => {
      const score = med(results[p], 'score');
      const fcp = med(results[p], 'fcp');
      goal(score >= 95 && fcp <= 1500, `Lighthouse mobile performance ≥ 95 with first contentful paint ≤ 1.5 s, ${file}:` +
        ` ${fixed(score, 0)}, ${s(fcp)} s`);
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(site, { recursive: true, force: true });
  }
}

module.exports = { lighthouseFigures, stepPage };
