// "Did you mean …?": the one rule behind every suggestion the project makes,
// for a misspelt field of the core's API, of a scenario, a setting of a lesson
// link or an attribute. Pure; no DOM.
//
//   closest('sinc', ['sink', 'scale'])   -> 'sink'
//   closest('colour', ['planet'])        -> null   (nothing within reach)

// Optimal string alignment distance: insertions, deletions, substitutions and
// a swap of two neighbours ("wtaer" -> "water") each cost 1.
export function editDistance(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
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
    const d = editDistance(text.toLowerCase(), name.toLowerCase());
    if (d < bestDistance) { best = candidate; bestDistance = d; }
  }
  return bestDistance <= reach ? best : null;
}
