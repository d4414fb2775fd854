// The training view's attention grid (training-model.js heat): a row per word
// (its query), a column per word (its key), whole percentages; the cells a
// causal mask hides are empty, which makes the grid a triangle (one sentence
// under the title says so). Built once per sentence, its cells updated in
// place. When the grid is wider than its box, a line says that it scrolls.
// The column labels are horizontal text in a rotated inner box, which every
// engine draws the same way (writing-mode on a table cell is not).
import { h, keyed, replace, setAttr, setText } from '../lib/dom.js';

export function trainingHeat(t) {
  const title = h('h3', { class: 'pv-vector-title' });
  const triangle = h('p', { class: 'explain tr-triangle' });
  const grid = h('div', { class: 'table-scroll tr-heat-scroll', tabindex: '0', role: 'region' });
  const scrolls = h('p', { class: 'explain tr-scrolls', hidden: true, text: t('training.heat-scrolls') });
  // The shown word's row as a list of named shares: what a reader hears (the grid is for the eye).
  const rowTitle = h('h4', { class: 'pv-vector-title tr-row-title' });
  const rowList = h('ul', { class: 'tr-row-list' });
  const node = h('section', { class: 'tr-heat' }, [title, triangle, grid, scrolls]);
  // The row's list stands where the view puts it (beside the grid, under the loss).
  const row = h('section', { class: 'tr-row' }, [rowTitle, rowList]);
  let shape = '';
  let cells = [];
  let rowHeads = [];

  function build(heat) {
    cells = [];
    rowHeads = [];
    // The grid's numbers are the list's below, word by word: a reader hears the list (the region says so).
    replace(grid, h('table', { class: 'tr-heatmap', 'aria-hidden': 'true' }, [
      h('thead', {}, h('tr', {}, [h('td'), heat.columns.map((c) => h('th', { scope: 'col' }, h('span', { class: 'tr-col', text: c.text })))])),
      h('tbody', {}, heat.rows.map((row) => {
        const th = h('th', { scope: 'row', text: row.text });
        rowHeads.push(th);
        const tds = row.cells.map((cell) => h('td', { class: 'tr-cell' + (cell.masked ? ' is-masked' : '') }));
        cells.push(tds);
        return h('tr', {}, [th, tds]);
      })),
    ]));
  }

  // heat: the model's heat; row: the shown word's row (training-model.js).
  function update(heat, row) {
    setText(title, heat.title);
    setText(triangle, heat.triangle);
    setAttr(grid, 'aria-label', t('training.heat-region', { label: heat.label }));
    setText(rowTitle, row.title);
    // One line of "word share" pairs (the grid above shades the same row).
    keyed(rowList, row.bars, (b) => b.key, (first) => {
      const number = h('span', { class: 'tr-row-number' });
      const name = h('span', { class: 'tr-row-word' });
      const li = h('li', null, [name, ' ', number]);
      if (first.key !== 'sink') number.dataset.weight = String(first.key).slice(1);
      return { node: li, update: (b) => { setText(name, b.text); setText(number, b.number); li.classList.toggle('is-masked', b.masked); } };
    });
    if (heat.shape !== shape) { shape = heat.shape; build(heat); }
    heat.rows.forEach((row, q) => {
      rowHeads[q].parentNode.classList.toggle('is-focus', row.isFocus);
      row.cells.forEach((cell, k) => {
        const td = cells[q][k];
        setText(td, cell.text);
        if (td.title !== cell.title) td.title = cell.title;
        const w = cell.weight.toFixed(3);
        if (td.style.getPropertyValue('--w') !== w) td.style.setProperty('--w', w);
      });
    });
    scrolls.hidden = !(grid.scrollWidth > grid.clientWidth + 4);
  }

  return { node, row, update };
}
