// The parts of the widget that load on demand, each once per page and only
// when something on screen needs it, so a page showing one step of the
// chapter loads the core and that step's code first. The one list of them:
//   es        Spanish: its catalogue and its words of every part (i18n/es/index.js)
//   ar        Arabic, right to left: the same (i18n/ar/index.js)
//   sentence  reading a typed sentence: the word list and the words it writes (sentence-part.js)
//   heatmap   the canvas heatmap of a long sentence (heatmap-canvas.js)
//   training  "Where the vectors come from": its view and controller (training-part.js)
//   trained   the trained tiny language model's views: the learned step's card (trained-part.js)
//   model-es  the Spanish model's weights file (model-files/model-es.js), for a Spanish widget's trained views
//   model-ar  the Arabic model's weights file (model-files/model-ar.js), for an Arabic widget's trained views
//   export    "Save as PNG/SVG" and exportSVG()/exportPNG(): the picture (export-image.js)
//   examples  the built-in examples no step opens with (more-examples.js)
//   explore   the views only the whole playground shows: heatmap, own sentence, share (explore-views.js)
//   notes     the notes about settings that could not be used: their words and rules (notes-part.js)
//   scenario  the checks of an author's own example (scenario.js); the built-in ones come checked
// Each is { name, load }. load() is a literal import(), so that esbuild (the
// ES module build) and a course site's bundler make the part a chunk of its
// own; the classic build loads the file attention-playground-<name>.js
// instead (loader/part-script.js), which tools/build-web.js builds from the
// module load() imports (tools/parts-list.js reads this list for the tools).
// The names are those files' names: the Python package and the docs name them.
//
// The loader (loader/parts.js) is handed the list and knows no part. A part
// registers what it brings as it loads: a language its catalogue and its
// words of each part (i18n.js register), a part its English words (i18n.js
// partWords), the examples part its examples (built-in-scenarios.js); the
// element and the views read the other parts' modules.
import { examplesFrom } from '../data/built-in-scenarios.js';
import { languagesFrom } from '../i18n/i18n.js';
import { part, useParts } from '../loader/parts.js';

// The languages besides English (which the widget holds), each a part: the
// folder i18n/<name>/, whose index.js registers the language. A new language
// is a folder i18n/<name>/ with the files of i18n/es/, and its line here:
// nothing else (tests/node/languages.test.mjs holds the two to each other).
export const LANGUAGES = Object.freeze([
  { name: 'es', load: () => import('../i18n/es/index.js') },
  { name: 'ar', load: () => import('../i18n/ar/index.js') },
]);

// The languages with a trained model of their own besides English: each brings
// its weights file as a part (models/storybook-<language>.apm), asked for when a
// widget in that language shows the trained model, in the ES module build and the
// all-in-one file, whose model module holds English's weights (model-bridge.js;
// the classic file loads that language's own module instead: wasm/model-script.js).
// A language not here reads with the English model.
export const MODELS = Object.freeze([
  { name: 'model-es', language: 'es', load: () => import('../model-files/model-es.js') },
  { name: 'model-ar', language: 'ar', load: () => import('../model-files/model-ar.js') },
]);

export const PARTS = Object.freeze(LANGUAGES.concat(MODELS, [
  { name: 'sentence', load: () => import('../sentence/sentence-part.js') },
  { name: 'heatmap', load: () => import('../heatmap/heatmap-canvas.js') },
  { name: 'training', load: () => import('../training/training-part.js') },
  { name: 'trained', load: () => import('../trained/trained-part.js') },
  { name: 'export', load: () => import('../export/export-image.js') },
  { name: 'examples', load: () => import('../examples/more-examples.js') },
  { name: 'explore', load: () => import('../explore/explore-views.js') },
  { name: 'notes', load: () => import('../notes/notes-part.js') },
  { name: 'scenario', load: () => import('../scenario/scenario.js') },
]));

useParts(PARTS);
// How a language and the other examples arrive: as parts, which register them.
languagesFrom(LANGUAGES.map((language) => language.name), part);
examplesFrom(() => part('examples'));
