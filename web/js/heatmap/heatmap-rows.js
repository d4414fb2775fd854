// A long heatmap's rows (more than compute.js's FULL tokens), which only its
// canvas draws: they come with the canvas's part and register with compute.js.
// A drawing holds the focus row and the rows the canvas last asked for; the
// canvas, scrolled to rows it has not got, asks its element for them in one
// call (compute.js heatmapRows). One attend() call a row, no values (only the
// weights are drawn); rows are kept while the numbers they depend on stay the
// same (heat.key), and without the causal mask a row depends only on its query,
// so tokens that ask the same thing share one.
import { heatRow } from '../model/heatmap-model.js';
import { useLongRows } from '../model/compute.js';

const MAP_CACHE = 600;    // rows kept, computed as they come on screen
const MAP_ASK = 400;      // rows a canvas may ask for at once

const kept = new WeakMap();   // heat (compute.js heatOf) -> { rows so far, none: a value of no width per token }
const asked = new WeakMap();  // scenario -> the rows its canvas last asked for: { first, last }

function row(core, heat, q) {
  const { input, order, causal, sink } = heat;
  const n = order.length;
  let mine = kept.get(heat);
  if (!mine) kept.set(heat, mine = { rows: new Map(), none: order.map(() => []) });
  const { rows, none } = mine;
  const id = causal ? 'p' + q : input.queries[q].join(',');
  let r = rows.get(id);
  if (!r) {
    const seen = causal ? q + 1 : n;
    const a = core.attend({ query: input.queries[q], keys: seen === n ? input.keys : input.keys.slice(0, seen),
      values: seen === n ? none : none.slice(0, seen), scale: heat.magnitude, sink });
    if (rows.size >= MAP_CACHE) rows.clear();
    r = heatRow(a.weights, seen, n, sink === null ? null : a.sinkWeight, order);
    rows.set(id, r);
  }
  return r;
}

useLongRows({
  // A drawing's grid: the focus row (at position p) and the rows asked for last.
  grid(core, scenario, heat, p) {
    const grid = new Array(heat.order.length).fill(null);
    grid[p] = row(core, heat, p);
    const range = asked.get(scenario);
    if (range) for (let q = range.first; q <= Math.min(range.last, grid.length - 1); q++) grid[q] = row(core, heat, q);
    return grid;
  },
  // Rows first..last (at most MAP_ASK) for a drawing of these numbers (key), else null.
  rows(core, scenario, heat, key, first, last) {
    const n = heat.order.length;
    if (!key || key !== heat.key) return null;
    const from = Math.max(0, Math.min(n - 1, Math.floor(first)));
    const to = Math.min(n - 1, from + MAP_ASK - 1, Math.floor(last));
    asked.set(scenario, { first: from, last: to });
    const rows = [];
    for (let q = from; q <= to; q++) rows.push(row(core, heat, q));
    return { key, first: from, rows };
  },
});
