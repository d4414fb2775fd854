// The same attention in TensorFlow.js on its WebAssembly backend
// (@tensorflow/tfjs-backend-wasm, XNNPACK kernels, SIMD, one thread under Node):
// softmax(Q·Kᵀ·scale + mask)·V for every head at once ([heads, n, d] tensors).
// tfjs computes in float32 only, so it gets float32 copies of the inputs, made
// before timing. The .wasm files load from node_modules: no network.
'use strict';
const path = require('path');

async function createTfjsAttention() {
  const tf = require('@tensorflow/tfjs-core');
  const wasm = require('@tensorflow/tfjs-backend-wasm');
  const dist = path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');
  wasm.setWasmPaths(dist + path.sep);
  if (!(await tf.setBackend('wasm'))) throw new Error('tfjs could not start its wasm backend');
  await tf.ready();
  const simd = await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT');
  const threads = wasm.getThreadsCount();

  let mask = null;

  // heads as in bench/inputs.js. Returns run(): one timed computation, giving
  // Float32Arrays of the scores, weights and blended values of every head.
  function setup(heads, n, d, scale, causal) {
    if (mask) mask.dispose();
    const stacked = (field) => {
      const out = new Float32Array(heads.length * n * d);
      heads.forEach((head, h) => out.set(head[field], h * n * d));
      return out;
    };
    const q32 = stacked('queries');
    const k32 = stacked('keys');
    const v32 = stacked('values');
    const m = new Float32Array(n * n);
    if (causal) for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) m[i * n + j] = -Infinity;
    mask = tf.tensor2d(m, [n, n]);  // a constant of the model, made once
    const shape = [heads.length, n, d];
    return function run() {
      const outputs = tf.tidy(() => {
        const q = tf.tensor3d(q32, shape);
        const k = tf.tensor3d(k32, shape);
        const v = tf.tensor3d(v32, shape);
        const scores = tf.add(tf.mul(tf.matMul(q, k, false, true), scale), mask);
        const weights = tf.softmax(scores);
        return [scores, weights, tf.matMul(weights, v)];
      });
      const [scores, weights, blended] = outputs.map((t) => t.dataSync());
      outputs.forEach((t) => t.dispose());
      return { scores, weights, blended };
    };
  }

  return { setup, simd, threads, version: tf.version_core, numTensors: () => tf.memory().numTensors };
}

module.exports = { createTfjsAttention };
