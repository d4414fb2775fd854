// A package's wrapper script: its ES modules in web/package/ bundled by
// esbuild (pinned) into one classic script, for it runs from a zip, an LMS's
// iframe and file://, where a module script may not.
'use strict';
const path = require('path');
const esbuild = require('esbuild');

const wrappers = path.join(__dirname, '..', '..', 'web', 'package');

// entry: a module of web/package/ ('scorm-launch.js') → the script's text.
function bundleWrapper(entry) {
  const result = esbuild.buildSync({
    entryPoints: [path.join(wrappers, entry)], bundle: true, format: 'iife', write: false,
    minify: true, target: 'es2020', legalComments: 'none', charset: 'utf8',
  });
  return result.outputFiles[0].text;
}

module.exports = { bundleWrapper, wrappers };
