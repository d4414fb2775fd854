// The files of the .h5p package: h5p.json, content/content.json and the
// library H5P.AttentionPlayground-1.0 (library.json, semantics.json, its
// scripts and stylesheet). semantics.json gives an H5P author the step, the
// language and the example as choices in H5P's editor, with the widget's own
// names for them (its English catalogue and examples' titles, read from web/).
'use strict';
const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');

const MACHINE_NAME = 'H5P.AttentionPlayground';
const VERSION = { majorVersion: 1, minorVersion: 0, patchVersion: 0 };
const LIBRARY_FOLDER = `${MACHINE_NAME}-${VERSION.majorVersion}.${VERSION.minorVersion}`;
const LANGUAGE_NAMES = { en: 'English', es: 'Español', ar: 'العربية' };

const web = path.join(__dirname, '..', '..', 'web');
const webModule = (name) => import(pathToFileURL(path.join(web, 'js', name)).href);

async function choices() {
  const { STEP_IDS } = await webModule('lesson/steps.js');
  const { LANGUAGES } = await webModule('element/part-list.js');
  const { SCENARIO_IDS } = await webModule('data/scenario-ids.js');
  const { default: english } = await webModule('i18n/en/catalogue.js');
  const exampleTitle = (id) => JSON.parse(fs.readFileSync(path.join(web, 'scenarios', `${id}.json`), 'utf8')).title;
  return {
    steps: STEP_IDS.map((id) => ({ value: id, label: `${STEP_IDS.indexOf(id) + 1}. ${english[`step.${id}`]}` })),
    languages: ['en'].concat(LANGUAGES.map((l) => l.name)).map((code) => ({ value: code, label: LANGUAGE_NAMES[code] || code })),
    examples: SCENARIO_IDS.map((id) => ({ value: id, label: exampleTitle(id) })),
  };
}

function semantics(lesson, lists) {
  return [
    { name: 'step', type: 'select', label: 'Step of the chapter', importance: 'high',
      description: 'The step the learner sees, with its task ("Try this"): its ✓ is reported as completed, 1 of 1.',
      options: lists.steps, default: lesson.steps[0] },
    { name: 'lang', type: 'select', label: 'Language', importance: 'medium', options: lists.languages, default: lesson.lang },
    { name: 'scenario', type: 'select', label: 'Example', importance: 'low', optional: true,
      description: 'Leave it empty for the step\'s own example.', options: lists.examples,
      ...(lesson.scenarios ? { default: lesson.scenarios[0] } : {}) },
  ];
}

// files: the library's own files (name → text or bytes); returns the package's files.
async function h5pFiles(lesson, libraryFiles) {
  if (lesson.steps.length !== 1) {
    const error = new Error(`--steps: an H5P content shows one step (its author picks it in H5P's editor): name one, not ${lesson.steps.length}`);
    error.usage = true;
    throw error;
  }
  const lists = await choices();
  const dependency = { machineName: MACHINE_NAME, majorVersion: VERSION.majorVersion, minorVersion: VERSION.minorVersion };
  const h5pJson = {
    title: lesson.title, language: lesson.lang, mainLibrary: MACHINE_NAME, embedTypes: ['iframe'], license: 'U',
    preloadedDependencies: [dependency],
  };
  const content = { step: lesson.steps[0], lang: lesson.lang, ...(lesson.scenarios ? { scenario: lesson.scenarios[0] } : {}) };
  const library = {
    title: 'Attention Playground', description: 'The attention chapter\'s steps, each a task the learner does with the numbers.',
    machineName: MACHINE_NAME, ...VERSION, runnable: 1, author: 'Attention Playground', license: 'MIT',
    embedTypes: ['iframe'], coreApi: { majorVersion: 1, minorVersion: 19 },
    preloadedJs: [{ path: 'attention-playground-all.js' }, { path: 'h5p-attention-playground.js' }],
    preloadedCss: [{ path: 'h5p-attention-playground.css' }],
  };
  const files = {
    'h5p.json': JSON.stringify(h5pJson, null, 2),
    'content/content.json': JSON.stringify(content, null, 2),
    [`${LIBRARY_FOLDER}/library.json`]: JSON.stringify(library, null, 2),
    [`${LIBRARY_FOLDER}/semantics.json`]: JSON.stringify(semantics(lesson, lists), null, 2),
  };
  for (const [name, body] of Object.entries(libraryFiles)) files[`${LIBRARY_FOLDER}/${name}`] = body;
  return files;
}

module.exports = { h5pFiles, LIBRARY_FOLDER, MACHINE_NAME };
