// The scenario's own text in the language asked for, for the view model
// (compute.js): its `translations` entry for that tag (i18n.translation), each
// text falling back to the original. Kept per scenario, tag and language.
import * as I from '../i18n/i18n.js';
import { isTyped } from '../data/scenario-shape.js';

const localized = new WeakMap();

// { lang, title, tryThis, heads: [{ label, question, text: [{ looksFor, advertises, carries }] }] }
export function scenarioWords(scenario, tag, lang) {
  let byTag = localized.get(scenario);
  if (!byTag) { byTag = new Map(); localized.set(scenario, byTag); }
  const memoKey = tag + '|' + lang;
  if (!byTag.has(memoKey)) {
    const tr = I.translation(scenario.translations, tag) || {};
    const pick = (value, fallback) => (typeof value === 'string' && value !== '' ? value : fallback);
    byTag.set(memoKey, {
      lang,
      // A typed sentence's title is the widget's own words (its other texts
      // come with a translation for every catalogue language, own-sentence.js).
      title: isTyped(scenario) ? I.t(lang, 'own.title') : pick(tr.title, scenario.title),
      tryThis: pick(tr.tryThis, scenario.tryThis),
      heads: scenario.heads.map((head) => {
        const th = (tr.heads && tr.heads[head.id]) || {};
        return {
          label: pick(th.label, head.label),
          question: pick(th.question, head.question),
          text: head.text.map((own, i) => {
            const tt = (tr.tokens && tr.tokens[String(i)] && tr.tokens[String(i)][head.id]) || {};
            own = own || {};
            return { looksFor: pick(tt.looksFor, own.looksFor), advertises: pick(tt.advertises, own.advertises),
              carries: pick(tt.carries, own.carries) };
          }),
        };
      }),
    });
  }
  return byTag.get(memoKey);
}
