// One head's match table: a row per token the focus can see (itself included),
// its key in plain English, the match score (worked out as a dot product on
// demand), then the softmax percentage as a bar with its number. The sink is
// one more row when it is on. Built once per head; every render updates the
// rows in place (dom.js keyed): a row is a token's, kept while it is shown.
// Too wide for its box (a column beside the dials, a phone, a long language),
// it folds (lib/fit-box.js): what each word carries goes under the word, then
// each bar above its number, then what it advertises; only then it scrolls,
// saying so, opened on its numbers.
import { fitBox } from '../lib/fit-box.js';
import { h, keyed, present, setAttr, setText } from '../lib/dom.js';
import * as E from '../lesson/explain.js';
import { meterPart, saidPart, setNumberText, vectorListPart } from './view-bits.js';

// The dot product in one line, for the steps that show the numbers: only the
// features either side cares about, each named ("planet 1 × 1 + place 0 × 1 = 1").
function dotLine(t, num, features, query, key, dot) {
  const terms = features.map((name, i) => [name, query[i], key[i]]).filter(([, q, k]) => q !== 0 || k !== 0);
  if (terms.length === 0) return t('match.dot-nothing');
  return t('match.dot-line', { terms: terms.map(([name, q, k]) => t('match.dot-term', { feature: name, q: num(q), k: num(k) })).join(' + '),
    dot: num(dot) });
}

// How far a table folds (fitBox's levels): 1 what each word carries under the
// word (and the headings may wrap), 2 the bars above their numbers, 3 what
// each word advertises under it too.
const FOLD_CARRIES = 1;
const STACK_BARS = 2;
const FOLD_ADVERT = 3;
const FOLDS = 3;

// A token's row: name (with "itself" / "unknown" notes), what its key
// advertises (its numbers on demand) and, from the values step, carries; in
// the steps with numbers its dot product worked out; its score (before
// softmax the dot product itself, read from 0 to 1); its percentage bar.
function tokenRowPart(actions) {
  const { t, num, lang } = actions;
  const name = h('span', { class: 'token-name' });
  const selfNote = h('span', { class: 'note', text: t('match.itself') });
  const unknownNote = h('span', { class: 'note', text: t('match.unknown') });
  const advertises = h('span');
  const advertBox = h('div', { class: 'advert-box' }, [advertises]);
  const foldedCarries = h('span', { class: 'folded' });
  const numbers = vectorListPart();
  const carries = h('span', { class: 'carries' });
  const score = h('span', { class: 'score', dir: 'ltr' });
  // Said before the number, so a reader never hears it bare ("score 9").
  const scoreSaid = saidPart(t('match.score-said'));
  const fitWord = h('span', { class: 'fit-word' });
  const meter = meterPart();
  // Under the word, what a folded column held (arrange).
  const foldBox = h('div', { class: 'fold-box' });
  const nameCell = h('th', { scope: 'row', class: 'token-cell' }, [name, foldBox]);
  const advertCell = h('td', { class: 'advert-cell' }, [advertBox]);
  // The dot product worked out, under what the key advertises (one column, so a phone's table fits).
  const dotLineNode = h('span', { class: 'dot-line' });
  const carriesCell = h('td', { class: 'carries-cell' });
  const scoreCell = h('td', { class: 'score-cell' }, [scoreSaid, score]);
  const meterCell = h('td', { class: 'meter-cell' }, [meter.node]);
  const node = h('tr', null, [nameCell, advertCell, scoreCell]);
  let shown = null; // what arrange() needs of the last drawing
  // The cells as the fold asks (fitBox): a folded column's text goes under the word.
  function arrange(level) {
    if (!shown) return;
    const { row, vm } = shown;
    const carriesColumn = vm.shows.values && !vm.shows.explore;
    present(node, advertCell, level < FOLD_ADVERT, scoreCell);
    present(level < FOLD_ADVERT ? advertCell : foldBox, advertBox, true);
    setText(advertises, level < FOLD_ADVERT ? row.advertises : t('match.advertises', { text: row.advertises }));
    present(node, carriesCell, carriesColumn && level < FOLD_CARRIES, scoreCell);
    present(foldBox, foldedCarries, carriesColumn && level >= FOLD_CARRIES);
    if (carriesColumn) setText(foldedCarries, t('match.carries', { text: row.carries }));
  }
  return {
    node,
    arrange,
    update({ row, vm, head, fold }) {
      shown = { row, vm };
      setAttr(node, 'class', [row.isFocus ? 'is-self' : '', vm.detail ? 'has-worked' : ''].join(' ').trim() || null);
      setAttr(node, 'data-index', row.index);
      setText(name, row.text);
      setAttr(name, 'class', 'token-name' + (row.unknown ? ' is-unknown' : ''));
      present(nameCell, unknownNote, row.unknown, foldBox);
      present(nameCell, selfNote, row.isFocus, row.unknown ? unknownNote : foldBox);
      // With the dot product worked out beside it, the key's numbers are there already.
      const inline = vm.shows.numbers;
      present(advertBox, numbers.node, vm.numbers && !inline);
      if (vm.numbers && !inline) numbers.update(vm.scenario.features, row.key, t('vectors.key-of', { token: row.text }), true, lang);
      // What each word carries: under its key in "all", a column of its own in the steps.
      present(advertBox, carries, vm.shows.explore);
      if (vm.shows.explore) setText(carries, t('match.carries', { text: row.carries }));
      setText(carriesCell, row.carries);
      arrange(fold.level());
      present(advertBox, dotLineNode, inline);
      if (inline) {
        setNumberText(dotLineNode, dotLine(t, num, vm.scenario.features, head.focus.query, row.key, row.dot), vm.scenario.features);
        // A key of all 0 makes every product 0: a phone leaves that line out (playground.css).
        setAttr(dotLineNode, 'class', 'dot-line' + (E.isZero(row.key) ? ' is-zero-key' : ''));
      }
      const raw = !vm.shows.softmax;
      setText(score, num(raw ? row.dot : row.score));
      present(scoreCell, fitWord, raw);
      if (raw) {
        setText(fitWord, ' ' + t('match.fit-' + E.fit(row.dot))); // a space: "0 nothing in common", never "0nothing"
        setAttr(fitWord, 'class', 'fit-word fit-word-' + E.fit(row.dot));
      }

      present(node, meterCell, vm.shows.softmax);
      if (vm.shows.softmax) {
        meter.update(row.share, t(row.isFocus ? 'match.meter-self' : 'match.meter', { token: row.text, focus: head.focus.text }),
          row.isFocus ? 'self' : null, lang);
      }
    },
  };
}

// "12 more words": what a long table leaves out, and the button that shows them.
function omittedRowPart(actions) {
  const { t, share, lang } = actions;
  const name = h('span', { class: 'token-name' });
  const text = h('span', { class: 'omitted-text' });
  const button = h('button', { type: 'button', class: 'button small', on: { click: () => actions.set({ rows: 'all' }) } });
  const meter = meterPart();
  const what = h('div', null, [text, button]);
  const nameCell = h('th', { scope: 'row', class: 'token-cell' }, [name]);
  const wide = h('td', { class: 'advert-cell', colspan: 2 }, [what]);
  const node = h('tr', { class: 'is-omitted' }, [nameCell, wide, h('td', { class: 'meter-cell' }, [meter.node])]);
  // With the advertisements folded under the words, what was left out goes under "12 more words" too.
  function arrange(level) {
    present(level < FOLD_ADVERT ? wide : nameCell, what, true);
    wide.colSpan = level < FOLD_ADVERT ? 2 : 1;
  }
  return {
    node,
    arrange,
    update({ head, fold }) {
      arrange(fold.level());
      setText(name, t('match.more-words', { count: head.omitted.count }));
      setText(text, t('match.omitted', { pct: share(head.omitted.max) }));
      setAttr(button, 'data-key', 'all-rows-' + head.index);
      setText(button, t('match.show-all', { count: head.visibleCount }));
      meter.update(head.omitted.share, t('match.meter-more', { count: head.omitted.count, focus: head.focus.text }), null, lang);
    },
  };
}

function fewerRowPart(actions) {
  const button = h('button', { type: 'button', class: 'button small', text: actions.t('match.show-fewer'),
    on: { click: () => actions.set({ rows: 'top' }) } });
  return { node: h('tr', null, [h('td', { colspan: 4 }, [button])]), update: ({ head }) => setAttr(button, 'data-key', 'all-rows-' + head.index) };
}

function sinkRowPart(actions) {
  const { t, num, lang } = actions;
  const score = h('span', { class: 'score', dir: 'ltr' });
  const fixed = h('span', { class: 'carries', text: t('match.sink-fixed') });
  const sinkCarries = h('span', { class: 'carries', text: t('match.sink-carries') });
  // What the sink advertises, in full and (a phone: playground.css) in short, so its row stays one screen from the words.
  const advertises = h('span', { class: 'sink-long', text: t('match.sink-advertises') });
  const advertShort = h('span', { class: 'sink-short', text: t('match.sink-advertises-short') });
  const advertBox = h('div', { class: 'advert-box' }, [advertises, advertShort]);
  const advertCell = h('td', { class: 'advert-cell' }, [advertBox]);
  const carriesCell = h('td', { class: 'carries-cell', text: t('match.sink-carries-short') });
  const foldedCarries = h('span', { class: 'folded', text: t('match.sink-carries') });
  const meter = meterPart();
  const scoreCell = h('td', { class: 'score-cell' }, [saidPart(t('match.score-said')), score]);
  const foldBox = h('div', { class: 'fold-box' });
  const nameCell = h('th', { scope: 'row', class: 'token-cell' }, [h('span', { class: 'token-name', text: t('match.sink') }),
    h('span', { class: 'note', text: t('match.sink-note') }), foldBox]);
  const node = h('tr', { class: 'is-sink', data: { index: 'sink' } }, [nameCell, advertCell, scoreCell, h('td', { class: 'meter-cell' }, [meter.node])]);
  let carriesColumn = false;
  // As a word's row (tokenRowPart's arrange).
  function arrange(level) {
    present(node, advertCell, level < FOLD_ADVERT, scoreCell);
    present(level < FOLD_ADVERT ? advertCell : foldBox, advertBox, true);
    setText(advertises, level < FOLD_ADVERT ? t('match.sink-advertises') : t('match.sink-advertises-under'));
    setText(advertShort, level < FOLD_ADVERT ? t('match.sink-advertises-short') : t('match.advertises', { text: t('match.sink-advertises-short') }));
    present(node, carriesCell, carriesColumn && level < FOLD_CARRIES, scoreCell);
    present(foldBox, foldedCarries, carriesColumn && level >= FOLD_CARRIES);
  }
  return {
    node,
    arrange,
    update({ vm, head, fold }) {
      setText(score, num(head.sink.score));
      present(scoreCell, fixed, vm.detail);
      // What the sink carries, as the word rows say it (steps.js: a column from the values step).
      present(advertBox, sinkCarries, vm.shows.explore);
      carriesColumn = vm.shows.values && !vm.shows.explore;
      arrange(fold.level());
      meter.update(head.sink.share, t('match.meter-sink', { focus: head.focus.text }), 'sink', lang);
    },
  };
}

const PARTS = { token: tokenRowPart, omitted: omittedRowPart, fewer: fewerRowPart, sink: sinkRowPart };
// A kind of row that comes with a part: the dot product worked out (view-worked.js, the explore part).
export function addRowPart(kind, make) { PARTS[kind] = make; }

// One head's table, built once: update(vm, head) draws it.
export function matchTablePart(actions) {
  const { t, num, share, quote } = actions;
  const title = h('p', { class: 'table-title', 'aria-hidden': 'true' });
  const note = h('p', { class: 'explain caption-note' });
  const caption = h('caption', { class: 'visually-hidden' });
  const body = h('tbody');
  const totalNumber = h('span', { class: 'total-value', dir: 'ltr' });
  const total = h('td', { class: 'total meter-cell' }, [saidPart(t('match.total-said')), totalNumber]);
  const carriesHeader = h('th', { scope: 'col', class: 'carries-col', text: t('match.col-carries') });
  const keyHeader = h('th', { scope: 'col', text: t('match.col-key') });
  const scoreHeader = h('th', { scope: 'col', class: 'score-col' });
  const softmaxHeader = h('th', { scope: 'col', text: t('match.col-softmax') });
  const headRow = h('tr', null, [h('th', { scope: 'col', text: t('match.col-token') }), keyHeader, scoreHeader]);
  // The footer has a cell under every column (empty but the total), so a
  // column the stylesheet hides on a phone hides here too.
  // Under the total, across the table: why two equal shares can read 0.1 apart (shares.js).
  const roundingRow = h('tr', { class: 'rounding-row' },
    [h('td', { class: 'rounding-note', colspan: 6, text: t('match.rounding') })]);
  // The total is said with its word ("total: 100.0%"); the visible word is for the eye.
  const totalLabel = h('th', { scope: 'row', class: 'token-cell', 'aria-hidden': 'true' }, [t('match.total')]);
  const footCarries = h('td', { class: 'carries-cell' });
  const footScore = h('td', { class: 'score-cell' });
  const footAdvert = h('td', { class: 'advert-cell' });
  const footRow = h('tr', null, [totalLabel, footAdvert, footScore, total]);
  const foot = h('tfoot', null, footRow);
  const table = h('table', { class: 'match' }, [caption, h('thead', null, headRow), body]);
  const scroll = h('div', { class: 'table-scroll', tabindex: 0, role: 'region' }, [table]);
  // Said when even the folded table is wider than its box, above it.
  const scrollsNote = h('p', { class: 'explain scrolls-note', hidden: true, text: t('match.scrolls') });
  const node = h('div', { class: 'match-box' }, [title, note, scrollsNote, scroll]);
  let parts = new Map();
  let columns = { carries: false };
  // The header and footer as the fold asks, then each row (its arrange()).
  const arrangeAll = (level) => {
    present(headRow, keyHeader, level < FOLD_ADVERT, scoreHeader);
    present(footRow, footAdvert, level < FOLD_ADVERT, footScore);
    present(headRow, carriesHeader, columns.carries && level < FOLD_CARRIES, scoreHeader);
    present(footRow, footCarries, columns.carries && level < FOLD_CARRIES, footScore);
    scroll.classList.toggle('is-folded', level >= FOLD_CARRIES);
    scroll.classList.toggle('stack-bars', level >= STACK_BARS);
    for (const part of parts.values()) if (part.arrange) part.arrange(level);
  };
  const fitter = fitBox(scroll, FOLDS, arrangeAll, {
    // Scrolled to its end, where the numbers are (left in a right-to-left table: scrollLeft runs negative).
    scrolls(on) {
      scrollsNote.hidden = !on;
      if (on) scroll.scrollLeft = getComputedStyle(scroll).direction === 'rtl' ? -scroll.scrollWidth : scroll.scrollWidth;
    },
    cells: '.meter-number, .score, .total-value',
  });
  const fold = { level: fitter.level };

  return {
    node,
    update(vm, head) {
      const f = quote(head.focus.text);
      setText(title, t(head.ranked ? 'match.title-ranked' : 'match.title', { token: f }));
      // Before softmax (the scores step) the score is the dot product, read from 0 to 1.
      setNumberText(note, vm.shows.softmax ? t('match.note', { magnitude: num(vm.magnitude), token: f }) : t('match.note-dot', { token: f }));
      columns = { carries: vm.shows.values && !vm.shows.explore };
      setText(keyHeader, t(vm.shows.numbers ? 'match.col-key-dot' : 'match.col-key'));
      // The note where the chapter explains the scores; compact in the later steps.
      note.hidden = !(vm.shows.explore || vm.step === 'scores' || vm.step === 'softmax');
      setText(scoreHeader, t(vm.shows.softmax ? 'match.col-score' : 'match.col-match'));
      present(headRow, softmaxHeader, vm.shows.softmax);
      present(table, foot, vm.shows.softmax);
      present(foot, roundingRow, head.splitTie);
      setText(caption, t('match.title', { token: f }));
      setAttr(scroll, 'data-key', 'table-' + head.index);
      setAttr(scroll, 'aria-label', t('match.title', { token: f }));
      setAttr(table, 'data-head', head.id);
      const rows = [];
      for (const row of head.rows) {
        rows.push({ key: 'token:' + row.index, kind: 'token', row, vm, head, fold });
        if (vm.detail && PARTS.worked) rows.push({ key: 'worked:' + row.index, kind: 'worked', row, vm, head, fold });
      }
      if (head.omitted) rows.push({ key: 'omitted', kind: 'omitted', vm, head, fold });
      else if (vm.rows === 'all' && head.long) rows.push({ key: 'fewer', kind: 'fewer', vm, head, fold });
      if (head.sink) rows.push({ key: 'sink', kind: 'sink', vm, head, fold });
      parts = keyed(body, rows, (r) => r.key, (r) => PARTS[r.kind](actions));
      arrangeAll(fold.level());
      setText(totalNumber, share(head.totalShare));
      // What changes the table's width starts its fitting again: its language, columns and rows.
      fitter.fit([actions.lang, vm.step, vm.numbers, vm.detail, vm.shows.numbers, rows.length, head.sink ? 1 : 0, vm.scenario.key].join('|'));
    },
  };
}
