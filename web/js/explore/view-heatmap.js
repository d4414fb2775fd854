// The whole sentence at once: a token × token grid of one head's softmax
// percentages (rows = queries, columns = keys), with a head picker and the
// causal-mask toggle. A short sentence (vm.heatmap.table) is a table with a
// number in every cell, shade only as a second cue; a longer one is the canvas
// of heatmap-canvas.js, a few DOM nodes however many words, its numbers in a
// readout. Both say the focus row's summary in words. The canvas is a part
// loaded the first time a sentence needs it (element/part-list.js).
import { h, keyed, present, replace, setAttr, setText } from '../lib/dom.js';
import { fitBox } from '../lib/fit-box.js';
import { cellText, heatmapText, shade } from '../heatmap/heatmap-text.js';
import * as I from '../i18n/i18n.js';
import { part } from '../loader/parts.js';
import '../heatmap/heatmap-words.js'; // the words it writes
import { setNumberText } from '../views/view-bits.js';

export function heatmapView(container, actions) {
  const heading = h('h3', { class: 'section-title' });
  const headSelect = h('select', { id: 'heatmap-head', 'data-key': 'heatmap-head',
    on: { change: () => actions.set({ head: Number(headSelect.value) }) } });
  const headLabel = h('label', { for: 'heatmap-head', class: 'inline-label' });
  const headChoice = h('div', { class: 'head-choice' }, [headLabel, headSelect]);
  const causal = h('input', { type: 'checkbox', id: 'causal', 'data-key': 'causal',
    on: { change: () => actions.set({ causal: causal.checked }) } });
  const causalLabel = h('label', { for: 'causal' });
  const causalToggle = h('div', { class: 'toggle' }, [causal, causalLabel]);
  const text = h('p', { class: 'explain' });
  const title = h('p', { class: 'table-title', 'aria-hidden': 'true' });
  const grid = h('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'data-key': 'heatmap-grid' });
  // The focus row in words (the table's summary, or the canvas's readout, aria-live while it has the focus).
  const readout = h('p', { class: 'heatmap-readout', id: 'heatmap-readout', 'aria-atomic': 'true' });
  const longBox = h('div', { class: 'heatmap-long-box' });
  let long = null;    // heatmap-canvas.js's grid, once a long sentence needed it
  let lastVm = null;
  let asked = false; // the part is asked for once; its failure stays said in longBox
  function needLong() {
    if (asked) return;
    asked = true;
    part('heatmap').then((module) => {
      if (long) return;
      long = module.heatmapCanvas(actions, readout);
      replace(longBox, [long.element]);
      if (lastVm) render(lastVm);
    }, (error) => replace(longBox, [h('p', { class: 'error', role: 'alert', text: String(error && error.message || error) })]));
  }
  // Shown while the table is wider than its box (a phone): the cells' shades hide the scroller's shadows.
  const scrollHint = h('p', { class: 'hint heatmap-scroll-hint', hidden: true });
  replace(container, [
    heading,
    h('div', { class: 'heatmap-controls' }, [headChoice, causalToggle]),
    text, title, scrollHint, grid, longBox, readout,
  ]);
  // Too wide for its box, the table's cells grow smaller (1: compact, each row's "idle" under its word;
  // 2: tiny), and only then it scrolls, saying so (lib/fit-box.js).
  const fitter = fitBox(grid, 2, (level) => {
    grid.classList.toggle('heat-compact', level >= 1);
    grid.classList.toggle('heat-tiny', level >= 2);
  }, { scrolls: (on) => { scrollHint.hidden = !on; }, cells: 'td' });
  let shape = '';
  let tableShown = null;

  // The short sentence's table, built once and updated in place: a column per
  // key (and the sink's), a row per query, a cell per pair.
  const caption = h('caption', { class: 'visually-hidden' });
  const headRow = h('tr');
  const body = h('tbody');
  const tableNode = h('table', { class: 'heatmap' }, [caption, h('thead', null, headRow), body]);

  function cellPart() {
    const td = h('td');
    return {
      node: td,
      update({ c, t, lang }) {
        if (c.masked) {
          setAttr(td, 'class', c.sink ? 'sink-col masked' : 'masked');
          setText(td, '—');
          setAttr(td, 'title', t('heatmap.masked'));
        } else {
          setAttr(td, 'class', (c.sink ? 'sink-col ' : '') + 'shade-' + shade(c.weight, false));
          setText(td, cellText(c.share, lang));
          setAttr(td, 'title', null);
        }
      },
    };
  }

  // A row's label is a button: it makes that word the focus (its row of the
  // match table is then this row).
  function rowPart() {
    const label = h('span');
    const focusMark = h('span', { class: 'visually-hidden' });
    const idleMark = h('span', { class: 'idle-mark' });
    let index = 0;
    const button = h('button', { type: 'button', class: 'heat-row-button', on: { click: () => actions.focus(index) } }, [label]);
    const th = h('th', { scope: 'row' }, [button]);
    const tr = h('tr', null, [th]);
    return {
      node: tr,
      update({ row, withSink, t, lang }) {
        index = row.index;
        setAttr(tr, 'class', row.isFocus ? 'is-focus' : null);
        setText(label, row.text);
        setAttr(button, 'data-key', 'heat-row-' + row.index);
        setAttr(button, 'aria-pressed', row.isFocus ? 'true' : 'false');
        setAttr(button, 'title', t('heatmap.row-button', { token: I.quote(lang, row.text) }));
        setText(focusMark, t('heatmap.focus-mark'));
        present(button, focusMark, row.isFocus, idleMark);
        setText(idleMark, t('heatmap.idle-mark'));
        present(button, idleMark, row.idle);
        const items = row.cells.map((c, k) => ({ key: k, c, t, lang }));
        if (withSink) items.push({ key: 'sink', c: { weight: row.sink, share: row.sinkShare, sink: true }, t, lang });
        keyed(tr, [{ key: 'label' }].concat(items), (x) => x.key,
          (x) => (x.key === 'label' ? { node: th, update() {} } : cellPart()));
      },
    };
  }

  function drawTable(vm, map, head, t) {
    setAttr(tableNode, 'data-head', head.id);
    setText(caption, title.textContent);
    const columns = [{ key: 'corner', text: t('heatmap.corner'), className: 'corner' }]
      .concat(map.columns.map((c) => ({ key: 'token:' + c.index, text: c.text, className: null })))
      .concat(map.sinkOn ? [{ key: 'sink', text: t('heatmap.sink'), className: 'sink-col' }] : []);
    keyed(headRow, columns, (c) => c.key, () => {
      const th = h('th', { scope: 'col' });
      return { node: th, update: (c) => { setText(th, c.text); setAttr(th, 'class', c.className); } };
    });
    keyed(body, map.rows.map((row) => ({ row, withSink: map.sinkOn, t, lang: vm.lang })), (x) => x.row.index, rowPart);
    if (grid.firstChild !== tableNode) replace(grid, [tableNode]);
    scrollHint.textContent = t('heatmap.scroll-hint');
    fitter.fit([vm.lang, vm.scenario.key, map.columns.length, map.sinkOn ? 1 : 0, head.id].join('|'));
  }

  function render(vm) {
    // Hidden, there is nothing to draw (and no heatmap in a view model whose step does not show it).
    container.hidden = vm.hide.includes('heatmap') || !vm.shows.explore;
    if (container.hidden) return;
    const t = (key, params) => I.t(vm.lang, key, params);
    const map = vm.heatmap;
    const head = vm.heads[map.head];
    setText(heading, t('heatmap.title'));
    setText(headLabel, t('heatmap.head'));
    setText(causalLabel, t('heatmap.causal'));
    const nextShape = vm.scenario.key + '|' + vm.heads.map((x) => x.label + x.question).join('|');
    if (nextShape !== shape) {
      shape = nextShape;
      replace(headSelect, vm.heads.map((x) => h('option', { value: x.index,
        text: t('heatmap.head-option', { label: x.label, question: x.question }) })));
    }
    headSelect.value = String(vm.shownHead);
    headChoice.hidden = vm.heads.length < 2;
    causal.checked = vm.causal;
    causalToggle.hidden = vm.hide.includes('causal');
    setNumberText(text, vm.texts.heatmap);
    setText(title, t('heatmap.table-title', { head: head.label }));

    const asTable = map.table;
    grid.hidden = !asTable;
    title.hidden = !asTable;
    longBox.hidden = asTable;
    lastVm = vm;
    if (asTable) {
      drawTable(vm, map, head, t);
      grid.setAttribute('aria-label', t('heatmap.grid-label', { head: head.label, token: I.quote(vm.lang, vm.focusText) }));
      const summary = heatmapText.row(map, t, vm.lang, map.focusPosition);
      setNumberText(readout, summary);
    } else {
      if (tableShown !== false) replace(grid, []);
      scrollHint.hidden = true;
      if (long) long.render(vm, t);
      else needLong();
    }
    tableShown = asTable;
  }

  return { render };
}
