// The editor's done rule: a kind from the vocabulary (task-rules.js RULES,
// in the words of rule-kinds.js) and its fields, each drawn from what RULES
// says the field holds (a word, a number in a range, one of some words, a
// list), so the page offers exactly what the format accepts. "Every one of
// these holds" nests rules, as deep as the format allows.
import { h, replace } from '../js/lib/dom.js';
import { RULES } from '../js/lesson/task-rules.js';
import { button, checkField, numberField, section, selectField } from './fields.js';
import { ONE_OF_TEXT, UNSET_TEXT, fieldText, kindText, kinds, startRule } from './rule-kinds.js';
import { indexOfWord, kindOf, wordFor } from './rule-words.js';

const MAX_ALL = 8;
const MAX_DEPTH = 2; // "all" at depths 0, 1 and 2: three levels
const STEP_NOTE = {
  picked: 'Only the search step lets a learner pick a page.',
  trained: 'Only the learned step’s card (the learned step, or everything at once) trains.',
  heads: 'Only the heads step, and the later ones, show several heads.',
  order: 'Only the word-order step, and everything at once, reorder words.',
  focusNeeds: 'The needs step asks for this.',
};

export function ruleSection(app) {
  const body = h('div');
  const node = section('Done when', [
    h('p', { class: 'au-hint', id: 'au-rule-hint', text: 'The ✓ appears once this holds and did not when the example opened: the learner has to do it. Without a rule the widget shows your task and checks nothing.' }),
    body,
  ], { id: 'au-rule' });
  const tokens = () => app.model.tokens.map((t) => t.text);

  // A word to name when a rule needs one: the first word, other than the focus, that advertises something.
  function candidate(skip = []) {
    const m = app.model;
    const t = tokens();
    const hasKey = (i) => Object.values(m.tokens[i].cells).some((c) => Object.keys(c.key).length > 0);
    let i = t.findIndex((_, j) => j !== m.focus && !skip.includes(j) && hasKey(j));
    if (i < 0) i = t.findIndex((_, j) => j !== m.focus && !skip.includes(j));
    return wordFor(t, Math.max(0, i));
  }

  // A select of the sentence's words. value: the WORD now (or undefined); set(WORD or undefined).
  function wordSelect(label, value, set, { id, unset, literal }) {
    const t = tokens();
    const options = [];
    if (unset) options.push({ value: '', text: unset });
    // A word such as "best" that means what leaving the field out means: offered only when the rule says it.
    if (literal && (value === literal || !unset)) options.push({ value: 'literal', text: ONE_OF_TEXT[literal] || literal });
    t.forEach((text, i) => options.push({ value: String(i), text: `${i + 1}. ${text}` }));
    let now = '';
    if (value !== undefined) {
      if (literal && value === literal) now = 'literal';
      else if (indexOfWord(t, value) >= 0) now = String(indexOfWord(t, value));
      else { now = 'missing'; options.push({ value: 'missing', text: `${JSON.stringify(value)} (not a word of the sentence)` }); }
    }
    return selectField(label, options, now, (v) => {
      if (v === 'missing') return;
      set(v === '' ? undefined : v === 'literal' ? literal : wordFor(t, Number(v)));
      app.changed([]);
    }, { id });
  }

  function numberInput(label, value, range, set, id) {
    const [min, max] = range;
    const step = max - min <= 10 ? 0.5 : 1;
    if (max - min > 1000) { // a number box alone: no slider reaches 100,000 usefully
      return numberField(label, value, (n) => { set(n); app.changed([]); }, { min, max: 1000, step: 1, boxMin: min, boxMax: max, id });
    }
    return numberField(label, value, (n) => { set(n); app.changed([]); }, { min, max, step, id });
  }

  // The fields of one rule (not "all").
  function fields(rule, kind, id) {
    const spec = RULES[kind];
    const out = [];
    const v = spec.value;
    if (v.word) out.push(wordSelect(fieldText(kind, 'value'), rule[kind], (w) => { rule[kind] = w; }, { id: `${id}-value` }));
    else if (v.oneOf && v.oneOf.length > 1) {
      out.push(selectField(fieldText(kind, 'value'), v.oneOf.map((o) => ({ value: String(o), text: ONE_OF_TEXT[o] || String(o) })),
        String(rule[kind]), (o) => { rule[kind] = v.oneOf.find((x) => String(x) === o); app.changed([]); }, { id: `${id}-value` }));
    } else if (v.fields) {
      const value = rule[kind];
      for (const [name, field] of Object.entries(v.fields)) {
        const required = (v.required || []).includes(name);
        const set = (x) => { if (x === undefined) delete value[name]; else value[name] = x; };
        if (field.word) {
          out.push(wordSelect(fieldText(kind, name), value[name], set,
            { id: `${id}-${name}`, unset: required ? null : UNSET_TEXT[`${kind}.${name}`] || '(not set)', literal: field.words }));
        } else if (field.number) {
          if (value[name] === undefined) value[name] = field.number[0];
          out.push(numberInput(fieldText(kind, name), value[name], field.number, set, `${id}-${name}`));
        }
      }
    }
    for (const extra of spec.also || []) {
      const kindOfExtra = spec[extra];
      if (kindOfExtra.word) {
        out.push(wordSelect(fieldText(kind, extra), rule[extra], (w) => { if (w === undefined) delete rule[extra]; else rule[extra] = w; },
          { id: `${id}-${extra}`, unset: UNSET_TEXT[`${kind}.${extra}`] || '(not set)' }));
      } else if (kindOfExtra.list) {
        const named = Array.isArray(rule[extra]);
        out.push(checkField(fieldText(kind, extra), named, (on) => {
          if (on) { const first = candidate(); rule[extra] = [first, candidate([indexOfWord(tokens(), first)])]; } else delete rule[extra];
          app.changed(['rule'], `${id}-${extra}-check`);
        }, { id: `${id}-${extra}-check` }));
        if (named) {
          rule[extra].forEach((w, i) => out.push(wordSelect(`Word ${i === 0 ? 'X' : 'Y'}`, w, (x) => { rule[extra][i] = x; },
            { id: `${id}-${extra}-${i}` })));
        }
      }
    }
    return out;
  }

  // One rule's editor, its kind's select named `name`; set(rule) puts a new rule in its place.
  function ruleEditor(rule, set, id, depth, name = 'Done when') {
    const kind = kindOf(rule);
    const choices = kinds().filter((k) => k !== 'all' || depth <= MAX_DEPTH);
    const options = (depth === 0 ? [{ value: '', text: 'No rule: check nothing' }] : [])
      .concat(choices.map((k) => ({ value: k, text: kindText(k) })));
    const children = [selectField(name, options, kind || '', (k) => {
      set(k === '' ? null : startRule(k, candidate()));
      app.changed(['rule'], `${id}-kind`);
    }, { id: `${id}-kind` })];
    if (kind && STEP_NOTE[kind]) children.push(h('p', { class: 'au-hint', text: STEP_NOTE[kind] }));
    if (kind === 'all') {
      const list = rule.all;
      children.push(h('ol', { class: 'au-plain au-all' }, list.map((sub, i) => h('li', { class: 'au-subrule' }, [
        ruleEditor(sub, (r) => { list[i] = r; }, `${id}-${i}`, depth + 1, `Condition ${i + 1}`),
        button('Remove this condition', () => { list.splice(i, 1); if (!list.length) set(null); app.changed(['rule'], `${id}-add`); },
          { label: `Remove this condition: condition ${i + 1}` }),
      ]))));
      children.push(button('Add a condition', () => { list.push(startRule('focus', candidate())); app.changed(['rule'], `${id}-${list.length - 1}-kind`); },
        { id: `${id}-add`, disabled: list.length >= MAX_ALL }));
    } else if (kind) {
      children.push(h('div', { class: 'au-rule-fields' }, fields(rule, kind, id)));
    }
    return h('div', { class: depth === 0 ? 'au-rule-top' : 'au-rule-sub' }, children);
  }

  function render() {
    replace(body, [ruleEditor(app.model.done, (r) => { app.model.done = r; }, 'au-rule', 0)]);
  }
  return { node, render };
}
