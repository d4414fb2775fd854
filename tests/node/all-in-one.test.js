// The all-in-one file (dist/attention-playground-all.js) read as text: the three
// wasm modules inside it byte for byte (the model's weights too), no file it could fetch, text that can
// sit inside an HTML <script>, the classic file's banner, and no more bytes than the files it stands for. Prints its
// size against the main file (the README quotes these figures).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const dist = path.join(__dirname, '..', '..', 'dist');
const read = (file) => fs.readFileSync(path.join(dist, file), 'latin1');
const all = read('attention-playground-all.js');
// The parts' names (web/js/element/part-list.js, as tools/parts-list.js reads it), each also a file attention-playground-<name>.js of the classic build.
const partNames = async () => (await require('../../tools/parts-list.js').partsList()).map((part) => part.name);

// The inlined wasm of a file: the base64 of its data: URI (tools/deflate-wasm.js: exactly one with bytes).
const wasmOf = (text) => [...text.matchAll(/data:application\/octet-stream;base64,([A-Za-z0-9+/]+=*)/g)].map((m) => m[1]);

test('it holds the core’s, the training module’s and the model’s wasm, each exactly as their own files inline it, and the model’s weights', () => {
  const [core] = wasmOf(read('attention-core.js'));
  const [training] = wasmOf(read('attention-training.js'));
  const [model] = wasmOf(read('attention-model.js'));
  assert.ok(core.length > 10000 && training.length > 10000 && model.length > 10000);
  assert.deepEqual(wasmOf(all).sort(), [core, training, model].sort());
  // The weights file rides in the model's wasm, a custom section the engine itself hands back (tools/deflate-wasm.js).
  const apm = fs.readFileSync(path.join(__dirname, '..', '..', 'models', 'storybook-en.apm'));
  const carried = WebAssembly.Module.customSections(new WebAssembly.Module(zlib.inflateSync(Buffer.from(model, 'base64'))),
    'attention-playground-model');
  assert.equal(carried.length, 1);
  assert.ok(Buffer.from(carried[0]).equals(apm));
});

test('it fetches nothing: no import(), no part file or training file named to load', async () => {
  assert.doesNotMatch(all, /\bimport\(/);
  for (const name of await partNames()) assert.ok(!all.includes(`attention-playground-${name}.js`), name);
  // The training module's name is left only in the words of an error (training-import.js), never as a URL to load.
  assert.ok(!/createElement\("script"\)/.test(all), 'no <script> element is made');
  // page-dom.js reads the document's own "currentScript" by name: the classic file does, to find its folder; this file has none to find.
  assert.ok(read('attention-playground.js').includes('"currentScript"'));
  assert.ok(!all.includes('"currentScript"'), 'it looks for no folder of its own');
});

test('its text can sit inside an HTML <script> as it is (pandoc --self-contained does so): it holds no "</script"', () => {
  assert.doesNotMatch(all, /<\/script/i);
});

test('it starts with the classic file’s banner', () => {
  const banner = (text) => text.split('\n').slice(0, 2).join('\n');
  assert.equal(banner(all), banner(read('attention-playground.js')));
  assert.match(banner(all), /^\/\/ Attention Playground: /);
});

const sizes = (file) => { const body = fs.readFileSync(path.join(dist, file)); return { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length }; };

test('it weighs no more than the main file, its eight parts, the training module and the model together (gzip -9)', async () => {
  const replaced = ['attention-playground.js', ...(await partNames()).map((n) => `attention-playground-${n}.js`), 'attention-training.js',
    'attention-model.js'];
  for (const file of replaced) assert.ok(fs.existsSync(path.join(dist, file)), file);
  const total = replaced.map(sizes).reduce((s, x) => ({ raw: s.raw + x.raw, gzip: s.gzip + x.gzip }), { raw: 0, gzip: 0 });
  const one = sizes('attention-playground-all.js');
  const main = sizes('attention-playground.js');
  console.log(`# all-in-one ${one.raw} bytes raw, ${one.gzip} gzip -9; main file ${main.raw} raw, ${main.gzip} gzip; ` +
    `the ${replaced.length} files it replaces ${total.raw} raw, ${total.gzip} gzip`);
  assert.ok(one.gzip <= total.gzip, `${one.gzip} > ${total.gzip}`);
  assert.ok(one.raw <= total.raw, `${one.raw} > ${total.raw}`);
  assert.ok(one.gzip > main.gzip, 'it holds more than the main file');
});
