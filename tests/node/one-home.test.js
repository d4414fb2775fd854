// Small things with one home: the font stack is written once (web/js/style/font.js)
// and the built stylesheets and the exported picture take it from there; the
// page's stylesheets take the palette's colours from web/js/style/palette.js when they
// are built; each threshold of the sentences is named once; and no comment
// points to a file outside the repository.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const web = path.join(root, 'web');
const dist = path.join(root, 'dist');
const read = (...parts) => fs.readFileSync(path.join(...parts), 'utf8');
const withoutSpaces = (text) => text.replace(/,\s+/g, ',');

// The repository's own text files (what a fresh clone holds, builds and installs left out).
function repositoryFiles(dir = root, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['.git', 'node_modules', 'dist', 'build', 'screenshots', '__pycache__'].includes(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) repositoryFiles(file, out);
    else if (/\.(js|mjs|cjs|ts|mts|css|html|md|sh|py|cpp|hpp|json|txt)$/.test(entry.name) || entry.name === 'CMakeLists.txt') out.push(file);
  }
  return out;
}
// The page's sources: every module and stylesheet under web/js/ (in its folders), the pages' stylesheets, the authoring page's modules.
const sources = () => repositoryFiles(path.join(web, 'js')).filter((f) => /\.(js|css)$/.test(f))
  .concat(fs.readdirSync(web).filter((f) => f.endsWith('.css')).map((f) => path.join(web, f)))
  .concat(fs.readdirSync(path.join(web, 'author')).filter((f) => f.endsWith('.js')).map((f) => path.join(web, 'author', f)));

test('the font stack is written once, in web/js/style/font.js', () => {
  const { FONT } = require(path.join(web, 'js', 'style/font.js'));
  assert.match(FONT, /^system-ui, .*, sans-serif$/);
  const elsewhere = sources().filter((file) => !file.endsWith(path.join('js', 'style/font.js')) && /system-ui/.test(read(file)));
  assert.deepEqual(elsewhere.map((file) => path.relative(root, file)), []);
  // docs/theming.md gives --ap-font's default as that stack.
  assert.ok(read(root, 'docs', 'theming.md').includes(`| \`--ap-font\` | the font family of everything | \`${FONT}\` |`));
});

test('the built stylesheets and the picture\'s code use font.js\'s stack: the widget\'s, the pages\' and the author\'s', () => {
  const { FONT } = require(path.join(web, 'js', 'style/font.js'));
  const stack = withoutSpaces(FONT);
  const main = withoutSpaces(read(dist, 'attention-playground.js'));
  assert.ok(main.includes(`var(--ap-font,${stack})`), 'the widget\'s --font');
  assert.doesNotMatch(main, /--font-stack/);
  for (const name of ['page.css', 'author.css']) {
    const css = read(dist, name);
    // (The minifier drops the quotes around a family's name.)
    assert.ok(withoutSpaces(css).includes(`font-family:${stack.replace(/"/g, '')}`), `dist/${name} has the stack`);
    assert.doesNotMatch(css, /--font-stack|--palette-/, `dist/${name} names no build-time value`);
  }
  assert.ok(read(dist, 'attention-playground-export.js').includes(FONT), 'the export part names the stack');
});

test('the pages\' stylesheets (page.css, author.css) write none of the palette\'s colours: the build takes them from palette.js', () => {
  const { PALETTE } = require(path.join(web, 'js', 'style/palette.js'));
  const colours = new Set(PALETTE.flatMap((c) => [c.light, c.dark]).filter((v) => /^#[0-9a-f]{6}$/i.test(v)).map((v) => v.toLowerCase()));
  for (const name of ['page.css', 'author.css']) {
    const written = (read(web, name).match(/#[0-9a-fA-F]{6}\b/g) || []).map((v) => v.toLowerCase()).filter((v) => colours.has(v));
    assert.deepEqual({ [name]: written }, { [name]: [] });
  }
  // The page's background and text, light and dark, as built.
  const page = read(dist, 'page.css');
  const byName = Object.fromEntries(PALETTE.map((c) => [c.name, c]));
  for (const colour of ['page', 'ink', 'muted']) {
    assert.ok(page.includes(byName[colour].light) && page.includes(byName[colour].dark), `dist/page.css has ${colour}, light and dark`);
  }
  assert.match(page, /\.ap-page\{[^}]*background:#f3f5fa;color:#1d2433/);
  assert.match(page, /prefers-color-scheme:dark\)\{\.ap-page\{background:#0f131a;color:#e8ebf2\}/);
});

test('each threshold of the sentences and tables is named once: 0.005 and 0.3 are written in one place each', () => {
  const code = (file) => read(file).replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\\])\/\/.*$/gm, '$1');
  const found = { '0.005': [], '0.3': [] };
  for (const file of sources().filter((f) => f.endsWith('.js'))) {
    const text = code(file);
    for (const value of Object.keys(found)) {
      // A comparison with the number, or a constant defined as it (the lexicon's weights are no thresholds).
      const pattern = new RegExp(`(?:[<>]=?|=)\\s*${value.replace('.', '\\.')}(?![\\d])`, 'g');
      for (const m of text.matchAll(pattern)) found[value].push(`${path.basename(file)}: ${m[0]}`);
    }
  }
  assert.deepEqual(found, { '0.005': ['explain.js: = 0.005'], '0.3': ['explain.js: = 0.3'] });
});

test('no file of the repository points to a file outside it', () => {
  // (Written in two halves, so this file does not name them.)
  const outside = ['TEACHING' + '.md', 'shared' + '/chapter', '/work' + '/shared'];
  const found = [];
  for (const file of repositoryFiles()) {
    const text = read(file);
    for (const name of outside) if (text.includes(name)) found.push(`${path.relative(root, file)}: ${name}`);
  }
  assert.deepEqual(found, []);
});

test('the languages with a model are listed once, in models/languages.txt: the build reads them there, and the classic widget\'s file maps hold to them', async () => {
  const { pathToFileURL } = require('node:url');
  const { modelLanguages } = require('../../tools/model-languages.js');
  const languages = modelLanguages();
  assert.deepEqual(languages, ['en', 'es', 'ar'], 'storybook.hpp\'s Language, in its order');
  for (const language of languages) assert.ok(fs.existsSync(path.join(root, 'models', `storybook-${language}.apm`)), `models/storybook-${language}.apm`);
  // The loaders' maps, as written (they import what only the bundle resolves): { language: file }.
  const filesOf = (file) => Object.fromEntries([...read(web, 'js', file).match(/const FILES = Object\.freeze\(\{([^}]*)\}\)/)[1]
    .matchAll(/(\w+): '([^']+)'/g)].map((m) => [m[1], m[2]]));
  assert.deepEqual(filesOf('wasm/training-script.js'), Object.fromEntries(languages.map((l) => [l, `attention-training-${l}.js`])));
  assert.deepEqual(filesOf('wasm/model-script.js'), Object.fromEntries(languages.map((l) => [l, `attention-model-${l}.js`])));
  const { MODELS } = await import(pathToFileURL(path.join(web, 'js', 'element', 'part-list.js')).href);
  assert.deepEqual(MODELS.map((x) => x.language), languages.filter((l) => l !== 'en'), 'English\'s weights are in the model module itself');
  // No build file writes the list out again.
  const builders = ['CMakeLists.txt', 'build.sh'].concat(['tools', 'bench'].flatMap((dir) =>
    fs.readdirSync(path.join(root, dir)).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f))));
  const again = builders.filter((file) => /\ben es ar\b|'en', 'es', 'ar'/.test(read(root, file)));
  assert.deepEqual(again, []);
});
