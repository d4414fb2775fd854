// "What this means": the one generated sentence that sums up the current state.
(function (root) {
  'use strict';
  const ns = root.AttentionPlayground = root.AttentionPlayground || {};
  const { h, replace } = ns.dom;
  ns.views = ns.views || {};

  ns.views.meaning = function meaningView(container, actions) {
    const text = h('p', { class: 'meaning-text' });
    replace(container, [h('h3', { class: 'section-title', text: actions.t('meaning.title') }), text]);
    return {
      render(vm) { text.textContent = vm.texts.meaning; },
    };
  };
})(typeof globalThis !== 'undefined' ? globalThis : this);
