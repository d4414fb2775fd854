// How the classic file (dist/attention-playground.js) loads its own other
// files (the training module, the parts of parts.js) with a <script>: from the
// folder the classic file itself was loaded from, which can only be learnt
// while the file first runs (document.currentScript is null later), so it is
// read now, past any element the page's HTML named "currentScript" (page-dom.js).
// Under Trusted Types every URL goes through one policy of the widget's own,
// "attention-playground", which passes only the URLs the widget chose (allow()).
import { createElement, currentScript, head } from './page-dom.js';

const script = currentScript();
const folder = script && script.src ? script.src : null;

// The URL of a file next to the classic file, or null when that is unknown
// (a data: URL or an inline copy has no folder: the widget then says what is missing).
export function sibling(file) {
  try { return folder ? new URL(file, folder).href : null; } catch (error) { return null; }
}

const allowed = new Set();
export function allow(url) { allowed.add(url); }

let policy;
function scriptUrl(url) {
  const tt = typeof window === 'object' ? window.trustedTypes : undefined;
  if (!tt || typeof tt.createPolicy !== 'function') return url;
  if (policy === undefined) {
    try {
      policy = tt.createPolicy('attention-playground', {
        createScriptURL: (value) => {
          if (!allowed.has(value)) throw new TypeError('attention-playground: only the widget’s own files are allowed');
          return value;
        },
      });
    } catch (error) {
      policy = null; // the page's CSP does not allow this policy name: the plain string may still be accepted
    }
  }
  return policy ? policy.createScriptURL(url) : url;
}

// Adds <script src=url>; resolves when it has run. `channel`, if given, is
// handed to the script as a property of its element (parts.js: how a part
// finds the modules it shares with the classic file). `what` names the file
// in a message ("the training module"); `missing` is the message when it
// cannot be loaded; `otherwise` ends the message when Trusted Types refuse it.
export function loadScript(url, { channel, what, missing, otherwise = '' }) {
  allow(url);
  return new Promise((resolve, reject) => {
    const element = createElement('script');
    if (channel) element.__attentionPlaygroundChannel = channel;
    element.onload = resolve;
    element.onerror = () => reject(new Error(missing));
    try {
      element.src = scriptUrl(url);
    } catch (error) {
      reject(new Error(`${what} could not be loaded: this page requires Trusted Types and its CSP (trusted-types) ` +
        `does not allow the policy "attention-playground"; add that name to it${otherwise}`));
      return;
    }
    head().appendChild(element);
  });
}
