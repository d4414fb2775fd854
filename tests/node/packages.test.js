// ./build.sh package's packager (tools/package/): what each package holds, its
// manifest's structure as SCORM 1.2 / 2004 4th edition, cmi5 and H5P define
// it, the same bytes for the same lesson, and clear refusals of bad settings.
// (The packages run in real runtimes in tests/browser/*-package*.test.js.)
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { unzipSync, strFromU8 } = require('fflate');
const { makePackage } = require('../../tools/package/package.js');

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-packages-'));
test.after(() => fs.rmSync(out, { recursive: true, force: true }));
const build = (args) => makePackage(args.concat(['--out', out]));
const contents = (file) => unzipSync(fs.readFileSync(file));
const text = (files, name) => strFromU8(files[name]);

test('a SCORM 2004 package holds its manifest, launch page, wrapper and the all-in-one widget, each listed in the manifest', async () => {
  const built = await build(['scorm2004', '--steps', 'softmax', '--lang', 'es']);
  assert.equal(path.basename(built.file), 'attention-playground-softmax-es-scorm2004.zip');
  const files = contents(built.file);
  assert.deepEqual(Object.keys(files).sort(), ['LICENSE.txt', 'THIRD-PARTY-NOTICES.txt', 'attention-playground-all.js', 'favicon.svg',
    'imsmanifest.xml', 'index.html', 'lesson.css', 'scorm-launch.js']);
  const manifest = text(files, 'imsmanifest.xml');
  assert.match(manifest, /<schema>ADL SCORM<\/schema>\s*<schemaversion>2004 4th Edition<\/schemaversion>/);
  assert.match(manifest, /xmlns="http:\/\/www\.imsglobal\.org\/xsd\/imscp_v1p1"/);
  assert.match(manifest, /<organizations default="lesson">\s*<organization identifier="lesson">/);
  assert.match(manifest, /<item identifier="lesson-item" identifierref="lesson-page">/);
  assert.match(manifest, /<resource identifier="lesson-page" type="webcontent" adlcp:scormType="sco" href="index.html">/);
  for (const name of Object.keys(files).filter((n) => n !== 'imsmanifest.xml')) assert.ok(manifest.includes(`<file href="${name}"/>`), name);
  const page = text(files, 'index.html');
  assert.match(page, /<html lang="es">/);
  assert.match(page, /<attention-playground step="softmax" lang="es"><\/attention-playground>/);
  assert.doesNotMatch(page, /<script>|style=|https?:/, 'no inline script or style, nothing from the network');
});

test('a SCORM 1.2 package says schemaversion 1.2 and spells scormtype in lower case', async () => {
  const files = contents((await build(['scorm12', '--steps', 'softmax'])).file);
  const manifest = text(files, 'imsmanifest.xml');
  assert.match(manifest, /<schemaversion>1\.2<\/schemaversion>/);
  assert.match(manifest, /xmlns="http:\/\/www\.imsproject\.org\/xsd\/imscp_rootv1p1p2"/);
  assert.match(manifest, /adlcp:scormtype="sco"/);
});

test('a cmi5 package has a course structure with one AU launched by index.html, moved on when Completed', async () => {
  const files = contents((await build(['cmi5', '--steps', 'softmax,heads', '--lang', 'es'])).file);
  const structure = text(files, 'cmi5.xml');
  assert.match(structure, /<courseStructure xmlns="https:\/\/w3id\.org\/xapi\/profiles\/cmi5\/v1\/CourseStructure\.xsd">/);
  assert.match(structure, /<au id="urn:attention-playground:au:attention-playground-softmax-heads-es" moveOn="Completed" launchMethod="AnyWindow">/);
  assert.match(structure, /<url>index\.html<\/url>/);
  assert.equal((text(files, 'index.html').match(/<attention-playground /g) || []).length, 2, 'one widget a step');
});

test('an .h5p package has h5p.json, its content and the library whose semantics let an author pick step, language and example', async () => {
  const files = contents((await build(['h5p', '--steps', 'softmax', '--lang', 'es', '--scenarios', 'magnitude,sink'])).file);
  const h5p = JSON.parse(text(files, 'h5p.json'));
  assert.equal(h5p.mainLibrary, 'H5P.AttentionPlayground');
  assert.deepEqual(h5p.preloadedDependencies, [{ machineName: 'H5P.AttentionPlayground', majorVersion: 1, minorVersion: 0 }]);
  assert.deepEqual(JSON.parse(text(files, 'content/content.json')), { step: 'softmax', lang: 'es', scenario: 'magnitude' });
  const library = JSON.parse(text(files, 'H5P.AttentionPlayground-1.0/library.json'));
  assert.equal(library.runnable, 1);
  assert.deepEqual(library.preloadedJs.map((js) => js.path), ['attention-playground-all.js', 'h5p-attention-playground.js']);
  for (const js of library.preloadedJs.concat(library.preloadedCss)) assert.ok(files[`H5P.AttentionPlayground-1.0/${js.path}`], js.path);
  const semantics = JSON.parse(text(files, 'H5P.AttentionPlayground-1.0/semantics.json'));
  assert.deepEqual(semantics.map((field) => [field.name, field.type, field.default]), [['step', 'select', 'softmax'], ['lang', 'select', 'es'], ['scenario', 'select', 'magnitude']]);
  assert.deepEqual(semantics[0].options.map((o) => o.value), ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order']);
  assert.equal(semantics[0].options[3].label, '4. Dividing your attention');
  assert.deepEqual(semantics[1].options.map((o) => o.value), ['en', 'es', 'ar']);
  // H5P refuses a file whose extension it does not allow: every file here has one it does.
  for (const name of Object.keys(files)) assert.match(name, /\.(json|js|css|txt|svg)$/, name);
});

test('the same lesson packed twice gives the same bytes', async () => {
  const first = fs.readFileSync((await build(['scorm12', '--steps', 'sink', '--title', 'Twice'])).file);
  const second = fs.readFileSync((await build(['scorm12', '--steps', 'sink', '--title', 'Twice'])).file);
  assert.ok(first.equals(second));
});

test('an author\'s title is written as text, never as markup', async () => {
  const files = contents((await build(['scorm2004', '--title', 'Attention <script>alert(1)</script> & "you"'])).file);
  assert.match(text(files, 'index.html'), /<title>Attention &#60;script&#62;alert\(1\)&#60;\/script&#62; &#38; &#34;you&#34;<\/title>/);
  assert.match(text(files, 'imsmanifest.xml'), /<title>Attention &#60;script&#62;/);
});

test('bad settings are refused, saying what was wrong and what would be right', async () => {
  const refusals = [
    [['scorm3'], /the kind of package “scorm3” is not one we make: use scorm2004, scorm12, cmi5, h5p/],
    [[], /the kind of package is missing/],
    [['scorm12', '--steps', 'softmx'], /--steps: “softmx” is not a step of the widget: use needs, search, scores, softmax/],
    [['scorm12', '--lang', 'fr'], /--lang: “fr” is not a language of the widget: use en, es, ar/],
    [['scorm12', '--scenarios', 'nope'], /--scenarios: “nope” is not a built-in example/],
    [['scorm12', '--steps', 'softmax', '--scenarios', 'it'], /the softmax step cannot offer “it”: its task is already done when it opens/],
    [['scorm12', '--colour', 'red'], /“--colour” is not an option of \.\/build\.sh package/],
    [['scorm12', '--lang'], /--lang needs a value after it/],
    [['h5p', '--steps', 'softmax,heads'], /an H5P content shows one step .*: name one, not 2/],
  ];
  for (const [args, message] of refusals) await assert.rejects(build(args), message, args.join(' '));
});
