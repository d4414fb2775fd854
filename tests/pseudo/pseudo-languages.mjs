// Three languages for tests only (PhET's stringTest=double, long and rtl, as
// issue 39 asks), made from English's words and examples, so the sweep
// (tests/browser/pseudo-translations.test.js) finds what a language longer
// than English, or written right to left, would break: a cut number, a text
// over another, a page that scrolls sideways. They live here, under tests/,
// and are never in the package: tests/pseudo/build.mjs bundles them with the
// widget into a scratch folder.
//   en-XD  every string doubled ("Try this: Try this: ")
//   en-XA  every string 40 % longer, in wide accented letters ("Ŵórd ŴŴ")
//   ar-XB  every string right to left in Arabic-width letters, the widget drawn right to left
// What a string holds for the code stays as it is: {placeholders}, digits, the
// catalogue's number rules (intl.*), and each example's sentence and tokens
// (the tasks' rules read them); what a learner reads of an example (its title,
// Try this, heads' labels and questions, what each word looks for,
// advertises and carries) is made the same way.

// The pieces of a text that are its own words (at even places) and what must stay ({name}, numbers, URLs).
const KEEP = /(\{[A-Za-z0-9_]+\}|\d+(?:[.,]\d+)*|https?:\S+|attention-[a-z-]+\.m?js|dist\/)/;

function mapWords(text, f) {
  return String(text).split(KEEP).map((piece, i) => (i % 2 ? piece : f(piece))).join('');
}

// Wider letters than English's, with marks: the test's "long" is also wide.
const WIDE = { a: 'å', e: 'ë', i: 'ï', o: 'ö', u: 'ü', y: 'ÿ', c: 'ç', n: 'ñ', s: 'š', z: 'ž', w: 'ŵ', m: 'ɱ',
  A: 'Å', E: 'Ë', I: 'Ï', O: 'Ö', U: 'Ü', Y: 'Ÿ', C: 'Ç', N: 'Ñ', S: 'Š', Z: 'Ž', W: 'Ŵ', M: 'Ṁ' };
function long(text) {
  const letters = String(text).replace(/\{[A-Za-z0-9_]+\}/g, '').length;
  const padding = Math.ceil(letters * 0.4);
  const wide = mapWords(text, (words) => words.replace(/[A-Za-z]/g, (c) => WIDE[c] || c));
  // The padding as words of wide letters at the end (before a closing mark, so sentences still end with theirs).
  if (padding === 0 || !/[A-Za-z]/.test(text)) return wide;
  const pad = ' ' + 'ŴɱŴ ŵɱŵ '.repeat(Math.ceil(padding / 8)).slice(0, padding).trim();
  const end = /[.:!?)]*\s*$/.exec(wide)[0];
  return wide.slice(0, wide.length - end.length) + pad + end;
}

function double(text) { return /[A-Za-z]/.test(text) ? `${text} ${text}` : text; }

// Arabic letters of about the widths of the Latin ones they stand for.
const ARABIC = { a: 'ا', b: 'ب', c: 'ك', d: 'د', e: 'ي', f: 'ف', g: 'غ', h: 'ه', i: 'ي', j: 'ج', k: 'ك', l: 'ل', m: 'م',
  n: 'ن', o: 'و', p: 'ب', q: 'ق', r: 'ر', s: 'س', t: 'ت', u: 'و', v: 'ف', w: 'و', x: 'خ', y: 'ي', z: 'ز' };
function rtl(text) {
  return mapWords(text, (words) => words.replace(/[A-Za-z]/g, (c) => ARABIC[c.toLowerCase()]).replace(/\?/g, '؟').replace(/,/g, '،'));
}

export const PSEUDO = Object.freeze([
  { tag: 'en-XD', name: 'double', make: double, own: {} },
  { tag: 'en-XA', name: 'long', make: long, own: {} },
  { tag: 'ar-XB', name: 'rtl', make: rtl, own: { dir: 'rtl' } },
]);

// A catalogue's entries made by `make`: strings and plural forms; its number rules and quotes kept.
export function pseudoCatalogue(entries, make) {
  const out = {};
  for (const [key, value] of Object.entries(entries)) {
    if (key.startsWith('intl.') || key === 'quote' || typeof value === 'function') out[key] = value;
    else if (typeof value === 'string') out[key] = make(value);
    else if (value && typeof value === 'object') out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, make(v)]));
    else out[key] = value;
  }
  return out;
}

// An example's words a learner reads, made by `make`; its sentence, tokens, features and ids kept.
const READ = new Set(['title', 'tryThis', 'label', 'question', 'advertises', 'carries', 'looksFor']);
export function pseudoExample(json, make) {
  const walk = (value, key) => {
    if (Array.isArray(value)) return value.map((x) => walk(x, key));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return typeof value === 'string' && READ.has(key) ? make(value) : value;
  };
  const out = walk(json, '');
  delete out.translations;
  return out;
}
