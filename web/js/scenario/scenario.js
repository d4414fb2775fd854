// Loads and validates a scenario (docs/scenario-format.md) and returns its
// normalised form: dense query/key/value matrices the core can take directly.
// Nothing here touches the DOM: every error is a plain Error whose message is
// "<field path>: <problem>", for the widget to show as text.
// The widget loads it as a part (element/part-list.js: 'scenario') for an author's own
// example only; the built-in ones are checked here when it is built.
import { closest } from '../../../bindings/suggest.mjs';
import { isLanguageTag } from '../i18n/i18n.js';
import { RULES } from '../lesson/task-rules.js';

import { CONTROL_NAMES, isTyped } from '../data/scenario-shape.js';

export { CONTROL_NAMES, isTyped };

export const LIMITS = Object.freeze({
  features: 12, heads: 4, tokens: 1000, number: 10, magnitude: [1, 10], sinkScore: [0, 10],
  title: 80, tryThis: 200, name: 32, label: 24, question: 160, text: 120,
  // Characters of a sentence: counted before it is tokenized, so a huge one is refused at once.
  sentence: 20000,
});

const TOP_REQUIRED = ['id', 'title', 'tryThis', 'sentence', 'features', 'valueFeatures', 'heads', 'tokens'];
const TOP_OPTIONAL = ['format', 'magnitude', 'sink', 'focus', 'head', 'causal', 'swap', 'controls', 'translations', 'done'];
const TOKEN_TEXTS = ['looksFor', 'advertises', 'carries'];
const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const RESERVED_ID = 'learned'; // the training view's scenario (learned-scenario.js)
const HEAD_ID_PATTERN = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;

// ------------------------------------------------------------ messages

function fail(path, problem) {
  throw new Error(`${path}: ${problem}`);
}

function describe(x) {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'an array';
  if (typeof x === 'string') return JSON.stringify(x.length > 40 ? x.slice(0, 40) + '…' : x);
  if (typeof x === 'object') return 'an object';
  return String(x);  // numbers (NaN, Infinity too), booleans, undefined
}

// " (did you mean "x"?)" for the closest candidate within reach, else a list
// of the candidates when it is short enough to read, else "".
function hint(word, candidates, listName) {
  const best = closest(word, candidates);
  if (best !== null) return ` (did you mean "${best}"?)`;
  if (listName && candidates.length > 0 && candidates.length <= 12) return ` (${listName}: ${candidates.join(', ')})`;
  return '';
}

// ------------------------------------------------------------ value checks

function isPlainObject(x) {
  return x !== null && typeof x === 'object' && !Array.isArray(x);
}

// An object with no unknown fields and every required one; returns it.
function checkObject(value, path, required, optional, example) {
  if (!isPlainObject(value)) fail(path, `must be an object${example ? ' like ' + example : ''} (got ${describe(value)})`);
  const known = required.concat(optional);
  for (const field of Object.keys(value)) {
    if (!known.includes(field)) fail(path, `unknown field ${describe(field)}${hint(field, known, 'fields')}`);
  }
  for (const field of required) {
    if (value[field] === undefined) fail(join(path, field), 'is missing');
  }
  return value;
}

function join(path, field) {
  return path === 'scenario' ? field : `${path}.${field}`;
}

function checkString(value, path, maxLength, allowEmpty) {
  if (typeof value !== 'string' || (!allowEmpty && value.trim() === '')) {
    fail(path, `must be a non-empty string (got ${describe(value)})`);
  }
  if (maxLength !== undefined && value.length > maxLength) {
    fail(path, `must be at most ${maxLength} characters (got ${value.length})`);
  }
  return value;
}

function checkNumber(value, path, min, max) {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    fail(path, `must be a number from ${min} to ${max} (got ${describe(value)})`);
  }
  return value;
}

function checkBoolean(value, path) {
  if (typeof value !== 'boolean') fail(path, `must be true or false (got ${describe(value)})`);
  return value;
}

function checkArray(value, path, what, min, max) {
  if (!Array.isArray(value)) fail(path, `must be an array of ${what} (got ${describe(value)})`);
  if (value.length < min || value.length > max) {
    fail(path, `must have ${min} to ${max} ${what} (got ${value.length})`);
  }
  return value;
}

// Distinct non-empty names: features, valueFeatures.
function checkNames(value, path) {
  checkArray(value, path, 'names', 1, LIMITS.features);
  value.forEach((name, i) => {
    checkString(name, `${path}[${i}]`, LIMITS.name);
    const first = value.indexOf(name);
    if (first !== i) fail(`${path}[${i}]`, `"${name}" is listed twice (also ${path}[${first}])`);
  });
  return value.slice();
}

// ------------------------------------------------------------ parts

function parseScenario(json) {
  if (typeof json !== 'string') return json;
  try {
    return JSON.parse(json);
  } catch (error) {
    throw new Error(`scenario is not valid JSON: ${error.message}`);
  }
}

function tokenizeSentence(sentence, tokenize) {
  checkString(sentence, 'sentence', LIMITS.sentence, true);
  let tokens;
  try {
    tokens = tokenize(sentence);
  } catch (error) {
    fail('sentence', error.message);
  }
  if (tokens.length === 0) fail('sentence', 'has no tokens (write at least one word)');
  if (tokens.length > LIMITS.tokens) {
    fail('sentence', `has ${tokens.length} tokens; a scenario may have at most ${LIMITS.tokens}`);
  }
  return Array.from(tokens);
}

function checkHeads(value) {
  checkArray(value, 'heads', 'heads', 1, LIMITS.heads);
  return value.map((head, h) => {
    const path = `heads[${h}]`;
    checkObject(head, path, ['id', 'label', 'question'], []);
    const id = checkString(head.id, `${path}.id`, LIMITS.name);
    if (!HEAD_ID_PATTERN.test(id)) fail(`${path}.id`, `must use only letters, digits and hyphens (got ${describe(id)})`);
    const first = value.findIndex((other) => isPlainObject(other) && other.id === id);
    if (first !== h) fail(`${path}.id`, `"${id}" is used by heads[${first}] too`);
    return {
      id,
      label: checkString(head.label, `${path}.label`, LIMITS.label),
      question: checkString(head.question, `${path}.question`, LIMITS.question),
    };
  });
}

// A map over declared names -> a dense vector (missing names are 0).
function vectorFrom(map, path, names, kind, otherNames) {
  if (!isPlainObject(map)) fail(path, `must be an object mapping ${kind}s to numbers (got ${describe(map)})`);
  const vector = new Array(names.length).fill(0);
  for (const name of Object.keys(map)) {
    const index = names.indexOf(name);
    if (index < 0) {
      const elsewhere = otherNames.includes(name)
        ? ` (it is ${kind === 'feature' ? 'a value feature' : 'a query/key feature'}; declared ${kind}s: ${names.join(', ')})`
        : hint(name, names, `declared ${kind}s`);
      fail(path, `${kind} "${name}" is not declared${elsewhere}`);
    }
    vector[index] = checkNumber(map[name], `${path}.${name}`, -LIMITS.number, LIMITS.number);
  }
  return vector;
}

function checkTokens(value, words, scenario, heads) {
  if (!Array.isArray(value)) fail('tokens', `must be an array with one entry per token (got ${describe(value)})`);
  if (value.length !== words.length) {
    fail('tokens', `the sentence has ${words.length} tokens but tokens has ${value.length} entries`);
  }
  const ids = heads.map((head) => head.id);
  const normalised = heads.map((head) => Object.assign({}, head, { queries: [], keys: [], values: [], text: [] }));
  value.forEach((token, i) => {
    const path = `tokens[${i}]`;
    checkObject(token, path, ['text'], ['heads'], '{ "text": "…" }');
    if (typeof token.text !== 'string') fail(`${path}.text`, `must be a string (got ${describe(token.text)})`);
    if (token.text !== words[i]) {
      fail(`${path}.text`, `${describe(token.text)} does not match token ${i} of the sentence (${describe(words[i])})`);
    }
    const perHead = token.heads === undefined ? {} : token.heads;
    if (!isPlainObject(perHead)) fail(`${path}.heads`, `must be an object keyed by head id (got ${describe(perHead)})`);
    for (const id of Object.keys(perHead)) {
      if (!ids.includes(id)) fail(`${path}.heads`, `unknown head "${id}"${hint(id, ids, 'head ids')}`);
    }
    heads.forEach((head, h) => {
      // hasOwn: a head called "constructor" must not find Object.prototype's.
      const entry = Object.hasOwn(perHead, head.id) ? perHead[head.id] : undefined;
      addTokenHead(normalised[h], entry, `${path}.heads.${head.id}`, scenario);
    });
  });
  return normalised;
}

function addTokenHead(head, entry, path, scenario) {
  const { features, valueFeatures } = scenario;
  const given = entry === undefined ? {} : checkObject(entry, path, [], ['query', 'key', 'value'].concat(TOKEN_TEXTS));
  const vector = (field, names, kind, other) => (given[field] === undefined
    ? new Array(names.length).fill(0) : vectorFrom(given[field], `${path}.${field}`, names, kind, other));
  head.queries.push(vector('query', features, 'feature', valueFeatures));
  head.keys.push(vector('key', features, 'feature', valueFeatures));
  head.values.push(vector('value', valueFeatures, 'value feature', features));
  const text = {};
  for (const field of TOKEN_TEXTS) {
    text[field] = given[field] === undefined ? null : checkString(given[field], `${path}.${field}`, LIMITS.text);
  }
  head.text.push(text);
}

function checkSink(value) {
  const sink = { on: false, score: 2 };
  if (value === undefined) return sink;
  checkObject(value, 'sink', [], ['on', 'score'], '{ "on": true, "score": 2 }');
  if (value.on !== undefined) sink.on = checkBoolean(value.on, 'sink.on');
  if (value.score !== undefined) sink.score = checkNumber(value.score, 'sink.score', ...LIMITS.sinkScore);
  return sink;
}

function checkStartHead(value, heads) {
  if (value === undefined) return 0;
  const ids = heads.map((head) => head.id);
  if (typeof value !== 'string') fail('head', `must be a head id (got ${describe(value)}; head ids: ${ids.join(', ')})`);
  const index = ids.indexOf(value);
  if (index < 0) fail('head', `"${value}" is not a head id${hint(value, ids, 'head ids')}`);
  return index;
}

function checkFocus(value, head, count) {
  if (value === undefined) {
    const asking = head.queries.findIndex((query) => query.some((x) => x !== 0));
    return asking < 0 ? 0 : asking;
  }
  if (!Number.isInteger(value) || value < 0 || value >= count) {
    fail('focus', `must be a token index from 0 to ${count - 1} (got ${describe(value)})`);
  }
  return value;
}

// Two words the word-order control can swap in one tap ("the dog chased the cat" and "the cat
// chased the dog"): two different token indices, or null.
function checkSwap(value, count) {
  if (value === undefined) return null;
  const ok = Array.isArray(value) && value.length === 2 && value.every((i) => Number.isInteger(i) && i >= 0 && i < count) &&
    value[0] !== value[1];
  if (!ok) fail('swap', `must be two different token indices from 0 to ${count - 1}, e.g. [1, 4] (got ${describe(value)})`);
  return value.slice();
}

function checkControls(value) {
  if (value === undefined) return [];
  checkObject(value, 'controls', [], ['hide'], '{ "hide": ["causal"] }');
  if (value.hide === undefined) return [];
  checkArray(value.hide, 'controls.hide', 'control names', 0, CONTROL_NAMES.length);
  value.hide.forEach((name, i) => {
    const path = `controls.hide[${i}]`;
    if (typeof name !== 'string') fail(path, `must be a control name (got ${describe(name)})`);
    if (!CONTROL_NAMES.includes(name)) fail(path, `"${name}" is not a control${hint(name, CONTROL_NAMES, 'controls')}`);
    const first = value.hide.indexOf(name);
    if (first !== i) fail(path, `"${name}" is listed twice (also controls.hide[${first}])`);
  });
  return value.hide.slice();
}

// translations: { "<lang>": { title, tryThis, heads: { <id>: { label, question } },
//                             tokens: { "<i>": { <head id>: { looksFor, advertises, carries } } } } }
function checkTranslations(value, heads, count) {
  if (value === undefined) return {};
  if (!isPlainObject(value)) fail('translations', `must be an object keyed by language tag (got ${describe(value)})`);
  const ids = heads.map((head) => head.id);
  const out = {};
  for (const lang of Object.keys(value)) {
    const path = `translations.${lang}`;
    if (!isLanguageTag(lang)) fail(path, 'is not a language tag such as "fr" or "pt-BR"');
    const entry = checkObject(value[lang], path, [], ['title', 'tryThis', 'heads', 'tokens']);
    const copy = {};
    if (entry.title !== undefined) copy.title = checkString(entry.title, `${path}.title`, LIMITS.title);
    if (entry.tryThis !== undefined) copy.tryThis = checkString(entry.tryThis, `${path}.tryThis`, LIMITS.tryThis);
    if (entry.heads !== undefined) {
      copy.heads = keyedCopy(entry.heads, `${path}.heads`, (id, p) => {
        if (!ids.includes(id)) fail(`${path}.heads`, `unknown head "${id}"${hint(id, ids, 'head ids')}`);
        return textCopy(entry.heads[id], p, { label: LIMITS.label, question: LIMITS.question });
      });
    }
    if (entry.tokens !== undefined) {
      copy.tokens = keyedCopy(entry.tokens, `${path}.tokens`, (index, p) => {
        if (!/^(0|[1-9][0-9]*)$/.test(index) || Number(index) >= count) {
          fail(p, `is not a token index from 0 to ${count - 1}`);
        }
        return keyedCopy(entry.tokens[index], p, (id, q) => {
          if (!ids.includes(id)) fail(p, `unknown head "${id}"${hint(id, ids, 'head ids')}`);
          return textCopy(entry.tokens[index][id], q, { looksFor: LIMITS.text, advertises: LIMITS.text, carries: LIMITS.text });
        });
      });
    }
    out[lang] = copy;
  }
  return out;
}

function keyedCopy(value, path, each) {
  if (!isPlainObject(value)) fail(path, `must be an object (got ${describe(value)})`);
  const out = {};
  for (const key of Object.keys(value)) out[key] = each(key, `${path}.${key}`);
  return out;
}

function textCopy(value, path, maxLengths) {
  checkObject(value, path, [], Object.keys(maxLengths));
  const out = {};
  for (const field of Object.keys(value)) out[field] = checkString(value[field], `${path}.${field}`, maxLengths[field]);
  return out;
}

// done: the rule that checks the scenario's own tryThis (task-rules.js), each
// part checked against RULES (its fields and their kinds) and the sentence:
// a WORD is a token index or a word of the sentence.
// The rule kept is a copy, read once and then checked: the host's own object may
// change after loading (s.done.share = null), the widget's does not.
function checkDone(value, tokens) {
  if (value === undefined) return null;
  return checkRule(plainCopy(value, 0), 'done', tokens, 0);
}

// Arrays and plain objects copied, the values in them as they are (a rule is a few levels deep).
function plainCopy(value, depth) {
  if (depth > 8) return value;
  if (Array.isArray(value)) return value.map((x) => plainCopy(x, depth + 1));
  if (!isPlainObject(value)) return value;
  const out = {};
  for (const key of Object.keys(value)) { // defined, not assigned: a key "__proto__" stays a field
    Object.defineProperty(out, key, { value: plainCopy(value[key], depth + 1), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function checkRule(value, path, tokens, depth) {
  if (!isPlainObject(value)) fail(path, `must be an object naming one rule, like { "focus": "it" } (got ${describe(value)})`);
  const kinds = Object.keys(RULES);
  const named = Object.keys(value).filter((k) => kinds.includes(k));
  if (named.length === 0) {
    const first = Object.keys(value)[0];
    fail(path, first === undefined ? `names no rule (rules: ${kinds.join(', ')})` : `unknown rule ${describe(first)}${hint(first, kinds, 'rules')}`);
  }
  if (named.length > 1) fail(path, `names ${named.length} rules (${named.join(', ')}): write them as { "all": [ … ] }`);
  const kind = named[0];
  const spec = RULES[kind];
  checkObject(value, path, [kind], spec.also || []);
  const at = join(path, kind);
  if (kind === 'all') {
    if (depth > 2) fail(at, 'nests too deep (at most three levels of "all")');
    if (!Array.isArray(value.all) || value.all.length === 0 || value.all.length > 8) fail(at, `must be a list of 1 to 8 rules (got ${describe(value.all)})`);
    value.all.forEach((rule, i) => checkRule(rule, `${at}[${i}]`, tokens, depth + 1));
    return value;
  }
  checkRuleValue(value[kind], at, spec.value, tokens);
  for (const extra of spec.also || []) if (value[extra] !== undefined) checkRuleValue(value[extra], join(path, extra), spec[extra], tokens);
  return value;
}

// One value of a rule by its kind: a WORD, a number in a range, one of some words, an object of fields, a list.
function checkRuleValue(value, path, kind, tokens) {
  if (kind.word) {
    if (kind.words && value === kind.words) return;
    if (typeof value === 'number') {
      if (!Number.isInteger(value) || value < 0 || value >= tokens.length) fail(path, `is not a token index from 0 to ${tokens.length - 1} (got ${describe(value)})`);
      return;
    }
    if (typeof value !== 'string' || !tokens.some((t) => t.toLowerCase() === value.toLowerCase())) {
      fail(path, `must be a word of the sentence or a token index${kind.words ? ` or "${kind.words}"` : ''} (got ${describe(value)})` +
        (typeof value === 'string' ? hint(value, tokens) : ''));
    }
    return;
  }
  if (kind.number) {
    checkNumber(value, path, kind.number[0], kind.number[1]);
    return;
  }
  if (kind.oneOf) {
    if (!kind.oneOf.includes(value)) fail(path, `must be ${kind.oneOf.map((x) => JSON.stringify(x)).join(' or ')} (got ${describe(value)})`);
    return;
  }
  if (kind.list) {
    if (!Array.isArray(value) || value.length !== kind.list.length) fail(path, `must be a list of ${kind.list.length} (got ${describe(value)})`);
    value.forEach((x, i) => checkRuleValue(x, `${path}[${i}]`, kind.list[i], tokens));
    return;
  }
  const fields = Object.keys(kind.fields);
  checkObject(value, path, kind.required || [], fields.filter((f) => !(kind.required || []).includes(f)));
  for (const f of fields) if (value[f] !== undefined) checkRuleValue(value[f], join(path, f), kind.fields[f], tokens);
}

// ------------------------------------------------------------ entry point

export function loadScenario(json, tokenize) {
  if (typeof tokenize !== 'function') throw new TypeError('loadScenario needs the core\'s tokenize function as its second argument');
  const s = checkObject(parseScenario(json), 'scenario', TOP_REQUIRED, TOP_OPTIONAL);
  if (s.format !== undefined && s.format !== 1) fail('format', `must be 1, the only format version (got ${describe(s.format)})`);
  const id = checkString(s.id, 'id', LIMITS.name);
  if (!ID_PATTERN.test(id)) fail('id', `must use only lowercase letters, digits and hyphens (got ${describe(id)})`);
  if (id === RESERVED_ID) fail('id', '"learned" is kept for the weights learned in the training view (choose another id)');
  const title = checkString(s.title, 'title', LIMITS.title);
  const tryThis = checkString(s.tryThis, 'tryThis', LIMITS.tryThis);
  const tokens = tokenizeSentence(s.sentence, tokenize);
  const features = checkNames(s.features, 'features');
  const valueFeatures = checkNames(s.valueFeatures, 'valueFeatures');
  const heads = checkTokens(s.tokens, tokens, { features, valueFeatures }, checkHeads(s.heads));
  const magnitude = s.magnitude === undefined ? 3 : checkNumber(s.magnitude, 'magnitude', ...LIMITS.magnitude);
  const sink = checkSink(s.sink);
  const causal = s.causal === undefined ? false : checkBoolean(s.causal, 'causal');
  const head = checkStartHead(s.head, heads);
  const focus = checkFocus(s.focus, heads[head], tokens.length);
  const swap = checkSwap(s.swap, tokens.length);
  const hidden = checkControls(s.controls);
  const translations = checkTranslations(s.translations, heads, tokens.length);
  const done = checkDone(s.done, tokens);
  return {
    id, title, tryThis, sentence: s.sentence, tokens, features, valueFeatures, heads,
    magnitude, sink, focus, head, causal, swap, hidden, translations, done,
  };
}
