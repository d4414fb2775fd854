// Compresses the wasm that a SINGLE_FILE Emscripten build inlines as base64:
// the data: URI keeps its form (the loader still sees a data: URI and decodes
// its base64), but the bytes become the wasm's zlib stream, which
// bindings/pre.js inflates before instantiating. A server's gzip then sends
// about what the compressed wasm weighs, where the base64 of the wasm itself
// gzipped to a third more (bench/RESULTS.md, "Issue 15, session 19"). The
// stream is zopfli's (Debian's zopfli, given by CMake): 6 % smaller than
// zlib's level 9, any inflater reads it.
// Run by CMake on each linked module (-web.js, -node.js), once per link.
// Usage: node tools/deflate-wasm.js <linked .js> <zopfli program>
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const zlib = require('zlib');

const [file, zopfli] = process.argv.slice(2);
if (!file || !zopfli) {
  console.error('usage: node tools/deflate-wasm.js <linked .js> <zopfli program>');
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
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'deflate-wasm-'));
const input = path.join(scratch, 'module.wasm');
fs.writeFileSync(input, wasm);
const run = spawnSync(zopfli, ['--zlib', '-c', input], { maxBuffer: 1 << 30 });
fs.rmSync(scratch, { recursive: true });
if (run.status !== 0) {
  console.error(`deflate-wasm: ${zopfli} failed: ${run.error || run.stderr}`);
  process.exit(1);
}
const deflated = run.stdout;
if (!zlib.inflateSync(deflated).equals(wasm)) throw new Error('deflate-wasm: the stream does not inflate to the wasm');
const at = uris[0].index + uris[0][0].length - uris[0][1].length;
fs.writeFileSync(file, source.slice(0, at) + deflated.toString('base64') +
  source.slice(at + uris[0][1].length), 'latin1');
