// The one place the page loads the wasm modules, each as a single promise shared
// by every <attention-playground> on the page (each module is compiled once):
//   getCore()      the attention core, bundled with the widget
//   getTraining(language)  the training module for that language (English's by default),
//                  loaded only when a learner presses Train at "Where do queries, keys and
//                  values come from?"; the classic file loads a module per language (its
//                  storybook alone: training-script.js), the ES module build one for all
//   getModel(language, file)
//                  the trained tiny language model's module, resolved to
//                  loadModel()'s frozen model of that language: the module's
//                  built-in one where it holds that language's weights (the
//                  classic file loads a module per language: model-script.js),
//                  else file()'s (a promise of that language's weights file's
//                  bytes); loaded only when a view asks for it
//                  (element/model-bridge.js), once per language
//   loadModelFile(bytes, language)  the model of a weights file in that language: the learner's own (training-bridge.js)
// The core comes from the Emscripten build (tools/build-web.js points this
// import at build/wasm/attention-core.web.mjs, the browser-only build); how the
// training module is fetched depends on the bundle: '#training-loader' is
// training-import.js in the ES module build (a dynamic import() bundlers see)
// and training-script.js in the classic file (a <script> next to it), chosen
// by the "imports" map of web/package.json; '#model-loader' the same way for
// the model (model-import.js, model-script.js).
import createAttentionCore from 'attention-core-wasm';
import loadTrainingFactory from '#training-loader';
import loadModelFactory from '#model-loader';

let corePromise = null;
const trainingApis = new Map(); // each training module's factory -> a promise of its API (one per module, whatever the languages)
const modelApis = new Map(); // each model module's factory -> a promise of its API
const modelPromises = new Map(); // language -> promise of its loaded model

export function getCore() {
  if (!corePromise) corePromise = createAttentionCore();
  return corePromise;
}

export function getTraining(language = 'en') {
  return loadTrainingFactory(language).then((factory) => {
    if (!trainingApis.has(factory)) {
      const api = factory();
      trainingApis.set(factory, api);
      // A failure is not kept here: a later call tries again, and the loader fetches a URL once (training-script.js).
      api.catch(() => { trainingApis.delete(factory); });
    }
    return trainingApis.get(factory);
  });
}

// The model module for `language` ({ api, builtIn }: builtIn, the language of the weights inside it).
function modelApi(language) {
  return loadModelFactory(language).then(({ factory, builtIn }) => {
    if (!modelApis.has(factory)) {
      const api = factory();
      modelApis.set(factory, api);
      // As getTraining(): a failure is not kept here, and the loader fetches a URL once (model-script.js).
      api.catch(() => { modelApis.delete(factory); });
    }
    return modelApis.get(factory).then((api) => ({ api, builtIn }));
  });
}

// A weights file's model (the learner's own, trained on this page: element/training-bridge.js), not kept here.
export function loadModelFile(bytes, language = 'en') {
  return modelApi(language).then(({ api }) => api.loadModel({ file: bytes }));
}

export function getModel(language = 'en', file = null) {
  if (!modelPromises.has(language)) {
    const loading = modelApi(language).then(({ api, builtIn }) =>
      (file && builtIn !== language ? file().then((bytes) => api.loadModel({ file: bytes })) : api.loadModel()));
    loading.catch(() => { modelPromises.delete(language); });
    modelPromises.set(language, loading);
  }
  return modelPromises.get(language);
}
