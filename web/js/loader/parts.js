// The parts of the widget that load on demand, each once per page and only
// when something on screen needs it. The loader knows none of them: the list
// of parts (element/part-list.js: { name, load }) is handed to it (useParts), and
// what a part brings, the part registers itself as it loads.
// How a part arrives depends on the bundle ('#part-loader' in web/package.json):
// its load(), an import() that the ES module build makes a chunk of its own
// (part-import.js), or a <script> next to the classic file in the classic build
// (attention-playground-<name>.js, part-script.js).
import loadPart from '#part-loader';

const known = new Map(); // name -> { name, load }
const loading = new Map();
const loaded = new Map();
const failed = new Map(); // name -> { file, refused }: the file that could not be had; refused by the page's CSP or Trusted Types?

// The parts a page may ask for: [{ name, load }] (element/part-list.js).
export function useParts(parts) { for (const entry of parts) known.set(entry.name, entry); }

// The part's module, as a promise. A part that cannot be had is asked for once
// per page: its failure is kept (missingParts), and widgets say so on screen.
export function part(name) {
  if (!known.has(name)) return Promise.reject(new Error(`there is no part called “${name}”`));
  if (!loading.has(name)) {
    loading.set(name, Promise.resolve().then(() => loadPart(known.get(name))).then((module) => {
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
