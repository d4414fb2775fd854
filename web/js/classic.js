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
import { getTrainingSrc, setTrainingSrc } from './training-script.js';

// Outside a browser (a site's server render requires the package too) it
// writes nothing. A second copy of this file on the same page (a site that
// adds the script on every page it navigates to) finds the first one's global
// and element and keeps them, quietly.
const pageWindow = typeof window === 'object' && window && typeof customElements === 'object' ? window : null;
const first = pageWindow && customElements.get(TAG);
const already = pageWindow && Object.getOwnPropertyDescriptor(pageWindow, 'AttentionPlayground');
const ours = Boolean(first && already && 'value' in already && !already.writable && Object.isFrozen(already.value) &&
  already.value.AttentionPlaygroundElement === first);
if (pageWindow && !ours) {
  if (pageWindow.AttentionPlayground !== undefined) {
    console.warn('attention-playground: window.AttentionPlayground was already defined by the page; ' +
      'the widget replaces it with its own and reads nothing from it');
  }
  const api = Object.freeze(Object.create(Object.prototype, {
    AttentionPlaygroundElement: { value: AttentionPlaygroundElement, enumerable: true },
    getCore: { value: getCore, enumerable: true },
    getTraining: { value: getTraining, enumerable: true },
    // Where the training view loads attention-training.js from (default: next to this file).
    trainingSrc: { get: getTrainingSrc, set: setTrainingSrc, enumerable: true },
  }));
  Object.defineProperty(pageWindow, 'AttentionPlayground', { value: api, writable: false, configurable: true, enumerable: false });
  if (!first) customElements.define(TAG, AttentionPlaygroundElement);
}
