// One head's match table: a row per token the focus can see (itself included),
// its key in plain English, the match score (worked out as a dot product on
// demand), then the softmax percentage as a bar with its number. The sink is
// one more row when it is on. Also the percentage bar used across the page.
(function (root) {
  'use strict';
  const ns = root.AttentionPlayground = root.AttentionPlayground || {};
  const { h, replace, num, pct, quote } = ns.dom;
  ns.views = ns.views || {};

  // A horizontal bar with its number beside it; role="meter" so assistive
  // technology reads the value (0-100) and the label names what it measures.
  ns.views.meter = function meter(fraction, label, kind) {
    const percent = Math.round(fraction * 1000) / 10;
    const fill = h('span', { class: 'meter-fill' });
    fill.style.width = Math.max(0, Math.min(100, fraction * 100)) + '%';
    return h('div', {
      class: 'meter' + (kind ? ' meter-' + kind : ''), role: 'meter',
      'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': percent, 'aria-valuetext': pct(fraction),
      'aria-label': label,
    }, [h('span', { class: 'meter-track' }, [fill]), h('span', { class: 'meter-number', text: pct(fraction) })]);
  };

  // The dot product feature by feature, as a row under the token's row: the
  // features either side cares about, each product, the sum, then the
  // multiplication by the magnitude.
  function workedOut(row, vm, head) {
    const features = vm.scenario.features;
    const q = head.focus.query;
    const terms = features.map((name, i) => ({ name, q: q[i], k: row.key[i], p: row.products[i] }))
      .filter((t) => t.q !== 0 || t.k !== 0);
    const items = terms.map((t) => h('li', { text: `${t.name}: ${num(t.q)} × ${num(t.k)} = ${num(t.p)}` }));
    if (terms.length === 0) items.push(h('li', { text: 'every feature: 0 × 0 = 0' }));
    items.push(h('li', { class: 'sum', text: `sum = ${num(row.dot)}` }));
    items.push(h('li', { class: 'sum', text: `× ${num(vm.magnitude)} = ${num(row.score)}` }));
    return h('tr', { class: 'worked-row' + (row.isFocus ? ' is-self' : '') }, h('td', { colspan: 4 }, [
      h('span', { class: 'worked-label', text: `query · key of ${row.text}: ` }),
      h('ul', { class: 'worked', 'aria-label': `dot product of the query of ${head.focus.text} and the key of ${row.text}` }, items),
    ]));
  }

  ns.views.matchTable = function matchTable(container, vm, head, actions) {
    const f = quote(head.focus.text);
    const rows = [];
    head.rows.forEach((row) => rows.push(h('tr', {
      class: [row.isFocus ? 'is-self' : '', vm.detail ? 'has-worked' : ''].join(' ').trim() || null,
      data: { index: row.index } }, [
      h('th', { scope: 'row', class: 'token-cell' }, [
        h('span', { class: 'token-name' + (row.unknown ? ' is-unknown' : ''), text: row.text }),
        row.isFocus && h('span', { class: 'note', text: 'itself' }),
        row.unknown && h('span', { class: 'note', text: 'unknown word' }),
      ]),
      h('td', { class: 'advert-cell' }, [
        h('span', { text: row.advertises }),
        vm.numbers && ns.views.vectorList(vm.scenario.features, row.key, `key of ${row.text}`, true),
        h('span', { class: 'carries', text: 'carries: ' + row.carries }),
      ]),
      h('td', { class: 'score-cell' }, [h('span', { class: 'score', text: num(row.score) })]),
      h('td', { class: 'meter-cell' }, [
        ns.views.meter(row.weight, `${row.text}${row.isFocus ? ' (itself)' : ''}: share of the attention of ${head.focus.text}`,
          row.isFocus ? 'self' : null),
      ]),
    ]), vm.detail && workedOut(row, vm, head)));
    if (head.omitted) {
      rows.push(h('tr', { class: 'is-omitted' }, [
        h('th', { scope: 'row', class: 'token-cell' }, [h('span', { class: 'token-name', text: `${head.omitted.count} more words` })]),
        h('td', { class: 'advert-cell', colspan: 2 }, [
          h('span', { class: 'omitted-text', text: `each ${pct(head.omitted.max)} or less, left out to keep the table short` }),
          h('button', { type: 'button', class: 'button small', 'data-key': 'all-rows-' + head.index,
            text: `Show all ${head.visibleCount} rows`, on: { click: () => actions.set({ allRows: true }) } })]),
        h('td', { class: 'meter-cell' }, [ns.views.meter(head.omitted.weight,
          `${head.omitted.count} more words together: share of the attention of ${head.focus.text}`)]),
      ]));
    } else if (vm.allRows && head.visibleCount > 24) {
      rows.push(h('tr', null, [h('td', { colspan: 4 }, [h('button', { type: 'button', class: 'button small',
        'data-key': 'all-rows-' + head.index, text: 'Show only the rows that matter',
        on: { click: () => actions.set({ allRows: false }) } })])]));
    }
    if (head.sink) {
      rows.push(h('tr', { class: 'is-sink', data: { index: 'sink' } }, [
        h('th', { scope: 'row', class: 'token-cell' }, [h('span', { class: 'token-name', text: 'sink' }),
          h('span', { class: 'note', text: 'extra slot' })]),
        h('td', { class: 'advert-cell' }, [h('span', { text: 'a fixed score, whatever the query' }),
          h('span', { class: 'carries', text: 'carries: nothing useful' })]),
        h('td', { class: 'score-cell' }, [h('span', { class: 'score', text: num(head.sink.score) }),
          vm.detail && h('span', { class: 'carries', text: 'fixed, not multiplied' })]),
        h('td', { class: 'meter-cell' }, [ns.views.meter(head.sink.weight, `sink: share of the attention of ${head.focus.text}`, 'sink')]),
      ]));
    }
    return replace(container, [
      h('p', { class: 'table-title', 'aria-hidden': 'true', text: `How well each key fits the query of ${f}` +
        (head.ranked ? ': the most attended first' : '') }),
      h('p', { class: 'explain caption-note', text: `Match scores first (query · key × ${num(vm.magnitude)}), then ` +
        'softmax turns them into percentages that add up to 100%. ' +
        `${f} is in the list too, marked “itself”: a word compares its query with its own key as well.` }),
      h('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'data-key': 'table-' + head.index,
        'aria-label': `Match table of ${head.label}` }, [
      h('table', { class: 'match', data: { head: head.id } }, [
        h('caption', { class: 'visually-hidden', text: `How well each key fits the query of ${f}` }),
        h('thead', null, h('tr', null, [
          h('th', { scope: 'col', text: 'token' }),
          h('th', { scope: 'col', text: 'advertises (key)' }),
          h('th', { scope: 'col' }, ['match score']),
          h('th', { scope: 'col' }, ['softmax %']),
        ])),
        h('tbody', null, rows),
        h('tfoot', null, h('tr', null, [
          h('th', { scope: 'row', text: 'total' }), h('td'), h('td'),
          h('td', { class: 'total', text: pct(head.total) }),
        ])),
      ]),
    ])]);
  };
})(typeof globalThis !== 'undefined' ? globalThis : this);
