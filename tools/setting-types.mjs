// The TypeScript type of each setting of web/js/state/settings.js, for the Custom
// Elements Manifest (custom-elements-manifest.config.mjs) and so for the editor
// data made from it. The list of settings, their names, properties and the word
// lists come from settings.js and steps.js themselves (the same constants their
// parsers check against); only each value's kind is said here, because the
// table holds no type and adding one would add bytes to the widget's bundle.
// settingTypes() throws when the table has a setting this file does not type,
// or this file types one the table no longer has: the build then fails.
// tests/node/manifest-types.test.js checks the words against the parsers and the
// manifest's types against the hand-written attention-playground-types.d.ts;
// tests/node/types-settings.test.js checks the .d.ts's lists of settings.
import { MODEL_CHOICES, SETTINGS } from '../web/js/state/settings.js';
import { ABOUT } from '../web/js/state/settings-about.js';
import { ALL, STEP_IDS } from '../web/js/lesson/steps.js';

const words = (list) => list.map((w) => `'${w}'`).join(' | ');
const ON_OFF = "'on' | 'off'";
const SWITCH = { attribute: ON_OFF, property: 'boolean | string | null' };
const TEXT = { attribute: 'string', property: 'string | null' };
const EDITS = 'Array<{ head: string; token: number; query?: number[]; key?: number[] }>';

// attribute: the attribute's text (a union of words where the parser takes only those);
// property: what the property gives and takes (settings.js's plain form, or attribute text; null removes it).
const KINDS = {
  scenario: TEXT,
  sentence: TEXT,
  step: { attribute: words(STEP_IDS.concat(ALL)), property: `${words(STEP_IDS.concat(ALL))} | null` },
  focus: { attribute: 'string', property: 'number | string | null' },
  heads: { attribute: 'string', property: 'string[] | string | null' },
  scenarios: { attribute: 'string', property: 'string[] | string | null' },
  head: TEXT,
  magnitude: { attribute: 'string', property: 'number | string | null' },
  sink: { attribute: 'string', property: '{ on: boolean; score: number } | number | string | boolean | null' },
  causal: SWITCH,
  numbers: SWITCH,
  detail: SWITCH,
  rows: { attribute: words(['top', 'all']), property: `${words(['top', 'all'])} | null` },
  sliders: SWITCH,
  order: { attribute: 'string', property: 'number[] | string | null' },
  edits: { attribute: 'string', property: `${EDITS} | string | null` },
  hide: { attribute: 'string', property: 'string[] | string | null' },
  controls: { attribute: 'string', property: 'string[] | string | null' },
  heading: TEXT,
  task: TEXT,
  lang: { attribute: 'string', property: 'string' }, // HTMLElement's own lang
  model: { attribute: words(MODEL_CHOICES), property: `${words(MODEL_CHOICES)} | null` },
  training: TEXT,
};

// [{ key, property, about, attribute: type text, propertyType: type text }] in the table's order.
export function settingTypes() {
  const keys = SETTINGS.map((s) => s.key);
  const untyped = keys.filter((k) => !KINDS[k]);
  const gone = Object.keys(KINDS).filter((k) => !keys.includes(k));
  if (untyped.length || gone.length) {
    throw new Error(`tools/setting-types.mjs: no type for ${untyped.join(', ') || '-'}; typed but not a setting: ${gone.join(', ') || '-'}`);
  }
  return SETTINGS.map((s) => ({
    key: s.key, property: s.property || s.key, about: ABOUT[s.key], attribute: KINDS[s.key].attribute, propertyType: KINDS[s.key].property,
  }));
}
