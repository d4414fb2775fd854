// The whole sentence at once: a token × token grid of one head's softmax
// percentages (rows = queries, columns = keys), every cell with its number,
// shade only as a second cue. A head picker and the causal-mask toggle.
(function (root) {
  'use strict';
  const ns = root.AttentionPlayground = root.AttentionPlayground || {};
  const { h, replace, quote } = ns.dom;
  ns.views = ns.views || {};

  function cellText(weight) {
    const percent = weight * 100;
    if (percent > 0 && percent < 0.5) return '<1';
    return String(Math.round(percent));
  }

  function shade(weight) { return 'shade-' + Math.min(9, Math.floor(weight * 10)); }

  ns.views.heatmap = function heatmapView(container, actions) {
    const headSelect = h('select', { id: 'heatmap-head', 'data-key': 'heatmap-head',
      on: { change: () => actions.set({ head: Number(headSelect.value) }) } });
    const headChoice = h('div', { class: 'head-choice' }, [
      h('label', { for: 'heatmap-head', class: 'inline-label', text: 'Head' }), headSelect]);
    const causal = h('input', { type: 'checkbox', id: 'causal', 'data-key': 'causal',
      on: { change: () => actions.set({ causal: causal.checked }) } });
    const causalToggle = h('div', { class: 'toggle' }, [causal,
      h('label', { for: 'causal', text: 'Causal mask: each word sees only itself and the words before it' })]);
    const text = h('p', { class: 'explain' });
    const title = h('p', { class: 'table-title', 'aria-hidden': 'true' });
    const grid = h('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'data-key': 'heatmap-grid',
      'aria-label': 'Attention of every word, as percentages' });
    replace(container, [
      h('h3', { class: 'section-title', text: 'The whole sentence at once' }),
      h('div', { class: 'heatmap-controls' }, [headChoice, causalToggle]),
      text, title, grid,
    ]);
    let shape = '';

    function render(vm) {
      const nextShape = vm.scenario.key + '|' + vm.heads.length;
      if (nextShape !== shape) {
        shape = nextShape;
        replace(headSelect, vm.heads.map((x) => h('option', { value: x.index, text: `${x.label} (${x.question})` })));
      }
      headSelect.value = String(vm.shownHead);
      headChoice.hidden = vm.heads.length < 2;
      causal.checked = vm.causal;
      causalToggle.hidden = vm.scenario.hidden.indexOf('causal') >= 0;
      container.hidden = vm.scenario.hidden.indexOf('heatmap') >= 0;
      text.textContent = vm.texts.heatmap;
      const head = vm.heads[vm.heatmap.head];
      const map = vm.heatmap;
      title.textContent = `Softmax percentages in “${head.label}”: each row is one word’s query, each column a key.`;
      const withSink = map.rows.length > 0 && map.rows[0].sink !== null;
      replace(grid, h('table', { class: 'heatmap', data: { head: head.id } }, [
        h('caption', { class: 'visually-hidden', text: title.textContent }),
        h('thead', null, h('tr', null, [
          h('th', { scope: 'col', class: 'corner', text: 'query ↓ key →' }),
          map.columns.map((c) => h('th', { scope: 'col', text: c.text })),
          map.partial && h('th', { scope: 'col', class: 'others-col', text: 'other words' }),
          withSink && h('th', { scope: 'col', class: 'sink-col', text: 'sink' }),
        ])),
        h('tbody', null, map.rows.map((row) => h('tr', { class: row.isFocus ? 'is-focus' : null }, [
          h('th', { scope: 'row' }, [row.text, row.isFocus && h('span', { class: 'visually-hidden', text: ' (focus)' }),
            row.idle && h('span', { class: 'idle-mark', text: ' idle' })]),
          row.cells.map((c) => (c.masked
            ? h('td', { class: 'masked', text: '—', title: 'hidden by the causal mask' })
            : h('td', { class: shade(c.weight), text: cellText(c.weight) }))),
          map.partial && h('td', { class: 'others-col ' + shade(row.others), text: cellText(row.others) }),
          withSink && h('td', { class: 'sink-col ' + shade(row.sink), text: cellText(row.sink) }),
        ]))),
      ]));
      const focusRow = map.rows.find((r) => r.isFocus);
      grid.setAttribute('aria-label', `Attention of every word in ${head.label}, as percentages` +
        (focusRow ? `; the focus ${quote(focusRow.text)} is highlighted` : ''));
    }

    return { render };
  };
})(typeof globalThis !== 'undefined' ? globalThis : this);
