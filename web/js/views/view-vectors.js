// The focus token up close: what it looks for (query), advertises (key) and
// carries (value) in one head, in plain English; its vectors as numbers on
// demand; and one slider per feature to edit its query and key live.
import { h, present, replace, setAttr, setText } from '../lib/dom.js';
import { vectorListPart } from './view-bits.js';

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
  let editReset = null;
  let sliders = [];

  // What the focus looks for, advertises and carries: each a term, its words
  // and (on demand) its numbers, built once.
  function factPart(term) {
    const text = h('span');
    const numbers = vectorListPart();
    const dd = h('dd', null, [text]);
    return { nodes: [h('dt', { text: term }), dd], dd, text, numbers };
  }
  const facts3 = {
    query: factPart(t('vectors.looks-for')),
    key: factPart(t('vectors.advertises')),
    value: factPart(t('vectors.carries')),
  };
  replace(facts, [facts3.query.nodes, facts3.key.nodes, facts3.value.nodes]);

  // compact: the query's sliders only (a step of the chapter).
  function buildEditor(vm, head, compact) {
    const f = head.focus;
    const reset = h('button', { type: 'button', class: 'button small', 'data-key': 'edit-reset', text: t('vectors.undo'),
      on: { click: () => actions.resetEdits() } });
    sliders = [];
    const group = (kind, title, vector) => h('fieldset', { class: 'sliders' }, [
      // In a step the card's "looks for (query)" already says what the sliders are: the legend is for readers.
      h('legend', { text: title, class: compact ? 'visually-hidden' : null }),
      vm.scenario.features.map((name, i) => {
        const id = `edit-${kind}-${i}`;
        // Where scores are read from 0 to 1 (the scores step), a query number stays
        // from 0 to 1, so no key's score can pass 1; elsewhere from 0 to 2 (or the value's own).
        const unit = vm.step === 'scores';
        const lo = unit ? 0 : Math.min(0, Math.floor(vector[i]));
        const hi = unit ? 1 : Math.max(2, Math.ceil(vector[i]));
        const input = h('input', { type: 'range', id, min: lo, max: hi, step: 0.1, value: vector[i], 'data-key': id,
          on: { input: () => actions.editVector(kind, i, Number(input.value)),
            change: () => { actions.editVector(kind, i, Number(input.value)); actions.commit(); } } });
        // The number is for the eye; the slider says it (aria-valuetext: "planet 0.5").
        const output = h('span', { class: 'number', 'aria-hidden': 'true', text: num(vector[i]) });
        sliders.push({ kind, i, input, output });
        return h('div', { class: 'slider-row' }, [h('label', { for: id, text: name }), input, output]);
      }),
    ]);
    editReset = reset;
    replace(editor, [
      !compact && h('p', { class: 'explain', text: t('vectors.editor-note', { token: quote(f.text), label: head.label }) }),
      h('div', { class: 'slider-groups' }, [
        group('query', t('vectors.query-group', { token: quote(f.text) }), f.query),
        !compact && group('key', t('vectors.key-group', { token: quote(f.text) }), f.key),
      ]),
      reset,
    ]);
  }

  function render(vm) {
    // In the heads step with several heads side by side, their table says what the focus
    // looks for in each head: the card would only repeat one of them.
    const comparing = !vm.shows.explore && vm.shows.heads && vm.shownHeads.length > 1;
    container.hidden = !vm.shows.table || vm.hide.includes('focus') || comparing;
    if (container.hidden) return;
    // In a step of the chapter the card is compact: what the focus looks for (its
    // query), the numbers where the step shows them, and the query's sliders.
    const compact = !vm.shows.explore;
    const head = vm.heads[vm.shownHead];
    const f = head.focus;
    if (!compact) setText(heading, t('vectors.title', { token: quote(f.text) })); // the whole playground's words
    if (headSelect.options.length !== vm.heads.length || headSelect.dataset.scenario !== vm.scenario.key) {
      replace(headSelect, vm.heads.map((x) => h('option', { value: x.index, text: x.label })));
      headSelect.dataset.scenario = vm.scenario.key;
    }
    headSelect.value = String(vm.shownHead);
    headRow.hidden = vm.heads.length < 2 || !vm.shows.heads;
    heading.hidden = compact;
    setText(question, t('vectors.question', { label: head.label, question: head.question, token: quote(f.text) }));
    question.hidden = compact && (!vm.shows.heads || vm.heads.length < 2);
    unknown.hidden = !f.unknown;
    setText(unknown, f.unknown ? t('vectors.unknown', { token: quote(f.text) }) : '');
    const show = vm.numbers;
    const fill = (part, text, names, vector, label, shown = show) => {
      setText(part.text, text);
      present(part.dd, part.numbers.node, shown);
      if (shown) part.numbers.update(names, vector, label, false, lang);
    };
    // Where the query's sliders are always open (the scores step), they show its numbers.
    fill(facts3.query, f.looksFor, vm.scenario.features, f.query, t('vectors.query-of', { token: f.text }),
      show && !(vm.step === 'scores' && !vm.hide.includes('edit')));
    fill(facts3.key, f.advertises, vm.scenario.features, f.key, t('vectors.key-of', { token: f.text }));
    fill(facts3.value, f.carries, vm.scenario.valueFeatures, f.value, t('vectors.value-of', { token: f.text }));
    for (const part of [facts3.key, facts3.value]) for (const node of part.nodes) node.hidden = compact;
    note.hidden = compact;
    if (!compact) {
      note.textContent = (f.idle ? t('vectors.idle-note', { token: quote(f.text) }) : t('vectors.note')) +
        (vm.numbers ? t('vectors.numbers-note') : '');
    }
    numbers.checked = vm.numbers;
    numbersToggle.hidden = vm.hide.includes('numbers') || (compact && vm.shows.numbers);

    // The sliders are open from the start in the step where queries become numbers.
    const always = vm.step === 'scores';
    const open = vm.sliders || always;
    const editable = !vm.hide.includes('edit');
    editButton.hidden = !editable || always;
    setText(editButton, open ? t('vectors.edit-hide') : t(compact ? 'vectors.edit-query' : 'vectors.edit', { token: quote(f.text) }));
    editButton.setAttribute('aria-expanded', open ? 'true' : 'false');
    editor.hidden = !(editable && open);
    if (!editor.hidden) {
      const shape = [vm.scenario.key, vm.focus, vm.shownHead, compact, vm.step].join('|');
      if (shape !== editorShape) { editorShape = shape; buildEditor(vm, head, compact); }
      if (editReset) editReset.hidden = compact && !f.queryEdited && !f.keyEdited;
      for (const s of sliders) {
        const v = f[s.kind][s.i];
        if (Number(s.input.value) !== v) s.input.value = v;
        setText(s.output, num(v));
        setAttr(s.input, 'aria-valuetext', t('vectors.slider-said', { feature: vm.scenario.features[s.i], value: num(v) }));
      }
    } else {
      editorShape = '';
    }
  }

  return { render };
}
