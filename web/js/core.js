// The one place the page loads the wasm core: a single promise shared by every
// <attention-playground> on the page (the module is compiled once).
(function (root) {
  'use strict';
  const ns = root.AttentionPlayground = root.AttentionPlayground || {};
  let corePromise = null;

  ns.getCore = function getCore() {
    if (!corePromise) {
      if (typeof root.createAttentionCore !== 'function') {
        return Promise.reject(new Error('the attention core (attention-core.js) is not loaded: ' +
          'add <script src="attention-core.js"></script> before the playground scripts'));
      }
      corePromise = root.createAttentionCore();
    }
    return corePromise;
  };
})(typeof globalThis !== 'undefined' ? globalThis : this);
