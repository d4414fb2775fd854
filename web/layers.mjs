// The layers of the page's modules (web/js/), from the entries down, and which
// layers each may import: the one home of the layering, which
// tests/node/layer-map.test.js keeps. Plain data, read by nothing but that
// test (and a person): no bundle imports it.
//
// Every module of web/js/ is in exactly one layer (named by its path under
// web/js/). A module may import a module of its own layer, or of a layer its
// layer's `mayImport` names; every such layer is listed further down, so no
// import points up. Static imports, re-exports and import()s all count.
// README.md's table of the page's modules ("| layer | modules |") lists the same
// modules in the same layers; the test checks the two agree.
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
    mayImport: ['views', 'view model', 'state', 'data', 'lesson', 'style', 'words', 'wasm', 'part loader', 'lib'],
    modules: ['element.js', 'state-sources.js', 'hash-link.js', 'training-bridge.js', 'element-properties.js', 'actions.js',
      'layout.js', 'announcer.js', 'focus-keeping.js', 'host-scheme.js', 'controllers.js'],
  },
  {
    // Imported by nothing but the part loader's import()s (an exception below).
    name: 'part entries',
    about: 'what a part loaded on demand brings together (parts.js); the other parts are a module of their own layer',
    mayImport: ['views', 'view model', 'state', 'data', 'lesson', 'style', 'words', 'lib'],
    modules: ['explore-views.js', 'training-part.js', 'sentence-part.js', 'notes-part.js'],
  },
  {
    name: 'views',
    about: 'the DOM: each view draws the view model and asks its element (actions) for changes',
    mayImport: ['view model', 'lesson', 'style', 'words', 'part loader', 'lib'],
    modules: ['view-bits.js', 'view-blend.js', 'view-controls.js', 'view-explain.js', 'view-heads-compare.js', 'view-heads.js',
      'view-heatmap.js', 'view-later.js', 'view-match.js', 'view-needs.js', 'view-notes.js', 'view-order.js',
      'view-projection.js', 'view-search.js', 'view-sentence-input.js', 'view-share.js', 'view-shift.js', 'view-steps.js',
      'view-stretch.js', 'view-tokens.js', 'view-training.js', 'view-vectors.js', 'view-worked.js',
      'heatmap-canvas.js', 'heatmap-paint.js', 'export-image.js', 'loss-plot.js',
      'training-body.js', 'training-heat.js', 'training-bars.js'],
  },
  {
    name: 'view model',
    about: 'the numbers the views draw, from the state, the scenario and the core',
    mayImport: ['state', 'data', 'lesson', 'words', 'lib'],
    modules: ['compute.js', 'heatmap-model.js', 'order-check.js', 'scenario-words.js', 'shift.js', 'stretch.js',
      'training-model.js'],
  },
  {
    name: 'state',
    about: 'the settings, the state made of them and its text form; the training loop and its state',
    mayImport: ['data', 'lesson', 'words', 'lib'],
    modules: ['settings.js', 'setting-values.js', 'settings-about.js', 'state.js', 'lesson-link.js', 'training-controller.js'],
  },
  {
    name: 'data',
    about: 'scenarios: their checks and shape, the built-in examples, a typed sentence read into one, the learned one',
    mayImport: ['lesson', 'words', 'lib'],
    modules: ['scenario.js', 'scenario-shape.js', 'built-in-scenarios.js', 'more-examples.js', 'all-scenarios.js',
      'scenario-ids.js', 'scenario-titles.js', 'picker-titles.js', 'own-sentence.js', 'lexicon-index.js', 'word-reading.js',
      'word-description.js', 'learned-scenario.js'],
  },
  {
    name: 'lesson',
    about: 'the chapter\'s steps, each step\'s "Try this" as a rule, and the sentences that say what the numbers mean; pure',
    mayImport: ['words', 'lib'],
    modules: ['steps.js', 'task-rules.js', 'explain.js', 'explain-all.js', 'heatmap-text.js'],
  },
  {
    name: 'style',
    about: 'the stylesheet, its palette and font, and the room each step reserves',
    mayImport: ['lib'],
    modules: ['stylesheet.js', 'palette.js', 'font.js', 'reserved-heights.js'],
  },
  {
    name: 'words',
    about: 'the catalogues of every language and the words each part brings, numbers written by a catalogue\'s rules',
    mayImport: ['lib'],
    modules: ['i18n.js', 'number-text.js', 'scenario-texts.js',
      'i18n-en.js', 'i18n-en-all.js', 'i18n-en-explore.js', 'i18n-en-export.js', 'i18n-en-heatmap.js', 'i18n-en-notes.js',
      'i18n-en-training.js', 'i18n-en-words.js',
      'i18n-es.js', 'i18n-es-all.js', 'i18n-es-explore.js', 'i18n-es-export.js', 'i18n-es-heatmap.js', 'i18n-es-notes.js',
      'i18n-es-scenarios.js', 'i18n-es-training.js', 'i18n-es-words.js',
      'all-words.js', 'explore-words.js', 'export-words.js', 'heatmap-words.js', 'notes-words.js'],
  },
  {
    name: 'wasm',
    about: 'the two wasm modules, each loaded once per page',
    mayImport: ['part loader', 'lib'],
    modules: ['core.js', 'training-import.js', 'training-script.js'],
  },
  {
    name: 'part loader',
    about: 'the parts loaded on demand, by name, and how each build fetches them',
    mayImport: ['lib'],
    modules: ['parts.js', 'part-import.js', 'part-script.js', 'script-loader.js', 'script-loader-none.js'],
  },
  {
    name: 'lib',
    about: 'small helpers that know nothing of the widget\'s other layers',
    mayImport: [],
    modules: ['dom.js', 'page-dom.js', 'svg-element.js', 'shares.js'],
  },
]);

// Imports the layers above forbid but the code makes today. Each is allowed
// for now, by name, until the issue that removes it lands: the test fails
// when one of these imports is gone, so each exception is removed with it.
export const EXCEPTIONS = Object.freeze([
  // allowed for now: the words load a language's part (i18n.load asks parts.js for "es"),
  // so words import the loader that imports them back; issue 25 item 3 (a language
  // part registers its catalogue) removes it.
  { name: 'words load their language', from: 'i18n.js', imports: ['parts.js'], issue: 'issue 25 item 3' },
  // allowed for now: the loader names what it loads (one literal import() per part,
  // so that bundlers see them); issue 25 item 3 (each part registers what it brings) removes it.
  {
    name: 'the loader names its parts',
    from: 'part-import.js',
    imports: ['i18n-es.js', 'sentence-part.js', 'heatmap-canvas.js', 'training-part.js', 'export-image.js', 'more-examples.js',
      'explore-views.js', 'notes-part.js', 'scenario.js'],
    issue: 'issue 25 item 3',
  },
  // allowed for now: the built-in examples fetch the examples part themselves;
  // issue 25 item 3 (the part registers the examples it brings) removes it.
  { name: 'the examples fetch their part', from: 'built-in-scenarios.js', imports: ['parts.js'], issue: 'issue 25 item 3' },
  // allowed for now: the projection view reads the training's edit limit from the
  // controller, not from the view model it draws; issue 25 item 4 (views read numbers) removes it.
  { name: 'a view reads the controller', from: 'view-projection.js', imports: ['training-controller.js'], issue: 'issue 25 item 4' },
]);

// Writes to another object's private fields (`other._name = ...`; `this._name`
// is a module's own). No module does so but these, for now.
export const PRIVATE_WRITES = Object.freeze([
  // allowed for now: dismissing the notes empties the element's list itself;
  // issue 25 item 4 (actions go through the element's declared API) removes it.
  { name: 'actions write the element', from: 'actions.js', fields: ['_notes'], issue: 'issue 25 item 4' },
]);

// What the modules import that is no file in web/: names the build provides
// (tools/build-web.js), and files beside the bundles in dist/.
export const PROVIDED = Object.freeze({
  'attention-core-wasm': 'the core\'s ES module, dist/attention-core.mjs (an esbuild alias)',
  'attention-shared-modules': 'the classic file\'s modules, as its parts read them (a virtual module)',
  './attention-training.mjs': 'the training module, beside the ES module build in dist/',
});
