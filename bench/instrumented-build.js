// Bench only: the classic widget file built as tools/build-web.js builds it,
// but with compute() routed through bench/compute-hook.js (swappable from the
// page). Unminified: the bench measures the code, not its download.
'use strict';
const path = require('path');
const esbuild = require('esbuild');

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
    loader: { '.css': 'text', '.json': 'json' },
    alias: { 'attention-core-wasm': path.join(dist, 'attention-core.mjs') },
    logLevel: 'warning',
    plugins: [{
      // The parts (web/js/parts.js) are not used by the bench page: no modules to share with them.
      name: 'no-parts',
      setup(build) {
        build.onResolve({ filter: /^attention-shared-modules$/ }, () => ({ path: 'shared', namespace: 'no-parts' }));
        build.onLoad({ filter: /.*/, namespace: 'no-parts' }, () => ({ contents: 'export default {}; export const BUILD = "bench";' }));
      },
    }, {
      name: 'compute-hook',
      setup(build) {
        build.onResolve({ filter: /^\.\/compute\.js$/ }, (args) =>
          (args.importer.endsWith(path.join('web', 'js', 'element.js')) ? { path: hook } : undefined));
      },
    }],
  });
}

module.exports = { buildInstrumented };
