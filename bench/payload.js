// Section 3 of bench/bench.js: what a page fetches before its widgets have
// drawn, measured in headless Chromium rather than read from the HTML, so
// parts loaded on demand (web/js/element/part-list.js) count exactly when a page needs
// them. Method in bench/README.md.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');

const { CHROMIUM_FLAGS: ARGS, listen, stepPage } = require('./pages');

const root = path.join(__dirname, '..');
const dist = path.join(root, 'dist');
const ALL_IN_ONE = 'attention-playground-all.js';
const MAIN_FILE_BUDGET = 92160; // bytes, gzip -9: the main file's budget (90 KB)

// The chapter's steps, in order (web/js/lesson/steps.js).
async function stepIds() {
  const { STEP_IDS } = await import(path.join(root, 'web', 'js', 'lesson/steps.js'));
  return STEP_IDS;
}

const gzipped = new Map();
function sizes(file) {
  if (!gzipped.has(file)) {
    const body = fs.readFileSync(file);
    gzipped.set(file, [body.length, zlib.gzipSync(body, { level: 9 }).length]);
  }
  return gzipped.get(file);
}

async function payloadFigures({ smoke, goal, table, fixed }) {
  let chromium;
  try {
    ({ chromium } = require('playwright-core'));
  } catch (error) {
    console.log('\n== 3. skipped: playwright-core is not installed (npm ci)');
    return;
  }
  const { createServer } = require(path.join(root, 'tools', 'serve.js'));
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-bench-payload-'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-bench-chromium-'));
  fs.cpSync(dist, site, { recursive: true });
  // --smoke: the first and the last step only (every page is the same measurement).
  const steps = (await stepIds()).filter((s, i, all) => !smoke || i === 0 || i === all.length - 1);
  for (const step of steps) fs.writeFileSync(path.join(site, `step-${step}.html`), stepPage(step));
  fs.writeFileSync(path.join(site, 'all-in-one.html'), stepPage('all').replace('"attention-playground.js"', `"${ALL_IN_ONE}"`));
  const server = createServer(site);
  const url = await listen(server);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, args: ARGS, viewport: { width: 1280, height: 900 } });
  // Every file a page fetched until each of its widgets had drawn (`ready`).
  async function fetched(page) {
    const tab = await context.newPage();
    const files = [];
    tab.on('request', (request) => {
      const address = request.url();
      if (address.startsWith(url)) files.push(decodeURIComponent(new URL(address).pathname.slice(1)));
    });
    await tab.goto(url + page);
    await tab.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground')).map((e) => e.ready)));
    await tab.close();
    return files.filter((f) => f !== page && fs.existsSync(path.join(site, f)) && fs.statSync(path.join(site, f)).isFile());
  }
  try {
    console.log('\n== 3. payload: every file a page fetches before its widgets have drawn (measured in Chromium), ' +
      'each gzip -9 on its own as a compressing server sends it; bytes');
    const rows = [];
    const totals = {};
    const pages = steps.map((s) => [`one step: ${s}`, `step-${s}.html`])
      .concat([['the whole playground (index.html)', 'index.html'], ['everything at once (explore.html)', 'explore.html'],
        ['step="all" from the all-in-one file', 'all-in-one.html']]);
    for (const [name, page] of pages) {
      const files = (await fetched(page)).filter((f) => /\.(js|mjs|css|wasm|json)$/.test(f));
      const [raw, gz] = files.reduce((s, f) => { const [r, g] = sizes(path.join(site, f)); return [s[0] + r, s[1] + g]; }, [0, 0]);
      totals[page] = gz;
      rows.push([name, files.join(' + '), raw, gz, fixed(gz / 1024, 1)]);
    }
    table(['page', 'scripts and stylesheets fetched', 'raw', 'gzip -9', 'KB'], rows);
    const stepTotals = steps.map((s) => totals[`step-${s}.html`]);
    const largest = Math.max(...stepTotals);
    goal(largest <= 60 * 1024, `a page showing one step ≤ 60 KB gzip before its first drawing: the largest is ${fixed(largest / 1024, 1)} KB`);
    goal(totals['index.html'] <= 90 * 1024, `the whole playground ≤ 90 KB gzip at first render: ${fixed(totals['index.html'] / 1024, 1)} KB`);
    // The main file's budget (issue 33: the trained model came as a part, and the main file grew no larger than then).
    const mainGzip = sizes(path.join(dist, 'attention-playground.js'))[1];
    goal(mainGzip <= MAIN_FILE_BUDGET, `the main file (attention-playground.js) ≤ ${MAIN_FILE_BUDGET.toLocaleString('en')} B gzip: ${mainGzip.toLocaleString('en')} B`);

    console.log('\n   loaded only on demand (web/js/element/part-list.js, the training module when its view opens, the trained model when a view asks for it)');
    const onDemand = fs.readdirSync(dist).filter((f) => (/^attention-playground-[a-z]+\.js$/.test(f) && f !== ALL_IN_ONE) ||
      f === 'attention-training.js' || f === 'attention-model.js').sort();
    table(['file', 'raw', 'gzip -9'], onDemand.map((f) => [f, ...sizes(path.join(dist, f))]));
    // What the classic file loads on Train, in the widget's language (training-script.js): that language's storybook alone,
    // where attention-training.js above (the npm package's, the all-in-one file's) holds every storybook.
    const perLanguage = fs.readdirSync(dist).filter((f) => /^attention-(training|model)-[a-z]+\.js$/.test(f)).sort();
    console.log('   the training and model modules of each language, as the classic file loads them (on Train; when a view asks for the model)');
    table(['file', 'raw', 'gzip -9'], perLanguage.map((f) => [f, ...sizes(path.join(dist, f))]));
    // The all-in-one file (every part, the training module and the model inside) against the main file and all it stands for.
    const main = sizes(path.join(dist, 'attention-playground.js'));
    const replaced = ['attention-playground.js'].concat(onDemand).map((f) => sizes(path.join(dist, f)))
      .reduce((s, [r, g]) => [s[0] + r, s[1] + g], [0, 0]);
    const one = sizes(path.join(dist, ALL_IN_ONE));
    console.log(`\n   the all-in-one file, for hosts that carry one file only (loaded whole, before the first drawing)`);
    table(['file', 'raw', 'gzip -9', 'gzip × main file'], [
      [ALL_IN_ONE, one[0], one[1], fixed(one[1] / main[1], 2)],
      ['attention-playground.js (the main file)', main[0], main[1], '1.00'],
      [`the main file + the ${onDemand.length} files above`, replaced[0], replaced[1], fixed(replaced[1] / main[1], 2)],
    ]);
    console.log('\n   for reference: the core on its own, and the ES module build\'s files');
    const reference = ['attention-core.js'].concat(fs.readdirSync(dist).filter((f) => /^attention-playground.*\.mjs$/.test(f)).sort());
    table(['file', 'raw', 'gzip -9'], reference.map((f) => [f, ...sizes(path.join(dist, f))]));
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(site, { recursive: true, force: true });
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

module.exports = { payloadFigures };
