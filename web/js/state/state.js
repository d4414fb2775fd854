// The widget's state: one plain object per element, with one field per setting
// of settings.js (the table says what each field means and where it starts),
// that compute() reads. The element replaces it on every change, never changes
// it in place, and the helpers here give new values (withEdit, shuffled):
// what was read from one state stays true of it. Views never hold state of
// their own beyond the DOM they draw.
import { SETTINGS, headsShown, isIdentity } from './settings.js';

export { headsShown, isIdentity };

// The state an example starts in: every setting at the example's own value.
export function create(scenario) {
  const state = {};
  for (const setting of SETTINGS) if (setting.start) state[setting.key] = setting.start(scenario);
  return state;
}

function editKey(head, token) { return head + ':' + token; }

// The query or key of original token `token` in head `head`, edits applied.
export function vector(scenario, state, head, token, kind) {
  const edit = state.edits[editKey(head, token)];
  if (edit && edit[kind]) return edit[kind];
  return kind === 'query' ? scenario.heads[head].queries[token] : scenario.heads[head].keys[token];
}

export function isEdited(state, head, token, kind) {
  const edit = state.edits[editKey(head, token)];
  return Boolean(edit && edit[kind]);
}

// A new edits table with one feature of one vector changed.
export function withEdit(scenario, state, head, token, kind, feature, value) {
  const key = editKey(head, token);
  const edit = Object.assign({}, state.edits[key]);
  const next = vector(scenario, state, head, token, kind).slice();
  next[feature] = value;
  edit[kind] = next;
  return Object.assign({}, state.edits, { [key]: edit });
}

export function withoutEdits(state, head, token) {
  const edits = Object.assign({}, state.edits);
  delete edits[editKey(head, token)];
  return edits;
}

// A different order of the same tokens (Fisher-Yates, retried until it differs).
export function shuffled(order, random) {
  random = random || Math.random;
  if (order.length < 2) return order.slice();
  for (let attempt = 0; attempt < 20; attempt++) {
    const next = order.slice();
    for (let i = next.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const t = next[i]; next[i] = next[j]; next[j] = t;
    }
    if (next.some((token, position) => token !== order[position])) return next;
  }
  return order.slice(1).concat(order[0]);
}
