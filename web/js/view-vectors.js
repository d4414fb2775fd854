// The focus token up close: what it looks for (query), advertises (key) and
// carries (value) in one head, in plain English; its vectors as numbers on
// demand; and one slider per feature to edit its query and key live.
import { h, replace } from './dom.js';
import * as I from './i18n.js';

// "planet 1 · place 0 · colour 0" as a list a screen reader reads item by item.
// compact: only the features that are not 0, then "others 0" (or "all 0").
// lang: the language of "all 0" and of the numbers (English by default).
export function vectorList(names, vector, label, compact, lang) {
  let items = names.map((name, i) => ({ name, v: vector[i] }));
  const zeros = items.filter((x) => x.v === 0).length;
  if (compact) items = items.filter((x) => x.v !== 0);
  const list = items.map((x) => h('li', { class: x.v === 0 ? 'is-zero' : null }, [
    h('span', { class: 'feature', text: x.name }), ' ', h('span', { class: 'number', text: I.num(lang, x.v) })]));
  if (compact && zeros > 0) {
    list.push(h('li', { class: 'is-zero', text: I.t(lang, zeros === names.length ? 'vectors.all-zero' : 'vectors.others-zero') }));
  }
  return h('ul', { class: 'vector', 'aria-label': label }, list);
}

export function vectorsView(container, actions) {
  const { t, num, quote, lang } = actions;
  const heading = h('h3', { class: 'card-title' });
  const headLabel = h('label', { class: 'inline-label', for: 'vectors-head', text: t('vectors.head') });
  const headSelect = h('select', { id: 'vectors-head', 'data-key': 'vectors-head',
    on: { change: () => actions.showHead(Number(headSelect.value)) } });
  const headRow = h('div', { class: 'head-choice' }, [headLabel, headSelect]);
  const question = h('p', { class: 'head-question' });
  const facts = h('dl', { class: 'facts' });
  const numbers = h('input', { type: 'checkbox', id: 'numbers', 'data-key': 'numbers',
    on: { change: () => actions.set({ numbers: numbers.checked }) } });
  const numbersToggle = h('div', { class: 'toggle' }, [numbers,
    h('label', { for: 'numbers', text: t('vectors.numbers') })]);
  const editButton = h('button', { type: 'button', class: 'button', 'data-key': 'edit-toggle', 'aria-expanded': 'false',
    'aria-controls': 'editor', on: { click: () => actions.set({ sliders: editButton.getAttribute('aria-expanded') !== 'true' }) } });
  const editor = h('div', { class: 'editor', id: 'editor', hidden: true });
  const note = h('p', { class: 'explain' });
  const unknown = h('p', { class: 'unknown-note', hidden: true });
  replace(container, [heading, headRow, question, unknown, facts, note,
    h('div', { class: 'button-row' }, [numbersToggle, editButton]), editor]);

  let editorShape = '';
  let sliders = [];

  function fact(term, text, vectorNode) {
    return [h('dt', { text: term }), h('dd', null, [h('span', { text }), vectorNode])];
  }

  function buildEditor(vm, head) {
    const f = head.focus;
    const reset = h('button', { type: 'button', class: 'button small', 'data-key': 'edit-reset', text: t('vectors.undo'),
      on: { click: () => actions.resetEdits() } });
    sliders = [];
    const group = (kind, title, vector) => h('fieldset', { class: 'sliders' }, [
      h('legend', { text: title }),
      vm.scenario.features.map((name, i) => {
        const id = `edit-${kind}-${i}`;
        const lo = Math.min(0, Math.floor(vector[i]));
        const hi = Math.max(2, Math.ceil(vector[i]));
        const input = h('input', { type: 'range', id, min: lo, max: hi, step: 0.1, value: vector[i], 'data-key': id,
          on: { input: () => actions.editVector(kind, i, Number(input.value)),
            change: () => { actions.editVector(kind, i, Number(input.value)); actions.commit(); } } });
        const output = h('output', { for: id, class: 'number', text: num(vector[i]) });
        sliders.push({ kind, i, input, output });
        return h('div', { class: 'slider-row' }, [h('label', { for: id, text: name }), input, output]);
      }),
    ]);
    replace(editor, [
      h('p', { class: 'explain', text: t('vectors.editor-note', { token: quote(f.text), label: head.label }) }),
      h('div', { class: 'slider-groups' }, [
        group('query', t('vectors.query-group', { token: quote(f.text) }), f.query),
        group('key', t('vectors.key-group', { token: quote(f.text) }), f.key),
      ]),
      reset,
    ]);
  }

  function render(vm) {
    const head = vm.heads[vm.shownHead];
    const f = head.focus;
    heading.textContent = t('vectors.title', { token: quote(f.text) });
    if (headSelect.options.length !== vm.heads.length || headSelect.dataset.scenario !== vm.scenario.key) {
      replace(headSelect, vm.heads.map((x) => h('option', { value: x.index, text: x.label })));
      headSelect.dataset.scenario = vm.scenario.key;
    }
    headSelect.value = String(vm.shownHead);
    headRow.hidden = vm.heads.length < 2;
    question.textContent = t('vectors.question', { label: head.label, question: head.question, token: quote(f.text) });
    unknown.hidden = !f.unknown;
    unknown.textContent = f.unknown ? t('vectors.unknown', { token: quote(f.text) }) : '';
    const show = vm.numbers;
    replace(facts, [
      fact(t('vectors.looks-for'), f.looksFor,
        show && vectorList(vm.scenario.features, f.query, t('vectors.query-of', { token: f.text }), false, lang)),
      fact(t('vectors.advertises'), f.advertises,
        show && vectorList(vm.scenario.features, f.key, t('vectors.key-of', { token: f.text }), false, lang)),
      fact(t('vectors.carries'), f.carries,
        show && vectorList(vm.scenario.valueFeatures, f.value, t('vectors.value-of', { token: f.text }), false, lang)),
    ]);
    note.textContent = (f.idle ? t('vectors.idle-note', { token: quote(f.text) }) : t('vectors.note')) +
      (vm.numbers ? t('vectors.numbers-note') : '');
    numbers.checked = vm.numbers;
    numbersToggle.hidden = vm.hide.includes('numbers');

    const editable = !vm.hide.includes('edit');
    editButton.hidden = !editable;
    editButton.textContent = vm.sliders ? t('vectors.edit-hide') : t('vectors.edit', { token: quote(f.text) });
    editButton.setAttribute('aria-expanded', vm.sliders ? 'true' : 'false');
    editor.hidden = !(editable && vm.sliders);
    if (!editor.hidden) {
      const shape = [vm.scenario.key, vm.focus, vm.shownHead].join('|');
      if (shape !== editorShape) { editorShape = shape; buildEditor(vm, head); }
      for (const s of sliders) {
        const v = f[s.kind][s.i];
        if (Number(s.input.value) !== v) s.input.value = v;
        s.output.textContent = num(v);
      }
    } else {
      editorShape = '';
    }
  }

  return { render };
}
