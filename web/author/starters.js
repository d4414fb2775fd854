// The built-in examples an author can start from (web/scenarios; the build
// leaves their translations out), and the steps with their names. The page
// opens on the values step's example.
import bank from '../scenarios/bank.json' with { type: 'json' };
import blend from '../scenarios/blend.json' with { type: 'json' };
import heads from '../scenarios/heads.json' with { type: 'json' };
import it from '../scenarios/it.json' with { type: 'json' };
import magnitude from '../scenarios/magnitude.json' with { type: 'json' };
import moon from '../scenarios/moon.json' with { type: 'json' };
import opened from '../scenarios/opened.json' with { type: 'json' };
import sink from '../scenarios/sink.json' with { type: 'json' };
import sky from '../scenarios/sky.json' with { type: 'json' };
import treaty from '../scenarios/treaty.json' with { type: 'json' };
import wordOrder from '../scenarios/word-order.json' with { type: 'json' };
import english from '../js/i18n/en/catalogue.js';
import { ALL, STEP_IDS, exampleFor } from '../js/lesson/steps.js';

export const STARTERS = Object.freeze({ it, sky, moon, magnitude, sink, heads, 'word-order': wordOrder, bank, blend, opened, treaty });
export const FIRST_STEP = 'values';

export const STEPS = Object.freeze(STEP_IDS.concat([ALL]).map((id, i) => ({
  id, name: id === ALL ? english['step.all'] : `${i + 1}. ${english['step.' + id]}`,
})));

// A built-in example as the author's own: a copy under an id of its own (so
// no widget takes it for the built-in one, whose translated words it joins
// to a built-in's id), without translations.
export function starter(id) {
  const copy = JSON.parse(JSON.stringify(STARTERS[id]));
  delete copy.translations;
  copy.id = `my-${id}`;
  return copy;
}

export const firstStarter = () => starter(exampleFor(FIRST_STEP));
