// The numbers and sentences of a heatmap, shared by the table (view-heatmap.js)
// and the canvas (heatmap-canvas.js, heatmap-paint.js): a cell's text and
// shade, and the readout's sentences about a cell and a row.
import * as I from './i18n.js';

export function cellText(weight) {
  const percent = weight * 100;
  if (percent > 0 && percent < 0.5) return '<1';
  return String(Math.round(percent));
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
// table's summary). map: vm.heatmap; t(key, params) in the widget's language.
function word(map, t, p) { return t('heatmap.word', { text: map.tokens[p], n: String(p + 1) }); }

// "Query “it” (word 8) → key “cat” (word 2): 99.9%." (c -1: the sink)
// A share as a percentage; one too small to show with one decimal says so.
function share(t, lang, w) {
  return w > 0 && w < 0.0005 ? t('heatmap.below', { pct: I.pct(lang, 0.001) }) : I.pct(lang, w);
}

function cellSentence(map, t, lang, r, c) {
  const row = map.row(r);
  const pct = (w) => share(t, lang, w);
  if (c === -1) return t('heatmap.cell-sink', { query: word(map, t, r), pct: pct(row.sink) });
  if (c >= row.seen) return t('heatmap.cell-masked', { query: word(map, t, r), key: word(map, t, c), pct: pct(0) });
  return t('heatmap.cell', { query: word(map, t, r), key: word(map, t, c), pct: pct(row.weights[c]) });
}

// "Row “it” (word 8): most attention to “cat” (word 2), 99.9%."
function rowSentence(map, t, lang, r) {
  const row = map.row(r);
  const pct = (w) => share(t, lang, w);
  let text = !row.best ? '' : row.best.sink
    ? t('heatmap.row-best-sink', { query: word(map, t, r), pct: pct(row.best.weight) })
    : t('heatmap.row-best', { query: word(map, t, r), key: word(map, t, row.best.position), pct: pct(row.best.weight) });
  if (map.idle[r]) text += ' ' + t('heatmap.row-idle', { query: word(map, t, r) });
  return text;
}

export const heatmapText = Object.freeze({ word, cell: cellSentence, row: rowSentence });
