// The widget's words a walk is checked in, read from the language's own
// catalogue (web/js/i18n/<lang>/catalogue.js; a key it lacks is read in
// English, as the widget does), so a Spanish or Arabic walk is held to its own
// words as strictly as an English one is to English's:
//   words(lang): { lang, stepName(step), tryThis, stepOf(n, count), nextTo(name),
//     sliderSaid: RegExp (its value in group 1), number(text),
//     trainingStarted, trainingPassed, trainingPaused: RegExps of the learned step's milestones (its part's words) }
// Orca's own words ("Focus mode", "heading level 2") stay Orca's: its locale, not the page's.
'use strict';
const path = require('node:path');

const i18n = path.resolve(__dirname, '../../web/js/i18n');
const catalogue = (lang) => require(path.join(i18n, lang, 'catalogue.js')).default;
const trainingWords = (lang) => require(path.join(i18n, lang, 'training.js')).default;
const escape = (text) => String(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A text as hears.js compares what Orca said: no quotes, no bidi marks, one space between words.
const unquoted = (text) => String(text).replace(/[“”"‘’']/g, '').replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '')
  .replace(/\s+/g, ' ').trim();
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (all, key) => (key in values ? values[key] : all));

function words(lang = 'en') {
  let own;
  try { own = catalogue(lang); } catch (error) {
    throw new Error(`no catalogue for the language "${lang}" (web/js/i18n/${lang}/catalogue.js)`);
  }
  const english = catalogue('en');
  const say = (key) => (own[key] !== undefined && own[key] !== null ? own[key] : english[key]);
  // The decimal mark of the language's numbers: its catalogue's, else Intl's for its locale.
  const decimal = own['intl.decimal'] ||
    new Intl.NumberFormat(say('intl.locale')).formatToParts(1.5).find((p) => p.type === 'decimal').value;
  const [before, after] = say('dials.magnitude-said').split('{value}');
  return {
    lang,
    stepName: (step) => say(`step.${step}`),
    // "Try this: " as the step shows it, before its task.
    tryThis: new RegExp('^' + escape(say('scenario.try').trim())),
    stepOf: (n, count) => fill(say('steps.of'), { n, count }),
    nextTo: (name) => fill(say('steps.next-to'), { name }),
    // The slider's value as it is said ("magnitude 3.3", "magnitud 3,3", "الشدة 3.3").
    sliderSaid: new RegExp(escape(before) + '(\\d+(?:' + escape(decimal) + '\\d+)?)' + escape(after)),
    number: (text) => Number(String(text).split(decimal).join('.')),
    // The learned step's milestones, from the words its part brings (what comes before the first number).
    // Held to what hears.js compares: the text without quotes or bidi marks (never spoken).
    trainingStarted: new RegExp('^' + escape(unquoted(trainingWords(lang)['training.say-started']))),
    trainingPassed: new RegExp('^' + escape(unquoted(trainingWords(lang)['training.say-passed'].split('{')[0]))),
    trainingPaused: new RegExp('^' + escape(unquoted(trainingWords(lang)['training.say-paused'].split('{')[0]))),
  };
}

module.exports = { words };
