// Notes about settings that were ignored: a lesson link or an attribute asked
// for something that cannot be shown ("Ignored “magnitude=abc”: not a number
// from 1 to 10"). The widget shows the defaults instead, and says so here.
(function (root) {
  'use strict';
  const ns = root.AttentionPlayground = root.AttentionPlayground || {};
  const { h, replace } = ns.dom;
  ns.views = ns.views || {};

  ns.views.notes = function notesView(container, actions) {
    const items = h('ul', { class: 'notes-list' });
    const dismiss = h('button', { type: 'button', class: 'button small', 'data-key': 'notes-dismiss', text: 'OK, hide this',
      on: { click: () => actions.dismissNotes() } });
    replace(container, [
      h('p', { class: 'notes-title', text: 'Some settings could not be used, so their defaults are shown:' }),
      items, dismiss]);
    let shown = '';

    function render(vm, extra) {
      const notes = extra.notes || [];
      container.hidden = notes.length === 0;
      const key = notes.join('\n');
      if (key === shown) return;
      shown = key;
      replace(items, notes.map((text) => h('li', { text })));
    }

    return { render };
  };
})(typeof globalThis !== 'undefined' ? globalThis : this);
