// A stand-in for a view whose code is in the "explore" part (parts.js,
// explore-views.js): its container stays hidden, and nothing is fetched,
// until a drawing shows the playground's explore parts (steps.js); then the
// real view is built once, draws the latest drawing, and draws every one
// after. A part that cannot be had leaves the container hidden, says why in
// the console, and is asked for again at the next drawing that shows it.
import { loadedPart, part } from './parts.js';
import { addStyles } from './stylesheet.js';

export function laterView(container, name, actions) {
  container.hidden = true;
  let view = null;
  let latest = null;
  let asked = false;

  function build(module) {
    addStyles(container.getRootNode(), module.STYLES);
    view = module[name](container, actions);
    view.render(...latest);
  }

  function render(vm, extra) {
    latest = [vm, extra];
    if (view) { view.render(vm, extra); return; }
    if (!vm.shows.explore) return;
    const loaded = loadedPart('explore');
    if (loaded) { build(loaded); return; }
    if (asked) return;
    asked = true;
    part('explore').then(build, (error) => {
      asked = false;
      console.warn(`attention-playground: the playground’s explore views could not be loaded (${error && error.message ? error.message : error})`);
    });
  }

  return { render };
}
