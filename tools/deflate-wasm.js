// Compresses the wasm that a SINGLE_FILE Emscripten build inlines as base64:
// the data: URI keeps its form (the loader still sees a data: URI and decodes
// its base64), but the bytes become the wasm's zlib stream, which
// bindings/pre.js inflates before instantiating. A server's gzip then sends
// about what the compressed wasm weighs, where the base64 of the wasm itself
// gzipped to a third more (bench/RESULTS.md, "Issue 15, session 19"). The
// stream is zopfli's (Debian's zopfli, given by CMake): 6 % smaller than
// zlib's level 9, any inflater reads it.
//
// A weights file given (a trained model's module: CMakeLists.txt) goes into the
// wasm as a custom section, CARRIED_FILE_SECTION, which the engine skips and
// pre.js hands to the model's API (Module.modelFile): inside the zlib stream its
// header line is compressed by zopfli, and no second base64 string sits beside
// the wasm's. The data: URI then moves to the top of the loader, in a function the
// loader calls where the URI was: gzip codes a page's text and a run of base64
// apart better than the two mixed (bench/RESULTS.md, "session 5").
// Run by CMake on each linked module (-web.js, -node.js), once per link.
// Usage: node tools/deflate-wasm.js <linked .js> <zopfli program> [<weights file>]
'use strict';
const fs = require('fs');
const zlib = require('zlib');
const { INLINED_WASM, CARRIED_FILE_SECTION, customSection, zopfliDeflate } = require('./inlined-wasm.js');

const [file, zopfli, weights] = process.argv.slice(2);
if (!file || !zopfli) {
  console.error('usage: node tools/deflate-wasm.js <linked .js> <zopfli program> [<weights file>]');
  process.exit(1);
}
const source = fs.readFileSync(file, 'latin1');
// The loader also holds the bare prefix (its isDataURI test): the one with bytes.
const uris = [...source.matchAll(INLINED_WASM())];
const linked = uris.length === 1 && Buffer.from(uris[0][2], 'base64');
if (!linked || linked.readUInt32BE(0) !== 0x0061736d) {  // "\0asm"
  console.error(`deflate-wasm: ${file} does not hold exactly one inlined wasm (already compressed?)`);
  process.exit(1);
}
// Where the loader's code starts: the factory function of Emscripten's MODULARIZE wrapper,
// "function(<factory>) {". (Inside it, not before it: the training module's factory must stand
// alone, its text a Web Worker's code: tools/factory-alone.js.)
const opening = /\nfunction\([A-Za-z_$][\w$]*\) \{\n/.exec(source);
if (!opening || opening.index > uris[0].index) {
  console.error(`deflate-wasm: ${file} has no Emscripten factory "function(<factory>) {" before its inlined wasm`);
  process.exit(1);
}

const wasm = weights ? Buffer.concat([linked, customSection(CARRIED_FILE_SECTION, fs.readFileSync(weights))]) : linked;

// pre.js tells the two apart by the first byte: 0 for the wasm ("\0asm"),
// 0x78 for a zlib stream.
let deflated;
try {
  deflated = zopfliDeflate(wasm, zopfli);
} catch (error) {
  console.error(`deflate-wasm: ${error.message}`);
  process.exit(1);
}
if (!zlib.inflateSync(deflated).equals(wasm)) throw new Error('deflate-wasm: the stream does not inflate to the wasm');

// The URI in a function declared first in the factory (hoisted: the loader may call it anywhere below).
const uri = `function inlinedWasmUri() { return "${uris[0][1]}${deflated.toString('base64')}"; }\n`;
const at = uris[0].index;
const end = opening.index + opening[0].length;
fs.writeFileSync(file, source.slice(0, end) + uri + source.slice(end, at) + 'inlinedWasmUri()' +
  source.slice(at + uris[0][0].length), 'latin1');
