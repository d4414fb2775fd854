// The trained model's cards: stand-ins, in the main file, for the cards of the
// trained part (trained/, element/part-list.js): the learned step's
// (trained/view-trained.js trainedCard) and the heads step's switch between
// hand-made heads and the trained model's (trained/view-trained-heads.js
// trainedHeadsCard). Nothing is fetched, and the container stays hidden, until
// a drawing shows the card's step; then the part is asked for, once, and the
// card is built; the model itself (the element's trainedModel(), its own part)
// is asked for by the card when it needs it. A part that cannot be had leaves
// the container hidden (missing-parts.js names its file).
// keep: what the cards keep across a rebuild of the views (a change of language).
import { loadedPart, part } from '../loader/parts.js';
import { addStyles } from '../style/stylesheet.js';

export function trainedView(container, actions, keep, card = 'trainedCard', step = 'learned') {
  container.hidden = true;
  let view = null;
  let asked = false;
  let latest = null;

  function build(module) {
    addStyles(container.getRootNode(), module.STYLES);
    view = module[card](container, actions, actions.trainedModel, keep);
    view.render(latest);
  }

  return {
    render(vm) {
      latest = vm;
      if (view) { view.render(vm); return; }
      if (vm.step !== step) { container.hidden = true; return; }
      const loaded = loadedPart('trained');
      if (loaded) { build(loaded); return; }
      if (asked) return;
      asked = true;
      part('trained').then(build, (error) => {
        console.warn(`attention-playground: the trained model's views could not be loaded (${error && error.message ? error.message : error})`);
      });
    },
  };
}
