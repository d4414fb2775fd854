// Translations: every string the widget shows comes from a catalogue, looked up
// by key. English ships in en/catalogue.js, imported here. Every other
// language is a folder (es/) and a part loaded on demand: the element's list of
// parts says which (languagesFrom), load(lang) asks for it before a widget
// speaks it, and its index.js registers it: register(lang, entries, words)
// adds or extends a language, at run time too. The words of a part loaded on
// demand (explore, heatmap…: a file of that name in each language's folder)
// come in English with the part and in another language with that language's
// part; partWords() joins each to its catalogue once both are here.
//
//   import { t } from './i18n.js';
//   t(lang, 'share.save-png')                       -> "Save as PNG" / "Guardar como PNG"
//   t(lang, 'vectors.focus', { token: '“sky”' })    -> "The focus: “sky”"
//
// - lang: any language tag ("es", "es-MX", "pt-BR", "xx", null). It is matched
//   by its full tag, then by its first part ("es-MX" -> "es"); anything
//   unknown reads English, with no error.
// - An entry is a string with {name} placeholders, an object of plural forms
//   { one, other } chosen by params.count (Intl.PluralRules: a language's other
//   forms too, Arabic's two, few and many; a form it leaves out reads other), or a function
//   (params, lang) -> string for the rare sentence a template cannot say.
//   Params are inserted as given: format numbers first with i18n.num/pct.
// - A key missing from a catalogue reads the English entry; a key missing
//   from English reads as the key itself (a visible, harmless mistake).
// - Whole sentences are entries (never words glued together), so each language
//   keeps its own word order and agreement.
//
// Numbers, by the rules the catalogue spells out (intl.decimal, intl.group,
// intl.percent, intl.and…: number-text.js, no Intl, whose first use costs a
// page 15-20 ms), else through Intl in the locale it names (intl.locale;
// a catalogue registered without intl.decimal, or with it null as Arabic's, gets Intl): num(lang, x)
// gives at most two decimals ("2.7" / "2,7", minus as "−"); count(lang, n) a whole count, grouped ("200,001" / "200.001");
// pct(lang, w) a weight 0..1 as a percentage with one decimal ("87.0%" /
// "87,0 %"); quote(lang, text) gives “it” / «it»; list(lang, words) joins
// "a, b and c" / "a, b y c". langOf(element) finds the language a widget should
// speak: its own lang attribute, else the closest ancestor's, else <html lang>.
// translation(scenario.translations, tag) picks a scenario's own translation.
import english from './en/catalogue.js';
import { attributeOf, documentElement } from '../lib/page-dom.js';
import { unitsPerWhole } from '../lib/shares.js';
import { formatList, formatNumber } from './number-text.js';

const catalogues = Object.create(null);
export const FALLBACK = 'en';
// The catalogues that are parts of their own, by language, and how one arrives (languagesFrom).
let loadable = [];
let fetchLanguage = null;
const waitingWords = Object.create(null);
const partsHere = new Set(); // the parts whose words have come (their English ones: partWords)
const partsLater = Object.create(null); // part -> [[lang, entries]]: a language's words of a part not here yet
// Per catalogue, the text of each share shown so far (share(): there are only 1,003).
const shareTexts = new Map();

// A language tag such as "en", "es-MX" or "pt-BR" (the one rule for every
// place that takes one: the lang attribute and setting, scenario translations).
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
export function isLanguageTag(tag) { return typeof tag === 'string' && LANGUAGE_TAG.test(tag); }

// The languages that are parts of their own (["es"]), and fetch(code), which
// resolves once the language's part has registered it (element/part-list.js).
export function languagesFrom(codes, fetch) {
  loadable = codes;
  fetchLanguage = fetch;
}

// A language's catalogue, and its words of each part ({ explore: entries, … }),
// which join it once their part is here (partWords); and what else its part
// brings, by name (own: ownOf).
export function register(lang, entries, words = {}, own = {}) {
  const code = String(lang).toLowerCase();
  owns[code] = own;
  catalogues[code] = Object.assign(catalogues[code] || Object.create(null), entries, waitingWords[code]);
  forget(code);
  for (const name of Object.keys(words)) partWords(name, code, words[name]);
}

// What a language's part brings besides its words (register's `own`), by name:
// its own built-in examples, written in it (web/scenarios/<lang>/, by the
// English ones' ids and head ids), which a widget speaking it shows in place of
// the English ones (element/state-sources.js builtInJson), and its word list
// for a typed sentence, 'lexicon' (i18n/<lang>/lexicon.json; sentence/own-sentence.js);
// and how a widget that speaks it is drawn (element/frame.js): 'dir' ('rtl'), 'font' (a font-family: its faces, then the widget's var(--font)).
// A page that speaks English never downloads them. lang: a language the widget
// has (resolve); name: a built-in example's id, 'lexicon', 'dir' or 'font' (no name of Object.prototype). Else null.
const owns = Object.create(null);
export function ownOf(name, lang) { return (owns[lang] && owns[lang][name]) || null; }

// A part's words in one language: the part brings the English ones, which say
// it is here; each language's join its catalogue then (or when it is loaded),
// so no catalogue has a part's words before English has them.
export function partWords(name, lang, entries) {
  if (lang === FALLBACK) partsHere.add(name);
  const later = partsLater[name] = (partsLater[name] || []).concat([[lang, entries]]);
  if (!partsHere.has(name)) return;
  for (const [code, words] of later) addWords(code, words);
  partsLater[name] = [];
}

// Entries that belong to a catalogue that may not be loaded yet: they join it
// when it is (so they never make a language look available on their own).
export function addWords(lang, entries) {
  const code = String(lang).toLowerCase();
  waitingWords[code] = Object.assign(waitingWords[code] || Object.create(null), entries);
  if (catalogues[code]) Object.assign(catalogues[code], entries);
  forget(code);
}

// What was worked out from a catalogue that has changed.
function forget(code) {
  for (const cache of [shareTexts, ruleCache, formats, lists]) cache.delete(code);
}

// The first catalogue code for a tag that `known` takes: the whole tag
// ("es-mx"), then its language ("es"); null when neither (one rule for
// resolve() and wanted()).
function pick(lang, known) {
  if (typeof lang !== 'string' || !lang.trim()) return null;
  const tag = lang.trim().toLowerCase().replace(/_/g, '-');
  if (known(tag)) return tag;
  const base = tag.split('-')[0];
  return known(base) ? base : null;
}
const isLoaded = (code) => Boolean(catalogues[code]);
const isLoadable = (code) => Boolean(catalogues[code]) || loadable.includes(code);

// The catalogue a tag asks for, loaded or not ("es-MX" -> "es"), else null.
function wanted(lang) { return pick(lang, isLoadable); }

// The catalogue a tag asks for ("es-MX" -> "es"), else null: a part's name (element/part-list.js).
export function catalogueOf(lang) { return wanted(lang); }

// Whether the catalogue a tag asks for is here (or there is none to load).
export function loaded(lang) {
  const code = wanted(lang);
  return !code || Boolean(catalogues[code]);
}

// Loads the catalogue a tag asks for, if it is a part not loaded yet; resolves
// when t() speaks it. A catalogue that cannot be loaded leaves English.
export function load(lang) {
  const code = wanted(lang);
  if (!code || catalogues[code]) return Promise.resolve();
  return fetchLanguage(code).then(() => undefined);
}

// The catalogue language for a tag: "es-MX" -> "es", "xx" -> "en".
export function resolve(lang) { return pick(lang, isLoaded) || FALLBACK; }

export function has(lang, key) {
  const code = resolve(lang);
  return Object.prototype.hasOwnProperty.call(catalogues[code] || {}, key);
}

const pluralRules = Object.create(null);
function pluralForm(code, count) {
  try {
    if (!pluralRules[code]) pluralRules[code] = new Intl.PluralRules(code);
    return pluralRules[code].select(count);
  } catch (error) {
    return count === 1 ? 'one' : 'other';
  }
}

// On a touch screen (its primary pointer is coarse: a phone, a tablet) a sentence that says how to
// choose has its own words where a catalogue gives them: the key's ".touch" entry ("Tap any word",
// «Toca cualquier palabra» for «Haz clic en…»). Taken from the catalogue that has the key, so a
// language without its own touch words never reads English ones. Asked of the window's matchMedia
// (an own property of the window, which no element of the page can shadow) once per page.
let touchScreen = null;
function touchKey(code, key) {
  if (touchScreen === null) {
    try {
      touchScreen = typeof window === 'object' && typeof window.matchMedia === 'function' &&
        Boolean(window.matchMedia('(pointer: coarse)').matches);
    } catch (error) { touchScreen = false; }
  }
  if (!touchScreen) return key;
  const has = (c, k) => Boolean(c) && Object.prototype.hasOwnProperty.call(c, k);
  const from = has(catalogues[code], key) ? catalogues[code] : catalogues[FALLBACK];
  return has(from, key + '.touch') ? key + '.touch' : key;
}

function lookup(code, key) {
  const own = catalogues[code];
  if (own && Object.prototype.hasOwnProperty.call(own, key)) return own[key];
  const english = catalogues[FALLBACK];
  if (english && Object.prototype.hasOwnProperty.call(english, key)) return english[key];
  return undefined;
}

// A template split once into its pieces: literal text at even places, the
// names of its {placeholders} at odd ones (a view model fills hundreds a draw).
const pieces = new Map();
function piecesOf(template) {
  let parts = pieces.get(template);
  if (!parts) {
    parts = template.split(/\{([A-Za-z0-9_]+)\}/);
    if (pieces.size > 4000) pieces.clear();
    pieces.set(template, parts);
  }
  return parts;
}

function fill(template, params) {
  const parts = piecesOf(template);
  if (parts.length === 1) return template;
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i];
    out += (params && Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : `{${name}}`) + parts[i + 1];
  }
  return out;
}

export function t(lang, key, params) {
  const code = resolve(lang);
  let entry = lookup(code, touchKey(code, key));
  if (entry === undefined) return key;
  if (typeof entry === 'function') return String(entry(params || {}, code));
  if (entry && typeof entry === 'object') {
    const count = params && typeof params.count === 'number' ? params.count : 0;
    entry = entry[pluralForm(code, count)] || entry.other || '';
  }
  return withArticle(code, fill(String(entry), params));
}

// A bound share after an article, as a language says it: Spanish "da el > 99,9 %" is "da más del 99,9 %"
// (the catalogue's intl.above-after-article and its replacement; none in a language that has no such article).
function withArticle(code, text) {
  for (const side of ['above', 'below']) {
    const from = lookup(code, `intl.${side}-after-article`);
    if (from && text.includes(from)) text = text.split(from).join(lookup(code, `intl.${side}-with-article`) || from);
  }
  return text;
}

// ---- numbers and lists: by the catalogue's own rules (number-text.js) when
// it spells them out (intl.decimal and the rest), else by Intl in the locale
// it names (intl.locale). The same forms either way; a node test holds the
// two to the same text.

const ruleCache = new Map();
// A catalogue's own rules, or null when it leaves them to Intl.
function rulesOf(code) {
  if (!ruleCache.has(code)) {
    const own = catalogues[code];
    const entry = (key) => (own && typeof own[key] === 'string' ? own[key] : null);
    ruleCache.set(code, entry('intl.decimal') === null ? null : {
      decimal: entry('intl.decimal'), group: entry('intl.group') || '', groupMin: Number(entry('intl.group-min') || 1),
      percent: entry('intl.percent') || '{n}%', and: entry('intl.and'), andLast: entry('intl.and-last') || entry('intl.and'),
      comma: entry('intl.comma') || ', ',
      andBefore: entry('intl.and-alt-before') ? new RegExp(entry('intl.and-alt-before')) : null, andAlt: entry('intl.and-alt'),
    });
  }
  return ruleCache.get(code);
}

// One formatter per catalogue and form (the forms are the constants below,
// so the object itself is the key).
const formats = new Map();
function locale(code) { return t(code, 'intl.locale'); }
function numberFormat(lang, form) {
  const code = resolve(lang);
  let byForm = formats.get(code);
  if (!byForm) formats.set(code, byForm = new Map());
  let format = byForm.get(form);
  if (!format) {
    const rules = rulesOf(code);
    format = rules ? { format: (x) => formatNumber(x, form.own, rules) } : new Intl.NumberFormat(locale(code), form.intl);
    byForm.set(form, format);
  }
  return format;
}
// Minus signs as "−" (U+2212), the typographic minus, in every language.
const minus = (text) => text.replace(/-/g, '−');

// Each form in Intl's options and in number-text.js's terms.
export const FORMS = Object.freeze({
  number: { intl: { maximumFractionDigits: 2, useGrouping: false, signDisplay: 'negative' }, own: { places: 2, sign: 'negative' } },
  count: { intl: { maximumFractionDigits: 0 }, own: { places: 0, grouping: true, sign: 'auto' } },
  percent: { intl: { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'negative' },
    own: { places: 1, fixed: true, percent: true, grouping: true, sign: 'negative' } },
  percentShort: { intl: { style: 'percent', maximumSignificantDigits: 3, signDisplay: 'negative' },
    own: { significant: 3, percent: true, grouping: true, sign: 'negative' } },
});

export function num(lang, x) {
  if (x === -Infinity) return '−∞';
  if (x === Infinity) return '∞';
  return minus(numberFormat(lang, FORMS.number).format(x));
}

// A count of things, grouped as the locale writes it: "200,001" / "200.001".
export function count(lang, n) { return numberFormat(lang, FORMS.count).format(n); }

// A weight 0..1 as a percentage with one decimal: "87.0%", "87,0 %".
export function pct(lang, weight) { return minus(numberFormat(lang, FORMS.percent).format(weight)); }

// A share (shares.js: { weight, units, bound }, at one decimal) as the
// widget shows it: "47.5%", "< 0.1%", "> 99.9%".
export function share(lang, s) {
  const code = resolve(lang);
  let texts = shareTexts.get(code);
  if (!texts) shareTexts.set(code, texts = new Map());
  const key = s.bound === '<' ? -1 : s.bound === '>' ? -2 : s.units;
  let text = texts.get(key);
  if (text === undefined) {
    text = s.bound === '<' ? t(code, 'share.below', { pct: pct(code, 0.001) })
      : s.bound === '>' ? t(code, 'share.above', { pct: pct(code, 0.999) })
        : pct(code, s.units / unitsPerWhole(1));
    texts.set(key, text);
  }
  return text;
}

// A percentage with at most three significant digits ("0.01%", "100%"): an axis's ticks.
export function pctShort(lang, weight) { return minus(numberFormat(lang, FORMS.percentShort).format(weight)); }

export function quote(lang, text) { return t(lang, 'quote', { text }); }

// A language's name in the words of `lang` ("es": "Spanish" / "español"), for
// the rare line that names one: no catalogue lists the languages there are.
export function languageName(lang, code) {
  try { return new Intl.DisplayNames([locale(resolve(lang))], { type: 'language' }).of(code); } catch (error) { return code; }
}

const lists = new Map();
export function list(lang, words) {
  const code = resolve(lang);
  const rules = rulesOf(code);
  if (rules) return formatList(words, rules);
  if (!lists.has(code)) lists.set(code, new Intl.ListFormat(locale(code), { type: 'conjunction' }));
  return lists.get(code).format(words);
}

// The language a widget speaks: its own lang attribute, else the closest
// ancestor's (across shadow roots), else the document's.
export function langOf(element) {
  // The browser's own walk and getAttribute: a <form> around the widget has its
  // properties shadowed by its inputs' names (<input name="parentNode">, page-dom.js).
  for (let node = element; node;) {
    const found = node.closest('[lang]');
    if (found) return attributeOf(found, 'lang');
    const root = node.getRootNode();
    node = typeof ShadowRoot === 'function' && root instanceof ShadowRoot ? root.host : null;
  }
  const html = documentElement();
  return html ? html.getAttribute('lang') || '' : '';
}

export function languages() { return Object.keys(catalogues); }

// The keys one catalogue holds itself (for checking catalogues against each other).
export function keys(lang) { return Object.keys(catalogues[String(lang).toLowerCase()] || {}); }

// A scenario's own translation for a tag (its `translations` field): the
// same tag, else the same language ("es" for "es-MX", "pt-BR" for "pt"),
// else null.
export function translation(translations, tag) {
  if (!translations || typeof translations !== 'object' || !tag) return null;
  const keys = Object.keys(translations);
  const want = String(tag).toLowerCase();
  const base = want.split('-')[0];
  const key = keys.find((k) => k.toLowerCase() === want) || keys.find((k) => k.toLowerCase() === base) ||
    keys.find((k) => k.toLowerCase().split('-')[0] === base);
  return key ? translations[key] : null;
}

register('en', english);
