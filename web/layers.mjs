// The layers of the page's modules (web/js/), from the entries down, and which
// layers each may import: the one home of the layering, which
// tests/node/layer-map.test.js keeps. Plain data, read by nothing but that
// test (and a person): no bundle imports it.
//
// Every module of web/js/ is in exactly one layer (named by its path under
// web/js/ in its `modules`, or under one of its `folders`: a folder whose every
// module is of that layer, named or not). A module may import a module of its own layer, or of a layer its
// layer's `mayImport` names; every such layer is listed further down, so no
// import points up. Static imports, re-exports and import()s all count.
// README.md's table of the page's modules ("| layer | modules |") lists the same
// modules in the same layers (and may name modules of a layer's folders); the
// test checks the two agree.
export const LAYERS = Object.freeze([
  {
    name: 'entries',
    about: 'what a page loads: the classic file, the ES module build, the class alone',
    mayImport: ['the element', 'wasm'],
    modules: ['classic.js', 'define.js', 'attention-playground.js'],
  },
  {
    name: 'the element',
    about: 'the <attention-playground> element: its lifecycle, where its state comes from, what the views may ask of it',
    mayImport: ['part entries', 'views', 'view model', 'state', 'data', 'lesson', 'style', 'words', 'wasm', 'part loader', 'lib'],
    modules: ['element/element.js', 'element/part-list.js', 'element/state-sources.js', 'element/hash-link.js', 'element/training-bridge.js', 'element/model-bridge.js',
      'element/element-properties.js', 'element/actions.js', 'element/layout.js', 'element/announcer.js', 'element/focus-keeping.js',
      'element/host-scheme.js', 'element/controllers.js', 'element/updates.js', 'element/attributes.js', 'element/frame.js',
      'element/languages.js', 'element/loading.js', 'element/missing-parts.js', 'element/moves.js', 'element/news.js',
      'element/pictures.js', 'element/view-extra.js', 'element/course.js'],
  },
  {
    // Imported by nothing but the import()s of the list of parts (element/part-list.js).
    name: 'part entries',
    about: 'what a part loaded on demand brings together (element/part-list.js lists the parts); the other parts are a module of their own layer',
    mayImport: ['views', 'view model', 'state', 'data', 'lesson', 'style', 'words', 'lib'],
    modules: ['explore/explore-views.js', 'training/training-part.js', 'sentence/sentence-part.js', 'notes/notes-part.js',
      'model-files/model-es.js', 'model-files/model-ar.js',
      'trained/trained-part.js'],
  },
  {
    name: 'views',
    about: 'the DOM: each view draws the view model and asks its element (actions) for changes',
    mayImport: ['view model', 'lesson', 'style', 'words', 'part loader', 'lib'],
    modules: ['views/view-bits.js', 'views/view-blend.js', 'views/view-controls.js', 'views/view-explain.js', 'views/view-heads-compare.js', 'views/view-heads.js',
      'explore/view-heatmap.js', 'views/view-later.js', 'views/view-match.js', 'views/view-needs.js', 'views/view-notes.js', 'views/view-order.js',
      'views/view-search.js', 'explore/view-sentence-input.js', 'explore/view-share.js', 'views/view-shift.js', 'views/view-steps.js',
      'views/view-stretch.js', 'views/view-tokens.js', 'views/view-vectors.js', 'explore/view-worked.js',
      'views/view-model-switch.js',
      'heatmap/heatmap-canvas.js', 'heatmap/heatmap-paint.js', 'export/export-image.js',
      'training/view-learned.js', 'training/learned-numbers.js', 'training/learned-curve.js',
      'trained/view-trained-heads.js',
      'trained/view-trained-sink.js', 'trained/view-trained-explore.js', 'trained/trained-bits.js'],
  },
  {
    name: 'view model',
    about: 'the numbers the views draw, from the state, the scenario and the core',
    mayImport: ['state', 'data', 'lesson', 'words', 'lib'],
    modules: ['model/compute.js', 'model/heatmap-model.js', 'model/order-check.js', 'model/scenario-words.js', 'model/shift.js', 'model/stretch.js',
      'heatmap/heatmap-rows.js', 'training/learned-model.js', 'trained/trained-model.js'],
  },
  {
    name: 'state',
    about: 'the settings, the state made of them and its text form; the learned step\'s training and its state',
    mayImport: ['data', 'lesson', 'words', 'lib'],
    modules: ['state/settings.js', 'state/setting-values.js', 'state/settings-about.js', 'state/state.js', 'state/lesson-link.js', 'state/learner-state.js', 'training/live-training.js'],
  },
  {
    name: 'data',
    about: 'scenarios: their checks and shape, the built-in examples, a typed sentence read into one; the learned step\'s sentences; which head a model shows for a pronoun',
    mayImport: ['lesson', 'words', 'lib'],
    modules: ['scenario/scenario.js', 'data/scenario-shape.js', 'data/built-in-scenarios.js', 'examples/more-examples.js', 'data/all-scenarios.js',
      'data/scenario-ids.js', 'explore/scenario-titles.js', 'explore/picker-titles.js', 'sentence/own-sentence.js', 'sentence/lexicon-index.js', 'sentence/word-reading.js',
      'sentence/word-description.js', 'training/learned-sentences.js', 'trained/pronoun-head.js'],
  },
  {
    name: 'lesson',
    about: 'the chapter\'s steps, each step\'s "Try this" as a rule, and the sentences that say what the numbers mean; pure',
    mayImport: ['words', 'lib'],
    modules: ['lesson/steps.js', 'lesson/task-rules.js', 'lesson/progress.js', 'lesson/explain.js', 'lesson/explain-all.js', 'heatmap/heatmap-text.js'],
  },
  {
    name: 'style',
    about: 'the stylesheet, its palette and font, and the room each step reserves',
    mayImport: ['lib'],
    modules: ['style/stylesheet.js', 'style/palette.js', 'style/font.js', 'style/reserved-heights.js'],
  },
  {
    name: 'words',
    about: 'the catalogues of every language, each language a folder (its part: index.js) with its words of each part, and the modules that bring ' +
      'English\'s with their parts; numbers written by a catalogue\'s rules',
    mayImport: ['lib'],
    modules: ['i18n/i18n.js', 'i18n/number-text.js',
      'i18n/en/catalogue.js', 'i18n/en/whole.js', 'i18n/en/explore.js', 'i18n/en/export.js', 'i18n/en/heatmap.js', 'i18n/en/notes.js',
      'i18n/en/training.js', 'i18n/en/sentence.js', 'i18n/en/trained.js',
      'i18n/all-words.js', 'explore/explore-words.js', 'export/export-words.js', 'heatmap/heatmap-words.js', 'notes/notes-words.js'],
    // Every other language is a folder i18n/<lang>/ (i18n/es/: index.js, its part, with its catalogue,
    // its words of each part and its examples' words), all of this layer: a new one needs no line here.
    folders: ['i18n/'],
  },
  {
    name: 'wasm',
    about: 'the three wasm modules, each loaded once per page',
    mayImport: ['part loader', 'lib'],
    modules: ['wasm/core.js', 'wasm/training-import.js', 'wasm/training-script.js', 'wasm/model-import.js', 'wasm/model-script.js'],
  },
  {
    name: 'part loader',
    about: 'how a part loaded on demand is fetched, once per page, by each build; it knows no part (element/part-list.js hands it the list)',
    mayImport: ['lib'],
    modules: ['loader/parts.js', 'loader/part-import.js', 'loader/part-script.js', 'loader/script-loader.js', 'loader/script-loader-none.js'],
  },
  {
    name: 'lib',
    about: 'small helpers that know nothing of the widget\'s other layers',
    mayImport: [],
    modules: ['lib/dom.js', 'lib/page-dom.js', 'lib/svg-element.js', 'lib/shares.js', 'lib/fit-box.js'],
  },
]);

// Imports the layers above forbid but the code makes today. Each would be
// allowed for now, by name, until the issue that removes it lands: the test
// fails when one of these imports is gone, so each exception is removed with
// it. None today (issue 25 removed the last four).
export const EXCEPTIONS = Object.freeze([]);

// Writes to another object's private fields (`other._name = ...`; `this._name`
// is a module's own). No module does so but these, each allowed for now, by
// name, until the issue that removes it lands (none today: the views ask
// their element through its declared host API, actions.js).
export const PRIVATE_WRITES = Object.freeze([]);

// The attention core (wasm/core.js): who loads it, and who calls it. The page
// loads it once, from the element (the entries hand its loaders on to a page);
// only these modules of the view model (heatmap-rows.js: with the heatmap
// part, a long heatmap's rows) call the functions that compute
// attention, so every number a view draws was worked out before it draws (the
// view model holds no function for a view to call: tests/node/view-model-numbers.test.js).
// Not counted: the core's tokenize(), which reads a sentence (the element hands
// it to the data layer that reads scenarios), and the training module, which
// the learned step's training calls (training/live-training.js, state), nor the trained
// model, which element/model-bridge.js hands to its views.
export const CORE = Object.freeze({
  module: 'wasm/core.js',
  loaders: ['attention-playground.js', 'element/element.js', 'element/training-bridge.js', 'element/model-bridge.js'],
  functions: ['attendAll', 'attend', 'softmax', 'score'],
  callers: ['model/compute.js', 'model/shift.js', 'heatmap/heatmap-rows.js'],
});

// What the modules import that is no file in web/: names the build provides
// (tools/build-web.js), and files beside the bundles in dist/.
export const PROVIDED = Object.freeze({
  'attention-core-wasm': 'the core\'s ES module, dist/attention-core.mjs (an esbuild alias)',
  'attention-shared-modules': 'the classic file\'s modules, as its parts read them (a virtual module)',
  './attention-training.mjs': 'the training module, beside the ES module build in dist/',
});

// The folders of web/js/ (web/js/README.md): a folder of the widget's own holds
// modules of one layer only, so its name says what a module there may import; a
// part's folder (a part loaded on demand) holds its entry and whatever else the
// part alone needs, each module in its own layer. tests/node/folder-readmes.test.js
// keeps both.
export const FOLDERS = Object.freeze({
  layer: Object.freeze({
    '.': 'entries', element: 'the element', views: 'views', model: 'view model', state: 'state', data: 'data',
    lesson: 'lesson', style: 'style', i18n: 'words', wasm: 'wasm', loader: 'part loader', lib: 'lib',
  }),
  part: Object.freeze(['explore', 'sentence', 'heatmap', 'training', 'export', 'examples', 'notes', 'scenario', 'trained', 'model-files']),
});
