// "Only the differences count": every score of the focus row moved up by the
// same amount gives the same percentages (softmax subtracts the biggest score
// before it exponentiates, so 1000 and 999 split exactly like 1 and 0). The
// view model of the card beside the magnitude slider; the maths is the core's.
import { roundRow, sameShown } from '../lib/shares.js';

export const SHIFTS = Object.freeze([0, 10, 100, 1000]);

// head: a head of the view model (compute.js) with all its rows shown; open:
// whether the learner opened the card (collapsed, it shows no numbers: no
// softmax calls a step). Returns { shifts, options, pair } or null for a long
// table; while it is open every option is worked out (four softmax calls of a
// short row), so the card reads numbers whichever option it shows:
//   options[i]: { by, rows, sink, same } for SHIFTS[i]; rows: the words with
//     their scores moved up by `by`, their weights and shares; same: whether
//     every share reads as the table's;
//   pair: 1000 and 999 on their own, for the sentence under the options.
// Both null while it is closed.
export function shiftModel(core, head, open) {
  if (head.long || head.rows.length === 0) return null;
  const ranks = head.rows.map((r) => r.index).concat([Infinity]);
  return { shifts: SHIFTS, options: open ? SHIFTS.map(shifted) : null, pair: open ? pairOf(core) : null };

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
  if (!pairs.has(core)) pairs.set(core, Object.freeze({ scores: [1000, 999], shares: roundRow(core.softmax([1000, 999]).weights) }));
  return pairs.get(core);
}
