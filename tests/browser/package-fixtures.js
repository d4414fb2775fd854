// Shared by the package tests (scorm-packages, cmi5-package, h5p-package, and
// tests/engines/package-firefox): builds a package with ./build.sh package's
// own code into a temp folder, and lays out a site where the LMS side the test
// brings serves it: site/package/ holds the package unzipped.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { unzipSync } = require('fflate');
const { makePackage } = require('../../tools/package/package.js');

const root = path.resolve(__dirname, '../..');
const lmsFixtures = path.join(__dirname, 'fixtures', 'lms');

// A temp folder; removed by the caller's cleanup().
function tempFolder(name) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `attention-playground-${name}-`));
}

// Unzips a package's bytes into a folder; returns the names it held.
function unzipInto(file, folder) {
  const files = unzipSync(fs.readFileSync(file));
  for (const [name, body] of Object.entries(files)) {
    const target = path.join(folder, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, body);
  }
  return Object.keys(files).sort();
}

function copy(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
}

// Builds a package (args as after `./build.sh package`) and a site around it:
// { site, built: { file, bytes, names }, cleanup() }. lmsFiles: the site's own files,
// { 'name in site': 'path' } (the fixtures of tests/browser/fixtures/lms/ and npm packages).
async function packageSite(args, lmsFiles = {}) {
  const folder = tempFolder('package');
  const built = await makePackage(args.concat(['--out', path.join(folder, 'built')]));
  const site = path.join(folder, 'site');
  unzipInto(built.file, path.join(site, 'package'));
  for (const [name, from] of Object.entries(lmsFiles)) copy(from, path.join(site, name));
  return { site, built, cleanup: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

// The SCORM LMS side: scorm-again's runtimes and the test page around them.
const SCORM_LMS = {
  'index.html': path.join(lmsFixtures, 'scorm.html'),
  'scorm-lms.js': path.join(lmsFixtures, 'scorm-lms.js'),
  'scorm-again/scorm2004.min.js': path.join(root, 'node_modules/scorm-again/dist/scorm2004.min.js'),
  'scorm-again/scorm12.min.js': path.join(root, 'node_modules/scorm-again/dist/scorm12.min.js'),
};

// The H5P side: h5p-standalone's player (its files, fonts and images) and the test page around it.
const standalone = path.join(root, 'node_modules/h5p-standalone/dist');
function filesUnder(folder, prefix) {
  const out = {};
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      const full = path.join(entry.parentPath || entry.path, entry.name);
      out[path.posix.join(prefix, path.relative(folder, full).split(path.sep).join('/'))] = full;
    }
  }
  return out;
}
const H5P_LMS = Object.assign(filesUnder(standalone, 'h5p-standalone'), {
  'index.html': path.join(lmsFixtures, 'h5p.html'),
  'h5p-lms.js': path.join(lmsFixtures, 'h5p-lms.js'),
});

module.exports = { H5P_LMS, packageSite, unzipInto, tempFolder, SCORM_LMS, lmsFixtures, root };
