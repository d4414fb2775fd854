// One head's match table: a row per token the focus can see (itself included),
// its key in plain English, the match score (worked out as a dot product on
// demand), then the softmax percentage as a bar with its number. The sink is
// one more row when it is on. Also the percentage bar used across the page.
import { h, replace } from './dom.js';
import * as I from './i18n.js';
import { vectorList } from './view-vectors.js';

// A horizontal bar with its number beside it; role="meter" so assistive
// technology reads the value (0-100) and the label names what it measures.
// lang: the language of the number beside the bar (English by default).
export function meter(fraction, label, kind, lang) {
  const percent = Math.round(fraction * 1000) / 10;
  const text = I.pct(lang, fraction);
  const fill = h('span', { class: 'meter-fill' });
  fill.style.width = Math.max(0, Math.min(100, fraction * 100)) + '%';
  return h('div', {
    class: 'meter' + (kind ? ' meter-' + kind : ''), role: 'meter',
    'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': percent, 'aria-valuetext': text,
    'aria-label': label,
  }, [h('span', { class: 'meter-track' }, [fill]), h('span', { class: 'meter-number', text })]);
}

// The dot product feature by feature, as a row under the token's row: the
// features either side cares about, each product, the sum, then the
// multiplication by the magnitude.
function workedOut(row, vm, head, actions) {
  const { t, num } = actions;
  const features = vm.scenario.features;
  const q = head.focus.query;
  const terms = features.map((name, i) => ({ name, q: q[i], k: row.key[i], p: row.products[i] }))
    .filter((t) => t.q !== 0 || t.k !== 0);
  const items = terms.map((x) => h('li', { text: t('match.worked-term', { feature: x.name, q: num(x.q), k: num(x.k), product: num(x.p) }) }));
  if (terms.length === 0) items.push(h('li', { text: t('match.worked-zero') }));
  items.push(h('li', { class: 'sum', text: t('match.worked-sum', { sum: num(row.dot) }) }));
  items.push(h('li', { class: 'sum', text: t('match.worked-scale', { magnitude: num(vm.magnitude), score: num(row.score) }) }));
  return h('tr', { class: 'worked-row' + (row.isFocus ? ' is-self' : '') }, h('td', { colspan: 4 }, [
    h('span', { class: 'worked-label', text: t('match.worked-label', { token: row.text }) }),
    h('ul', { class: 'worked', 'aria-label': t('match.worked-list', { focus: head.focus.text, token: row.text }) }, items),
  ]));
}

export function matchTable(container, vm, head, actions) {
  const { t, num, pct, quote, lang } = actions;
  const f = quote(head.focus.text);
  const rows = [];
  head.rows.forEach((row) => rows.push(h('tr', {
    class: [row.isFocus ? 'is-self' : '', vm.detail ? 'has-worked' : ''].join(' ').trim() || null,
    data: { index: row.index } }, [
    h('th', { scope: 'row', class: 'token-cell' }, [
      h('span', { class: 'token-name' + (row.unknown ? ' is-unknown' : ''), text: row.text }),
      row.isFocus && h('span', { class: 'note', text: t('match.itself') }),
      row.unknown && h('span', { class: 'note', text: t('match.unknown') }),
    ]),
    h('td', { class: 'advert-cell' }, [
      h('span', { text: row.advertises }),
      vm.numbers && vectorList(vm.scenario.features, row.key, t('vectors.key-of', { token: row.text }), true, lang),
      h('span', { class: 'carries', text: t('match.carries', { text: row.carries }) }),
    ]),
    h('td', { class: 'score-cell' }, [h('span', { class: 'score', text: num(row.score) })]),
    h('td', { class: 'meter-cell' }, [
      meter(row.weight, t(row.isFocus ? 'match.meter-self' : 'match.meter', { token: row.text, focus: head.focus.text }),
        row.isFocus ? 'self' : null, lang),
    ]),
  ]), vm.detail && workedOut(row, vm, head, actions)));
  if (head.omitted) {
    rows.push(h('tr', { class: 'is-omitted' }, [
      h('th', { scope: 'row', class: 'token-cell' }, [h('span', { class: 'token-name', text: t('match.more-words', { count: head.omitted.count }) })]),
      h('td', { class: 'advert-cell', colspan: 2 }, [
        h('span', { class: 'omitted-text', text: t('match.omitted', { pct: pct(head.omitted.max) }) }),
        h('button', { type: 'button', class: 'button small', 'data-key': 'all-rows-' + head.index,
          text: t('match.show-all', { count: head.visibleCount }), on: { click: () => actions.set({ rows: 'all' }) } })]),
      h('td', { class: 'meter-cell' }, [meter(head.omitted.weight,
        t('match.meter-more', { count: head.omitted.count, focus: head.focus.text }), null, lang)]),
    ]));
  } else if (vm.rows === 'all' && head.long) {
    rows.push(h('tr', null, [h('td', { colspan: 4 }, [h('button', { type: 'button', class: 'button small',
      'data-key': 'all-rows-' + head.index, text: t('match.show-fewer'),
      on: { click: () => actions.set({ rows: 'top' }) } })])]));
  }
  if (head.sink) {
    rows.push(h('tr', { class: 'is-sink', data: { index: 'sink' } }, [
      h('th', { scope: 'row', class: 'token-cell' }, [h('span', { class: 'token-name', text: t('match.sink') }),
        h('span', { class: 'note', text: t('match.sink-note') })]),
      h('td', { class: 'advert-cell' }, [h('span', { text: t('match.sink-advertises') }),
        h('span', { class: 'carries', text: t('match.sink-carries') })]),
      h('td', { class: 'score-cell' }, [h('span', { class: 'score', text: num(head.sink.score) }),
        vm.detail && h('span', { class: 'carries', text: t('match.sink-fixed') })]),
      h('td', { class: 'meter-cell' }, [meter(head.sink.weight, t('match.meter-sink', { focus: head.focus.text }), 'sink', lang)]),
    ]));
  }
  const title = t(head.ranked ? 'match.title-ranked' : 'match.title', { token: f });
  return replace(container, [
    h('p', { class: 'table-title', 'aria-hidden': 'true', text: title }),
    h('p', { class: 'explain caption-note', text: t('match.note', { magnitude: num(vm.magnitude), token: f }) }),
    h('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'data-key': 'table-' + head.index,
      'aria-label': t('match.region', { label: head.label }) }, [
    h('table', { class: 'match', data: { head: head.id } }, [
      h('caption', { class: 'visually-hidden', text: t('match.title', { token: f }) }),
      h('thead', null, h('tr', null, [
        h('th', { scope: 'col', text: t('match.col-token') }),
        h('th', { scope: 'col', text: t('match.col-key') }),
        h('th', { scope: 'col' }, [t('match.col-score')]),
        h('th', { scope: 'col' }, [t('match.col-softmax')]),
      ])),
      h('tbody', null, rows),
      h('tfoot', null, h('tr', null, [
        h('th', { scope: 'row', text: t('match.total') }), h('td'), h('td'),
        h('td', { class: 'total', text: pct(head.total) }),
      ])),
    ]),
  ])]);
}
