// A lesson as an author asks for it on the command line, checked against the
// widget's own lists (its steps, languages and built-in examples, read from
// web/js/), so a typo is refused with the words that would have been right:
//   --steps softmax[,heads]   the steps, one widget each, in this order (default: softmax)
//   --lang es                 the widgets' language (default: en)
//   --scenarios magnitude,sink the examples the learner flips through (default: each step's own)
//   --title "…"               the package's title in the LMS (default: made from the steps)
//   --out dir                 where the package is written (default: dist/packages)
// Returns { kind, steps, lang, scenarios, title, out, id }.
'use strict';
const path = require('path');
const { pathToFileURL } = require('url');

const KINDS = Object.freeze(['scorm2004', 'scorm12', 'cmi5', 'h5p']);
const OPTIONS = Object.freeze(['--steps', '--lang', '--scenarios', '--title', '--out']);
const MAX_TITLE = 200;

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
const webModule = (name) => import(pathToFileURL(path.join(webJs, name)).href);

// The widget's own lists: its steps (one task each), its languages, its built-in examples.
async function widgetLists() {
  const { STEP_IDS, whyNotOffered } = await webModule('lesson/steps.js');
  const { LANGUAGES } = await webModule('element/part-list.js');
  const { SCENARIO_IDS } = await webModule('data/scenario-ids.js');
  return { steps: STEP_IDS, languages: ['en'].concat(LANGUAGES.map((l) => l.name)), examples: SCENARIO_IDS, whyNotOffered };
}

const listOf = (text) => text.split(',').map((s) => s.trim()).filter(Boolean);

function refuse(message) {
  const error = new Error(message);
  error.usage = true;
  throw error;
}

function readArguments(args) {
  const [kind, ...rest] = args;
  if (!KINDS.includes(kind)) {
    refuse(`the kind of package ${kind === undefined || kind.startsWith('--') ? 'is missing' : `“${kind}” is not one we make`}: use ${KINDS.join(', ')}`);
  }
  const given = {};
  for (let i = 0; i < rest.length; i += 1) {
    let [name, value] = rest[i].split(/=(.*)/s);
    if (!OPTIONS.includes(name)) refuse(`“${rest[i]}” is not an option of ./build.sh package: use ${OPTIONS.join(', ')}`);
    if (value === undefined) {
      value = rest[i + 1];
      i += 1;
    }
    if (value === undefined || value.startsWith('--')) refuse(`${name} needs a value after it`);
    if (name in given) refuse(`${name} is given twice`);
    given[name] = value;
  }
  return { kind, given };
}

async function readLesson(args, { root = path.join(__dirname, '..', '..') } = {}) {
  const { kind, given } = readArguments(args);
  const lists = await widgetLists();
  const steps = listOf(given['--steps'] || 'softmax');
  for (const step of steps) {
    if (!lists.steps.includes(step)) refuse(`--steps: “${step}” is not a step of the widget: use ${lists.steps.join(', ')}`);
  }
  if (new Set(steps).size !== steps.length) refuse('--steps: a step is named twice');
  const lang = (given['--lang'] || 'en').trim();
  if (!lists.languages.includes(lang)) refuse(`--lang: “${lang}” is not a language of the widget: use ${lists.languages.join(', ')}`);
  const scenarios = given['--scenarios'] === undefined ? null : listOf(given['--scenarios']);
  if (scenarios) {
    if (!scenarios.length) refuse('--scenarios: name at least one example');
    for (const id of scenarios) {
      if (!lists.examples.includes(id)) refuse(`--scenarios: “${id}” is not a built-in example: use ${lists.examples.join(', ')}`);
      for (const step of steps) {
        const why = lists.whyNotOffered(step, id);
        if (why) refuse(`--scenarios: the ${step} step cannot offer “${id}”: its task ${why === 'already' ? 'is already done when it opens' : 'can never be done with it'}`);
      }
    }
  }
  const title = (given['--title'] || `Attention Playground: ${steps.join(', ')} (${lang})`).trim();
  if (!title || title.length > MAX_TITLE) refuse(`--title: give a title of 1 to ${MAX_TITLE} characters`);
  const out = path.resolve(given['--out'] || path.join(root, 'dist', 'packages'));
  // The package's own name: its kind aside, the same lesson gives the same name.
  const id = ['attention-playground', ...steps, lang, ...(scenarios || [])].join('-');
  return { kind, steps, lang, scenarios, title, out, id };
}

module.exports = { readLesson, KINDS };
