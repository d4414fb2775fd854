// Between the element and the learned step's card (training/view-learned.js):
// the training (training/live-training.js: the tiny language model trained in
// the page, on the training module loaded when the learner presses Train)
// lives here, so it outlives a rebuild of the views (a change of language);
// its milestones go to the live region, never its frames; the step's task reads
// whether its gate passed; the `training` setting gives its seed (and may start it).
//
// host: the element's host API (element.js; actions.js lists what the views
// use of it). What the bridge uses:
//   progress()       training moved on (the step's task may be done now)
//   set(patch), commit()  a new state (the seed in the `training` setting), published as a learner's change
//   news(text)       something to say in the live region (a training milestone)
//   trainedModel()   a promise of the committed model of the widget's language ("Skip")
//   langTag()        the language asked for
import { getTraining, loadModelFile } from '../wasm/core.js';
import * as I from '../i18n/i18n.js';
import { part } from '../loader/parts.js';
import { trainingOf } from '../state/settings.js';

export class TrainingBridge {
  constructor(host) {
    this.host = host;
    // Shared with the card: render (set by the card once drawn).
    this.keep = {};
    this.c = null;        // the training, once its part is here
    this.making = null;   // a promise of it
    this.said = null;     // the training's state when a milestone was last weighed
    this.wanted = null;   // { seed, start } from the `training` setting, applied once the training exists
    this.drawing = 0;
  }

  // A promise of the training (live-training.js), made once, when its part is here.
  training() {
    if (this.c) return Promise.resolve(this.c);
    if (!this.making) {
      this.making = part('training').then((module) => {
        this.module = module;
        this.c = module.liveTraining({
          training: getTraining,
          model: () => this.host.trainedModel(),
          language: () => I.resolve(this.host.langTag()),
          changed: () => this.changed(),
        });
        this.said = this.c.state;
        this.applyWanted();
        return this.c;
      });
      this.making.catch(() => { this.making = null; });
    }
    return this.making;
  }

  // Whether the training's gate has passed (the learned step's task).
  gatePassed() { return Boolean(this.c && this.c.state.passed); }

  // What the learner has trained so far on this page ({ step, language }), or null: the whole playground's
  // trained card then offers to read with it.
  trainedSoFar() {
    const s = this.c && this.c.state;
    return s && s.step > 0 ? { step: s.step, language: s.runLanguage } : null;
  }

  // A promise of the learner's model as the model's module loads it (its weights file, training_api.mjs
  // modelFile), made once per step trained: "read it with the model you trained".
  learnerModel() {
    const so = this.trainedSoFar();
    if (!so) return Promise.reject(new Error('nothing is trained yet'));
    if (!this.learner || this.learner.step !== so.step) {
      const loading = this.c.modelFile().then((bytes) => loadModelFile(bytes, so.language));
      this.learner = { step: so.step, loading };
      loading.catch(() => { if (this.learner && this.learner.loading === loading) this.learner = null; });
    }
    return this.learner.loading;
  }

  // The `training` setting's text of what the training is: its seed when not the first; ":start" while
  // a start asked for waits for the training (its card opens for it: element/layout.js).
  text() {
    const seed = this.c ? this.c.state.seed : this.wanted ? this.wanted.seed : 1;
    const start = Boolean(this.wanted && this.wanted.start);
    return seed === 1 && !start ? null : String(seed) + (start ? ':start' : '');
  }

  // The `training` setting as a load read it (its text: settings.js trainingText), or null.
  follow(text) {
    const spec = trainingOf(text);
    if (!spec) return;
    this.wanted = spec;
    if (this.c) this.applyWanted();
  }

  applyWanted() {
    const spec = this.wanted;
    if (!spec || !this.c) return;
    this.wanted = null;
    if (spec.seed !== this.c.state.seed) this.c.setSeed(spec.seed);
    if (spec.start && this.c.state.phase !== 'running' && this.c.state.step === 0) this.c.play();
    if (spec.start && this.host.state()) this.host.set({ training: this.text() }); // started: the setting says the seed only
  }

  // A controller (controllers.js). The element left the page: training pauses (no computing for a widget nobody sees).
  hostDisconnected() { if (this.c) this.c.pause(); }

  hostConnected() {}

  render() { if (this.keep.render) this.keep.render(); }

  // The training changed: its milestone (if any) is said, the task is weighed, the card redraws at the next frame.
  changed() {
    const now = this.c.state;
    const before = this.said;
    this.said = now;
    const lang = I.resolve(this.host.langTag());
    const w = { t: (key, params) => I.t(lang, key, params), share: (s) => I.share(lang, s), num: (x) => I.num(lang, x),
      count: (n) => I.count(lang, n), quote: (text) => I.quote(lang, text) };
    const text = this.module.milestone(w, before, now);
    if (text) this.host.news(text);
    if (now.passed && !before.passed) this.host.progress();
    // Paused, started, reset: the widget draws again (the whole playground's trained card offers the learner's model).
    if (now.phase !== before.phase && this.host.state()) this.host.set({});
    if (now.seed !== before.seed) { this.host.set({ training: this.text() }); this.host.commit(); }
    if (!this.drawing) {
      const draw = () => { this.drawing = 0; this.render(); };
      this.drawing = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(draw) : setTimeout(draw, 16);
    }
  }
}
