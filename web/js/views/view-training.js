// "Where do queries, keys and values come from?": a toggle that opens the live
// training view. What the open view shows is training-body.js, which comes
// with the training module and its controller (the training part, element/part-list.js)
// when the view first opens. The controller lives in actions.keep so it
// outlives a rebuild of the views (a change of language).
import { h, replace, setAttr, setText } from '../lib/dom.js';
import { addStyles } from '../style/stylesheet.js';

export function trainingView(container, actions) {
  const { t } = actions;
  const keep = actions.keep || {};
  const toggle = h('button', { type: 'button', class: 'button training-toggle', 'aria-expanded': 'false',
    'aria-controls': 'training-body', 'data-key': 'training-toggle', text: t('training.toggle'),
    on: { click: () => setOpen(toggle.getAttribute('aria-expanded') !== 'true') } });
  const body = h('div', { class: 'training-body', id: 'training-body', hidden: true });
  const title = h('h3', { class: 'section-title', text: t('training.section') });
  replace(container, [title,
    h('p', { class: 'explain', text: t('training.teaser') }), toggle, body]);
  let view = null;

  function setOpen(open) {
    toggle.setAttribute('aria-expanded', open ? 'true' : 'false');
    body.hidden = !open;
    if (keep.open !== open) actions.trainingOpened(open);
    if (!open) { if (keep.controller) keep.controller.pause(); return; }
    if (view) return;
    if (!keep.controller) replace(body, h('p', { class: 'status', role: 'status', text: t('training.loading') }));
    actions.trainer().then((controller) => {
      if (view || !keep.open) return;
      addStyles(container.getRootNode(), keep.part.STYLES); // the part's rules (training.css)
      view = keep.part.trainingBody(body, container, actions, controller);
      keep.render = view.render;
      view.render();
    }).catch((error) => replace(body, h('p', { class: 'error', role: 'alert', text: String(error && error.message || error) })));
  }

  if (keep.open) setOpen(true);
  // A lesson link can open the view (element.js sets keep.open).
  return {
    render(vm) {
      container.hidden = !vm.shows.learned || vm.hide.includes('training');
      // At the learned step the trained model comes first (view-trained.js): this card is the small one to train yourself.
      const name = t(vm.step === 'learned' ? 'training.yourself' : 'training.section');
      setText(title, name);
      setAttr(container, 'aria-label', name);
      if (keep.open && !view && toggle.getAttribute('aria-expanded') !== 'true') setOpen(true);
    },
  };
}
