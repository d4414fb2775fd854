// A lesson's figures for a course (the element's `progress` event): which
// steps a widget offers, which of them ask a task the widget checks, and how
// many of those the learner did. Also the one home of which rule checks a
// step's "Try this" (view-extra.js taskOf reads it for the step drawn). Pure.
import { ALL, STEP_IDS, showsTrainedHeads, taskShown } from './steps.js';
import { STEP_RULES } from './task-rules.js';

// The rule that checks the "Try this" at `step`, or null when nothing is checked:
// an author's own task (settings.task) checks nothing; an author's own example
// (own) checks its own rule (its `done`) at any step; the whole playground and
// the heads step showing the trained model's heads check nothing.
export function taskRule(step, settings, own) {
  if (settings.task) return null;
  if (own) return own.done || null;
  return step !== ALL && !showsTrainedHeads({ step, model: settings.model }) ? STEP_RULES[step] || null : null;
}

// Whether the step offers the learner a task the widget checks: a rule, the
// Try this not hidden by the lesson, nor the control it needs (steps.js taskShown).
export function offersTask(step, settings, own) {
  return Boolean(taskRule(step, settings, own)) && !settings.hide.includes('task') && (Boolean(own) || taskShown(step, settings.hide));
}

// The steps a widget offers: the one it shows when its step is fixed (the
// `step` attribute) or its steps are hidden; else every step of the chapter,
// which the learner moves through. The whole playground ("all") offers none.
export function stepsOffered(step, fixed, hide) {
  if (step === ALL) return [];
  return fixed || hide.includes('steps') ? [step] : STEP_IDS.slice();
}

// The figures: offered, the steps offered (in the chapter's order); visited,
// the steps the learner saw; done, the tasks done ([{ step, example }]); tasked(step),
// whether a step offers a task. A step's task counts once, whichever example it was done on.
// { stepsOffered, stepsVisited, tasksOffered, tasksDone, scaled } (scaled: done / offered, 0 when none is).
export function progressOf(offered, visited, done, tasked) {
  const withTask = offered.filter(tasked);
  const tasksDone = withTask.filter((step) => done.some((d) => d.step === step)).length;
  return {
    stepsOffered: offered.slice(),
    stepsVisited: offered.filter((step) => visited.includes(step)),
    tasksOffered: withTask.length,
    tasksDone,
    scaled: withTask.length ? tasksDone / withTask.length : 0,
  };
}
