// What the build knows of a module's inlined wasm, in one place for the tools
// that write it (deflate-wasm.js, hoist-wasm.js) and the bench that reads it
// (bench/bench.js, bench/training.js):
// - INLINED_WASM: the string literal of its data: URI, the base64 after the prefix;
// - CARRIED_FILE_SECTION and customSection(): the wasm custom section a model's
//   module carries its weights file in (bindings/pre.js reads it by that name);
// - zopfliDeflate(): its bytes as the zlib stream the module inlines.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

// A fresh RegExp each call (it is global, so it keeps a position): match 1 is the prefix, 2 the base64.
const INLINED_WASM = () => /"(data:application\/octet-stream;base64,)([A-Za-z0-9+/]+=*)"/g;

const CARRIED_FILE_SECTION = 'attention-playground-model';

function unsignedLeb128(n) {
  const bytes = [];
  do {
    bytes.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n >>>= 7;
  } while (n);
  return Buffer.from(bytes);
}

// A wasm custom section: id 0, its length (unsigned LEB128), then its name (length-prefixed) and bytes.
function customSection(name, bytes) {
  const named = Buffer.concat([unsignedLeb128(Buffer.byteLength(name)), Buffer.from(name), bytes]);
  return Buffer.concat([Buffer.from([0]), unsignedLeb128(named.length), named]);
}

// The bytes as zopfli's zlib stream (6 % smaller than zlib's level 9; any inflater reads it).
function zopfliDeflate(bytes, zopfli = 'zopfli') {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'inlined-wasm-'));
  const input = path.join(scratch, 'module.wasm');
  fs.writeFileSync(input, bytes);
  const run = spawnSync(zopfli, ['--zlib', '-c', input], { maxBuffer: 1 << 30 });
  fs.rmSync(scratch, { recursive: true });
  if (run.status !== 0) throw new Error(`${zopfli} failed: ${run.error || run.stderr}`);
  return run.stdout;
}

module.exports = { INLINED_WASM, CARRIED_FILE_SECTION, customSection, zopfliDeflate };
