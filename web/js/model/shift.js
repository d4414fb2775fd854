// "Only the differences count": every score of the focus row moved up by the
// same amount gives the same percentages (softmax subtracts the biggest score
// before it exponentiates, so 1000 and 999 split exactly like 1 and 0). The
// view model of the card beside the magnitude slider; the maths is the core's.
import { roundRow, sameShown } from '../lib/shares.js';

export const SHIFTS = Object.freeze([0, 10, 100, 1000]);

// head: a head of the view model (compute.js) with all its rows shown.
// Returns { shifts, option(i), options, pair } or null for a long table:
//   option(i): { by, rows, sink, same } for SHIFTS[i], worked out by the core
//     the first time it is asked for (the card is collapsed until the learner
//     opens it, and then shows one option: no four softmax calls a step);
//   options: all four; rows: the words with their scores moved up by `by`,
//     their weights and shares; same: whether every share reads as the table's;
//   pair: 1000 and 999 on their own, for the sentence under the options (also
//     asked of the core only when read).
export function shiftModel(core, head) {
  if (head.long || head.rows.length === 0) return null;
  const ranks = head.rows.map((r) => r.index).concat([Infinity]);
  const made = new Map();
  const option = (i) => {
    if (!made.has(i)) made.set(i, shifted(SHIFTS[i]));
    return made.get(i);
  };
  return { shifts: SHIFTS, option, get options() { return SHIFTS.map((_, i) => option(i)); }, get pair() { return pairOf(core); } };

  function shifted(by) {
    const out = core.softmax(head.rows.map((r) => r.score + by), head.sink ? head.sink.score + by : null);
    const shares = roundRow(out.weights.concat(head.sink ? [out.sinkWeight] : []), 1, ranks);
    const rows = head.rows.map((r, k) => ({ index: r.index, text: r.text, score: r.score, shifted: r.score + by,
      weight: out.weights[k], share: shares[k] }));
    const sink = head.sink ? { score: head.sink.score, shifted: head.sink.score + by, weight: out.sinkWeight,
      share: shares[shares.length - 1] } : null;
    const same = rows.every((r, k) => sameShown(r.share, head.rows[k].share)) && (!sink || sameShown(sink.share, head.sink.share));
    return { by, rows, sink, same };
  }
}

// 1000 and 999 on their own: the same for every view, so worked out once per core.
const pairs = new WeakMap();
function pairOf(core) {
  if (!pairs.has(core)) pairs.set(core, { scores: [1000, 999], shares: roundRow(core.softmax([1000, 999]).weights) });
  return pairs.get(core);
}
