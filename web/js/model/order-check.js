// Whether shuffling the words changed any score: the scores in the order shown
// against the same scores recomputed in the sentence's own order (compute.js
// asks the core for both), matched by token identity. Pure.

// row(h, p), original(h, i): a row of attention in the order shown and in the
// sentence's own (null when the words are not shuffled). all: every pair is
// compared (a short sentence), else the focus row only.
export function checkOrder(scenario, state, row, original, all) {
  const order = state.order;
  const none = { shuffled: false, unchanged: 0, changed: 0, visibilityChanged: 0, all: true };
  if (!original) return none;
  const position = [];
  order.forEach((token, p) => { position[token] = p; });
  const queries = all ? order.map((_, i) => i) : [state.focus];
  const result = { shuffled: true, unchanged: 0, changed: 0, visibilityChanged: 0, all,
    // The scenario's one-tap swap (scenario.swap), and the sentence it then reads.
    swapped: isSwap(order, scenario.swap), sentence: order.map((i) => scenario.tokens[i]).join(' ') };
  scenario.heads.forEach((_, h) => {
    for (const i of queries) {
      const before = original(h, i).scores;
      const now = row(h, position[i]).scores;
      for (let j = 0; j < order.length; j++) {
        const a = before[j];
        const b = now[position[j]];
        if ((a === -Infinity) !== (b === -Infinity)) result.visibilityChanged++;
        else if (a === -Infinity) continue;
        else if (Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a))) result.unchanged++;
        else result.changed++;
      }
    }
  });
  return result;
}

// Whether an order is the sentence's own with the two words of `swap` exchanged.
function isSwap(order, swap) {
  if (!swap) return false;
  return order.every((token, p) => token === (p === swap[0] ? swap[1] : p === swap[1] ? swap[0] : p));
}
