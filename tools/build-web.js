// Builds the widget from its ES module sources with esbuild (npm, pinned), then
// minifies each output with terser (about 7 KB gzip smaller than esbuild's own
// minifier on this code; bench/RESULTS.md), keeping a source map for each:
//
//   dist/attention-playground.js          the classic file: one <script>, works
//                                         from file:// and under a strict CSP;
//                                         entry web/js/classic.js
//   dist/attention-playground.mjs         the ES module: defines the element;
//                                         entry web/js/define.js
//   dist/attention-playground-element.mjs the ES module of the class alone (no
//                                         side effects); entry web/js/attention-playground.js
//   dist/attention-playground-*.mjs       code the two ES modules share (esbuild's chunks)
//   *.map                                 their source maps (not in the npm package)
//   dist/attention-playground-reserve.css for the page's <head>: the room each step
//                                         takes, held before the script runs
//                                         (web/js/reserved-heights.js)
//
// The stylesheet (web/playground.css) is imported as text, scenarios and the
// lexicon as JSON. The wasm core comes from dist/attention-core.mjs (the
// browser-only Emscripten build, wrapped by tools/make-esm.js); the
// training module is not bundled: the classic file loads attention-training.js
// with a <script>, the ES module build with import('./attention-training.mjs'),
// both from the bundle's own folder ('#training-loader' in web/package.json).
// Usage: node tools/build-web.js <dist folder>
'use strict';
const fs = require('fs');
const path = require('path');
const esbuild = require('esbuild');
const { minify } = require('terser');

const root = path.resolve(__dirname, '..');
const dist = path.resolve(process.argv[2] || 'dist');
const coreModule = path.join(dist, 'attention-core.mjs');

const shared = {
  absWorkingDir: root,
  bundle: true,
  platform: 'browser',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  loader: { '.css': 'text', '.json': 'json' },
  alias: { 'attention-core-wasm': coreModule },
  legalComments: 'none',
  sourcemap: 'external',
  sourcesContent: true,
  write: false,
  logLevel: 'warning',
  charset: 'utf8',
};

const BANNER = '// Attention Playground: the <attention-playground> element and its WebAssembly core.\n' +
  '// Built by tools/build-web.js from web/js (esbuild, terser): do not edit.';

// Writes one esbuild output file, minified, with its composed source map.
async function writeMinified(file, map, isModule) {
  const name = path.basename(file.path);
  const result = await minify({ [name]: file.text }, {
    module: isModule,
    compress: true,
    mangle: true,
    // Function and class names stay (a few KB) so stack traces and messages stay legible.
    keep_classnames: true,
    keep_fnames: true,
    sourceMap: { content: map ? map.text : undefined, url: name + '.map', includeSources: true },
    format: { preamble: BANNER },
  });
  fs.mkdirSync(path.dirname(file.path), { recursive: true });
  fs.writeFileSync(file.path, result.code + '\n');
  fs.writeFileSync(file.path + '.map', result.map);
  return { name, raw: file.text.length, minified: result.code.length };
}

async function build(options, isModule) {
  const result = await esbuild.build(Object.assign({}, shared, options));
  // A warning here is a mistake in the sources (an import that is always undefined, say): stop.
  if (result.warnings.length) throw new Error(`esbuild warned ${result.warnings.length} time(s): fix the sources`);
  const files = result.outputFiles.filter((f) => !f.path.endsWith('.map'));
  const maps = new Map(result.outputFiles.filter((f) => f.path.endsWith('.map')).map((f) => [f.path.slice(0, -4), f]));
  const written = [];
  for (const file of files) written.push(await writeMinified(file, maps.get(file.path), isModule));
  return written;
}

// The page's side of reserved-heights.js: an element not yet defined is
// already a block of its step's height, so nothing below it moves when it appears.
async function writeReserveCss() {
  const { reservedCss } = await import(path.join(root, 'web', 'js', 'reserved-heights.js'));
  const css = '/* Attention Playground: the room each <attention-playground> takes before its script has run.\n' +
    '   Link it in the page\'s <head> (docs/embedding.md). Built from web/js/reserved-heights.js: do not edit. */\n' +
    'attention-playground:not(:defined) { display: block; }\n' +
    reservedCss((step) => `attention-playground${step ? `[step="${step}"]` : ':not([step])'}:not(:defined)`);
  fs.writeFileSync(path.join(dist, 'attention-playground-reserve.css'), css);
}

(async () => {
  // Chunks of an earlier build have other hashes: drop them, so dist/ holds only what the entries import.
  if (fs.existsSync(dist)) {
    for (const f of fs.readdirSync(dist)) if (/^attention-playground-[A-Z0-9]{8}\.mjs(\.map)?$/.test(f)) fs.rmSync(path.join(dist, f));
  }
  if (!fs.existsSync(coreModule)) throw new Error(`${coreModule} is missing: build the wasm first (./build.sh build)`);
  const classic = await build({
    entryPoints: { 'attention-playground': 'web/js/classic.js' },
    outdir: dist,
    format: 'iife',
    conditions: ['attention-classic'],
  }, false);
  const modules = await build({
    entryPoints: { 'attention-playground': 'web/js/define.js', 'attention-playground-element': 'web/js/attention-playground.js' },
    outdir: dist,
    format: 'esm',
    splitting: true,
    chunkNames: 'attention-playground-[hash]',
    outExtension: { '.js': '.mjs' },
    // Loaded at run time from the bundle's folder, so bundlers copy it as a chunk of its own.
    external: ['./attention-training.mjs'],
  }, true);
  for (const f of classic.concat(modules)) {
    console.log(`build-web: dist/${f.name} ${f.raw} -> ${f.minified} bytes`);
  }
  await writeReserveCss();
})().catch((error) => {
  console.error(`build-web: ${error.message}`);
  process.exit(1);
});
