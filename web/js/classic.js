// The entry of the classic file (dist/attention-playground.js, one <script>,
// works from file:// too). It publishes the one documented global,
// window.AttentionPlayground, and then defines <attention-playground>, last.
//
// The global is always the widget's own object. Whatever the page left under
// that name before (a script's object, or an element whose id or name is
// "AttentionPlayground", which browsers expose as window.AttentionPlayground)
// is never read: it is replaced, with a warning, so no value planted in the
// page's HTML can configure the widget.
import { AttentionPlaygroundElement, TAG, getCore, getTraining } from './attention-playground.js';
import { getTrainingSrc, setTrainingSrc } from './wasm/training-script.js';

// Outside a browser (a site's server render requires the package too) it
// writes nothing. A second copy of this file on the same page (a site that
// adds the script on every page it navigates to) keeps the first one's
// element, global and core: the first copy's global hangs on its element's
// class (no page HTML can plant that), and is put back if the page removed or
// replaced it. An element defined by another script (the ES module build)
// has no such global: this file then stands down, and says why.
const OWN_API = Symbol.for('attention-playground.api');
const pageWindow = typeof window === 'object' && window && typeof customElements === 'object' ? window : null;
const first = pageWindow && customElements.get(TAG);
const held = first && Object.getOwnPropertyDescriptor(first, OWN_API);
if (first && !held) {
  console.warn(`attention-playground: <${TAG}> is already defined by another script, not a copy of attention-playground.js ` +
    '(the ES module build?); this file stands down and publishes no window.AttentionPlayground');
} else if (pageWindow) {
  const api = held ? held.value : Object.freeze(Object.create(Object.prototype, {
    AttentionPlaygroundElement: { value: AttentionPlaygroundElement, enumerable: true },
    getCore: { value: getCore, enumerable: true },
    getTraining: { value: getTraining, enumerable: true },
    // Where the training view loads attention-training.js from (default: next to this file).
    trainingSrc: { get: getTrainingSrc, set: setTrainingSrc, enumerable: true },
  }));
  const already = Object.getOwnPropertyDescriptor(pageWindow, 'AttentionPlayground');
  if (!already || already.value !== api) {
    if (pageWindow.AttentionPlayground !== undefined) {
      console.warn('attention-playground: window.AttentionPlayground was already defined by the page; ' +
        'the widget replaces it with its own and reads nothing from it');
    }
    try {
      Object.defineProperty(pageWindow, 'AttentionPlayground', { value: api, writable: false, configurable: true, enumerable: false });
    } catch (error) {
      pageWindow.AttentionPlayground = api; // a page script's `var` of that name can be assigned, not redefined
    }
  }
  if (!first) {
    Object.defineProperty(AttentionPlaygroundElement, OWN_API, { value: api });
    customElements.define(TAG, AttentionPlaygroundElement);
  }
}
