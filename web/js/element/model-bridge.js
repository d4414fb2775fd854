// Between the element and the views of the trained tiny language model
// (web/js/trained/): the model is loaded once per page, on demand (the first
// view that asks for it), and every view of every widget gets the same frozen
// object, the `model` API's loadModel() result: language, vocabulary, heads,
// shape, about, snapshots, tokenize(text), attention(text), nextWords(text, k).
// Its module (dist/attention-model.js, its weights inside) is a file of its own
// next to the classic file, loaded with the same trust as the other parts
// (wasm/core.js getModel(), wasm/model-script.js); inside the all-in-one file.
// A failure (the file missing, refused by the page's CSP, not this version's)
// rejects with an Error saying what to do.
//
// host: the element's host API (element.js). What the bridge uses of it:
//   track(promise)   the element's whenIdle() waits for the model while it loads
import { getModel } from '../wasm/core.js';

export const trainedModel = (host) => host.track(getModel());
