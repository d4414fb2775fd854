// What the widget needs to know of a scenario it already holds (normalised:
// docs/scenario-format.md), without the checks that make one from JSON:
// those are scenario.js, a part (element/part-list.js) loaded only for an author's own
// example, since the built-in ones are checked when the widget is built
// (tools/build-web.js) and arrive normalised (built-in-scenario.js).

// The controls a scenario may hide (its `controls`).
export const CONTROL_NAMES = Object.freeze(['scenario', 'sentence', 'magnitude', 'sink', 'causal', 'heads',
  'heatmap', 'order', 'numbers', 'edit', 'share', 'export']);

// A scenario built from a typed sentence (own-sentence.js) says, in `unknown`,
// which of its words the word list did not know.
export function isTyped(scenario) { return Array.isArray(scenario.unknown); }

// Whether `json` is a scenario already normalised (its heads hold matrices),
// rather than a scenario file's JSON (its heads hold a label and a question).
export function isNormalised(json) {
  return Boolean(json && Array.isArray(json.heads) && json.heads.length && Array.isArray(json.heads[0].queries));
}
