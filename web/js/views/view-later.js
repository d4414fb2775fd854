// A stand-in for a view whose code is in the "explore" part (element/part-list.js,
// explore-views.js): its container stays hidden, and nothing is fetched,
// until a drawing shows the playground's explore parts (steps.js); then the
// real view is built once, draws the latest drawing, and draws every one
// after. A part that cannot be had is asked for once per page (element/part-list.js): it
// leaves the container hidden, the widget names its file on screen
// (missing-parts.js), and the console says why, once.
import { loadedPart, part } from '../loader/parts.js';
import { addStyles } from '../style/stylesheet.js';

let explore = null; // the part for every stand-in of the page: null when it cannot be had
const ask = () => explore || (explore = part('explore').catch((error) => {
  console.warn(`attention-playground: the playground’s explore views could not be loaded (${error && error.message ? error.message : error})`);
  return null;
}));

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
    ask().then((module) => { if (module) build(module); });
  }

  return { render };
}
