// What a drawing gives the views beside the view model (compute.js makes the
// one, the element the other: the views' `extra`), as pure functions of what
// the element holds: the step's "Try this" and whether it is done, the
// examples the learner flips through, the search result picked.
import { STEP_EXAMPLES, offers, showsTrainedHeads, taskShown } from '../lesson/steps.js';
import { latch } from '../lesson/task-rules.js';
import { taskRule } from '../lesson/progress.js';

// The examples the learner flips through at this step (previous and next):
// the author's list, else the step's own (steps.js STEP_EXAMPLES) when the
// author chose no example (chosen: data, a scenario or a sentence attribute),
// less those whose task the step could not set (steps.js offers);
// null when there is one, or the example shown is not in the list.
export function examplesOf(state, scenario, chosen) {
  if (!state || !scenario) return null;
  const list = state.scenarios || (!chosen && STEP_EXAMPLES[state.step]) || null;
  const examples = list && list.filter((id) => id === scenario.id || offers(state.step, id));
  return examples && examples.length > 1 && examples.includes(scenario.id) ? examples : null;
}

// Where the example shown stands in that list ({ n, count }), else null.
export function placeOf(examples, scenario) {
  return examples ? { n: examples.indexOf(scenario.id) + 1, count: examples.length } : null;
}

// The step's "Try this" for a drawing: checked by its rule (task-rules.js)
// unless the author gave a task of their own; done once the learner did it,
// and done it stays while the step and the example are the same (before: the
// last drawing's progress). An author's own example (own: it, shown from data
// or inline) keeps its own title, task and rule (its `done`) at any step;
// without a rule it checks nothing; nor does the heads step while it shows the
// trained model's heads (progress.js taskRule). A task the learner did before (earlier, or
// in a learner state restored: doneBefore) shows its ✓ again, and is no news. Returns { task, progress }.
export function taskOf(vm, before, own, doneBefore) {
  const authored = Boolean(own);
  const rule = taskRule(vm.step, vm, own);
  const checked = Boolean(rule);
  const key = vm.step + '|' + vm.scenario.key;
  const same = before && before.key === key;
  const progress = latch(doneBefore ? { key, start: same ? before.start : vm, done: true } : before, key, rule, vm);
  // The step's own words where its example's task is out of sight (explain.js tryThis).
  const words = !vm.task && !authored && showsTrainedHeads(vm) ? 'task.heads-trained' : null;
  return { progress, task: { checked, authored, key: words, done: checked && progress.done, newlyDone: checked && progress.newlyDone,
    token: progress.start.focusText, shown: authored || !checked || taskShown(vm.step, vm.hide) } };
}

// The search result the learner clicked, while the example, step and focus
// are the ones it was picked for (picked: { index, scenario, step, focus }); else null.
export function pickedIn(picked, scenario, state) {
  return picked && picked.scenario === scenario && picked.step === state.step && picked.focus === state.focus ? picked.index : null;
}
