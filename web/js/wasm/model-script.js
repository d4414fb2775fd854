// How the classic file (dist/attention-playground.js) loads the trained model's
// module: a <script> for attention-model.js from the folder the classic file
// itself was loaded from (script-loader.js), with the nonce the page gave the
// classic file and, where the browser can check it, this version's sha256 (SRI),
// as the training module (training-script.js). Asked for once per page; a
// failure is kept, so a widget that asks again gets the same message. (Its
// messages are short: every byte here is in the main file.)
import { loadSibling } from '../loader/script-loader.js';

const FILE = 'attention-model.js';
let loading = null;

export default function loadModelFactory() {
  // (A page may have loaded it with a <script> of its own.)
  loading = loading || (typeof window.createAttentionModel === 'function' ? Promise.resolve() : loadSibling(FILE, {
    what: 'the trained model',
    missing: (src) => `the trained model could not be loaded from ${src}, or it is not this version’s: copy ${FILE} next to attention-playground.js`,
  }));
  // A failure names the file (element/model-bridge.js says it in the widget's language).
  return loading.then(() => {
    const factory = window.createAttentionModel;
    if (typeof factory !== 'function') throw new Error(`${FILE} did not define createAttentionModel`);
    return factory;
  }).catch((error) => { throw Object.assign(error, { file: FILE }); });
}
