// Translations: every string the widget shows comes from a catalogue, looked up
// by key. English ships in i18n-en.js and Spanish in i18n-es.js; each calls
// i18n.register(lang, entries). Load this file before the catalogues and the
// catalogues before the views.
//
//   const { t } = AttentionPlayground.i18n;
//   t(lang, 'share.save-png')                       -> "Save as PNG" / "Guardar como PNG"
//   t(lang, 'vectors.focus', { token: '“sky”' })    -> "The focus: “sky”"
//
// - lang: any language tag ("es", "es-MX", "pt-BR", "xx", null). It is matched
//   by its full tag, then by its first part ("es-MX" -> "es"); anything
//   unknown reads English, with no error.
// - An entry is a string with {name} placeholders, an object of plural forms
//   { one, other } chosen by params.count (Intl.PluralRules), or a function
//   (params, lang) -> string for the rare sentence a template cannot say.
//   Params are inserted as given: format numbers first with i18n.num/pct.
// - A key missing from a catalogue reads the English entry; a key missing
//   from English reads as the key itself (a visible, harmless mistake).
// - Whole sentences are entries (never words glued together), so each language
//   keeps its own word order and agreement.
//
// Numbers: num(lang, x) gives at most two decimals with the language's decimal
// mark ("2.7" / "2,7", minus as "−"); pct(lang, w) a weight 0..1 as a
// percentage with one decimal ("87.0%" / "87,0 %"); quote(lang, text) gives
// “it” / «it»; list(lang, words) joins "a, b and c" / "a, b y c". langOf(element) finds the language a widget should
// speak: its own lang attribute, else the closest ancestor's, else <html lang>.
// translation(scenario.translations, tag) picks a scenario's own translation.
(function (root) {
  'use strict';
  const ns = root.AttentionPlayground = root.AttentionPlayground || {};
  if (ns.i18n) return;

  const catalogues = Object.create(null);
  const FALLBACK = 'en';

  function register(lang, entries) {
    const code = String(lang).toLowerCase();
    catalogues[code] = Object.assign(catalogues[code] || Object.create(null), entries);
  }

  // The catalogue language for a tag: "es-MX" -> "es", "xx" -> "en".
  function resolve(lang) {
    if (typeof lang !== 'string' || !lang.trim()) return FALLBACK;
    const tag = lang.trim().toLowerCase().replace(/_/g, '-');
    if (catalogues[tag]) return tag;
    const base = tag.split('-')[0];
    return catalogues[base] ? base : FALLBACK;
  }

  function has(lang, key) {
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

  function lookup(code, key) {
    const own = catalogues[code];
    if (own && Object.prototype.hasOwnProperty.call(own, key)) return own[key];
    const english = catalogues[FALLBACK];
    if (english && Object.prototype.hasOwnProperty.call(english, key)) return english[key];
    return undefined;
  }

  function fill(template, params) {
    return template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name) =>
      (params && Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole));
  }

  function t(lang, key, params) {
    const code = resolve(lang);
    let entry = lookup(code, key);
    if (entry === undefined) return key;
    if (typeof entry === 'function') return String(entry(params || {}, code));
    if (entry && typeof entry === 'object') {
      const count = params && typeof params.count === 'number' ? params.count : 0;
      entry = entry[pluralForm(code, count)] || entry.other || '';
    }
    return fill(String(entry), params);
  }

  // ---- numbers and lists

  function decimalMark(code) { return code === FALLBACK ? '.' : (t(code, 'number.decimal') || '.'); }

  function num(lang, x) {
    if (x === -Infinity) return '−∞';
    if (x === Infinity) return '∞';
    const rounded = Math.round(x * 100) / 100;
    const text = String(Object.is(rounded, -0) ? 0 : rounded).replace('-', '−');
    return text.replace('.', decimalMark(resolve(lang)));
  }

  function pct(lang, weight) {
    const code = resolve(lang);
    return t(code, 'number.percent', { n: (weight * 100).toFixed(1).replace('.', decimalMark(code)) });
  }

  function quote(lang, text) { return t(lang, 'quote', { text }); }

  function list(lang, words) {
    if (words.length <= 1) return words.join('');
    return t(lang, 'list.and', { items: words.slice(0, -1).join(', '), last: words[words.length - 1] });
  }

  // The language a widget speaks: its own lang attribute, else the closest
  // ancestor's (across shadow roots), else the document's.
  function langOf(element) {
    let node = element;
    while (node) {
      if (node.nodeType === 1 && node.hasAttribute('lang')) return node.getAttribute('lang');
      node = node.parentNode || (node.host ? node.host : null);
    }
    const html = root.document && root.document.documentElement;
    return html ? html.getAttribute('lang') || '' : '';
  }

  function languages() { return Object.keys(catalogues); }

  // The keys one catalogue holds itself (for checking catalogues against each other).
  function keys(lang) { return Object.keys(catalogues[String(lang).toLowerCase()] || {}); }

  // A scenario's own translation for a tag (its `translations` field): the
  // same tag, else the same language ("es" for "es-MX", "pt-BR" for "pt"),
  // else null.
  function translation(translations, tag) {
    if (!translations || typeof translations !== 'object' || !tag) return null;
    const keys = Object.keys(translations);
    const want = String(tag).toLowerCase();
    const base = want.split('-')[0];
    const key = keys.find((k) => k.toLowerCase() === want) || keys.find((k) => k.toLowerCase() === base) ||
      keys.find((k) => k.toLowerCase().split('-')[0] === base);
    return key ? translations[key] : null;
  }

  ns.i18n = Object.freeze({ register, resolve, has, t, num, pct, quote, list, langOf, languages, keys, translation, FALLBACK });
})(typeof globalThis !== 'undefined' ? globalThis : this);
