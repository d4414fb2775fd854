// Between the element and "Where the vectors come from" (view-training.js):
// the training controller (training-controller.js, on the training module
// loaded on demand) lives here, so it outlives a rebuild of the views, the
// playground can show the learned weights (learned-scenario.js) and a lesson
// link can carry the training (training=task:seed:steps).
//
// host: the element's host API (element.js; actions.js lists what the views
// use of it). What the bridge uses:
//   state(), scenario()        the current ones (null before the first load)
//   set(patch), commit()       a new state; published as a learner's change
//   progress()                 training moved on (its task may be done now)
//   news(text)                 something to say in the live region (a training milestone)
//   load(how)                  load a scenario ({ user: 'learned' })
//   replaceScenario(scenario)  the learned weights moved: the same example with new numbers
//   status(text)               say what is happening while the widget loads
//   langTag()                  the language asked for
import { getTraining } from '../wasm/core.js';
import * as I from '../i18n/i18n.js';
import * as L from '../state/lesson-link.js';
import { part } from '../loader/parts.js';
import { MAX_TRAINING_STEPS } from '../state/settings.js';
import { errorText, noteLang } from './state-sources.js';

const LEARNED_EVERY_MS = 400; // the playground's redraws of learned weights while training

export class TrainingBridge {
  constructor(host) {
    this.host = host;
    // Shared with the view: controller, open, render (set by the view), trainer,
    // part (training-part.js: the controller, the open view, the learned scenario).
    this.keep = {};
    this.learnedAt = 0;
    this.suspended = false; // the element is off the page (hostDisconnected())
    this.suspensions = 0;
  }

  // The controller once it has a training state, else null.
  controller() {
    const c = this.keep.controller;
    return c && c.state ? c : null;
  }

  // The controller, made once, on the training module and the training part
  // (loader/parts.js), both loaded on demand.
  trainer() {
    const keep = this.keep;
    if (!keep.trainer) {
      keep.trainer = Promise.all([getTraining(), part('training')]).then(([api, module]) => {
        keep.part = module;
        keep.controller = module.trainingController(api, () => this.changed(), MAX_TRAINING_STEPS);
        return keep.controller;
      });
      keep.trainer.catch(() => { keep.trainer = null; });
    }
    return keep.trainer;
  }

  // The steps trained so far while the view is open (the learned step's task), else 0.
  trainedSteps() {
    const c = this.controller();
    return this.keep.open && c ? c.state.step : 0;
  }

  // The training in its link form while the view is open, else null.
  text() {
    const c = this.controller();
    if (!this.keep.open || !c) return null;
    return L.trainingText(c.snapshot());
  }

  opened(open) {
    this.keep.open = open;
    if (!this.host.state()) return;
    if (open) this.host.news(I.t(this.host.langTag(), 'say.training-open')); // said with the drawing that shows it
    this.host.set({ training: this.text() });
    this.host.commit();
  }

  // A controller (controllers.js). The element left the page: training stops,
  // and so does a lesson link's replay (no computing for a widget nobody sees);
  // replayFrom then answers 'suspended' and the element replays again when it
  // is back (hostConnected()).
  hostDisconnected() {
    this.suspended = true;
    this.suspensions += 1;
    const c = this.keep.controller;
    if (c) { c.stopReplay(); c.pause(); }
  }

  hostConnected() { this.suspended = false; }

  // Redraws the view (after the playground drew: it says whether the
  // playground shows the learned weights).
  render() { if (this.keep.render) this.keep.render(); }

  // pairs: [key, value, origin]; the last training= wins and trains the
  // layer again first, so that scenario=learned has something to show. A task
  // the module does not know gives a note (pushed onto `notes`). Resolves
  // 'suspended' when the element left the page before the replay was done.
  async replayFrom(pairs, notes, around) {
    const last = pairs.filter((p) => p[0] === 'training').pop();
    if (!last) return;
    const lang = noteLang(pairs, around);
    const spec = L.training(last[1], lang);
    if (spec && spec.problem) return; // apply() notes it
    if (!spec) { this.keep.open = false; return; }
    try {
      const c = await this.trainer();
      this.keep.open = true;
      if (spec.task === null) return;
      if (!c.tasks.some((task) => task.id === spec.task)) {
        notes.push(L.note('training', last[1], I.t(lang, 'url.no-task',
          { task: spec.task, names: c.tasks.map((x) => x.id).join(', ') }), last[2], lang));
        return;
      }
      if (L.trainingText(c.snapshot()) === L.trainingText(spec)) return; // already there
      if (this.suspended) return 'suspended';
      const suspensions = this.suspensions;
      this.host.status(I.t(this.host.langTag(), 'training.replaying', { steps: String(spec.steps) }));
      const done = await c.replay(spec);
      if (!done && suspensions !== this.suspensions) return 'suspended'; // even if it is back already
    } catch (error) {
      notes.push(L.note('training', last[1], errorText(error), last[2], lang));
    }
  }

  // Training's milestones, for the live region (training-model.js milestone):
  // compared with the last one said, so frames are never announced.
  sayProgress(c) {
    const part = this.keep.part;
    const now = part.progress({ losses: c.losses, evaluation: c.evaluation, running: c.running, steps: c.state.step }, performance.now());
    // Before anything was said, training had not started (opening the view is not news).
    const before = this.said || { at: 0, running: false, steps: now.steps, loss: null, accuracy: null };
    const text = part.milestone(before, now, I.resolve(this.host.langTag()));
    if (!this.said || text) this.said = now;
    if (text) this.host.news(text);
  }

  // The trained layer as a scenario (learned-scenario.js), in every catalogue language.
  learnedScenario() {
    const input = this.controller().learnedInput();
    const taskKey = 'training.task.' + input.task.id;
    return this.keep.part.scenarioFromTraining(Object.assign(input, {
      languages: I.languages(),
      taskTitle: (lang) => (I.has(lang, taskKey) ? I.t(lang, taskKey) : input.task.title),
      say: (lang, key, params) => I.t(lang, key, Object.assign({}, params,
        params && params.token !== undefined ? { token: I.quote(lang, params.token) } : {})),
    }));
  }

  // The controller changed (a training step, an edit, another task...): the
  // view redraws; the playground follows when it shows the learned weights (at
  // most every LEARNED_EVERY_MS while training runs); the link follows when
  // training has settled.
  changed() {
    this.render();
    const c = this.controller();
    const host = this.host;
    if (!c || c.replaying || !host.state()) return;
    this.sayProgress(c);
    const now = performance.now();
    const scenario = host.scenario();
    if (scenario && scenario.id === 'learned' && (!c.running || now - this.learnedAt > LEARNED_EVERY_MS)) {
      this.learnedAt = now;
      const next = this.learnedScenario();
      // Another task or example sentence is a new scenario; otherwise only the numbers move.
      const same = next.learned.task === scenario.learned.task && next.sentence === scenario.sentence;
      if (!same) { host.load({ user: 'learned' }); return; }
      host.replaceScenario(next);
    }
    if (!c.running) {
      host.set({ training: this.text() });
      host.commit();
    } else {
      host.progress(); // the steps trained count for the learned step's task while it runs
    }
  }
}
