// Bars of named numbers for the training view: a bar centred on zero (a
// weight, a vector's number) or filling from the left (a share of attention),
// each with its name and its number, the name said with the number.
import { h, keyed, setAttr, setText } from '../lib/dom.js';
import { saidPart } from '../views/view-bits.js';

// A bar centred on zero: fills right for positive numbers, left for negative.
export function barPart() {
  const fill = h('span', { class: 'pv-fill' });
  const node = h('span', { class: 'pv-bar', 'aria-hidden': 'true' }, fill);
  return {
    node,
    update(value, scale) {
      setAttr(fill, 'class', 'pv-fill' + (value < 0 ? ' is-negative' : ''));
      const m = String(Math.min(1, Math.abs(value) / scale));
      if (fill.style.getPropertyValue('--m') !== m) fill.style.setProperty('--m', m);
    },
  };
}

// A list of named numbers as bars: [{ key, text, weight (or value), number, masked }].
export function barList(list, items, scale) {
  keyed(list, items, (x) => x.key, () => {
    // The name is said with its number ("cow 14%"): a reader reads the row's cells apart.
    const name = h('span', { class: 'pv-bar-name', 'aria-hidden': 'true' });
    const said = saidPart('');
    const value = h('span');
    const bar = barPart();
    const number = h('span', { class: 'pv-number' }, [said, value]);
    const li = h('li', { class: 'pv-bar-row' }, [name, bar.node, number]);
    return {
      node: li,
      update(x) {
        setText(name, x.text);
        setText(said, x.text + '\u00a0');
        bar.update(x.value, scale(x));
        setText(value, x.number);
        li.classList.toggle('is-masked', Boolean(x.masked));
        if (x.data) for (const [k, v] of Object.entries(x.data)) setAttr(value, 'data-' + k, v); // the number itself
      },
    };
  });
}

