// The numbers behind the learned step's match scores, on demand (a disclosure,
// closed at first): where the chosen word's query comes from (what the model
// read at that word, its word's numbers plus its place's, times the query grid
// it learned) and every word's key, with the score each pair makes
// (query · key × 1/√size). From the training's match (training_api.mjs match):
// the model's own numbers, each shown with two decimals.
import { h, keyed, replace, setAttr, setText } from '../lib/dom.js';

export function numbersPart(actions) {
  const { t, num, quote } = actions;
  const summary = h('summary', { text: t('training.numbers') });
  const inputNote = h('p', { class: 'explain' });
  const input = h('ol', { class: 'learned-vector' });
  const gridNote = h('p', { class: 'explain' });
  const gridBody = h('tbody');
  const gridHead = h('tr');
  const grid = h('table', { class: 'learned-grid' }, [h('thead', null, gridHead), gridBody]);
  const gridBox = h('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-labelledby': 'learned-grid-note' }, [grid]);
  setAttr(gridNote, 'id', 'learned-grid-note');
  const queryNote = h('p', { class: 'explain' });
  const query = h('ol', { class: 'learned-vector' });
  const keysNote = h('p', { class: 'explain', id: 'learned-keys-note' });
  const keyRows = h('tbody');
  const keys = h('table', { class: 'learned-keys' }, [
    h('thead', null, h('tr', null, [h('th', { scope: 'col', text: t('training.col-word') }), h('th', { scope: 'col', text: t('training.col-key') }),
      h('th', { scope: 'col', text: t('training.col-dot') }), h('th', { scope: 'col', text: t('training.col-score') })])), keyRows]);
  const keysBox = h('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-labelledby': 'learned-keys-note' }, [keys]);
  const waiting = h('p', { class: 'explain', text: t('training.numbers-waiting') });
  const inside = h('div', { class: 'learned-numbers-body' });
  const node = h('details', { class: 'learned-numbers', 'data-key': 'train-numbers' }, [summary, inside]);
  let shown = null;
  node.addEventListener('toggle', () => { if (node.open) draw(); });

  function vector(list, numbers, label) {
    setAttr(list, 'aria-label', label);
    keyed(list, numbers.map((x, i) => ({ i, x })), (x) => String(x.i), () => {
      const li = h('li');
      return { node: li, update: (x) => setText(li, num(x.x)) };
    });
  }

  function draw() {
    if (!node.open) return;
    const { match, reading } = shown || {};
    if (!match || !reading) { replace(inside, [waiting]); return; }
    const focus = quote(reading.focusShown);
    const size = match.query.length;
    replace(inside, [inputNote, input, gridNote, gridBox, queryNote, query, keysNote, keysBox]);
    setText(inputNote, t('training.numbers-input', { focus, count: match.input.length }));
    vector(input, match.input, t('training.numbers-input-said', { focus }));
    setText(gridNote, t('training.numbers-grid', { rows: match.input.length, columns: size }));
    if (gridHead.childNodes.length !== size + 1) {
      replace(gridHead, [h('th', { scope: 'col', text: t('training.col-row') })].concat(match.query.map((_, j) => h('th', { scope: 'col', text: String(j + 1) }))));
    }
    keyed(gridBody, match.grid.map((row, i) => ({ i, row })), (x) => String(x.i), () => {
      const th = h('th', { scope: 'row' });
      const tr = h('tr', null, [th]);
      const cells = [];
      return {
        node: tr,
        update(x) {
          setText(th, String(x.i + 1));
          while (cells.length < x.row.length) { const td = h('td'); cells.push(td); tr.append(td); }
          x.row.forEach((v, j) => setText(cells[j], num(v)));
        },
      };
    });
    setText(queryNote, t('training.numbers-query', { focus, count: size }));
    vector(query, match.query, t('training.numbers-query-said', { focus }));
    setText(keysNote, t('training.numbers-keys', { focus, scale: num(match.scale) }));
    keyed(keyRows, match.keys.map((key, j) => ({ j, key })), (x) => String(x.j), () => {
      const word = h('th', { scope: 'row' });
      const key = h('td', { class: 'learned-key' });
      const dot = h('td');
      const score = h('td');
      return {
        node: h('tr', null, [word, key, dot, score]),
        update(x) {
          const token = reading.tokens[x.j];
          setText(word, token ? token.shown : '');
          setText(key, x.key.map(num).join(' '));
          setText(dot, num(match.scores[x.j] / match.scale));
          setText(score, num(match.scores[x.j]));
        },
      };
    });
  }

  return {
    node,
    // match: the training's match of the chosen word (or null: the committed model has none); reading: the card's reading view.
    update(match, reading) {
      shown = { match, reading };
      node.hidden = !reading;
      draw();
    },
  };
}
