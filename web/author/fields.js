// The authoring page's controls, each with its label: built with the widget's
// dom.js (createElement and textContent only: an author's text never becomes HTML).
import { h } from '../js/lib/dom.js';

let counter = 0;
export function uid(stem) { counter += 1; return `au-${stem}-${counter}`; }

// A labelled text box (a textarea when rows is given). onInput(value) on every keystroke.
export function textField(label, value, onInput, { id = uid('text'), max, rows, hint, placeholder, cls } = {}) {
  const hintId = hint ? id + '-hint' : null;
  const input = h(rows ? 'textarea' : 'input', {
    id, type: rows ? null : 'text', rows, maxlength: max, placeholder, spellcheck: rows ? 'true' : null,
    'aria-describedby': hintId, autocomplete: 'off',
    on: { input: () => onInput(input.value) },
  });
  input.value = value;
  return h('div', { class: 'au-field' + (cls ? ' ' + cls : '') }, [
    h('label', { for: id, text: label }), input,
    hint ? h('p', { class: 'au-hint', id: hintId, text: hint }) : null,
  ]);
}

// A labelled select over [{ value, text }]; values are strings. onChange(value).
export function selectField(label, options, value, onChange, { id = uid('select'), cls } = {}) {
  const select = h('select', { id, on: { change: () => onChange(select.value) } },
    options.map((o) => h('option', { value: o.value, text: o.text })));
  select.value = value;
  return h('div', { class: 'au-field' + (cls ? ' ' + cls : '') }, [h('label', { for: id, text: label }), select]);
}

export function checkField(label, checked, onChange, { id = uid('check') } = {}) {
  const input = h('input', { type: 'checkbox', id, checked, on: { change: () => onChange(input.checked) } });
  return h('div', { class: 'au-field au-checkbox' }, [input, h('label', { for: id, text: label })]);
}

// A number as a slider and a number box side by side, kept in step. The
// slider covers [min, max]; the box takes anything in [boxMin, boxMax] (the
// format's whole range) and the slider then sits at its end.
export function numberField(label, value, onInput, { min, max, step = 0.1, boxMin = min, boxMax = max, id = uid('num') } = {}) {
  const range = h('input', { type: 'range', id, min, max, step });
  const box = h('input', { type: 'number', min: boxMin, max: boxMax, step, class: 'au-number', 'aria-label': `${label} (exact number)` });
  range.value = String(value);
  box.value = String(value);
  range.addEventListener('input', () => { box.value = range.value; onInput(Number(range.value)); });
  box.addEventListener('input', () => {
    if (box.value === '' || !Number.isFinite(Number(box.value))) return;
    const n = Math.max(boxMin, Math.min(boxMax, Number(box.value)));
    range.value = String(n);
    onInput(n);
  });
  return h('div', { class: 'au-field au-slider' }, [h('label', { for: id, text: label }), range, box]);
}

// A button; `text` is what it says, `label` (optional) a fuller accessible name.
export function button(text, onClick, { label, cls, id, disabled = false } = {}) {
  return h('button', { type: 'button', class: cls || 'au-button', id, 'aria-label': label, text, disabled, on: { click: onClick } });
}

// A titled part of the editor.
export function section(title, children, { id } = {}) {
  const headingId = uid('section');
  return h('section', { class: 'au-section', id, 'aria-labelledby': headingId },
    [h('h3', { id: headingId, text: title })].concat(children));
}
