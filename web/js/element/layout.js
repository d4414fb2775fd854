// The widget's content: where each view sits, built in one language (each
// view writes its fixed labels once; the element builds this again when the
// language changes). Returns the content element and the views in drawing order.
import { h } from '../lib/dom.js';
import { dialsView, scenarioView } from '../views/view-controls.js';
import { meaningView } from '../views/view-explain.js';
import { headsView } from '../views/view-heads.js';
import { notesView } from '../views/view-notes.js';
import { orderView } from '../views/view-order.js';
import { needsView } from '../views/view-needs.js';
import { searchView } from '../views/view-search.js';
import { stepsView } from '../views/view-steps.js';
import { tokensView } from '../views/view-tokens.js';
import { vectorsView } from '../views/view-vectors.js';
import { laterView } from '../views/view-later.js';
import { modelSwitchView } from '../views/view-model-switch.js';
import { showsTrainedHeads } from '../lesson/steps.js';
import { MODEL_CHOICES } from '../state/settings.js';

// actions: what views may ask of the element (element.js), in the language `actions.lang`.
export function layout(actions, trainingKeep) {
  const { t } = actions;
  const parts = {
    notes: h('div', { class: 'notes', role: 'status', hidden: true }),
    steps: h('div', { class: 'steps-box' }),
    needs: h('section', { class: 'card needs', 'aria-label': t('needs.section') }),
    search: h('section', { class: 'card search', 'aria-label': t('search.section') }),
    // Not a <header>: Firefox makes one outside a section the page's banner landmark, said before the step's name.
    scenario: h('div', { class: 'scenario-bar' }),
    tokens: h('div', { class: 'tokens-box' }),
    own: h('div', { class: 'own-sentence' }),
    vectors: h('section', { class: 'card focus-card', 'aria-label': t('section.focus') }),
    dials: h('section', { class: 'card dials', 'aria-label': t('section.dials') }),
    order: h('section', { class: 'card order', 'aria-label': t('section.order') }),
    heads: h('section', { class: 'heads', 'aria-label': t('section.heads') }),
    heatmap: h('section', { class: 'card heatmap-box', 'aria-label': t('section.heatmap') }),
    meaning: h('section', { class: 'meaning', 'aria-label': t('section.meaning') }),
    share: h('section', { class: 'card share', 'aria-label': t('section.share') }),
    // The learned step: the tiny language model, trained in the page by the learner (the training part).
    learned: h('section', { class: 'card learned', 'aria-labelledby': 'learned-title' }),
    // The heads step's switch: hand-made heads or the trained model's (the main file's), and the trained
    // model's heads once chosen (the trained part, fetched then).
    modelSwitch: h('div', { class: 'model-switch' }),
    trainedHeads: h('section', { class: 'card trained-heads-card', 'aria-labelledby': 'trained-heads-title' }),
    // The sink step's one more example: the sink the trained model learned, in a disclosure of the main file's
    // own: the trained part and the model are fetched only once a learner opens it.
    trainedSink: h('div', { class: 'trained-sink-box' }),
    // explore.html: the sentence read by the trained model, a heatmap per head, in a disclosure of the
    // main file's own, so the trained part and the model are fetched only once a learner opens it.
    trainedExplore: h('div', { class: 'trained-explore-box' }),
  };
  const exploreOpener = h('details', { class: 'trained-explore', 'data-key': 'trained-explore' }, [
    h('summary', { text: t('trained.explore-summary') }), parts.trainedExplore]);
  // The learned step's card: shown as it is at that step; in the whole playground, inside a disclosure
  // closed at first, so its part is fetched only once a learner opens it (learnedOpener below).
  const learnedOpener = h('details', { class: 'learned-opener', 'data-key': 'learned-opener' }, [
    h('summary', { text: t('training.summary') }), parts.learned]);
  const sinkOpener = h('details', { class: 'trained-sink', 'data-key': 'trained-sink' }, [
    h('summary', { text: t('trained.sink-summary') }), parts.trainedSink]);
  // Reading order is drawing order: the step's name and its Try this first,
  // then the sentence and what it shows, the focus word's query next to the
  // table it drives, the dials under the numbers they move (so on a phone a
  // control and what it changes share one screen), and the way to the next
  // step last, after the task.
  const content = h('div', { class: 'content' }, [
    parts.notes,
    parts.scenario,
    parts.modelSwitch,
    parts.trainedHeads,
    h('section', { class: 'card sentence-card', 'aria-label': t('section.sentence') }, [
      h('h3', { class: 'section-title', text: t('section.sentence') }), parts.tokens, parts.own]),
    parts.needs,
    parts.search,
    parts.vectors,
    // The tables and the controls that move their numbers: side by side where there is room.
    h('div', { class: 'work' }, [parts.heads, parts.order, parts.dials]),
    parts.heatmap,
    exploreOpener,
    parts.meaning,
    sinkOpener,
    parts.share,
    learnedOpener,
    parts.steps,
  ]);
  const views = [
    notesView(parts.notes, actions),
    stepsView(parts.steps, actions),
    needsView(parts.needs, actions),
    searchView(parts.search, actions),
    scenarioView(parts.scenario, actions),
    tokensView(parts.tokens, actions),
    laterView(parts.own, 'sentenceInputView', actions), // the explore part (explore-views.js)
    vectorsView(parts.vectors, actions),
    dialsView(parts.dials, actions),
    orderView(parts.order, actions),
    headsView(parts.heads, actions),
    laterView(parts.heatmap, 'heatmapView', actions),
    meaningView(parts.meaning, actions),
    laterView(parts.share, 'shareView', actions),
    // The trained part's cards (trained/), each at its step (the steps of lesson/steps.js TRAINED_MODEL_STEPS);
    // what they keep across a rebuild is in trainingKeep.trained.
    learnedOpenerView(learnedOpener),
    // The learned step's card (training/): what it keeps across a rebuild is the training bridge's (trainingKeep).
    laterView(parts.learned, 'learnedCard', Object.assign({ keep: trainingKeep }, actions), 'training',
      (vm) => vm.shows.learned && !vm.hide.includes('training'), learnedOpener),
    modelSwitchView(parts.modelSwitch, Object.assign({ keep: trainingKeep }, actions), MODEL_CHOICES),
    laterView(parts.trainedHeads, 'trainedHeadsCard', Object.assign({ keep: trainingKeep }, actions), 'trained', showsTrainedHeads),
    laterView(parts.trainedSink, 'trainedSinkCard', actions, 'trained', (vm) => vm.step === 'sink', sinkOpener),
    laterView(parts.trainedExplore, 'trainedExploreCard', actions, 'trained', (vm) => vm.step === 'all', exploreOpener),
  ];
  return { content, views };
}

// The learned step shows its card open, its disclosure's summary out of sight (playground.css); the whole
// playground shows the disclosure, closed until a learner opens it, or a `training` setting that starts
// the training as the widget draws (training=7:start) opens it.
function learnedOpenerView(opener) {
  let step = null;
  let started = false;
  return {
    render(vm) {
      if (!started && /:start$/.test(vm.training || '')) { started = true; opener.open = true; }
      if (vm.step === step) return;
      step = vm.step;
      opener.classList.toggle('is-step', step === 'learned');
      if (step === 'learned') opener.open = true;
    },
  };
}
