// The numbers behind the training view's words, on demand: the shown word's
// embedding and the three learned grids W_Q, W_K, W_V (every number an input
// the learner may change, rows by feature) and the q, k and v they make
// (training-model.js numbers). Built once per
// grid shape; every render changes only the numbers (dom.js keyed, setText).
import { h, keyed, replace, setAttr, setText } from '../lib/dom.js';
import * as I from '../i18n/i18n.js';
import { barList, barPart } from './training-bars.js';
import { MATRICES } from './training-model.js';

function rounded(x) { return String(Math.round(x * 100) / 100); }

export function projectionView(container, actions, controls) {
  const { t, num } = actions;
  const tableBox = h('div', { class: 'table-scroll pv-scroll', tabindex: '0', role: 'region', 'aria-label': t('projection.table') });
  const resetEdits = h('button', { type: 'button', class: 'button', text: t('projection.reset-embedding'),
    on: { click: () => controls.resetEmbeddings() } });
  const outputs = h('div', { class: 'pv-outputs' });
  const refusedNote = h('p', { class: 'pv-refused', id: 'pv-refused', hidden: true });
  const numbersBox = h('div', { class: 'pv-numbers', id: 'pv-numbers', hidden: true }, [
    h('p', { class: 'explain pv-positions', text: t('projection.positions') }),
    h('p', { class: 'explain', text: t('projection.how-table') }),
    tableBox, refusedNote, resetEdits, outputs,
    h('p', { class: 'explain pv-formula', text: t('projection.formula-q') }),
    h('p', { class: 'explain pv-formula', text: t('projection.formula-kv') }),
  ]);
  const numbersToggle = h('button', { type: 'button', class: 'button small', 'data-key': 'pv-numbers-toggle',
    'aria-expanded': 'false', 'aria-controls': 'pv-numbers', text: t('projection.show-numbers'),
    on: { click: () => {
      const open = numbersBox.hidden;
      numbersBox.hidden = !open;
      numbersToggle.setAttribute('aria-expanded', open ? 'true' : 'false');
      setText(numbersToggle, t(open ? 'projection.hide-numbers' : 'projection.show-numbers'));
      controls.numbersOpened(open);
    } } });
  replace(container, [h('h3', { class: 'section-title', text: t('projection.title') }), numbersToggle, numbersBox]);

  let shape = '';
  let cells = null; // { e: [input], bars: [bar], w: { wQuery: [[input]] }, rows: [tr] }

  // A number box: what the layer can use is taken; anything else is refused, marked and explained
  // (a number out of range, or one more changed number than a lesson link keeps: 'full').
  const refused = new Set();
  let lastRefused = '';
  let full = false;
  let limits = null; // the view model's (training-model.js): what a box takes
  function showRefused() {
    refusedNote.hidden = refused.size === 0;
    setText(refusedNote, refused.size === 0 ? '' : full ? t('projection.full', { value: lastRefused, max: I.count(actions.lang, limits.edits) })
      : t('projection.refused', { value: lastRefused, min: num(-limits.edit), max: num(limits.edit) }));
  }
  function numberInput(label, key, onValue) {
    const input = h('input', { type: 'number', step: '0.1', min: String(-limits.edit), max: String(limits.edit), class: 'pv-input',
      'aria-label': label, 'data-key': key, 'aria-describedby': 'pv-refused',
      on: { input: () => {
        const text = input.value.trim();
        const taken = text === '' || onValue(Number(text));
        if (taken === true) { refused.delete(input); input.removeAttribute('aria-invalid'); } else {
          refused.add(input);
          input.setAttribute('aria-invalid', 'true');
          lastRefused = text;
          full = taken === 'full';
        }
        showRefused();
      } } });
    return input;
  }

  function buildTable(numbers) {
    const d = numbers.sizes;
    const groupRow = h('tr', {}, [h('td', { class: 'pv-corner' }), h('td', { class: 'pv-corner' }),
      MATRICES.map((k) => h('th', { scope: 'colgroup', colspan: String(d[k.kind]), class: 'pv-group', text: k.name }))]);
    const columnRow = h('tr', {}, [h('th', { scope: 'col', text: t('projection.feature') }), h('th', { scope: 'col', text: 'e' }),
      MATRICES.map((k) => Array.from({ length: d[k.kind] }, (_, j) => h('th', { scope: 'col', class: 'pv-col', text: `${k.out}${j + 1}` })))]);
    cells = { e: [], bars: [], w: { wQuery: [], wKey: [], wValue: [] }, rows: [] };
    refused.clear();
    showRefused();
    const body = numbers.features.map(({ name: feature }, i) => {
      const e = numberInput(t('projection.e-cell', { feature }), `pv-e-${i}`, (v) => controls.editEmbedding(i, v));
      const bar = barPart();
      cells.e.push(e);
      cells.bars.push(bar);
      const row = h('tr', {}, [h('th', { scope: 'row', class: 'pv-feature', text: feature }),
        h('td', { class: 'pv-e' }, [e, h('span', { class: 'pv-ebar' }, bar.node)]),
        MATRICES.map((k) => {
          const inputs = Array.from({ length: d[k.kind] }, (_, j) => numberInput(
            t('projection.w-cell', { matrix: k.name, feature, column: String(j + 1) }), `pv-${k.kind}-${i}-${j}`,
            (v) => controls.editWeight(k.kind, i, j, v)));
          cells.w[k.kind].push(inputs);
          return inputs.map((input) => h('td', { class: 'pv-w' }, input));
        })]);
      cells.rows.push(row);
      return row;
    });
    replace(tableBox, h('table', { class: 'pv-table' }, [
      h('caption', { class: 'visually-hidden', text: t('projection.table') }),
      h('thead', {}, [groupRow, columnRow]), h('tbody', {}, body)]));
  }

  function setValue(input, value, active) {
    if (input === active) return;
    const text = rounded(value);
    if (input.value !== text) input.value = text;
    // A refused number the layer's own value has replaced is no longer refused.
    if (refused.delete(input)) { input.removeAttribute('aria-invalid'); showRefused(); }
  }

  // model: the training view model (training-model.js); its numbers are there while the box is open.
  function render(model) {
    const numbers = model.numbers;
    if (numbersBox.hidden || !numbers) return;
    limits = model.limits;
    const active = container.getRootNode().activeElement;
    if (numbers.shape !== shape) { shape = numbers.shape; buildTable(numbers); }
    numbers.features.forEach((f, i) => {
      setValue(cells.e[i], f.e, active);
      cells.bars[i].update(f.e, numbers.eScale);
      cells.rows[i].classList.toggle('is-zero', f.zero);
      for (const k of MATRICES) f.w[k.kind].forEach((w, j) => setValue(cells.w[k.kind][i][j], w, active));
    });
    keyed(outputs, numbers.outputs, (o) => o.key, () => {
      const title = h('h4', { class: 'pv-vector-title' });
      const list = h('ul', { class: 'pv-bars' });
      const node = h('section', { class: 'pv-vector' }, [title, list]);
      return {
        node,
        update(o) {
          setText(title, o.label);
          setAttr(node, 'aria-label', o.label);
          const scale = Math.max(1, ...o.values.map(Math.abs));
          barList(list, o.values.map((x, j) => ({ key: j, text: `${o.name}${j + 1}`, value: x, number: num(x), data: { vector: o.name } })),
            () => scale);
        },
      };
    });
  }

  return { render, get open() { return !numbersBox.hidden; } };
}
