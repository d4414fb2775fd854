// What the browser builds may not contain: a Node branch a bundler would have to
// resolve (require('fs'), require('path')), eval or new Function (a strict CSP
// forbids them), or an anonymous AMD define() (RequireJS pages, such as Jupyter
// notebooks, reject a second one). Read straight from the files in dist/.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { dist } = require('./load-core');

const widget = ['attention-playground.js'].concat(fs.readdirSync(dist).filter((f) => /^attention-playground.*\.mjs$/.test(f)));
const cores = ['attention-core.js', 'attention-core.mjs', 'attention-training.js', 'attention-training.mjs', 'attention-model.js', 'attention-model.mjs'];

function source(file) { return fs.readFileSync(path.join(dist, file), 'utf8'); }

test('the browser builds of the core, the training module, the model and the widget call no require()', () => {
  for (const file of widget.concat(cores)) {
    assert.doesNotMatch(source(file), /\brequire\s*\(\s*["'`]/, `${file} calls require()`);
  }
});

test('no browser build uses eval or new Function', () => {
  for (const file of widget.concat(cores)) {
    assert.doesNotMatch(source(file), /\beval\s*\(/, `${file} calls eval`);
    assert.doesNotMatch(source(file), /\bnew\s+Function\s*\(/, `${file} uses new Function`);
  }
});

test('the widget files define no AMD module and write no global but the documented one', () => {
  for (const file of widget) assert.doesNotMatch(source(file), /define\.amd|define\[["']amd["']\]/, `${file} has an AMD define`);
  const modules = widget.filter((f) => f.endsWith('.mjs')).map(source).join('\n');
  assert.doesNotMatch(modules, /\b(window|globalThis|self)\.\w+\s*=[^=]/, 'the ES modules assign no global');
});

test('the wasm modules’ classic files load on a RequireJS page (Jupyter): no anonymous define(), the factory is a global', () => {
  const vm = require('node:vm');
  for (const [file, factory] of [['attention-core.js', 'createAttentionCore'], ['attention-training.js', 'createAttentionTraining'],
    ['attention-training-en.js', 'createAttentionTraining'], ['attention-training-es.js', 'createAttentionTraining'],
    ['attention-training-ar.js', 'createAttentionTraining'], ['attention-model.js', 'createAttentionModel'],
    ['attention-model-en.js', 'createAttentionModel'], ['attention-model-es.js', 'createAttentionModel'],
    ['attention-model-ar.js', 'createAttentionModel']]) {
    const calls = [];
    // RequireJS's define: an anonymous call from a plain script tag is "Mismatched anonymous define() module".
    const define = (...args) => { calls.push(args.length); throw new Error('Mismatched anonymous define() module'); };
    define.amd = { jQuery: true };
    const context = vm.createContext({ define, document: undefined, console, TextEncoder, atob });
    vm.runInContext(fs.readFileSync(path.join(dist, file), 'utf8'), context, { filename: file });
    assert.deepEqual(calls, [], `${file} called define()`);
    assert.equal(typeof context[factory], 'function', `${file} leaves ${factory} as a global`);
  }
});
