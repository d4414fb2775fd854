// The view model of the trained tiny language model (the trained part): the
// numbers its views draw, worked out from what the model gave (model_api.mjs:
// its header's figures, attention(text), nextWords(text, k), the snapshots),
// and the sentences that say them, built from those same rounded numbers
// (lib/shares.js), so a sentence never disagrees with the bar beside it.
// Pure: no DOM, no model calls. `w` is the words in one language:
// { t, share, count, quote, list } (the views' actions, or i18n bound to a language).
import { roundRow, single, sum as sumOfShares } from '../lib/shares.js';

// The words whose job is to stand for another, as the models read them: the
// English model's and the Spanish model's (no word is in both languages).
export const PRONOUNS = Object.freeze(['it', 'she', 'he', 'they', 'él', 'ella', 'ellos', 'ellas']);

// The preset sentences a learner can pick, per language of the model (its
// header's "language"): the chapter's first, then the storybook's kind (a
// pronoun, a verb agreeing across another noun), then one with words it does not know.
const PRESETS = Object.freeze({
  en: Object.freeze([
    'The cat sat on the mat because it was tired',
    'The girl saw the dog. It barked.',
    'Tom met Anna and she smiled.',
    'The children played because they were happy.',
    'The soldiers near the king were tired.',
    'The giraffe saw Zanzibar and it ran.',
  ]),
  es: Object.freeze([
    'El gato se sentó en la alfombra porque él estaba cansado',
    'La niña vio al perro. Él ladró.',
    'Pedro conoció a Ana y ella sonrió.',
    'Los niños jugaron porque ellos estaban contentos.',
    'Los soldados cerca del rey corren.',
    'La jirafa vio Zanzíbar y ella corrió.',
  ]),
});

// The presets for a model of `language` (English's for a language without its own).
export const presetsOf = (language) => PRESETS[language] || PRESETS.en;

// The sink step's example, per language of the model: the chapter's sentence
// and the words asked about: one with nothing to find, and the pronoun.
const SINK_SENTENCES = Object.freeze({
  en: Object.freeze({ sentence: PRESETS.en[0], words: Object.freeze([2, 7]) }), // "sat", "it" (finds "cat")
  es: Object.freeze({ sentence: PRESETS.es[0], words: Object.freeze([3, 8]) }), // «sentó», «él» (finds «gato»)
});
export const sinkSentenceOf = (language) => SINK_SENTENCES[language] || SINK_SENTENCES.en;

// The head the learned step shows (it never names heads): the one whose measured
// job is finding what a pronoun stands for, with the best figure; else the one
// that comes closest to it. Its index among all heads (layer by layer).
export function shownHead(heads) {
  let best = 0;
  let bestKey = -Infinity;
  heads.forEach((x, i) => {
    const key = (x.job === 'pronoun' ? 1 : 0) * 10 + (x.figures ? x.figures.pronoun : 0);
    if (key > bestKey) { bestKey = key; best = i; }
  });
  return best;
}

// The word a reading opens on: the last pronoun, else the last word that is not punctuation, else the last.
export function defaultFocus(tokens) {
  for (let i = tokens.length - 1; i >= 0; i--) if (PRONOUNS.includes(tokens[i].text.toLowerCase())) return i;
  for (let i = tokens.length - 1; i >= 0; i--) if (/\p{L}/u.test(tokens[i].text)) return i;
  return Math.max(0, tokens.length - 1);
}

// How a word shows: itself when the model knows it, else "?".
export function shownText(token) { return token.known ? token.text : '?'; }

// The words the model does not know, each once, in the order they come.
export function unknownWords(tokens) {
  const out = [];
  for (const x of tokens) if (!x.known && !out.includes(x.text)) out.push(x.text);
  return out;
}

// One row of attention (the focus's weights over the words up to it, the sink
// last) as shares rounded together: rows [{ index, text, shown, known, share,
// isFocus }], sink share, and the top entry ({ kind: 'word' | 'sink', index, share }).
export function attentionRow(tokens, weights, focus) {
  const n = tokens.length;
  const seen = Array.from(weights.slice(0, focus + 1));
  const sinkWeight = weights[n] !== undefined ? weights[n] : weights[weights.length - 1];
  const shares = roundRow(seen.concat([sinkWeight]));
  const rows = seen.map((_, j) => ({
    index: j, text: tokens[j].text, shown: shownText(tokens[j]), known: tokens[j].known, share: shares[j], isFocus: j === focus,
  }));
  const sink = shares[shares.length - 1];
  // The most, as shown (then as weighed); on a tie the earlier word, and the sink only when it is above every word.
  const more = (a, b) => a.units > b.units || (a.units === b.units && a.weight > b.weight);
  let top = null;
  for (const row of rows) if (!top || more(row.share, top.share)) top = { kind: 'word', index: row.index, share: row.share };
  if (!top || more(sink, top.share)) top = { kind: 'sink', index: -1, share: sink };
  return { rows, sink, top };
}

// The next-word guesses as shares (each of the whole vocabulary's 100 %, rounded on its own).
export function guesses(next) {
  return next.map((g) => ({ word: g.word, share: single(g.probability) }));
}

// "The model does not know: giraffe, Zanzibar." (or nothing when it knows every word)
export function unknownText(w, unknown) {
  return unknown.length ? w.t('trained.unknown', { words: w.list(unknown), count: unknown.length }) : '';
}

// What the focus word looks at, in one sentence, from its row's top entry
// (view: { focusShown, rows, top }, as attentionRow gives them). words: the
// catalogue keys' prefix ('trained', or the learned step's 'training': its own part's words).
export function lookText(w, view, words = 'trained') {
  const focus = w.quote(view.focusShown);
  if (view.top.kind === 'sink') return w.t(words + '.look-sink', { focus, pct: w.share(view.top.share) });
  const top = view.rows[view.top.index];
  if (top.isFocus) return w.t(words + '.look-self', { focus, pct: w.share(top.share) });
  return w.t(words + '.look-word', { focus, word: w.quote(top.shown), pct: w.share(top.share) });
}

// ---- The heads step: the trained model's heads, each named only by its measured job ----

// Each head: its job, its figure as a share, and the sentence that names it
// ("finds what “it” stands for: 91.1 % of its attention goes to the word it
// stands for, measured on 1,000 new sentences"); an uncertified head is "no
// clear job", with the figure of the job it comes closest to.
export function trainedHeads(heads, heldOut) {
  return heads.map((x, i) => {
    const jobs = ['pronoun', 'subject', 'previous'];
    const closest = x.job !== 'none' ? x.job : jobs.includes(x.closest) ? x.closest : jobs.reduce((a, b) => (x.figures[b] > x.figures[a] ? b : a));
    return { index: i, layer: x.layer, head: x.head, job: x.job, closest, share: single(x.figures[closest]), heldOut };
  });
}

export function headName(w, x) { return w.t('trained.job.' + x.job); }

export function headFigureText(w, x) {
  const params = { pct: w.share(x.share), stories: w.count(x.heldOut) };
  return x.job === 'none' ? w.t('trained.closest.' + x.closest, params) : w.t('trained.figure.' + x.job, params);
}

// The heads step on a sentence: for each head, what the focus looks at there:
// its three largest shares (ties by the sentence's order), the sink, and the
// other words together, all from one row rounded together, so they add up.
export function headsReading(reading, heads, heldOut, focus) {
  const tokens = reading.tokens;
  const f = Number.isInteger(focus) && focus >= 0 && focus < tokens.length ? focus : defaultFocus(tokens);
  const perLayer = reading.layers[0].heads.length;
  const named = trainedHeads(heads, heldOut);
  return {
    focus: f,
    focusShown: shownText(tokens[f]),
    tokens: tokens.map((x, i) => ({ index: i, text: x.text, shown: shownText(x), known: x.known, isFocus: i === f })),
    unknown: unknownWords(tokens),
    heads: named.map((x) => {
      const weights = reading.layers[Math.floor(x.index / perLayer)].heads[x.index % perLayer].weights[f];
      const row = attentionRow(tokens, weights, f);
      const order = row.rows.slice().sort((a, b) => b.share.units - a.share.units || b.share.weight - a.share.weight || a.index - b.index);
      const top = order.slice(0, 3);
      const rest = order.slice(3);
      return Object.assign({}, x, { top, sink: row.sink, others: rest.length ? sumOfShares(rest.map((r) => r.share)) : null, otherCount: rest.length,
        best: row.top });
    }),
  };
}

// The sink step's example from the trained model: for each word asked about,
// its largest share, the other words together and the sink, from one row rounded together.
export function sinkExample(reading, head, words) {
  const tokens = reading.tokens;
  const perLayer = reading.layers[0].heads.length;
  const rows = reading.layers[Math.floor(head / perLayer)].heads[head % perLayer].weights;
  return words.filter((i) => i >= 0 && i < tokens.length).map((f) => {
    const row = attentionRow(tokens, rows[f], f);
    const best = row.rows.reduce((a, r) => (r.share.units > a.share.units || (r.share.units === a.share.units && r.share.weight > a.share.weight) ? r : a));
    const rest = row.rows.filter((r) => r !== best);
    return {
      focus: f, focusShown: shownText(tokens[f]), rows: row.rows, sink: row.sink, top: row.top, best,
      others: rest.length ? sumOfShares(rest.map((r) => r.share)) : null, otherCount: rest.length,
    };
  });
}

// explore.html: a typed sentence read by the trained model, a heatmap per head.
// Each head: its name and figure (trainedHeads), and a row per word: the shares
// of the words up to it and of the sink, rounded together (a word after it: null, it cannot see it).
export function heatmaps(reading, heads, heldOut) {
  const tokens = reading.tokens;
  const perLayer = reading.layers[0].heads.length;
  return trainedHeads(heads, heldOut).map((x) => {
    const weights = reading.layers[Math.floor(x.index / perLayer)].heads[x.index % perLayer].weights;
    const rows = tokens.map((_, i) => {
      const row = attentionRow(tokens, weights[i], i);
      return { index: i, shown: shownText(tokens[i]), cells: tokens.map((__, j) => (j <= i ? row.rows[j].share : null)), sink: row.sink };
    });
    return Object.assign({}, x, { rows });
  });
}
