// Magnitude as the length of the query and the key, under the magnitude
// slider where softmax is taught: two bars that stretch as the slider moves,
// and the score they make (the numbers: stretch.js).
import { h, setAttr, setText } from '../lib/dom.js';
import { saidPart } from './view-bits.js';

export function stretchPart(actions) {
  const { t, num, quote } = actions;
  const bar = (kind) => {
    const label = h('span', { class: 'stretch-label' });
    const fill = h('span', { class: 'stretch-fill stretch-' + kind });
    const value = h('span', { class: 'stretch-value' });
    // Its word is said with it ("length 3"): a reader reads the row's cells one by one.
    const number = h('span', { class: 'stretch-number' }, [saidPart(t('stretch.length-said')), value]);
    const row = h('div', { class: 'stretch-row' }, [label, h('span', { class: 'stretch-track', 'aria-hidden': 'true' }, [fill]), number]);
    return { row, label, fill, number: value };
  };
  const query = bar('query');
  const key = bar('key');
  const text = h('p', { class: 'explain stretch-text' });
  const node = h('div', { class: 'stretch', role: 'group' }, [query.row, key.row, text]);

  function show(part, kindKey, token, value, longest) {
    setText(part.label, t(kindKey, { token: quote(token) }));
    setText(part.number, num(value));
    part.fill.style.width = Math.min(100, (100 * value) / longest).toFixed(1) + '%';
  }

  function update(vm) {
    const s = vm.stretch;
    node.hidden = !s;
    if (!s) return;
    show(query, 'stretch.query', vm.focusText, s.query, s.longest);
    show(key, 'stretch.key', s.word, s.key, s.longest);
    setAttr(node, 'aria-label', t('stretch.title'));
    setText(text, t('stretch.text', { fit: num(s.fit), score: num(s.score) }));
  }

  return { node, update };
}
