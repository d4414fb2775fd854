// Bench only: the classic widget file built as tools/build-web.js builds it,
// but with compute() routed through bench/compute-hook.js (swappable from the
// page). Unminified: the bench measures the code, not its download.
'use strict';
const path = require('path');
const esbuild = require('esbuild');
const { WEB_LOADERS, WEB_PLUGINS } = require('../tools/web-loaders.js');

const root = path.join(__dirname, '..');

async function buildInstrumented(outFile, dist) {
  const hook = path.join(__dirname, 'compute-hook.js');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['web/js/classic.js'],
    outfile: outFile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    conditions: ['attention-classic'],
    loader: { ...WEB_LOADERS },  // the release build's, and its plugins below (a part holds a model's weights)
    alias: { 'attention-core-wasm': path.join(dist, 'attention-core.mjs') },
    logLevel: 'warning',
    plugins: [...WEB_PLUGINS, {
      // The parts (web/js/element/part-list.js) are bundled in: their import()s (through part-import.js) become
      // modules of this one file, so the page draws every view (the explore part's heatmap too).
      name: 'parts-inside',
      setup(build) {
        build.onResolve({ filter: /^#part-loader$/ }, () => ({ path: path.join(root, 'web', 'js', 'loader/part-import.js') }));
        // The classic file's fingerprints of its other files (script-loader.js): none here, every part is inside.
        build.onResolve({ filter: /^attention-shared-modules$/ }, () => ({ path: 'shared', namespace: 'no-shared-modules' }));
        build.onLoad({ filter: /.*/, namespace: 'no-shared-modules' }, () => ({ contents: 'export const SRI = {};', loader: 'js' }));
      },
    }, {
      name: 'compute-hook',
      setup(build) {
        build.onResolve({ filter: /^\.\.\/model\/compute\.js$/ }, (args) =>
          (args.importer.endsWith(path.join('web', 'js', 'element/element.js')) ? { path: hook } : undefined));
      },
    }],
  });
}

module.exports = { buildInstrumented };
