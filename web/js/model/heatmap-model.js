// The heatmap's view model: one head's rows of attention, as compute.js hands
// them over (grid), and up to MAP_TABLE tokens every row and column as cells,
// for a table with a number in each. Pure: the core's numbers come in.
import { roundRow } from '../lib/shares.js';

const MAP_TABLE = 12;     // up to this many tokens the heatmap is a table; a canvas beyond

// The heatmap of one head. heat.grid[position]: one query token's row (heatRow's
// shape: { weights (one per key position, 0 where masked), seen (keys 0..seen-1
// are visible to it), sink (its weight, or null), best: { position, weight } or
// { sink: true, weight } }), or null where compute.js did not work it out (a
// long sentence's rows off screen: its canvas asks for them, heatmapRows with
// heat.key, the numbers they are of).
export function heatmapModel(scenario, state, heat, h, asks) {
  const order = state.order;
  const n = order.length;
  const p = order.indexOf(state.focus);
  const model = {
    head: h, partial: false, tokenCount: n, table: n <= MAP_TABLE, focusPosition: p,
    causal: state.causal, sinkOn: state.sink.on,
    tokens: order.map((i) => scenario.tokens[i]), indices: order.slice(), idle: asks.map((a) => !a[h]),
    idleRows: asks.filter((a) => !a[h]).length, grid: heat.grid, key: heat.key, columns: [], rows: [],
  };
  if (!model.table) return model;
  model.columns = order.map((i, c) => ({ index: i, position: c, text: scenario.tokens[i] }));
  model.rows = order.map((i, q) => {
    const r = heat.grid[q];
    return {
      index: i, text: scenario.tokens[i], isFocus: q === p, idle: !asks[q][h],
      cells: order.map((_, c) => ({ weight: r.weights[c], share: c < r.seen ? r.cells[c] : null, masked: c >= r.seen })),
      others: null, sink: r.sink, sinkShare: r.sinkCell,
    };
  });
  return model;
}

// The row shape above from the weights of the keys a query sees; order: the
// sentence index at each position (ties are rounded by it: shares.js).
export function heatRow(weights, seen, n, sinkWeight, order) {
  const out = new Array(n).fill(0);
  const shown = new Array(sinkWeight === null ? seen : seen + 1); // the words it sees, then the sink
  const ranks = new Array(seen + 1);
  let best = -1;
  for (let j = 0; j < seen; j++) {
    const w = weights[j];
    out[j] = w;
    shown[j] = w;
    ranks[j] = order[j];
    if (best < 0 || w > weights[best]) best = j;
  }
  ranks[seen] = Infinity;
  if (sinkWeight !== null) shown[seen] = sinkWeight;
  const sinkBest = sinkWeight !== null && (best < 0 || sinkWeight > weights[best]);
  // The cells' whole percentages, the row rounded together (shares.js).
  const cells = roundRow(shown, 0, ranks);
  return { weights: out, seen, sink: sinkWeight, cells, ranks, sinkCell: sinkWeight === null ? null : cells[seen],
    best: sinkBest ? { sink: true, weight: sinkWeight } : best < 0 ? null : { position: best, weight: weights[best] } };
}
