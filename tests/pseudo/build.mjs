// Builds the widget with the test-only languages (pseudo-languages.mjs) into
// a scratch folder: dist/ copied, its attention-playground.js replaced by one
// classic file holding every part (as bench/instrumented-build.js does) and
// registering the three languages (register.mjs). Nothing here reaches dist/
// or the package. Returns the folder.
import esbuild from 'esbuild';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { WEB_LOADERS, WEB_PLUGINS } = require('../../tools/web-loaders.js');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'dist');
const web = (file) => path.join(root, 'web', 'js', file);

export async function buildPseudo() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-pseudo-'));
  fs.cpSync(dist, folder, { recursive: true });
  // The files the classic file still loads beside it (the wasm modules), each pinned by its own fingerprint.
  const SRI = Object.fromEntries(['attention-training.js', 'attention-training-en.js', 'attention-training-es.js', 'attention-training-ar.js',
    'attention-model-en.js', 'attention-model-es.js', 'attention-model-ar.js'].map((f) =>
    [f, crypto.createHash('sha256').update(fs.readFileSync(path.join(dist, f))).digest('base64')]));
  await esbuild.build({
    absWorkingDir: root,
    stdin: { contents: "import './web/js/classic.js';\nimport './tests/pseudo/register.mjs';\n", resolveDir: root, sourcefile: 'pseudo-entry.js' },
    outfile: path.join(folder, 'attention-playground.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    conditions: ['attention-classic'],
    ignoreAnnotations: true, // the package's "sideEffects" list names no test file: register.mjs runs for what it does
    loader: { ...WEB_LOADERS },
    alias: { 'attention-core-wasm': path.join(dist, 'attention-core.mjs') },
    logLevel: 'warning',
    plugins: [...WEB_PLUGINS, {
      name: 'parts-inside',
      setup(build) {
        build.onResolve({ filter: /^#part-loader$/ }, () => ({ path: web('loader/part-import.js') }));
        build.onResolve({ filter: /^attention-shared-modules$/ }, () => ({ path: 'shared', namespace: 'pseudo-shared' }));
        build.onLoad({ filter: /.*/, namespace: 'pseudo-shared' }, () => ({ contents: `export const SRI = ${JSON.stringify(SRI)};`, loader: 'js' }));
      },
    }],
  });
  return folder;
}
