// The learned step's view model: what its card draws of the training's state
// (live-training.js), and every sentence said beside the numbers, built from
// those same rounded numbers (lib/shares.js), so a sentence never disagrees
// with the bar beside it. Pure: no DOM. `w` is the words in one language:
// { t, share, count, num, quote } (the views' actions, or i18n bound to a language).
// No word of a later section: the card never says "head" (the heads step names them).
import { single } from '../lib/shares.js';
import { attentionRow, guesses, lookText as looks, shownText } from '../trained/trained-model.js';
import { isSeed, MAX_SEED } from './live-training.js';
import { COMMITTED_SECONDS } from './learned-sentences.js';

export { isSeed as isSeedValue, MAX_SEED };

// The gate's thresholds as head_jobs.hpp has them (said to the learner; the C++ decides).
export const GATE_WEIGHT = 0.7;
export const GATE_TOP = 0.9;

// A guess's probability must drop to at most this share of itself, and by at
// least this much, with the looked-at word unknown, for the card to say the
// guess comes from that word.
const DEPENDS_RATIO = 0.5;
const DEPENDS_DROP = 0.1;
// "It looks at" a word: at least this much of its attention on it.
const LOOKS = 0.5;

// What the card shows, from the training's state. sentence: the sentence read
// ({ text, focus, stands }: learned-sentences.js).
export function cardView(state, sentence) {
  const committed = state.source === 'committed' && state.committed;
  const r = committed ? state.committed.reading : state.reading && state.reading.reading;
  const out = {
    source: committed ? 'committed' : 'live',
    phase: state.phase,
    step: state.step, words: state.words, seconds: state.seconds,
    loss: state.loss, firstLoss: state.firstLoss,
    curve: curve(state.losses),
    gate: gateView(state),
    reading: null,
  };
  if (!r) return out;
  const tokens = r.tokens;
  const pronoun = sentence.focus < tokens.length ? sentence.focus : tokens.length - 1;
  const focus = state.focus !== null && state.focus !== undefined && state.focus < tokens.length ? state.focus : pronoun;
  let weightsOf;
  if (committed) {
    const perLayer = r.layers[0].heads.length;
    const head = state.committed.head;
    weightsOf = (i) => r.layers[Math.floor(head / perLayer)].heads[head % perLayer].weights[i];
  } else {
    const { layer, head } = state.reading;
    weightsOf = (i) => r.layers[layer].heads[head].weights[i];
  }
  const row = attentionRow(tokens, weightsOf(focus), focus);
  const pronounRow = attentionRow(tokens, weightsOf(pronoun), pronoun);
  const match = !committed && state.match && state.match.focus === focus ? state.match : null;
  out.reading = {
    tokens: tokens.map((x, i) => ({ index: i, text: x.text, shown: shownText(x), known: x.known, isFocus: i === focus })),
    focus, pronoun, focusShown: shownText(tokens[focus]), pronounShown: shownText(tokens[pronoun]),
    rows: row.rows.map((x) => Object.assign({}, x, { score: match ? match.scores[x.index] : null })),
    sink: row.sink, sinkScore: match ? match.sinkScore : null, top: row.top,
    pronounTop: pronounRow.top, pronounRows: pronounRow.rows,
    guesses: guesses(committed ? r.next : r.next),
    without: withoutView(committed ? state.committed.without : state.reading.without, tokens, committed ? r.next : r.next),
    match,
  };
  return out;
}

// The loss of every step, as at most `columns` points (each the mean of its stretch of steps).
export function curve(losses, columns = 60) {
  const n = losses.length;
  if (n === 0) return [];
  const k = Math.min(columns, n);
  const points = [];
  for (let c = 0; c < k; c++) {
    const from = Math.floor((c * n) / k);
    const to = Math.floor(((c + 1) * n) / k);
    let sum = 0;
    for (let i = from; i < to; i++) sum += losses[i];
    points.push({ step: to, loss: sum / (to - from) });
  }
  return points;
}

// The gate: the first figure and the latest, as shares; whether it passed; the committed model's from its header.
export function gateView(state) {
  if (state.source === 'committed' && state.committed) {
    const f = state.committed.figures;
    return { committed: true, first: null, now: single(f.pronoun), top: single(f.pronounTop), passed: true,
      stories: state.committed.about.heldOut.stories, pronoun: state.committed.pronoun };
  }
  if (!state.gate) return null;
  return {
    committed: false,
    first: state.firstGate ? single(state.firstGate.weight) : null,
    now: single(state.gate.weight), top: single(state.gate.top), passed: Boolean(state.passed),
    passedNow: state.gate.passed, stories: state.gate.stories, step: state.gate.step,
    at: state.passed,
  };
}

// What the sentence with the looked-at word unknown guesses, for each of the guesses shown:
// { index, shown, of: [{ probability, below, share }] } (below: not among its guesses at all, so less than
// the last one it listed), or null.
function withoutView(without, tokens, next) {
  if (!without || !next.length) return null;
  const last = without.next[without.next.length - 1];
  const of = next.map((g) => {
    const found = without.next.find((x) => x.word === g.word);
    return { probability: found ? found.probability : null, below: found ? null : (last ? last.probability : 0),
      share: single(found ? found.probability : last ? last.probability : 0) };
  });
  return { index: without.index, shown: shownText(tokens[without.index]), of };
}

// Whether a guess comes from the looked-at word: made unknown, the guess's probability falls to half or less, by at least DEPENDS_DROP.
function fallsWithout(p, w) {
  return w.probability === null ? p - w.below >= DEPENDS_DROP : w.probability <= p * DEPENDS_RATIO && p - w.probability >= DEPENDS_DROP;
}

// ---- The sentences, each from the numbers shown beside it ----

// "“barked” is likely (61.0%) because “it” looked at “dog” (86.0% of its attention): with “dog” unknown, 4.2%."
// Said only when the numbers show it: the pronoun gives most of its attention to one word, and a guess
// shown falls when that word is made unknown (of those that do, the one that falls most). Otherwise one
// of the two other sentences about the best guess, also from the numbers.
export function becauseText(w, view) {
  const r = view.reading;
  if (!r || !r.guesses.length) return '';
  const best = r.guesses[0];
  const pronoun = w.quote(r.pronounShown);
  const top = r.pronounTop;
  if (top.kind !== 'word' || top.share.weight < LOOKS || top.index === r.pronoun) {
    const most = top.kind === 'word' ? top.share : r.pronounRows.reduce((a, x) => (x.share.units > a.units ? x.share : a), single(0));
    return w.t('training.because-spread', { pronoun, pct: w.share(most), word: w.quote(best.word), guess: w.share(best.share) });
  }
  const looked = w.quote(r.pronounRows[top.index].shown);
  const without = r.without && r.without.index === top.index ? r.without : null;
  const withoutText = (x) => (x.probability === null ? w.t('training.below', { pct: w.share(x.share) }) : w.share(x.share));
  let chosen = -1;
  if (without) {
    r.guesses.forEach((g, i) => {
      const x = without.of[i];
      const fall = g.share.weight - (x.probability === null ? x.below : x.probability);
      const chosenFall = chosen < 0 ? -1 : r.guesses[chosen].share.weight - (without.of[chosen].probability === null
        ? without.of[chosen].below : without.of[chosen].probability);
      if (fallsWithout(g.share.weight, x) && fall > chosenFall) chosen = i;
    });
  }
  if (chosen >= 0) {
    const g = r.guesses[chosen];
    return w.t('training.because', { pronoun, word: w.quote(g.word), guess: w.share(g.share), looked, pct: w.share(top.share),
      without: withoutText(without.of[chosen]) });
  }
  // (Its "with … unknown" needs that reading: without it, nothing is said rather than a sentence missing its number.)
  if (!without) return '';
  return w.t('training.because-not', { pronoun, word: w.quote(best.word), guess: w.share(best.share), looked, pct: w.share(top.share),
    without: withoutText(without.of[0]) });
}

// "“it” gives 86.0% of its attention to “dog”." for the chosen word's row (trained-model.js's rule, in this card's words).
export function lookText(w, r) { return looks(w, r, 'training'); }

// Where training is: "Not trained yet." / "Step 600: 303,773 words read in 14 s."
export function statusText(w, view) {
  if (view.source === 'committed') return '';
  if (view.phase === 'loading') return w.t('training.loading');
  if (view.step === 0) return w.t('training.not-yet');
  return w.t(view.phase === 'running' ? 'training.status-running' : 'training.status',
    { count: view.step, step: w.count(view.step), words: w.count(view.words), seconds: w.count(Math.round(view.seconds)) });
}

export function lossText(w, view) {
  if (view.loss === null) return '';
  return w.t('training.loss-now', { loss: w.num(view.loss), first: w.num(view.firstLoss) });
}

// "Finds what “it” stands for: 12.0% → 86.3% of its attention on the right word (it passes at 70%, on top for 90%)."
export function gateText(w, gate) {
  if (!gate) return '';
  const params = { now: w.share(gate.now), top: w.share(gate.top), stories: w.count(gate.stories),
    weight: w.share(single(GATE_WEIGHT)), topGate: w.share(single(GATE_TOP)) };
  if (gate.committed) return w.t('training.gate-committed', Object.assign(params, { pronoun: w.quote(gate.pronoun) }));
  if (gate.first && gate.first.units !== gate.now.units) params.first = w.share(gate.first);
  return w.t(params.first ? 'training.gate-moved' : 'training.gate', params);
}

// Once it has passed: when, and how far.
export function passedText(w, gate) {
  if (!gate || gate.committed || !gate.at) return '';
  return w.t('training.passed', { step: w.count(gate.at.step), seconds: w.count(Math.round(gate.at.seconds)),
    weight: w.share(single(gate.at.weight)), top: w.share(single(gate.at.top)) });
}

// The live region's milestones (never frames): started, the gate passed, paused.
// before, now: the training's states (live-training.js) the last time and now.
export function milestone(w, before, now) {
  if (now.passed && !before.passed) {
    return w.t('training.say-passed', { step: w.count(now.passed.step), weight: w.share(single(now.passed.weight)) });
  }
  if (now.phase === 'running' && now.started > before.started) return w.t('training.say-started');
  if ((before.phase === 'running' || before.phase === 'pausing') && now.phase === 'paused') {
    return w.t('training.say-paused', { step: w.count(now.step), loss: now.loss === null ? '' : w.num(now.loss) });
  }
  if (now.phase === 'failed' && before.phase !== 'failed') return w.t('training.say-failed', { reason: now.error || '' });
  return '';
}

// "A model our core trained for 8 minutes on the same kind of stories (8,267,254 words)."
export function committedText(w, about) {
  const minutes = Math.max(1, Math.round(about.training.seconds / 60));
  return w.t('training.committed', { minutes: w.count(minutes), count: minutes, words: w.count(about.training.wordsRead) });
}

// How long the committed model "Skip" shows trained, in whole minutes: its header's, once loaded, else
// its language's (the widget's, or English where it has no model of its own).
export function skipMinutes(state) {
  const seconds = state.committed ? state.committed.about.training.seconds
    : COMMITTED_SECONDS[state.runLanguage || state.language] || COMMITTED_SECONDS.en;
  return Math.max(1, Math.round(seconds / 60));
}
