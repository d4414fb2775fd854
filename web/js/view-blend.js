// One head's blended value: every token's value weighted by its softmax share,
// drawn as a bar per value feature with its number, and read in plain English
// ("mostly Mars: red, dusty", "half cat, half dog", "nothing useful gathered").
(function (root) {
  'use strict';
  const ns = root.AttentionPlayground = root.AttentionPlayground || {};
  const { h, replace, num, quote } = ns.dom;
  ns.views = ns.views || {};

  ns.views.blend = function blend(container, vm, head) {
    const f = quote(head.focus.text);
    const items = head.blend.values.map((v) => {
      const fill = h('span', { class: 'blend-fill' + (v.value < 0 ? ' is-negative' : '') });
      fill.style.width = Math.min(100, Math.abs(v.value) / head.blend.max * 100) + '%';
      return h('li', { class: 'blend-row' }, [
        h('span', { class: 'feature', text: v.name }),
        h('span', { class: 'blend-track', 'aria-hidden': 'true' }, [fill]),
        h('span', { class: 'number', text: num(v.value) }),
      ]);
    });
    container.setAttribute('aria-label', `What ${head.focus.text} gathers in ${head.label}`);
    return replace(container, [
      h('h4', { text: `What ${f} gathers: the blended value` }),
      h('p', { class: 'explain', text: 'Each token’s value times its softmax share, all added up' +
        (head.sink ? ' (the sink carries nothing).' : '.') }),
      h('ul', { class: 'blend-bars' }, items),
      h('p', { class: 'reading reading-' + head.blend.reading.kind }, [
        h('span', { class: 'reading-label', text: 'Reads as: ' }), h('strong', { text: head.blend.reading.text })]),
    ]);
  };
})(typeof globalThis !== 'undefined' ? globalThis : this);
