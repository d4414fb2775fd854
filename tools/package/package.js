// ./build.sh package <kind> [--steps …] [--lang …] [--scenarios …] [--title …] [--out dir]
// Makes a package an LMS imports as it is, from dist/ (built first by
// build.sh): SCORM 2004 4th edition or SCORM 1.2 (a zip with imsmanifest.xml),
// cmi5 (a zip with cmi5.xml and its AU) or H5P (a .h5p). Every file the
// lesson needs is inside: the launch page, the all-in-one widget file (it
// fetches nothing beside itself), the wrapper script that speaks to the LMS
// (web/package/, bundled), the licences. Prints the package's path and size.
'use strict';
const fs = require('fs');
const path = require('path');
const { readLesson } = require('./lesson.js');
const { launchPage } = require('./launch-page.js');
const { bundleWrapper, wrappers } = require('./bundle.js');
const { zipFiles } = require('./zip.js');
const { scormManifest } = require('./scorm.js');
const { cmi5Structure } = require('./cmi5.js');
const { h5pFiles } = require('./h5p.js');

const root = path.join(__dirname, '..', '..');
const LAUNCH = 'index.html';

function distFile(name) {
  const file = path.join(root, 'dist', name);
  if (!fs.existsSync(file)) throw new Error(`dist/${name} is missing: run ./build.sh dist first`);
  return fs.readFileSync(file);
}

// What every package holds besides its own files: the widget and the licences.
function commonFiles() {
  return {
    'attention-playground-all.js': distFile('attention-playground-all.js'),
    'LICENSE.txt': fs.readFileSync(path.join(root, 'LICENSE')),
    'THIRD-PARTY-NOTICES.txt': fs.readFileSync(path.join(root, 'THIRD-PARTY-NOTICES')),
  };
}

// The launch page with its wrapper (a module of web/package/, bundled as wrapperName).
function launchFiles(lesson, entry, wrapperName) {
  return Object.assign(commonFiles(), {
    [LAUNCH]: launchPage(lesson, wrapperName),
    'lesson.css': fs.readFileSync(path.join(wrappers, 'lesson.css')),
    'favicon.svg': distFile('favicon.svg'),
    [wrapperName]: bundleWrapper(entry),
  });
}

const MAKERS = {
  scorm2004: (lesson) => {
    const files = launchFiles(lesson, 'scorm2004-launch.js', 'scorm-launch.js');
    files['imsmanifest.xml'] = scormManifest('scorm2004', lesson, Object.keys(files), LAUNCH);
    return { files, extension: 'zip' };
  },
  scorm12: (lesson) => {
    const files = launchFiles(lesson, 'scorm12-launch.js', 'scorm-launch.js');
    files['imsmanifest.xml'] = scormManifest('scorm12', lesson, Object.keys(files), LAUNCH);
    return { files, extension: 'zip' };
  },
  cmi5: (lesson) => {
    const files = launchFiles(lesson, 'cmi5-launch.js', 'cmi5-launch.js');
    files['cmi5.xml'] = cmi5Structure(lesson, LAUNCH);
    return { files, extension: 'zip' };
  },
  h5p: async (lesson) => {
    const library = Object.assign(commonFiles(), {
      'h5p-attention-playground.js': bundleWrapper('h5p-attention-playground.js'),
      'h5p-attention-playground.css': fs.readFileSync(path.join(wrappers, 'h5p-attention-playground.css')),
    });
    return { files: await h5pFiles(lesson, library), extension: 'h5p' };
  },
};

// args: as after `./build.sh package` → { file, bytes, lesson }.
async function makePackage(args) {
  const lesson = await readLesson(args);
  const { files, extension } = await MAKERS[lesson.kind](lesson);
  const bytes = zipFiles(files);
  fs.mkdirSync(lesson.out, { recursive: true });
  const file = path.join(lesson.out, `${lesson.id}-${lesson.kind}.${extension}`);
  fs.writeFileSync(file, bytes);
  return { file, bytes: bytes.length, lesson, names: Object.keys(files).sort() };
}

if (require.main === module) {
  makePackage(process.argv.slice(2)).then(({ file, bytes }) => {
    console.log(`${path.relative(process.cwd(), file)}: ${bytes.toLocaleString('en')} B`);
  }, (error) => {
    console.error(`./build.sh package: ${error.message}`);
    if (!error.usage) console.error(error.stack);
    process.exit(error.usage ? 2 : 1);
  });
}

module.exports = { makePackage };
