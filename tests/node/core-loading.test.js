// The core is one self-contained file per form: dist/attention-core.cjs loads
// with require() and attention-core.node.mjs with import in Node;
// dist/attention-core.js, like a classic <script>, defines a global
// createAttentionCore, and attention-core.mjs is its ES module form.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const vm = require('node:vm');
const { corePath, browserCorePath } = require('./load-core');

test('the module file holds the wasm inline and references no other file', () => {
  for (const file of [corePath, browserCorePath]) {
    const source = fs.readFileSync(file, 'utf8');
    // The wasm as its zlib stream in base64 (tools/deflate-wasm.js; bindings/pre.js inflates it).
    const inline = /data:application\/octet-stream;base64,([A-Za-z0-9+/]+=*)/.exec(source);
    assert.ok(inline, 'a data: URI with bytes');
    const wasm = require('node:zlib').inflateSync(Buffer.from(inline[1], 'base64'));
    assert.equal(wasm.toString('latin1', 0, 4), '\0asm');
    assert.doesNotMatch(source, /\.wasm["']/);
  }
});

test('evaluated as a classic script it defines a global createAttentionCore that works', async () => {
  const source = fs.readFileSync(browserCorePath, 'utf8');
  // A browser's globals: the wasm is inflated by DecompressionStream (bindings/pre.js).
  const sandbox = { WebAssembly, atob, console, setTimeout, TextDecoder, Float64Array, DecompressionStream, Response, Blob };
  sandbox.globalThis = sandbox;
  vm.createContext(sandbox);
  vm.runInContext(source, sandbox, { filename: 'attention-core.js' });
  assert.equal(typeof sandbox.createAttentionCore, 'function');
  const core = await sandbox.createAttentionCore();
  assert.deepEqual(Array.from(core.tokenize('the sky')), ['the', 'sky']);
  assert.equal(core.score([1, 2], [3, 4]), 11);
});

test('a browser without DecompressionStream (Firefox 100 to 112) gets an error that says what it lacks', async () => {
  const source = fs.readFileSync(browserCorePath, 'utf8');
  const sandbox = { WebAssembly, atob, console, setTimeout, TextDecoder, Float64Array };
  sandbox.globalThis = sandbox;
  vm.createContext(sandbox);
  vm.runInContext(source, sandbox, { filename: 'attention-core.js' });
  await assert.rejects(sandbox.createAttentionCore(),
    { message: 'this browser has no DecompressionStream, which the widget needs to unpack its WebAssembly: ' +
      'use Chrome or Edge 95, Firefox 113, Safari 16.4 or later' });
});

test('require() returns the factory, and each call gives an independent core', async () => {
  const factory = require(corePath);
  const [a, b] = await Promise.all([factory(), factory()]);
  assert.notEqual(a, b);
  assert.equal(a.score([2], [3]), 6);
  assert.equal(b.score([2], [3]), 6);
});

test('the ES module build (attention-core.node.mjs) exports the same factory as its default', async () => {
  const { pathToFileURL } = require('node:url');
  const esmPath = corePath.replace(/\.cjs$/, '.node.mjs');
  const { default: factory } = await import(pathToFileURL(esmPath).href);
  const core = await factory();
  assert.deepEqual(core.tokenize("Mars's sky"), ["Mars's", 'sky']);
  assert.deepEqual(core.softmax([0, 0]).weights, [0.5, 0.5]);
});
