// Spanish's own built-in examples (web/scenarios/es/, why each was chosen:
// web/scenarios/es/README.md) and its word list for a typed sentence
// (lexicon.json: docs/lexicon-format.md), which come with the Spanish part
// (index.js registers them: i18n.js ownOf) rather than with the widget. The
// examples go by the English ones' ids, written for Spanish rather than
// translated word for word.
import bank from '../../../scenarios/es/bank.json' with { type: 'json' };
import blend from '../../../scenarios/es/blend.json' with { type: 'json' };
import heads from '../../../scenarios/es/heads.json' with { type: 'json' };
import it from '../../../scenarios/es/it.json' with { type: 'json' };
import magnitude from '../../../scenarios/es/magnitude.json' with { type: 'json' };
import moon from '../../../scenarios/es/moon.json' with { type: 'json' };
import opened from '../../../scenarios/es/opened.json' with { type: 'json' };
import sink from '../../../scenarios/es/sink.json' with { type: 'json' };
import sky from '../../../scenarios/es/sky.json' with { type: 'json' };
import treaty from '../../../scenarios/es/treaty.json' with { type: 'json' };
import wordOrder from '../../../scenarios/es/word-order.json' with { type: 'json' };
import lexicon from './lexicon.json' with { type: 'json' };

export const EXAMPLES = Object.freeze({ bank, blend, heads, it, magnitude, moon, opened, sink, sky, treaty, 'word-order': wordOrder });

// What the part brings besides its words (i18n.js ownOf): the examples by their ids, the word list as 'lexicon'.
export const OWN = Object.freeze(Object.assign({ lexicon }, EXAMPLES));
