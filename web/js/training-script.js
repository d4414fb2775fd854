// How the classic file (dist/attention-playground.js) loads the training module:
// a <script> for attention-training.js, by default from the folder the classic
// file itself was loaded from. That folder can only be learnt while the file
// first runs (document.currentScript is null later), so it is read now.
// The URL can be changed with setTrainingSrc() (AttentionPlayground.trainingSrc
// in the page): only a string or a URL object is taken; anything else (say, an
// element a page's HTML left under that name) is refused with a warning.
// Under Trusted Types the URL goes through a policy of the widget's own, which
// passes only the URL this module chose.
const script = typeof document === 'object' ? document.currentScript : null;
let trainingSrc = script && script.src ? new URL('attention-training.js', script.src).href : null;

export function getTrainingSrc() { return trainingSrc; }

export function setTrainingSrc(url) {
  if (typeof url === 'string' || url instanceof URL) {
    trainingSrc = new URL(String(url), document.baseURI).href;
    return true;
  }
  console.warn('AttentionPlayground.trainingSrc must be a URL string; ignored a value of type ' +
    (url === null ? 'null' : typeof url) + (url && url.constructor && url.constructor.name ? ` (${url.constructor.name})` : ''));
  return false;
}

let policy;
function scriptUrl(url) {
  const tt = typeof window === 'object' ? window.trustedTypes : undefined;
  if (!tt || typeof tt.createPolicy !== 'function') return url;
  if (policy === undefined) {
    try {
      policy = tt.createPolicy('attention-playground', {
        createScriptURL: (value) => {
          if (value !== trainingSrc) throw new TypeError('attention-playground: only the training module URL is allowed');
          return value;
        },
      });
    } catch (error) {
      policy = null; // the page's CSP does not allow this policy name: the plain string may still be accepted
    }
  }
  return policy ? policy.createScriptURL(url) : url;
}

function loadScript(src) {
  return new Promise((resolve, reject) => {
    const element = document.createElement('script');
    element.onload = resolve;
    element.onerror = () => reject(new Error(`the training module could not be loaded from ${src}: ` +
      'copy attention-training.js (from dist/) into the folder of attention-playground.js, ' +
      'or set AttentionPlayground.trainingSrc to its URL'));
    try {
      element.src = scriptUrl(src);
    } catch (error) {
      // Trusted Types refused the URL: the page's CSP names its own policies and not this one.
      reject(new Error('the training module could not be loaded: this page requires Trusted Types and its CSP ' +
        '(trusted-types) does not allow the policy "attention-playground"; add that name to it, or load ' +
        'attention-training.js with a <script> tag of the page'));
      return;
    }
    document.head.appendChild(element);
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
  return loadScript(trainingSrc).then(loadedFactory);
}
