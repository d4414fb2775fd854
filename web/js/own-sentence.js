// "Your own sentence": turns any typed text into a NORMALISED scenario (the shape
// loadScenario returns, docs/scenario-format.md) using the built-in lexicon
// (web/lexicon.json: lexicon-index.js reads it, word-reading.js reads each token,
// word-description.js says what each word does in each head), plus `unknown`:
// per token, whether the lexicon did not know it.
//
// Its words (what each token looks for, advertises and carries, the heads'
// labels and questions, the prompt) are the catalogues' words.* entries: the
// scenario's own fields in English and a `translations` entry for every other
// catalogue language loaded (a language loaded later makes the element read
// the sentence again).
import * as I from './i18n.js';
import englishWords from './i18n-en-words.js';
import spanishWords from './i18n-es-words.js';
import { getIndex } from './lexicon-index.js';
import { readToken, looksLikeName } from './word-reading.js';
import { wordsFor, describe } from './word-description.js';

// This module is a part of its own (parts.js): its words join the catalogues when it loads.
I.addWords('en', englishWords);
I.addWords('es', spanishWords);

// Defaults for a typed sentence.
// - magnitude 5: a full match scores 5, a thing-for-"it" 4, a half match 2.5.
// - sink on at 3: idle words (zero query: every score 0) rest on the sink, and a
//   match must be better than 60 % of a full match to beat it, so weak partial
//   matches (a verb's faint interest in things) lose to the sink.
// - causal OFF. We tried both. Causal makes pronouns and verbs look only back
//   (nice for "it"), but "which meaning?" needs the words after the ambiguous one
//   ("I sat on the bank of the river": the river comes after the bank), the chapter
//   describes attention as comparing a query with every other token, and the
//   word-order lesson ("the dog chased the cat" vs "the cat chased the dog" give the
//   same scores) only holds without the mask. Pronouns still find their noun
//   without it, because nouns after a pronoun are rare in short sentences and the
//   features decide. The causal control is one click away for the learner.
const DEFAULTS = Object.freeze({ magnitude: 5, sink: Object.freeze({ on: true, score: 3 }), causal: false });

const HEADS = Object.freeze([
  { id: 'who', label: 'who?',
    question: 'Who or what is this about? Pronouns look for the noun they stand for; verbs look for who did them.' },
  { id: 'where', label: 'where?',
    question: 'Where is this happening? Prepositions, “here”, “there” and verbs look for places.' },
  { id: 'meaning', label: 'which meaning?',
    question: 'Which meaning of this word fits here? Words with two meanings look for words that settle it.' },
]);

const TEXT_MAX = 120;   // the scenario format's limit for looksFor/advertises/carries

function clip(text) {
  return text.length > TEXT_MAX ? text.slice(0, TEXT_MAX - 1) + '…' : text;
}

// The languages a scenario speaks: English (its own fields) first, then every
// other catalogue language (its `translations`).
function languages() {
  return ['en'].concat(I.languages().filter((lang) => lang !== 'en'));
}

// Dense rows and texts for one token, cached per (token, guessed name). The rows
// and text objects are FROZEN and shared by every token with the same spelling
// (5,000 tokens would otherwise mean 45,000 little arrays): copy before editing.
// Each row's `texts` holds its texts per language (`text` is the English).
// The numbers come from the English description; every language's description
// gives the same numbers, only its words differ.
function template(token, reading, guessedName, idx, langs) {
  const cacheKey = (guessedName ? '\u0001' : '\u0000') + token;
  const cache = idx.templates;
  const hit = cache.get(cacheKey);
  if (hit && langs.every((lang) => hit[0].texts[lang])) return hit;
  const { features, valueFeatures } = idx.data;
  const dense = (map, names) => names.map((name) => {
    const x = map[name];
    return x === undefined ? 0 : x;
  });
  const byLang = {};
  for (const lang of langs) byLang[lang] = describe(token, reading, guessedName, wordsFor(lang));
  const parts = byLang.en;
  const result = HEADS.map((head) => {
    const p = parts[head.id];
    for (const name of Object.keys(p.q).concat(Object.keys(p.k))) {
      if (!features.includes(name)) throw new Error(`own-sentence: feature "${name}" is not declared`);
    }
    for (const name of Object.keys(p.v)) {
      if (!valueFeatures.includes(name)) throw new Error(`own-sentence: value feature "${name}" is not declared`);
    }
    const texts = {};
    for (const lang of langs) {
      const own = byLang[lang][head.id];
      texts[lang] = Object.freeze({ looksFor: clip(own.looksFor), advertises: clip(own.advertises), carries: clip(own.carries) });
    }
    return {
      query: Object.freeze(dense(p.q, features)),
      key: Object.freeze(dense(p.k, features)),
      value: Object.freeze(dense(p.v, valueFeatures)),
      text: texts.en,
      texts: Object.freeze(texts),
    };
  });
  if (cache.size > 50000) cache.clear();
  cache.set(cacheKey, result);
  return result;
}

// ------------------------------------------------------------ the scenario

const SENTENCE_END = new Set(['.', '!', '?', '…', ';', ':']);
const OPENERS = /^[\p{Pi}\p{Ps}"'“‘«(\[{—–-]+$/u;

function pick(options, name, fallback, check) {
  if (!options || options[name] === undefined) return fallback;
  if (!check(options[name])) throw new TypeError(`scenarioFromSentence: options.${name} is not valid (got ${JSON.stringify(options[name])})`);
  return options[name];
}

export function scenarioFromSentence(text, tokenize, options) {
  if (typeof text !== 'string') throw new TypeError(`scenarioFromSentence needs the sentence as a string (got ${typeof text})`);
  if (typeof tokenize !== 'function') throw new TypeError('scenarioFromSentence needs the core\'s tokenize function as its second argument');
  const magnitude = pick(options, 'magnitude', DEFAULTS.magnitude, (x) => typeof x === 'number' && x >= 1 && x <= 10);
  const sinkIn = pick(options, 'sink', DEFAULTS.sink, (x) => x && typeof x === 'object');
  const sink = {
    on: typeof sinkIn.on === 'boolean' ? sinkIn.on : DEFAULTS.sink.on,
    score: typeof sinkIn.score === 'number' && sinkIn.score >= 0 && sinkIn.score <= 10 ? sinkIn.score : DEFAULTS.sink.score,
  };
  const causal = pick(options, 'causal', DEFAULTS.causal, (x) => typeof x === 'boolean');

  let tokens;
  try {
    tokens = Array.from(tokenize(text));
  } catch (error) {
    throw new Error(`sentence: ${error.message}`);
  }
  if (tokens.length === 0) throw new Error('sentence: has no tokens (type at least one word)');

  const idx = getIndex();
  const n = tokens.length;
  const langs = languages();
  const words = {};
  for (const lang of langs) words[lang] = wordsFor(lang);
  const E = words.en;
  const heads = HEADS.map((h) => ({ id: h.id, label: E.say(`head.${h.id}.label`), question: E.say(`head.${h.id}.question`),
    queries: new Array(n), keys: new Array(n), values: new Array(n), text: new Array(n) }));
  const unknown = new Array(tokens.length);
  const textRows = new Array(tokens.length);   // per token, its template rows (texts in every language)
  let sentenceStart = true;
  let firstPronoun = -1;
  let firstAmbiguous = -1;
  let firstVerb = -1;
  let firstPlaceAsk = -1;

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const reading = readToken(token);
    const guessedName = reading.type === 'unknown' && !sentenceStart && looksLikeName(token);
    unknown[i] = reading.type === 'unknown' && !guessedName;
    const rows = template(token, reading, guessedName, idx, langs);
    for (let h = 0; h < heads.length; h++) {
      const head = heads[h];
      const row = rows[h];
      head.queries[i] = row.query;
      head.keys[i] = row.key;
      head.values[i] = row.value;
      head.text[i] = row.text;
    }
    textRows[i] = rows;
    if (reading.type === 'word') {
      const e = reading.entry;
      if (firstPronoun < 0 && e.kind === 'pronoun' && e.refers !== 'speaker') firstPronoun = i;
      if (firstAmbiguous < 0 && e.kind === 'ambiguous') firstAmbiguous = i;
      if (firstVerb < 0 && e.kind === 'verb') firstVerb = i;
      if (firstPlaceAsk < 0 && e.kind === 'preposition') firstPlaceAsk = i;
    }
    if (SENTENCE_END.has(token)) sentenceStart = true;
    else if (!OPENERS.test(token)) sentenceStart = false;
  }

  let focus = 0;
  let head = 0;
  let tryKey = 'try.any';
  if (firstPronoun >= 0) {
    focus = firstPronoun; tryKey = 'try.pronoun';
  } else if (firstAmbiguous >= 0) {
    focus = firstAmbiguous; head = 2; tryKey = 'try.ambiguous';
  } else if (firstVerb >= 0) {
    focus = firstVerb; tryKey = 'try.verb';
  } else if (firstPlaceAsk >= 0) {
    focus = firstPlaceAsk; head = 1; tryKey = 'try.preposition';
  }
  const tryThisIn = (T) => T.sayWord(tryKey, tokens[focus]);

  // Every other language's words, shaped as the scenario format's
  // `translations` (the text objects are the shared, frozen ones).
  const translations = {};
  for (const lang of langs) {
    if (lang === 'en') continue;
    const T = words[lang];
    const tokenTexts = {};
    for (let i = 0; i < n; i++) {
      const rows = textRows[i];
      const own = {};
      HEADS.forEach((h, k) => { own[h.id] = rows[k].texts[lang]; });
      tokenTexts[i] = own;
    }
    translations[lang] = {
      title: I.t(lang, 'own.title'),
      tryThis: tryThisIn(T),
      heads: Object.fromEntries(HEADS.map((h) => [h.id,
        { label: T.say(`head.${h.id}.label`), question: T.say(`head.${h.id}.question`) }])),
      tokens: tokenTexts,
    };
  }

  return {
    id: 'own',
    title: I.t('en', 'own.title'),
    tryThis: tryThisIn(E),
    sentence: text,
    tokens,
    features: idx.data.features.slice(),
    valueFeatures: idx.data.valueFeatures.slice(),
    heads,
    magnitude,
    sink,
    focus,
    head,
    causal,
    swap: null,
    hidden: [],
    translations,
    done: null, // a typed sentence's task is the step's own
    unknown,
  };
}

// ------------------------------------------------------------ helpers for the widget and tests

// What the lexicon makes of one word, for display or debugging.
export function lookupWord(word) {
  const reading = readToken(String(word));
  if (reading.type !== 'word') return { known: reading.type !== 'unknown', type: reading.type };
  const e = reading.entry;
  return {
    known: true, type: 'word', lemma: e.lemma, kind: e.kind, as: e.as, gender: e.gender,
    topic: Object.assign({}, e.topic), plural: !!reading.plural, derived: !!e.derivedFrom,
    senses: e.senses ? Object.assign({}, e.senses) : undefined,
  };
}

// { words: number of distinct words listed, forms: number of spellings recognised, problems: [] }.
export function lexiconInfo() {
  const idx = getIndex();
  return { words: idx.entries.length, forms: idx.forms.size, problems: idx.problems.slice() };
}

export { DEFAULTS as OWN_SENTENCE_DEFAULTS, HEADS as OWN_SENTENCE_HEADS };
