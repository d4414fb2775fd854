// Every built-in example, one per idea of the chapter, in the order the picker
// lists them. Each is a scenario file in web/scenarios/
// (docs/scenario-format.md); a node test checks that every file there is
// listed here. The widget does not import this module: it takes the examples
// the chapter's steps open with, and the picker's titles, from
// built-in-scenarios.js, and the other examples on demand (more-examples.js).
import bank from '../../scenarios/bank.json' with { type: 'json' };
import blend from '../../scenarios/blend.json' with { type: 'json' };
import heads from '../../scenarios/heads.json' with { type: 'json' };
import it from '../../scenarios/it.json' with { type: 'json' };
import magnitude from '../../scenarios/magnitude.json' with { type: 'json' };
import moon from '../../scenarios/moon.json' with { type: 'json' };
import opened from '../../scenarios/opened.json' with { type: 'json' };
import sink from '../../scenarios/sink.json' with { type: 'json' };
import sky from '../../scenarios/sky.json' with { type: 'json' };
import treaty from '../../scenarios/treaty.json' with { type: 'json' };
import wordOrder from '../../scenarios/word-order.json' with { type: 'json' };

export const BUILT_IN_SCENARIOS = Object.freeze({
  bank, blend, heads, it, magnitude, moon, opened, sink, sky, treaty, 'word-order': wordOrder,
});
