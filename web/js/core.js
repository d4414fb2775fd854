// The one place the page loads the wasm modules, each as a single promise shared
// by every <attention-playground> on the page (each module is compiled once):
//   getCore()      the attention core (attention-core.js, loaded with the page)
//   getTraining()  the training module (attention-training.js), loaded only when
//                  a learner opens "Where do queries, keys and values come from?"
(function (root) {
  'use strict';
  const ns = root.AttentionPlayground = root.AttentionPlayground || {};
  let corePromise = null;
  let trainingPromise = null;

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

  // Where attention-training.js is: next to the script that defined the
  // playground, so it has to be found now, while that script runs
  // (document.currentScript is null later, and in ES modules). In the single
  // bundle that script is attention-playground.js; in the development page it
  // is js/core.js, one folder below the page's other top-level files. The .mjs
  // bundle has no currentScript: it sets ns.trainingSrc from import.meta.url.
  // A page may also set AttentionPlayground.trainingSrc itself.
  const script = typeof document === 'object' && document.currentScript;
  if (!ns.trainingSrc && script && script.src) {
    ns.trainingSrc = new URL(/\/js\/core\.js(\?.*)?$/.test(script.src)
      ? '../attention-training.js' : 'attention-training.js', script.src).href;
  }

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const element = document.createElement('script');
      element.src = src;
      element.onload = resolve;
      element.onerror = () => reject(new Error(`the training module could not be loaded from ${src}: ` +
        'copy attention-training.js (from dist/) into the folder of attention-playground.js, ' +
        'or set AttentionPlayground.trainingSrc to its URL'));
      document.head.appendChild(element);
    });
  }

  ns.getTraining = function getTraining() {
    if (!trainingPromise) {
      let loaded;
      if (typeof root.createAttentionTraining === 'function') {
        loaded = Promise.resolve();
      } else if (typeof document !== 'object' || !ns.trainingSrc) {
        loaded = Promise.reject(new Error('the training module (attention-training.js) is not loaded and its ' +
          'URL is unknown: load it with <script src="attention-training.js"></script> or set ' +
          'AttentionPlayground.trainingSrc'));
      } else {
        loaded = loadScript(ns.trainingSrc);
      }
      trainingPromise = loaded.then(() => {
        if (typeof root.createAttentionTraining !== 'function') {
          throw new Error(`${ns.trainingSrc} loaded but did not define createAttentionTraining: ` +
            'is it the attention-training.js of this version of the playground?');
        }
        return root.createAttentionTraining();
      });
      // A failure is not kept: a later call (say, after the file was copied) tries again.
      trainingPromise.catch(() => { trainingPromise = null; });
    }
    return trainingPromise;
  };
})(typeof globalThis !== 'undefined' ? globalThis : this);
