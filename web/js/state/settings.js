// The widget's settings, each declared once, here. A setting's `key` is at the
// same time:
//   - its field in the state (state.js: create() starts every field from `start`),
//   - its attribute (<attention-playground magnitude="4">) and its key in a
//     lesson link (#magnitude=4): one parser (`parse`) and one writer (`write`),
//   - the element's property (element.magnitude; reflected to the attribute;
//     `property` names it where the key is taken by HTMLElement: focus),
//   - its field in the `change` event's detail and in element.stateDetail
//     (`plain`: the state value in a form a host page can store; ids rather
//     than indices).
// Two keys are inputs only: `controls` (another way to say `hide`) and, for
// the learner's own words, `sentence` (it picks the scenario, as `scenario`
// does). Pure: no DOM.
//
//   parse(raw, ctx)    -> a patch for the state, or throws a Problem whose message
//                         says why (ctx: { scenario, state, say, own }, say(key, params)
//                         speaks the notes' language, lesson-link.js; own: the id of
//                         a scenario given as data, or null)
//   write(state, scenario, defaults) -> the link/attribute text, or null when the
//                         state holds the example's own value (left out of links)
//   plain(state, scenario) -> the value for the change event and the property
//   text(value)        -> a property's value (plain form) as attribute text, where
//                         the element's default (lists joined, booleans on/off) is not it
import { isLanguageTag } from '../i18n/i18n.js';
import { CONTROL_NAMES, isTyped } from '../data/scenario-shape.js';
import { ALL, STEP_IDS, isStep } from '../lesson/steps.js';
import { SCENARIO_IDS } from '../data/scenario-ids.js';
import {
  FALSE, Problem, TRUE, bool, headIndex, list, n2s, number, problem, readIndices, same, shorten, suggest, wellFormed, writeIndices,
} from './setting-values.js';

export { Problem, shorten, suggest, wellFormed };

// The parts of the widget a lesson can hide besides its controls (the `hide` setting).
export const VIEW_NAMES = Object.freeze(['steps', 'title', 'task', 'tokens', 'focus', 'table', 'story', 'blend', 'needs',
  'search', 'training', 'meaning']);
const HIDEABLE = CONTROL_NAMES.concat(VIEW_NAMES);
export const MAX_TEXT = 200; // characters of an author's heading or task
// The `model` setting's values: the heads step shows the hand-made heads, or the trained model's.
export const MODEL_CHOICES = Object.freeze(['hand-made', 'trained']);

export const MAX_SENTENCE = 60000; // characters of a typed sentence in a link or an attribute
// Characters of a whole lesson link (location.hash, after the "#"); a longer
// one is not read at all. Room for everything the widget accepts at once
// (docs/limits.md): the longest sentence percent-encoded at its worst (9
// characters for each of its 60,000), its 60,000 tokens' order shuffled
// (348,889), a heading and a task and the training's edits, with room to spare.
export const MAX_LINK = 1000000;
// The "&"-separated parts of a whole lesson link: the widget writes one per
// setting (22 at most); a link of more is not read, so a hostile one costs
// little and its notes stay few enough to pass around in every engine.
export const MAX_PARTS = 50000;
// The largest seed the learned step's training takes (training/live-training.js).
export const MAX_TRAINING_SEED = 2 ** 32 - 1;

// training=SEED[:start]: the learned step's training starts from that seed (1
// unless said: the same seed gives the same model, step by step); ":start"
// starts it as soon as the widget draws (the notebook's train()). "start" is
// seed 1 started; "on" seed 1; "off" none given. Returns { seed, start } or null.
export function parseTraining(say, raw) {
  const text = String(raw).trim().toLowerCase();
  const m = /^(\d{1,10})(:start)?$/.exec(text);
  if (m && Number(m[1]) <= MAX_TRAINING_SEED) return { seed: Number(m[1]), start: Boolean(m[2]) };
  if (text === 'start') return { seed: 1, start: true };
  if (TRUE.includes(text)) return { seed: 1, start: false };
  if (FALSE.includes(text)) return null;
  return problem(say('url.training', { max: MAX_TRAINING_SEED }));
}

export function trainingText(spec) { return spec.seed + (spec.start ? ':start' : ''); }

// The training a state's `training` text says (written by trainingText), or null.
export function trainingOf(text) {
  const m = /^(\d+)(:start)?$/.exec(text || '');
  return m ? { seed: Number(m[1]), start: Boolean(m[2]) } : null;
}

export function isIdentity(order) { return order.every((token, position) => token === position); }

// An author's heading or task: well-formed (a link can always write it), trimmed,
// at most MAX_TEXT characters, empty for none.
function authorText(say, raw) {
  const text = wellFormed(raw).trim();
  if (text.length > MAX_TEXT) problem(say('url.long-text', { max: MAX_TEXT }));
  return text === '' ? null : text;
}

// The heads on show: the one shown head when a single head is chosen (so
// picking another head in the heatmap follows it), else the chosen set.
export function headsShown(state) { return state.heads.length === 1 ? [state.head] : state.heads.slice(); }

// A view toggle that is off unless asked for: written only when on.
function offByDefault(key) {
  return {
    key, start: () => false,
    parse: (raw, { say }) => ({ [key]: bool(say, raw) }),
    write: (st) => (st[key] ? 'on' : null),
  };
}

// ------------------------------------------------------------ the table

// In this order: the link's and the attributes' values are applied in it
// (heads before head and focus), and links are written in it.
export const SETTINGS = Object.freeze([
  {
    key: 'scenario',
    start: (sc) => sc.id,
    write: (st, sc) => (st.sentence === null ? sc.id : null),
    plain: (st, sc) => (st.sentence === null ? sc.id : null),
  },
  {
    key: 'sentence',
    start: (sc) => (isTyped(sc) ? sc.sentence : null),
    write: (st) => st.sentence,
  },
  {
    // Examples the learner flips through at the step (view-extra.js examplesOf): built-in ids or the inline one's
    // (own: the id of the scenario given as data, which the list keeps while a built-in one is shown).
    key: 'scenarios',
    start: () => null,
    parse(raw, { scenario: sc, own, say }) {
      const ids = Array.from(new Set(list(raw)));
      const known = Array.from(new Set(SCENARIO_IDS.concat([sc.id], own ? [own] : [])));
      const bad = ids.find((id) => !known.includes(id));
      if (bad !== undefined || !ids.length) problem(say('url.no-example', { id: shorten(bad || ''), hint: suggest(say, bad || '', known, 'examples') }));
      return { scenarios: ids };
    },
    write: (st) => (st.scenarios ? st.scenarios.join(',') : null),
  },
  {
    key: 'step',
    start: () => STEP_IDS[0],
    parse(raw, { say }) {
      const text = raw.trim().toLowerCase();
      if (!isStep(text)) problem(say('url.not-step', { hint: suggest(say, text, STEP_IDS.concat(ALL), 'steps') }));
      return { step: text };
    },
    write: (st) => (st.step === STEP_IDS[0] ? null : st.step),
  },
  {
    key: 'focus',
    // HTMLElement's focus() is a method every page may call: the property takes another name.
    property: 'focusIndex',
    start: (sc) => sc.focus,
    parse(raw, { scenario: sc, say }) {
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
  {
    key: 'heads',
    start: (sc) => sc.heads.map((_, i) => i),
    parse(raw, { scenario: sc, say }) {
      const text = raw.trim();
      if (text.toLowerCase() === 'all') return { heads: sc.heads.map((_, i) => i) };
      const ids = list(text);
      if (ids.length === 0) problem(say('url.no-head', { ids: sc.heads.map((h) => h.id).join(',') }));
      const heads = Array.from(new Set(ids.map((id) => headIndex(say, sc, id)))).sort((a, b) => a - b);
      return heads.length === 1 ? { heads, head: heads[0] } : { heads };
    },
    write(st, sc) {
      if (st.heads.length === 1) return sc.heads.length === 1 ? null : sc.heads[st.head].id;
      if (st.heads.length === sc.heads.length) return null;
      return st.heads.map((i) => sc.heads[i].id).join(',');
    },
    plain: (st, sc) => headsShown(st).map((i) => sc.heads[i].id),
  },
  {
    key: 'head',
    start: (sc) => sc.head,
    parse(raw, { scenario: sc, state: st, say }) {
      const head = headIndex(say, sc, raw.trim());
      return st.heads.length === 1 ? { head, heads: [head] } : { head };
    },
    write: (st, sc, d) => (st.heads.length !== 1 && st.head !== d.head ? sc.heads[st.head].id : null),
    plain: (st, sc) => sc.heads[st.head].id,
  },
  {
    key: 'magnitude',
    start: (sc) => sc.magnitude,
    parse: (raw, { say }) => ({ magnitude: number(say, raw, 1, 10) }),
    write: (st, sc, d) => (st.magnitude !== d.magnitude ? n2s(st.magnitude) : null),
  },
  {
    key: 'sink',
    start: (sc) => ({ on: sc.sink.on, score: sc.sink.score }),
    parse(raw, { state: st, say }) {
      const text = raw.trim().toLowerCase();
      if (text === 'on') return { sink: { on: true, score: st.sink.score } };
      if (text === 'off') return { sink: { on: false, score: st.sink.score } };
      const m = /^(?:(off|on):)?(.+)$/.exec(text);
      try {
        return { sink: { on: !m || m[1] !== 'off', score: number(say, m ? m[2] : text, 0, 10) } };
      } catch (error) {
        return problem(say('url.sink'));
      }
    },
    write(st, sc, d) {
      if (st.sink.on) return st.sink.on === d.sink.on && st.sink.score === d.sink.score ? null : n2s(st.sink.score);
      if (st.sink.score !== d.sink.score) return 'off:' + n2s(st.sink.score);
      return d.sink.on ? 'off' : null;
    },
    plain: (st) => ({ on: st.sink.on, score: st.sink.score }),
    text(value) {
      if (value && typeof value === 'object') return value.on ? n2s(value.score) : 'off:' + n2s(value.score);
      return typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value);
    },
  },
  {
    key: 'causal',
    start: (sc) => sc.causal,
    parse: (raw, { say }) => ({ causal: bool(say, raw) }),
    write: (st, sc, d) => (st.causal !== d.causal ? (st.causal ? 'on' : 'off') : null),
  },
  offByDefault('numbers'),
  offByDefault('detail'),
  {
    key: 'rows',
    start: () => 'top',
    parse(raw, { say }) {
      const text = raw.trim().toLowerCase();
      if (text !== 'all' && text !== 'top') problem(say('url.rows'));
      return { rows: text };
    },
    write: (st) => (st.rows === 'all' ? 'all' : null),
  },
  offByDefault('sliders'),
  {
    key: 'order',
    start: (sc) => sc.tokens.map((_, i) => i),
    parse(raw, { scenario: sc, say }) {
      const n = sc.tokens.length;
      const order = readIndices(say, raw, n);
      if (order === null || order.length !== n || new Set(order).size !== n) problem(say('url.order', { count: n, last: n - 1 }));
      return { order };
    },
    write: (st) => (isIdentity(st.order) ? null : writeIndices(st.order)),
    plain: (st) => st.order.slice(),
  },
  {
    key: 'edits',
    start: () => ({}),
    parse(raw, { scenario: sc, say }) {
      const edits = {};
      const features = sc.features.length;
      for (const entry of raw.split(';').map((x) => x.trim()).filter((x) => x !== '')) {
        const m = /^([A-Za-z0-9-]+)\.(\d+)\.([qk]):(.*)$/.exec(entry);
        if (!m) problem(say('url.edit-form', { entry: shorten(entry) }));
        const h = headIndex(say, sc, m[1]);
        const t = Number(m[2]);
        if (t >= sc.tokens.length) problem(say('url.edit-token', { entry: shorten(entry), token: t, last: sc.tokens.length - 1 }));
        const numbers = m[4] === '' ? [] : m[4].split(',');
        if (numbers.length > features) problem(say('url.edit-count', { entry: shorten(entry), count: numbers.length, features }));
        let vector;
        try {
          vector = sc.features.map((_, f) => (f < numbers.length && numbers[f].trim() !== '' ? number(say, numbers[f], -10, 10) : 0));
        } catch (error) {
          problem(say('url.edit-range', { entry: shorten(entry) }));
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
    plain(st, sc) {
      return Object.keys(st.edits).map((key) => {
        const [h, t] = key.split(':').map(Number);
        const e = { head: sc.heads[h].id, token: t };
        if (st.edits[key].query) e.query = st.edits[key].query.slice();
        if (st.edits[key].key) e.key = st.edits[key].key.slice();
        return e;
      });
    },
    text(value) {
      if (!Array.isArray(value)) return String(value);
      const vector = (v) => v.map(n2s).join(',');
      return value.flatMap((e) => [e.query && `${e.head}.${e.token}.q:${vector(e.query)}`,
        e.key && `${e.head}.${e.token}.k:${vector(e.key)}`]).filter(Boolean).join(';');
    },
  },
  {
    key: 'hide',
    start: (sc) => sc.hidden.slice(),
    parse(raw, { say }) {
      const hidden = [];
      for (const name of list(raw)) {
        if (!HIDEABLE.includes(name)) problem(say('url.not-part', { name: shorten(name), hint: suggest(say, name, HIDEABLE, 'parts') }));
        if (!hidden.includes(name)) hidden.push(name);
      }
      return { hide: HIDEABLE.filter((x) => hidden.includes(x)) };
    },
    write(st, sc) {
      const want = HIDEABLE.filter((x) => st.hide.includes(x));
      const given = CONTROL_NAMES.filter((x) => sc.hidden.includes(x));
      return same(want, given) ? null : want.join(',');
    },
    plain: (st) => st.hide.slice(),
  },
  {
    key: 'controls',
    input: true, // written as `hide`
    parse(raw, { state: st, say }) {
      const items = list(raw);
      if (items.length === 0) return {};
      const word = items.length === 1 ? items[0].toLowerCase() : '';
      if (word === 'all') return { hide: [] };
      if (word === 'none') return { hide: CONTROL_NAMES.slice() };
      // Any "-name" or "+name": changes to the current choice (a bare name shows,
      // as "+" is a space in a link); only bare names: exactly those are shown.
      const relative = items.some((x) => /^[-+]/.test(x));
      const hidden = new Set(relative ? st.hide : CONTROL_NAMES.concat(st.hide.filter((x) => VIEW_NAMES.includes(x))));
      for (const item of items) {
        const sign = /^[-+]/.test(item) ? item[0] : '';
        const name = sign ? item.slice(1).trim() : item;
        if (!CONTROL_NAMES.includes(name)) problem(say('url.not-control', { name: shorten(name), hint: suggest(say, name, CONTROL_NAMES, 'controls') }));
        if (sign === '-') hidden.add(name);
        else hidden.delete(name);
      }
      return { hide: HIDEABLE.filter((x) => hidden.has(x)) };
    },
    write: () => null,
    plain: (st) => CONTROL_NAMES.filter((x) => !st.hide.includes(x)),
  },
  {
    key: 'heading',
    start: () => null,
    parse: (raw, { say }) => ({ heading: authorText(say, raw) }),
    write: (st) => st.heading,
  },
  {
    key: 'task',
    start: () => null,
    parse: (raw, { say }) => ({ task: authorText(say, raw) }),
    write: (st) => st.task,
  },
  {
    key: 'lang',
    start: () => null,
    // "es_MX" as a locale writes it is "es-MX" (i18n.js reads it so: no note for a value it follows).
    parse(raw, { say }) {
      const text = raw.trim().replace(/_/g, '-');
      if (!isLanguageTag(text)) problem(say('url.not-lang'));
      return { lang: text };
    },
    write: (st) => st.lang,
  },
  {
    // Whose heads the heads step shows: the hand-made example's, or the trained
    // model's (trained/view-trained-heads.js, its switch); the same switch for a
    // lesson link, an attribute and the notebook's show(model="trained").
    key: 'model',
    start: () => 'hand-made',
    parse(raw, { say }) {
      const text = raw.trim().toLowerCase();
      if (!MODEL_CHOICES.includes(text)) problem(say('url.model'));
      return { model: text };
    },
    write: (st) => (st.model === 'trained' ? 'trained' : null),
  },
  {
    key: 'training',
    start: () => null, // the training's seed, from the element's training bridge (training-bridge.js)
    parse(raw, { say }) {
      const spec = parseTraining(say, raw);
      return { training: spec && trainingText(spec) };
    },
    write: (st) => st.training || null,
  },
]);

export const KEYS = Object.freeze(SETTINGS.map((s) => s.key));
export const BY_KEY = Object.freeze(Object.fromEntries(SETTINGS.map((s) => [s.key, s])));
// The settings that belong to the lesson rather than to one example: they stay
// when the learner picks another example or types a sentence.
export const LESSON_KEYS = Object.freeze(['step', 'scenarios', 'hide', 'controls', 'lang', 'heading', 'task', 'model']);
