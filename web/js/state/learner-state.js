// A learner's state for a course to keep (the element's learnerState): the
// step and example shown, the view as the widget's own link text (lesson-link.js
// serialise: the settings, a typed sentence), and the tasks the learner did.
// Small JSON (a view with nothing typed: a few hundred characters), so it fits
// SCORM 1.2's suspend_data (4,096 characters) with room to spare; a long typed
// sentence makes it longer (MAX_STATE bounds what is read back). Pure: no DOM.
//
//   learnerState({ step, example, link, tasksDone }) -> the plain object
//   readLearnerState(value) -> that object, checked (value: it, or its JSON text);
//                              throws a Problem that says what was wrong and where
import { ALL, STEP_IDS, isStep } from '../lesson/steps.js';
import { MAX_LINK, Problem, shorten } from './settings.js';

export const FORMAT = 'attention-playground/learner-state';
export const VERSION = 1;
// Characters of a learner state's JSON text: room for a link of the longest typed
// sentence the widget reads as an attribute (MAX_SENTENCE), percent-encoded.
export const MAX_STATE = 200000;
const MAX_TASKS = 1000; // entries of tasksDone: a step and example each (9 steps × a few examples)

export function learnerState({ step, example, link, tasksDone }) {
  return { format: FORMAT, version: VERSION, step, example, link, tasksDone: tasksDone.map((t) => ({ step: t.step, example: t.example })) };
}

const fail = (where, why) => { throw new Problem('learnerState' + where + ' ' + why); };
const shown = (value) => (typeof value === 'string' ? JSON.stringify(shorten(value, 40)) : Array.isArray(value) ? 'a list'
  : value === null ? 'null' : typeof value);

function text(value, where, max) {
  if (typeof value !== 'string' || value === '') fail(where, `is not a text (got ${shown(value)})`);
  if (value.length > max) fail(where, `is ${value.length} characters long, more than ${max}`);
  return value;
}

function step(value, where) {
  text(value, where, 20);
  if (!isStep(value)) fail(where, `is not a step of the chapter (got ${shown(value)}; steps: ${STEP_IDS.join(', ')}, ${ALL})`);
  return value;
}

export function readLearnerState(value) {
  let state = value;
  if (typeof value === 'string') {
    if (value.length > MAX_STATE) fail('', `is ${value.length} characters long, more than ${MAX_STATE}`);
    try { state = JSON.parse(value); } catch (error) { fail('', `is not JSON text (${shorten(String(error.message), 80)})`); }
  }
  if (!state || typeof state !== 'object' || Array.isArray(state)) fail('', `is not an object (got ${shown(state)})`);
  if (state.format !== FORMAT) fail('.format', `is not "${FORMAT}" (got ${shown(state.format)}): not a learner state of this widget`);
  if (state.version !== VERSION) {
    fail('.version', `is ${typeof state.version === 'number' ? state.version : shown(state.version)}: this widget reads version ${VERSION} only`);
  }
  if (typeof value !== 'string' && JSON.stringify(state).length > MAX_STATE) fail('', `is longer than ${MAX_STATE} characters as JSON`);
  const link = typeof state.link === 'string' && state.link === '' ? '' : text(state.link, '.link', MAX_LINK);
  const tasks = state.tasksDone;
  if (!Array.isArray(tasks)) fail('.tasksDone', `is not a list (got ${shown(tasks)})`);
  if (tasks.length > MAX_TASKS) fail('.tasksDone', `holds ${tasks.length} tasks, more than ${MAX_TASKS}`);
  const tasksDone = tasks.map((t, i) => {
    if (!t || typeof t !== 'object' || Array.isArray(t)) fail(`.tasksDone[${i}]`, `is not an object (got ${shown(t)})`);
    return { step: step(t.step, `.tasksDone[${i}].step`), example: text(t.example, `.tasksDone[${i}].example`, 200) };
  });
  return learnerState({ step: step(state.step, '.step'), example: text(state.example, '.example', 200), link, tasksDone });
}
