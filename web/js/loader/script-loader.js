// How the classic file (dist/attention-playground.js) loads its own other
// files (the training module, its parts) with a <script>: from the
// folder the classic file itself was loaded from, which can only be learnt
// while the file first runs (document.currentScript is null later), so it is
// read now, past any element the page's HTML named "currentScript" (page-dom.js).
// Under Trusted Types every URL goes through one policy of the widget's own,
// "attention-playground", which passes only the URLs the widget chose (allow()).
//
// Each file carries the trust the page gave the classic file: its nonce (a
// nonce-only CSP), and the file's own fingerprint (SRI: tools/build-web.js puts
// each file's sha256 in SRI), so a file that is not this version's byte for byte
// is refused before it runs, as the page's integrity= refuses a changed main file.
import { SRI } from 'attention-shared-modules';
import { createElement, currentScript, head } from '../lib/page-dom.js';

const script = currentScript();
const src = script && script.src ? script.src : null;
const nonce = script ? script.nonce : ''; // the property: browsers hide the attribute
const cors = script ? script.crossOrigin : null;
let folder = src;

// The URL of a file next to the classic file, or null when that is unknown
// (a data: URL or an inline copy has no folder: the widget then says what is missing).
export function sibling(file) {
  try { return folder ? new URL(file, folder).href : null; } catch (error) { return null; }
}

const allowed = new Set();
export function allow(url) { allowed.add(url); }

let policy;
let noPolicy; // why there is none
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
      policy = null; // the plain string may still be accepted (a page that only lists names)
      // Both refusals are a TypeError; Chromium's for a name already taken says it "already exists".
      noPolicy = /exist/.test(error) ? 'another script on it already made a policy named "attention-playground": ' +
        'add \'allow-duplicates\' to its CSP’s trusted-types' : 'its CSP (trusted-types) does not allow the policy "attention-playground"; add that name to it';
    }
  }
  return policy ? policy.createScriptURL(url) : url;
}

// Whether the page trusts the classic file by a nonce: its CSP then allows scripts by nonce, which no
// worker can carry, so a worker started from a file's URL would be refused (and reported).
export function trustedByNonce() { return Boolean(nonce); }

// The URL of one of the widget's own files as a script URL the page accepts: through the widget's
// policy where the page requires Trusted Types (the training module starts its worker from it).
export function trustedScriptUrl(url) {
  allow(url);
  return scriptUrl(url);
}

const refusal = (message) => Object.assign(new Error(message), { refused: true });
const listen = (on, f) => EventTarget.prototype[on ? 'addEventListener' : 'removeEventListener'].call(document, 'securitypolicyviolation', f);

// Adds <script src=url>; resolves with url when it has run. `file` is the
// dist/ file it should be; `channel`, if given, is handed to the script as a
// property of its element (parts.js: how a part finds the modules it shares
// with the classic file). `what` names the file in a message ("the training
// module"); `missing(url)` is the message when it cannot be loaded (or is not
// this version's); `otherwise` ends the message when Trusted Types refuse it.
// A refusal by the page's CSP or Trusted Types is an error with `refused`.
export function loadScript(url, { file, channel, what, missing, otherwise = '' }) {
  allow(url);
  return new Promise((resolve, reject) => {
    const element = createElement('script');
    if (channel) element.__attentionPlaygroundChannel = channel;
    element.nonce = nonce;
    if (url === sibling(file)) {
      if (cors !== null) element.crossOrigin = cors;
      // The browser checks a fingerprint over CORS, or from the page's own origin; not from file://
      // (Chromium then refuses the file whatever it holds), where the build check (part-script.js) is all.
      if (cors !== null || (/^https?:/.test(url) && new URL(url).origin === location.origin)) element.integrity = 'sha256-' + SRI[file];
    }
    let refused = false;
    // The page's CSP refused the URL: the browser says so (before the error event) with the URL, or its origin only.
    const seen = (event) => { refused = refused || Boolean(event.blockedURI && url.startsWith(event.blockedURI)); };
    listen(1, seen);
    const done = (error) => {
      listen(0, seen);
      if (error) reject(error); else resolve(url);
    };
    element.onload = () => done();
    element.onerror = () => setTimeout(() => done(refused ? refusal(`${url} was refused by this page’s Content-Security-Policy: ` +
      'add its folder to script-src, or give attention-playground.js a nonce') : new Error(missing(url))));
    try {
      element.src = scriptUrl(url);
    } catch (error) {
      done(refusal(`${what} could not be loaded: this page requires Trusted Types and ${noPolicy}${otherwise}`));
      return;
    }
    head().appendChild(element);
  });
}

// loadScript() of a file next to the classic file; resolves with its URL. A
// host may have redirected the classic file (/latest/ → /v1/): its <script>'s
// src is the address before, and no browser tells a classic script the one
// after (Chromium's stack traces name the address before too), so when a file
// is not found next to it, fetch() (from the HTTP cache, mostly) says where the
// classic file really came from, and the file is asked for once more from there.
let found;
export function loadSibling(file, options) {
  const first = sibling(file);
  const load = (url) => loadScript(url, Object.assign({ file }, options));
  return load(first).catch((error) => {
    if (error.refused || !/^https?:/.test(src)) throw error;
    found = found || fetch(src, { cache: 'force-cache' }).then((response) => {
      folder = response.url || folder;
      if (response.body) response.body.cancel(); // the address is all it is asked for (a body-less answer has none)
    }, () => {});
    return found.then(() => {
      if (sibling(file) === first) throw error;
      return load(sibling(file));
    });
  });
}
