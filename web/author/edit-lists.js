// The editor's named lists: the features words look for and advertise (query
// and key), the features they carry (value), and the heads. Renaming keeps
// every number (the model keys them apart from their names).
import { h, replace } from '../js/lib/dom.js';
import { LIMITS } from '../js/scenario/scenario.js';
import { button, section, textField } from './fields.js';
import { addFeature, addHead, removeFeature, removeHead } from './model.js';

const LISTS = {
  features: { title: 'Features words look for and advertise (query and key)', one: 'feature' },
  valueFeatures: { title: 'Features words carry (value)', one: 'value feature' },
};

export function featuresSection(app) {
  const body = h('div');
  const node = section('Features', [
    h('p', { class: 'au-hint', text: 'A query and a key are numbers over the first list; a match is their dot product. A value is numbers over the second list: what a word hands over.' }),
    body,
  ], { id: 'au-features' });
  function list(name) {
    const m = app.model;
    const rows = m[name].map((f, i) => h('li', { class: 'au-row' }, [
      textField(`${LISTS[name].one} ${i + 1}`, f.name, (v) => { f.name = v; app.changed(['words', 'settings']); },
        { id: `au-${name}-${f.key}`, max: LIMITS.name, cls: 'au-grow' }),
      button('Remove', () => { removeFeature(m, name, f.key); app.changed(['features', 'words'], `au-${name}-add`); },
        { label: `Remove the ${LISTS[name].one} “${f.name}”`, id: `au-${name}-${f.key}-remove`, disabled: m[name].length <= 1 }),
    ]));
    return h('fieldset', { class: 'au-list' }, [
      h('legend', { text: LISTS[name].title }),
      h('ol', { class: 'au-plain' }, rows),
      button(`Add a ${LISTS[name].one}`, () => { const key = addFeature(m, name); app.changed(['features', 'words'], `au-${name}-${key}`); },
        { id: `au-${name}-add`, disabled: m[name].length >= LIMITS.features }),
    ]);
  }
  function render() { replace(body, [list('features'), list('valueFeatures')]); }
  return { node, render };
}

export function headsSection(app) {
  const body = h('div');
  const node = section('Heads', [
    h('p', { class: 'au-hint', text: 'Each head asks its own question; every word has its own numbers in each head.' }),
    body,
  ], { id: 'au-heads' });
  function render() {
    const m = app.model;
    replace(body, [
      h('ol', { class: 'au-plain' }, m.heads.map((head, i) => h('li', {}, [h('fieldset', { class: 'au-list' }, [
        h('legend', { text: `Head ${i + 1}` }),
        textField('Id (letters, digits, hyphens)', head.id, (v) => { head.id = v; app.changed(['words', 'settings']); },
          { id: `au-head-${head.key}-id`, max: LIMITS.name }),
        textField('Short label', head.label, (v) => { head.label = v; app.changed(['words']); },
          { id: `au-head-${head.key}-label`, max: LIMITS.label, hint: 'Shown on its button, e.g. “who?”' }),
        textField('Its question, in plain words', head.question, (v) => { head.question = v; app.changed([]); },
          { id: `au-head-${head.key}-question`, max: LIMITS.question }),
        button('Remove this head', () => { removeHead(m, head.key); app.changed(['heads', 'words', 'settings'], 'au-head-add'); },
          { label: `Remove this head: head ${i + 1} (“${head.label}”)`, disabled: m.heads.length <= 1 }),
      ])]))),
      button('Add a head', () => { const key = addHead(m); app.changed(['heads', 'words', 'settings'], `au-head-${key}-id`); },
        { id: 'au-head-add', disabled: m.heads.length >= LIMITS.heads }),
    ]);
  }
  return { node, render };
}
