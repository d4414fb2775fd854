// "Did you mean …?": the one rule behind every suggestion the project makes,
// for a misspelt field of the core's API, of a scenario, a setting of a lesson
// link or an attribute. Pure; no DOM.
//
//   closest('sinc', ['sink', 'scale'])   -> 'sink'
//   closest('colour', ['planet'])        -> null   (nothing within reach)

// Optimal string alignment distance: insertions, deletions, substitutions and
// a swap of two neighbours ("wtaer" -> "water") each cost 1; any distance over
// `reach` is given as reach + 1. Only the cells within `reach` of the diagonal
// are worked out (the others are farther), and it stops as soon as a whole row
// is out of reach: two 20,000-character words cost 20,000 × 5 cells at most,
// not 20,000² (seconds of a frozen page).
export function distanceWithin(a, b, reach) {
  const far = reach + 1;
  const width = 2 * reach + 1; // row i holds j = i - reach … i + reach at k = j - i + reach
  let before = new Array(width).fill(far); // row i - 2
  let above = new Array(width).fill(far);  // row i - 1
  let row = new Array(width).fill(far);    // row i
  for (let k = reach; k < width && k - reach <= b.length; k++) row[k] = k - reach;
  for (let i = 1; i <= a.length; i++) {
    [before, above, row] = [above, row, before];
    let best = far;
    for (let k = 0; k < width; k++) {
      const j = i + k - reach;
      if (j < 0 || j > b.length) { row[k] = far; continue; }
      if (j === 0) { row[k] = Math.min(i, far); best = Math.min(best, row[k]); continue; }
      let d = Math.min(
        k + 1 < width ? above[k + 1] + 1 : far, // deletion: (i - 1, j)
        k > 0 ? row[k - 1] + 1 : far,           // insertion: (i, j - 1)
        above[k] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[k] + 1);
      row[k] = Math.min(d, far);
      best = Math.min(best, row[k]);
    }
    if (best >= far) return far;
  }
  const k = b.length - a.length + reach;
  return k >= 0 && k < width ? row[k] : far;
}

// The candidate closest to `word` (case ignored) if it is within reach: at
// most 1 edit for a word of up to 3 characters, else at most 2. A candidate
// whose length differs by more than 2 is never within reach, so it is skipped
// unmeasured (and a megabyte-long word costs nothing to compare).
export function closest(word, candidates) {
  const text = String(word);
  const reach = text.length <= 3 ? 1 : 2;
  let best = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const name = String(candidate);
    if (Math.abs(text.length - name.length) > reach) continue;
    const d = distanceWithin(text.toLowerCase(), name.toLowerCase(), reach);
    if (d < bestDistance) { best = candidate; bestDistance = d; }
  }
  return bestDistance <= reach ? best : null;
}
