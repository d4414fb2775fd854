// The small readers and writers the settings table (settings.js) is made of:
// numbers, on/off, lists, head ids, token indices and ranges, each refusing a
// value it cannot use with a Problem that says why, in the notes' language
// (say). Pure: no DOM.
import { closest } from '../../../bindings/suggest.mjs';

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
export const TRUE = ['', 'on', 'true', 'yes', '1'];
export const FALSE = ['off', 'false', 'no', '0'];

// ------------------------------------------------------------ parsing helpers

export class Problem extends Error {}
export function problem(text) { throw new Problem(text); }

// What a note quotes of a value it ignored: at most 40 characters (a link's value can be a megabyte long);
// of an error's message, `max`.
export function shorten(text, max = 40) { return text.length > max ? text.slice(0, max - 1) + '…' : text; }

// " (did you mean “x”?)", else " (<listName>: a, b, c)" when short, else "".
export function suggest(say, word, names, listName) {
  const best = closest(word, names);
  if (best !== null) return say('url.did-you-mean', { name: best });
  if (listName && names.length > 0 && names.length <= 24) return say('url.list-' + listName, { names: names.join(', ') });
  return '';
}

// Text with each lone UTF-16 surrogate (half an emoji, cut) as U+FFFD, as
// String.prototype.toWellFormed does (Node 20 and older browsers lack it):
// percent-encoding cannot write a lone surrogate, so it would break a link.
export function wellFormed(text) {
  return String(text).replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (c) => (c.length > 1 ? c : '\uFFFD'));
}

export function list(raw) { return raw.split(',').map((x) => x.trim()).filter((x) => x !== ''); }

export function number(say, raw, min, max) {
  const text = raw.trim();
  const x = NUMBER.test(text) ? Number(text) : NaN;
  if (!(x >= min && x <= max)) problem(say('url.not-number', { min, max }));
  return x;
}

export function bool(say, raw) {
  const text = raw.trim().toLowerCase();
  if (TRUE.includes(text)) return true;
  if (FALSE.includes(text)) return false;
  return problem(say('url.not-on-off'));
}

// Numbers in links: at most 4 decimals, no trailing zeros, "-0" as "0".
export function n2s(x) {
  const r = Math.round(x * 1e4) / 1e4;
  return String(Object.is(r, -0) ? 0 : r);
}

export function headIndex(say, scenario, id) {
  const at = scenario.heads.findIndex((h) => h.id === id);
  if (at < 0) problem(say('url.not-head', { id: shorten(id), hint: suggest(say, id, scenario.heads.map((h) => h.id), 'heads') }));
  return at;
}

export function same(a, b) { return a.length === b.length && a.every((x, i) => x === b[i]); }

// "0-3,7,5,4" <-> [0, 1, 2, 3, 7, 5, 4]: runs of consecutive indices as ranges.
export function writeIndices(xs) {
  const out = [];
  for (let i = 0; i < xs.length;) {
    let j = i;
    while (j + 1 < xs.length && xs[j + 1] === xs[j] + 1) j++;
    out.push(j - i >= 2 ? `${xs[i]}-${xs[j]}` : xs.slice(i, j + 1).join(','));
    i = j + 1;
  }
  return out.join(',');
}

// The indices of "0-3,7": every part is checked and counted before any range
// is expanded, so a list that would hold more than `n` indices costs nothing.
export function readIndices(say, raw, n) {
  const ranges = [];
  let count = 0;
  for (const part of list(raw)) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) problem(say('url.not-index', { part: shorten(part) }));
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    if (b < a || b >= n) problem(say('url.outside-indices', { part: shorten(part), last: n - 1 }));
    count += b - a + 1;
    if (count > n) return null; // more indices than tokens: cannot be an order of them
    ranges.push([a, b]);
  }
  const out = [];
  for (const [a, b] of ranges) for (let i = a; i <= b; i++) out.push(i);
  return out;
}
