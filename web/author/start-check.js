// Whether the author's done rule already holds when the example opens, at the
// step it is shown at: a ✓ is earned only by a rule that becomes true through
// what the learner does (task-rules.js isDone), so such a rule could never give
// it. Worked out as the widget would: the example's own state, the step's
// opening word (steps.js), the view model (compute.js) and the rule (task-rules.js).
import { compute } from '../js/model/compute.js';
import { openingFocus } from '../js/lesson/steps.js';
import { holds } from '../js/lesson/task-rules.js';
import * as S from '../js/state/state.js';

// scenario: a checked scenario (scenario.js loadScenario); rule: its done rule.
export function holdsAtStart(core, scenario, rule, step) {
  if (!rule) return false;
  const state = Object.assign(S.create(scenario), { step });
  state.focus = openingFocus(step, scenario, state);
  const vm = compute(core, scenario, state, { lang: 'en', trained: false });
  return holds(rule, vm, vm);
}
