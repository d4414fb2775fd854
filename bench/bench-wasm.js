// Times core.attendAll in Node on the same random inputs as bench_native.cpp
// (uniform in [-1, 1], scale 1/sqrt(d), causal). Prints one JSON line.
// Usage: node bench/bench-wasm.js [tokens=256] [dims=16] [heads=4] [repeats=20]
'use strict';
const path = require('path');
const createAttentionCore = require(path.join(__dirname, '..', 'dist', 'attention-core.js'));

function randomMatrix(rows, cols, next) {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => next() * 2 - 1));
}

// A small deterministic generator (mulberry32), so every run times the same inputs.
function seeded(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function main() {
  const [n = 256, d = 16, h = 4, repeats = 20] = process.argv.slice(2).map(Number);
  const core = await createAttentionCore();
  const next = seeded(42);
  const heads = Array.from({ length: h }, () => ({
    queries: randomMatrix(n, d, next), keys: randomMatrix(n, d, next), values: randomMatrix(n, d, next) }));
  const input = { heads, scale: 1 / Math.sqrt(d), causal: true };
  core.attendAll(input);  // warm-up: compiles the hot paths
  const times = [];
  for (let r = 0; r < repeats; r++) {
    const start = process.hrtime.bigint();
    core.attendAll(input);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ tokens: n, dims: d, heads: h, repeats,
    bestMs: +times[0].toFixed(4), medianMs: +times[Math.floor(times.length / 2)].toFixed(4) }));
}

main();
