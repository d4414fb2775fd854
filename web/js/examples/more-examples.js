// The "examples" part (parts.js): the built-in examples no step of the chapter
// opens with, fetched when a learner picks one or a link asks for one.
import bank from '../../scenarios/bank.json' with { type: 'json' };
import blend from '../../scenarios/blend.json' with { type: 'json' };
import opened from '../../scenarios/opened.json' with { type: 'json' };
import treaty from '../../scenarios/treaty.json' with { type: 'json' };

export const MORE_SCENARIOS = Object.freeze({ bank, blend, opened, treaty });
