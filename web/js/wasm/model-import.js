// How the ES module build loads the trained model's module: a dynamic import()
// of the file next to the bundle, which bundlers (Vite, webpack, Next) see, copy
// and split into a chunk of their own. tools/build-web.js keeps the path as written.
// A failure names the file (element/model-bridge.js says it in the widget's language).
// It holds the English weights; the language asked for changes nothing here (the classic
// file loads a module per language: model-script.js).
export default function loadModelFactory() {
  return import('./attention-model.mjs').then((module) => {
    if (typeof module.default !== 'function') {
      throw new Error('attention-model.mjs did not export createAttentionModel: ' +
        'is it the attention-model.mjs of this version of the playground?');
    }
    return { factory: module.default, builtIn: 'en' };  // every language's weights file is a part (element/part-list.js)
  }).catch((error) => { throw Object.assign(error instanceof Error ? error : new Error(String(error)), { file: 'attention-model.mjs' }); });
}
