// The widget's state: one plain object, declared here in one table, that the
// controller changes and compute() reads. Views never hold state of their own
// beyond the DOM they draw.
// field: what it means (the starting value comes from the scenario).
export const FIELDS = {
  scenario: 'id of the scenario shown',
  focus: 'original index of the focus token (the one whose query is followed)',
  sentence: 'the typed sentence when the scenario was built from one ("your own sentence"), else null',
  head: 'index of the head the heatmap and the editor show (and the one panel, when only one is shown)',
  panels: 'indices of the heads shown side by side, in scenario order (every head by default)',
  magnitude: 'the number every match score is multiplied by (1-10) = the core\'s scale',
  sinkOn: 'whether the sink takes part',
  sinkScore: 'the sink\'s fixed score (0-10)',
  causal: 'whether each token sees only itself and the tokens before it',
  numbers: 'whether the vectors are shown as numbers',
  detail: 'whether the dot products are worked out in the match tables',
  editOpen: 'whether the sliders that edit the focus token\'s vectors are shown',
  allRows: 'whether long match tables show every row (short ones always do)',
  edits: '{ "head:token": { query: number[], key: number[] } }: edited vectors',
  order: 'current order of the tokens, as original indices',
  hidden: 'names of the controls hidden for a lesson (the scenario format\'s controls.hide names)',
  training: 'the "where the vectors come from" view when open: task:seed:steps[:example] (state-url.js), else null',
  lang: 'the language asked for (the lang attribute or lang= in a link), or null: then the lang around the element (i18n.js)',
};

export function create(scenario) {
  return {
    scenario: scenario.id,
    sentence: isTyped(scenario) ? scenario.sentence : null,
    focus: scenario.focus,
    head: scenario.head,
    panels: scenario.heads.map((_, i) => i),
    magnitude: scenario.magnitude,
    sinkOn: scenario.sink.on,
    sinkScore: scenario.sink.score,
    causal: scenario.causal,
    numbers: false,
    detail: false,
    editOpen: false,
    allRows: false,
    edits: {},
    order: scenario.tokens.map((_, i) => i),
    hidden: scenario.hidden.slice(),
    lang: null,
    training: null,               // set by the element from its training (element.js)
  };
}

// A scenario built from a typed sentence (own-sentence.js) says which words it did not know.
export function isTyped(scenario) { return Array.isArray(scenario.unknown); }

// The heads on show: the one shown head when a single panel is chosen (so
// picking another head in the heatmap follows it), else the chosen set.
export function panels(state) { return state.panels.length === 1 ? [state.head] : state.panels.slice(); }

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

export function isIdentity(order) { return order.every((token, position) => token === position); }

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
