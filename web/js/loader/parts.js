// The parts of the widget that load on demand, each once per page and only
// when something on screen needs it, so a page showing one step of the
// chapter loads the core and that step's code first:
//   es        the Spanish catalogue (i18n-es.js), for a widget that speaks Spanish
//   sentence  reading a typed sentence: the word list and the words it writes (own-sentence.js)
//   heatmap   the canvas heatmap of a long sentence (heatmap-canvas.js)
//   training  "Where the vectors come from": its view and controller (training-part.js)
//   explore   the views only the whole playground shows: heatmap, own sentence, share (explore-views.js)
//   examples  the built-in examples no step opens with (more-examples.js)
//   export    "Save as PNG/SVG" and exportSVG()/exportPNG(): the picture (export-image.js)
//   notes     the notes about settings that could not be used: their words and rules (notes-part.js)
//   scenario  the checks of an author's own example (scenario.js); the built-in ones come checked
// How a part arrives depends on the bundle ('#part-loader' in web/package.json):
// an import() in the ES module build (bundlers make it a chunk of its own,
// part-import.js), a <script> next to the classic file in the classic build
// (attention-playground-<name>.js, part-script.js).
import loadPart from '#part-loader';

export const PART_NAMES = Object.freeze(['es', 'sentence', 'heatmap', 'training', 'export', 'examples', 'explore', 'notes', 'scenario']);

const loading = new Map();
const loaded = new Map();
const failed = new Map(); // name -> { file, refused }: the file that could not be had; refused by the page's CSP or Trusted Types?

// The part's module, as a promise. A part that cannot be had is asked for once
// per page: its failure is kept (missingParts), and widgets say so on screen.
export function part(name) {
  if (!PART_NAMES.includes(name)) return Promise.reject(new Error(`there is no part called “${name}”`));
  if (!loading.has(name)) {
    loading.set(name, Promise.resolve().then(() => loadPart(name)).then((module) => {
      loaded.set(name, module);
      return module;
    }, (error) => {
      const refused = Boolean(error && error.refused);
      failed.set(name, { file: (error && error.file) || name, refused });
      if (refused) console.warn(`attention-playground: ${error.message}`); // the screen says "the console says what to allow"
      throw error;
    }));
  }
  return loading.get(name);
}

// The parts this page could not load: [{ name, file, refused }].
export function missingParts() { return Array.from(failed, ([name, why]) => Object.assign({ name }, why)); }

// The part's module if it has loaded, else null.
export function loadedPart(name) { return loaded.get(name) || null; }

// Resolves once every part asked for so far has arrived or failed (the
// element's `ready` waits for the parts its first drawing asked for).
export function settled() { return Promise.allSettled(Array.from(loading.values())).then(() => undefined); }
