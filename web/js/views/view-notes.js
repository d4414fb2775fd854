// Notes about settings that were ignored: a lesson link or an attribute asked
// for something that cannot be shown ("Ignored “magnitude=abc”: not a number
// from 1 to 10"), or a learner state that was refused. Each note says what the
// widget shows instead: the default, or the view as it was.
import { h, replace, setText } from '../lib/dom.js';
import { loadedPart } from '../loader/parts.js';
import { addStyles } from '../style/stylesheet.js';
const MAX_LISTED = 10;

export function notesView(container, actions) {
  const { t } = actions;
  const items = h('ul', { class: 'notes-list' });
  // The notes' words and rules come with the notes part (notes-part.js): written when there are notes.
  const dismiss = h('button', { type: 'button', class: 'button small', 'data-key': 'notes-dismiss',
    on: { click: () => actions.dismissNotes() } });
  const title = h('p', { class: 'notes-title' });
  replace(container, [title, items, dismiss]);
  let shown = '';

  function render(vm, extra) {
    const notes = extra.notes || [];
    container.hidden = notes.length === 0 || !loadedPart('notes'); // without its words (a missing file: missing-parts.js says so)
    const key = notes.join('\n');
    if (key === shown) return;
    shown = key;
    const own = notes.length ? loadedPart('notes') : null; // its words and rules (notes-part.js)
    if (own) addStyles(container.getRootNode(), own.STYLES);
    if (notes.length) { setText(title, t('notes.title')); setText(dismiss, t('notes.dismiss')); }
    // A link of thousands of bad settings lists the first few and counts the rest.
    const listed = notes.length > MAX_LISTED ? notes.slice(0, MAX_LISTED - 1) : notes;
    replace(items, listed.map((text) => h('li', { text })).concat(listed.length < notes.length
      ? [h('li', { text: t('notes.more', { count: notes.length - listed.length }) })] : []));
  }

  return { render };
}
