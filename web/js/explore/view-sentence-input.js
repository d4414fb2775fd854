// "Your own sentence": a text box and a button (or Enter) that turn any typed
// text into a scenario through the built-in word list (own-sentence.js, called
// by the controller). A mistake (an empty box, text the tokenizer refuses) is
// said next to the box, role="alert", and the typed text is never lost.
import { h, replace, setText } from '../lib/dom.js';
import { part } from '../loader/parts.js';
import './explore-words.js'; // the words it writes

export function sentenceInputView(container, actions) {
  const { t } = actions;
  const box = h('textarea', { id: 'own-sentence', class: 'own-sentence-box', rows: 2, 'data-key': 'own-sentence', dir: 'auto',
    spellcheck: 'false', 'aria-describedby': 'own-sentence-hint own-sentence-error',
    on: { keydown: onKey, focus: fetchReader } });
  const use = h('button', { type: 'button', class: 'button', 'data-key': 'own-sentence-use', text: t('own.use'),
    on: { click: submit } });
  const error = h('p', { class: 'field-error', id: 'own-sentence-error', role: 'alert' });
  const status = h('p', { class: 'explain own-sentence-status' });
  replace(container, [
    h('label', { for: 'own-sentence', class: 'own-sentence-label', text: t('own.label') }),
    h('p', { class: 'hint', id: 'own-sentence-hint', text: t('own.hint') }),
    h('div', { class: 'own-sentence-row' }, [box, use]),
    error, status,
  ]);
  let shownKey = '';

  function onKey(event) {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  // The sentence reader is a part (element/part-list.js): fetched when the learner starts
  // typing, so the answer comes at once; a failure is said when the text is used.
  function fetchReader() { part('sentence').catch(() => {}); }

  // The answer may still wait for the reader.
  async function submit() {
    const problem = await actions.useSentence(box.value);
    setText(error, problem ? problem : '');
    box.setAttribute('aria-invalid', problem ? 'true' : 'false');
  }

  function render(vm) {
    container.hidden = vm.hide.includes('sentence') || !vm.shows.explore;
    if (vm.scenario.key !== shownKey) {
      shownKey = vm.scenario.key;
      if (vm.scenario.typed) {
        // A sentence from a link or an attribute shows up in the box; one the
        // learner typed is already there.
        if (box.value !== vm.scenario.sentence) box.value = vm.scenario.sentence;
        setText(error, '');
        box.setAttribute('aria-invalid', 'false');
      }
    }
    status.textContent = vm.scenario.typed
      ? t(vm.unknownCount ? 'own.status-unknown' : 'own.status-known', { count: vm.tokens.length, unknown: vm.unknownCount })
      : '';
  }

  return { render };
}
