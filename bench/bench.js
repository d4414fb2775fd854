// Prints the benchmark figures of bench/README.md. Run by bench/run.sh (which
// builds the native benchmark and sets the environment); by hand:
//   node --expose-gc bench/bench.js [--quick | --smoke] [--only=1,2,3,4,5,6,7,8]
// These are measurements, not tests: nothing here fails on a slow machine.
// --smoke runs every section once through with one round of everything (its
// figures mean nothing): tests/browser/bench-smoke.test.js holds that the
// bench runs end to end on a fresh clone.
'use strict';
const path = require('path');
const fs = require('fs');
const zlib = require('zlib');
const { spawn } = require('child_process');
const readline = require('readline');

const { makeHeads, rowsOf } = require('./inputs');
const { modelLanguages } = require('../tools/model-languages.js');
const { attendAllPlain, attendPlain } = require('./plain-attention');
const { modelFileParts } = require('../tools/web-loaders.js');
const { INLINED_WASM, CARRIED_FILE_SECTION, customSection, zopfliDeflate } = require('../tools/inlined-wasm.js');

const root = path.join(__dirname, '..');
const dist = path.join(root, 'dist');
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const quick = smoke || args.includes('--quick');
const onlyArg = args.find((a) => a.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice(7).split(',').map(Number)) : new Set([1, 2, 3, 4, 5, 6, 7, 8]);
const collectGarbage = typeof global.gc === 'function' ? global.gc : () => {};

// ---------------------------------------------------------------- helpers

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function fixed(x, digits) {
  if (!Number.isFinite(x)) return String(x);
  return x.toFixed(digits);
}

function ms(x) {
  return x >= 100 ? fixed(x, 0) : x >= 10 ? fixed(x, 1) : x >= 1 ? fixed(x, 2) : fixed(x, 3);
}

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((r) => console.log(line(r)));
}

function sumOf(arrays) {
  let s = 0;
  for (const a of arrays) for (let i = 0; i < a.length; i++) s += a[i];
  return s;
}

function goal(met, text) {
  console.log(`  ${met ? 'MET    ' : 'NOT MET'}  ${text}`);
}

async function loadCore() {
  // ATTENTION_CORE=<file> times another build of the core (to compare flags).
  const createAttentionCore = require(process.env.ATTENTION_CORE || path.join(dist, 'attention-core.cjs'));
  return createAttentionCore();
}

// ------------------------------------------------- native benchmark process

function startNative() {
  const exe = process.env.BENCH_NATIVE || path.join(root, 'build', 'bench', 'bench_native');
  if (!fs.existsSync(exe)) throw new Error(`${exe} is missing: run bash bench/run.sh (it builds it)`);
  const child = spawn(exe, ['--serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout });
  const waiting = [];
  lines.on('line', (line) => waiting.shift()(line));
  const ask = (command) => new Promise((resolve) => { waiting.push(resolve); child.stdin.write(command + '\n'); });
  return {
    async setup(n, d, heads) {
      const answer = await ask(`setup ${n} ${d} ${heads}`);
      if (answer !== 'ok') throw new Error(`bench_native: ${answer}`);
    },
    async run() {
      const [time, checksum] = (await ask('run')).split(' ').map(Number);
      return { ms: time, checksum };
    },
    ask,
    stop() { child.stdin.end('quit\n'); },
  };
}

// ------------------------------------------- 1. attendAll against its peers

async function attendAllFigures(core) {
  console.log('\n== 1. attendAll, d = 64, 4 heads, causal, scale 1/8, no sink: milliseconds per call');
  const { createTfjsAttention } = require('./tfjs-attention');
  const tfjs = await createTfjsAttention();
  const native = startNative();
  const d = 64;
  const headCount = 4;
  const scale = 1 / Math.sqrt(d);
  const summary = {};
  const rows = [];
  try {
    for (const n of smoke ? [64] : [64, 256, 1024]) {
      const heads = makeHeads(n, d, headCount);
      const asRows = heads.map((h) => ({
        queries: rowsOf(h.queries, n, d), keys: rowsOf(h.keys, n, d), values: rowsOf(h.values, n, d) }));
      await native.setup(n, d, headCount);
      const tfRun = tfjs.setup(heads, n, d, scale, true);
      const timed = (f, blended) => async () => {
        const start = process.hrtime.bigint();
        const out = f();
        const time = Number(process.hrtime.bigint() - start) / 1e6;
        return { ms: time, checksum: sumOf(blended(out)) };
      };
      const impls = [
        ['native C++ (g++ -O3, SSE2)', () => native.run()],
        ['wasm, flat: true', timed(() => core.attendAll({ heads: asRows, scale, causal: true, flat: true }),
          (r) => r.heads.map((h) => h.blended))],
        ['wasm, nested arrays (default)', timed(() => core.attendAll({ heads: asRows, scale, causal: true }),
          (r) => r.heads.flatMap((h) => h.blended))],
        ['plain JS (Float64Array loops)', timed(() => attendAllPlain(heads, n, d, scale, true),
          (r) => r.map((h) => h.blended))],
        [`tfjs-wasm ${tfjs.version} (float32)`, timed(tfRun, (r) => [r.blended])],
      ];
      // Warm-up: lets V8 tier up the JavaScript and the wasm (Liftoff -> TurboFan).
      for (let w = 0; w < (smoke ? 0 : n >= 1024 ? 3 : 10); w++) for (const [, run] of impls) await run();
      const rounds = smoke ? 1 : quick ? 3 : n >= 1024 ? 11 : n >= 256 ? 21 : 51;
      const times = impls.map(() => []);
      const checksums = impls.map(() => 0);
      // Round robin: every implementation once per round, so the machine's
      // moods (other jobs, CPU frequency) fall on all of them alike.
      for (let r = 0; r < rounds; r++) {
        for (let i = 0; i < impls.length; i++) {
          collectGarbage();  // nobody pays for the previous one's garbage
          const { ms: t, checksum } = await impls[i][1]();
          times[i].push(t);
          checksums[i] = checksum;
        }
      }
      const medians = times.map(median);
      const wasmFlat = medians[1];
      impls.forEach(([name], i) => {
        const difference = Math.abs(checksums[i] - checksums[0]) / Math.abs(checksums[0]);
        rows.push([`N=${n}`, name, ms(medians[i]), ms(Math.min(...times[i])), fixed(medians[i] / wasmFlat, 2),
          difference === 0 ? '0' : difference.toExponential(1)]);
      });
      rows.push(['', '', '', '', '', '']);
      summary[n] = { native: medians[0], wasm: wasmFlat, nested: medians[2], js: medians[3], tfjs: medians[4] };
    }
  } finally {
    native.stop();
  }
  rows.pop();
  table(['size', 'implementation', 'median', 'best', '× wasm flat', 'Σblended rel. Δ vs native'], rows);
  console.log(`  (${smoke ? '1 round at N = 64 only (--smoke)' : quick ? 3 : '51 / 21 / 11'} rounds; tfjs: SIMD ${tfjs.simd ? 'on' : 'off'}, ${tfjs.threads} thread(s);` +
    ' inputs already in memory: Float64Array rows for wasm, flat Float64Arrays for plain JS,' +
    ' float32 copies for tfjs; every implementation returns scores, weights and blended values to JavaScript)');
  const largest = Math.max(...Object.keys(summary).map(Number));
  const s = summary[largest];
  console.log(`  goals at N = ${largest.toLocaleString('en')}:`);
  goal(s.wasm <= 1.5 * s.native, `wasm (flat) ≤ 1.5 × native: ${fixed(s.wasm / s.native, 2)} ×` +
    ` (nested arrays: ${fixed(s.nested / s.native, 2)} ×)`);
  goal(s.wasm < s.tfjs, `wasm (flat) faster than tfjs-wasm: tfjs takes ${fixed(s.tfjs / s.wasm, 2)} × as long`);
  goal(s.js >= 2 * s.wasm, `wasm (flat) ≥ 2 × faster than plain JS: plain JS takes ${fixed(s.js / s.wasm, 2)} × as long` +
    ` (vs nested: ${fixed(s.js / s.nested, 2)} ×)`);
}

// --------------------------------------- 2. one small attend: binding cost

async function attendFigures(core) {
  console.log('\n== 2. one attend call, 10 tokens × 2 features (the "it" scenario\'s size): nanoseconds per call');
  const { mulberry32 } = require('./inputs');
  const next = mulberry32(7);
  const vector = () => [next() * 2 - 1, next() * 2 - 1];
  const input = { query: vector(), keys: Array.from({ length: 10 }, vector),
    values: Array.from({ length: 10 }, vector), scale: 9, sink: null };
  const impls = [
    ['wasm core.attend', () => core.attend(input)],
    ['plain JS, same maths', () => attendPlain(input.query, input.keys, input.values, input.scale)],
  ];
  const a = impls[0][1]().blended;
  const b = impls[1][1]().blended;
  const difference = Math.max(...a.map((x, i) => Math.abs(x - b[i])));
  const iterations = smoke ? 200 : quick ? 20000 : 200000;
  const batches = smoke ? 1 : quick ? 3 : 9;
  const perCall = impls.map(() => []);
  for (let w = 0; w < 2; w++) for (const [, f] of impls) for (let i = 0; i < iterations; i++) f();
  for (let batch = 0; batch < batches; batch++) {
    impls.forEach(([, f], k) => {
      collectGarbage();
      let keep = 0;
      const start = process.hrtime.bigint();
      for (let i = 0; i < iterations; i++) keep += f().weights[0];
      perCall[k].push(Number(process.hrtime.bigint() - start) / iterations);
      if (keep === 42) console.log('');
    });
  }
  const [wasmNs, jsNs] = perCall.map(median);
  table(['implementation', 'median ns', 'best ns', '× plain JS'],
    impls.map(([name], k) => [name, fixed(median(perCall[k]), 0), fixed(Math.min(...perCall[k]), 0),
      fixed(median(perCall[k]) / jsNs, 2)]));
  console.log(`  (${batches} batches of ${iterations} calls, alternating; the same blended values within ${difference.toExponential(1)};` +
    ` binding overhead ≈ ${fixed(wasmNs - jsNs, 0)} ns per call: argument checks, copies into and out of wasm memory, two calls across the boundary)`);
  goal(wasmNs <= 1.5 * jsNs, `attend at 10 tokens ≤ 1.5 × plain JavaScript: ${fixed(wasmNs / jsNs, 2)} ×`);
}

// ------------------------------------------- 7. the trained tiny language model

// Asks bench_native (--serve) to load the model and read `text`; then each
// read(count) is `count` native readings, timed there.
async function nativeModel(native, file, text) {
  const answer = await native.ask(`model ${file} ${text}`);
  if (!answer.startsWith('ok ')) throw new Error(`bench_native: ${answer}`);
  return async (count) => {
    const [msEach, guess] = (await native.ask(`read ${count}`)).split(' ').map(Number);
    return { ms: msEach, guess };
  };
}

// A model part (dist/attention-model-<language>.js) as it would be without the weights file its wasm carries:
// the part's text with the file left out of its wasm.
function withoutCarriedFile(part, apm, name) {
  const [uri] = [...part.matchAll(INLINED_WASM())];
  if (!uri) throw new Error(`dist/${name} holds no inlined wasm`);
  const wasm = zlib.inflateSync(Buffer.from(uri[2], 'base64'));
  // The section the build appends last (tools/deflate-wasm.js).
  const section = customSection(CARRIED_FILE_SECTION, apm);
  if (!wasm.subarray(wasm.length - section.length).equals(section)) throw new Error(`dist/${name} does not carry its weights file in its wasm`);
  return part.replace(uri[2], zopfliDeflate(wasm.subarray(0, wasm.length - section.length)).toString('base64'));
}

async function modelFigures() {
  console.log('\n== 7. the trained tiny language model (dist/attention-model-<language>.js, as the classic widget loads it: ' +
    'its wasm and that language\'s weights inside)');
  const gzip = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;
  const rows = [];
  const goals = [];
  const headers = {};
  let shape = '';
  for (const language of modelLanguages()) {
    const name = `attention-model-${language}.js`;
    const apm = fs.readFileSync(path.join(root, 'models', `storybook-${language}.apm`));
    const part = fs.readFileSync(path.join(dist, name), 'latin1');
    // The file rides in the part's wasm, a custom section (tools/deflate-wasm.js). The part's code is the same
    // part with its wasm deflated again (zopfli, as the build does) without that section.
    const codePart = withoutCarriedFile(part, apm, name);
    const { lines, numbers } = modelFileParts(apm);
    const whole = gzip(Buffer.from(part, 'latin1'));
    const code = gzip(Buffer.from(codePart, 'latin1'));
    const header = JSON.parse(lines.subarray(lines.indexOf(10) + 1).toString('utf8'));
    headers[language] = header;
    rows.push([`dist/${name}: the whole part`, part.length, whole],
      ['  its code (wasm inlined, loader, API)', codePart.length, code],
      ['  its weights (in the wasm\'s zlib stream, as base64; the rest of the gzip)', part.length - codePart.length, whole - code],
      [`  models/storybook-${language}.apm: its header line (vocabulary, figures)`, lines.length, gzip(lines)],
      ['    its numbers (5 and 6 bits each, a half-float scale per row)', numbers.length, gzip(numbers)],
    );
    shape += `  (${language}: shape ${JSON.stringify(header.shape)}, ${header.training.parameters} parameters)\n`;
    goals.push([whole <= 60 * 1024, `the ${language} model part ≤ 60 KB gzip: ${fixed(whole / 1024, 1)} KB (code ${fixed(code / 1024, 1)} KB, ` +
      `weights ${fixed((whole - code) / 1024, 1)} KB)`]);
  }
  table(['the model part of each language', 'raw bytes', 'gzip -9 bytes'], rows);
  process.stdout.write(shape);
  // The npm package's module (require, import, a bundler) holds the English weights and every language's word rules.
  const npm = fs.readFileSync(path.join(dist, 'attention-model.js'));
  console.log(`  dist/attention-model.js (the npm package's, English inside, Arabic's word rules too): ${npm.length} B, ${gzip(npm)} B gzip`);
  for (const [met, text] of goals) goal(met, text);

  // A 32-word sentence of the storybook's kind (every word known): as long as the model reads (its context),
  // the length issue 37's budget names.
  const text = 'the old man sat on the mat . the girl saw the big dog near the river . she smiled and the dog barked . ' +
    'later the girl was happy because it';
  const model = (await require(path.join(dist, 'attention-model.cjs'))()).loadModel();
  const words = model.tokenize(text).length;
  if (words !== 32 || model.attention(text).unknown.length) throw new Error('the benchmark\'s sentence must be 32 known words');
  // What a view calls for one sentence: every layer's every head, then the 3 likeliest next words.
  // A fresh text each call (a space added), so the API's one-reading memory never answers.
  const variants = [text, text + ' ', ' ' + text];
  let v = 0;
  const readWasm = () => { const t = variants[v++ % 3]; const r = model.attention(t); return model.nextWords(t, 3)[0].probability + r.layers.length; };
  const native = startNative();
  const readNative = await nativeModel(native, path.join(root, 'models', 'storybook-en.apm'), text);
  const count = smoke ? 10 : quick ? 200 : 1000;
  const rounds = smoke ? 1 : quick ? 5 : 15;
  for (let i = 0; i < count; i++) readWasm();
  await readNative(count);
  const wasmMs = [], nativeMs = [];
  for (let round = 0; round < rounds; round++) {
    collectGarbage();
    const start = process.hrtime.bigint();
    let keep = 0;
    for (let i = 0; i < count; i++) keep += readWasm();
    wasmMs.push(Number(process.hrtime.bigint() - start) / 1e6 / count);
    if (keep === 42) console.log('');
    nativeMs.push((await readNative(count)).ms);
  }
  native.stop();
  const w = median(wasmMs), n = median(nativeMs);
  table(['reading of a ' + words + '-word sentence', 'median ms', 'best ms', '× native'], [
    ['native C++ (read_text, g++ -O3)', fixed(n, 4), fixed(Math.min(...nativeMs), 4), '1.00'],
    ['wasm: attention(text) + nextWords(text, 3)', fixed(w, 4), fixed(Math.min(...wasmMs), 4), fixed(w / n, 2)],
  ]);
  console.log(`  (${rounds} rounds of ${count} readings each, alternating; the wasm figure includes the API's JavaScript: ` +
    'checks, the weights copied out as nested arrays, the guesses\' words)');
  goal(w <= 1, `a ${words}-word sentence read in wasm ≤ 1 ms: ${fixed(w, 3)} ms`);
  goal(w <= 1.5 * n, `wasm ≤ 1.5 × native: ${fixed(w / n, 2)} ×`);
  for (const [language, { training: t }] of Object.entries(headers)) {
    console.log(`  ${language} training, as the committed file's header records it (training.seconds, training.wordsPerSecond; ` +
      `not timed here): ${fixed(t.seconds, 1)} s for ${t.steps} steps, ${t.wordsRead} words read, ${t.wordsPerSecond} words/s`);
    goal(t.seconds <= 20 * 60, `./build.sh model ${language} ≤ 20 min on 2 cores: ${fixed(t.seconds / 60, 1)} min (the header's training.seconds)`);
  }
}

// ------------------------------------------------------------- 3. payload
// bench/payload.js: measured in Chromium, per page.

// ------------------------------------------------------------------ main

async function main() {
  const core = only.has(1) || only.has(2) ? await loadCore() : null;
  if (only.has(1)) await attendAllFigures(core);
  if (only.has(2)) await attendFigures(core);
  if (only.has(3)) await require('./payload').payloadFigures({ smoke, goal, table, fixed });
  if (only.has(4) || only.has(5)) {
    const { browserFigures } = require('./browser');
    await browserFigures({ quick, smoke, first: only.has(4), update: only.has(5), goal, table, median, ms, fixed });
  }
  if (only.has(6)) await require('./lighthouse').lighthouseFigures({ quick, smoke, goal, table, median, fixed });
  if (only.has(7)) await modelFigures();
  if (only.has(8)) await require('./training').trainingFigures({ quick, smoke, goal, table, median, fixed });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
