// How esbuild reads the widget's files that are not JavaScript, for every
// bundle of web/js: the release build (tools/build-web.js), the benchmark's
// instrumented build (bench/instrumented-build.js) and the pseudo-translations'
// (tests/pseudo/build.mjs), so a new kind of file the widget imports is taught
// to all at once (the bench once stopped at section 5 on ".apm", which only the
// release build knew): each gives esbuild WEB_LOADERS and WEB_PLUGINS. (A model's
// own module carries its built-in weights file in its wasm instead: tools/deflate-wasm.js.)
'use strict';
const fs = require('fs');

const WEB_LOADERS = Object.freeze({
  '.css': 'text', // the stylesheets, as text the widget adopts (build-web.js minifies them first)
  '.json': 'json', // the built-in examples and the lexicon
});

// A trained model's weights file (models/*.apm: two lines of text, then its numbers; models/README.md),
// imported as its bytes (a Uint8Array). The two lines go in as a string and only the numbers as base64:
// the header's JSON gzips to 5 KB as text and to 7 KB as base64 (1.9 KB less a language, bench section 7).
// The string is written with \u escapes, ASCII only, as a classic file must be (build-web.js).
// The file's two lines of text (through the header's line feed) and its numbers, or null when it has no
// header line; bench/bench.js splits it so too, to tell the part's weights from its code.
function modelFileParts(bytes) {
  const end = bytes.indexOf(10, bytes.indexOf(10) + 1) + 1;
  return end > 0 ? { lines: bytes.subarray(0, end), numbers: bytes.subarray(end) } : null;
}

const modelFilePlugin = Object.freeze({
  name: 'model-file',
  setup(build) {
    build.onLoad({ filter: /\.apm$/ }, (args) => {
      const parts = modelFileParts(fs.readFileSync(args.path));
      if (!parts) return { errors: [{ text: `${args.path} is not a model's weights file: it has no header line` }] };
      const text = JSON.stringify(parts.lines.toString('utf8'))
        .replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
      const numbers = parts.numbers.toString('base64');
      return {
        loader: 'js',
        contents: `const text = new TextEncoder().encode(${text});\n` +
          `const numbers = atob(${JSON.stringify(numbers)});\n` +
          'const bytes = new Uint8Array(text.length + numbers.length);\n' +
          'bytes.set(text);\n' +
          'for (let i = 0; i < numbers.length; i++) bytes[text.length + i] = numbers.charCodeAt(i);\n' +
          'export default bytes;\n',
      };
    });
  },
});

const WEB_PLUGINS = Object.freeze([modelFilePlugin]);

module.exports = { WEB_LOADERS, WEB_PLUGINS, modelFileParts };
