// Attention written the obvious way in plain JavaScript, as a learner would
// write it from the formulas: for every query token, a dot product with every
// key, softmax (largest score subtracted first), then the weighted sum of the
// values. No tricks: this is the baseline the wasm core is compared with.
'use strict';

// heads: [{ queries, keys, values }], each a row-major Float64Array of n × d.
// Returns, per head, Float64Arrays like the core's { flat: true } output.
function attendAllPlain(heads, n, d, scale, causal) {
  return heads.map(({ queries, keys, values }) => {
    const scores = new Float64Array(n * n);
    const weights = new Float64Array(n * n);
    const sinkWeights = new Float64Array(n);  // no sink in the benchmark: all 0
    const blended = new Float64Array(n * d);
    for (let i = 0; i < n; i++) {
      const visible = causal ? i + 1 : n;
      let top = -Infinity;
      for (let j = 0; j < n; j++) {
        if (j >= visible) { scores[i * n + j] = -Infinity; continue; }
        let dot = 0;
        for (let k = 0; k < d; k++) dot += queries[i * d + k] * keys[j * d + k];
        scores[i * n + j] = scale * dot;
        if (scores[i * n + j] > top) top = scores[i * n + j];
      }
      let total = 0;
      for (let j = 0; j < visible; j++) {
        weights[i * n + j] = Math.exp(scores[i * n + j] - top);
        total += weights[i * n + j];
      }
      for (let j = 0; j < visible; j++) weights[i * n + j] /= total;
      for (let j = 0; j < visible; j++) {
        for (let c = 0; c < d; c++) blended[i * d + c] += weights[i * n + j] * values[j * d + c];
      }
    }
    return { scores, weights, sinkWeights, blended };
  });
}

// One query over a few tokens, with plain arrays in and out: the same maths
// and the same result shape as core.attend (no sink).
function attendPlain(query, keys, values, scale) {
  const scores = keys.map((key) => {
    let dot = 0;
    for (let k = 0; k < query.length; k++) dot += query[k] * key[k];
    return scale * dot;
  });
  const top = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - top));
  const total = exps.reduce((a, b) => a + b, 0);
  const weights = exps.map((e) => e / total);
  const blended = new Array(values[0].length).fill(0);
  for (let j = 0; j < values.length; j++) {
    for (let c = 0; c < blended.length; c++) blended[c] += weights[j] * values[j][c];
  }
  return { scores, weights, sinkWeight: 0, blended };
}

module.exports = { attendAllPlain, attendPlain };
