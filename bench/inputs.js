// The benchmark inputs, shared by every implementation (bench/bench_native.cpp
// computes the very same numbers): for each head, queries, keys and values of
// n × d numbers, uniform in [-1, 1], from mulberry32 with seed 42, in that order.
'use strict';

function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// [{ queries, keys, values }] with each matrix one row-major Float64Array.
function makeHeads(n, d, headCount) {
  const next = mulberry32(42);
  const matrix = () => {
    const m = new Float64Array(n * d);
    for (let i = 0; i < m.length; i++) m[i] = next() * 2 - 1;
    return m;
  };
  return Array.from({ length: headCount }, () => {
    const queries = matrix();
    const keys = matrix();
    const values = matrix();
    return { queries, keys, values };
  });
}

// The rows of a row-major matrix as Float64Array views (no copy): the form the
// core's API takes without converting a number at a time.
function rowsOf(flat, n, d) {
  return Array.from({ length: n }, (_, i) => flat.subarray(i * d, (i + 1) * d));
}

module.exports = { mulberry32, makeHeads, rowsOf };
