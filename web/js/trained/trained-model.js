// The view model of the trained tiny language model (the trained part): the
// numbers its views draw, worked out from what the model gave (model_api.mjs:
// its header's figures, attention(text), nextWords(text, k)),
// and the sentences that say them, built from those same rounded numbers
// (lib/shares.js), so a sentence never disagrees with the bar beside it.
// Pure: no DOM, no model calls. `w` is the words in one language:
// { t, share, count, quote, list } (the views' actions, or i18n bound to a language).
import { roundRow, single, sum as sumOfShares } from '../lib/shares.js';

// The words whose job is to stand for another, as the models read them: the
// English model's, the Spanish model's and the Arabic model's (no word is in two languages).
import { PRONOUNS, shownHead } from './pronoun-head.js';

export { PRONOUNS, shownHead };

// The preset sentences a learner can pick, per language of the model (its
// header's "language"): the chapter's first, then the storybook's kind (a
// pronoun, a verb agreeing across another noun), then one with words it does not know.
const PRESETS = Object.freeze({
  en: Object.freeze([
    'The cat sat on the mat because it was tired',
    'The cat sat on the mat because it was soft',
    'The girl saw the dog. It barked.',
    'Tom met Anna and she smiled.',
    'The children played because they were happy.',
    'The soldiers near the king were tired.',
    'The giraffe saw Zanzibar and it ran.',
  ]),
  es: Object.freeze([
    'El gato se sentó en la alfombra porque él estaba cansado',
    'El gato se sentó en el sofá porque estaba cansado',
    'El gato se sentó en el sofá porque estaba roto',
    'La niña vio al perro. Él ladró.',
    'Pedro conoció a Ana y ella sonrió.',
    'Los niños jugaron porque ellos estaban contentos.',
    'Los soldados cerca del rey corren.',
    'La jirafa vio Zanzíbar y ella corrió.',
  ]),
  ar: Object.freeze([
    'جلس القط على الحصيرة لأنه كان متعبًا',
    'جلس القط على الكرسي لأنه كان متعبًا',
    'جلس القط على الكرسي لأنه كان مكسورًا',
    'رأت البنت الكلب لأنه نبح.',
    'ذهب الأطفال إلى البيت لأنهم كانوا سعداء.',
    'رأت الزرافة زنجبار لأنها ركضت.',
  ]),
});

// The presets for a model of `language` (English's for a language without its own).
export const presetsOf = (language) => PRESETS[language] || PRESETS.en;

// The sink step's example, per language of the model: the chapter's sentence
// and the words asked about: one with nothing to find, and the pronoun.
const SINK_SENTENCES = Object.freeze({
  // words: the word with nothing to find and the pronoun; settles: the word that settles what the pronoun
  // stands for, which the model reads only after it ("tired").
  en: Object.freeze({ sentence: PRESETS.en[0], words: Object.freeze([2, 7]), settles: 9 }), // "sat", "it" (finds "cat"); "tired"
  es: Object.freeze({ sentence: PRESETS.es[0], words: Object.freeze([3, 8]), settles: 10 }), // «sentó», «él» (finds «gato»); «cansado»
  ar: Object.freeze({ sentence: PRESETS.ar[0], words: Object.freeze([2, 5]), settles: 7 }), // «على», «ـه» (finds «القط»); «متعبًا»
});
export const sinkSentenceOf = (language) => SINK_SENTENCES[language] || SINK_SENTENCES.en;

// The chapter's sentence and its twin, per language of the model: the same
// sentence but for the word that settles what the pronoun stood for ("tired":
// the cat; "soft": the mat), at word `at` of both. At the pronoun the model has
// not read that word yet (it reads left to right); the word itself looks back.
// (Spanish leaves the pronoun out, so its twins' word before is «estaba»; Arabic writes it
// joined, «لأنه», read as «لأن» «ـه».)
// after: the word the storybook's twins write right after the settling word ("tired and purred"):
// a head that does its job there (its header's twins.at "after") is read at that word.
const TWINS = Object.freeze({
// fits: the noun the settling word fits, in the sentence and in the twin ("cat", "mat").
  en: Object.freeze({ sentence: PRESETS.en[0], twin: PRESETS.en[1], at: 9, pronoun: 7, after: 'and', fits: Object.freeze([1, 5]) }),
  es: Object.freeze({ sentence: PRESETS.es[1], twin: PRESETS.es[2], at: 9, pronoun: 8, after: 'y', fits: Object.freeze([1, 6]) }),
  ar: Object.freeze({ sentence: PRESETS.ar[1], twin: PRESETS.ar[2], at: 7, pronoun: 5, after: 'فـ', fits: Object.freeze([1, 3]) }),
});
export const twinOf = (language) => TWINS[language] || null;
// Whether a typed sentence is one of the twins (as the model reads it: its words in lower case).
// (Compared letters only: the model's pieces of «لأنه» are «لأن» «ـه».)
export function isTwinSentence(language, tokens) {
  const pair = twinOf(language);
  if (!pair) return null;
  const letters = (text) => text.toLowerCase().replace(/[^\p{L}\p{M}]/gu, '').replace(/ـ/g, '');
  const said = letters(tokens.map((x) => x.text).join(''));
  for (const which of ['sentence', 'twin']) {
    if (said === letters(pair[which])) return which;
  }
  return null;
}


// The head that finds the noun a describing word fits (certified, else the closest).
export function meaningHead(heads) {
  let best = 0;
  let bestKey = -Infinity;
  heads.forEach((x, i) => {
    const key = (x.jobs && x.jobs.includes('meaning') ? 10 : 0) + (x.figures && x.figures.meaning || 0);
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

// How a word shows: as it was typed, known to the model or not (an unknown one
// is marked as such by the views, never shown as "?").
export function shownText(token) { return token.text; }

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

// What a reading shows: the words (unknown ones as "?"), the focus, its row of
// attention in the shown head, the guesses. reading: attention(text)'s result;
// next: nextWords(text, 3)'s; head: the index of the head shown (shownHead).
export function readingView(reading, next, head, focus) {
  const tokens = reading.tokens;
  const n = tokens.length;
  const f = Number.isInteger(focus) && focus >= 0 && focus < n ? focus : defaultFocus(tokens);
  const perLayer = reading.layers[0].heads.length;
  const weights = reading.layers[Math.floor(head / perLayer)].heads[head % perLayer].weights[f];
  const row = attentionRow(tokens, weights, f);
  return {
    tokens: tokens.map((x, i) => ({ index: i, text: x.text, shown: shownText(x), known: x.known, isFocus: i === f })),
    unknown: unknownWords(tokens),
    focus: f,
    focusText: tokens[f].text,
    focusShown: shownText(tokens[f]),
    rows: row.rows,
    sink: row.sink,
    top: row.top,
    guesses: guesses(next),
  };
}

// The figures a learner is told about the model, from its header (loadModel's about and shape).
export function aboutView(about, shape, vocabulary) {
  const a = about.accuracy;
  return {
    wordsRead: about.training.wordsRead,
    stories: about.training.stories,
    words: vocabulary.filter((x) => /\p{L}/u.test(x)).length, // not "?" (every word it does not know) nor "." and ","
    heldOut: about.heldOut.stories,
    model: single(a.model.all), bigram: single(a.bigram.all),
    modelAfter: single(a.model.afterPronoun), bigramAfter: single(a.bigram.afterPronoun),
    trigram: a.trigram ? single(a.trigram.all) : null, trigramAfter: a.trigram ? single(a.trigram.afterPronoun) : null,
    ceiling: a.ceiling ? single(a.ceiling.afterPronoun) : null,
    probes: about.probes ? about.probes.count : 0,
    context: shape.context,
  };
}

// ---- The sentences, each from the numbers shown beside it ----

// How well it guesses the next word, beside the guessers that look one and two words back, and the
// ceiling no guesser passes right after a pronoun (the header's accuracy, since format 3).
export function accuracyText(w, about) {
  const main = w.t('trained.accuracy', { stories: w.count(about.heldOut), model: w.share(about.model), bigram: w.share(about.bigram),
    modelAfter: w.share(about.modelAfter), bigramAfter: w.share(about.bigramAfter) });
  if (!about.trigram) return main;
  return main + ' ' + w.t('trained.baselines', { trigram: w.share(about.trigram), trigramAfter: w.share(about.trigramAfter),
    ceiling: w.share(about.ceiling) });
}

// "The model does not know: giraffe, Zanzibar." (or nothing when it knows every word)
export function unknownText(w, unknown) {
  return unknown.length ? w.t('trained.unknown', { words: w.list(unknown), count: unknown.length }) : '';
}

// What the focus word looks at, in one sentence, from its row's top entry (a
// word the model does not know is said as typed, and said to be unknown).
// view: { focusShown, rows, top }, as attentionRow gives them; words: the
// catalogue keys' prefix ('trained', or the learned step's 'training': its own part's words).
export function lookText(w, view, words = 'trained') {
  const focus = w.quote(view.focusShown);
  if (view.top.kind === 'sink') return w.t(words + '.look-sink', { focus, pct: w.share(view.top.share) });
  const top = view.rows[view.top.index];
  if (top.isFocus) return w.t(words + '.look-self', { focus, pct: w.share(top.share) });
  return w.t(words + (top.known ? '.look-word' : '.look-unknown'), { focus, word: w.quote(top.shown), pct: w.share(top.share) });
}

// The plural pronouns, which may stand for two nouns joined by "and".
const PLURALS = Object.freeze(['they', 'ellos', 'ellas', 'هم', 'ـهم']);
const AND = Object.freeze(['and', 'y', 'e', 'و']);

// Two nouns joined by "and" before word `end` ("the boy and the girl"): their
// indices, the last such pair, or null. nouns: the header's noun → pronoun.
function joinedPair(tokens, end, nouns) {
  const isNoun = (x) => Boolean(x && nouns[x.text.toLowerCase()]);
  for (let i = end - 1; i > 0; i--) {
    if (!AND.includes(tokens[i].text.toLowerCase())) continue;
    let a = i - 1;
    while (a >= 0 && a >= i - 1 && !isNoun(tokens[a])) a--;
    let b = i + 1;
    while (b < end && b <= i + 3 && !isNoun(tokens[b])) b++;
    if (a >= 0 && isNoun(tokens[a]) && b < end && isNoun(tokens[b])) return [a, b];
  }
  return null;
}

// Why a reading that looks like a failure is what it is, in one plain sentence
// (or ''): the focus is a word the model does not know; a plural pronoun splits
// its attention over two nouns joined by "and"; a pronoun gives its most to the
// first of its kind while another of its kind is nearer (the storybook's rule).
// nouns: the header's noun → pronoun (about.nouns).
export function whyText(w, view, nouns) {
  const focus = view.tokens[view.focus];
  if (!focus.known) return w.t('trained.why-unknown', { word: w.quote(focus.shown) });
  const pronoun = focus.text.toLowerCase();
  if (!PRONOUNS.includes(pronoun) || view.top.kind !== 'word' || !nouns) return '';
  const top = view.tokens[view.top.index];
  const pair = PLURALS.includes(pronoun) ? joinedPair(view.tokens, view.focus, nouns) : null;
  if (pair && pair.includes(top.index)) {
    return w.t('trained.why-two', { focus: w.quote(focus.shown), first: w.quote(view.tokens[pair[0]].shown),
      second: w.quote(view.tokens[pair[1]].shown) });
  }
  // The header's nouns: noun → the pronouns that stand for it.
  const kin = (x) => [].concat(nouns[x.text.toLowerCase()] || []).includes(pronoun);
  if (!kin(top)) return '';
  const nearest = view.tokens.slice(0, view.focus).filter(kin).pop();
  if (nearest && nearest.text.toLowerCase() !== top.text.toLowerCase()) {
    return w.t('trained.why-first', { focus: w.quote(focus.shown), word: w.quote(top.shown), nearer: w.quote(nearest.shown) });
  }
  return '';
}

// The chapter's sentence beside its twin: where the settling word of each
// looks in the head that finds the noun a describing word fits (meaningHead),
// or, for a head that does that job at the word after it (its header's
// twins.at "after"), where that next word looks: its top entry and row, from
// one row rounded together. readings: the attention() of the sentence and of the
// twin, each followed by pair.after when `after`; pair: twinOf(language).
export function twinView(readings, head, pair, after = false) {
  const perLayer = readings[0].layers[0].heads.length;
  const at = pair.at + (after ? 1 : 0);
  const sides = readings.map((reading) => {
    const weights = reading.layers[Math.floor(head / perLayer)].heads[head % perLayer].weights[at];
    const row = attentionRow(reading.tokens, weights, at);
    return { word: shownText(reading.tokens[pair.at]), next: after ? shownText(reading.tokens[at]) : null,
      rows: row.rows, sink: row.sink, top: row.top, topWord: row.top.kind === 'word' ? row.rows[row.top.index].shown : null };
  });
  // Whether each side's most goes to the noun its settling word fits: only then "each finds what it can be said of".
  const found = sides.every((x, k) => x.top.kind === 'word' && x.top.index === pair.fits[k]);
  return { pronoun: shownText(readings[0].tokens[pair.pronoun]), sentence: sides[0], twin: sides[1], twinText: pair.twin, found };
}

// Whether a head does the meaning job at the word after the settling word (its header's twins.at).
export const looksAfter = (head) => Boolean(head && head.twins && head.twins.at === 'after');

// "At “it” the model has not yet read “tired” … “tired” looks at “cat” (81.0 %); in its twin … “soft” looks at “mat” (77.3 %)."
// "At “it” the model has not yet read “tired”: …" (pronoun, word: as shown).
export function notYetReadText(w, pronoun, word) {
  return w.t('trained.twin-note', { pronoun: w.quote(pronoun), word: w.quote(word) });
}

export function twinText(w, view) {
  const side = (x) => {
    const params = { word: w.quote(x.word), next: x.next === null ? '' : w.quote(x.next), pct: w.share(x.top.share) };
    const after = x.next === null ? '' : '-after';
    return x.top.kind === 'word' ? w.t('trained.twin-looks' + after, Object.assign(params, { noun: w.quote(x.topWord) }))
      : w.t('trained.twin-sink' + after, params);
  };
  return notYetReadText(w, view.pronoun, view.sentence.word) + ' ' +
    w.t(view.found ? 'trained.twin-sides' : 'trained.twin-sides-not', { first: side(view.sentence), twin: w.quote(view.twinText), second: side(view.twin) });
}

// ---- The heads step: the trained model's heads, each named only by its measured job ----

// Each head: its jobs and its figures as shares, each a gate's figure on the
// held-out stories and on the sentences written by hand (the probes), and the
// sentences that name it ("finds what “it” and “they” stand for: 91.1 % of its
// attention goes to the word it stands for, on 1,000 new stories; 94.0 % on 208
// sentences written by hand"); an uncertified head is "no clear job", with the
// figure of the job it comes closest to. heldOut: the stories' count; probes: the probes' count.
export function trainedHeads(heads, heldOut, probes = 0) {
  const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  return heads.map((x, i) => {
    const jobs = x.jobs || (x.job !== 'none' ? [x.job] : []);
    const pronouns = x.pronouns || [];
    const narrowed = x.heldOutOnly || { pronouns: [], subject: false };
    const all = ['pronoun', 'meaning', 'subject', 'previous'];
    const closest = jobs.length ? jobs[0] : all.includes(x.closest) ? x.closest
      : all.reduce((a, b) => ((x.figures[b] || 0) > (x.figures[a] || 0) ? b : a));
    // The figure of the first job: for pronouns, over the pronouns it is named for.
    const named = pronouns.concat(narrowed.pronouns);
    let figure = x.figures[closest] || 0;
    let probeFigure = null;
    const p = x.probes || {};
    if (closest === 'pronoun' && named.length && x.perPronoun) {
      figure = mean(named.map((q) => x.perPronoun[q].weight));
      const probed = named.filter((q) => p.perPronoun && p.perPronoun[q]);
      if (probed.length) probeFigure = mean(probed.map((q) => p.perPronoun[q].weight));
    } else if (closest === 'subject' && p.subject) {
      probeFigure = p.subject.weight;
    } else if (closest === 'meaning' && p.meaning) {
      probeFigure = p.meaning.weight;
    } else if (closest === 'previous' && typeof p.previous === 'number') {
      probeFigure = p.previous;
    }
    return {
      index: i, layer: x.layer, head: x.head, job: jobs.length ? jobs[0] : 'none', jobs, pronouns, narrowed, closest,
      share: single(figure), probeShare: probeFigure === null ? null : single(probeFigure), heldOut, probes,
    };
  });
}

// The head's name in the widget's words, its jobs joined by the language's separator.
export function headName(w, x) {
  if (!x.jobs || !x.jobs.length) return w.t('trained.job.none');
  const quoted = (words) => w.list(words.map((q) => w.quote(q)));
  const parts = [];
  for (const job of x.jobs) {
    if (job === 'pronoun') {
      if (x.pronouns.length) parts.push(w.t('trained.job.pronoun', { pronouns: quoted(x.pronouns), count: x.pronouns.length }));
      if (x.narrowed.pronouns.length) {
        parts.push(w.t('trained.job.pronoun-storybook', { pronouns: quoted(x.narrowed.pronouns), count: x.narrowed.pronouns.length }));
      }
    } else if (job === 'subject' && x.narrowed.subject) {
      parts.push(w.t('trained.job.subject-storybook'));
    } else {
      parts.push(w.t('trained.job.' + job));
    }
  }
  return parts.join(w.t('say.head-join'));
}

export function headFigureText(w, x) {
  const params = { pct: w.share(x.share), stories: w.count(x.heldOut) };
  if (x.job === 'none') return w.t('trained.closest.' + x.closest, params);
  const main = w.t('trained.figure.' + x.job, params);
  if (!x.probeShare || !x.probes) return main;
  return main + ' ' + w.t('trained.figure-probes', { pct: w.share(x.probeShare), probes: w.count(x.probes) });
}

// The heads step on a sentence: for each head, what the focus looks at there:
// its three largest shares (ties by the sentence's order), the sink, and the
// other words together, all from one row rounded together, so they add up.
export function headsReading(reading, heads, heldOut, focus, probes = 0) {
  const tokens = reading.tokens;
  const f = Number.isInteger(focus) && focus >= 0 && focus < tokens.length ? focus : defaultFocus(tokens);
  const perLayer = reading.layers[0].heads.length;
  const named = trainedHeads(heads, heldOut, probes);
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
export function heatmaps(reading, heads, heldOut, probes = 0) {
  const tokens = reading.tokens;
  const perLayer = reading.layers[0].heads.length;
  return trainedHeads(heads, heldOut, probes).map((x) => {
    const weights = reading.layers[Math.floor(x.index / perLayer)].heads[x.index % perLayer].weights;
    const rows = tokens.map((_, i) => {
      const row = attentionRow(tokens, weights[i], i);
      return { index: i, shown: shownText(tokens[i]), cells: tokens.map((__, j) => (j <= i ? row.rows[j].share : null)), sink: row.sink };
    });
    return Object.assign({}, x, { rows });
  });
}
