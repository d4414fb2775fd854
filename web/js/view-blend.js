// One head's blended value: every token's value weighted by its softmax share,
// drawn as a bar per value feature with its number, and read in plain English
// ("mostly Mars: red, dusty", "half cat, half dog", "nothing useful gathered").
import { h, replace } from './dom.js';
import * as I from './i18n.js';

export function blend(container, vm, head) {
  const t = (key, params) => I.t(vm.lang, key, params);
  const f = I.quote(vm.lang, head.focus.text);
  const items = head.blend.values.map((v) => {
    const fill = h('span', { class: 'blend-fill' + (v.value < 0 ? ' is-negative' : '') });
    fill.style.width = Math.min(100, Math.abs(v.value) / head.blend.max * 100) + '%';
    return h('li', { class: 'blend-row' }, [
      h('span', { class: 'feature', text: v.name }),
      h('span', { class: 'blend-track', 'aria-hidden': 'true' }, [fill]),
      h('span', { class: 'number', text: I.num(vm.lang, v.value) }),
    ]);
  });
  container.setAttribute('aria-label', t('blend.label', { token: head.focus.text, label: head.label }));
  return replace(container, [
    h('h4', { text: t('blend.title', { token: f }) }),
    h('p', { class: 'explain', text: t(head.sink ? 'blend.note-sink' : 'blend.note') }),
    h('ul', { class: 'blend-bars' }, items),
    h('p', { class: 'reading reading-' + head.blend.reading.kind }, [
      h('span', { class: 'reading-label', text: t('blend.reads-as') }), h('strong', { text: head.blend.reading.text })]),
  ]);
}
