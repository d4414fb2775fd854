// The state's URL form: ONE parser and ONE serialiser, shared by the page's
// lesson links (location.hash: "#scenario=sky&focus=3&magnitude=4.5") and the
// element's attributes (<attention-playground scenario="sky" focus="3">).
// Every key below is both a hash key and an attribute name. Pure: no DOM.
//
//   split(text, lang?)                -> { pairs: [[key, raw]], notes }  ("#a=1&b=2", '+' is a space)
//   source(pairs, ids, from, lang?)   -> { kind: 'scenario', id } | { kind: 'sentence', text } | null, + notes
//   apply(pairs, scenario, state, from, lang?) -> notes; changes `state` (from: 'hash' | 'attribute')
// (lang: the language of the notes, when i18n.js and its catalogues are loaded; English otherwise)
//   serialise(state, scenario)        -> "scenario=sky&focus=3" (values equal to the scenario's own left out)
//   detail(state, scenario)           -> the plain, serialisable state (the `change` event's detail)
// A value that cannot be used leaves its setting at the default and gives a note:
//   Ignored “magnitude=abc”: not a number from 1 to 10
import { closest } from '../../bindings/suggest.mjs';
import * as I from './i18n.js';
import { CONTROL_NAMES } from './scenario.js';
import * as S from './state.js';

const MAX_SENTENCE = 60000; // characters of a typed sentence in a link
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
const TRUE = ['', 'on', 'true', 'yes', '1'];
const FALSE = ['off', 'false', 'no', '0'];


// ------------------------------------------------------------ small helpers

class Problem extends Error {}
function problem(text) { throw new Problem(text); }

// The notes' words. English here, so this file works alone (and in Node);
// in the page, a language whose catalogue (i18n-es.js...) has the same key
// speaks its own. split/source/apply take the language as their last argument.
const MESSAGES = Object.freeze({
  'url.ignored-link': 'Ignored “{what}”: {why}',
  'url.ignored-attribute': 'Ignored {what}: {why}',
  'url.the-attribute': 'the attribute {key}',
  'url.did-you-mean': ' (did you mean “{name}”?)',
  'url.list-heads': ' (heads: {names})',
  'url.list-controls': ' (controls: {names})',
  'url.list-settings': ' (settings: {names})',
  'url.list-examples': ' (examples: {names})',
  'url.not-number': 'not a number from {min} to {max}',
  'url.not-on-off': 'not on or off',
  'url.not-head': '“{id}” is not a head of this example{hint}',
  'url.not-index': '“{part}” is not a token index',
  'url.outside-indices': '“{part}” is outside the token indices 0 to {last}',
  'url.focus-index': 'not a token index from 0 to {last}',
  'url.focus-word': 'not a token index from 0 to {last} or a word of the sentence',
  'url.no-head': 'names no head (write “all” or head ids such as {ids})',
  'url.sink': 'not “off”, “on” or a score from 0 to 10',
  'url.rows': 'not “top” or “all”',
  'url.order': 'not an order of the {count} token indices 0 to {last}, each once',
  'url.edit-form': '“{entry}” is not head.token.q:numbers or head.token.k:numbers',
  'url.edit-token': '“{entry}”: there is no token {token} (the last is {last})',
  'url.edit-count': '“{entry}” has {count} numbers but there are {features} features',
  'url.edit-range': '“{entry}”: every number must be from -10 to 10',
  'url.not-control': '“{name}” is not a control{hint}',
  'url.not-lang': 'not a language tag such as “en” or “pt-BR”',
  'url.percent': 'not valid percent-encoding (a “%” must start a code like %20)',
  'url.not-setting': 'not a setting{hint}',
  'url.no-example': 'there is no example called “{id}”{hint}',
  'url.empty-sentence': 'the sentence is empty',
  'url.long-sentence': 'longer than {max} characters',
  'url.training': 'not task:seed:steps such as “pronoun:1:150” (steps 0 to {max}; an example 0 to 3 may follow)',
  'url.learned-needs-training': 'the learned weights need a training=task:seed:steps setting too',
});
let speaking = null; // the language of the call under way (split, source, apply)
function say(key, params) {
  if (speaking && I.resolve(speaking) !== I.FALLBACK && I.has(speaking, key)) return I.t(speaking, key, params);
  return MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name) => (params && name in params ? String(params[name]) : whole));
}
function speakingIn(lang, run) {
  const before = speaking;
  speaking = lang || null;
  try { return run(); } finally { speaking = before; }
}

// " (did you mean “x”?)", else " (<listName>: a, b, c)" when short, else "".
function suggest(word, names, listName) {
  const best = closest(word, names);
  if (best !== null) return say('url.did-you-mean', { name: best });
  if (listName && names.length > 0 && names.length <= 20) return say('url.list-' + listName, { names: names.join(', ') });
  return '';
}

function list(raw) { return raw.split(',').map((x) => x.trim()).filter((x) => x !== ''); }

function number(raw, min, max) {
  const text = raw.trim();
  const x = NUMBER.test(text) ? Number(text) : NaN;
  if (!(x >= min && x <= max)) problem(say('url.not-number', { min, max }));
  return x;
}

function bool(raw) {
  const text = raw.trim().toLowerCase();
  if (TRUE.includes(text)) return true;
  if (FALSE.includes(text)) return false;
  return problem(say('url.not-on-off'));
}

// Numbers in links: at most 4 decimals, no trailing zeros, "-0" as "0".
function n2s(x) {
  const r = Math.round(x * 1e4) / 1e4;
  return String(Object.is(r, -0) ? 0 : r);
}

function headIndex(scenario, id) {
  const at = scenario.heads.findIndex((h) => h.id === id);
  if (at < 0) problem(say('url.not-head', { id, hint: suggest(id, scenario.heads.map((h) => h.id), 'heads') }));
  return at;
}

function same(a, b) { return a.length === b.length && a.every((x, i) => x === b[i]); }

// "0-3,7,5,4" <-> [0, 1, 2, 3, 7, 5, 4]: runs of consecutive indices as ranges.
function writeIndices(xs) {
  const out = [];
  for (let i = 0; i < xs.length;) {
    let j = i;
    while (j + 1 < xs.length && xs[j + 1] === xs[j] + 1) j++;
    out.push(j - i >= 2 ? `${xs[i]}-${xs[j]}` : xs.slice(i, j + 1).join(','));
    i = j + 1;
  }
  return out.join(',');
}

function readIndices(raw, n) {
  const out = [];
  for (const part of list(raw)) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) problem(say('url.not-index', { part }));
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    if (b < a || b >= n) problem(say('url.outside-indices', { part, last: n - 1 }));
    for (let i = a; i <= b; i++) out.push(i);
  }
  return out;
}

// ------------------------------------------------------------ the settings
// parse(raw, scenario, state): a patch for the state, or a Problem.
// write(state, scenario, defaults): the value, or null to leave it out.
// fields: the state fields it sets (an attribute removed resets them).

// training=task:seed:steps[:example]: the same seed and steps give the same
// weights again (the core is deterministic), so a link can carry a trained
// layer in a few characters. "on" opens the view untrained.
const MAX_TRAINING_STEPS = 3000;
function parseTraining(raw) {
  const text = String(raw).trim();
  if (TRUE.includes(text.toLowerCase())) return { task: null, seed: '1', steps: 0, example: 0 };
  if (FALSE.includes(text.toLowerCase())) return null;
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*):(\d{1,15}|[0-9a-fA-F]{1,16}):(\d{1,6})(?::([0-3]))?$/.exec(text);
  if (!m || Number(m[3]) > MAX_TRAINING_STEPS) problem(say('url.training', { max: MAX_TRAINING_STEPS }));
  return { task: m[1], seed: m[2], steps: Number(m[3]), example: m[4] ? Number(m[4]) : 0 };
}
function trainingText(spec) {
  if (spec.task === null) return 'on';
  return [spec.task, spec.seed, spec.steps].concat(spec.example ? [spec.example] : []).join(':');
}

// A view toggle that is off unless the link says "on": written only when on.
function offByDefault(field, about) {
  return { about, fields: [field], parse: (raw) => ({ [field]: bool(raw) }), write: (st) => (st[field] ? 'on' : null) };
}

const SETTINGS = {
  scenario: {
    about: 'the id of a built-in example (or of the scenario given inline)',
    fields: [],
    write: (st, sc) => (st.sentence === null ? sc.id : null),
  },
  sentence: {
    about: 'your own sentence instead of an example (words from the built-in word list)',
    fields: [],
    write: (st) => st.sentence,
  },
  focus: {
    about: 'the focus token: its index from 0, or a word of the sentence',
    fields: ['focus'],
    parse(raw, sc) {
      const text = raw.trim();
      const n = sc.tokens.length;
      if (/^\d+$/.test(text)) {
        const i = Number(text);
        if (i >= n) problem(say('url.focus-index', { last: n - 1 }));
        return { focus: i };
      }
      let i = sc.tokens.indexOf(text);
      if (i < 0) i = sc.tokens.findIndex((t) => t.toLowerCase() === text.toLowerCase());
      if (i < 0) problem(say('url.focus-word', { last: n - 1 }));
      return { focus: i };
    },
    write: (st, sc, d) => (st.focus !== d.focus ? String(st.focus) : null),
  },
  heads: {
    about: 'which heads are shown side by side: "all" or head ids ("who,where")',
    fields: ['panels', 'head'],
    parse(raw, sc) {
      const text = raw.trim();
      if (text.toLowerCase() === 'all') return { panels: sc.heads.map((_, i) => i) };
      const ids = list(text);
      if (ids.length === 0) problem(say('url.no-head', { ids: sc.heads.map((h) => h.id).join(',') }));
      const panels = Array.from(new Set(ids.map((id) => headIndex(sc, id)))).sort((a, b) => a - b);
      return panels.length === 1 ? { panels, head: panels[0] } : { panels };
    },
    write(st, sc) {
      if (st.panels.length === 1) return sc.heads.length === 1 ? null : sc.heads[st.head].id;
      if (st.panels.length === sc.heads.length) return null;
      return st.panels.map((i) => sc.heads[i].id).join(',');
    },
  },
  head: {
    about: 'the head the heatmap and the editor show (a head id)',
    fields: ['head'],
    parse(raw, sc, st) {
      const head = headIndex(sc, raw.trim());
      return st.panels.length === 1 ? { head, panels: [head] } : { head };
    },
    write: (st, sc, d) => (st.panels.length !== 1 && st.head !== d.head ? sc.heads[st.head].id : null),
  },
  magnitude: {
    about: 'the number every match score is multiplied by, 1 to 10',
    fields: ['magnitude'],
    parse: (raw) => ({ magnitude: number(raw, 1, 10) }),
    write: (st, sc, d) => (st.magnitude !== d.magnitude ? n2s(st.magnitude) : null),
  },
  sink: {
    about: '"off", "on", or the sink\'s score 0 to 10 (which turns it on); "off:4" keeps a score while off',
    fields: ['sinkOn', 'sinkScore'],
    parse(raw) {
      const text = raw.trim().toLowerCase();
      const bad = say('url.sink');
      if (text === 'on') return { sinkOn: true };
      if (text === 'off') return { sinkOn: false };
      const m = /^(?:(off|on):)?(.+)$/.exec(text);
      try {
        return { sinkOn: !m || m[1] !== 'off', sinkScore: number(m ? m[2] : text, 0, 10) };
      } catch (error) {
        return problem(bad);
      }
    },
    write(st, sc, d) {
      if (st.sinkOn) return st.sinkOn === d.sinkOn && st.sinkScore === d.sinkScore ? null : n2s(st.sinkScore);
      if (st.sinkScore !== d.sinkScore) return 'off:' + n2s(st.sinkScore);
      return d.sinkOn ? 'off' : null;
    },
  },
  causal: {
    about: 'the causal mask: on or off (an attribute with no value is on)',
    fields: ['causal'],
    parse: (raw) => ({ causal: bool(raw) }),
    write: (st, sc, d) => (st.causal !== d.causal ? (st.causal ? 'on' : 'off') : null),
  },
  numbers: offByDefault('numbers', 'show the vectors as numbers: on or off'),
  detail: offByDefault('detail', 'work out each match score as a dot product: on or off'),
  rows: {
    about: 'long match tables: "top" (the rows that matter) or "all"',
    fields: ['allRows'],
    parse(raw) {
      const text = raw.trim().toLowerCase();
      if (text !== 'all' && text !== 'top') problem(say('url.rows'));
      return { allRows: text === 'all' };
    },
    write: (st) => (st.allRows ? 'all' : null),
  },
  sliders: offByDefault('editOpen', 'the sliders that edit the focus token\'s query and key: on (open) or off'),
  order: {
    about: 'the order of the tokens, as original indices ("2,0,1"; runs as "0-9")',
    fields: ['order'],
    parse(raw, sc) {
      const n = sc.tokens.length;
      const order = readIndices(raw, n);
      const seen = new Set(order);
      if (order.length !== n || seen.size !== n) problem(say('url.order', { count: n, last: n - 1 }));
      return { order };
    },
    write: (st) => (S.isIdentity(st.order) ? null : writeIndices(st.order)),
  },
  edits: {
    about: 'edited vectors: head.token.q|k:numbers, ";" between them ("where.3.q:1,0.5"; missing numbers are 0)',
    fields: ['edits'],
    parse(raw, sc) {
      const edits = {};
      const features = sc.features.length;
      for (const entry of raw.split(';').map((x) => x.trim()).filter((x) => x !== '')) {
        const m = /^([A-Za-z0-9-]+)\.(\d+)\.([qk]):(.*)$/.exec(entry);
        if (!m) problem(say('url.edit-form', { entry }));
        const h = headIndex(sc, m[1]);
        const t = Number(m[2]);
        if (t >= sc.tokens.length) problem(say('url.edit-token', { entry, token: t, last: sc.tokens.length - 1 }));
        const numbers = m[4] === '' ? [] : m[4].split(',');
        if (numbers.length > features) problem(say('url.edit-count', { entry, count: numbers.length, features }));
        let vector;
        try {
          vector = sc.features.map((_, f) => (f < numbers.length && numbers[f].trim() !== '' ? number(numbers[f], -10, 10) : 0));
        } catch (error) {
          problem(say('url.edit-range', { entry }));
        }
        const key = h + ':' + t;
        edits[key] = Object.assign({}, edits[key], { [m[3] === 'q' ? 'query' : 'key']: vector });
      }
      return { edits };
    },
    write(st, sc) {
      const out = [];
      for (const key of Object.keys(st.edits).sort((a, b) => {
        const [ha, ta] = a.split(':').map(Number);
        const [hb, tb] = b.split(':').map(Number);
        return ha - hb || ta - tb;
      })) {
        const [h, t] = key.split(':').map(Number);
        for (const kind of ['query', 'key']) {
          const v = st.edits[key][kind];
          if (!v) continue;
          let end = v.length;
          while (end > 0 && v[end - 1] === 0) end--;
          out.push(`${sc.heads[h].id}.${t}.${kind[0]}:${v.slice(0, end).map(n2s).join(',')}`);
        }
      }
      return out.length ? out.join(';') : null;
    },
  },
  hide: {
    about: 'lesson mode: the controls to hide, a list of control names (the scenario format\'s controls.hide)',
    fields: ['hidden'],
    parse(raw) {
      const names = CONTROL_NAMES;
      const hidden = [];
      for (const name of list(raw)) {
        if (!names.includes(name)) problem(say('url.not-control', { name, hint: suggest(name, names, 'controls') }));
        if (!hidden.includes(name)) hidden.push(name);
      }
      return { hidden: names.filter((x) => hidden.includes(x)) };
    },
    write(st, sc) {
      const want = CONTROL_NAMES.filter((x) => st.hidden.includes(x));
      const given = CONTROL_NAMES.filter((x) => sc.hidden.includes(x));
      return same(want, given) ? null : want.join(',');
    },
  },
  controls: {
    about: 'which controls to show: "all", "none", a list to show only those ("magnitude,sink"), ' +
      'or changes to the example\'s own choice ("-causal,-edit,+sink"; in a link "-causal,-edit,sink")',
    fields: ['hidden'],
    parse(raw, sc, st) {
      const names = CONTROL_NAMES;
      const items = list(raw);
      const word = items.length === 1 ? items[0].toLowerCase() : '';
      if (word === 'all') return { hidden: [] };
      if (word === 'none') return { hidden: names.slice() };
      // Any "-name" or "+name": changes to the current choice (a bare name shows,
      // as "+" is a space in a link); only bare names: exactly those are shown.
      const relative = items.some((x) => /^[-+]/.test(x));
      let hidden = new Set(relative ? st.hidden : names);
      for (const item of items) {
        const sign = /^[-+]/.test(item) ? item[0] : '';
        const name = sign ? item.slice(1).trim() : item;
        if (!names.includes(name)) problem(say('url.not-control', { name, hint: suggest(name, names, 'controls') }));
        if (sign === '-') hidden.add(name);
        else hidden.delete(name);
      }
      hidden = names.filter((x) => hidden.has(x));
      return { hidden };
    },
    write: () => null, // written as `hide`
  },
  lang: {
    about: 'the language of the widget\'s text, a tag such as "en" or "es" (unknown languages read English)',
    fields: ['lang'],
    parse(raw) {
      const text = raw.trim();
      if (!I.isLanguageTag(text)) problem(say('url.not-lang'));
      return { lang: text };
    },
    write: (st) => st.lang,
  },
  training: {
    about: 'the "where the vectors come from" view, open and trained: task:seed:steps[:example], e.g. "pronoun:1:150"',
    fields: ['training'],
    parse(raw) {
      const spec = parseTraining(raw);
      return { training: spec && trainingText(spec) };
    },
    write: (st) => st.training || null,
  },
};
const KEYS = Object.freeze(Object.keys(SETTINGS));

// ------------------------------------------------------------ reading

function shorten(text) { return text.length > 40 ? text.slice(0, 39) + '…' : text; }

// How a note names what it ignored: “magnitude=abc” in a link, magnitude="abc" on the element.
function note(key, raw, why, from) {
  if (from === 'attribute') {
    return say('url.ignored-attribute', { what: raw === null ? say('url.the-attribute', { key }) : `${key}="${shorten(raw)}"`, why });
  }
  key = shorten(key); // a link's key can be anything, a megabyte long too
  return say('url.ignored-link', { what: raw === null ? key : key + '=' + shorten(raw), why });
}

function decode(text) { return decodeURIComponent(text.replace(/\+/g, ' ')); }

// "#scenario=sky&focus=3" -> pairs [['scenario', 'sky'], ['focus', '3']], in order.
// A key with no "=" has the value "" (so "#causal" turns the mask on).
function split(text, lang) { return speakingIn(lang, () => splitIn(text)); }
function splitIn(text) {
  const pairs = [];
  const notes = [];
  const body = String(text || '').replace(/^[#?]/, '');
  for (const part of body.split('&')) {
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
      notes.push(note(shorten(rawKey), rawValue, say('url.percent'), 'hash'));
      continue;
    }
    if (!KEYS.includes(key)) {
      notes.push(note(key, value, say('url.not-setting', { hint: suggest(key, KEYS, 'settings') }), 'hash'));
      continue;
    }
    pairs.push([key, value]);
  }
  return { pairs, notes };
}

// Which scenario the pairs ask for: the last `scenario` or `sentence` wins.
// ids: the scenario ids that can be shown. Returns { source, notes }.
function source(pairs, ids, from, lang) { return speakingIn(lang, () => sourceIn(pairs, ids, from)); }
function sourceIn(pairs, ids, from) {
  const notes = [];
  let found = null;
  for (const [key, raw] of pairs) {
    if (key === 'scenario') {
      const id = raw.trim();
      if (ids.includes(id)) found = { kind: 'scenario', id };
      else if (id === 'learned') notes.push(note(key, raw, say('url.learned-needs-training'), from));
      else notes.push(note(key, raw, say('url.no-example', { id: shorten(id), hint: suggest(id, ids, 'examples') }), from));
    } else if (key === 'sentence') {
      if (raw.trim() === '') notes.push(note(key, raw, say('url.empty-sentence'), from));
      else if (raw.length > MAX_SENTENCE) notes.push(note(key, raw, say('url.long-sentence', { max: MAX_SENTENCE }), from));
      else found = { kind: 'sentence', text: raw };
    }
  }
  return { source: found, notes };
}

// Applies the pairs (the last value of each key) to `state`, in the order of
// KEYS (so "heads" comes before "head" and "focus"). Returns the notes.
function apply(pairs, scenario, state, from, lang) { return speakingIn(lang, () => applyIn(pairs, scenario, state, from)); }
function applyIn(pairs, scenario, state, from) {
  const last = new Map();
  for (const [key, raw] of pairs) if (key !== 'scenario' && key !== 'sentence') last.set(key, raw);
  const notes = [];
  for (const key of KEYS) {
    if (!last.has(key)) continue;
    const raw = last.get(key);
    try {
      Object.assign(state, SETTINGS[key].parse(raw, scenario, state));
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      notes.push(note(key, raw, error.message, from));
    }
  }
  return notes;
}

// The state fields one key sets (so removing an attribute can reset them).
function fieldsOf(key) { return SETTINGS[key] ? SETTINGS[key].fields.slice() : []; }

// ------------------------------------------------------------ writing

function encode(value) {
  return encodeURIComponent(value).replace(/%20/g, '+')
    .replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%3B/gi, ';').replace(/%40/gi, '@').replace(/%2F/gi, '/');
}

function serialise(state, scenario) {
  const defaults = S.create(scenario);
  const out = [];
  for (const key of KEYS) {
    const value = SETTINGS[key].write(state, scenario, defaults);
    if (value !== null && value !== undefined) out.push(key + '=' + encode(value));
  }
  return out.join('&');
}

// The plain state a host page can store or send: every field, by name.
function detail(state, scenario) {
  const edits = [];
  for (const key of Object.keys(state.edits)) {
    const [h, t] = key.split(':').map(Number);
    const e = { head: scenario.heads[h].id, token: t };
    if (state.edits[key].query) e.query = state.edits[key].query.slice();
    if (state.edits[key].key) e.key = state.edits[key].key.slice();
    edits.push(e);
  }
  const panels = state.panels.length === 1 ? [state.head] : state.panels;
  return {
    scenario: state.sentence === null ? scenario.id : null,
    sentence: state.sentence,
    focus: state.focus,
    focusWord: scenario.tokens[state.focus],
    heads: panels.map((i) => scenario.heads[i].id),
    head: scenario.heads[state.head].id,
    magnitude: state.magnitude,
    sink: { on: state.sinkOn, score: state.sinkScore },
    causal: state.causal,
    numbers: state.numbers,
    detail: state.detail,
    rows: state.allRows ? 'all' : 'top',
    sliders: state.editOpen,
    order: state.order.slice(),
    edits,
    hidden: state.hidden.slice(),
    lang: state.lang,
    training: state.training,
    hash: serialise(state, scenario),
  };
}

function describe() {
  return KEYS.map((key) => ({ key, about: SETTINGS[key].about }));
}

// The training spec of a training= value, or { problem } with the note's words.
function training(raw, lang) {
  return speakingIn(lang, () => {
    try {
      return parseTraining(raw);
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      return { problem: error.message };
    }
  });
}

export { KEYS, MESSAGES, MAX_TRAINING_STEPS, split, source, apply, serialise, detail, fieldsOf, note, describe, training, trainingText };
