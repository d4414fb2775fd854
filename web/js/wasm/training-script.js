// How the classic file (dist/attention-playground.js) loads the training module:
// a <script> for attention-training.js, by default from the folder the classic
// file itself was loaded from (script-loader.js). The URL can be changed with
// setTrainingSrc() (AttentionPlayground.trainingSrc in the page): only a string or a URL object is taken; anything else (say, an
// element a page's HTML left under that name) is refused with a warning.
// Under Trusted Types the URL goes through the widget's own policy (script-loader.js);
// the default file, next to the classic file, must be this version's byte for byte
// where the browser can check it (script-loader.js: SRI).
import { baseUri } from '../lib/page-dom.js';
import { loadScript, loadSibling, sibling, trustedByNonce, trustedScriptUrl } from '../loader/script-loader.js';

const FILE = 'attention-training.js';
let trainingSrc = null; // null: next to the classic file (sibling(), once it is known where that is)
let loading = null; // { src: trainingSrc when asked, script }

export function getTrainingSrc() { return trainingSrc || sibling(FILE); }

export function setTrainingSrc(url) {
  if (typeof url === 'string' || url instanceof URL) {
    trainingSrc = new URL(String(url), baseUri()).href;
    return true;
  }
  console.warn('AttentionPlayground.trainingSrc must be a URL string; ignored a value of type ' +
    (url === null ? 'null' : typeof url) + (url && url.constructor && url.constructor.name ? ` (${url.constructor.name})` : ''));
  return false;
}

function loadTrainingScript() {
  const options = {
    file: FILE,
    what: 'the training module',
    missing: (src) => `the training module could not be loaded from ${src}, or it is not this version’s: ` +
      'copy attention-training.js (from dist/) into the folder of attention-playground.js, ' +
      'or set AttentionPlayground.trainingSrc to its URL',
    otherwise: ', or load attention-training.js with a <script> tag of the page',
  };
  return trainingSrc ? loadScript(trainingSrc, options) : loadSibling(FILE, options);
}

// The factory the classic training file defines as a global; a page element
// that happens to carry that name is not a function and is refused.
function loadedFactory() {
  const factory = window.createAttentionTraining;
  if (typeof factory !== 'function' || (typeof Node === 'function' && factory instanceof Node)) {
    throw new Error(`${getTrainingSrc()} loaded but did not define createAttentionTraining: ` +
      'is it the attention-training.js of this version of the playground?');
  }
  return factory;
}

// The factory, told where its file is (loaded by the widget: the URL it came from, through the widget's
// Trusted Types policy), so it can start its worker from there (bindings/training_api.mjs); on a page
// that trusts scripts by nonce, which no worker carries, it trains on the page's thread instead.
function withWorkerUrl(url) {
  const factory = loadedFactory();
  if (trustedByNonce()) return (options) => factory(Object.assign({ worker: false }, options));
  let workerUrl;
  try { workerUrl = trustedScriptUrl(url); } catch (error) { return factory; }
  return (options) => factory(Object.assign({ workerUrl }, options));
}

export default function loadTrainingFactory() {
  if (typeof window.createAttentionTraining === 'function' && !loading) return Promise.resolve().then(loadedFactory);
  if (typeof document !== 'object' || !getTrainingSrc()) {
    return Promise.reject(new Error('the training module (attention-training.js) is not loaded and its ' +
      'URL is unknown: load it with <script src="attention-training.js"></script> or set ' +
      'AttentionPlayground.trainingSrc'));
  }
  // Each URL is asked for once per page, its failure kept; a new trainingSrc is tried.
  if (!loading || loading.src !== trainingSrc) loading = { src: trainingSrc, script: loadTrainingScript() };
  return loading.script.then(withWorkerUrl);
}
