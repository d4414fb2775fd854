// The done rules as the authoring page offers them: each kind of the
// vocabulary (task-rules.js RULES) in plain words, its fields' labels, and the
// rule a kind starts as when the author picks it. A kind RULES gains later
// shows under its own name until it is given words here. Pure: no DOM.
import { RULES } from '../js/lesson/task-rules.js';

export const KIND_TEXT = Object.freeze({
  focus: 'The focus is word X',
  focusNeeds: 'The focus needs another word (it asks something, another word gets 30 % or more)',
  picked: 'The search step: the learner picks the page that fits best',
  best: 'One word alone has the best match score, and not the one it started with',
  share: 'Word X gets at least p % of word Y’s attention',
  sink: 'The sink wins, or loses, for word Y',
  blend: 'What the focus gathers reads half X, half Y',
  magnitude: 'The magnitude is at least m',
  trained: 'The learned step’s training passed its gate (the model finds what “it” stands for)',
  order: 'The word order changed and no score changed',
  heads: 'Exactly n heads are shown',
  all: 'Every one of these holds',
});

// Labels of a kind's fields: `value` is the kind's own field (or, for an
// object, each of its fields by name); the others by name.
export const FIELD_TEXT = Object.freeze({
  focus: { value: 'Word X' },
  share: { word: 'Word X', of: 'of word Y', atLeast: 'p, at least (%)' },
  sink: { value: 'The sink', for: 'for word Y' },
  blend: { of: 'Name the two words' },
  magnitude: { atLeast: 'm, at least' },
  heads: { shown: 'n heads' },
});

// What an optional field means when it is left out.
export const UNSET_TEXT = Object.freeze({
  'share.word': 'the top word (alone)',
  'share.of': 'the focus',
  'sink.for': 'the focus',
});

export const ONE_OF_TEXT = Object.freeze({ wins: 'wins', loses: 'loses', best: '“best”: the top word (alone)' });

export const kinds = () => Object.keys(RULES);
export const kindText = (kind) => KIND_TEXT[kind] || kind;
export const fieldText = (kind, field) => (FIELD_TEXT[kind] && FIELD_TEXT[kind][field]) || field;

// The rule a kind starts as. word: a WORD to name where one is needed.
export function startRule(kind, word) {
  switch (kind) {
    case 'focus': return { focus: word };
    case 'share': return { share: { word, atLeast: 60 } };
    case 'magnitude': return { magnitude: { atLeast: 6 } };
    case 'heads': return { heads: { shown: 1 } };
    case 'all': return { all: [{ focus: word }] };
    case 'order': return { order: 'shuffled', scores: 'unchanged' };
    default: break;
  }
  const spec = RULES[kind];
  if (!spec || !spec.value) return { [kind]: true };
  if (spec.value.oneOf) return { [kind]: spec.value.oneOf[spec.value.oneOf.length - 1] };
  if (spec.value.word) return { [kind]: word };
  const value = {};
  for (const name of spec.value.required || []) {
    const field = spec.value.fields[name];
    value[name] = field.number ? field.number[0] : word;
  }
  return { [kind]: value };
}
