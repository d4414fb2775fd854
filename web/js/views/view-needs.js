// "Some tokens need other tokens": what the focus word needs, in plain words,
// and which words of the sentence give it that (no numbers yet: the words the
// attention goes to most, as explain.js words them).
import { h, setText } from '../lib/dom.js';

export function needsView(container, actions) {
  const text = h('p', { class: 'needs-text' });
  const intro = h('p', { class: 'explain', text: actions.t('needs.intro') });
  container.append(intro, text);
  return {
    render(vm) {
      container.hidden = !vm.shows.needs;
      if (container.hidden) return;
      setText(text, vm.texts.needs);
    },
  };
}
