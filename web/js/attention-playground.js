// The widget's public ES module surface, with no side effects: the element's
// class (not yet defined as a tag) and the shared wasm modules. Import this to
// define the element under a tag of your own, or use define.js, which defines
// <attention-playground>.
export { AttentionPlaygroundElement } from './element/element.js';
export { getCore, getTraining } from './wasm/core.js';
export const TAG = 'attention-playground';
