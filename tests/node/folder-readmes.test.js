// web/js/ shows its parts: every folder holds a README.md that says what lives
// there and names each of its files, and web/js/README.md names every folder, so
// a newcomer reading the folders finds where a new view, part or language goes.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');

// Every folder under web/js/, as its path there ('i18n/es').
function folders(dir = webJs, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(dir, entry.name);
    out.push(path.relative(webJs, folder).split(path.sep).join('/'));
    folders(folder, out);
  }
  return out.sort();
}
const filesOf = (folder) => fs.readdirSync(path.join(webJs, folder), { withFileTypes: true })
  .filter((e) => e.isFile() && /\.(m?js|css)$/.test(e.name)).map((e) => e.name).sort();
const readme = (folder) => fs.readFileSync(path.join(webJs, folder, 'README.md'), 'utf8');
// The names a README writes as code (`view-match.js`), without a folder.
const named = (text) => new Set(Array.from(text.matchAll(/`([^`\s]+\.(?:m?js|css))`/g), (m) => m[1]));

test('web/js/ is in folders, and its README names every one of them', () => {
  const all = folders();
  assert.ok(all.length >= 15, `${all.length} folders`);
  const text = readme('.');
  const missing = all.filter((f) => !text.includes(`\`${f}/\``));
  assert.deepEqual(missing, [], 'folders web/js/README.md does not name');
});

test('every folder has a README whose heading is its path and which names each of its files', () => {
  for (const folder of folders()) {
    assert.ok(fs.existsSync(path.join(webJs, folder, 'README.md')), `${folder}/README.md is missing`);
    const text = readme(folder);
    assert.ok(text.startsWith(`# ${folder}/`), `${folder}/README.md begins with "# ${folder}/"`);
    const names = named(text);
    assert.deepEqual(filesOf(folder).filter((f) => !names.has(f)), [], `files ${folder}/README.md does not name`);
  }
});

test('a README names no file that is not there: each file it names is in its folder, or a path from web/js/ or the repository\'s top', () => {
  for (const folder of ['.'].concat(folders())) {
    for (const name of named(readme(folder))) {
      // A path from the repository's top (web/layers.mjs, tests/…), else from web/js/, else a file of the folder.
      if (/^(web|tests|tools|docs|bench)\//.test(name)) assert.ok(fs.existsSync(path.join(webJs, '..', '..', name)), `${folder}/README.md names ${name}`);
      else if (name.includes('/')) assert.ok(fs.existsSync(path.join(webJs, name)), `${folder}/README.md names ${name}`);
      else assert.ok(fs.existsSync(path.join(webJs, folder, name)), `${folder}/README.md names ${name}, not in ${folder}/`);
    }
  }
});

test('a folder of the widget\'s own holds modules of its one layer; a part\'s folder holds the modules only it needs', async () => {
  const { LAYERS, FOLDERS } = await import(require('node:url').pathToFileURL(path.join(webJs, '..', 'layers.mjs')).href);
  const layerOf = new Map(LAYERS.flatMap((layer) => layer.modules.map((m) => [m, layer.name])));
  // A folder's place in FOLDERS is its top folder's (i18n/es is i18n's).
  const top = (folder) => folder.split('/')[0];
  const unplaced = folders().filter((f) => !(top(f) in FOLDERS.layer) && !FOLDERS.part.includes(top(f)));
  assert.deepEqual(unplaced, [], 'folders web/layers.mjs FOLDERS does not place');
  const astray = [];
  for (const [module, layer] of layerOf) {
    const folder = module.includes('/') ? top(module) : '.';
    if (folder in FOLDERS.layer && FOLDERS.layer[folder] !== layer) astray.push(`${module} is in ${layer}, not ${FOLDERS.layer[folder]}`);
    if (FOLDERS.part.includes(folder) && ['entries', 'the element'].includes(layer)) astray.push(`${module}: a part holds no ${layer}`);
  }
  assert.deepEqual(astray, []);
});
