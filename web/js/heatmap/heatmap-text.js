// The numbers and sentences of a heatmap, shared by the table (view-heatmap.js)
// and the canvas (heatmap-canvas.js, heatmap-paint.js): a cell's text and
// shade, and the readout's sentences about a cell and a row.
import * as I from '../i18n/i18n.js';
import { roundRow } from '../lib/shares.js';
import './heatmap-words.js'; // the words it writes

// A cell's whole percentage, from its row rounded together (shares.js, no
// decimals): the cells of a row add up to 100; "<1" is more than 0, ">99" less than all,
// said as the language's tables say them (Arabic in words: «أقل من 1», as «أقل من 0.1%»).
export function cellText(share, lang = I.FALLBACK) {
  return share.bound === '<' ? I.t(lang, 'heatmap.cell-below') : share.bound === '>' ? I.t(lang, 'heatmap.cell-above') : String(share.units);
}

// A weight's shade, 0-9: linear (0-9%, 10-19%, ... as the table) up to
// LOG_AFTER tokens; beyond, where a word's share is often a fraction of a
// percent, a log scale: 0.01% or less is 0, each power of ten 2.5 shades.
export const LOG_AFTER = 40;
export const LOG_TICKS = [0.0001, 0.001, 0.01, 0.1, 1];
export const LINEAR_TICKS = [0, 0.25, 0.5, 0.75, 1];
export function shade(weight, log) {
  const k = !log ? weight * 10 : weight <= 1e-4 ? 0 : (Math.log10(weight) + 4) * 2.5;
  return Math.max(0, Math.min(9, Math.floor(k)));
}

// The sentences that say a heatmap's numbers (the canvas's readout, the
// table's summary). map: vm.heatmap; t(key, params) in the widget's language;
// row: query r's row (map.grid[r] unless the canvas asked for it since), or
// nothing: a row not worked out yet is said when it comes ('').
function word(map, t, p) { return t('heatmap.word', { text: map.tokens[p], n: String(p + 1) }); }

// A row's shares at one decimal, rounded together as the tables round them
// (shares.js): the words it sees, then the sink. Worked out when a sentence
// asks, since the canvas of a long passage never needs most rows'.
function oneDecimal(row) {
  const weights = row.weights.slice(0, row.seen);
  if (row.sink !== null) weights.push(row.sink);
  return roundRow(weights, 1, row.ranks);
}

// "Query “it” (word 8) → key “cat” (word 2): 99.9%." (c -1: the sink)
function cellSentence(map, t, lang, r, c, row = map.grid[r]) {
  if (!row) return '';
  if (c >= row.seen) return t('heatmap.cell-masked', { query: word(map, t, r), key: word(map, t, c), pct: I.pct(lang, 0) });
  const shares = oneDecimal(row);
  if (c === -1) return t('heatmap.cell-sink', { query: word(map, t, r), pct: I.share(lang, shares[row.seen]) });
  return t('heatmap.cell', { query: word(map, t, r), key: word(map, t, c), pct: I.share(lang, shares[c]) });
}

// "Row “it” (word 8): most attention to “cat” (word 2), 99.9%."
function rowSentence(map, t, lang, r, row = map.grid[r]) {
  if (!row) return '';
  const shares = row.best ? oneDecimal(row) : null;
  let text = !row.best ? '' : row.best.sink
    ? t('heatmap.row-best-sink', { query: word(map, t, r), pct: I.share(lang, shares[row.seen]) })
    : t('heatmap.row-best', { query: word(map, t, r), key: word(map, t, row.best.position), pct: I.share(lang, shares[row.best.position]) });
  if (map.idle[r]) text += ' ' + t('heatmap.row-idle', { query: word(map, t, r) });
  return text;
}

export const heatmapText = Object.freeze({ word, cell: cellSentence, row: rowSentence });
