// The state's text form: ONE reader and ONE writer, shared by lesson links
// (location.hash: "#scenario=sky&focus=3&magnitude=4.5") and the element's
// attributes (<attention-playground scenario="sky" focus="3">). Every setting
// of settings.js is both a link key and an attribute. Pure: no DOM.
//
//   split(text, lang?)                -> { pairs: [[key, raw]], notes }  ("#a=1&b=2", '+' is a space)
//   source(pairs, ids, from, lang?)   -> { source: { kind: 'scenario', id } | { kind: 'sentence', text } | null, notes }
//   apply(pairs, scenario, state, from, lang?) -> notes; changes `state` (from: 'hash' | 'attribute')
//   serialise(state, scenario)        -> "scenario=sky&focus=3" (values equal to the scenario's own left out)
//   detail(state, scenario)           -> the plain, serialisable state (the `change` event's detail)
// lang: the language of the notes (the catalogues' url.* entries; English by default).
// A value that cannot be used leaves its setting at the default and gives a note:
//   Ignored “magnitude=abc”: not a number from 1 to 10
import * as I from '../i18n/i18n.js';
import { BY_KEY, KEYS, MAX_LINK, MAX_PARTS, MAX_SENTENCE, Problem, SETTINGS, shorten, suggest, wellFormed } from './settings.js';
import * as S from './state.js';

export { KEYS, MAX_LINK, MAX_PARTS, MAX_SENTENCE };

function speaker(lang) { return (key, params) => I.t(lang || I.FALLBACK, key, params); }

// How a note names what it ignored: “magnitude=abc” in a link, magnitude="abc" on the element,
// the property magnitude set before the element was defined (from: 'property').
export function note(key, raw, why, from, lang) {
  const say = speaker(lang);
  if (from === 'property') return say('url.ignored-attribute', { what: say('url.early-property', { key }), why: shorten(why, 120) });
  if (from === 'attribute') {
    return say('url.ignored-attribute', { what: raw === null ? say('url.the-attribute', { key }) : `${key}="${shorten(raw)}"`, why });
  }
  key = shorten(key); // a link's key can be anything, a megabyte long too
  return say('url.ignored-link', { what: raw === null ? key : key + '=' + shorten(raw), why });
}

export function decode(text) { return decodeURIComponent(text.replace(/\+/g, ' ')); }

// "#scenario=sky&focus=3" -> pairs [['scenario', 'sky'], ['focus', '3']], in order.
// A key with no "=" has the value "" (so "#causal" turns the mask on).
// A link longer than MAX_LINK characters, or of more than MAX_PARTS parts, is
// one note and no settings (so a hostile link costs little to read).
export function split(text, lang) {
  const say = speaker(lang);
  const pairs = [];
  const notes = [];
  const body = String(text || '').replace(/^[#?]/, '');
  const count = (n) => I.count(lang || I.FALLBACK, n);
  if (body.length > MAX_LINK) return { pairs, notes: [say('url.long-link', { count: count(body.length), max: count(MAX_LINK) })] };
  const parts = body.split('&');
  if (parts.length > MAX_PARTS) return { pairs, notes: [say('url.many-parts', { count: count(parts.length), max: count(MAX_PARTS) })] };
  for (const part of parts) {
    if (part === '') continue;
    const at = part.indexOf('=');
    const rawKey = at < 0 ? part : part.slice(0, at);
    const rawValue = at < 0 ? '' : part.slice(at + 1);
    let key;
    let value;
    try {
      key = decode(rawKey).trim().toLowerCase();
      value = decode(rawValue);
    } catch (error) {
      notes.push(note(shorten(rawKey), rawValue, say('url.percent'), 'hash', lang));
      continue;
    }
    if (!KEYS.includes(key)) {
      // A "did you mean" for the first few only (the view lists ten): 50,000 unknown keys take a tenth of a second.
      notes.push(note(key, value, say('url.not-setting', { hint: notes.length < 20 ? suggest(say, key, KEYS, 'settings') : '' }), 'hash', lang));
      continue;
    }
    pairs.push([key, value]);
  }
  return { pairs, notes };
}

// Which scenario the pairs ask for: the last `scenario` or `sentence` wins.
// ids: the scenario ids that can be shown. Returns { source, notes }.
export function source(pairs, ids, from, lang) {
  const say = speaker(lang);
  const notes = [];
  let found = null;
  for (const [key, raw] of pairs) {
    if (key === 'scenario') {
      const id = raw.trim();
      if (ids.includes(id)) found = { kind: 'scenario', id };
      else if (id === 'learned') notes.push(note(key, raw, say('url.learned-gone'), from, lang));
      else notes.push(note(key, raw, say('url.no-example', { id: shorten(id), hint: suggest(say, id, ids, 'examples') }), from, lang));
    } else if (key === 'sentence') {
      if (raw.trim() === '') notes.push(note(key, raw, say('url.empty-sentence'), from, lang));
      else if (raw.length > MAX_SENTENCE) notes.push(note(key, raw, say('url.long-sentence', { max: MAX_SENTENCE }), from, lang));
      else found = { kind: 'sentence', text: raw };
    }
  }
  return { source: found, notes };
}

// Applies the pairs (the last value of each key) to `state`, in the order of
// the settings table (so "heads" comes before "head" and "focus"). Returns the notes.
// own: the id of a scenario given as data (a list of examples may name it), or null.
export function apply(pairs, scenario, state, from, lang, own = null) {
  const say = speaker(lang);
  const last = new Map();
  for (const [key, raw] of pairs) if (BY_KEY[key] && BY_KEY[key].parse) last.set(key, raw);
  const notes = [];
  for (const setting of SETTINGS) {
    if (!last.has(setting.key)) continue;
    const raw = last.get(setting.key);
    try {
      Object.assign(state, setting.parse(raw, { scenario, state, say, own }));
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      notes.push(note(setting.key, raw, error.message, from, lang));
    }
  }
  return notes;
}

// The state fields one key sets (so removing an attribute can reset them).
export function fieldsOf(key) {
  const setting = BY_KEY[key];
  if (!setting || !setting.parse) return [];
  if (key === 'heads') return ['heads', 'head'];
  if (key === 'controls') return ['hide'];
  return [key];
}

// Well-formed first: encodeURIComponent throws on a lone surrogate.
export function encode(value) {
  return encodeURIComponent(wellFormed(value)).replace(/%20/g, '+')
    .replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%3B/gi, ';').replace(/%40/gi, '@').replace(/%2F/gi, '/');
}

export function serialise(state, scenario) {
  const defaults = S.create(scenario);
  const out = [];
  for (const setting of SETTINGS) {
    const value = setting.write(state, scenario, defaults);
    if (value !== null && value !== undefined) out.push(setting.key + '=' + encode(value));
  }
  return out.join('&');
}

// One setting's value as a host page reads it (the element's property).
export function plain(key, state, scenario) {
  const setting = BY_KEY[key];
  return setting.plain ? setting.plain(state, scenario) : state[key];
}

// The plain state a host page can store or send: every setting by its key
// (the input-only `controls` left out), the focus word and the link.
export function detail(state, scenario) {
  const out = {};
  for (const setting of SETTINGS) if (!setting.input) out[setting.key] = plain(setting.key, state, scenario);
  out.focusWord = scenario.tokens[state.focus];
  out.hash = serialise(state, scenario);
  return out;
}

