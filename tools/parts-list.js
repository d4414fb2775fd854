// The parts of the widget that load on demand, as the tools read them from
// their one list (web/js/element/part-list.js): [{ name, file, language }], where
// `file` is the module the part's load() imports, by its path under web/js/
// ('training/training-part.js'), and `language` says whether it is a language
// (LANGUAGES). The list spells each module once, in a literal import() (as
// esbuild and other bundlers need it), so that is where it is read from;
// tests/node/parts.test.mjs holds each file to the module load() really imports.
// tools/build-web.js builds each part from its file as the classic file's
// attention-playground-<name>.js; tools/stage-wheel.js names those files.
'use strict';
const path = require('path');
const { pathToFileURL } = require('url');

const webJs = path.join(__dirname, '..', 'web', 'js');
const LIST = 'element/part-list.js';

// The module a part's load() imports, by its path under web/js/.
function fileOf(part) {
  const found = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/.exec(String(part.load));
  if (!found) throw new Error(`${LIST}: the part “${part.name}” has no literal import() in its load()`);
  return path.posix.join(path.posix.dirname(LIST), found[2]);
}

async function partsList() {
  const { PARTS, LANGUAGES } = await import(pathToFileURL(path.join(webJs, LIST)).href);
  return PARTS.map((part) => ({ name: part.name, file: fileOf(part), language: LANGUAGES.includes(part) }));
}

module.exports = { partsList, LIST };
