// Notes about settings that were ignored: a lesson link or an attribute asked
// for something that cannot be shown ("Ignored “magnitude=abc”: not a number
// from 1 to 10"). The widget shows the defaults instead, and says so here.
import { h, replace } from './dom.js';
const MAX_LISTED = 10;

export function notesView(container, actions) {
  const { t } = actions;
  const items = h('ul', { class: 'notes-list' });
  const dismiss = h('button', { type: 'button', class: 'button small', 'data-key': 'notes-dismiss', text: t('notes.dismiss'),
    on: { click: () => actions.dismissNotes() } });
  replace(container, [
    h('p', { class: 'notes-title', text: t('notes.title') }),
    items, dismiss]);
  let shown = '';

  function render(vm, extra) {
    const notes = extra.notes || [];
    container.hidden = notes.length === 0;
    const key = notes.join('\n');
    if (key === shown) return;
    shown = key;
    // A link of thousands of bad settings lists the first few and counts the rest.
    const listed = notes.length > MAX_LISTED ? notes.slice(0, MAX_LISTED - 1) : notes;
    replace(items, listed.map((text) => h('li', { text })).concat(listed.length < notes.length
      ? [h('li', { text: t('notes.more', { count: notes.length - listed.length }) })] : []));
  }

  return { render };
}
