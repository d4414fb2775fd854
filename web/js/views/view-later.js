// A stand-in for a view whose code is in a part loaded on demand (element/part-list.js):
// by default the "explore" part (explore-views.js), shown when a drawing shows the
// playground's explore parts (steps.js); the trained part's cards (trained/) when
// their step is shown. Its container stays hidden, and nothing is fetched,
// until then; then the real view is built once, draws the latest drawing, and
// draws every one after. With an `opener` (a <details> of the main file around
// the container), the opener is what is shown, and the part is asked for only
// once the learner opens it. A part that cannot be had is asked for once per page
// (element/part-list.js): it leaves the container hidden, the widget names its
// file on screen (missing-parts.js), and the console says why, once.
import { loadedPart, part } from '../loader/parts.js';
import { addStyles } from '../style/stylesheet.js';

const asked = new Map(); // per part, for every stand-in of the page: a promise of the part, or of null when it cannot be had
const ask = (name) => asked.get(name) || asked.set(name, part(name).catch((error) => {
  console.warn(`attention-playground: the playground’s ${name} views could not be loaded (${error && error.message ? error.message : error})`);
  return null;
})).get(name);

export function laterView(container, name, actions, partName = 'explore', shown = (vm) => vm.shows.explore, opener = null) {
  container.hidden = true;
  if (opener) {
    opener.hidden = true;
    opener.addEventListener('toggle', () => { if (opener.open && latest) render(...latest); });
  }
  let view = null;
  let latest = null;
  let waiting = false;

  function build(module) {
    addStyles(container.getRootNode(), module.STYLES);
    view = module[name](container, actions);
    view.render(...latest);
  }

  function render(vm, extra) {
    latest = [vm, extra];
    if (opener) opener.hidden = !shown(vm);
    if (view) { view.render(vm, extra); return; }
    if (!shown(vm) || (opener && !opener.open)) return;
    const loaded = loadedPart(partName);
    if (loaded) { build(loaded); return; }
    if (waiting) return;
    waiting = true;
    ask(partName).then((module) => { if (module) build(module); else if (actions.redraw) actions.redraw(); });
  }

  return { render };
}
