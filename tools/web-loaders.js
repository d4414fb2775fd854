// How esbuild reads the widget's files that are not JavaScript, for every
// bundle of web/js: the release build (tools/build-web.js) and the benchmark's
// instrumented build (bench/instrumented-build.js), so a new kind of file the
// widget imports is taught to both at once (the bench once stopped at section 5
// on ".apm", which only the release build knew).
'use strict';

const WEB_LOADERS = Object.freeze({
  '.css': 'text', // the stylesheets, as text the widget adopts (build-web.js minifies them first)
  '.json': 'json', // the built-in examples and the lexicon
  '.apm': 'binary', // a trained model's weights file (web/js/model-files/, a part), as its bytes
});

module.exports = { WEB_LOADERS };
