// What the views may ask of their element (element.js), bound to one language:
// the catalogue's words and numbers in it (t, num, pct, quote) and every change
// a learner can make. set() is a learner's change, published; preview() a
// slider being dragged (drawn, published when let go: commit()).
import * as I from '../i18n/i18n.js';
import * as S from '../state/state.js';
import { land } from './focus-keeping.js';
import { shownParts } from '../lesson/steps.js';

export function viewActions(host, lang) {
  // set: a learner's change, published; preview: a slider being dragged
  // (drawn, published when let go: commit).
  const set = (patch) => { host._set(patch); host._commit(); };
  const training = host._training;
  // A view never shows a key: words whose part this page lacks read as nothing (element.js names the file).
  const t = (key, params) => (I.has(lang, key) || I.has('en', key) ? I.t(lang, key, params) : '');
  return {
    lang,
    t,
    num: (x) => I.num(lang, x),
    pct: (w) => I.pct(lang, w),
    share: (s) => I.share(lang, s), // a share from shares.js
    quote: (text) => I.quote(lang, text),
    set,
    preview: (patch) => { host._touch(); host._set(patch); },
    commit: () => host._commit(),
    focus: (index) => set({ focus: index }),
    showHead: (head) => set({ head }),
    shuffle: () => set({ order: S.shuffled(host._state.order) }),
    restoreOrder: () => set({ order: host._state.order.map((_, i) => i) }),
    // The scenario's two words swap places (in whatever order the words are now); again, they swap back.
    swapWords: () => {
      const pair = host._scenario.swap;
      if (!pair) return;
      const order = host._state.order.slice();
      const [p, q] = pair.map((token) => order.indexOf(token));
      [order[p], order[q]] = [order[q], order[p]];
      set({ order });
    },
    editVector: (kind, feature, value) => {
      const st = host._state;
      host._touch();
      host._set({ edits: S.withEdit(host._scenario, st, st.head, st.focus, kind, feature, value) });
    },
    resetEdits: () => set({ edits: S.withoutEdits(host._state, host._state.head, host._state.focus) }),
    pickScenario: (id) => host._pick(id),
    flipExample: (delta) => host._flip(delta),
    goToStep: (step) => host._goToStep(step),
    pickResult: (index) => host._pickResult(index),
    useSentence: (text) => host._useSentence(text),
    // The button goes with the notes: focus moves on to the heading after them (focus-keeping.js).
    dismissNotes: () => { host._notes = []; host._set({}); land(host._frameElement); host._announcer.say({ result: t('notes.hidden') }); },
    link: () => host.link,
    saveImage: (kind) => host._saveImage(kind),
    trainer: () => training.trainer(),
    trainingOpened: (open) => training.opened(open),
    useLearned: () => host._load({ user: 'learned' }),
    showsLearned: () => Boolean(host._scenario && host._scenario.id === 'learned'),
    // Whether the step shown has taught several heads yet (steps.js): the training view names them only then.
    headsTaught: () => Boolean(host._state && shownParts(host._state.step, []).heads),
  };
}
