// What "done" means for a "Try this": a small vocabulary of rules, each a
// condition on the view model (compute.js) that the numbers on screen show.
// The steps' own tasks are written in it (STEP_RULES); a scenario may bring
// its own rule in the same words. A task is done once its rule holds and did
// not hold when the task started (the learner has to do it), and a ✓ once
// earned stays until the example changes (latch(), used by the element).
//
// A rule is a plain object with one condition:
//   { focus: WORD }                       the focus is that word
//   { focusNeeds: true }                  the focus needs another word: it asks
//                                         something and another word stands out
//   { picked: 'best' }                    the search result picked fits best
//   { best: 'changed' }                   one word alone has the best match score
//                                         (above 0), another than the focus, and not
//                                         the word of the start
//   { share: { word, of, atLeast } }      word (WORD or 'best': the top word) gets at
//                                         least atLeast % of the attention of `of`
//                                         (WORD; default: the focus)
//   { sink: 'wins' | 'loses', for }       the sink is on and wins (or loses) the
//                                         attention of `for` (default: the focus)
//   { blend: 'half', of: [WORD, WORD] }   the focus gathers half of each (any two
//                                         words when `of` is left out)
//   { magnitude: { atLeast } }            the magnitude is at least that
//   { trained: 'passes' }                 the learned step's training passed its pronoun gate (the
//                                         model finds what "it" stands for: training/learned-model.js)
//   { order: 'shuffled', scores: 'unchanged' }   the words were reordered and no score changed
//   { heads: { shown: n } }               exactly n heads are shown
//   { all: [RULE, ...] }                  every rule holds
// WORD: a token index, or a word of the sentence (its first occurrence, any case).
// Pure: no DOM.
import { TIE } from './explain.js';

// The steps' tasks, in the vocabulary above.
export const STEP_RULES = Object.freeze({
  needs: { focusNeeds: true },
  search: { picked: 'best' },
  scores: { best: 'changed' },
  softmax: { share: { word: 'best', atLeast: 90 } },
  sink: { sink: 'loses' },
  values: { blend: 'half' },
  learned: { trained: 'passes' },
  heads: { heads: { shown: 1 } },
  order: { order: 'shuffled', scores: 'unchanged' },
});

// The token index a WORD names in the view, or -1.
export function wordIndex(vm, word) {
  if (typeof word === 'number') return Number.isInteger(word) && word >= 0 && word < vm.tokens.length ? word : -1;
  if (typeof word !== 'string') return -1;
  const wanted = word.toLowerCase();
  const token = vm.tokens.slice().sort((a, b) => a.index - b.index).find((t) => t.text.toLowerCase() === wanted);
  return token ? token.index : -1;
}

const headOf = (vm) => vm.heads[vm.shownHead];

// The best entry of a head's focus row: { index, weight, score, tied } with
// index a token index or 'sink'; tied: how many entries are within TIE of it.
function winner(head) {
  const entries = head.rows.map((r) => ({ index: r.index, weight: r.weight, score: r.score }));
  if (head.sink) entries.push({ index: 'sink', weight: head.sink.weight, score: head.sink.score });
  let best = null;
  for (const e of entries) if (!best || e.weight > best.weight) best = e;
  if (!best) return null;
  return Object.assign({ tied: entries.filter((e) => best.weight - e.weight < TIE).length }, best);
}

// The head row of the word a rule asks about: the focus row, or null when
// the rule names another word (the view holds only the focus word's row).
function rowFor(vm, of) {
  if (of === undefined || wordIndex(vm, of) === vm.focus) return headOf(vm);
  return null;
}

const CONDITIONS = {
  focus: (rule, vm) => vm.focus === wordIndex(vm, rule.focus),
  focusNeeds: (rule, vm) => !headOf(vm).focus.idle && vm.needed.some((i) => i !== vm.focus),
  picked: (rule, vm) => vm.picked !== null && vm.picked !== undefined && vm.needed.includes(vm.picked),
  best: (rule, vm, start) => {
    const now = winner(headOf(vm));
    const before = winner(headOf(start));
    // A tie (at 0, say) crowns nobody.
    return Boolean(now && now.tied === 1 && now.index !== 'sink' && now.index !== vm.focus && now.score > 1e-9 &&
      (!before || vm.focus !== start.focus || now.index !== before.index || before.tied !== 1));
  },
  share: (rule, vm) => {
    const head = rowFor(vm, rule.share.of);
    if (!head || head.focus.idle) return false;
    const wanted = rule.share.word === undefined ? 'best' : rule.share.word;
    let weight;
    if (wanted === 'best') {
      const best = winner(head);
      if (!best || best.index === 'sink' || best.tied !== 1) return false;
      weight = best.weight;
    } else {
      const row = head.rows.find((r) => r.index === wordIndex(vm, wanted));
      if (!row) return false;
      weight = row.weight;
    }
    return weight * 100 >= rule.share.atLeast;
  },
  sink: (rule, vm) => {
    const head = rowFor(vm, rule.for);
    if (!head || !head.sink || head.focus.idle) return false;
    const best = winner(head);
    return rule.sink === 'wins' ? best.index === 'sink' && best.tied === 1 : best.index !== 'sink';
  },
  blend: (rule, vm) => {
    const reading = headOf(vm).blend.reading;
    if (reading.kind !== 'half') return false;
    if (!rule.of) return true;
    const names = rule.of.map((w) => { const i = wordIndex(vm, w); return i < 0 ? null : vm.tokens.find((t) => t.index === i).text.toLowerCase(); });
    return names.every((n) => n !== null && reading.words.includes(n));
  },
  magnitude: (rule, vm) => vm.magnitude >= rule.magnitude.atLeast,
  trained: (rule, vm) => rule.trained === 'passes' && vm.trained === true,
  order: (rule, vm) => vm.order.shuffled && vm.order.changed === 0 && vm.order.visibilityChanged === 0,
  heads: (rule, vm) => vm.shownHeads.length === rule.heads.shown,
  all: (rule, vm, start) => rule.all.every((r) => holds(r, vm, start)),
};
export const RULE_KINDS = Object.freeze(Object.keys(CONDITIONS));

// What each rule's values may be, for the scenario format's checks (scenario.js
// checkDone): value is the rule's own field; `also` lists its other fields.
// A kind is { word } (a token index or a word of the sentence; `words` names
// one more allowed word), { number: [min, max] }, { oneOf: [...] }, { list: [kinds] }
// or { fields: { name: kind }, required: [names] }.
const WORD = { word: true };
export const RULES = Object.freeze({
  focus: { value: WORD },
  focusNeeds: { value: { oneOf: [true] } },
  picked: { value: { oneOf: ['best'] } },
  best: { value: { oneOf: ['changed'] } },
  share: { value: { fields: { word: { word: true, words: 'best' }, of: WORD, atLeast: { number: [0, 100] } }, required: ['atLeast'] } },
  sink: { value: { oneOf: ['wins', 'loses'] }, also: ['for'], for: WORD },
  blend: { value: { oneOf: ['half'] }, also: ['of'], of: { list: [WORD, WORD] } },
  magnitude: { value: { fields: { atLeast: { number: [1, 10] } }, required: ['atLeast'] } },
  trained: { value: { oneOf: ['passes'] } },
  order: { value: { oneOf: ['shuffled'] }, also: ['scores'], scores: { oneOf: ['unchanged'] } },
  heads: { value: { fields: { shown: { number: [1, 4] } }, required: ['shown'] } },
  all: { value: null },
});

// The condition a rule states (its one known key; `scores` goes with `order`).
function kindOf(rule) { return RULE_KINDS.find((k) => Object.prototype.hasOwnProperty.call(rule, k)); }

export function holds(rule, vm, start) {
  const kind = kindOf(rule);
  return Boolean(kind && CONDITIONS[kind](rule, vm, start || vm));
}

// Done: the rule holds now and did not when the task started.
export function isDone(rule, vm, start) {
  return Boolean(rule && start && holds(rule, vm, start) && !holds(rule, start, start));
}

// The task's progress from one drawing to the next: a ✓ once earned stays
// while the task (key: the step and the example) is the same.
// before: the last progress or null; returns { key, start, done, newlyDone }.
export function latch(before, key, rule, vm) {
  const same = before && before.key === key;
  const start = same ? before.start : vm;
  const wasDone = Boolean(same && before.done);
  const done = wasDone || isDone(rule, vm, start);
  return { key, start, done, newlyDone: done && !wasDone };
}
