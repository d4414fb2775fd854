// "What this means": the one generated sentence that sums up the current state.
import { h, replace } from '../lib/dom.js';

export function meaningView(container, actions) {
  const text = h('p', { class: 'meaning-text' });
  replace(container, [h('h3', { class: 'section-title', text: actions.t('meaning.title') }), text]);
  return {
    render(vm) {
      container.hidden = !vm.shows.explore || vm.hide.includes('meaning');
      if (!container.hidden) text.textContent = vm.texts.meaning;
    },
  };
}
