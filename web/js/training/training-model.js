// The view model of "Where the vectors come from" once it is open: from what
// the training controller reads out (training-controller.js read(), a plain
// copy) and the core's forward pass over the shown sentence, everything the
// open view draws, in words first and numbers on demand: the shown word's
// embedding in words; what the three learned grids make of it (a query that
// looks for, a key that advertises, a value that carries, each in the task's
// named features); the task in one sentence; the training's progress, loss
// and accuracy; the attention over the sentence as a grid of rounded
// percentages (with one sentence on its triangle); and the numbers.
// Pure: no DOM, no core calls (the pass is given). The views draw it.
//
// In the learned step the chapter has not taught several heads yet
// (headsTaught false): the layer's two heads are shown as one, the one that
// learned the task best, and no word names a head.
import { featureText } from '../lesson/explain.js';
import * as I from '../i18n/i18n.js';
import { roundRow, single } from '../lib/shares.js';
import { cellText } from '../heatmap/heatmap-text.js';
import { patternToken } from './learned-scenario.js';
import { EDIT_LIMIT, MAX_EDITS } from './training-controller.js';

const KINDS = [
  { kind: 'wQuery', name: 'W_Q', out: 'q', vector: 'queries' },
  { kind: 'wKey', name: 'W_K', out: 'k', vector: 'keys' },
  { kind: 'wValue', name: 'W_V', out: 'v', vector: 'values' },
];
export const MATRICES = KINDS;

function matVec(matrix, vector) { return matrix.map((row) => row.reduce((sum, w, a) => sum + w * vector[a], 0)); }
function argmax(row) { let best = 0; row.forEach((x, i) => { if (x > row[best]) best = i; }); return best; }

// The named features of a vector in the task's feature space, as a list in words.
function featureWords(vector, names, lang) {
  return featureText(vector, names, lang) || I.t(lang, 'projection.nothing');
}

// read: the controller's read(); pass: T.forward(state, embeddings) over the shown sentence.
// options: { lang, headsTaught, numbers } (numbers: the grids are open).
export function trainingModel(read, pass, options) {
  const lang = options.lang;
  const t = (key, params) => I.t(lang, key, params);
  const has = (key) => I.has(lang, key) || I.has('en', key);
  const quote = (text) => I.quote(lang, text);
  const share = (s) => I.share(lang, s);
  const headsTaught = options.headsTaught !== false;
  const task = read.task;
  const example = read.example;
  const causal = Boolean(task.options.causal);
  // The head on show: the learner's choice, or before the heads step the one that learned best.
  const head = headsTaught ? read.head : (read.evaluation ? read.evaluation.bestHead : 0);
  const out = pass.heads[head];
  const weights = read.params.heads[head];
  const i = read.focus;
  const focusText = example.tokens[i];
  const valueSize = weights.wValue[0].length;
  const readOut = read.params.wOut.slice(head * valueSize, (head + 1) * valueSize);

  // The three grids in words: a query compared (through W_K) with the embeddings
  // rewards these features; a key carries most of these features of the word; a
  // value adds most to these answers of the task.
  const embedding = read.embeddings[i];
  const queryInFeatures = matVec(weights.wKey, out.queries[i]);
  const keyWeight = weights.wKey.map((row, f) => embedding[f] * Math.hypot(...row));
  const valueInAnswers = task.classes.map((_, c) => out.values[i].reduce((sum, x, a) => sum + x * readOut[a][c], 0));
  const words = {
    is: t('training.word-is', { token: quote(focusText), n: String(i), features: featureWords(embedding, task.features, lang) }),
    looksFor: featureWords(queryInFeatures, task.features, lang),
    advertises: featureWords(keyWeight, task.features, lang),
    carries: featureWords(valueInAnswers, task.classes, lang),
  };
  // Before any training the grids are random numbers: what they make of the word is noise, and is said so.
  words.untrained = read.steps === 0 && !read.edited;

  const taskTitle = (x) => (has('training.task.' + x.id) ? t('training.task.' + x.id) : x.title);
  const describe = has('training.describe.' + task.id) ? t('training.describe.' + task.id) : task.description;

  // The grid: one row per word (its query), one column per word (its key), whole
  // percentages rounded together per row (shares.js); the cells a causal mask hides are empty.
  const rows = example.tokens.map((text, q) => {
    const seen = causal ? q + 1 : example.tokens.length;
    const whole = roundRow(Array.from(out.weights[q]).slice(0, seen), 0);
    const tenths = roundRow(Array.from(out.weights[q]).slice(0, seen));
    return {
      key: q, text, isFocus: q === i,
      cells: example.tokens.map((_, k) => (k >= seen ? { key: k, masked: true, text: '', title: t('projection.masked'), weight: 0 }
        : { key: k, masked: false, text: cellText(whole[k]), title: share(tenths[k]), weight: out.weights[q][k] })),
    };
  });

  // The shown word's row as bars: the words it sees (then the sink, if the layer has one).
  const seen = causal ? i + 1 : example.tokens.length;
  const withSink = task.options.sink !== null;
  const rowShares = roundRow(Array.from(out.weights[i]).slice(0, seen).concat(withSink ? [out.sinkWeights[i]] : []));
  const bars = example.tokens.map((text, k) => ({ key: 'w' + k, text, weight: out.weights[i][k], masked: k >= seen,
    number: k >= seen ? t('projection.masked') : share(rowShares[k]) }));
  if (withSink) bars.push({ key: 'sink', text: t('projection.sink'), weight: out.sinkWeights[i], masked: false, number: share(rowShares[seen]) });

  const layer = headsTaught ? '' : '-layer'; // the words for one head, before the heads step
  return {
    lang,
    headsTaught,
    tasks: read.tasks.map((x) => ({ id: x.id, title: taskTitle(x) })),
    taskId: task.id,
    taskSentence: t('training.task-sentence', { task: describe }),
    seed: { value: read.seed, help: read.seedError ? t('training.seed-bad', { seed: read.seed }) : t('training.seed-help'), error: Boolean(read.seedError) },
    examples: { shape: task.id + '|' + read.examples.length, options: read.examples.map((tokens, k) => ({ value: String(k), text: tokens.join(' ') })),
      value: String(read.exampleIndex) },
    tokens: example.tokens.map((text, k) => ({ key: k, text, pressed: k === i })),
    focus: { index: i, text: focusText },
    words,
    running: read.running,
    steps: read.steps,
    // Training stops where a lesson link could no longer train it again (settings.js MAX_TRAINING_STEPS).
    stepsText: t(read.atMost ? 'training.at-most' : 'training.step-count', { count: read.steps }),
    rate: read.stepsPerSecond,
    speedText: t('training.speed', { rate: String(Math.round(read.stepsPerSecond)) }),
    losses: read.losses,
    learned: learnedSentence(read, pass, head, layer, { t, quote, share }),
    accuracy: accuracySentence(read.evaluation, layer, t, share),
    evaluation: read.evaluation,
    heads: { shown: headsTaught && read.headCount > 1, value: String(head),
      options: Array.from({ length: read.headCount }, (_, k) => ({ value: String(k), text: t('projection.head-n', { n: String(k + 1) }) })) },
    heat: {
      shape: task.id + '|' + example.tokens.join(' '),
      title: t('training.heatmap-title' + layer, { n: String(head + 1) }),
      label: t('training.heatmap' + layer),
      columns: example.tokens.map((text, k) => ({ key: k, text })),
      rows,
      // One sentence on the grid's shape.
      triangle: causal ? t('training.triangle') : t('training.square'),
    },
    row: { title: t('projection.row' + layer, { token: quote(focusText), n: String(head + 1) }), bars },
    numbers: options.numbers ? numbersOf(read, pass, head, i, t, quote) : null,
    // What a number box takes: -edit..edit, and at most `edits` changed numbers (a lesson link's).
    limits: { edit: EDIT_LIMIT, edits: MAX_EDITS },
  };
}

// "The pronoun now attends most to …": the shown word's strongest attention,
// against the pattern the task asks for.
function learnedSentence(read, pass, head, layer, say) {
  const { t, quote, share } = say;
  if (read.steps === 0 || !read.evaluation) return t('training.learned-none');
  const example = read.example;
  const i = patternToken(example); // learned-scenario.js
  if (example.attendTo[i] < 0) return '';
  const row = pass.heads[head].weights[i];
  const best = argmax(row);
  const params = { head: String(head + 1), token: quote(example.tokens[i]), best: quote(example.tokens[best]),
    target: quote(example.tokens[example.attendTo[i]]), pct: share(roundRow(Array.from(row))[best]), pattern: t('training.pattern.' + read.task.id) };
  return t((best === example.attendTo[i] ? 'training.learned-yes' : 'training.learned-not-yet') + layer, params);
}

function accuracySentence(evaluation, layer, t, share) {
  if (!evaluation) return t('training.accuracy-none');
  const params = { count: evaluation.examples, prediction: share(single(evaluation.predictionAccuracy)),
    head: String(evaluation.bestHead + 1), attention: share(single(evaluation.headAttentionAccuracy[evaluation.bestHead])) };
  if (evaluation.pronounAccuracy !== null) {
    params.pronoun = share(single(evaluation.pronounAccuracy));
    return t('training.accuracy-pronoun', params);
  }
  return t('training.accuracy' + layer, params);
}

// The numbers behind the words: the embedding and the three grids (rows by
// feature), and q, k, v of the shown word.
function numbersOf(read, pass, head, i, t, quote) {
  const weights = read.params.heads[head];
  const out = pass.heads[head];
  const embedding = read.embeddings[i];
  return {
    shape: [read.task.id, ...KINDS.map((k) => weights[k.kind][0].length)].join('|'),
    features: read.task.features.map((name, f) => ({ key: f, name, e: embedding[f], zero: embedding[f] === 0,
      w: Object.fromEntries(KINDS.map((k) => [k.kind, weights[k.kind][f].slice()])) })),
    sizes: Object.fromEntries(KINDS.map((k) => [k.kind, weights[k.kind][0].length])),
    eScale: Math.max(1, ...embedding.map(Math.abs)),
    outputs: KINDS.map((k) => ({ key: k.out, name: k.out, label: t('projection.vector-' + k.out, { token: quote(read.example.tokens[i]) }),
      values: Array.from(out[k.vector][i]) })),
  };
}

// What the live region says as training goes (the element announces it):
// started, every hundred steps and whenever the accuracy on new sentences
// moves by a tenth (each at most every MILESTONE_MS: training runs hundreds
// of steps a second), and paused, with where it got. progress(read, at) is
// what a message compares; milestone(before, now, lang) the words, or ''.
export const MILESTONE_MS = 3000;

export function progress(read, at) {
  const recent = read.losses.slice(-10);
  const e = read.evaluation;
  return { at, running: read.running, steps: read.steps,
    loss: recent.length ? recent.reduce((a, b) => a + b, 0) / recent.length : null,
    accuracy: e ? (e.pronounAccuracy !== null && e.pronounAccuracy !== undefined ? e.pronounAccuracy : e.predictionAccuracy) : null };
}

export function milestone(before, now, lang) {
  if (!before) return '';
  const t = (key, params) => I.t(lang, key, params);
  const steps = t('training.step-count', { count: now.steps });
  const loss = now.loss === null ? '' : now.loss < 0.01 ? t('training.say-loss-small')
    : t('training.say-loss', { loss: I.num(lang, Number(now.loss.toPrecision(2))) });
  const accuracy = now.accuracy === null ? '' : t('training.say-accuracy', { pct: I.share(lang, single(now.accuracy)) });
  if (now.running && !before.running) return t('training.say-started', { steps });
  if (!now.running && before.running) return [t('training.say-paused', { steps }), loss, accuracy].filter(Boolean).join(' ');
  if (!now.running || now.at - before.at < MILESTONE_MS) return '';
  const tenth = (x) => (x === null ? null : Math.floor(x * 10));
  if (tenth(now.accuracy) !== tenth(before.accuracy) || Math.floor(now.steps / 100) > Math.floor(before.steps / 100)) {
    return [t('training.say-steps', { steps }), loss, accuracy].filter(Boolean).join(' ');
  }
  return '';
}
