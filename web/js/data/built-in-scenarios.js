// The built-in examples as the widget holds them: the ones the chapter's steps
// open with (steps.js, exampleFor) come with it; the others come in the
// "examples" part (more-examples.js), which adds them here (addExamples), when a
// load asks for one. The picker lists them all, by the titles of
// picker-titles.js (the explore part).
import heads from '../../scenarios/heads.json' with { type: 'json' };
import it from '../../scenarios/it.json' with { type: 'json' };
import magnitude from '../../scenarios/magnitude.json' with { type: 'json' };
import moon from '../../scenarios/moon.json' with { type: 'json' };
import sink from '../../scenarios/sink.json' with { type: 'json' };
import sky from '../../scenarios/sky.json' with { type: 'json' };
import wordOrder from '../../scenarios/word-order.json' with { type: 'json' };
import { SCENARIO_IDS } from './scenario-ids.js';

export const STEP_SCENARIOS = Object.freeze({ heads, it, magnitude, moon, sink, sky, 'word-order': wordOrder });

// Every built-in example's id, in the picker's order.
export const BUILT_IN_IDS = SCENARIO_IDS;

const own = (object, id) => Object.prototype.hasOwnProperty.call(object, id);
export function isBuiltIn(id) { return typeof id === 'string' && BUILT_IN_IDS.includes(id); }

let all = null;
let fetchMore = null; // resolves once the examples part has added its examples (element/part-list.js: examplesFrom)

// How the examples part arrives: fetch() loads it (element/part-list.js).
export function examplesFrom(fetch) { fetchMore = fetch; }

// The examples part's examples (more-examples.js adds them as it loads).
export function addExamples(more) {
  const merged = Object.assign({}, STEP_SCENARIOS, more);
  all = Object.freeze(Object.fromEntries(BUILT_IN_IDS.map((key) => [key, merged[key]])));
}

// The built-in scenarios a load that asks for `id` can choose from: the
// widget's own, and every one once the part holding `id` has come.
export async function builtInsFor(id) {
  if (!all && isBuiltIn(id) && !own(STEP_SCENARIOS, id)) await fetchMore();
  return all || STEP_SCENARIOS;
}
