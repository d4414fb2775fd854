// What the element's attributes and children say (the element reads its own
// public DOM here): every setting is an attribute (settings.js), with hash
// and theme beside them; an inline <script type="application/json"> child is
// a scenario given as data; and a setting's attribute changed on a shown
// widget is a new state (the state is replaced, never changed: element.js _set).
import * as L from '../state/lesson-link.js';
import { KEYS } from '../state/settings.js';
import * as S from '../state/state.js';

export const OBSERVED = KEYS.concat(['hash', 'theme']);

// The settings' attributes the element has, as [key, raw].
export function attributePairs(element) {
  return KEYS.filter((key) => element.hasAttribute(key)).map((key) => [key, element.getAttribute(key)]);
}

// The text of the element's inline scenario, else null.
export function inlineScenario(element) {
  const child = Array.from(element.children).find((c) => c.localName === 'script' &&
    (c.getAttribute('type') || '').trim().toLowerCase() === 'application/json');
  return child ? child.textContent : null;
}

// A setting's attribute set to `value` (null: removed, back to the example's
// own) on the state shown: { state, notes } (lesson-link.js apply's notes, in `lang`;
// own: the id of a scenario given as data, or null).
export function withAttribute(name, value, state, scenario, lang, own = null) {
  const next = Object.assign({}, state);
  if (value === null) {
    const fresh = S.create(scenario);
    for (const field of L.fieldsOf(name)) next[field] = fresh[field];
    return { state: next, notes: [] };
  }
  return { state: next, notes: L.apply([[name, value]], scenario, next, 'attribute', lang, own) };
}
