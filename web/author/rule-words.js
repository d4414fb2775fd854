// The words a done rule names (task-rules.js RULES: a WORD is a token index or
// a word of the sentence, its first occurrence in any case), as the editor
// reads and writes them. Pure: no DOM.
import { RULES } from '../js/lesson/task-rules.js';

// The token index a WORD names, or -1.
export function indexOfWord(tokens, word) {
  if (typeof word === 'number') return Number.isInteger(word) && word >= 0 && word < tokens.length ? word : -1;
  if (typeof word !== 'string') return -1;
  const wanted = word.toLowerCase();
  return tokens.findIndex((t) => t.toLowerCase() === wanted);
}

// How the editor writes token i: the word itself when it is its first
// occurrence (readable, and it follows the word when the sentence changes),
// else the index.
export function wordFor(tokens, i) {
  return indexOfWord(tokens, tokens[i]) === i ? tokens[i] : i;
}

// The rule's kind: its one field that RULES knows.
export function kindOf(rule) {
  return rule ? Object.keys(RULES).find((k) => Object.prototype.hasOwnProperty.call(rule, k)) || null : null;
}

// A copy of `rule` with fn(value) applied to every value of a WORD field that
// is a token index (words written as words need nothing when tokens move).
export function mapWords(rule, fn) {
  const kind = kindOf(rule);
  if (!kind) return rule;
  const out = Object.assign({}, rule);
  if (kind === 'all') {
    out.all = Array.isArray(rule.all) ? rule.all.map((r) => mapWords(r, fn)) : rule.all;
    return out;
  }
  const spec = RULES[kind];
  out[kind] = mapValue(rule[kind], spec.value, fn);
  for (const extra of spec.also || []) if (rule[extra] !== undefined) out[extra] = mapValue(rule[extra], spec[extra], fn);
  return out;
}

function mapValue(value, kind, fn) {
  if (!kind) return value;
  if (kind.word) return typeof value === 'number' ? fn(value) : value;
  if (kind.list) return Array.isArray(value) ? value.map((v, i) => mapValue(v, kind.list[i], fn)) : value;
  if (kind.fields && value && typeof value === 'object') {
    const out = Object.assign({}, value);
    for (const [name, k] of Object.entries(kind.fields)) if (out[name] !== undefined) out[name] = mapValue(out[name], k, fn);
    return out;
  }
  return value;
}
