// What the element tells a course of its learner: the `task` event when a
// "Try this" is newly done (once per step and example, never for a ✓ restored),
// the `progress` event when a step is first visited or a task done (the lesson's
// figures: lesson/progress.js), and the learner's state to keep and restore
// (learnerState, restoreLearnerState: state/learner-state.js). The widget sends
// none of it anywhere: they are events and values for the host page, which
// forwards them where it chooses (README, "Counted by a course").
import * as E from '../lesson/explain.js';
import * as I from '../i18n/i18n.js';
import { offersTask, progressOf, stepsOffered } from '../lesson/progress.js';
import { learnerState, readLearnerState } from '../state/learner-state.js';
import { part } from '../loader/parts.js';
import * as L from '../state/lesson-link.js';

// A task's detail (the `task` event's): the step and example, the Try this as
// shown, the attempt's start and length, and its score (a checked task: 1 of 1).
export function taskDetail({ step, example, task, lang, startedAt, doneAt, lesson }) {
  return { step, example, task, lang, done: true, startedAt: new Date(startedAt).toISOString(), durationMs: Math.max(0, doneAt - startedAt),
    score: { raw: 1, max: 1, scaled: 1 }, lesson };
}

const courseEvent = ([type, detail]) => new CustomEvent(type, { bubbles: true, composed: true, detail });

// One element's record of its learner. drawn() after each drawing returns the
// events to fire (`task`, then `progress`); while `quiet` (a learner state being
// restored), it records what is drawn and gives none.
export function courseRecord() {
  const done = []; // [{ step, example }], in the order done
  const visited = [];
  const started = new Map(); // 'step|example' -> when its task was first offered (ms)
  const self = {
    quiet: false,
    // A learner state being restored (its view not drawn yet): what learnerState reads until it is.
    restoring: null,
    isDone: (step, example) => done.some((d) => d.step === step && d.example === example),
    // fixed: the element's step is fixed (its `step` attribute); own: its own example shown, else null.
    progress: (vm, fixed, own) => progressOf(stepsOffered(vm.step, fixed, vm.hide), visited, done, (step) => offersTask(step, vm, own)),
    drawn(vm, task, fixed, own, now = Date.now()) {
      const example = vm.scenario.id;
      const key = vm.step + '|' + example;
      const offered = offersTask(vm.step, vm, own);
      if (offered && !started.has(key)) started.set(key, now);
      let news = !visited.includes(vm.step);
      if (news) visited.push(vm.step);
      const newlyDone = offered && task.newlyDone && !self.isDone(vm.step, example);
      if (newlyDone) done.push({ step: vm.step, example });
      news = news || newlyDone;
      // Most drawings (a slider dragged) are no news: the lesson's figures are worked out only for news.
      if (self.quiet || !news) return [];
      const lesson = self.progress(vm, fixed, own);
      if (!lesson.tasksOffered) return [];
      const events = [['progress', lesson]];
      if (newlyDone) {
        events.unshift(['task', taskDetail({ step: vm.step, example, task: E.tryThis(vm, task), lang: vm.lang, startedAt: started.get(key), doneAt: now,
          lesson })]);
      }
      return events.map(courseEvent);
    },
    state: (state, scenario) => (self.restoring ? learnerState({ ...self.restoring, tasksDone: done })
      : learnerState({ step: state.step, example: scenario.id, link: L.serialise(state, scenario), tasksDone: done })),
    // A learner state read (readLearnerState): its tasks are the learner's record from now on.
    restore(read) {
      done.splice(0, done.length, ...read.tasksDone);
      for (const t of read.tasksDone) if (!visited.includes(t.step)) visited.push(t.step);
    },
  };
  return self;
}

// The element's learnerState (get and set) and restoreLearnerState(value). A
// state refused leaves the widget as it was, with a note that says why.
export function defineCourseApi(ElementClass) {
  Object.defineProperty(ElementClass.prototype, 'learnerState', {
    configurable: true,
    enumerable: true,
    get() { return this._state ? this._course.state(this._state, this._scenario) : null; },
    set(value) {
      if (value === null || value === undefined) return; // nothing kept yet: the widget as it opens
      const result = this.restoreLearnerState(value);
      if (!result.ok) console.warn('attention-playground: ' + result.error);
    },
  });
  ElementClass.prototype.restoreLearnerState = function restoreLearnerState(value) {
    let read;
    try {
      read = readLearnerState(value);
    } catch (error) {
      const why = String(error.message);
      // The notes' words come with their part (loader/parts.js).
      this._track(part('notes').then(() => this._host.note(I.t(this._langTag(), 'url.learner-state', { why })), () => {}));
      return { ok: false, error: why };
    }
    this._course.restore(read);
    this._course.quiet = true;
    // Until its view is drawn, learnerState reads the state restored (a host saving it at once keeps it whole).
    this._course.restoring = read;
    const done = () => { this._course.quiet = false; this._course.restoring = null; };
    // Before the first drawing, after it (the load under way reads the attributes and the page's link).
    const load = () => this._load({ hash: true, link: read.link });
    (this._state ? load() : this.ready.then(load)).then(done, done);
    return { ok: true };
  };
}
