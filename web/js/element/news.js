// What the live region says after each drawing (announcer.js says it,
// explain.js writes it): one polite message per settled change, the result
// first. Where the learner is after a move to another step or example, else
// what the learner's change did; training's milestones (news); and a ✓ once,
// when the step's task is earned. A drawing that is not a learner's (the
// first one, a host's change) is not news: what it shows is on screen already.
import * as E from '../lesson/explain.js';
import * as I from '../i18n/i18n.js';

export function newsFor(region) {
  let touches = 0;
  let seen = 0;
  let step = false;    // the next drawing follows a move to another step
  let example = false; // or to another example of the step
  let milestone = '';
  return {
    // The learner is changing something (a drag, a click): the next drawing is news.
    touch() { touches += 1; },
    newStep() { step = true; },
    newExample() { example = true; },
    // Something to say with the next drawing (a training milestone).
    news(text) { milestone = text; },
    // After a drawing: vm, its task (view-extra.js taskOf) and, after a flip, where the example stands ({ n, count }).
    drawn(vm, task, place) {
      const byLearner = step || example || seen !== touches;
      seen = touches;
      // Training's news alone says only itself; a learner's change says what it did.
      const result = step ? E.stepIntro(vm, task) : example ? E.stepIntro(vm, task, place) : byLearner ? E.announcement(vm) : '';
      const news = milestone;
      milestone = '';
      step = example = false;
      if (byLearner || task.newlyDone || news) {
        const done = task.newlyDone ? I.t(vm.lang, 'task.done') : '';
        region.say({ result, news, done });
      } else {
        region.hush(E.announcement(vm));
      }
    },
  };
}
