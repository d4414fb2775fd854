// The authoring page's editor model: a scenario (docs/scenario-format.md) in
// a form that is easy to edit. Features and heads carry stable keys, so
// renaming one ("animal" -> "animals", letter by letter) never mixes it up with
// another name on the way; tokens are the sentence's, each with its cells (per
// head: query, key, value, and the plain words). fromScenario() reads a
// scenario that loadScenario() accepted; toScenario() writes one back. Pure: no DOM.
import { mapWords } from './rule-words.js';

const TEXTS = ['looksFor', 'advertises', 'carries'];
export const DEFAULTS = Object.freeze({ magnitude: 3, sink: { on: false, score: 2 } });

function nextKey(model, prefix) {
  model.seq += 1;
  return prefix + model.seq;
}

function emptyCell() { return { query: {}, key: {}, value: {}, looksFor: '', advertises: '', carries: '' }; }

// A cell's map over names, as a map over the keys of `list` ([{ key, name }]).
function byKey(map, list) {
  const out = {};
  for (const item of list) if (map && typeof map[item.name] === 'number' && map[item.name] !== 0) out[item.key] = map[item.name];
  return out;
}

// raw: a parsed scenario that loadScenario() accepted.
export function fromScenario(raw) {
  const model = { seq: 0 };
  model.format = raw.format;
  model.id = raw.id;
  model.title = raw.title;
  model.tryThis = raw.tryThis;
  model.sentence = raw.sentence;
  model.features = raw.features.map((name) => ({ key: nextKey(model, 'f'), name }));
  model.valueFeatures = raw.valueFeatures.map((name) => ({ key: nextKey(model, 'v'), name }));
  model.heads = raw.heads.map((h) => ({ key: nextKey(model, 'h'), id: h.id, label: h.label, question: h.question }));
  const headKey = (id) => { const head = model.heads.find((h) => h.id === id); return head ? head.key : null; };
  model.tokens = raw.tokens.map((token) => {
    const cells = {};
    for (const head of model.heads) {
      const given = token.heads && token.heads[head.id];
      const cell = emptyCell();
      if (given) {
        cell.query = byKey(given.query, model.features);
        cell.key = byKey(given.key, model.features);
        cell.value = byKey(given.value, model.valueFeatures);
        for (const t of TEXTS) cell[t] = typeof given[t] === 'string' ? given[t] : '';
      }
      cells[head.key] = cell;
    }
    return { text: token.text, cells };
  });
  model.magnitude = raw.magnitude === undefined ? DEFAULTS.magnitude : raw.magnitude;
  model.sink = Object.assign({}, DEFAULTS.sink, raw.sink || {});
  model.causal = Boolean(raw.causal);
  model.focus = typeof raw.focus === 'number' ? raw.focus : null;
  model.head = raw.head === undefined ? null : headKey(raw.head);
  model.swap = Array.isArray(raw.swap) ? raw.swap.slice() : null;
  model.controls = raw.controls === undefined ? undefined : JSON.parse(JSON.stringify(raw.controls));
  model.done = raw.done === undefined ? null : JSON.parse(JSON.stringify(raw.done));
  model.translations = null;
  if (raw.translations) {
    model.translations = {};
    for (const [lang, entry] of Object.entries(raw.translations)) {
      const copy = {};
      if (entry.title !== undefined) copy.title = entry.title;
      if (entry.tryThis !== undefined) copy.tryThis = entry.tryThis;
      copy.heads = {};
      for (const [id, texts] of Object.entries(entry.heads || {})) copy.heads[headKey(id)] = Object.assign({}, texts);
      copy.tokens = {};
      for (const [index, perHead] of Object.entries(entry.tokens || {})) {
        copy.tokens[index] = {};
        for (const [id, texts] of Object.entries(perHead)) copy.tokens[index][headKey(id)] = Object.assign({}, texts);
      }
      model.translations[lang] = copy;
    }
  }
  return model;
}

// A map over keys as a map over the current names, zeros left out. Defined, not
// assigned: a feature named "__proto__" is a field like any other name.
function byName(map, list) {
  const out = {};
  for (const item of list) {
    if (map[item.key]) Object.defineProperty(out, item.name, { value: map[item.key], enumerable: true, writable: true, configurable: true });
  }
  return out;
}
const isEmpty = (map) => Object.keys(map).length === 0;

// The scenario the model stands for, in the format's field order.
export function toScenario(model) {
  const idOf = (key) => { const head = model.heads.find((h) => h.key === key); return head ? head.id : null; };
  const out = {};
  out.format = model.format === undefined ? 1 : model.format;
  out.id = model.id;
  out.title = model.title;
  out.tryThis = model.tryThis;
  if (model.done) out.done = JSON.parse(JSON.stringify(model.done));
  out.sentence = model.sentence;
  out.features = model.features.map((f) => f.name);
  out.valueFeatures = model.valueFeatures.map((f) => f.name);
  out.heads = model.heads.map((h) => ({ id: h.id, label: h.label, question: h.question }));
  out.tokens = model.tokens.map((token) => {
    const heads = {};
    for (const head of model.heads) {
      const cell = token.cells[head.key];
      if (!cell) continue;
      const entry = {};
      const query = byName(cell.query, model.features);
      const key = byName(cell.key, model.features);
      const value = byName(cell.value, model.valueFeatures);
      if (!isEmpty(query)) entry.query = query;
      if (!isEmpty(key)) entry.key = key;
      if (!isEmpty(value)) entry.value = value;
      for (const t of TEXTS) if (cell[t]) entry[t] = cell[t];
      if (!isEmpty(entry)) heads[head.id] = entry;
    }
    return isEmpty(heads) ? { text: token.text } : { text: token.text, heads };
  });
  out.magnitude = model.magnitude;
  out.sink = { on: model.sink.on, score: model.sink.score };
  if (model.focus !== null) out.focus = model.focus;
  if (model.head !== null && idOf(model.head) !== null) out.head = idOf(model.head);
  out.causal = model.causal;
  if (model.swap) out.swap = model.swap.slice();
  if (model.controls !== undefined) out.controls = JSON.parse(JSON.stringify(model.controls));
  if (model.translations && !isEmpty(model.translations)) {
    out.translations = {};
    for (const [lang, entry] of Object.entries(model.translations)) {
      const copy = {};
      if (entry.title !== undefined) copy.title = entry.title;
      if (entry.tryThis !== undefined) copy.tryThis = entry.tryThis;
      const heads = {};
      for (const [key, texts] of Object.entries(entry.heads)) if (idOf(key) !== null) heads[idOf(key)] = Object.assign({}, texts);
      if (!isEmpty(heads)) copy.heads = heads;
      const tokens = {};
      for (const [index, perHead] of Object.entries(entry.tokens)) {
        const texts = {};
        for (const [key, t] of Object.entries(perHead)) if (idOf(key) !== null) texts[idOf(key)] = Object.assign({}, t);
        if (!isEmpty(texts)) tokens[index] = texts;
      }
      if (!isEmpty(tokens)) copy.tokens = tokens;
      out.translations[lang] = copy;
    }
  }
  return out;
}

// ---- the sentence

// Which old token each new one continues: the words the two lists begin and
// end with in common, and between them the longest common subsequence (same
// text), so typing a word keeps every other word's numbers and texts. A
// keystroke changes a few words in the middle: the table is that small, not
// old × new words (10,000 of each would be 10^8 cells on every keystroke). A
// middle too large to compare (a paste over a long sentence) keeps the words
// at its ends only. Returns an array: old index -> new index, or -1.
export const MAX_ALIGNED = 1 << 20; // cells of the table, at most
export function alignTokens(before, after) {
  const n = before.length;
  const m = after.length;
  const map = new Array(n).fill(-1);
  let start = 0;
  while (start < n && start < m && before[start] === after[start]) { map[start] = start; start++; }
  let endBefore = n;
  let endAfter = m;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) map[--endBefore] = --endAfter;
  const rows = endBefore - start;
  const cols = endAfter - start;
  if (rows === 0 || cols === 0 || (rows + 1) * (cols + 1) > MAX_ALIGNED) return map;
  const table = Array.from({ length: rows + 1 }, () => new Uint32Array(cols + 1));
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) {
      table[i][j] = before[start + i] === after[start + j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  let i = 0;
  let j = 0;
  while (i < rows && j < cols) {
    if (before[start + i] === after[start + j]) { map[start + i] = start + j; i++; j++; } else if (table[i + 1][j] >= table[i][j + 1]) i++; else j++;
  }
  return map;
}

// The model with a new sentence and its tokens (from the core's tokenize):
// each token that stays keeps its cells; the focus, the swap, the rule's token
// indices and the translations' token texts follow their words.
export function setSentence(model, sentence, tokens) {
  const map = alignTokens(model.tokens.map((t) => t.text), tokens);
  const fresh = tokens.map((text) => {
    const cells = {};
    for (const head of model.heads) cells[head.key] = emptyCell();
    return { text, cells };
  });
  model.tokens.forEach((token, i) => { if (map[i] >= 0) fresh[map[i]].cells = token.cells; });
  const moved = (i) => (Number.isInteger(i) && i >= 0 && i < map.length ? map[i] : -1);
  model.sentence = sentence;
  model.tokens = fresh;
  if (model.focus !== null) model.focus = moved(model.focus) >= 0 ? moved(model.focus) : null;
  if (model.swap) {
    const swap = model.swap.map(moved);
    model.swap = swap.every((i) => i >= 0) ? swap : null;
  }
  if (model.done) model.done = mapWords(model.done, (word) => (moved(word) >= 0 ? moved(word) : word));
  if (model.translations) {
    for (const entry of Object.values(model.translations)) {
      const tokensAfter = {};
      for (const [index, texts] of Object.entries(entry.tokens)) if (moved(Number(index)) >= 0) tokensAfter[moved(Number(index))] = texts;
      entry.tokens = tokensAfter;
    }
  }
  return model;
}

// ---- features and heads

function freshName(list, stem, field = 'name') {
  for (let n = list.length + 1; ; n++) if (!list.some((x) => x[field] === `${stem}${n}`)) return `${stem}${n}`;
}

// list: 'features' or 'valueFeatures'. Returns the new feature's key.
export function addFeature(model, list) {
  const key = nextKey(model, list === 'features' ? 'f' : 'v');
  model[list].push({ key, name: freshName(model[list], list === 'features' ? 'feature ' : 'value ') });
  return key;
}

export function removeFeature(model, list, key) {
  model[list] = model[list].filter((f) => f.key !== key);
  const maps = list === 'features' ? ['query', 'key'] : ['value'];
  for (const token of model.tokens) for (const cell of Object.values(token.cells)) for (const m of maps) delete cell[m][key];
}

export function addHead(model) {
  const key = nextKey(model, 'h');
  const id = freshName(model.heads, 'head-', 'id');
  model.heads.push({ key, id, label: `${id}?`, question: 'What does this head look for?' });
  for (const token of model.tokens) token.cells[key] = emptyCell();
  return key;
}

export function removeHead(model, key) {
  model.heads = model.heads.filter((h) => h.key !== key);
  for (const token of model.tokens) delete token.cells[key];
  if (model.head === key) model.head = null;
  if (model.translations) {
    for (const entry of Object.values(model.translations)) {
      delete entry.heads[key];
      for (const perHead of Object.values(entry.tokens)) delete perHead[key];
    }
  }
}

// What a word does in a head, in a few words, for its summary line.
export function cellSummary(cell) {
  const parts = [];
  if (cell.looksFor) parts.push(`looks for ${cell.looksFor}`);
  if (cell.advertises) parts.push(`advertises ${cell.advertises}`);
  if (cell.carries) parts.push(`carries ${cell.carries}`);
  if (!parts.length && (!isEmpty(cell.query) || !isEmpty(cell.key) || !isEmpty(cell.value))) parts.push('numbers only');
  return parts.join(' · ');
}
