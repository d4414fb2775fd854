// The focus token up close: what it looks for (query), advertises (key) and
// carries (value) in one head, in plain English; its vectors as numbers on
// demand; and one slider per feature to edit its query and key live.
(function (root) {
  'use strict';
  const ns = root.AttentionPlayground = root.AttentionPlayground || {};
  const { h, replace, num, quote } = ns.dom;
  ns.views = ns.views || {};

  // "planet 1 · place 0 · colour 0" as a list a screen reader reads item by item.
  // compact: only the features that are not 0, then "others 0" (or "all 0").
  ns.views.vectorList = function vectorList(names, vector, label, compact) {
    let items = names.map((name, i) => ({ name, v: vector[i] }));
    const zeros = items.filter((x) => x.v === 0).length;
    if (compact) items = items.filter((x) => x.v !== 0);
    const list = items.map((x) => h('li', { class: x.v === 0 ? 'is-zero' : null }, [
      h('span', { class: 'feature', text: x.name }), ' ', h('span', { class: 'number', text: num(x.v) })]));
    if (compact && zeros > 0) {
      list.push(h('li', { class: 'is-zero', text: zeros === names.length ? 'all 0' : 'others 0' }));
    }
    return h('ul', { class: 'vector', 'aria-label': label }, list);
  };

  ns.views.vectors = function vectorsView(container, actions) {
    const heading = h('h3', { class: 'card-title' });
    const headLabel = h('label', { class: 'inline-label', for: 'vectors-head', text: 'Head' });
    const headSelect = h('select', { id: 'vectors-head', 'data-key': 'vectors-head',
      on: { change: () => actions.showHead(Number(headSelect.value)) } });
    const headRow = h('div', { class: 'head-choice' }, [headLabel, headSelect]);
    const question = h('p', { class: 'head-question' });
    const facts = h('dl', { class: 'facts' });
    const numbers = h('input', { type: 'checkbox', id: 'numbers', 'data-key': 'numbers',
      on: { change: () => actions.set({ numbers: numbers.checked }) } });
    const numbersToggle = h('div', { class: 'toggle' }, [numbers,
      h('label', { for: 'numbers', text: 'Show numbers (the vectors)' })]);
    const editButton = h('button', { type: 'button', class: 'button', 'data-key': 'edit-toggle', 'aria-expanded': 'false',
      'aria-controls': 'editor', on: { click: () => actions.set({ editOpen: editButton.getAttribute('aria-expanded') !== 'true' }) } });
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
      const reset = h('button', { type: 'button', class: 'button small', 'data-key': 'edit-reset', text: 'Undo my edits',
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
        h('p', { class: 'explain', text: `Drag a slider to change what ${quote(f.text)} asks for or offers in “${head.label}”. ` +
          'Every score, percentage and blend below is recomputed as you drag.' }),
        h('div', { class: 'slider-groups' }, [
          group('query', `Query of ${quote(f.text)}: what it looks for`, f.query),
          group('key', `Key of ${quote(f.text)}: what it advertises`, f.key),
        ]),
        reset,
      ]);
    }

    function render(vm) {
      const head = vm.heads[vm.shownHead];
      const f = head.focus;
      heading.textContent = `The focus: ${quote(f.text)}`;
      if (headSelect.options.length !== vm.heads.length || headSelect.dataset.scenario !== vm.scenario.key) {
        replace(headSelect, vm.heads.map((x) => h('option', { value: x.index, text: x.label })));
        headSelect.dataset.scenario = vm.scenario.key;
      }
      headSelect.value = String(vm.shownHead);
      headRow.hidden = vm.heads.length < 2;
      question.textContent = `In the “${head.label}” head (${head.question}), ${quote(f.text)}:`;
      unknown.hidden = !f.unknown;
      unknown.textContent = f.unknown ? `${quote(f.text)} is an unknown word: the built-in word list does not know it, ` +
        'so its query, key and value are all zero. It still gets attention like every other word.' : '';
      const show = vm.numbers;
      replace(facts, [
        fact('looks for (query)', f.looksFor,
          show && ns.views.vectorList(vm.scenario.features, f.query, `query of ${f.text}`)),
        fact('advertises (key)', f.advertises,
          show && ns.views.vectorList(vm.scenario.features, f.key, `key of ${f.text}`)),
        fact('carries (value)', f.carries,
          show && ns.views.vectorList(vm.scenario.valueFeatures, f.value, `value of ${f.text}`)),
      ]);
      note.textContent = (f.idle
        ? `${quote(f.text)} asks this head nothing, so it gets no clear answer here — look at another head or another word.`
        : 'Its query is compared with every key below, its own included. Every token carries a value, even if it is “nothing useful”.') +
        (vm.numbers ? ' The numbers are the vectors behind the words: one number per feature. A match score is the ' +
          'query’s numbers times the key’s, feature by feature, added up (the dot product).' : '');
      numbers.checked = vm.numbers;
      numbersToggle.hidden = vm.scenario.hidden.indexOf('numbers') >= 0;

      const editable = vm.scenario.hidden.indexOf('edit') < 0;
      editButton.hidden = !editable;
      editButton.textContent = vm.editOpen ? 'Hide the sliders' : `Edit the query and key of ${quote(f.text)}`;
      editButton.setAttribute('aria-expanded', vm.editOpen ? 'true' : 'false');
      editor.hidden = !(editable && vm.editOpen);
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
  };
})(typeof globalThis !== 'undefined' ? globalThis : this);
