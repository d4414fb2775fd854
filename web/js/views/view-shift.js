// "Only the differences count", under the magnitude slider where softmax is
// taught: a choice of how much to add to every score, and the focus word's
// words with their scores moved up and their percentages, which do not move
// (the numbers: shift.js): every word of a short sentence, the focus word
// itself included (the card says "every score of “purred”", and its list once
// left "purred" out); the best SHOWN of a longer one. Collapsed until the learner opens it.
import { h, keyed, setAttr, setText } from '../lib/dom.js';

const SHOWN = 8; // the entries listed at most: a sentence of up to 8 words (and the sink) has every one
const FIRST_CHOICE = 3; // the option chosen first: + 1000, the move that surprises

// actions: the layout's, in its one language (layout.js builds the views again when it changes).
export function shiftPart(actions) {
  const { t, num, share, quote } = actions;
  let chosen = FIRST_CHOICE;
  const name = 'shift-by';
  const choices = h('div', { class: 'shift-choices', role: 'radiogroup', 'aria-label': t('shift.choose') });
  const intro = h('p', { class: 'explain' });
  const list = h('ul', { class: 'shift-rows' });
  const outcome = h('p', { class: 'explain shift-outcome' });
  const pair = h('p', { class: 'explain' });
  const summary = h('summary', { text: t('shift.title'), 'data-key': 'shift-open' });
  // Its numbers are worked out while it is open (shift.js): opening it asks for them.
  const node = h('details', { class: 'shift', 'data-key': 'shift', on: { toggle: () => actions.shiftOpened(node.open) } },
    [summary, intro, choices, list, outcome, pair]);
  let last = null;

  function update(vm) {
    last = vm;
    const model = vm.shift;
    node.hidden = !model;
    if (!model) return;
    setText(intro, t('shift.intro', { token: quote(vm.focusText) }));
    if (!node.open || !model.options) return;
    keyed(choices, model.shifts.map((by, i) => ({ key: String(by), by, i })), (x) => x.key, ({ i }) => {
      const input = h('input', { type: 'radio', name, id: 'shift-' + i, 'data-key': 'shift-' + i,
        on: { change: () => { chosen = i; update(last); } } });
      const label = h('label', { for: 'shift-' + i });
      return { node: h('span', { class: 'shift-choice' }, [input, label]), update: ({ by }) => {
        setText(label, t('shift.by', { n: num(by) }));
        input.checked = i === chosen;
      } };
    });
    const option = model.options[chosen];
    const entries = option.rows.map((r) => ({ key: 'w' + r.index, name: quote(r.text), r }))
      .concat(option.sink ? [{ key: 'sink', name: t('match.sink'), r: option.sink }] : [])
      .sort((a, b) => b.r.weight - a.r.weight);
    keyed(list, entries.slice(0, SHOWN).map((x) => Object.assign({ by: option.by }, x)), (x) => x.key, () => {
      const li = h('li');
      return { node: li, update: ({ name: who, r, by }) => setText(li, t('shift.line', {
        token: who, score: num(r.score), by: num(by), sum: num(r.shifted), pct: share(r.share) })) };
    });
    setText(outcome, t(option.by === 0 ? 'shift.zero' : option.same ? 'shift.same' : 'shift.close', { by: num(option.by) }));
    setAttr(outcome, 'data-same', option.same ? 'true' : 'false');
    setText(pair, t('shift.pair', { a: num(model.pair.scores[0]), b: num(model.pair.scores[1]),
      pa: share(model.pair.shares[0]), pb: share(model.pair.shares[1]) }));
  }

  return { node, update };
}
