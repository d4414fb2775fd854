// A second, independent reading of the weights file, written from its
// description in models/README.md alone (not from the C++): the header, the
// payload decoded (per matrix one half-float scale per row, then its numbers as
// two's-complement whole numbers of 5 bits (the embedding) or 6 bits (the
// others), packed lowest bit first, the matrix's last byte padded; a vector as
// half floats; little-endian; in the README's order), the FNV-1a
// checksum, and the model's forward pass in plain JavaScript (word embedding +
// position; per layer, per head: causal scores q·k / sqrt(head size), a softmax
// over the words so far and the head's sink score, the sink's weight last; the
// heads' blends through W_O added to the stream; then R and the embedding
// transposed, plus the output bias). tests/node/model*.test.js compare the wasm
// model's numbers with these.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const modelFile = path.join(root, 'models', 'storybook-en.apm');

function splitFile(bytes) {
  const first = bytes.indexOf(10);
  const second = bytes.indexOf(10, first + 1);
  return {
    magic: bytes.subarray(0, first).toString('latin1'),
    headerText: bytes.subarray(first + 1, second).toString('utf8'),
    header: JSON.parse(bytes.subarray(first + 1, second).toString('utf8')),
    payloadOffset: second + 1,
    payload: bytes.subarray(second + 1),
  };
}

// FNV-1a, 32 bits, as 8 hex digits.
function fnv1a(bytes) {
  let hash = 0x811c9dc5;
  for (const b of bytes) hash = Math.imul(hash ^ b, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

// An IEEE 754 half (binary16) from its 16 bits: sign, 5 exponent bits (bias 15), 10 fraction bits;
// exponent 0 is 0.fraction × 2^-14, 31 infinity or NaN.
function halfValue(bits) {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * (fraction / 1024) * 2 ** -14;
  if (exponent === 31) return fraction ? NaN : sign * Infinity;
  return sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
}

function decode(shape, payload) {
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  let at = 0;
  const half = () => { const x = halfValue(view.getUint16(at, true)); at += 2; return x; };
  // Bit k of the matrix's numbers is bit (k mod 8) of its byte floor(k / 8), read one bit at a time.
  const matrix = (rows, cols, bits) => {
    const scales = [];
    for (let r = 0; r < rows; r++) scales.push(half());
    const bitAt = (k) => (view.getUint8(at + Math.floor(k / 8)) >> (k % 8)) & 1;
    const m = [];
    let k = 0;
    for (let r = 0; r < rows; r++) {
      const row = new Float64Array(cols);
      for (let c = 0; c < cols; c++) {
        let whole = 0;
        for (let b = 0; b < bits; b++, k++) whole += bitAt(k) * 2 ** b;
        if (whole >= 2 ** (bits - 1)) whole -= 2 ** bits; // two's complement
        row[c] = scales[r] * whole;
      }
      m.push(row);
    }
    at += Math.ceil(k / 8);
    return m;
  };
  const vector = (n) => {
    const v = new Float64Array(n);
    for (let i = 0; i < n; i++) v[i] = half();
    return v;
  };
  const { vocabulary: V, width: d, context, layers: L, heads, mlp } = shape;
  const w = { embed: matrix(V, d, 5), position: matrix(context, d, 6), layers: [] };
  for (let l = 0; l < L; l++) {
    const layer = { query: matrix(d, d, 6), key: matrix(d, d, 6), value: matrix(d, d, 6), out: matrix(d, d, 6), sink: vector(heads) };
    if (mlp > 0) Object.assign(layer, { mlpIn: matrix(d, mlp, 6), mlpInBias: vector(mlp), mlpOut: matrix(mlp, d, 6), mlpOutBias: vector(d) });
    w.layers.push(layer);
  }
  w.readout = matrix(d, d, 6);
  w.outBias = vector(V);
  if (at !== payload.length) throw new Error(`decoded ${at} bytes of ${payload.length}`);
  return w;
}

// x (n × a) times m (a × b)
function times(x, m) {
  const b = m[0].length;
  return x.map((row) => {
    const out = new Float64Array(b);
    row.forEach((xi, i) => { const mi = m[i]; for (let c = 0; c < b; c++) out[c] += xi * mi[c]; });
    return out;
  });
}

// attention[k][i]: n + 1 numbers (layer-major heads), probabilities: after the last word.
function forward(shape, w, ids) {
  const { width: d, heads } = shape;
  const hs = d / heads;
  const n = ids.length;
  let x = ids.map((id, i) => w.embed[id].map((e, c) => e + w.position[i][c]));
  const attention = [];
  for (const layer of w.layers) {
    const q = times(x, layer.query), k = times(x, layer.key), v = times(x, layer.value);
    const mixed = x.map(() => new Float64Array(d));
    for (let h = 0; h < heads; h++) {
      const rows = [];
      for (let i = 0; i < n; i++) {
        const scores = [];
        for (let j = 0; j <= i; j++) {
          let s = 0;
          for (let c = h * hs; c < (h + 1) * hs; c++) s += q[i][c] * k[j][c];
          scores.push(s / Math.sqrt(hs));
        }
        const top = Math.max(layer.sink[h], ...scores);
        const e = scores.map((s) => Math.exp(s - top));
        const sink = Math.exp(layer.sink[h] - top);
        const total = e.reduce((a, b) => a + b, sink);
        const row = new Array(n + 1).fill(0);
        e.forEach((ej, j) => { row[j] = ej / total; });
        row[n] = sink / total;
        rows.push(row);
        for (let j = 0; j <= i; j++) for (let c = h * hs; c < (h + 1) * hs; c++) mixed[i][c] += row[j] * v[j][c];
      }
      attention.push(rows);
    }
    const added = times(mixed, layer.out);
    x = x.map((row, i) => row.map((value, c) => value + added[i][c]));
    if (layer.mlpIn) {
      const hidden = times(x, layer.mlpIn).map((row) => row.map((value, c) => Math.max(0, value + layer.mlpInBias[c])));
      const back = times(hidden, layer.mlpOut);
      x = x.map((row, i) => row.map((value, c) => value + back[i][c] + layer.mlpOutBias[c]));
    }
  }
  const read = times([x[n - 1]], w.readout)[0];
  const logits = w.embed.map((e, id) => e.reduce((s, ec, c) => s + ec * read[c], w.outBias[id]));
  const top = Math.max(...logits);
  const p = logits.map((z) => Math.exp(z - top));
  const total = p.reduce((a, b) => a + b, 0);
  return { attention, probabilities: p.map((pi) => pi / total) };
}

// Every committed model, one per language: models/storybook-<language>.apm.
const modelFiles = fs.readdirSync(path.join(root, 'models')).filter((f) => /^storybook-[a-z]+\.apm$/.test(f))
  .map((f) => path.join(root, 'models', f));

function loadReference(path = modelFile) {
  const bytes = fs.readFileSync(path);
  const file = splitFile(bytes);
  return Object.assign(file, { bytes, weights: decode(file.header.shape, file.payload) });
}

module.exports = { modelFile, modelFiles, splitFile, fnv1a, halfValue, decode, forward, loadReference };
