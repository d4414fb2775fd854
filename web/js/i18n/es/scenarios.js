// The built-in examples' Spanish, which comes with the Spanish part (index.js)
// rather than with the widget (scenario-texts.js says why). Each file is read
// for its translations only ("?texts": tools/build-web.js keeps just those).
import bank from '../../../scenarios/bank.json?texts' with { type: 'json' };
import blend from '../../../scenarios/blend.json?texts' with { type: 'json' };
import heads from '../../../scenarios/heads.json?texts' with { type: 'json' };
import it from '../../../scenarios/it.json?texts' with { type: 'json' };
import magnitude from '../../../scenarios/magnitude.json?texts' with { type: 'json' };
import moon from '../../../scenarios/moon.json?texts' with { type: 'json' };
import opened from '../../../scenarios/opened.json?texts' with { type: 'json' };
import sink from '../../../scenarios/sink.json?texts' with { type: 'json' };
import sky from '../../../scenarios/sky.json?texts' with { type: 'json' };
import treaty from '../../../scenarios/treaty.json?texts' with { type: 'json' };
import wordOrder from '../../../scenarios/word-order.json?texts' with { type: 'json' };
import { addScenarioTexts } from '../scenario-texts.js';

const files = { bank, blend, heads, it, magnitude, moon, opened, sink, sky, treaty, 'word-order': wordOrder };
addScenarioTexts('es', Object.fromEntries(Object.entries(files).map(([id, json]) => [id, json.translations && json.translations.es])));
