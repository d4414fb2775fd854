// Every built-in example's id, in the picker's order. The bundles hold only
// this module's result: tools/build-web.js evaluates it at build time
// ("build-time modules"), so the example files themselves stay out.
import { BUILT_IN_SCENARIOS } from './all-scenarios.js';

export const SCENARIO_IDS = Object.freeze(Object.keys(BUILT_IN_SCENARIOS));
