// How the classic file (dist/attention-playground.js) loads the training module:
// a <script> for the training module of the widget's language,
// attention-training-<language>.js (that language's storybook alone, so a page
// trains with no other language's tables: CMakeLists.txt), by default from the
// folder the classic file itself was loaded from (script-loader.js); a language
// with no storybook of its own trains on English's. setTrainingSrc()
// (AttentionPlayground.trainingSrc in the page) points every language at one
// file instead, such as the npm package's attention-training.js, which holds
// every storybook: only a string or a URL object is taken; anything else (say,
// an element a page's HTML left under that name) is refused with a warning.
// Under Trusted Types the URL goes through the widget's own policy (script-loader.js);
// a default file, next to the classic file, must be this version's byte for byte
// where the browser can check it (script-loader.js: SRI).
import { baseUri, definedFunction } from '../lib/page-dom.js';
import { loadScript, loadSibling, sibling, trustedByNonce, trustedScriptUrl } from '../loader/script-loader.js';

// The training module of each language with a storybook (cpp/model/storybook.hpp's languages).
const FILES = Object.freeze({ en: 'attention-training-en.js', es: 'attention-training-es.js', ar: 'attention-training-ar.js' });
const fileOf = (language) => FILES[language] || FILES.en;
let trainingSrc = null; // null: each language's file next to the classic file (sibling(), once it is known where that is)
const loaded = new Map(); // each URL asked for -> a promise of the factory its script defined

export function getTrainingSrc() { return trainingSrc || sibling(FILES.en); }

export function setTrainingSrc(url) {
  if (typeof url === 'string' || url instanceof URL) {
    trainingSrc = new URL(String(url), baseUri()).href;
    return true;
  }
  console.warn('AttentionPlayground.trainingSrc must be a URL string; ignored a value of type ' +
    (url === null ? 'null' : typeof url) + (url && url.constructor && url.constructor.name ? ` (${url.constructor.name})` : ''));
  return false;
}

function loadTrainingScript(file) {
  const options = {
    file,
    what: 'the training module',
    missing: (src) => `the training module could not be loaded from ${src}, or it is not this version’s: ` +
      `copy ${file} (from dist/) into the folder of attention-playground.js, ` +
      'or set AttentionPlayground.trainingSrc to its URL',
    otherwise: `, or load ${file} with a <script> tag of the page`,
  };
  return trainingSrc ? loadScript(trainingSrc, options) : loadSibling(file, options);
}

// The factory the classic training file just run defined (lib/page-dom.js definedFunction).
function loadedFactory(src) {
  const factory = definedFunction('createAttentionTraining');
  if (!factory) {
    throw new Error(`${src} loaded but did not define createAttentionTraining: ` +
      'is it a training module of this version of the playground?');
  }
  return factory;
}

// The factory, told where its file is (loaded by the widget: the URL it came from, through the widget's
// Trusted Types policy), so it can start its worker from there (bindings/training_api.mjs); on a page
// that trusts scripts by nonce, which no worker carries, it trains on the page's thread instead.
function withWorkerUrl(factory, url) {
  if (trustedByNonce()) return (options) => factory(Object.assign({ worker: false }, options));
  let workerUrl;
  try { workerUrl = trustedScriptUrl(url); } catch (error) { return factory; }
  return (options) => factory(Object.assign({ workerUrl }, options));
}

// The training module's factory for `language` (a language tag such as "es"; English's by default).
export default function loadTrainingFactory(language = 'en') {
  // A training module the page loaded itself, with a <script> of its own, before the widget asked for one.
  if (definedFunction('createAttentionTraining') && !loaded.size) return Promise.resolve().then(() => loadedFactory('the page'));
  const file = fileOf(language);
  const src = trainingSrc || sibling(file);
  if (typeof document !== 'object' || !src) {
    return Promise.reject(new Error(`the training module (${file}) is not loaded and its ` +
      `URL is unknown: load it with <script src="${file}"></script> or set ` +
      'AttentionPlayground.trainingSrc'));
  }
  // Each URL is asked for once per page, its failure kept; a new trainingSrc is tried.
  if (!loaded.has(src)) {
    loaded.set(src, loadTrainingScript(file).then((url) => withWorkerUrl(loadedFactory(url), url)));
  }
  return loaded.get(src);
}
