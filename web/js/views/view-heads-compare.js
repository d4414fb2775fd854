// Several heads at once, in the steps of the chapter: the same table, one
// column more per head. A row per word, and in each head's column the share of
// the focus word's attention that word gets there (a bar and its number);
// above, each head's question and what the focus looks for in it; below, what
// it gathers. Compact enough for a phone; "Only who?" shows one head's full table.
import { h, keyed, replace, setAttr, setText } from '../lib/dom.js';
import { meterPart } from './view-bits.js';

// A word the causal mask hides from this head: exactly none of its attention.
const NONE = Object.freeze({ weight: 0, units: 0, bound: null });

export function headsCompareView(actions) {
  const { t, quote, lang } = actions;
  const headRow = h('tr');
  const looksRow = h('tr', { class: 'compare-looks' });
  const body = h('tbody');
  const gatherRow = h('tr', { class: 'compare-gathers' });
  const caption = h('caption', { class: 'visually-hidden' });
  const table = h('table', { class: 'compare' }, [caption, h('thead', null, [headRow, looksRow]), body, h('tfoot', null, gatherRow)]);
  const node = h('div', { class: 'table-scroll compare-box', tabindex: 0, role: 'region', 'data-key': 'compare' }, [table]);

  function cellsOf(row, items, make) {
    keyed(row, items, (x) => x.key, make);
  }

  function update(vm) {
    const heads = vm.shownHeads.map((i) => vm.heads[i]);
    const f = quote(vm.focusText);
    setText(caption, t('compare.caption', { token: f }));
    setAttr(node, 'aria-label', t('compare.caption', { token: f }));
    cellsOf(headRow, [{ key: 'corner', text: t('match.col-token') }].concat(heads.map((x) => ({ key: x.id, text: x.label, title: x.question }))),
      () => { const th = h('th', { scope: 'col' }); return { node: th, update: (x) => { setText(th, x.text); setAttr(th, 'title', x.title || null); } }; });
    cellsOf(looksRow, [{ key: 'corner', text: t('compare.looks-for', { token: f }) }].concat(heads.map((x) => ({ key: x.id, text: x.focus.looksFor, idle: x.focus.idle }))),
      () => { const td = h('td'); return { node: td, update: (x) => { setText(td, x.text); setAttr(td, 'class', x.idle ? 'is-idle' : null); } }; });
    const rows = vm.tokens.map((token) => ({ key: token.index, token, heads }));
    keyed(body, rows, (x) => x.key, () => {
      const name = h('th', { scope: 'row', class: 'token-cell' });
      const tr = h('tr', null, [name]);
      return {
        node: tr,
        update({ token, heads: shown }) {
          setText(name, token.text);
          setAttr(tr, 'class', token.isFocus ? 'is-self' : null);
          // Each cell is given this drawing's token and view: a cell kept from an
          // earlier drawing must not draw the focus ("itself") of that one.
          const cells = [{ key: 'name' }].concat(shown.map((head) => ({ key: head.id, head, token, vm })));
          keyed(tr, cells, (x) => x.key, (x) => {
            if (x.key === 'name') return { node: name, update() {} };
            const meter = meterPart();
            return {
              node: h('td', { class: 'meter-cell' }, [meter.node]),
              update({ head, token: word, vm: now }) {
                const row = head.rows.find((r) => r.index === word.index);
                meter.update(row ? row.share : NONE, t('compare.meter', { token: word.text, focus: now.focusText, label: head.label }),
                  word.isFocus ? 'self' : null, lang);
              },
            };
          });
        },
      };
    });
    cellsOf(gatherRow, [{ key: 'corner', text: t('compare.gathers', { token: f }) }].concat(heads.map((x) => ({ key: x.id, text: x.blend.reading.text }))),
      () => { const td = h('td'); return { node: td, update: (x) => setText(td, x.text) }; });
  }

  return { node, update };
}
