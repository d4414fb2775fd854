// Section 8 of bench/bench.js: the learned step's training in the browser
// (issue 38). Method in bench/README.md, section 8:
//   - what pressing Train adds: dist/attention-training-en.js (its language's module), gzip -9 (its wasm and its JavaScript);
//   - words per second, wasm against native, side by side: the same plan, seed and steps;
//   - time until the pronoun gate passes in headless Chromium, one worker, 5 seeds;
//   - responsiveness while training: a key on another widget's slider drawn within 50 ms (95th percentile).
// --smoke: one round of everything, a few steps and key presses, no gate (tests/browser/bench-smoke.test.js).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { execFileSync } = require('child_process');

const { CHROMIUM_FLAGS: ARGS, listen } = require('./pages');
const { INLINED_WASM } = require('../tools/inlined-wasm.js');

const root = path.join(__dirname, '..');
const dist = path.join(root, 'dist');
const W = 'attention-playground';
const SEEDS = [1, 2, 3, 4, 5];
const GATE_BUDGET_S = 60;    // median over the seeds
const GATE_WORST_S = 120;    // every seed
const GATE_GIVE_UP_S = 240;  // a seed still training then is NOT MET
const LATENCY_BUDGET_MS = 50;
const SPEED_RATIO = 0.66;
const PART_BUDGET = 40 * 1024;

function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

// What pressing Train adds: the training module of the page's language (English's: attention-training-en.js,
// its storybook alone), its inlined wasm (deflated, base64) and the rest; then the other languages' modules and the
// one with every storybook (the npm package's attention-training.js, the all-in-one file's), for comparison.
function sizeFigures({ goal, table, fixed }) {
  const gzip = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
  const read = (name) => fs.readFileSync(path.join(dist, name), 'latin1');
  const file = read('attention-training-en.js');
  const base64 = [...file.matchAll(INLINED_WASM())].map((m) => m[2])
    .sort((a, b) => b.length - a.length)[0];
  const deflated = Buffer.from(base64, 'base64');
  const wasm = zlib.inflateSync(deflated);
  const whole = gzip(Buffer.from(file, 'latin1'));
  const rest = gzip(Buffer.from(file.replace(base64, ''), 'latin1'));
  const card = fs.readFileSync(path.join(dist, 'attention-playground-training.js'));
  const sized = (name) => { const other = read(name); return [other.length, gzip(Buffer.from(other, 'latin1'))]; };
  table(['what the learned step loads', 'raw bytes', 'gzip -9 bytes'], [
    ['on Train in English: dist/attention-training-en.js', file.length, whole],
    [`  its wasm (${wasm.length} B, deflated ${deflated.length} B, base64)`, base64.length, whole - rest],
    ['  the rest: Emscripten\'s loader, Embind, the API and its worker', file.length - base64.length, rest],
    ['on Train in Spanish: dist/attention-training-es.js', ...sized('attention-training-es.js')],
    ['on Train in Arabic: dist/attention-training-ar.js', ...sized('attention-training-ar.js')],
    ['(every storybook: dist/attention-training.js, npm\'s and the all-in-one\'s)', ...sized('attention-training.js')],
    ['at its first drawing: the card, attention-playground-training.js', card.length, gzip(card)],
  ]);
  console.log('  (the card comes with the step\'s first payload, section 3, in place of the trained model\'s part and its wasm, which ' +
    'only "Skip" loads now)');
  goal(whole <= PART_BUDGET, `what Train adds ≤ 40 KB gzip (in English): ${fixed(whole / 1024, 1)} KB`);
}

// Words per second of the same steps from the same seed: the native build (tools/model/live_run) and the wasm (Node, one thread).
async function speedFigures({ smoke, quick, goal, table, median, fixed }) {
  const exe = process.env.LIVE_RUN || path.join(root, 'build', 'bench', 'live_run');
  if (!fs.existsSync(exe)) throw new Error(`${exe} is missing: run bash bench/run.sh (it builds it)`);
  const training = await require(path.join(dist, 'attention-training.cjs'))();
  const steps = smoke ? 5 : quick ? 40 : 150;
  const rounds = smoke || quick ? 1 : 3;
  const wasm = [];
  const native = [];
  for (let round = 0; round < rounds; round++) {
    const run = await training.start({ language: 'en', seed: 1 });
    const start = process.hrtime.bigint();
    const done = await run.step(steps);
    wasm.push(done.words / (Number(process.hrtime.bigint() - start) / 1e9));
    await run.dispose();
    const n = JSON.parse(execFileSync(exe, ['speed', 'en', '1', String(steps)], { encoding: 'utf8' }));
    if (n.words !== done.words) throw new Error(`native read ${n.words} words, wasm ${done.words}: not the same steps`);
    native.push(n.words / n.seconds);
  }
  const w = median(wasm);
  const n = median(native);
  const probe = await training.start({ language: 'en', seed: 1 }); // the plan's own shape, as trained
  const { shape, batch } = probe.plan;
  await probe.dispose();
  table([`training words per second (${shape.layers} × ${shape.heads} × ${shape.width}, batch ${batch}, seed 1)`, 'median', '× native'], [
    ['native C++ (tools/model/live_run, g++ -O3, one thread)', fixed(n, 0), '1.00'],
    ['wasm (dist/attention-training.cjs in Node, one thread)', fixed(w, 0), fixed(w / n, 2)],
  ]);
  console.log(`  (${rounds} round(s) of the first ${steps} steps from seed 1, wasm then native; the storybook is written before the clock starts)`);
  goal(w >= SPEED_RATIO * n, `wasm ≥ ${SPEED_RATIO} × native words per second: ${fixed(w / n, 2)} ×`);
}

// The widget's own clock when the gate passed ("step words seconds", view-learned.js's data-passed-at).
const passedAt = (page) => page.locator(`${W} section.learned`).getAttribute('data-passed-at');

async function gateFigures({ smoke, goal, table, median, fixed, open }) {
  const seeds = smoke ? [1] : SEEDS;
  const rows = [];
  const times = [];
  for (const seed of seeds) {
    const page = await open(`<${W} step="learned" training="${seed}:start"></${W}>`);
    const started = Date.now();
    if (smoke) {
      await page.waitForFunction(() => Number(document.querySelector('attention-playground').shadowRoot
        .querySelector('section.learned').dataset.step) >= 30, null, { timeout: 120000 });
      rows.push([seed, 'smoke: 30 steps, no gate', fixed((Date.now() - started) / 1000, 1), '', '', '']);
      await page.close();
      continue;
    }
    const passed = await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot
      .querySelector('section.learned').dataset.passed === 'true', null, { timeout: GATE_GIVE_UP_S * 1000, polling: 250 })
      .then(() => true, () => false);
    const wall = (Date.now() - started) / 1000;
    const worker = await page.locator(`${W} section.learned`).getAttribute('data-worker');
    if (passed) {
      const [step, words, seconds] = (await passedAt(page)).split(' ').map(Number);
      times.push(wall);
      rows.push([seed, 'passed', fixed(wall, 1), fixed(seconds, 1), `${step} / ${words}`, fixed(words / seconds, 0) + (worker === 'true' ? '' : ' (no worker)')]);
    } else {
      times.push(Infinity);
      rows.push([seed, `not within ${GATE_GIVE_UP_S} s`, '', '', '', '']);
    }
    await page.close();
  }
  table(['seed', 'pronoun gate', 'wall s', 'training s', 'step / words read', 'words/s (worker)'], rows);
  console.log('  (a fresh page per seed, <attention-playground step="learned" training="SEED:start"> over HTTP: the classic file, ' +
    'its training in a Web Worker; wall: from the widget\'s first drawing, its part and module loaded meanwhile; training: the ' +
    'widget\'s own clock; the gate measured every 100 steps on 200 held-out stories)');
  if (smoke) return;
  goal(median(times) <= GATE_BUDGET_S, `median time to the gate ≤ ${GATE_BUDGET_S} s: ${fixed(median(times), 1)} s`);
  const within = times.filter((t) => t <= GATE_WORST_S).length;
  goal(within === seeds.length, `${seeds.length} of ${seeds.length} seeds pass within ${GATE_WORST_S} s: ${within} of ${seeds.length}`);
}

// Key presses on a softmax widget's magnitude slider while the learned widget beside it trains: from each
// keydown to the first frame after the widget drew it.
async function latencyFigures({ smoke, quick, goal, table, fixed, open, openBlocked }) {
  const presses = smoke ? 5 : quick ? 30 : 80;
  const body = `<${W} id="learn" step="learned"></${W}><${W} id="slide" step="softmax"></${W}>`;
  async function measure(page, training) {
    if (training) {
      await page.locator('#learn section.learned [data-key="train"]').click();
      await page.waitForFunction(() => Number(document.querySelector('#learn').shadowRoot.querySelector('section.learned').dataset.step) >= 3,
        null, { timeout: 120000 });
    }
    await page.evaluate(() => {
      const widget = document.querySelector('#slide');
      window.__latencies = [];
      let pending = null;
      widget.shadowRoot.addEventListener('keydown', (event) => { pending = event.timeStamp; }, true);
      widget.addEventListener('playground-render', () => {
        if (pending === null) return;
        const at = pending;
        pending = null;
        requestAnimationFrame(() => window.__latencies.push(performance.now() - at));
      });
    });
    await page.locator('#slide #magnitude').focus();
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowRight');
      await page.waitForTimeout(120);
    }
    await page.waitForTimeout(300);
    const latencies = await page.evaluate(() => window.__latencies);
    const worker = await page.locator('#learn section.learned').getAttribute('data-worker');
    return { latencies, worker };
  }
  const rows = [];
  const results = {};
  for (const [name, training, blocked] of [['idle (nothing trains)', false, false], ['training in a Web Worker', true, false],
    ['training on the page\'s thread (a page whose CSP refuses workers)', true, true]]) {
    const page = await (blocked ? openBlocked : open)(body);
    const { latencies, worker } = await measure(page, training);
    results[name] = latencies;
    const p95 = percentile(latencies, 95);
    rows.push([name + (training ? ` [worker: ${worker}]` : ''), latencies.length, fixed(percentile(latencies, 50), 1), fixed(p95, 1),
      fixed(Math.max(...latencies), 1)]);
    await page.close();
  }
  table(['a key on the magnitude slider, drawn', 'presses', 'p50 ms', 'p95 ms', 'max ms'], rows);
  console.log(`  (${presses} presses 120 ms apart; from the keydown's timestamp to the first animation frame after the widget drew it)`);
  const inWorker = results['training in a Web Worker'];
  goal(percentile(inWorker, 95) <= LATENCY_BUDGET_MS, `while training in a worker, a key is drawn within ${LATENCY_BUDGET_MS} ms ` +
    `(95th percentile): ${fixed(percentile(inWorker, 95), 1)} ms`);
  const onPage = results['training on the page\'s thread (a page whose CSP refuses workers)'];
  console.log(`  (on the page's own thread, the fallback: 95th percentile ${fixed(percentile(onPage, 95), 1)} ms; reported, no goal)`);
}

async function trainingFigures({ quick, smoke, goal, table, median, fixed }) {
  console.log('\n== 8. the learned step\'s training in the browser (dist/attention-training.js; cpp/model/live_training.hpp\'s plan)');
  sizeFigures({ goal, table, fixed });
  await speedFigures({ smoke, quick, goal, table, median, fixed });
  let chromium;
  try {
    ({ chromium } = require('playwright-core'));
  } catch (error) {
    console.log('  (the browser figures skipped: playwright-core is not installed: npm ci)');
    return;
  }
  const { createServer } = require(path.join(root, 'tools', 'serve.js'));
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-training-'));
  fs.cpSync(dist, site, { recursive: true });
  const page = (body) => '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>bench</title>' +
    `<style>main{max-width:760px;margin:0 auto}</style></head><body><main>${body}</main><script src="attention-playground.js"></script></body></html>`;
  const server = createServer(site, {});
  const blockedServer = createServer(site, { csp: "worker-src 'none'" });
  const url = await listen(server);
  const blockedUrl = await listen(blockedServer);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-training-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', headless: true, args: ARGS,
    viewport: { width: 1280, height: 900 } });
  let pages = 0;
  const opener = (base) => async (body) => {
    const name = `bench-${++pages}.html`;
    fs.writeFileSync(path.join(site, name), page(body));
    const p = await context.newPage();
    await p.goto(base + name);
    await p.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground'), (e) => e.ready)));
    return p;
  };
  try {
    await gateFigures({ smoke, goal, table, median, fixed, open: opener(url) });
    await latencyFigures({ smoke, quick, goal, table, fixed, open: opener(url), openBlocked: opener(blockedUrl) });
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => blockedServer.close(resolve));
    fs.rmSync(site, { recursive: true, force: true });
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

module.exports = { trainingFigures };
