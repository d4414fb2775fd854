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
import * as I from '../i18n/i18n.js';
import englishWords from '../i18n/en/sentence.js';
import { getIndex, useLexicon } from './lexicon-index.js';
import { readToken, looksLikeName } from './word-reading.js';
import { wordsFor, describe } from './word-description.js';

// This module is a part of its own (element/part-list.js): it brings its words in
// English; each other language's come with its part (i18n/<lang>/sentence.js).
I.partWords('sentence', 'en', englishWords);

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

// A typed sentence as a scenario: its settings, its tokens, each token read
// with the lexicon, the word to start on, and its words in every language.
export function scenarioFromSentence(text, tokenize, options) {
  if (typeof text !== 'string') throw new TypeError(`scenarioFromSentence needs the sentence as a string (got ${typeof text})`);
  if (typeof tokenize !== 'function') throw new TypeError('scenarioFromSentence needs the core\'s tokenize function as its second argument');
  const { magnitude, sink, causal } = settingsFrom(options);
  const tokens = tokensOf(text, tokenize);
  // The word list of the language it is read in (options.lang: a language whose part brought one), unless
  // English's knows more of its words (an English sentence typed in a Spanish widget); a sentence read
  // again (options.as: the scenario it made) keeps its own.
  const lexicon = options && options.as && readIn.has(options.as) ? readIn.get(options.as)
    : wordList(tokens, lexiconOf(options && options.lang));
  useLexicon(lexicon);
  const idx = getIndex();
  const langs = languages();
  const words = {};
  for (const lang of langs) words[lang] = wordsFor(lang);
  const E = words.en;
  const read = readSentence(tokens, idx, langs);
  const { focus, head, tryKey } = startingPoint(read.firsts);
  const tryThisIn = (T) => T.sayWord(tryKey, tokens[focus]);
  const scenario = {
    id: 'own',
    title: I.t('en', 'own.title'),
    tryThis: tryThisIn(E),
    sentence: text,
    tokens,
    features: idx.data.features.slice(),
    valueFeatures: idx.data.valueFeatures.slice(),
    heads: headsOf(read.rows, E),
    magnitude,
    sink,
    focus,
    head,
    causal,
    swap: null,
    hidden: [],
    translations: translationsOf(read.rows, langs, words, tryThisIn),
    done: null, // a typed sentence's task is the step's own
    unknown: read.unknown,
  };
  readIn.set(scenario, lexicon);
  return scenario;
}

// The word list of `lang`'s part (a language the widget speaks), else null: English's.
function lexiconOf(lang) { return I.ownOf('lexicon', I.resolve(lang)); }

// The word list each typed sentence was read with (null: English's).
const readIn = new WeakMap();

// `lexicon` (a language's word list, or null: English's), unless English's knows more of the tokens.
function wordList(tokens, lexicon) {
  if (!lexicon) return null;
  const known = (data) => { useLexicon(data); return tokens.reduce((n, token) => n + (readToken(token).type === 'word'), 0); };
  return known(null) > known(lexicon) ? null : lexicon;
}

// The magnitude, sink and causal mask asked for, else the defaults; a sink
// field of the wrong kind falls back to its default alone.
function settingsFrom(options) {
  const magnitude = pick(options, 'magnitude', DEFAULTS.magnitude, (x) => typeof x === 'number' && x >= 1 && x <= 10);
  const sinkIn = pick(options, 'sink', DEFAULTS.sink, (x) => x && typeof x === 'object');
  const sink = {
    on: typeof sinkIn.on === 'boolean' ? sinkIn.on : DEFAULTS.sink.on,
    score: typeof sinkIn.score === 'number' && sinkIn.score >= 0 && sinkIn.score <= 10 ? sinkIn.score : DEFAULTS.sink.score,
  };
  const causal = pick(options, 'causal', DEFAULTS.causal, (x) => typeof x === 'boolean');
  return { magnitude, sink, causal };
}

// The core's tokens of the text; its error and an empty sentence named as the sentence's.
function tokensOf(text, tokenize) {
  let tokens;
  try {
    tokens = Array.from(tokenize(text));
  } catch (error) {
    throw new Error(`sentence: ${error.message}`);
  }
  if (tokens.length === 0) throw new Error('sentence: has no tokens (type at least one word)');
  return tokens;
}

// Each token read with the lexicon: rows (per token, its template rows, texts
// in every language), unknown (per token, whether the lexicon did not know it),
// and firsts: the first pronoun, ambiguous word, verb and preposition (-1: none).
function readSentence(tokens, idx, langs) {
  const rows = new Array(tokens.length);
  const unknown = new Array(tokens.length);
  const firsts = { pronoun: -1, ambiguous: -1, verb: -1, preposition: -1 };
  let sentenceStart = true; // a capital here is no sign of a name
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const reading = readToken(token);
    const guessedName = reading.type === 'unknown' && !sentenceStart && looksLikeName(token);
    unknown[i] = reading.type === 'unknown' && !guessedName;
    rows[i] = template(token, reading, guessedName, idx, langs);
    if (reading.type === 'word') noteFirst(firsts, reading.entry, i);
    if (SENTENCE_END.has(token)) sentenceStart = true;
    else if (!OPENERS.test(token)) sentenceStart = false;
  }
  return { rows, unknown, firsts };
}

function noteFirst(firsts, e, i) {
  if (firsts.pronoun < 0 && e.kind === 'pronoun' && e.refers !== 'speaker') firsts.pronoun = i;
  if (firsts.ambiguous < 0 && e.kind === 'ambiguous') firsts.ambiguous = i;
  if (firsts.verb < 0 && e.kind === 'verb') firsts.verb = i;
  if (firsts.preposition < 0 && e.kind === 'preposition') firsts.preposition = i;
}

// The word to start on, its head and its "Try this": the first pronoun (who?),
// else the first word with two meanings (which meaning?), else the first verb
// (who?), else the first preposition (where?), else the first word.
function startingPoint(firsts) {
  if (firsts.pronoun >= 0) return { focus: firsts.pronoun, head: 0, tryKey: 'try.pronoun' };
  if (firsts.ambiguous >= 0) return { focus: firsts.ambiguous, head: 2, tryKey: 'try.ambiguous' };
  if (firsts.verb >= 0) return { focus: firsts.verb, head: 0, tryKey: 'try.verb' };
  if (firsts.preposition >= 0) return { focus: firsts.preposition, head: 1, tryKey: 'try.preposition' };
  return { focus: 0, head: 0, tryKey: 'try.any' };
}

// The scenario's heads, in English: per token, the shared frozen rows' vectors and texts.
function headsOf(rows, E) {
  return HEADS.map((h, k) => ({ id: h.id, label: E.say(`head.${h.id}.label`), question: E.say(`head.${h.id}.question`),
    queries: rows.map((r) => r[k].query), keys: rows.map((r) => r[k].key), values: rows.map((r) => r[k].value),
    text: rows.map((r) => r[k].text) }));
}

// Every other language's words, shaped as the scenario format's
// `translations` (the text objects are the shared, frozen ones).
function translationsOf(rows, langs, words, tryThisIn) {
  const translations = {};
  for (const lang of langs) {
    if (lang === 'en') continue;
    const T = words[lang];
    const tokenTexts = {};
    for (let i = 0; i < rows.length; i++) {
      const own = {};
      HEADS.forEach((h, k) => { own[h.id] = rows[i][k].texts[lang]; });
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
  return translations;
}

// ------------------------------------------------------------ helpers for the widget and tests

// What the lexicon makes of one word, for display or debugging.
export function lookupWord(word, lang) {
  useLexicon(lexiconOf(lang)); // the word list of `lang` (a language whose part brought one), else English's
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
export function lexiconInfo(lang) {
  useLexicon(lexiconOf(lang));
  const idx = getIndex();
  return { words: idx.entries.length, forms: idx.forms.size, problems: idx.problems.slice() };
}

export { DEFAULTS as OWN_SENTENCE_DEFAULTS, HEADS as OWN_SENTENCE_HEADS };
