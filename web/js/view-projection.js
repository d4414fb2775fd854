// "See the projection": for the focus token of the training example, its
// embedding (one editable number per named feature), the shown head's W_Q,
// W_K and W_V (editable, rows labelled by feature), the q, k and v that come
// out, and the head's attention row for the token. Every number comes from
// the core's forward pass over the current training state.
import { h, replace } from './dom.js';
import { roundRow } from './shares.js';
import { EDIT_LIMIT } from './training-controller.js';

const KINDS = [
  { kind: 'wQuery', name: 'W_Q', out: 'q', vector: 'queries' },
  { kind: 'wKey', name: 'W_K', out: 'k', vector: 'keys' },
  { kind: 'wValue', name: 'W_V', out: 'v', vector: 'values' },
];

function rounded(x) { return String(Math.round(x * 100) / 100); }

// A bar centred on zero: fills right for positive numbers, left for negative.
function bar(value, scale) {
  const fill = h('span', { class: 'pv-fill' + (value < 0 ? ' is-negative' : '') });
  fill.style.setProperty('--m', String(Math.min(1, Math.abs(value) / scale)));
  return h('span', { class: 'pv-bar', 'aria-hidden': 'true' }, fill);
}

export function projectionView(container, actions, controller) {
  const { t, num, share, quote } = actions;
  const c = controller;
  const tokens = h('div', { class: 'pv-tokens', role: 'group', 'aria-label': t('projection.tokens') });
  const headSelect = h('select', { id: 'pv-head', on: { change: () => c.setHead(Number(headSelect.value)) } });
  const headPicker = h('span', { class: 'picker' }, [h('label', { for: 'pv-head', text: t('projection.head') }), headSelect]);
  const focusLine = h('p', { class: 'pv-focus' });
  const tableBox = h('div', { class: 'table-scroll pv-scroll', tabindex: '0', role: 'region', 'aria-label': t('projection.table') });
  const resetEdits = h('button', { type: 'button', class: 'button', text: t('projection.reset-embedding'),
    on: { click: () => c.resetEmbeddings() } });
  const outputs = h('div', { class: 'pv-outputs' });
  const rowBox = h('div', { class: 'pv-row' });
  const isWhat = h('p', { class: 'pv-is' });
  // The numbers (the embedding and the three weight grids, every number
  // editable; q, k and v) are there on demand: plain words first.
  const refusedNote = h('p', { class: 'pv-refused', id: 'pv-refused', role: 'status', hidden: true });
  const numbersBox = h('div', { class: 'pv-numbers', id: 'pv-numbers', hidden: true }, [
    h('p', { class: 'explain', text: t('projection.how-table') }),
    tableBox, refusedNote, resetEdits, outputs,
    h('p', { class: 'explain pv-formula', text: t('projection.formula-q') }),
    h('p', { class: 'explain pv-formula', text: t('projection.formula-kv') }),
    rowBox,
  ]);
  const numbersToggle = h('button', { type: 'button', class: 'button small', 'data-key': 'pv-numbers-toggle',
    'aria-expanded': 'false', 'aria-controls': 'pv-numbers', text: t('projection.show-numbers'),
    on: { click: () => {
      numbersBox.hidden = !numbersBox.hidden;
      numbersToggle.setAttribute('aria-expanded', numbersBox.hidden ? 'false' : 'true');
      numbersToggle.textContent = t(numbersBox.hidden ? 'projection.show-numbers' : 'projection.hide-numbers');
      if (last) render(last);
    } } });
  let last = null;
  replace(container, [
    h('h3', { class: 'section-title', text: t('projection.title') }),
    h('p', { class: 'explain', text: t('projection.intro') }),
    tokens, h('div', { class: 'pv-controls' }, [headPicker, numbersToggle]), focusLine, isWhat,
    h('p', { class: 'explain pv-positions', text: t('projection.positions') }),
    numbersBox,
  ]);

  let shape = '';
  let cells = null; // { e: [input], w: { wQuery: [[input]] } , rows: [tr] }

  // A number box: what the layer can use is taken; anything else is refused, marked and explained
  // (refused lists the boxes that hold a number the layer does not use).
  const refused = new Set();
  function numberInput(label, key, onValue) {
    const input = h('input', { type: 'number', step: '0.1', min: String(-EDIT_LIMIT), max: String(EDIT_LIMIT), class: 'pv-input',
      'aria-label': label, 'data-key': key, 'aria-describedby': 'pv-refused',
      on: { input: () => {
        const text = input.value.trim();
        const taken = text === '' || onValue(Number(text));
        if (taken) { refused.delete(input); input.removeAttribute('aria-invalid'); } else {
          refused.add(input);
          input.setAttribute('aria-invalid', 'true');
          lastRefused = text;
        }
        showRefused();
      } } });
    return input;
  }
  let lastRefused = '';
  function showRefused() {
    refusedNote.hidden = refused.size === 0;
    refusedNote.textContent = refused.size === 0 ? '' : t('projection.refused', { value: lastRefused,
      min: num(-EDIT_LIMIT), max: num(EDIT_LIMIT) });
  }

  function buildTable(task, head) {
    const features = task.features;
    const d = { wQuery: head.wQuery[0].length, wKey: head.wKey[0].length, wValue: head.wValue[0].length };
    const groupRow = h('tr', {}, [h('td', { class: 'pv-corner' }), h('td', { class: 'pv-corner' }),
      KINDS.map((k) => h('th', { scope: 'colgroup', colspan: String(d[k.kind]), class: 'pv-group', text: k.name }))]);
    const columnRow = h('tr', {}, [h('th', { scope: 'col', text: t('projection.feature') }), h('th', { scope: 'col', text: 'e' }),
      KINDS.map((k) => Array.from({ length: d[k.kind] }, (_, j) => h('th', { scope: 'col', class: 'pv-col', text: `${k.out}${j + 1}` })))]);
    cells = { e: [], bars: [], w: { wQuery: [], wKey: [], wValue: [] }, rows: [] };
    refused.clear();
    showRefused();
    const body = features.map((feature, i) => {
      const e = numberInput(t('projection.e-cell', { feature }), `pv-e-${i}`, (v) => c.editEmbedding(i, v));
      const barBox = h('span', { class: 'pv-ebar' });
      cells.e.push(e);
      cells.bars.push(barBox);
      const row = h('tr', {}, [h('th', { scope: 'row', class: 'pv-feature', text: feature }),
        h('td', { class: 'pv-e' }, [e, barBox]),
        KINDS.map((k) => {
          const inputs = Array.from({ length: d[k.kind] }, (_, j) => numberInput(
            t('projection.w-cell', { matrix: k.name, feature, column: String(j + 1) }), `pv-${k.kind}-${i}-${j}`,
            (v) => c.editWeight(k.kind, i, j, v)));
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

  function vectorBlock(name, label, vector) {
    const scale = Math.max(1, ...vector.map(Math.abs));
    return h('section', { class: 'pv-vector', 'aria-label': label }, [
      h('h4', { class: 'pv-vector-title', text: label }),
      h('ul', { class: 'pv-bars' }, vector.map((x, j) => h('li', { class: 'pv-bar-row' }, [
        h('span', { class: 'pv-bar-name', text: `${name}${j + 1}` }), bar(x, scale),
        h('span', { class: 'pv-number', 'data-vector': name, text: num(x) })]))),
    ]);
  }

  function render(pass) {
    last = pass;
    const task = c.task();
    const example = c.example();
    const head = c.state.params.heads[c.head];
    const active = container.getRootNode().activeElement;
    const focusText = example.tokens[c.focus];

    // tokens: buttons, the focus pressed (roving focus is not needed: few tokens)
    if (tokens.dataset.shape !== example.tokens.join(' ')) {
      tokens.dataset.shape = example.tokens.join(' ');
      replace(tokens, example.tokens.map((text, i) => h('button', { type: 'button', class: 'pv-token', text,
        'data-key': `pv-token-${i}`, 'aria-pressed': 'false', on: { click: () => c.setFocus(i) } })));
    }
    Array.from(tokens.children).forEach((b, i) => b.setAttribute('aria-pressed', i === c.focus ? 'true' : 'false'));

    const headCount = c.state.params.heads.length;
    if (headSelect.options.length !== headCount) {
      replace(headSelect, Array.from({ length: headCount }, (_, i) => h('option', { value: String(i), text: t('projection.head-n', { n: String(i + 1) }) })));
    }
    headSelect.value = String(c.head);
    focusLine.textContent = t('projection.focus', { token: quote(focusText), n: String(c.focus) });
    // What the embedding says, in words: its features that are not zero.
    const said = task.features.filter((_, i) => c.embeddings[c.focus][i] !== 0);
    isWhat.textContent = t('projection.is', { token: quote(focusText), features: said.length ? said.join(', ') : t('projection.nothing') });

    // the head's attention row, then (on demand) the numbers
    drawRow(pass, task, example, focusText);
    if (numbersBox.hidden) return;

    const nextShape = `${task.id}|${head.wQuery[0].length}|${head.wKey[0].length}|${head.wValue[0].length}`;
    if (nextShape !== shape) { shape = nextShape; buildTable(task, head); }
    const e = c.embeddings[c.focus];
    const eScale = Math.max(1, ...e.map(Math.abs));
    e.forEach((x, i) => {
      setValue(cells.e[i], x, active);
      const barKey = x + '/' + eScale;
      if (cells.bars[i].dataset.value !== barKey) { cells.bars[i].dataset.value = barKey; replace(cells.bars[i], bar(x, eScale)); }
      cells.rows[i].classList.toggle('is-zero', x === 0);
      for (const k of KINDS) head[k.kind][i].forEach((w, j) => setValue(cells.w[k.kind][i][j], w, active));
    });

    const out = pass.heads[c.head];
    replace(outputs, KINDS.map((k) => vectorBlock(k.out, t('projection.vector-' + k.out, { token: quote(focusText) }),
      out[k.vector][c.focus])));
  }

  // The head's attention row for the focus token.
  function drawRow(pass, task, example, focusText) {
    const out = pass.heads[c.head];
    const weights = out.weights[c.focus];
    const causal = task.options.causal;
    const seen = causal ? c.focus + 1 : example.tokens.length;
    const withSink = task.options.sink !== null;
    // The row rounded together (shares.js): the words it sees, then the sink.
    const shares = roundRow(Array.from(weights).slice(0, seen).concat(withSink ? [out.sinkWeights[c.focus]] : []));
    const items = example.tokens.map((text, j) => {
      const masked = causal && j > c.focus;
      return h('li', { class: 'pv-bar-row' + (masked ? ' is-masked' : '') }, [
        h('span', { class: 'pv-bar-name', text }),
        bar(weights[j], 1),
        h('span', { class: 'pv-number', 'data-weight': String(j), text: masked ? t('projection.masked') : share(shares[j]) })]);
    });
    if (withSink) {
      items.push(h('li', { class: 'pv-bar-row' }, [h('span', { class: 'pv-bar-name', text: t('projection.sink') }),
        bar(out.sinkWeights[c.focus], 1), h('span', { class: 'pv-number', text: share(shares[seen]) })]));
    }
    replace(rowBox, [
      h('h4', { class: 'pv-vector-title', text: t('projection.row', { token: quote(focusText), n: String(c.head + 1) }) }),
      h('p', { class: 'explain', text: t('projection.row-how') }),
      h('ul', { class: 'pv-bars pv-attention' }, items),
    ]);
  }

  return { render };
}
