// Builds one wasm module's JavaScript API (bindings/core_api.mjs or
// training_api.mjs, with the helpers they import) into the one
// --extern-post-js file Emscripten pastes after its generated loader.
// esbuild wraps the bundle in a function, so the shared helpers never become
// globals of a page that loads the module (nor clash between the two
// modules); the one name it touches is the factory's own variable, which the
// loader declared. The footer hands the wrapped factory to Node's require()
// (the loader's own module.exports gave the raw one).
// Usage: node tools/build-api.js <api .mjs> <output .js> <factory name>
'use strict';
const fs = require('fs');
const esbuild = require('esbuild');
const { minify } = require('terser');

const [entry, output, factory] = process.argv.slice(2);
if (!entry || !output || !/^[A-Za-z_$][\w$]*$/.test(factory || '')) {
  console.error('usage: node tools/build-api.js <api .mjs> <output .js> <factory name>');
  process.exit(1);
}
(async () => {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
    legalComments: 'none',
    // No keepNames: it wraps every closure the API makes in an Object.defineProperty
    // call, which cost two thirds of a 10-token attend (bench/RESULTS.md); the
    // factories set their own names.
    footer: { js: `if (typeof module === 'object' && module.exports) module.exports = ${factory};` },
  });
  if (result.warnings.length) throw new Error(`esbuild warned about ${entry}`);
  // Minified by terser (Closure minifies the loader around it, not this part):
  // function and class names stay, as in tools/build-web.js (the factory's
  // name, stack traces), and property names are never touched.
  // ASCII only: the module is also a classic script, read in whatever encoding its page declares.
  const minified = await minify(result.outputFiles[0].text, { compress: true, mangle: true, keep_fnames: true,
    keep_classnames: true, format: { ascii_only: true } });
  fs.writeFileSync(output, minified.code + '\n');
})().catch((error) => {
  console.error(`build-api: ${entry}: ${error.message}`);
  process.exit(1);
});
