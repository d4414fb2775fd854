// What the views may ask of their element, bound to one language: the
// catalogue's words and numbers in it (t, num, pct, quote) and every change a
// learner can make. set() is a learner's change, published; preview() a
// slider being dragged (drawn, published when let go: commit()).
//
// host: the element's declared internal API (element.js makes it, once; the
// training bridge gets the same), never its fields. What the views use of it:
//   state(), scenario()        the ones shown (null before the first load); the state is never changed in place
//   set(patch), commit()       a new state, drawn at the next frame; published as a learner's change
//   touch()                    the learner is changing something: the next drawing is news
//   pick(id), flip(delta)      another example: by its id, or the step's previous (-1) or next (1)
//   goToStep(step)             another step of the chapter
//   pickResult(index)          the search result the learner clicked
//   useSentence(text)          a learner's typed text: a promise of the problem to show, or null
//   hideNotes(said)            the notes go, focus moves on, the live region says `said`
//   link(), saveImage(kind)    the lesson link; save the picture ('png' or 'svg')
//   training()                 the training bridge (training-bridge.js)
//   trainedModel()             a promise of the trained model (model-bridge.js)
//   heatmapRows(key, first, last)  a long heatmap's rows its canvas scrolled to (compute.js heatmapRows)
//   shiftOpened(open)          the card "Only the differences count" opened or closed (its numbers while open)
//   news(text)                 something to say in the live region with the next drawing
import * as I from '../i18n/i18n.js';
import * as S from '../state/state.js';

export function viewActions(host, lang) {
  const set = (patch) => { host.set(patch); host.commit(); };
  const state = () => host.state();
  // A view never shows a key: words whose part this page lacks read as nothing (missing-parts.js names the file).
  const t = (key, params) => (I.has(lang, key) || I.has('en', key) ? I.t(lang, key, params) : '');
  return {
    lang,
    t,
    num: (x) => I.num(lang, x),
    pct: (w) => I.pct(lang, w),
    share: (s) => I.share(lang, s), // a share from shares.js
    quote: (text) => I.quote(lang, text),
    set,
    preview: (patch) => { host.touch(); host.set(patch); },
    // Draw again, nothing changed (a part that could not be had: the widget names its file once drawn, missing-parts.js).
    redraw: () => host.set({}),
    commit: () => host.commit(),
    focus: (index) => set({ focus: index }),
    showHead: (head) => set({ head }),
    shuffle: () => set({ order: S.shuffled(state().order) }),
    restoreOrder: () => set({ order: state().order.map((_, i) => i) }),
    // The scenario's two words swap places (in whatever order the words are now); again, they swap back.
    swapWords: () => {
      const pair = host.scenario().swap;
      if (!pair) return;
      const order = state().order.slice();
      const [p, q] = pair.map((token) => order.indexOf(token));
      [order[p], order[q]] = [order[q], order[p]];
      set({ order });
    },
    editVector: (kind, feature, value) => {
      const st = state();
      host.touch();
      host.set({ edits: S.withEdit(host.scenario(), st, st.head, st.focus, kind, feature, value) });
    },
    resetEdits: () => set({ edits: S.withoutEdits(state(), state().head, state().focus) }),
    pickScenario: (id) => host.pick(id),
    flipExample: (delta) => host.flip(delta),
    goToStep: (step) => host.goToStep(step),
    pickResult: (index) => host.pickResult(index),
    useSentence: (text) => host.useSentence(text),
    // The button goes with the notes: focus moves on to the heading after them (focus-keeping.js).
    dismissNotes: () => host.hideNotes(t('notes.hidden')),
    link: () => host.link(),
    saveImage: (kind) => host.saveImage(kind),
    // The learned step's training (training/live-training.js), a promise: made once its part is here.
    training: () => host.training().training(),
    // The trained tiny language model: a promise of its frozen API object (model-bridge.js).
    trainedModel: () => host.trainedModel(),
    // The learner's own training on this page: how far ({ step, language }, or null), and a promise of its
    // model as the model's module loads it (training-bridge.js): "read it with the model you trained".
    learnerTraining: () => host.training().trainedSoFar(),
    learnerModel: () => host.training().learnerModel(),
    heatmapRows: (key, first, last) => host.heatmapRows(key, first, last),
    shiftOpened: (open) => host.shiftOpened(open),
    // Something a view of a part says in the live region, once its changes settle (the trained model's card).
    say: (text) => host.news(text),
  };
}
