// The trained model's card at the learned step: a stand-in, in the main file,
// for the card of the trained part (trained/view-trained.js, element/part-list.js).
// Nothing is fetched, and its container stays hidden, until a drawing shows the
// learned step; then the part and the model (the element's trainedModel(), its
// own part) are asked for, once, and the card is built. A part that cannot be
// had leaves the container hidden (missing-parts.js names its file).
// keep: what the card keeps across a rebuild of the views (a change of language).
import { loadedPart, part } from '../loader/parts.js';
import { addStyles } from '../style/stylesheet.js';

export function trainedView(container, actions, keep) {
  container.hidden = true;
  let view = null;
  let asked = false;
  let latest = null;

  function build(module) {
    addStyles(container.getRootNode(), module.STYLES);
    view = module.trainedCard(container, actions, actions.trainedModel(), keep);
  }

  return {
    render(vm) {
      latest = vm;
      if (view) { view.render(vm); return; }
      if (vm.step !== 'learned') { container.hidden = true; return; }
      const loaded = loadedPart('trained');
      if (loaded) { build(loaded); view.render(vm); return; }
      if (asked) return;
      asked = true;
      part('trained').then((module) => { build(module); view.render(latest); }, (error) => {
        console.warn(`attention-playground: the trained model's views could not be loaded (${error && error.message ? error.message : error})`);
      });
    },
  };
}
