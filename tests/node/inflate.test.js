// bindings/pre.js's inflateRaw(), the fallback that inflates the inlined wasm
// where a browser has no DecompressionStream (Firefox before 113, Safari
// before 16.4), against Node's zlib on every kind of DEFLATE block.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const zlib = require('node:zlib');

// pre.js as the loader runs it, with a hook already given (so it installs none).
const sandbox = { Module: { instantiateWasm: () => ({}) } };
vm.runInNewContext(fs.readFileSync(path.join(__dirname, '../../bindings/pre.js'), 'utf8'), sandbox);
const { inflateRaw } = sandbox;

const text = Buffer.from('the cat sat on the mat because it was warm; '.repeat(300));
const inputs = {
  empty: Buffer.alloc(0),
  'one byte': Buffer.from('a'),
  text,
  'random bytes (stored blocks)': crypto.randomBytes(100000),
  'random then text (a stored block, then Huffman ones)': Buffer.concat([crypto.randomBytes(70000), text]),
};
const settings = {
  'level 9': { level: 9 },
  'level 0 (stored)': { level: 0 },
  'level 1': { level: 1 },
  'fixed Huffman code': { strategy: zlib.constants.Z_FIXED },
  'Huffman only': { strategy: zlib.constants.Z_HUFFMAN_ONLY },
};

for (const [what, input] of Object.entries(inputs)) {
  test(`inflateRaw gives back ${what}, deflated at each setting`, () => {
    for (const [how, options] of Object.entries(settings)) {
      const out = inflateRaw(new Uint8Array(zlib.deflateRawSync(input, options)));
      assert.ok(Buffer.from(out).equals(input), how);
    }
  });
}
