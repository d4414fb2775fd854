// Share and save: "Copy link" (this exact view as a lesson link; the clipboard
// when the browser allows it, else the link selected in a read-only field),
// and "Save as PNG" / "Save as SVG" (export-image.js draws the picture; it
// loads on demand, element/part-list.js, asked for as soon as a pointer or the focus
// comes near the buttons, so it is usually here by the click).
import { h, replace } from '../lib/dom.js';
import { part } from '../loader/parts.js';
import './explore-words.js'; // the words it writes

export function shareView(container, actions) {
  const { t } = actions;
  const copy = h('button', { type: 'button', class: 'button', 'data-key': 'copy-link', text: t('share.copy'), on: { click: copyLink } });
  const field = h('input', { type: 'text', id: 'share-link', class: 'share-link', readonly: true, 'data-key': 'share-link',
    'aria-describedby': 'share-status' });
  const fieldRow = h('div', { class: 'share-field', hidden: true }, [
    h('label', { for: 'share-link', text: t('share.field') }), field]);
  const png = h('button', { type: 'button', class: 'button', 'data-key': 'save-png', text: t('share.png'),
    on: { click: () => save('png') } });
  const svg = h('button', { type: 'button', class: 'button', 'data-key': 'save-svg', text: t('share.svg'),
    on: { click: () => save('svg') } });
  const status = h('p', { class: 'explain share-status', id: 'share-status', role: 'status' });
  const linkBox = h('div', { class: 'share-part' }, [copy]);
  const fetchPicture = () => { part('export').catch(() => {}); };  // a failure shows at the click
  const exportBox = h('div', { class: 'share-part', on: { pointerenter: fetchPicture, focusin: fetchPicture } }, [png, svg]);
  replace(container, [
    h('h3', { class: 'section-title', text: t('share.title') }),
    h('div', { class: 'button-row' }, [linkBox, exportBox]),
    fieldRow, status,
  ]);

  function showField(link) {
    field.value = link;
    fieldRow.hidden = false;
  }

  async function copyLink() {
    const link = actions.link();
    showField(link);
    const clipboard = navigator && navigator.clipboard;
    try {
      if (!clipboard || typeof clipboard.writeText !== 'function') throw new Error('no clipboard');
      await clipboard.writeText(link);
      status.textContent = t('share.copied');
    } catch (error) {
      field.focus();
      field.select();
      status.textContent = t('share.select');
    }
  }

  async function save(kind) {
    status.textContent = kind === 'png' ? t('share.drawing') : '';
    try {
      const name = await actions.saveImage(kind);
      status.textContent = t('share.saved', { name });
    } catch (error) {
      status.textContent = t('share.failed', { reason: error && error.message ? error.message : String(error) });
    }
  }

  function render(vm) {
    linkBox.hidden = vm.hide.includes('share');
    exportBox.hidden = vm.hide.includes('export');
    container.hidden = (linkBox.hidden && exportBox.hidden) || !vm.shows.explore;
    if (!fieldRow.hidden && linkBox.hidden) fieldRow.hidden = true;
    if (!fieldRow.hidden) field.value = actions.link();
  }

  return { render };
}
