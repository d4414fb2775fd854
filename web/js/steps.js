// The widget grows with the chapter (../shared/chapter/attention.txt): one
// step per section, each showing what the chapter has taught up to there and
// nothing from later sections. A step is chosen with the `step` attribute (or
// step= in a lesson link); without one the widget opens at the first step and
// the learner moves on; "all" shows everything at once, for explorers.
//
// For each step: `shows`, the parts of the widget on screen (cumulative: a
// later step keeps the earlier ones, compactly); `example`, the built-in
// example a widget opened at that step starts with; `fits(scenario)`, whether
// an example can show the step's idea (the heads step needs several heads);
// and `task`, the step's "Try this": its words (catalogue key task.<step>) and
// `done(vm, start)`, true once the learner has done it (start: the view model
// the step opened with). Pure: no DOM.
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

// The best entry of a head's focus row: the biggest weight, the sink included.
function winner(head) {
  let best = null;
  for (const r of head.rows) if (!best || r.weight > best.weight) best = { index: r.index, weight: r.weight };
  if (head.sink && (!best || head.sink.weight > best.weight)) best = { index: 'sink', weight: head.sink.weight };
  return best;
}
const shownHead = (vm) => vm.heads[vm.shownHead];

// Each step's task, as a condition on the view (start: the view the step opened
// with). A task is done once its condition holds and did not at the start.
const TASKS = {
  // Click another word that needs something, and see what it needs.
  needs: (vm, start) => vm.focus !== start.focus,
  // Find the page whose title fits what the word types: click the result that fits best.
  search: (vm) => vm.picked !== null && vm.needed.includes(vm.picked),
  // Change the query until another word has the best match score.
  scores: (vm, start) => vm.focus === start.focus && winner(shownHead(vm)).index !== winner(shownHead(start)).index,
  // Turn the magnitude up until the best match gets more than 90 %.
  softmax: (vm) => !shownHead(vm).focus.idle && winner(shownHead(vm)).weight > 0.9,
  // With the sink on, click a word whose query really fits a key: the match beats the sink.
  sink: (vm) => vm.sink.on && !shownHead(vm).focus.idle && winner(shownHead(vm)).index !== 'sink',
  // Make the word split its attention between two words, half and half.
  values: (vm) => shownHead(vm).blend.reading.kind === 'half',
  // Train the layer for at least 100 steps.
  learned: (vm) => vm.training !== null && Number(String(vm.training).split(':')[2] || 0) >= 100,
  // Show one head on its own.
  heads: (vm, start) => start.shownHeads.length > 1 && vm.shownHeads.length === 1,
  // Shuffle the words and check that no score changed.
  order: (vm) => vm.order.shuffled && vm.order.changed === 0,
};

// The control a step's task needs: when a lesson hides it, the task is not shown.
const TASK_CONTROLS = { scores: 'edit', softmax: 'magnitude', sink: 'sink', values: 'edit', heads: 'heads', order: 'order',
  learned: 'training' };
export function taskShown(step, hide) { return !hide.includes(TASK_CONTROLS[step]); }

export function isStep(id) { return id === ALL || STEP_IDS.includes(id); }

export function shows(step, part) { return SHOWS[isStep(step) ? step : ALL].includes(part); }

export function exampleFor(step) { return EXAMPLES[isStep(step) ? step : ALL]; }

// Whether a scenario can show the step's idea.
export function fits(step, scenario) {
  return step !== 'heads' || scenario.heads.length > 1;
}

export function taskDone(step, vm, start) {
  const holds = TASKS[step];
  return Boolean(holds && start && holds(vm, start) && !holds(start, start));
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
