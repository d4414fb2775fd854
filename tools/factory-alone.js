// Makes a linked module's Emscripten factory stand alone: its function's text
// then runs anywhere by itself (bindings/training_api.mjs turns it into a Web
// Worker's code, Function.prototype.toString). Emscripten 3.1.6's MODULARIZE
// wrapper keeps one variable outside the factory, `_scriptDir` (the script's
// URL, read while the file first runs), and the factory reads it once, to find
// the folder of files it never fetches (the wasm is inlined, and pre.js
// instantiates it itself). A bundler that minifies the file again (the
// all-in-one file, a site's build) renames that variable, and a worker made from
// the factory's text alone would throw on it. So that one read goes: the
// factory then falls back to document.currentScript / self.location, as it does
// when the variable is empty.
// Run by CMake on the training module's linked browser file (-web.js).
// Usage: node tools/factory-alone.js <linked .js> <factory name>
'use strict';
const fs = require('fs');

const [file, factory] = process.argv.slice(2);
if (!file || !/^[A-Za-z_$][\w$]*$/.test(factory || '')) {
  console.error('usage: node tools/factory-alone.js <linked .js> <factory name>');
  process.exit(1);
}
const source = fs.readFileSync(file, 'latin1');
const start = source.indexOf(`function(${factory})`);
const end = source.indexOf(`return ${factory}.ready`, start);
if (start < 0 || end < 0) {
  console.error(`factory-alone: ${file} has no factory function(${factory}) { … return ${factory}.ready }`);
  process.exit(1);
}
const body = source.slice(start, end);
const reads = [...body.matchAll(/_scriptDir&&\((\w+)=_scriptDir\),/g)];
const alone = body.replace(/_scriptDir&&\((\w+)=_scriptDir\),/g, '');
if (reads.length !== 1 || /\b_scriptDir\b/.test(alone)) {
  console.error(`factory-alone: ${file}'s factory reads _scriptDir in a way this tool does not know (Emscripten changed?)`);
  process.exit(1);
}
fs.writeFileSync(file, source.slice(0, start) + alone + source.slice(end), 'latin1');
