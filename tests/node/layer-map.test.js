// The layer map (web/layers.mjs) holds the page's modules to their layers:
// every module of web/js/ is in it once, each import (static, re-export or
// import()) stays in its layer or goes down to a layer it may import, every
// import that breaks that is a named exception the code still needs, and
// README.md's table of the modules says the same. The imports are read by
// esbuild's own parser, every module an entry, nothing bundled.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const esbuild = require('esbuild');

const root = path.join(__dirname, '..', '..');
const webJs = path.join(root, 'web', 'js');

let map;
let graph;
test.before(async () => {
  map = await import(pathToFileURL(path.join(root, 'web', 'layers.mjs')).href);
  graph = await readImports(modulesOnDisk());
});

// Every .js or .mjs file under web/js/, as its path there ('views/view-match.js').
function modulesOnDisk() {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.m?js$/.test(entry.name)) out.push(path.relative(webJs, file).split(path.sep).join('/'));
    }
  };
  walk(webJs);
  return out.sort();
}

// { module: [{ specifier, kind, target }] }: target is the module of web/js/ it
// names, or null for anything else (data, a stylesheet, a file of bindings/, a
// name the build provides). A '#...' import is web/package.json's: every
// condition's file counts (the classic file takes one, the ES module build the other).
async function readImports(modules) {
  const imports = require(path.join(root, 'web', 'package.json')).imports;
  const found = Object.fromEntries(modules.map((m) => [m, []]));
  const inWebJs = (file) => {
    const relative = path.relative(webJs, file).split(path.sep).join('/');
    return relative.startsWith('..') ? null : relative;
  };
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: modules.map((m) => path.join(webJs, m)),
    bundle: true,
    write: false,
    outdir: path.join(root, 'build', 'layer-map'),
    format: 'esm',
    logLevel: 'silent',
    plugins: [{
      name: 'record-imports',
      setup(plugin) {
        plugin.onResolve({ filter: /.*/ }, (args) => {
          if (args.kind === 'entry-point') return undefined;
          const from = inWebJs(args.importer);
          const specifier = args.path;
          const record = (file) => found[from].push({ specifier, kind: args.kind, file,
            target: file && /\.m?js$/.test(file) ? inWebJs(file) : null });
          if (specifier.startsWith('#')) {
            for (const target of Object.values(imports[specifier] || {})) record(path.join(root, 'web', target));
            if (!imports[specifier]) record(null);
          } else if (/^\.\.?\//.test(specifier)) {
            record(path.resolve(args.resolveDir, specifier.replace(/\?.*$/, '')));
          } else {
            record(null);
          }
          return { path: specifier, external: true };
        });
      },
    }],
  });
  return found;
}

// The layer of each module of web/js/: the layer that names it, else the one with a folder it is under.
const underFolder = (module) => map.LAYERS.find((layer) => (layer.folders || []).some((folder) => module.startsWith(folder)));
function layerOf() {
  const of = new Map(map.LAYERS.flatMap((layer) => layer.modules.map((m) => [m, layer.name])));
  for (const module of modulesOnDisk()) if (!of.has(module) && underFolder(module)) of.set(module, underFolder(module).name);
  return of;
}
const excepted = (from, to) => map.EXCEPTIONS.some((e) => e.from === from && e.imports.includes(to));

test('the reader sees every kind of import: static ones, re-exports and the parts\' import()s', async () => {
  const kinds = (module) => graph[module].map((i) => `${i.kind} ${i.target || i.specifier}`);
  const { PARTS } = await import(pathToFileURL(path.join(webJs, 'element', 'part-list.js')).href);
  assert.equal(graph['element/part-list.js'].filter((i) => i.kind === 'dynamic-import').length, PARTS.length);
  assert.ok(PARTS.length >= 9);
  assert.ok(kinds('element/part-list.js').includes('dynamic-import explore/explore-views.js'));
  assert.deepEqual(kinds('loader/part-import.js'), [], 'the loader imports no part: it is handed the list');
  assert.ok(kinds('training/training-part.js').includes('import-statement training/view-learned.js'), 'export { … } from counts');
  assert.ok(kinds('training/training-part.js').includes('import-statement ./training.css'));
  assert.deepEqual(kinds('loader/parts.js').sort(), ['import-statement loader/part-import.js', 'import-statement loader/part-script.js']);
  assert.deepEqual(graph['lib/shares.js'], []);
});

test('every module of web/js/ is in exactly one layer of the map, and every module the map names exists', () => {
  const named = map.LAYERS.flatMap((layer) => layer.modules);
  const twice = named.filter((m, i) => named.indexOf(m) !== i);
  assert.deepEqual(twice, [], 'in two places of the map');
  const onDisk = modulesOnDisk();
  assert.deepEqual(onDisk.filter((m) => !layerOf().has(m)), [], 'modules the map lacks');
  assert.deepEqual(named.filter((m) => !onDisk.includes(m)), [], 'modules the map names that do not exist');
  const elsewhere = map.LAYERS.flatMap((layer) => layer.modules.filter((m) => underFolder(m) && underFolder(m) !== layer).map((m) => `${m} (${layer.name})`));
  assert.deepEqual(elsewhere, [], 'modules named in a layer but under another layer\'s folder');
  assert.ok(onDisk.includes('i18n/es/index.js') && layerOf().get('i18n/es/index.js') === 'words', 'a language\'s folder is of its layer unnamed');
  assert.ok(onDisk.length >= 114, `${onDisk.length} modules`);
});

test('each layer may import only layers below it in the map, so no import points up', () => {
  const names = map.LAYERS.map((layer) => layer.name);
  assert.equal(new Set(names).size, names.length);
  const up = [];
  map.LAYERS.forEach((layer, at) => {
    for (const other of layer.mayImport) {
      if (!names.includes(other)) up.push(`${layer.name} may import “${other}”, which is no layer`);
      else if (names.indexOf(other) <= at) up.push(`${layer.name} may import ${other}, which is not below it`);
    }
  });
  assert.deepEqual(up, []);
});

test('every import of a module goes to its own layer or one its layer may import, but the named exceptions', () => {
  const of = layerOf();
  const may = new Map(map.LAYERS.map((layer) => [layer.name, new Set([layer.name, ...layer.mayImport])]));
  const broken = [];
  for (const [from, imports] of Object.entries(graph)) {
    for (const { target, kind } of imports) {
      if (!target || !of.has(from) || !of.has(target)) continue;
      if (may.get(of.get(from)).has(of.get(target)) || excepted(from, target)) continue;
      broken.push(`${from} (${of.get(from)}) imports ${target} (${of.get(target)})${kind === 'dynamic-import' ? ' with import()' : ''}`);
    }
  }
  assert.deepEqual(broken, []);
});

test('each named exception is an import the code still makes, of a layer its layer may not import', () => {
  const of = layerOf();
  const may = new Map(map.LAYERS.map((layer) => [layer.name, new Set([layer.name, ...layer.mayImport])]));
  const stale = [];
  for (const exception of map.EXCEPTIONS) {
    assert.match(exception.issue, /^issue \d+ item \d+$/, exception.name);
    const targets = (graph[exception.from] || []).map((i) => i.target);
    for (const to of exception.imports) {
      if (!targets.includes(to)) stale.push(`${exception.name}: ${exception.from} no longer imports ${to}`);
      else if (may.get(of.get(exception.from)).has(of.get(to))) stale.push(`${exception.name}: ${exception.from} may import ${to} anyway`);
    }
  }
  assert.deepEqual(stale, []);
  assert.deepEqual(map.EXCEPTIONS.map((e) => e.name),
    [], 'no import breaks the layers today');
});

test('every import that is no module of web/js/ is a file that exists, or a name the map says the build provides', () => {
  const unknown = [];
  for (const [from, imports] of Object.entries(graph)) {
    for (const { specifier, file, target } of imports) {
      if (target) continue;
      if (map.PROVIDED[specifier]) continue;
      if (!file || !fs.existsSync(file)) unknown.push(`${from}: ${specifier}`);
      // A script outside web/js/ may only be one of bindings/' shared rules (suggest.mjs).
      else if (/\.m?js$/.test(file) && !file.startsWith(path.join(root, 'bindings') + path.sep)) unknown.push(`${from}: ${specifier}`);
    }
  }
  assert.deepEqual(unknown, []);
  const used = new Set(Object.values(graph).flat().map((i) => i.specifier));
  assert.deepEqual(Object.keys(map.PROVIDED).filter((name) => !used.has(name)), [], 'provided names nothing imports');
});

// `other._name = …` (also +=, ||= …) in a module's code, comments left out
// (`__name`, a property the build names, is no private field).
async function privateWrites(module) {
  const code = (await esbuild.transform(fs.readFileSync(path.join(webJs, module), 'utf8'), { minifyWhitespace: true, loader: 'js' })).code;
  const pattern = /([\w$]+)\._([A-Za-z][\w$]*)\s*(?:\*\*|<<|>>>?|&&|\|\||\?\?|[-+*/%&|^])?=(?!=)/g;
  return [...code.matchAll(pattern)].filter((m) => m[1] !== 'this').map((m) => '_' + m[2]);
}

test('no module writes another object\'s private fields, but the named exceptions', async () => {
  const writes = [];
  for (const module of modulesOnDisk()) {
    const allowed = map.PRIVATE_WRITES.filter((e) => e.from === module).flatMap((e) => e.fields);
    for (const field of await privateWrites(module)) if (!allowed.includes(field)) writes.push(`${module} writes ${field}`);
  }
  assert.deepEqual(writes, []);
  // Each exception still happens.
  for (const exception of map.PRIVATE_WRITES) {
    const fields = await privateWrites(exception.from);
    assert.deepEqual(exception.fields.filter((f) => !fields.includes(f)), [], `${exception.name}: no longer written`);
  }
});

// The core's functions a module calls (`x.attend(…)`, …), comments left out.
async function coreCalls(module) {
  const code = (await esbuild.transform(fs.readFileSync(path.join(webJs, module), 'utf8'), { minifyWhitespace: true, loader: 'js' })).code;
  const pattern = new RegExp(`\\.(${map.CORE.functions.join('|')})\\(`, 'g');
  return [...new Set([...code.matchAll(pattern)].map((m) => m[1]))].sort();
}

test('only the element and the entries load the core, and only the view model\'s CORE callers call its attention functions', async () => {
  const { module, loaders, callers } = map.CORE;
  const importers = Object.entries(graph).filter(([, imports]) => imports.some((i) => i.target === module)).map(([from]) => from);
  assert.deepEqual(importers.sort(), loaders.slice().sort(), `the modules that import ${module}`);
  const of = layerOf();
  assert.deepEqual(callers.filter((m) => of.get(m) !== 'view model'), [], 'callers outside the view model layer');
  const calling = {};
  for (const m of modulesOnDisk()) {
    const calls = await coreCalls(m);
    if (calls.length) calling[m] = calls;
  }
  assert.deepEqual(Object.keys(calling).filter((m) => !callers.includes(m)), [], 'modules that call the core but are no CORE caller');
  assert.deepEqual(callers.filter((m) => !calling[m]), [], 'CORE callers that no longer call it');
  assert.deepEqual(calling, { 'heatmap/heatmap-rows.js': ['attend'], 'model/compute.js': ['attend', 'attendAll', 'score'], 'model/shift.js': ['softmax'] });
});

// README.md's table: [{ layer, modules }] in its order, every `name.js` of a row.
function readmeTable() {
  const lines = fs.readFileSync(path.join(root, 'README.md'), 'utf8').split('\n');
  const start = lines.indexOf('| layer | modules |');
  assert.ok(start >= 0, 'README.md has the table of the page\'s modules');
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [, layer, text] = line.split('|').map((cell) => cell.trim());
    rows.push({ layer, modules: [...text.matchAll(/`([\w./-]+\.m?js)`/g)].map((m) => m[1]) });
  }
  return rows;
}

test('README.md\'s table of the modules has the map\'s layers in its order, each with exactly its modules', () => {
  const rows = readmeTable();
  assert.deepEqual(rows.map((row) => row.layer), map.LAYERS.map((layer) => layer.name));
  for (const layer of map.LAYERS) {
    const row = rows.find((r) => r.layer === layer.name);
    assert.deepEqual({ layer: layer.name, missing: layer.modules.filter((m) => !row.modules.includes(m)) },
      { layer: layer.name, missing: [] });
    const ofIt = (m) => layer.modules.includes(m) || (underFolder(m) === layer && modulesOnDisk().includes(m));
    assert.deepEqual({ layer: layer.name, notOfIt: row.modules.filter((m) => !ofIt(m)) },
      { layer: layer.name, notOfIt: [] });
  }
});

test('README.md leads with the user’s sections: what a learner can do and how to embed come before the table of the modules', () => {
  const text = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const at = (heading) => text.indexOf(`\n## ${heading}\n`);
  const table = text.indexOf('| layer | modules |');
  for (const heading of ['What a learner can do', 'Embed it', 'Write your own scenario']) {
    assert.ok(at(heading) > 0 && at(heading) < table, `“${heading}” at ${at(heading)}, the table of the modules at ${table}`);
  }
});
