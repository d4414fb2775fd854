// How the classic file (dist/attention-playground.js) loads the training module:
// a <script> for attention-training.js, by default from the folder the classic
// file itself was loaded from (script-loader.js). The URL can be changed with
// setTrainingSrc() (AttentionPlayground.trainingSrc in the page): only a string or a URL object is taken; anything else (say, an
// element a page's HTML left under that name) is refused with a warning.
// Under Trusted Types the URL goes through the widget's own policy (script-loader.js).
import { baseUri } from './page-dom.js';
import { loadScript, sibling } from './script-loader.js';

let trainingSrc = sibling('attention-training.js');
let loading = null;

export function getTrainingSrc() { return trainingSrc; }

export function setTrainingSrc(url) {
  if (typeof url === 'string' || url instanceof URL) {
    trainingSrc = new URL(String(url), baseUri()).href;
    return true;
  }
  console.warn('AttentionPlayground.trainingSrc must be a URL string; ignored a value of type ' +
    (url === null ? 'null' : typeof url) + (url && url.constructor && url.constructor.name ? ` (${url.constructor.name})` : ''));
  return false;
}

function loadTrainingScript(src) {
  return loadScript(src, {
    what: 'the training module',
    missing: `the training module could not be loaded from ${src}: ` +
      'copy attention-training.js (from dist/) into the folder of attention-playground.js, ' +
      'or set AttentionPlayground.trainingSrc to its URL',
    otherwise: ', or load attention-training.js with a <script> tag of the page',
  });
}

// The factory the classic training file defines as a global; a page element
// that happens to carry that name is not a function and is refused.
function loadedFactory() {
  const factory = window.createAttentionTraining;
  if (typeof factory !== 'function' || (typeof Node === 'function' && factory instanceof Node)) {
    throw new Error(`${trainingSrc} loaded but did not define createAttentionTraining: ` +
      'is it the attention-training.js of this version of the playground?');
  }
  return factory;
}

export default function loadTrainingFactory() {
  if (typeof window.createAttentionTraining === 'function') return Promise.resolve().then(loadedFactory);
  if (typeof document !== 'object' || !trainingSrc) {
    return Promise.reject(new Error('the training module (attention-training.js) is not loaded and its ' +
      'URL is unknown: load it with <script src="attention-training.js"></script> or set ' +
      'AttentionPlayground.trainingSrc'));
  }
  // Each URL is asked for once per page, its failure kept; a new trainingSrc is tried.
  if (!loading || loading.src !== trainingSrc) loading = { src: trainingSrc, script: loadTrainingScript(trainingSrc) };
  return loading.script.then(loadedFactory);
}
