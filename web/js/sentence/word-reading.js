// What the lexicon makes of one typed token: a word (possibly inflected, a
// contraction or a possessive), a number, punctuation, or unknown; and whether
// an unknown capitalised word looks like a name.
import { NOUN_KINDS, bareWord, getIndex } from './lexicon-index.js';

const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const NUMBER = /^[-+]?\p{N}/u;
// A Map, not an object literal: typed words like "constructor" must not find
// Object.prototype's properties.
const CONTRACTIONS = new Map([["can't", 'can'], ["won't", 'will'], ["shan't", 'shall'], ["ain't", 'is']]);

// Candidate lemmas for an inflected word, most likely first, with what the
// ending means: 'plural' (-s on a noun), 'verb' (-s/-ed/-ing), 'adjective' (-er, -est, -ly).
function stems(w) {
  const out = [];
  const add = (stem, ending) => { if (stem.length >= 2) out.push([stem, ending]); };
  if (w.endsWith('ies')) add(w.slice(0, -3) + 'y', 's');
  if (w.endsWith('ves')) { add(w.slice(0, -3) + 'f', 's'); add(w.slice(0, -3) + 'fe', 's'); }
  if (w.endsWith('es')) add(w.slice(0, -2), 's');
  if (w.endsWith('s') && !w.endsWith('ss')) add(w.slice(0, -1), 's');
  if (w.endsWith('ied')) add(w.slice(0, -3) + 'y', 'ed');
  if (w.endsWith('ed')) {
    add(w.slice(0, -2), 'ed');
    add(w.slice(0, -1), 'ed');
    if (w.length > 4 && w[w.length - 3] === w[w.length - 4]) add(w.slice(0, -3), 'ed');
  }
  if (w.endsWith('ing')) {
    add(w.slice(0, -3), 'ing');
    add(w.slice(0, -3) + 'e', 'ing');
    if (w.length > 5 && w[w.length - 4] === w[w.length - 5]) add(w.slice(0, -4), 'ing');
  }
  for (const [suffix, back] of [['iest', 'y'], ['ier', 'y'], ['ily', 'y'], ['est', ''], ['er', ''], ['ly', '']]) {
    if (w.endsWith(suffix)) {
      const stem = w.slice(0, -suffix.length);
      add(stem + back, 'more');
      if (back === '') {
        add(stem + 'e', 'more');
        if (stem.length > 2 && stem[stem.length - 1] === stem[stem.length - 2]) add(stem.slice(0, -1), 'more');
      }
    }
  }
  return out;
}

// A known word, possibly inflected: { entry, plural, via } or null.
function findWord(w) {
  const { forms } = getIndex();
  const direct = forms.get(w);
  if (direct) return direct;
  for (const [stem, ending] of stems(w)) {
    const reading = forms.get(stem);
    if (!reading) continue;
    const e = reading.entry;
    const nounLike = NOUN_KINDS.has(e.kind) || (e.kind === 'ambiguous' && NOUN_KINDS.has(e.as));
    if (ending === 's' && nounLike && e.kind !== 'name') return { entry: e, plural: true };
    if (ending === 's' && e.kind === 'verb') return { entry: e, plural: false };
    if ((ending === 'ed' || ending === 'ing') && e.kind === 'verb') return { entry: e, plural: false };
    if ((ending === 'ed' || ending === 'ing' || ending === 's') && (nounLike || e.kind === 'ambiguous')) {
      // a noun used as a verb: "rained", "fishing", "barked"
      const topic = e.kind === 'ambiguous' ? {} : e.topic;
      return { entry: { lemma: e.lemma, display: e.display, kind: 'verb', topic, derivedFrom: e }, plural: false };
    }
    if (ending === 'more' && (e.kind === 'adjective' || e.kind === 'feeling')) return { entry: e, plural: false };
  }
  return null;
}

// What the lexicon makes of one token (without its position):
// { type: 'word'|'number'|'punctuation'|'unknown', entry?, plural?, note? }.
export function readToken(token) {
  const idx = getIndex();
  const cached = idx.readings.get(token);
  if (cached) return cached;
  let result;
  if (!HAS_WORD_CHAR.test(token)) result = { type: 'punctuation' };
  else if (NUMBER.test(token)) result = { type: 'number' };
  else {
    const w = token.replace(/[\u2018\u2019\u02bc]/g, "'").toLowerCase();
    // A word list of another language knows its forms (lexicon-index.js): no English endings, and an accent may be left out.
    let found = idx.data.language ? idx.forms.get(w) || idx.bare.get(bareWord(w)) || null : findWord(w);
    let note = null;
    if (!found && !idx.data.language && CONTRACTIONS.has(w)) found = findWord(CONTRACTIONS.get(w));
    if (!found && !idx.data.language) {
      const m = /^(.+?)('s|')$/.exec(w);
      if (m) { found = findWord(m[1]); if (found) note = 'possessive'; }
    }
    if (!found && !idx.data.language) {
      const m = /^(.+?)(n't|'m|'re|'ve|'ll|'d)$/.exec(w);
      if (m) found = findWord(m[1]);
    }
    result = found ? { type: 'word', entry: found.entry, plural: found.plural, note } : { type: 'unknown' };
  }
  if (idx.readings.size > 50000) idx.readings.clear();
  idx.readings.set(token, result);
  return result;
}

// A capitalised word we do not know, not at the start of a sentence: a name, we guess.
export function looksLikeName(token) {
  return /^\p{Lu}/u.test(token) && /\p{Ll}/u.test(token);
}

