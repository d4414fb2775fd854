// "Searching for a match", the chapter's picture: a word's query is what it
// types into a search box, every word's key the title of a web page, its value
// the page's contents. The focus word's search, and every word as a result:
// its title, its contents, and whether it fits, in words (no numbers yet: the
// fit is the dot product read on the chapter's 0-to-1 scale, explain.js fit).
// The learner finds the page that fits: clicking a result says whether it fits
// (the step's task), and once the best is found every result says.
import { h, keyed, replace, setAttr, setText } from '../lib/dom.js';
import * as E from '../lesson/explain.js';
import { saidPart } from './view-bits.js';

export function searchView(container, actions) {
  const { t, quote } = actions;
  const intro = h('p', { class: 'explain', text: t('search.intro') });
  const who = h('span', { class: 'search-who' });
  const box = h('span', { class: 'search-box', role: 'img' });
  const query = h('p', { class: 'search-query' }, [who, box]);
  const listTitle = h('p', { class: 'search-results-title' });
  const results = h('ul', { class: 'search-results' });
  // Said by the widget's one live region (explain.js announcement), so not live itself.
  const verdict = h('p', { class: 'search-verdict' });
  replace(container, [intro, query, listTitle, results, verdict]);
  let clicked = new Set(); // the results the learner asked about, for this example and focus
  let shownKey = '';

  function resultPart() {
    const title = h('span', { class: 'result-title' });
    const word = h('span', { class: 'result-word' });
    const contents = h('span', { class: 'result-contents' });
    const fits = h('span', { class: 'result-fit' });
    // Laid out as a grid for the eye; for the ear, punctuation between the pieces,
    // which would otherwise run together ("Mars a planet contents: …").
    const beforeFit = saidPart(',');
    const button = h('button', { type: 'button', class: 'result', on: { click: () => actions.pickResult(Number(button.dataset.index)) } },
      [word, saidPart(':'), title, saidPart(','), contents, beforeFit, fits]);
    return {
      node: h('li', null, button),
      update({ row, picked, reveal }) {
        button.dataset.index = String(row.index);
        setAttr(button, 'data-key', 'result-' + row.index);
        setAttr(button, 'aria-pressed', picked === row.index ? 'true' : 'false');
        setText(word, row.isFocus ? t('search.word-self', { token: row.text }) : row.text);
        setText(title, row.advertises);
        setText(contents, t('search.contents', { text: row.carries }));
        const level = E.fit(row.dot);
        setText(fits, reveal || clicked.has(row.index) ? t('search.fit-' + level) : '');
        setText(beforeFit, fits.textContent ? ',\u00a0' : '');
        setAttr(fits, 'class', 'result-fit fit-' + level);
      },
    };
  }

  return {
    render(vm) {
      container.hidden = !vm.shows.search;
      if (container.hidden) return;
      const head = vm.heads[vm.shownHead];
      setText(who, t('search.types', { token: quote(head.focus.text) }));
      setText(box, head.focus.looksFor);
      setAttr(box, 'aria-label', t('search.box', { text: head.focus.looksFor }));
      setText(listTitle, t('search.results'));
      const key = vm.scenario.key + '|' + vm.focus;
      if (key !== shownKey) { shownKey = key; clicked = new Set(); }
      if (vm.picked !== null) clicked.add(vm.picked);
      const reveal = vm.picked !== null && vm.needed.includes(vm.picked);
      keyed(results, head.rows.map((row) => ({ row, picked: vm.picked, reveal })), (x) => x.row.index, resultPart);
      setText(verdict, E.searchVerdict(vm));
    },
  };
}
