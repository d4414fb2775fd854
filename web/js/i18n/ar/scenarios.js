// Arabic's own built-in examples (web/scenarios/ar/, why each was chosen:
// web/scenarios/ar/README.md) and its word list for a typed sentence
// (lexicon.json: docs/lexicon-format.md), which come with the Arabic part
// (index.js registers them: i18n.js ownOf) rather than with the widget. The
// examples go by the English ones' ids, written for Arabic rather than
// translated word for word.
import bank from '../../../scenarios/ar/bank.json' with { type: 'json' };
import blend from '../../../scenarios/ar/blend.json' with { type: 'json' };
import heads from '../../../scenarios/ar/heads.json' with { type: 'json' };
import it from '../../../scenarios/ar/it.json' with { type: 'json' };
import magnitude from '../../../scenarios/ar/magnitude.json' with { type: 'json' };
import moon from '../../../scenarios/ar/moon.json' with { type: 'json' };
import opened from '../../../scenarios/ar/opened.json' with { type: 'json' };
import sink from '../../../scenarios/ar/sink.json' with { type: 'json' };
import sky from '../../../scenarios/ar/sky.json' with { type: 'json' };
import treaty from '../../../scenarios/ar/treaty.json' with { type: 'json' };
import wordOrder from '../../../scenarios/ar/word-order.json' with { type: 'json' };
import lexicon from './lexicon.json' with { type: 'json' };

export const EXAMPLES = Object.freeze({ bank, blend, heads, it, magnitude, moon, opened, sink, sky, treaty, 'word-order': wordOrder });

// What the part brings besides its words (i18n.js ownOf): the examples by their ids, the word list as 'lexicon'.
export const OWN = Object.freeze(Object.assign({ lexicon }, EXAMPLES));
