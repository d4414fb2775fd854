// The widgets of a package's page seen as one lesson, for the wrapper that
// reports it to the course: which steps' tasks are done (a ✓ earned now or one
// restored), the state the course keeps for the learner's return, and putting
// a kept state back. Each widget shows one step of the lesson (its `step`
// attribute, written by the packager) and offers that step's task.
// The widget's interface (README, "Counted by the course"): the `task` and
// `change` events, `learnerState`, `restoreLearnerState()`.

export const PACKAGE_STATE = 'attention-playground/package-state';
const VERSION = 1;

export function lessonWidgets(doc) {
  return Array.from(doc.querySelectorAll('attention-playground'));
}

const stepOf = (widget) => widget.getAttribute('step');

// Whether the widget's ✓ for its own step is earned, with any of its examples.
function stepDone(widget) {
  const state = widget.learnerState;
  return Boolean(state && Array.isArray(state.tasksDone) && state.tasksDone.some((task) => task && task.step === stepOf(widget)));
}

// The lesson's score: a point a step whose task is done.
export function lessonScore(widgets) {
  const raw = widgets.filter(stepDone).length;
  const max = widgets.length;
  return { raw, min: 0, max, scaled: max ? raw / max : 0, done: max > 0 && raw === max };
}

// What the course keeps: every widget's learner state, in the page's order.
export function lessonState(widgets) {
  return { format: PACKAGE_STATE, version: VERSION, widgets: widgets.map((widget) => widget.learnerState) };
}

// Puts a kept lesson state (its JSON text) back, each widget its step's own.
// Returns the problems, each in words that say what was wrong and where ([] when none).
// A widget refuses a state of its own that is corrupted and says so itself; the rest are restored.
export function restoreLesson(widgets, text) {
  let kept;
  try {
    kept = JSON.parse(text);
  } catch (error) {
    return [`the state kept by the course is not JSON (${error.message})`];
  }
  if (!kept || kept.format !== PACKAGE_STATE || kept.version !== VERSION || !Array.isArray(kept.widgets)) {
    return [`the state kept by the course is not a lesson state of version ${VERSION} (format “${PACKAGE_STATE}”)`];
  }
  const problems = [];
  for (const widget of widgets) {
    const own = kept.widgets.find((state) => state && state.step === stepOf(widget));
    if (!own) continue; // a step the learner had not opened yet
    if (typeof widget.restoreLearnerState !== 'function') {
      problems.push(`the ${stepOf(widget)} step: this widget's version cannot restore a learner state`);
      continue;
    }
    const result = widget.restoreLearnerState(own);
    if (!result || !result.ok) problems.push(`the ${stepOf(widget)} step: ${result ? result.error : 'no answer'}`);
  }
  return problems;
}

// Calls onChange('task', detail) when the learner earns a ✓, onChange('change')
// when they change the view (a slider, a word).
export function watchLesson(widgets, onChange) {
  for (const widget of widgets) {
    widget.addEventListener('task', (event) => onChange('task', event.detail));
    widget.addEventListener('change', () => onChange('change'));
  }
}

// Resolves once every widget is defined and has drawn what it was asked.
export async function lessonReady(widgets, registry) {
  await registry.whenDefined('attention-playground');
  await Promise.all(widgets.map((widget) => (typeof widget.whenIdle === 'function' ? widget.whenIdle() : null)));
}
