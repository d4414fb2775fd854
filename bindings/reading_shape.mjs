// The public shapes of a model's raw reading (bindings/reading_values.hpp),
// shared by the trained model's API (model_api.mjs) and the training API
// (training_api.mjs), so a reading looks the same from either:
//   tokensOf(raw)             [{ text, id, known }] (id 0: a word the model does not know)
//   headRows(raw, shape)      per layer, per head: n rows of n + 1 weights (the sink last)
//   guessesOf(raw, words, k)  [{ word, probability }], most likely first

// raw.words: the words as typed, a line each (reading_values.hpp); raw.ids: a Float64Array.
export function tokensOf(raw) {
  const words = raw.words.split('\n');
  return words.map((text, i) => Object.freeze({ text, id: raw.ids[i], known: raw.ids[i] !== 0 }));
}

// layers[l][h]: n rows of n + 1 numbers.
export function headRows(raw, shape) {
  const n = raw.ids.length;
  const layers = [];
  for (let l = 0; l < shape.layers; l++) {
    const heads = [];
    for (let h = 0; h < shape.heads; h++) {
      const k = l * shape.heads + h;
      const weights = new Array(n);
      for (let i = 0; i < n; i++) {
        // (A plain loop: Array.from on a typed array's slice took a third of a reading.)
        const row = new Array(n + 1);
        for (let j = 0, at = (k * n + i) * (n + 1); j <= n; j++) row[j] = raw.weights[at + j];
        weights[i] = row;
      }
      heads.push(weights);
    }
    layers.push(heads);
  }
  return layers;
}

export function guessesOf(raw, words, k) {
  return Array.from(raw.next.subarray(0, k), (id, i) => ({ word: words[id], probability: raw.probabilities[i] }));
}
