// How the classic file (dist/attention-playground.js) loads the trained model's
// module: a <script> for the module of the widget's language,
// attention-model-<language>.js (that language's weights inside, so a page
// fetches no other language's numbers: CMakeLists.txt), from the folder the
// classic file itself was loaded from (script-loader.js), with the nonce the page
// gave the classic file and, where the browser can check it, this version's
// sha256 (SRI), as the training module (training-script.js). A language with no
// model of its own reads with English's. Each file is asked for once per page; a
// failure is kept, so a widget that asks again gets the same message. (Its
// messages are short: every byte here is in the main file.)
import { definedFunction } from '../lib/page-dom.js';
import { loadSibling } from '../loader/script-loader.js';

// The model module of each language with a model (element/part-list.js MODELS).
const FILES = Object.freeze({ en: 'attention-model-en.js', es: 'attention-model-es.js', ar: 'attention-model-ar.js' });
const loaded = new Map(); // each file asked for -> a promise of { factory, builtIn }

// The factory the classic model file just run defined (lib/page-dom.js definedFunction).
function loadedFactory(file) {
  const factory = definedFunction('createAttentionModel');
  if (!factory) throw new Error(`${file} did not define createAttentionModel`);
  return factory;
}

// { factory, builtIn }: the factory of the module for `language`, and the language of the weights inside it.
export default function loadModelFactory(language = 'en') {
  // A model module the page loaded itself (the npm package's attention-model.js, English inside), before the widget asked.
  if (definedFunction('createAttentionModel') && !loaded.size) {
    return Promise.resolve().then(() => ({ factory: loadedFactory('the page'), builtIn: 'en' }));
  }
  const builtIn = FILES[language] ? language : 'en';
  const file = FILES[builtIn];
  if (!loaded.has(file)) {
    loaded.set(file, loadSibling(file, {
      what: 'the trained model',
      missing: (src) => `the trained model could not be loaded from ${src}, or it is not this version’s: copy ${file} next to attention-playground.js`,
    }).then(() => ({ factory: loadedFactory(file), builtIn })));
  }
  // A failure names the file (element/model-bridge.js says it in the widget's language).
  return loaded.get(file).catch((error) => { throw Object.assign(error, { file }); });
}
