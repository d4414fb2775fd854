// The "examples" part (element/part-list.js): the built-in examples no step of the
// chapter opens with, fetched when a learner picks one or a link asks for one.
// It adds them to the widget's own (built-in-scenarios.js) as it loads.
import bank from '../../scenarios/bank.json' with { type: 'json' };
import blend from '../../scenarios/blend.json' with { type: 'json' };
import opened from '../../scenarios/opened.json' with { type: 'json' };
import treaty from '../../scenarios/treaty.json' with { type: 'json' };
import { addExamples } from '../data/built-in-scenarios.js';

export const MORE_SCENARIOS = Object.freeze({ bank, blend, opened, treaty });

addExamples(MORE_SCENARIOS);
