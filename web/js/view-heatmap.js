// The whole sentence at once: a token × token grid of one head's softmax
// percentages (rows = queries, columns = keys), with a head picker and the
// causal-mask toggle. A short sentence (vm.heatmap.table) is a table with a
// number in every cell, shade only as a second cue; a longer one is the canvas
// of heatmap-canvas.js, a few DOM nodes however many words, its numbers in a
// readout. Both say the focus row's summary in words.
import { h, replace } from './dom.js';
import { heatmapCanvas, heatmapText } from './heatmap-canvas.js';
import * as I from './i18n.js';

function cellText(weight) {
  const percent = weight * 100;
  if (percent > 0 && percent < 0.5) return '<1';
  return String(Math.round(percent));
}

function shade(weight) { return 'shade-' + Math.max(0, Math.min(9, Math.floor(weight * 10))); }

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
  const long = heatmapCanvas(actions);
  replace(container, [
    heading,
    h('div', { class: 'heatmap-controls' }, [headChoice, causalToggle]),
    text, title, grid, long.element, long.readout,
  ]);
  let shape = '';
  let tableShown = null;

  function table(vm, map, head, t) {
    const withSink = map.sinkOn;
    return h('table', { class: 'heatmap', data: { head: head.id } }, [
      h('caption', { class: 'visually-hidden', text: title.textContent }),
      h('thead', null, h('tr', null, [
        h('th', { scope: 'col', class: 'corner', text: t('heatmap.corner') }),
        map.columns.map((c) => h('th', { scope: 'col', text: c.text })),
        withSink && h('th', { scope: 'col', class: 'sink-col', text: t('heatmap.sink') }),
      ])),
      h('tbody', null, map.rows.map((row) => h('tr', { class: row.isFocus ? 'is-focus' : null }, [
        h('th', { scope: 'row' }, [row.text, row.isFocus && h('span', { class: 'visually-hidden', text: t('heatmap.focus-mark') }),
          row.idle && h('span', { class: 'idle-mark', text: t('heatmap.idle-mark') })]),
        row.cells.map((c) => (c.masked
          ? h('td', { class: 'masked', text: '—', title: t('heatmap.masked') })
          : h('td', { class: shade(c.weight), text: cellText(c.weight) }))),
        withSink && h('td', { class: 'sink-col ' + shade(row.sink), text: cellText(row.sink) }),
      ]))),
    ]);
  }

  function render(vm) {
    const t = (key, params) => I.t(vm.lang, key, params);
    const map = vm.heatmap;
    const head = vm.heads[map.head];
    heading.textContent = t('heatmap.title');
    headLabel.textContent = t('heatmap.head');
    causalLabel.textContent = t('heatmap.causal');
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
    container.hidden = vm.hide.includes('heatmap');
    text.textContent = vm.texts.heatmap;
    title.textContent = t('heatmap.table-title', { head: head.label });

    const asTable = map.table;
    grid.hidden = !asTable;
    title.hidden = !asTable;
    long.element.hidden = asTable;
    if (asTable) {
      replace(grid, table(vm, map, head, t));
      grid.setAttribute('aria-label', t('heatmap.grid-label', { head: head.label, token: I.quote(vm.lang, vm.focusText) }));
      const summary = heatmapText.row(map, t, vm.lang, map.focusPosition);
      if (long.readout.textContent !== summary) long.readout.textContent = summary;
    } else {
      if (tableShown !== false) replace(grid, []);
      long.render(vm, t);
    }
    tableShown = asTable;
  }

  return { render };
}
