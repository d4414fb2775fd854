// Takes the AMD branch out of the classic browser build of a wasm module
// (dist/attention-core.js, dist/attention-training.js). Emscripten 3.1.6's
// loader ends with `else if (typeof define === 'function' && define['amd'])
// define([], ...)`: an anonymous define that RequireJS pages (Jupyter) reject
// with "Mismatched anonymous define() module" when the file arrives by script
// tag. Wrapped in a function whose `define` is undefined, the loader takes its
// global branch: the factory is the page's one global of that name, as before.
// Usage: node tools/no-amd.js <classic .js> <factory name>
'use strict';
const fs = require('fs');

const [file, factory] = process.argv.slice(2);
if (!file || !/^[A-Za-z_$][\w$]*$/.test(factory || '')) {
  console.error('usage: node tools/no-amd.js <classic .js> <factory name>');
  process.exit(1);
}
const classic = fs.readFileSync(file, 'utf8');
fs.writeFileSync(file,
  `var ${factory} = (function (define) {\n${classic}\nreturn ${factory};\n})(undefined);\n`);
