// How the classic file (dist/attention-playground.js) loads the trained model's
// module: a <script> for attention-model.js from the folder the classic file
// itself was loaded from (script-loader.js), with the nonce the page gave the
// classic file and, where the browser can check it, this version's sha256 (SRI),
// as the training module (training-script.js). Each page asks for it once; a
// failure is kept, so a widget that asks again gets the same message.
import { loadSibling, sibling } from '../loader/script-loader.js';

const FILE = 'attention-model.js';
let loading = null;

function loadedFactory() {
  const factory = window.createAttentionModel;
  if (typeof factory !== 'function' || (typeof Node === 'function' && factory instanceof Node)) {
    throw new Error(`${sibling(FILE)} loaded but did not define createAttentionModel: ` +
      'is it the attention-model.js of this version of the playground?');
  }
  return factory;
}

export default function loadModelFactory() {
  if (typeof window.createAttentionModel === 'function') return Promise.resolve().then(loadedFactory);
  if (typeof document !== 'object' || !sibling(FILE)) {
    return Promise.reject(new Error('the trained model (attention-model.js) is not loaded and its URL is unknown: ' +
      'load it with <script src="attention-model.js"></script>'));
  }
  if (!loading) {
    loading = loadSibling(FILE, {
      what: 'the trained model',
      missing: (src) => `the trained model could not be loaded from ${src}, or it is not this version’s: ` +
        'copy attention-model.js (from dist/) into the folder of attention-playground.js',
      otherwise: ', or load attention-model.js with a <script> tag of the page',
    });
  }
  return loading.then(loadedFactory);
}
