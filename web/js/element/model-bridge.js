// Between the element and the views of the trained tiny language model
// (web/js/trained/): the model of the widget's language, loaded once per page
// and language, on demand (the first view that asks for it); every view of
// every widget in that language gets the same frozen object, the `model` API's
// loadModel() result: language, vocabulary, heads, shape, about,
// tokenize(text), attention(text), nextWords(text, k).
// Its module is a file of its own next to the classic file, one per language with
// that language's weights inside (dist/attention-model-<language>.js), loaded with
// the same trust as the other parts (wasm/core.js getModel(), wasm/model-script.js).
// The ES module build's module (attention-model.mjs) and the all-in-one file's hold
// the English weights: there a language with a model of its own (MODELS in
// part-list.js) brings its weights file as a part. A language without one reads
// with the English model.
// A failure (the file missing, refused by the page's CSP, not this version's,
// a weights file that cannot be read) rejects with an Error saying what to do in
// the widget's language, naming the file to copy and never the folder it was
// looked for in (the English detail goes to the console, once per failure).
//
// host: the element's host API (element.js). What the bridge uses of it:
//   track(promise)   the element's whenIdle() waits for the model while it loads
import { getModel } from '../wasm/core.js';
import { part } from '../loader/parts.js';
import { MODELS } from './part-list.js';
import * as I from '../i18n/i18n.js';

// language: the widget's (its catalogue's tag), which the failure is said in; its model's is MODELS'.
export function trainedModel(host, language) {
  const own = MODELS.find((x) => x.language === language);
  const file = own ? () => part(own.name).then((module) => module.default) : null;
  return host.track(getModel(own ? own.language : 'en', file).catch((error) => { throw said(error, language); }));
}

const warned = new WeakSet();
function said(error, lang) {
  const file = error && error.file;
  const refused = Boolean(error && error.refused);
  if (error && typeof error === 'object' && !warned.has(error)) {
    warned.add(error);
    console.warn(`attention-playground: the trained model could not be loaded (${error.message || error})`);
  }
  return Object.assign(new Error(file ? I.t(lang, refused ? 'model.refused' : 'model.copy', { file }) : I.t(lang, 'model.broken')), { file, refused });
}
