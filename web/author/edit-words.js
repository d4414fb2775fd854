// The editor's words: one disclosure per word of the sentence, holding, per
// head, what the word looks for, advertises and carries in plain words, and
// its numbers (query and key over the features, value over the value
// features) as sliders. A word's body is built when it is opened, so a long
// sentence stays quick.
import { h, replace, setText } from '../js/lib/dom.js';
import { LIMITS } from '../js/scenario/scenario.js';
import { numberField, textField } from './fields.js';
import { cellSummary } from './model.js';

const SLIDER = { min: -5, max: 5, step: 0.1, boxMin: -LIMITS.number, boxMax: LIMITS.number };
const TEXTS = [
  ['looksFor', 'What it looks for'],
  ['advertises', 'What it advertises'],
  ['carries', 'What it carries'],
];
const PARTS = [
  ['query', 'Query: what it looks for', 'features'],
  ['key', 'Key: what it advertises', 'features'],
  ['value', 'Value: what it carries', 'valueFeatures'],
];

export function wordsSection(app) {
  const list = h('ol', { class: 'au-plain au-words' });
  const node = h('section', { class: 'au-section', id: 'au-words', 'aria-labelledby': 'au-words-title' }, [
    h('h3', { id: 'au-words-title', text: 'Words' }),
    h('p', { class: 'au-hint', text: 'Open a word to say what it does. A word that matters in no head needs nothing.' }),
    list,
  ]);
  // The words opened, by their cells (which follow a word when the sentence changes).
  const opened = new WeakSet();

  function summaryText(token) {
    const m = app.model;
    const parts = m.heads.map((head) => {
      const text = cellSummary(token.cells[head.key]);
      return text && m.heads.length > 1 ? `${head.label}: ${text}` : text;
    }).filter(Boolean);
    return parts.length ? parts.join('; ') : 'nothing yet';
  }

  function headPart(token, i, head) {
    const m = app.model;
    const cell = token.cells[head.key];
    const id = `au-w${i}-${head.key}`;
    const texts = TEXTS.map(([field, label]) => textField(label, cell[field], (v) => {
      cell[field] = v.trim() === '' ? '' : v;
      app.changed([]);
      app.summaries.get(token.cells)();
    }, { id: `${id}-${field}`, max: LIMITS.text }));
    const numbers = PARTS.map(([part, label, names]) => h('fieldset', { class: 'au-numbers' }, [
      h('legend', { text: label }),
      m[names].map((f) => numberField(f.name, cell[part][f.key] || 0, (n) => {
        if (n === 0) delete cell[part][f.key]; else cell[part][f.key] = n;
        app.changed([]);
        app.summaries.get(token.cells)();
      }, Object.assign({ id: `${id}-${part}-${f.key}` }, SLIDER))),
    ]));
    const children = [h('div', { class: 'au-texts' }, texts), h('div', { class: 'au-part-grid' }, numbers)];
    if (m.heads.length === 1) return h('div', { class: 'au-head-part' }, children);
    return h('fieldset', { class: 'au-head-part' }, [h('legend', { text: `Head “${head.label}”` })].concat(children));
  }

  function word(token, i) {
    const body = h('div', { class: 'au-word-body' });
    const summary = h('span', { class: 'au-word-summary' });
    const update = () => setText(summary, summaryText(token));
    app.summaries.set(token.cells, update);
    update();
    const details = h('details', { class: 'au-word', id: `au-word-${i}` }, [
      h('summary', {}, [h('span', { class: 'au-word-text', dir: 'auto', text: token.text }), ' ', summary]),
      body,
    ]);
    const fill = () => {
      if (details.open && !body.firstChild) replace(body, app.model.heads.map((head) => headPart(token, i, head)));
    };
    details.addEventListener('toggle', () => {
      if (details.open) opened.add(token.cells); else opened.delete(token.cells);
      fill();
    });
    details.open = opened.has(token.cells);
    fill();
    return h('li', {}, [details]);
  }

  function render() {
    const m = app.model;
    app.summaries = new WeakMap();
    // At first, the word whose query is shown opens.
    if (!app.wordsOpened) {
      app.wordsOpened = true;
      const first = m.focus !== null ? m.focus : m.tokens.findIndex((t) => Object.values(t.cells).some((c) => Object.keys(c.query).length));
      if (m.tokens[first]) opened.add(m.tokens[first].cells);
    }
    replace(list, m.tokens.map(word));
  }
  return { node, render };
}
