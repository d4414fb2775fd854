// Compresses the wasm that a SINGLE_FILE Emscripten build inlines as base64:
// the data: URI keeps its form (the loader still sees a data: URI and decodes
// its base64), but the bytes become the wasm's zlib stream (level 9), which
// bindings/pre.js inflates before instantiating. A server's gzip
// then sends about what the compressed wasm weighs, where the base64 of the
// wasm itself gzipped to a third more (bench/RESULTS.md, "Issue 15, session 19").
// Run by CMake on each linked module (-web.js, -node.js), once per link.
// Usage: node tools/deflate-wasm.js <linked .js>
'use strict';
const fs = require('fs');
const zlib = require('zlib');

const file = process.argv[2];
if (!file) {
  console.error('usage: node tools/deflate-wasm.js <linked .js>');
  process.exit(1);
}
const source = fs.readFileSync(file, 'latin1');
// The loader also holds the bare prefix (its isDataURI test): the one with bytes.
const uris = [...source.matchAll(/data:application\/octet-stream;base64,([A-Za-z0-9+/]+=*)/g)];
const wasm = uris.length === 1 && Buffer.from(uris[0][1], 'base64');
if (!wasm || wasm.readUInt32BE(0) !== 0x0061736d) {  // "\0asm"
  console.error(`deflate-wasm: ${file} does not hold exactly one inlined wasm (already compressed?)`);
  process.exit(1);
}
// pre.js tells the two apart by the first byte: 0 for the wasm ("\0asm"),
// 0x78 for a zlib stream.
const deflated = zlib.deflateSync(wasm, { level: 9 });
const at = uris[0].index + uris[0][0].length - uris[0][1].length;
fs.writeFileSync(file, source.slice(0, at) + deflated.toString('base64') +
  source.slice(at + uris[0][1].length), 'latin1');
