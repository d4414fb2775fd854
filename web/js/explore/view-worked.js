// The dot product feature by feature, as a row of a match table under its
// word's row, for the whole playground's "Show how each score is worked out"
// (vm.detail). It comes with the explore part, which adds it to the match
// table's kinds of row (view-match.js addRowPart).
import { h, keyed, setAttr, setText } from '../lib/dom.js';

// The features either side cares about, each product, the sum, then the multiplication by the magnitude.
export function workedPart(actions) {
  const { t, num } = actions;
  const label = h('span', { class: 'worked-label' });
  const list = h('ul', { class: 'worked' });
  const cell = h('td', { colspan: 4 }, [label, list]);
  const node = h('tr', { class: 'worked-row' }, cell);
  return {
    node,
    update({ row, vm, head }) {
      setAttr(node, 'class', 'worked-row' + (row.isFocus ? ' is-self' : ''));
      setText(label, t('match.worked-label', { token: row.text }));
      setAttr(list, 'aria-label', t('match.worked-list', { focus: head.focus.text, token: row.text }));
      const q = head.focus.query;
      const lines = vm.scenario.features.map((name, i) => ({ key: 'f' + i, name, q: q[i], k: row.key[i], p: row.products[i] }))
        .filter((x) => x.q !== 0 || x.k !== 0)
        .map((x) => ({ key: x.key, text: t('match.worked-term', { feature: x.name, q: num(x.q), k: num(x.k), product: num(x.p) }) }));
      if (lines.length === 0) lines.push({ key: 'zero', text: t('match.worked-zero') });
      lines.push({ key: 'sum', sum: true, text: t('match.worked-sum', { sum: num(row.dot) }) });
      lines.push({ key: 'scale', sum: true, text: t('match.worked-scale', { magnitude: num(vm.magnitude), score: num(row.score) }) });
      keyed(list, lines, (x) => x.key, (first) => {
        const li = h('li', { class: first.sum ? 'sum' : null });
        return { node: li, update: (x) => setText(li, x.text) };
      });
    },
  };
}

