// Which head of a trained model the views show for a word: the rule in one
// place, for the trained model's views (trained-model.js) and the learned
// step's "Skip" (training/live-training.js). Pure data about a model's heads
// (loadModel's heads: jobs, pronouns, heldOutOnly, perPronoun, figures).

// The pronouns of the models' storybooks (English, Spanish, Arabic: its joined pieces too).
export const PRONOUNS = Object.freeze(['it', 'she', 'he', 'they', 'él', 'ella', 'ellos', 'ellas', 'هو', 'هي', 'هم', 'ـه', 'ـها', 'ـهم']);

// The head the views show for a word, by the jobs measured: for a pronoun, the
// head certified for that very pronoun (on the stories and the probes; then one
// certified on the stories alone), the best figure for it among equals, else
// the head that comes closest for it; for another word, the same for "it" (the
// storybook's commonest). Its index among all heads (layer by layer).
export function shownHead(heads, word) {
  const pronoun = word && PRONOUNS.includes(word.toLowerCase()) ? word.toLowerCase() : null;
  const figureFor = (x, p) => (x.perPronoun && x.perPronoun[p] ? x.perPronoun[p].weight : 0);
  const target = pronoun || (heads.some((x) => x.perPronoun && x.perPronoun.it) ? 'it' : null);
  const earned = (x) => {
    if (!target) return x.job === 'pronoun' ? 10 : 0;
    if (x.pronouns && x.pronouns.includes(target)) return 10;
    return x.heldOutOnly && x.heldOutOnly.pronouns && x.heldOutOnly.pronouns.includes(target) ? 5 : 0;
  };
  let best = 0;
  let bestKey = -Infinity;
  heads.forEach((x, i) => {
    const figure = target && x.perPronoun ? figureFor(x, target) : (x.figures ? x.figures.pronoun : 0);
    const key = earned(x) + figure;
    if (key > bestKey) { bestKey = key; best = i; }
  });
  return best;
}
