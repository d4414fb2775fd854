// The sentences the learned step reads while the model trains, per language of
// its storybook (the run's: a language without a storybook of its own trains
// on English's): each ends on a pronoun, so the next word tells what the
// pronoun stands for ("the dog sat on the mat because it" … "barked"), and
// every word is in the storybook's vocabulary (tests/node/learned-model.test.mjs
// reads them with the trained model). focus: the pronoun's index; stands: the
// index of the word it stands for (the storybook's rule: the first thing of its kind).
export const SENTENCES = Object.freeze({
  en: Object.freeze([
    { text: 'the dog sat on the mat because it', focus: 7, stands: 1 },
    { text: 'the girl met the cat and she', focus: 6, stands: 1 },
    { text: 'the children played by the river because they', focus: 7, stands: 1 },
  ]),
  es: Object.freeze([
    { text: 'el perro se sentó en la alfombra porque él', focus: 8, stands: 1 },
    { text: 'la niña vio al gato y ella', focus: 6, stands: 1 },
    { text: 'los niños jugaron en el parque porque ellos', focus: 7, stands: 1 },
  ]),
  // (The model reads «لأنه» as two words, «لأن» and «ـه»: the pronoun is the last.)
  ar: Object.freeze([
    { text: 'جلس القط على الحصيرة لأنه', focus: 5, stands: 1 },
    { text: 'رأت البنت الكلب لأنها', focus: 4, stands: 1 },
    { text: 'ذهب الأطفال إلى البيت لأنهم', focus: 5, stands: 1 },
  ]),
});

// The same sentence with the word the pronoun looks at most made unknown ("?"),
// to tell whether the guesses come from that word: { text, index }, or null
// when the pronoun looks most at itself or at nothing before it.
// tokens: the reading's words; row: the pronoun's weights (the sink last).
export function counterfactualText(tokens, row, focus) {
  let best = -1;
  for (let j = 0; j < focus; j++) if (best < 0 || row[j] > row[best]) best = j;
  if (best < 0 || row[focus] >= row[best]) return null;
  return { index: best, text: tokens.map((x, j) => (j === best ? '?' : x.text)).join(' ') };
}

// How long the committed model of each language trained (its header's
// training.seconds, models/storybook-<lang>.apm), for "Skip to a model trained
// for 8 minutes" before its module is loaded; tests/node/learned-model.test.mjs
// holds these to the headers (./build.sh model writes new ones).
export const COMMITTED_SECONDS = Object.freeze({ en: 462, es: 513.3, ar: 1157.9 });
