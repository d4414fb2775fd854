// How the ES module build loads a part of parts.js: an import() that esbuild
// and the bundlers of a course site (Vite, webpack, Next) turn into a chunk of
// its own. One literal import() per part, so bundlers can see them.
const IMPORTS = {
  es: () => import('../i18n/es/catalogue.js'),
  sentence: () => import('../sentence/sentence-part.js'),
  heatmap: () => import('../heatmap/heatmap-canvas.js'),
  training: () => import('../training/training-part.js'),
  export: () => import('../export/export-image.js'),
  examples: () => import('../examples/more-examples.js'),
  explore: () => import('../explore/explore-views.js'),
  notes: () => import('../notes/notes-part.js'),
  scenario: () => import('../scenario/scenario.js'),
};

// Each part's entry module, by its path under web/js/ (tools/build-web.js builds each as a classic file).
export const PART_FILES = Object.freeze({
  es: 'i18n/es/catalogue.js', sentence: 'sentence/sentence-part.js', heatmap: 'heatmap/heatmap-canvas.js',
  training: 'training/training-part.js', export: 'export/export-image.js', examples: 'examples/more-examples.js',
  explore: 'explore/explore-views.js', notes: 'notes/notes-part.js', scenario: 'scenario/scenario.js',
});

export default function loadPart(name) { return IMPORTS[name](); }
