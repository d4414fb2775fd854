// The one rounding rule for every percentage on screen: the table, the
// heatmap, the bars, the sentences, the export and the screen-reader text all
// show a share made here, formatted by i18n.share().
//
// One row of attention (every word it sees, and the sink) is rounded together,
// by largest remainder, so the shown percentages add up to the shown total
// (100.0 % when the weights add to 1); equal weights differ by at most a
// tenth, and only when the tenths left over cannot go round them. A share that is not exactly 0
// never reads 0: it reads "< 0.1 %" (a sliver); one that is not exactly 1
// never reads 100 %: "> 99.9 %". Exact zeros (words the causal mask hides)
// read 0. A tie of slivers too many to take a tenth each keeps the tenths
// between them: the shown numbers then add up to the total less under 0.1 %
// per sliver (99.5 % and nine "< 0.1 %" of 0.055 % each), never more.
//
// A share: { weight, units, bound } — the true weight (0..1); the shown
// value in units of 10^-decimals percent (at one decimal, 475 is 47.5 %);
// bound '<' (more than 0, shown as "< 0.1 %"), '>' (less than 1, shown as
// "> 99.9 %") or null.

// Two weights this close (relative to the larger) are equal: the tie rule.
const TIE = 1e-12;

export function unitsPerWhole(decimals) { return 100 * 10 ** decimals; }

// The shares of one row's weights (numbers from 0 to 1, an array or a typed array), rounded together.
// rank (optional): a number per weight that breaks ties instead of its place in the row (the
// words' places in the sentence as written), so shuffling the words changes no share.
export function roundRow(row, decimals = 1, rank = null) {
  const n = row.length;
  const weights = new Array(n);
  const exact = new Array(n);
  const units = new Array(n);
  const scale = unitsPerWhole(decimals);
  let sum = 0;
  let shown = 0;
  for (let i = 0; i < n; i++) {
    const w = row[i];
    weights[i] = w;
    sum += w;
    // A hair from a whole unit is that unit: two weights equal to a rounding
    // error (tieGroups) then floor alike even where a unit lies between them.
    const e = w * scale;
    exact[i] = Math.abs(e - Math.round(e)) <= TIE * scale ? Math.round(e) : e;
    units[i] = Math.floor(exact[i]);
    shown += units[i];
  }
  let missing = Math.round(sum * scale) - shown;
  const at = rank ? (i) => rank[i] : (i) => i;
  // Ties (equal weights), largest remainder first, earlier words first; an exact zero is in none.
  const remainder = (i) => exact[i] - units[i];
  const groups = missing > 0 ? tieGroups(weights, at).sort((a, b) => remainder(b[0]) - remainder(a[0]) || at(a[0]) - at(b[0])) : [];
  // Largest remainder, a tie at a time: a tie that fits takes a tenth each; one that does not fit
  // splits (earlier words first: 0.7 %, 0.7 %, 0.6 %, 0.6 %) unless it is a tie of slivers, which
  // keeps what is left, each staying "< 0.1 %".
  for (const group of groups) {
    if (missing <= 0) break;
    if (remainder(group[0]) <= 0) continue;
    if (missing < group.length && units[group[0]] === 0) break;
    const raised = Math.min(missing, group.length);
    for (let k = 0; k < raised; k++) units[group[k]]++;
    missing -= raised;
  }
  const out = new Array(n);
  for (let i = 0; i < n; i++) out[i] = bounded(weights[i], units[i], scale);
  return out;
}

// The indices of the weights above 0, grouped by equal weight (to a rounding error), each group
// in rank order.
function tieGroups(weights, at) {
  const groups = [];
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i];
    if (!(w > 0)) continue;
    let g = 0;
    while (g < groups.length && !(Math.abs(weights[groups[g][0]] - w) <= TIE * Math.max(w, weights[groups[g][0]]))) g++;
    if (g < groups.length) groups[g].push(i); else groups.push([i]);
  }
  for (const group of groups) if (group.length > 1) group.sort((a, b) => at(a) - at(b));
  return groups;
}

// Whether two shares read the same on screen.
export function sameShown(a, b) { return a.units === b.units && a.bound === b.bound; }

// Whether rounding a row so it adds up gave two equal weights (tieGroups' rule)
// different numbers (three thirds read 33.4, 33.3, 33.3): the table then says why.
export function splitsTie(weights, shares) {
  return tieGroups(Array.from(weights), (i) => i).some((g) => g.some((i) => !sameShown(shares[i], shares[g[0]])));
}

// One share on its own (a value that belongs to no row, or a sum of shares).
export function single(weight, decimals = 1) {
  const scale = unitsPerWhole(decimals);
  return bounded(weight, Math.round(weight * scale), scale);
}

// The share of several entries of one row together: the sum of their shown units, and the
// slivers' weights rounded together (nine slivers of 0.055 % hold 0.5 %).
export function sum(shares, decimals = 1) {
  const scale = unitsPerWhole(decimals);
  const weight = shares.reduce((s, x) => s + x.weight, 0);
  const slivers = shares.filter((x) => x.bound === '<').reduce((s, x) => s + x.weight, 0);
  const shown = shares.reduce((s, x) => s + x.units, 0);
  return bounded(weight, shown + Math.round(slivers * scale), scale);
}

// What a whole leaves when the shares shown beside it are taken away (the rows a long table
// leaves out): weight is its true weight; the shown numbers then add up to the whole exactly.
export function rest(weight, whole, shown, decimals = 1) {
  return bounded(weight, whole.units - shown.reduce((s, x) => s + x.units, 0), unitsPerWhole(decimals));
}

// A sum of weights that should be 1 can come out a rounding error short: that is all of it.
const ONE = 1 - 1e-12;

function bounded(weight, units, scale) {
  if (weight > 0 && units <= 0) return { weight, units: 0, bound: '<' };
  if (weight < ONE && units >= scale) return { weight, units: scale, bound: '>' };
  return { weight, units, bound: null };
}

// The shown value as a percentage (47.5 % is 47.5, exactly: no 47.49999): for aria-valuenow.
export function shownPercent(share, decimals = 1) { return share.units / 10 ** decimals; }
