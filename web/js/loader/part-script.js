// How the classic file loads a part (parts.js): a <script> for the file its
// name gives, attention-playground-<name>.js, from the classic file's own
// folder (script-loader.js; from file:// too, and under a strict CSP and Trusted
// Types). tools/build-web.js builds each part as a classic file that takes
// the modules it shares with the classic file (i18n.js, dom.js...) from the
// channel its <script> element carries, and hands its own module back
// through it: no global is read or written, so nothing a page's HTML plants
// can stand in for a part. The shared modules come from the virtual module
// 'attention-shared-modules' (tools/build-web.js writes it; BUILD names the
// build, so a part of another version is refused: where the browser cannot check
// the part's fingerprint first, from file:// say, script-loader.js).
import SHARED, { BUILD } from 'attention-shared-modules';
import { loadSibling, sibling } from './script-loader.js';

export default function loadPart({ name }) {
  const file = `attention-playground-${name}.js`;
  // Every failure names the file the widget names on screen (parts.js missingParts).
  const named = (error) => { throw Object.assign(error instanceof Error ? error : new Error(String(error)), { file }); };
  if (!sibling(file)) return Promise.reject(new Error(`the widget’s ${name} part cannot be found: its folder is unknown`)).catch(named);
  let module = null;
  let build = null;
  const channel = Object.freeze({ shared: SHARED, register(given, from) { module = given; build = from; } });
  return loadSibling(file, {
    channel,
    what: `the widget’s ${name} part`,
    missing: (url) => `${url} could not be loaded, or it is not this version’s: copy ${file} next to attention-playground.js`,
  }).then((url) => {
    if (!module || build !== BUILD) throw new Error(`${url} is not the ${name} part of this version of the playground`);
    return module;
  }).catch(named);
}
