// Magnitude as the length of the vectors (the chapter: "a real model gets
// [larger scores] by giving its key and query vectors larger magnitudes, which
// stretches out their dot products"). The magnitude m stretches the focus
// word's query and its best match's key by √m each, so their dot product, the
// score, is m × (query · key): length × length × how well they point the same
// way. The view model of the figure under the magnitude slider.

const length = (v) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

// head: a head of the view model (compute.js); magnitude: the slider's value.
// Returns null when the focus asks nothing or no key is longer than 0, else
// { word, query, key, fit, score, longest }: the best-scoring word (not the
// focus itself, unless it is the only match), the two lengths after
// stretching, the fit (cosine, 0..1 here) and the score; longest is the
// length both would have at magnitude 10, for the bars' scale.
export function stretchModel(head, magnitude) {
  const q = head.focus.query;
  if (head.focus.idle || length(q) === 0) return null;
  const dot = (k) => k.reduce((s, x, f) => s + x * q[f], 0);
  const candidates = head.rows.filter((r) => length(r.key) > 0 && dot(r.key) > 0);
  const others = candidates.filter((r) => !r.isFocus);
  const pool = others.length ? others : candidates;
  if (pool.length === 0) return null;
  const best = pool.reduce((b, r) => (dot(r.key) > dot(b.key) ? r : b));
  const root = Math.sqrt(magnitude);
  const query = length(q) * root;
  const key = length(best.key) * root;
  return {
    word: best.text, index: best.index, query, key,
    fit: dot(best.key) / (length(q) * length(best.key)),
    score: magnitude * dot(best.key),
    longest: Math.sqrt(10) * Math.max(length(q), length(best.key)),
  };
}
