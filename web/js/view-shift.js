// "Only the differences count", under the magnitude slider where softmax is
// taught: a choice of how much to add to every score, and the focus word's
// best matches with their scores moved up and their percentages, which do not
// move (the numbers: shift.js). Collapsed until the learner opens it.
import { h, keyed, setAttr, setText } from './dom.js';
import * as I from './i18n.js';

const SHOWN = 3; // the best entries listed
const FIRST_CHOICE = 3; // the option chosen first: + 1000, the move that surprises

export function shiftPart(actions) {
  const { t } = actions;
  let chosen = FIRST_CHOICE;
  const name = 'shift-by';
  const choices = h('div', { class: 'shift-choices', role: 'radiogroup', 'aria-label': t('shift.choose') });
  const intro = h('p', { class: 'explain' });
  const list = h('ul', { class: 'shift-rows' });
  const outcome = h('p', { class: 'explain shift-outcome' });
  const pair = h('p', { class: 'explain' });
  const summary = h('summary', { text: t('shift.title') });
  const node = h('details', { class: 'shift' }, [summary, intro, choices, list, outcome, pair]);
  let last = null;

  function update(vm) {
    last = vm;
    const model = vm.shift;
    node.hidden = !model;
    if (!model) return;
    const lang = vm.lang;
    const focus = I.quote(lang, vm.focusText);
    setText(intro, t('shift.intro', { token: focus }));
    keyed(choices, model.options.map((o, i) => ({ key: String(o.by), o, i })), (x) => x.key, ({ i }) => {
      const input = h('input', { type: 'radio', name, id: 'shift-' + i, 'data-key': 'shift-' + i,
        on: { change: () => { chosen = i; update(last); } } });
      const label = h('label', { for: 'shift-' + i });
      return { node: h('span', { class: 'shift-choice' }, [input, label]), update: ({ o }) => {
        setText(label, t('shift.by', { n: I.num(lang, o.by) }));
        input.checked = i === Math.min(chosen, model.options.length - 1);
      } };
    });
    const option = model.options[Math.min(chosen, model.options.length - 1)];
    const entries = option.rows.map((r) => ({ key: 'w' + r.index, name: I.quote(lang, r.text), r }))
      .concat(option.sink ? [{ key: 'sink', name: t('match.sink'), r: option.sink }] : [])
      .sort((a, b) => b.r.weight - a.r.weight);
    keyed(list, entries.slice(0, SHOWN).map((x) => Object.assign({ by: option.by, lang }, x)), (x) => x.key, () => {
      const li = h('li');
      return { node: li, update: ({ name: who, r, by, lang: language }) => setText(li, t('shift.line', {
        token: who, score: I.num(language, r.score), by: I.num(language, by), sum: I.num(language, r.shifted), pct: I.share(language, r.share) })) };
    });
    setText(outcome, t(option.by === 0 ? 'shift.zero' : option.same ? 'shift.same' : 'shift.close',
      { by: I.num(lang, option.by) }));
    setAttr(outcome, 'data-same', option.same ? 'true' : 'false');
    setText(pair, t('shift.pair', { a: I.num(lang, model.pair.scores[0]), b: I.num(lang, model.pair.scores[1]),
      pa: I.share(lang, model.pair.shares[0]), pb: I.share(lang, model.pair.shares[1]) }));
  }

  return { node, update };
}
