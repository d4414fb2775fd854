// Stages the notebook package (python/) for its wheel: a copy of python/ in
// <staging> with the widget's built files inside it (attention_playground/widget/:
// the classic file, its parts, the training module, the trained model's module, the licences) and
// widget/manifest.json, which tells the Python side the settings, the parts and
// the reserved heights, read from the same sources the widget is built from
// (web/js/state/settings.js, element/part-list.js, reserved-heights.js, built-in-scenarios.js,
// more-examples.js), so nothing is listed twice by hand. The version is
// package.json's. ./build.sh wheel then runs python3 -m build on <staging>.
// Usage: node tools/stage-wheel.js <dist folder> <staging folder>
'use strict';
const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');
const { partsList } = require('./parts-list.js');
const { modelLanguages } = require('./model-languages.js');

const root = path.resolve(__dirname, '..');
const dist = path.resolve(process.argv[2] || 'dist');
const staging = path.resolve(process.argv[3] || path.join(root, 'build', 'python'));
const web = (file) => pathToFileURL(path.join(root, 'web', 'js', file)).href;

(async () => {
  const { SETTINGS } = await import(web('state/settings.js'));
  const { RESERVED } = await import(web('style/reserved-heights.js'));
  const { STEP_SCENARIOS } = await import(web('data/built-in-scenarios.js'));
  const { MORE_SCENARIOS } = await import(web('examples/more-examples.js'));
  const { STEP_IDS, ALL, STEP_EXAMPLES, TRAINED_MODEL_STEPS } = await import(web('lesson/steps.js'));
  const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;

  const parts = Object.fromEntries((await partsList()).map(({ name }) => [name, `attention-playground-${name}.js`]));
  // The trained model's module of each language with a model, its weights inside (CMakeLists.txt).
  const models = Object.fromEntries(modelLanguages().map((language) => [language, `attention-model-${language}.js`]));
  const files = ['attention-playground.js', 'attention-training.js'].concat(Object.values(models), Object.values(parts));
  for (const file of files) {
    if (!fs.existsSync(path.join(dist, file))) throw new Error(`${path.join(dist, file)} is missing: run ./build.sh build first`);
  }

  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'python'), staging, {
    recursive: true,
    filter: (from) => !/(^|[\\/])(__pycache__|build|dist|[^\\/]*\.egg-info|widget)$/.test(path.relative(root, from)),
  });
  const widget = path.join(staging, 'attention_playground', 'widget');
  fs.mkdirSync(widget, { recursive: true });
  for (const file of files) fs.copyFileSync(path.join(dist, file), path.join(widget, file));
  for (const file of ['LICENSE', 'THIRD-PARTY-NOTICES']) {
    fs.copyFileSync(path.join(root, file), path.join(staging, file));
    fs.copyFileSync(path.join(root, file), path.join(widget, file));
  }
  const manifest = {
    version,
    // The element's attributes: every setting (web/js/state/settings.js), then theme (element.js).
    settings: SETTINGS.map((s) => s.key).concat(['theme']),
    steps: STEP_IDS.concat([ALL]),
    main: 'attention-playground.js',
    training: 'attention-training.js',
    // The trained tiny language model's module of each language (its weights inside), loaded when a view
    // asks for the model; a language not here reads with English's.
    models,
    parts,
    stepExamples: Object.keys(STEP_SCENARIOS),
    moreExamples: Object.keys(MORE_SCENARIOS),
    // The examples a learner flips through at a step (Previous and Next), by step.
    flipExamples: STEP_EXAMPLES,
    // The steps with a view of the trained model, which loads the trained part.
    trainedSteps: TRAINED_MODEL_STEPS,
    // Desktop height of each step's widget (px), for the frame before it has drawn.
    reserved: Object.fromEntries(Object.entries(RESERVED).map(([step, [desktop]]) => [step, desktop])),
  };
  fs.writeFileSync(path.join(widget, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
  fs.writeFileSync(path.join(staging, 'VERSION'), version + '\n');
  console.log(`stage-wheel: ${path.relative(root, staging)} (version ${version}, ${files.length} widget files)`);
})().catch((error) => {
  console.error(`stage-wheel: ${error.message}`);
  process.exit(1);
});
