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

if (window.AttentionPlayground !== undefined) {
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
Object.defineProperty(window, 'AttentionPlayground', { value: api, writable: false, configurable: true, enumerable: false });

if (!customElements.get(TAG)) customElements.define(TAG, AttentionPlaygroundElement);
