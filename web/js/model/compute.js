// compute(core, scenario, state) -> view model: plain data, everything the
// views draw (they read numbers and never call the core). With shift.js and,
// for a long heatmap, heatmap/heatmap-rows.js (web/layers.mjs CORE) it is the
// only caller of the core's attention functions: attendAll (or attend, row by
// row, for long sentences) for the scores, weights, sink weights and blended
// values; score() for the dot products before they are scaled; the same in the
// sentence's own order, to check that shuffling changed no score.
// heatmapRows(): the rows a long heatmap's canvas scrolls to, in one call.
// Pieces that only shape the answers: heatmap-model.js, order-check.js, scenario-words.js.
import * as E from '../lesson/explain.js';
import { heatmapModel, heatRow } from './heatmap-model.js';
import * as I from '../i18n/i18n.js';
import { checkOrder } from './order-check.js';
import { isTyped } from '../data/scenario-shape.js';
import { scenarioWords } from './scenario-words.js';
import { rest, roundRow, single, splitsTie } from '../lib/shares.js';
import { shiftModel } from './shift.js';
import { stretchModel } from './stretch.js';
import * as S from '../state/state.js';
import { STEP_IDS, shownParts, viewState } from '../lesson/steps.js';

const FULL = 40;          // up to this many tokens, one attendAll call gives every row
const TABLE_ROWS = 24;    // longer match tables show the rows that matter, the rest summed up

// What stays the same while a slider moves, kept from one render to the next
// (a passage of thousands of words would otherwise rebuild it every frame):
// per scenario, the core's inputs per order, whether each token asks
// anything and each token's words per head and language (tokenText), valid
// while the edits (replaced, never changed in place) are the same.
const memos = new WeakMap();
let memoCount = 0;
function memo(scenario, state) {
  let m = memos.get(scenario);
  if (!m || m.edits !== state.edits) {
    m = { id: ++memoCount, edits: state.edits, inputs: new Map(), asks: null, texts: new Map(), heat: null };
    memos.set(scenario, m);
  }
  return m;
}

// The core's inputs for every head, tokens in `order` (original indices).
function inputs(scenario, state, order) {
  const m = memo(scenario, state);
  const key = order.length + ':' + (S.isIdentity(order) ? 'same' : order.join(','));
  if (!m.inputs.has(key)) {
    if (m.inputs.size > 4) m.inputs.clear();
    m.inputs.set(key, scenario.heads.map((head, h) => ({
      queries: order.map((i) => S.vector(scenario, state, h, i, 'query')),
      keys: order.map((i) => S.vector(scenario, state, h, i, 'key')),
      values: order.map((i) => head.values[i]),
    })));
  }
  return m.inputs.get(key);
}

// asks[i][h]: whether original token i has a query in head h.
function asksOf(scenario, state) {
  const m = memo(scenario, state);
  if (!m.asks) {
    m.asks = scenario.tokens.map((_, i) => scenario.heads.map((__, h) => !E.isZero(S.vector(scenario, state, h, i, 'query'))));
  }
  return m.asks;
}

// What a drawing asks of the core. A short sentence asks once: one attendAll
// call holds the heads in the order shown, when the numbers are worked out the
// same heads at scale 1 (their scores are then the dot products), and when
// the words are shuffled the heads in the sentence's own order (the order
// check). Returns { row, dot, original }:
//   row(h, p): the attention of the token at position p in head h, over every
//     position (scores -Infinity and weights 0 where the causal mask hides a key);
//   dot(h, p, j): the dot product of that token's query with the key at
//     position j, or null when it is asked of the core row by row (a long sentence);
//   original: row() in the sentence's own order, or null when it is not shuffled.
function answers(core, scenario, state, worked) {
  const order = state.order;
  const shuffled = !S.isIdentity(order);
  if (order.length > FULL) {
    return { row: engine(core, scenario, state, order), dot: null,
      original: shuffled ? engine(core, scenario, state, order.map((_, i) => i)) : null };
  }
  const shown = inputs(scenario, state, order);
  const heads = shown.slice();
  const dotsAt = heads.length;
  if (worked) heads.push(...shown.map((head) => Object.assign({ scale: 1 }, head)));
  const originalAt = heads.length;
  if (shuffled) heads.push(...inputs(scenario, state, order.map((_, i) => i)));
  const sink = state.sink.on ? state.sink.score : null;
  const all = core.attendAll({ heads, scale: state.magnitude, sink, causal: state.causal }).heads;
  const rowOf = (at) => (h, p) => ({ scores: all[at + h].scores[p], weights: all[at + h].weights[p],
    sinkWeight: all[at + h].sinkWeights[p], blended: all[at + h].blended[p] });
  return { row: rowOf(0), dot: worked ? (h, p, j) => all[dotsAt + h].scores[p][j] : null,
    original: shuffled ? rowOf(originalAt) : null };
}

// row(h, p) for a long sentence: one attend() call per row asked for.
function engine(core, scenario, state, order) {
  const input = inputs(scenario, state, order);
  const n = order.length;
  const sink = state.sink.on ? state.sink.score : null;
  // Without the causal mask a row depends only on its query, so tokens that
  // ask the same thing (the same word, often) share one call to the core.
  const cache = new Map();
  return (h, p) => {
    const key = h + ':' + (state.causal ? p : input[h].queries[p].join(','));
    if (!cache.has(key)) {
      const end = state.causal ? p + 1 : n;
      const r = core.attend({ query: input[h].queries[p], keys: input[h].keys.slice(0, end),
        values: input[h].values.slice(0, end), scale: state.magnitude, sink });
      const hidden = n - end;
      cache.set(key, {
        scores: r.scores.concat(new Array(hidden).fill(-Infinity)),
        weights: r.weights.concat(new Array(hidden).fill(0)),
        sinkWeight: r.sinkWeight, blended: r.blended,
      });
    }
    return cache.get(key);
  };
}

// A number per scenario object, so views can tell two loads of the same id
// (two typed sentences are both "own") apart.
const serials = new WeakMap();
let serialCount = 0;
function serial(scenario) {
  if (!serials.has(scenario)) serials.set(scenario, ++serialCount);
  return serials.get(scenario);
}

function isUnknown(scenario, i) { return Boolean(scenario.unknown && scenario.unknown[i]); }

// A token's words and vectors in head h, in L's language: the same for every
// step of a slider, so worked out once per example, edits and language (memo).
function tokenText(scenario, state, h, i, L, headsTaught) {
  const byWords = memo(scenario, state).texts; // per words(): the scenario's words for a tag
  let texts = byWords.get(L);
  if (!texts) byWords.set(L, texts = new Map());
  const key = h + '|' + i + '|' + headsTaught;
  let text = texts.get(key);
  if (!text) {
    text = Object.freeze(tokenTextNow(scenario, state, h, i, L, headsTaught));
    texts.set(key, text);
  }
  return text;
}

function tokenTextNow(scenario, state, h, i, L, headsTaught) {
  const authored = L.heads[h].text[i] || {};
  const query = S.vector(scenario, state, h, i, 'query');
  const key = S.vector(scenario, state, h, i, 'key');
  const value = scenario.heads[h].values[i];
  const queryEdited = S.isEdited(state, h, i, 'query');
  const keyEdited = S.isEdited(state, h, i, 'key');
  const looks = E.looksFor(query, scenario.features, authored.looksFor, queryEdited, L.lang, headsTaught);
  const adv = E.advertises(key, scenario.features, authored.advertises, keyEdited, L.lang);
  const car = E.carries(value, scenario.valueFeatures, authored.carries, L.lang);
  return {
    text: scenario.tokens[i], unknown: isUnknown(scenario, i), query, key, value, queryEdited, keyEdited,
    looksFor: looks.text, idle: looks.idle, advertises: adv.text, carries: car.text, nothing: car.nothing,
  };
}

// Which of the visible rows a long table shows: the most attended first (the
// three biggest, then every row with at least TIE, half a percentage point, at
// most TABLE_ROWS), and the focus itself; short tables and "show all" keep
// sentence order.
function pickRows(visible, focus, all) {
  if (all || visible.length <= TABLE_ROWS) return visible;
  const ranked = visible.slice().sort((a, b) => b.weight - a.weight || a.position - b.position);
  const keep = ranked.filter((v, rank) => rank < 3 || v.weight >= E.TIE).slice(0, TABLE_ROWS);
  if (!keep.some((v) => v.index === focus)) {
    const self = visible.find((v) => v.index === focus);
    if (self) keep.push(self);
  }
  return keep;
}

// The rows a long table leaves out, together: what the total leaves when the rows shown and the
// sink are taken away, so the numbers on screen add up to the total exactly.
function omittedShare(visible, kept, rows, sink, total) {
  const weight = visible.filter((v) => !kept.has(v.position)).reduce((s, v) => s + v.weight, 0);
  return rest(weight, single(total), rows.map((r) => r.share).concat(sink ? [sink.share] : []));
}

// The biggest share among the rows a long table leaves out.
function omittedMax(visible, rows) {
  const shown = new Set(rows.map((r) => r.position));
  return visible.reduce((m, v) => (shown.has(v.position) || (m && m.weight >= v.weight) ? m : v.share), null);
}

// worked: whether each row's dot product is worked out (the learner asked, or
// the step shows the numbers, or the search step words the fits); dot: the
// dot products the drawing's one call answered (answers()), or null: the core
// is asked row by row.
function headModel(core, scenario, state, row, h, p, L, worked, dot) {
  const order = state.order;
  const taught = shownParts(state.step, []).heads; // several heads are taught yet (steps.js): words may name them
  const r = row(h, p);
  const focus = tokenText(scenario, state, h, state.focus, L, taught);
  const visible = [];
  let hiddenCount = 0;
  order.forEach((i, j) => {
    if (r.scores[j] === -Infinity) hiddenCount++;
    else visible.push({ index: i, position: j, weight: r.weights[j], score: r.scores[j] });
  });
  // One row of attention, rounded together (shares.js): every word it sees, then the sink.
  const sinkWeight = state.sink.on ? r.sinkWeight : null;
  const rowWeights = visible.map((v) => v.weight).concat(sinkWeight === null ? [] : [sinkWeight]);
  const rounded = roundRow(rowWeights, 1, visible.map((v) => v.index).concat([Infinity]));
  visible.forEach((v, k) => { v.share = rounded[k]; });
  const shown = pickRows(visible, state.focus, state.rows === 'all');
  const rows = shown.map((v) => {
    const t = tokenText(scenario, state, h, v.index, L, taught);
    return {
      index: v.index, position: v.position, text: t.text, unknown: t.unknown, isFocus: v.index === state.focus,
      advertises: t.advertises, carries: t.carries, nothing: t.nothing, key: t.key, value: t.value,
      products: worked ? focus.query.map((q, f) => q * t.key[f]) : null,
      dot: worked ? (dot ? dot(h, p, v.position) : core.score(focus.query, t.key)) : null,
      score: v.score, weight: v.weight, share: v.share,
    };
  });
  const omitted = visible.length - rows.length;
  const sink = sinkWeight === null ? null : { score: state.sink.score, weight: sinkWeight, share: rounded[rounded.length - 1] };
  const total = visible.reduce((s, v) => s + v.weight, 0) + (sink ? sink.weight : 0);
  const kept = new Set(rows.map((v) => v.position));
  const shownWeight = rows.reduce((s, v) => s + v.weight, 0);

  let max = 1;
  for (const v of scenario.heads[h].values) for (const x of v) max = Math.max(max, Math.abs(x));
  // The reading needs every contributor, not only the rows on show.
  const contributions = visible.filter((v) => v.weight >= E.TIE).map((v) => {
    const t = tokenText(scenario, state, h, v.index, L, taught);
    return { text: t.text, weight: v.weight, share: v.share, carries: t.carries, nothing: t.nothing };
  });
  const head = scenario.heads[h];
  const model = {
    index: h, id: head.id, label: L.heads[h].label, question: L.heads[h].question,
    focus, rows, hiddenCount, sink, total, totalShare: single(total),
    splitTie: splitsTie(rowWeights, rounded),
    ranked: rows.length < visible.length,
    omitted: omitted > 0 ? { count: omitted, weight: Math.max(0, total - shownWeight - (sink ? sink.weight : 0)),
      share: omittedShare(visible, kept, rows, sink, total),
      max: omittedMax(visible, rows) } : null,
    visibleCount: visible.length,
    long: visible.length > TABLE_ROWS, // a table that can show only the rows that matter
    best: visible.reduce((b, v) => (!b || v.weight > b.weight ? v : b), null),
    blend: {
      values: scenario.valueFeatures.map((name, f) => ({ name, value: r.blended[f] })),
      max,
      reading: E.blendReading(contributions, L.lang),
    },
  };
  model.story = E.story(model, {
    magnitude: state.magnitude,
    sinkAvailable: state.hide.indexOf('sink') < 0 && shownParts(state.step, state.hide).sink,
    headsTaught: taught,
    lang: L.lang,
  });
  return model;
}

// The heatmap's rows of one head (heatmap-model.js): grid[q] is query q's row,
// or null. Up to FULL tokens every row, from the one attendAll call. Beyond, a
// canvas draws only the rows on screen (a passage of thousands of words never
// computes the rest): the rows come with the canvas's part, which registers
// them here (heatmap/heatmap-rows.js: the focus row and the rows the canvas
// last asked for); key: the numbers they are of.
function heatGrid(core, scenario, state, row, h) {
  const order = state.order;
  const n = order.length;
  if (n <= FULL) {
    const sinkOn = state.sink.on;
    return { key: null, grid: order.map((_, q) => { const r = row(h, q);
      return heatRow(r.weights, state.causal ? q + 1 : n, n, sinkOn ? r.sinkWeight : null, order); }) };
  }
  const heat = heatOf(scenario, state, h);
  return { key: heat.key, grid: longRows ? longRows.grid(core, scenario, heat, order.indexOf(state.focus)) : new Array(n).fill(null) };
}

// What a long heatmap's rows are of: its key (the numbers they depend on) and the core's inputs.
export function heatOf(scenario, state, h) {
  const order = state.order;
  const sink = state.sink.on ? state.sink.score : null;
  const m = memo(scenario, state);
  const key = [m.id, h, order.length, S.isIdentity(order) ? 'same' : order.join(','), state.magnitude, sink, state.causal].join('|');
  if (!m.heat || m.heat.key !== key) {
    m.heat = { key, input: inputs(scenario, state, order)[h], order, causal: state.causal, magnitude: state.magnitude, sink };
  }
  return m.heat;
}

let longRows = null;
export function useLongRows(rows) { longRows = rows; }

// Rows first..last of the heatmap a view model drew (key: its heatmap.key), for
// its canvas: { key, first, rows }, or null when the state has changed since
// (a drawing is on its way). The next view model holds them too.
export function heatmapRows(core, scenario, wholeState, key, first, last) {
  const state = viewState(wholeState);
  return longRows ? longRows.rows(core, scenario, heatOf(scenario, state, state.head), key, first, last) : null;
}

// options.picked, options.trained, options.shiftOpen: what the learner did
// that is not a setting (the search result clicked; whether the learned step's
// training passed its gate, for the steps' tasks; the card "Only the differences count" opened).
// options.lang: the language asked for (a tag such as "es" or "pt-BR"; the
// element's lang, else its page's). The view model's `lang` is the catalogue
// language that tag resolves to (English when there is none); the
// scenario's own text follows its translation for the tag, if it has one.
export function compute(core, scenario, wholeState, options) {
  const state = viewState(wholeState); // as the step shows it (steps.js)
  const shows = shownParts(state.step, state.hide);
  const worked = state.detail || shows.numbers || shows.search;
  const tag = (options && options.lang) || state.lang || '';
  const L = scenarioWords(scenario, tag, I.resolve(tag));
  const order = state.order;
  const answered = answers(core, scenario, state, worked);
  const row = answered.row;
  const p = order.indexOf(state.focus);
  const asked = asksOf(scenario, state);
  const asks = order.map((i) => asked[i]);
  const heads = scenario.heads.map((_, h) => headModel(core, scenario, state, row, h, p, L, worked, answered.dot));
  const tokens = order.map((i, position) => ({
    index: i, position, text: scenario.tokens[i], isFocus: i === state.focus, asks: asks[position],
    unknown: isUnknown(scenario, i),
  }));
  // The heatmap is the whole playground's (steps.js: explore); a step's drawing has none.
  const heatmap = shows.explore ? heatmapModel(scenario, state, heatGrid(core, scenario, state, row, state.head), state.head, asks) : null;

  const vm = {
    lang: L.lang,            // the catalogue language of every string (i18n.js)
    langTag: tag,            // the tag asked for
    scenario: {
      id: scenario.id, key: scenario.id + '#' + serial(scenario), title: L.title, tryThis: L.tryThis, sentence: scenario.sentence,
      features: scenario.features, valueFeatures: scenario.valueFeatures,
      typed: isTyped(scenario),
      swap: scenario.swap ? scenario.swap.map((i) => ({ index: i, text: scenario.tokens[i] })) : null,
    },
    unknownCount: isTyped(scenario) ? scenario.unknown.filter(Boolean).length : 0,
    tokens, focus: state.focus, focusPosition: p, focusText: scenario.tokens[state.focus],
    magnitude: state.magnitude, sink: { on: state.sink.on, score: state.sink.score }, causal: state.causal,
    shownHeads: S.headsShown(state), allHeads: state.heads.length === scenario.heads.length, shownHead: state.head,
    numbers: state.numbers || shows.numbers, detail: state.detail && shows.explore, sliders: state.sliders, rows: state.rows, hide: state.hide,
    heads, heatmap,
    order: checkOrder(scenario, state, row, answered.original, order.length <= FULL),
    step: state.step, steps: STEP_IDS, shows,
    heading: state.heading, task: state.task, training: state.training, model: state.model,
    // What the learner did that no setting holds (element.js): the search result
    // picked, and whether the learned step's training passed its gate.
    picked: options && Number.isInteger(options.picked) ? options.picked : null,
    trained: Boolean(options && options.trained === true),
  };
  vm.needed = E.neededRows(heads[state.head]).map((r) => r.index); // the words the focus needs most
  // The scores moved up together (shift.js): where softmax is taught.
  vm.shift = shows.softmax ? shiftModel(core, heads[state.head], Boolean(options && options.shiftOpen)) : null;
  // The magnitude as the length of the query and the key (stretch.js).
  vm.stretch = shows.softmax ? stretchModel(heads[state.head], state.magnitude) : null;
  vm.texts = {
    needs: E.needs(vm),
    magnitude: E.magnitude(vm),
    sink: E.sink(vm),
    order: E.order(vm.order, vm.lang),
    heatmap: heatmap ? E.heatmap(vm, heatmap) : '',
    // "What this means" is the whole playground's (its words come with the explore part).
    meaning: shows.explore ? E.meaning(vm) : '',
  };
  return vm;
}
