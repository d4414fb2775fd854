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
//   *.map                                 their source maps, for debugging here only: the
//                                         bundles name none (no sourceMappingURL comment, so the
//                                         npm package points at no file it lacks); tools/serve.js
//                                         names each in a SourceMap header
//   dist/attention-playground-<part>.js   the classic file's parts that load on demand
//                                         (web/js/element/part-list.js: es, sentence, heatmap,
//                                         training...), each a classic file of its own
//   dist/attention-playground-all.js      the all-in-one file: the classic file with every
//                                         part, the training module and the model inside, for a host
//                                         that carries one file only (allInOneOptions below)
//   dist/attention-playground-reserve.css for the page's <head>: the room each step
//                                         takes, held before the script runs
//                                         (web/js/style/reserved-heights.js)
//   dist/attention-xapi.{mjs,cjs,js}      attention-playground/xapi: xAPI statements from the widget's
//                                         events, for a host page (web/xapi/): an ES module, a CommonJS
//                                         one, and a classic file defining window.AttentionPlaygroundXapi;
//                                         never inside the widget's files. Its types: web/xapi/attention-xapi.d.ts
//   dist/author.js                        the authoring page's script (author.html), a
//                                         classic file of its own; entry web/author/main.js.
//                                         It bundles the modules it uses (scenario.js...)
//                                         and changes nothing the widget's files hold
//
// The stylesheet (web/js/style/playground.css) is imported as text, scenarios and the
// lexicon as JSON. The wasm core comes from dist/attention-core.mjs (the
// browser-only Emscripten build, wrapped by tools/make-esm.js); the
// training module is not bundled (but in the all-in-one file): the classic file loads its language's
// attention-training-<language>.js with a <script>, the ES module build import('./attention-training.mjs'),
// both from the bundle's own folder ('#training-loader' in web/package.json); the trained
// model's module (attention-model.js / .mjs) the same way ('#model-loader').
// Usage: node tools/build-web.js <dist folder>
'use strict';
const fs = require('fs');
const path = require('path');
const esbuild = require('esbuild');
const crypto = require('crypto');
const { minify } = require('terser');
const { hoistInlinedWasm } = require('./hoist-wasm.js');
const { partsList, LIST } = require('./parts-list.js');
const { WEB_LOADERS, WEB_PLUGINS } = require('./web-loaders.js');

const root = path.resolve(__dirname, '..');
const dist = path.resolve(process.argv[2] || 'dist');
const coreModule = path.join(dist, 'attention-core.mjs');
const web = (file) => path.join(root, 'web', 'js', file);

// What a stylesheet takes from the widget's modules as it is built, so each
// value has one home: var(--font-stack) is web/js/style/font.js's stack, and
// var(--palette-NAME) / var(--palette-NAME-dark) the light / dark value of the
// colour NAME of web/js/style/palette.js (the pages' own stylesheets: the widget's
// take the palette's themable properties, --ink...). A name neither knows stops the build.
let buildValues = null;
async function withBuildValues(text, file) {
  if (!buildValues) {
    const load = (name) => import(require('url').pathToFileURL(web(name)).href);
    buildValues = Promise.all([load('style/font.js'), load('style/palette.js')]);
  }
  const [{ FONT }, { PALETTE }] = await buildValues;
  const hex = (value) => (value.startsWith('var(') ? /#[0-9a-f]{6}/i.exec(value)[0] : value);
  return text.replace(/var\(--(font-stack|palette-([a-z0-9-]+?)(-dark)?)\)/g, (whole, name, colour, dark) => {
    if (name === 'font-stack') return FONT;
    const entry = PALETTE.find((c) => c.name === colour);
    if (!entry) throw new Error(`${path.relative(root, file)}: ${whole} names no colour of web/js/style/palette.js`);
    return hex(dark ? entry.dark : entry.light);
  });
}

// A stylesheet minified by esbuild's CSS minifier (comments and spaces are a
// third of ours), once per build of this script, whoever asks for it.
const cssMinified = new Map();
function minifiedCssOf(file) {
  if (!cssMinified.has(file)) {
    cssMinified.set(file, withBuildValues(fs.readFileSync(file, 'utf8'), file).then((text) => esbuild.transform(text,
      { loader: 'css', minify: true, target: shared.target, logLevel: 'warning' })).then((result) => result.code));
  }
  return cssMinified.get(file);
}

// The stylesheets the bundles import (web/js/style/playground.css, and the parts'
// explore.css, training.css, notes.css and sentence.css) arrive as text, minified.
const minifiedCss = {
  name: 'minified-css',
  setup(plugin) {
    plugin.onLoad({ filter: /\.css$/ }, async (args) => ({ contents: await minifiedCssOf(args.path), loader: 'text' }));
  },
};

// Modules evaluated at build time: the bundles hold their results (the picker's
// titles, the examples' ids), not the example files they are read from.
const buildTimeModules = {
  name: 'build-time-modules',
  setup(plugin) {
    plugin.onLoad({ filter: /[\\/]web[\\/]js[\\/](?:explore[\\/]scenario-titles|data[\\/]scenario-ids)\.js$/ }, async (args) => {
      const exported = await import(require('url').pathToFileURL(args.path).href);
      return { contents: Object.entries(exported).map(([name, value]) =>
        `export const ${name} = Object.freeze(${JSON.stringify(value)});\n`).join(''), loader: 'js' };
    });
  },
};

// The built-in examples without their translations in every bundle: English's
// (web/scenarios/*.json) and every other language's own, which its part brings
// (web/scenarios/<lang>/*.json, imported by i18n/<lang>/scenarios.js; web/js/i18n/i18n.js ownOf
// keeps them). The examples themselves come checked and normalised (scenario.js's
// loadScenario, run here on the core's tokenize): the widget draws them without
// the checks, which are a part loaded for an author's own example only
// (web/js/data/scenario-shape.js). A broken example stops the build.
let checkScenario = null;
function checkedScenario(json, file) {
  if (!checkScenario) {
    checkScenario = Promise.all([
      import(require('url').pathToFileURL(web('scenario/scenario.js')).href),
      require(path.join(dist, 'attention-core.cjs'))(),
    ]).then(([{ loadScenario }, core]) => (example) => loadScenario(example, core.tokenize));
  }
  return checkScenario.then((check) => {
    try { return check(json); } catch (error) { throw new Error(`${file}: ${error.message}`); }
  });
}
// normalised: false for the authoring page, whose starters are scenario files to edit.
const scenarioFiles = (normalised) => ({
  name: 'scenario-files',
  setup(plugin) {
    plugin.onLoad({ filter: /[\\/]web[\\/]scenarios[\\/](?:[a-z]{2,3}(?:-[A-Za-z0-9]+)?[\\/])?[^\\/]+\.json$/ }, async (args) => {
      const json = JSON.parse(fs.readFileSync(args.path, 'utf8'));
      const { translations, ...example } = json;
      const contents = normalised ? await checkedScenario(example, path.relative(root, args.path)) : example;
      return { contents: JSON.stringify(contents), loader: 'json' };
    });
  },
});
const scenarioTexts = scenarioFiles(true);

const shared = {
  absWorkingDir: root,
  bundle: true,
  platform: 'browser',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  // Stylesheets as text, JSON as data, a model's weights file as its bytes (tools/web-loaders.js).
  loader: { ...WEB_LOADERS },
  alias: { 'attention-core-wasm': coreModule },
  legalComments: 'none',
  sourcemap: 'external',
  sourcesContent: true,
  write: false,
  logLevel: 'warning',
  charset: 'utf8',
  plugins: [minifiedCss, buildTimeModules, scenarioTexts, ...WEB_PLUGINS],
};

const BANNER = '// Attention Playground: the <attention-playground> element and its WebAssembly core.\n' +
  '// Built by tools/build-web.js from web/js (esbuild, terser): do not edit.';

// Writes one esbuild output file, minified, with its composed source map.
async function writeMinified(file, map, isModule) {
  const name = path.basename(file.path);
  const result = await minify({ [name]: file.text }, {
    module: isModule,
    compress: { passes: 2 }, ecma: 2020, // a second pass: ~110 B gzip of the classic file; es2020 is the bundles' target
    mangle: true,
    // Class names stay (the element's class is public: AttentionPlaygroundElement); function names go
    // (1.5 KB gzip of the classic file): a stack trace reads them back through the source map beside it.
    keep_classnames: true,
    keep_fnames: false,
    // No `url`: the file names no map (the npm package ships none); serve.js sends a SourceMap header.
    sourceMap: { content: map ? map.text : undefined, includeSources: true },
    // A classic file is decoded in the page's own encoding (a host page with no charset, or one served
    // as ISO-8859-1, reads UTF-8 “ as â€œ): pure ASCII reads the same in any. An ES module is always UTF-8.
    format: { preamble: BANNER, ascii_only: !isModule },
  });
  // A classic file's inlined wasm moves to its top (hoist-wasm.js says why).
  const { code, map: composed } = isModule ? result : hoistInlinedWasm(result.code, result.map);
  fs.mkdirSync(path.dirname(file.path), { recursive: true });
  fs.writeFileSync(file.path, code + '\n');
  fs.writeFileSync(file.path + '.map', composed);
  return { name, raw: file.text.length, minified: code.length };
}

async function build(options, isModule, prepared) {
  const result = prepared || await esbuild.build(Object.assign({}, shared, options));
  // A warning here is a mistake in the sources (an import that is always undefined, say): stop.
  if (result.warnings.length) throw new Error(`esbuild warned ${result.warnings.length} time(s): fix the sources`);
  const files = result.outputFiles.filter((f) => !f.path.endsWith('.map'));
  const maps = new Map(result.outputFiles.filter((f) => f.path.endsWith('.map')).map((f) => [f.path.slice(0, -4), f]));
  const written = [];
  for (const file of files) written.push(await writeMinified(file, maps.get(file.path), isModule));
  return written;
}

// ---- the classic file's parts (web/js/element/part-list.js, loader/part-script.js)
//
// The classic file is one IIFE, so esbuild cannot split it: each part is built
// as a classic file of its own whose imports of modules the classic file
// already holds (i18n.js, dom.js...) read them from the channel its <script>
// element carries (a "main module"), and the classic file gets the virtual
// module 'attention-shared-modules' exposing, of each of those modules, the
// exports some part uses (esbuild's tree shaking of the parts says which: a
// whole namespace would keep every export of them in the classic file), with
// BUILD, a hash of the sources, so a part of another build is refused, and
// SRI, the sha256 of each part and of the training and model modules (attention-model-<language>.js) as written to dist/
// (so the parts are built and minified first), which the classic file sets as
// each one's integrity (script-loader.js): a changed file is refused before it runs.
const CHANNEL = '__attentionPlaygroundChannel';

function sourceHash() {
  const hash = crypto.createHash('sha256');
  const walk = (dir) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else { hash.update(path.relative(root, file)); hash.update(fs.readFileSync(file)); }
    }
  };
  walk(path.join(root, 'web'));
  hash.update(fs.readFileSync(coreModule));
  return hash.digest('hex').slice(0, 16);
}

// The classic file's plugin: 'attention-shared-modules' from the exports the
// parts take (`taken`: [file, name] pairs, in their order), its default
// export the list of their values, which a part reads by index.
function sharedModules(taken, build, sri) {
  for (const file of new Set(taken.map(([f]) => f))) {
    // An exported `let` could change after a part took it: a part takes each value once (TAKE, below).
    if (/^export\s+(?:let|var)\b/m.test(fs.readFileSync(path.join(root, file), 'utf8'))) {
      throw new Error(`${file}: a module the parts share exports a let or var; export a const or a function`);
    }
  }
  return {
    name: 'shared-modules',
    setup(plugin) {
      plugin.onResolve({ filter: /^attention-shared-modules$/ }, () => ({ path: 'shared', namespace: 'shared-modules' }));
      plugin.onLoad({ filter: /.*/, namespace: 'shared-modules' }, () => ({
        resolveDir: root,
        // One line per value, "import { t as m7 } from './web/js/i18n/i18n.js';": the source map names each index.
        contents: taken.map(([f, name], i) => `import { ${name} as m${i} } from ${JSON.stringify('./' + f)};\n`).join('') +
          `export const BUILD = ${JSON.stringify(build)};\n` +
          `export const SRI = ${JSON.stringify(sri)};\n` +
          `export default Object.freeze([${taken.map((pair, i) => `m${i}`).join(', ')}]);\n`,
      }));
    },
  };
}

// The exports of a module, as esbuild reads them (its metafile).
const exportsCache = new Map();
function exportsOf(file) {
  if (!exportsCache.has(file)) {
    exportsCache.set(file, esbuild.build(Object.assign({}, shared, { entryPoints: [file], format: 'esm', metafile: true, sourcemap: false }))
      .then((result) => Object.values(result.metafile.outputs).find((output) => output.entryPoint).exports));
  }
  return exportsCache.get(file);
}

// A part's plugin: any file the classic file holds comes from the channel, as
// a module of its exports, each the pure call `take(file, name)` gives, so that
// esbuild drops those the part never uses. A part is built twice: first each
// export is TAKE("file", "name"), and the calls left in the output name the
// exports the part uses (takenBy); then, once every part's are known and
// numbered, TAKE(index), which the part's banner reads from the channel.
const TAKE = '__attentionPlaygroundTake';
function fromClassicFile(inClassic, entry, take) {
  return {
    name: 'from-classic-file',
    setup(plugin) {
      plugin.onResolve({ filter: /^\.\.?\// }, (args) => {
        const file = path.resolve(args.resolveDir, args.path);
        if (file === entry || !inClassic.has(file)) return undefined;
        const relative = path.relative(root, file).split(path.sep).join('/');
        // (A path of its own, in a namespace of its own: the part never bundles the file itself.)
        return { path: `${relative} (from the classic file)`, namespace: 'classic-file', pluginData: { file, relative } };
      });
      plugin.onLoad({ filter: /.*/, namespace: 'classic-file' }, async (args) => {
        const { file, relative } = args.pluginData;
        return {
          loader: 'js',
          contents: (await exportsOf(file)).map((name) => (name === 'default'
            ? `const taken$default = /* @__PURE__ */ ${take(relative, name)};\nexport { taken$default as default };\n`
            : `export const ${name} = /* @__PURE__ */ ${take(relative, name)};\n`)).join(''),
        };
      });
    },
  };
}
const byName = (file, name) => `${TAKE}(${JSON.stringify(file)}, ${JSON.stringify(name)})`;
const TAKEN_BY_NAME = new RegExp(`\\b${TAKE}\\("([^"]+)", "([^"]+)"\\)`, 'g');

// The exports a part's first build takes from the classic file (its calls of TAKE by name), into `taken` ("file\0name").
function takenBy(text, taken) {
  for (const [, file, name] of text.matchAll(TAKEN_BY_NAME)) taken.add(`${file}\0${name}`);
}

// Each file's sha256 (base64), as SRI's integrity="sha256-..." wants it, by file
// name. attention-training.js is the wasm build's, in dist/ before this script runs.
function fingerprints(names) {
  const sri = {};
  for (const name of names) {
    const file = path.join(dist, name);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the wasm first (./build.sh build)`);
    sri[name] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('base64');
  }
  return sri;
}

// The classic file loads each part as a file of its own, by its name
// (loader/part-script.js), and never calls a part's load(): the list's import()s
// (element/part-list.js) are left out of it, each an empty module, where esbuild
// would otherwise bundle every part into it. An empty ES module (`export {}`): a file
// with no export at all would be read as CommonJS, and bring esbuild's helpers for it.
const partsApart = {
  name: 'parts-apart',
  setup(plugin) {
    plugin.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' && args.importer === web(LIST)
      ? { path: 'a part', namespace: 'parts-apart' } : undefined));
    plugin.onLoad({ filter: /.*/, namespace: 'parts-apart' }, () => ({ contents: 'export {};\n', loader: 'js' }));
  },
};

// The document's own currentScript (a named element cannot stand in: page-dom.js says why).
const CURRENT_SCRIPT = '(function(){try{var d=Object.getOwnPropertyDescriptor(Document.prototype,"currentScript");' +
  `var s=d&&d.get.call(document);return s&&s.${CHANNEL}||null}catch(e){return null}})()`;

async function buildParts(inClassic, build) {
  const parts = await partsList();
  const options = ({ name, file }, take, more) => Object.assign({}, shared, {
    entryPoints: { [`attention-playground-${name}`]: web(file) },
    outdir: dist,
    format: 'iife',
    globalName: '__attentionPlaygroundPart',
    conditions: ['attention-classic'],
    plugins: shared.plugins.concat([fromClassicFile(inClassic, web(file), take)]),
  }, more);
  // First, what each part takes.
  const names = new Set();
  for (const part of parts) {
    const first = await esbuild.build(options(part, byName, { sourcemap: false }));
    takenBy(first.outputFiles[0].text, names);
  }
  const taken = Array.from(names).sort().map((key) => key.split('\0'));
  const index = new Map(taken.map(([file, name], i) => [`${file}\0${name}`, i]));
  // Then the parts, each taking its exports by index. An export no part took
  // (so none was numbered) is one esbuild drops: if one is left, the build stops.
  const UNTAKEN = `${TAKE}_untaken`;
  const byIndex = (file, name) => (index.has(`${file}\0${name}`) ? `${TAKE}(${index.get(`${file}\0${name}`)})` : `${UNTAKEN}()`);
  const results = [];
  for (const part of parts) {
    const result = await esbuild.build(options(part, byIndex, {
      banner: { js: `(function(${CHANNEL}){if(!${CHANNEL})return;function ${TAKE}(i){return ${CHANNEL}.shared[i]}` },
      footer: { js: `${CHANNEL}.register(__attentionPlaygroundPart,${JSON.stringify(build)})})(${CURRENT_SCRIPT});` },
    }));
    if (result.outputFiles.some((f) => f.path.endsWith('.js') && f.text.includes(UNTAKEN))) throw new Error(`the ${part.name} part takes an export its first build did not`);
    results.push(result);
  }
  return { results, taken };
}

// ---- the all-in-one file (dist/attention-playground-all.js)
//
// The classic entry again, with the loaders of the ES module build: each part's
// import() (element/part-list.js, through part-import.js) and the training module's (training-import.js, of
// dist/attention-training.mjs, its wasm inlined) are bundled in, since esbuild
// inlines a dynamic import() when it does not split. Nothing is fetched beside
// it, so it needs no folder (it may be an inline script, or a data: URL), no
// script URL and no Trusted Types policy.
const everythingInside = {
  name: 'everything-inside',
  setup(plugin) {
    plugin.onResolve({ filter: /^#part-loader$/ }, () => ({ path: web('loader/part-import.js') }));
    plugin.onResolve({ filter: /^#training-loader$/ }, () => ({ path: web('wasm/training-import.js') }));
    plugin.onResolve({ filter: /^\.\/attention-training\.mjs$/ }, (args) =>
      (args.importer === web('wasm/training-import.js') ? { path: path.join(dist, 'attention-training.mjs') } : undefined));
    // The trained model's module the same way (model-import.js, dist/attention-model.mjs: its wasm and weights inlined).
    plugin.onResolve({ filter: /^#model-loader$/ }, () => ({ path: web('wasm/model-import.js') }));
    plugin.onResolve({ filter: /^\.\/attention-model\.mjs$/ }, (args) =>
      (args.importer === web('wasm/model-import.js') ? { path: path.join(dist, 'attention-model.mjs') } : undefined));
    // It loads no file of its own, so it reads no folder (script-loader-none.js says why).
    plugin.onResolve({ filter: /^\.\.?\/(?:loader\/)?script-loader\.js$/ }, () => ({ path: web('loader/script-loader-none.js') }));
  },
};
const allInOneOptions = {
  entryPoints: { 'attention-playground-all': 'web/js/classic.js' },
  outdir: dist,
  format: 'iife',
  conditions: ['attention-classic'],
  plugins: shared.plugins.concat([everythingInside]),
};


// The page's side of reserved-heights.js: an element not yet defined is
// already a block of its step's height, so nothing below it moves when it appears.
async function writeReserveCss() {
  const { reservedCss } = await import(web('style/reserved-heights.js'));
  const css = '/* Attention Playground: the room each <attention-playground> takes before its script has run.\n' +
    '   Link it in the page\'s <head> (README: "Pages that do not jump"). Built from web/js/style/reserved-heights.js: do not edit. */\n' +
    'attention-playground:not(:defined) { display: block; }\n' +
    reservedCss((step, trained) => `attention-playground${step ? `[step="${step}"]` : ':not([step])'}${trained ? '[model="trained"]' : ''}:not(:defined)`);
  fs.writeFileSync(path.join(dist, 'attention-playground-reserve.css'), css);
}

// The static pages' own stylesheets (web/page.css, web/embed.css), minified into dist/ as the
// widget's are: a page fetches them before its first drawing.
async function writePageCss() {
  for (const name of ['page.css', 'embed.css', 'author.css']) {
    fs.writeFileSync(path.join(dist, name), await minifiedCssOf(path.join(root, 'web', name)));
  }
}

(async () => {
  // Chunks of an earlier build have other hashes: drop them, so dist/ holds only what the entries import.
  if (fs.existsSync(dist)) {
    for (const f of fs.readdirSync(dist)) if (/^attention-playground-[A-Z0-9]{8}\.mjs(\.map)?$/.test(f)) fs.rmSync(path.join(dist, f));
  }
  if (!fs.existsSync(coreModule)) throw new Error(`${coreModule} is missing: build the wasm first (./build.sh build)`);
  // The classic file twice: first to learn which files it holds, then with the
  // exports its parts take from it (their values, by index).
  const buildId = sourceHash();
  const classicOptions = (taken, sri) => ({
    entryPoints: { 'attention-playground': 'web/js/classic.js' },
    outdir: dist,
    format: 'iife',
    conditions: ['attention-classic'],
    metafile: true,
    plugins: shared.plugins.concat([sharedModules(taken, buildId, sri), partsApart]),
  });
  const first = await esbuild.build(Object.assign({}, shared, classicOptions([], {})));
  const inClassic = new Set(Object.keys(first.metafile.inputs).filter((f) => !f.includes(':')).map((f) => path.resolve(root, f)));
  const parts = await buildParts(inClassic, buildId);
  const written = [];
  for (const result of parts.results) written.push(...await build(null, false, result));
  // The training modules the classic file loads next to itself: each language's (training-script.js; the one with
  // every storybook, attention-training.js, only from a trainingSrc the page gave, which no fingerprint pins).
  const sri = fingerprints(written.map((f) => f.name).concat('attention-training-en.js', 'attention-training-es.js',
    'attention-training-ar.js', 'attention-model-en.js', 'attention-model-es.js', 'attention-model-ar.js'));
  const classic = (await build(classicOptions(parts.taken, sri), false)).concat(written);
  const modules = await build({
    entryPoints: { 'attention-playground': 'web/js/define.js', 'attention-playground-element': 'web/js/attention-playground.js' },
    outdir: dist,
    format: 'esm',
    splitting: true,
    chunkNames: 'attention-playground-[hash]',
    outExtension: { '.js': '.mjs' },
    // Loaded at run time from the bundle's folder, so bundlers copy it as a chunk of its own.
    external: ['./attention-training.mjs', './attention-model.mjs'],
  }, true);
  const allInOne = await build(allInOneOptions, false);
  // The authoring page's script: beside the widget's files, never inside them.
  const author = await build({
    entryPoints: { author: 'web/author/main.js' },
    outdir: dist,
    format: 'iife',
    plugins: [minifiedCss, buildTimeModules, scenarioFiles(false)],
  }, false);
  // attention-playground/xapi (web/xapi/): beside the widget's files, never inside them.
  const xapi = [];
  for (const [format, extension] of [['esm', '.mjs'], ['cjs', '.cjs'], ['iife', '.js']]) {
    xapi.push(...await build({ entryPoints: { 'attention-xapi': 'web/xapi/xapi.js' }, outdir: dist, format, outExtension: { '.js': extension },
      globalName: format === 'iife' ? 'AttentionPlaygroundXapi' : undefined }, format === 'esm'));
  }
  for (const ext of ['.d.ts', '.d.mts']) fs.copyFileSync(path.join(root, 'web', 'xapi', 'attention-xapi.d.ts'), path.join(dist, 'attention-xapi' + ext));
  for (const f of classic.concat(modules, allInOne, author, xapi)) {
    console.log(`build-web: dist/${f.name} ${f.raw} -> ${f.minified} bytes`);
  }
  await writeReserveCss();
  await writePageCss();
})().catch((error) => {
  console.error(`build-web: ${error.message}`);
  process.exit(1);
});
