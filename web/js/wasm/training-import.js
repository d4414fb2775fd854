// How the ES module build loads the training module: a dynamic import() of the
// file next to the bundle, which bundlers (Vite, webpack, Next) see, copy and
// split into a chunk of their own. tools/build-web.js keeps the path as written.
// It holds every language's storybook, so the language asked for changes nothing here
// (the classic file loads a module per language: training-script.js).
export default function loadTrainingFactory() {
  return import('./attention-training.mjs').then((module) => {
    if (typeof module.default !== 'function') {
      throw new Error('attention-training.mjs did not export createAttentionTraining: ' +
        'is it the attention-training.mjs of this version of the playground?');
    }
    return module.default;
  });
}
