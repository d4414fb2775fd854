// The picker's list: every built-in example by its title, in its own
// translation for the widget's language if it has one. It comes with the
// explore part (the picker is the whole playground's), so a page of steps
// never downloads the titles.
import * as I from '../i18n/i18n.js';
import { SCENARIO_TITLES } from './scenario-titles.js';

function titleOf(json, tag) {
  const own = I.translation(json && json.translations, tag);
  return (own && typeof own.title === 'string' && own.title) || (json && json.title);
}

// ids: the examples to list; tag: the widget's language -> [{ id, title }].
export function pickerTitles(ids, tag) {
  return ids.map((id) => ({ id, title: titleOf(SCENARIO_TITLES[id], tag) || id }));
}
