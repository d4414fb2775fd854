// The widget grows with the chapter it is written for (its sections: README.md,
// "What a learner can do"): one step per section, each showing what the
// chapter has taught up to there and nothing from later sections. A step is
// chosen with the `step` attribute (or step= in a lesson link); without one
// the widget opens at the first step and the learner moves on; "all" shows
// everything at once, for explorers.
//
// For each step: `shows`, the parts of the widget on screen (cumulative: a
// later step keeps the earlier ones, compactly); `example`, the built-in
// example a widget opened at that step starts with; `fits(scenario)`, whether
// an example can show the step's idea (the heads step needs several heads);
// and the step's "Try this": its words (catalogue key task.<step>) and its
// rule (task-rules.js STEP_RULES), done once the learner has done it. Pure: no DOM.
import { STEP_RULES, isDone } from './task-rules.js';

export const STEP_IDS = Object.freeze(['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order']);
export const ALL = 'all';

// The parts a step can show.
//   needs     the words a word needs, in plain English (view-needs.js)
//   search    query, keys and values as a search: what it types, the pages' titles and contents (view-search.js)
//   table     the match table: every word's key and its match score
//   numbers   queries and keys as named numbers, the dot product worked out, the focus's query editable
//             (in "all" they are on demand, behind "Show numbers" and "Show the working")
//   softmax   percentages that add to 100 %, and the magnitude
//   sink      the sink's row and its controls
//   values    what each word carries, and the blended value
//   learned   "where the vectors come from": the training view
//   heads     several heads side by side
//   order     shuffling the words, and the scores that do not change
//   explore   the rest: the heatmap, your own sentence, the example picker, share and export, "What this means"
const SHOWS = {
  needs: ['needs'],
  search: ['search'],
  scores: ['table', 'numbers'],
  softmax: ['table', 'softmax'],
  sink: ['table', 'softmax', 'sink'],
  values: ['table', 'softmax', 'sink', 'values'],
  learned: ['learned'],
  heads: ['table', 'softmax', 'sink', 'values', 'heads'],
  order: ['table', 'softmax', 'sink', 'values', 'heads', 'order'],
  all: ['table', 'softmax', 'sink', 'values', 'learned', 'heads', 'order', 'explore'],
};

const EXAMPLES = {
  needs: 'it', search: 'sky', scores: 'moon', softmax: 'magnitude', sink: 'sink', values: 'it',
  learned: 'it', heads: 'heads', order: 'word-order', all: 'it',
};

// The examples a step lets the learner flip through when the author names
// none: the chapter's own words that need others.
export const STEP_EXAMPLES = Object.freeze({ needs: Object.freeze(['bank', 'it', 'opened', 'sky', 'treaty']) });

// The control a step's task needs: when a lesson hides it, the task is not shown.
const TASK_CONTROLS = { scores: 'edit', softmax: 'magnitude', sink: 'sink', values: 'edit', heads: 'heads', order: 'order',
  learned: 'training' };
export function taskShown(step, hide) { return !hide.includes(TASK_CONTROLS[step]); }

// The steps with a view of the trained model (element/layout.js draws them:
// the learned step's card, the heads step's switch, the sink step's real
// example, the whole playground's reading in explore.html), so a page showing
// one of them may need the trained part (the Python package reads this list
// from its manifest, tools/stage-wheel.js).
export const TRAINED_MODEL_STEPS = Object.freeze(['learned', 'heads', 'sink', ALL]);

// The heads step showing the trained model's heads (its switch, the `model`
// setting): its example and the example's task are the hand-made heads', out
// of sight, so the step asks its own unchecked task (nothing of the model is
// the learner's to change, so no move could earn a ✓).
export function showsTrainedHeads(vm) { return vm.step === 'heads' && vm.model === 'trained'; }

export function isStep(id) { return id === ALL || STEP_IDS.includes(id); }

export function shows(step, part) { return SHOWS[isStep(step) ? step : ALL].includes(part); }

export function exampleFor(step) { return EXAMPLES[isStep(step) ? step : ALL]; }

// The built-in examples a step cannot offer, for its task could never be done with them, and
// why: it 'already' holds when they open (the softmax step's 90 % at magnitude 9, the values
// step's half and half of "blend", one head at the heads step), or 'never': no move the step
// offers makes it hold. tests/node/every-task.test.js works out every step and example, and
// holds this table to it, reasons included; an author's scenarios= list naming one of them gets
// a note that says which and why (element/loading.js).
const CANNOT = {
  scores: { blend: 'never' },
  softmax: { bank: 'already', blend: 'never', heads: 'already', it: 'already', moon: 'already', opened: 'already', sky: 'already', treaty: 'already' },
  values: { blend: 'already', heads: 'never', 'word-order': 'already' },
  heads: { bank: 'already', blend: 'already', it: 'already', magnitude: 'already', moon: 'already', opened: 'already', sink: 'already',
    sky: 'already', treaty: 'already', 'word-order': 'already' },
};

// Why the step does not offer the example of this id ('already' or 'never'), or null when it does.
export function whyNotOffered(step, id) {
  const table = CANNOT[step];
  return table && Object.prototype.hasOwnProperty.call(table, id) ? table[id] : null;
}

// Whether the step offers the example of this id (one of the learner's to flip through, or kept on a move to it).
export function offers(step, id) { return whyNotOffered(step, id) === null; }

// Whether a scenario can show the step's idea, with a task that can be done.
export function fits(step, scenario) {
  return (step !== 'heads' || scenario.heads.length > 1) && offers(step, scenario.id);
}

// The step's task, done (task-rules.js: the rule holds and did not at the start).
export function taskDone(step, vm, start) { return isDone(STEP_RULES[step], vm, start); }

// The word a step opens on. The needs step asks the learner to find a word
// that needs another, so it opens on one that does not (the first word that
// asks nothing); the others open on the example's own focus.
export function openingFocus(step, scenario, state) {
  if (step !== 'needs') return state.focus;
  const head = scenario.heads[state.head];
  const idle = head ? head.queries.findIndex((q) => q.every((x) => x === 0)) : -1;
  return idle < 0 ? state.focus : idle;
}

export function stepIndex(step) { return STEP_IDS.indexOf(step); }

// The state as a step shows it: what the chapter has not taught yet takes no
// part in the numbers (no sink before the sink step, one head before the heads
// step, no causal mask outside "all", the chapter never uses one). The state
// itself keeps every setting, for the link and for the later steps.
export function viewState(state) {
  const step = state.step;
  if (step === ALL) return state;
  return Object.assign({}, state, {
    sink: shows(step, 'sink') ? state.sink : { on: false, score: state.sink.score },
    heads: shows(step, 'heads') ? state.heads : [state.head],
    causal: false,
  });
}

// The parts a view model says are on screen: the step's, less what the lesson hides.
export const PARTS = Object.freeze(['needs', 'search', 'table', 'numbers', 'softmax', 'sink', 'values', 'learned', 'heads',
  'order', 'explore']);
// Kept per step and hidden list: the view model asks at every update.
const partsCache = new Map();
export function shownParts(step, hide) {
  const key = step + '|' + hide.join(',');
  let parts = partsCache.get(key);
  if (!parts) {
    parts = Object.freeze(Object.fromEntries(PARTS.map((part) => [part, shows(step, part) && !hide.includes(part)])));
    if (partsCache.size >= 64) partsCache.clear();
    partsCache.set(key, parts);
  }
  return parts;
}
