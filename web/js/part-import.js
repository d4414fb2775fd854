// How the ES module build loads a part of parts.js: an import() that esbuild
// and the bundlers of a course site (Vite, webpack, Next) turn into a chunk of
// its own. One literal import() per part, so bundlers can see them.
const IMPORTS = {
  es: () => import('./i18n-es.js'),
  sentence: () => import('./sentence-part.js'),
  heatmap: () => import('./heatmap-canvas.js'),
  training: () => import('./training-part.js'),
  export: () => import('./export-image.js'),
  examples: () => import('./more-examples.js'),
  explore: () => import('./explore-views.js'),
  notes: () => import('./notes-part.js'),
  scenario: () => import('./scenario.js'),
};

export const PART_FILES = Object.freeze({
  es: './i18n-es.js', sentence: './sentence-part.js', heatmap: './heatmap-canvas.js', training: './training-part.js',
  export: './export-image.js', examples: './more-examples.js', explore: './explore-views.js', notes: './notes-part.js',
  scenario: './scenario.js',
});

export default function loadPart(name) { return IMPORTS[name](); }
