// The widget's frame in its shadow root: the stylesheet, then the loading
// status, the error, the line of missing files (missing-parts.js), the views'
// content and the one live region (announcer.js). The frame has the widget's
// own direction, not the page's: the direction of the language it speaks (its
// part says: i18n.js ownOf 'dir'; Arabic's right to left, in a left-to-right
// page too; English's left to right, in a right-to-left page too), and its
// font (ownOf 'font': Arabic's faces, before the widget's stack, var(--font); a page's --ap-font wins). While it loads ("loading")
// it keeps the room of the step it will show (reserved-heights.js).
import { discard, h, replace } from '../lib/dom.js';
import * as I from '../i18n/i18n.js';
import { announcer } from './announcer.js';
import { missingNotice } from './missing-parts.js';
import { styleShadowRoot } from '../style/stylesheet.js';

export function widgetFrame(shadowRoot) {
  const frame = h('div', { class: 'ap loading', dir: 'ltr' });
  const status = h('p', { class: 'status', role: 'status', text: I.t(null, 'status.loading') });
  const error = h('div', { class: 'error', role: 'alert', hidden: true });
  const missing = missingNotice();
  const region = announcer();
  let content = h('div', { class: 'content', hidden: true });
  replace(frame, [status, error, missing.box, content, region.region]);
  replace(shadowRoot, [styleShadowRoot(shadowRoot), frame]);
  return {
    element: frame,
    status,
    missing,
    announcer: region,
    get content() { return content; },
    // Views built again (another language): their content takes the old one's place, shown or not as it was.
    replaceContent(next, lang) {
      next.hidden = content.hidden;
      frame.insertBefore(next, content);
      discard(content); // for good: nothing of it is kept (dom.js)
      content = next;
      frame.setAttribute('lang', lang);
      const code = I.resolve(lang);
      frame.dir = I.ownOf('dir', code) || 'ltr';
      frame.style.fontFamily = I.ownOf('font', code) || '';
    },
    // A drawing: the content in place of the status or an error.
    shown() {
      frame.classList.remove('loading');
      status.hidden = error.hidden = true;
      content.hidden = false;
    },
    fail(title, text) {
      frame.classList.remove('loading');
      status.hidden = content.hidden = true;
      error.hidden = false;
      replace(error, [h('strong', { text: title + ' ' }), text]);
    },
    // 'dark', 'light' or null: the page's scheme (host-scheme.js), unless the theme attribute says which.
    scheme(scheme) {
      frame.classList.toggle('scheme-dark', scheme === 'dark');
      frame.classList.toggle('scheme-light', scheme === 'light');
    },
    // The step attribute, while it loads: its room is kept (the trained model's views' with model="trained"). null: none.
    reserve(step, model) {
      if (step === null) delete frame.dataset.reserve;
      else frame.dataset.reserve = step.trim().toLowerCase();
      if (model !== null && model !== undefined && model.trim().toLowerCase() === 'trained') frame.dataset.reserveModel = 'trained';
      else delete frame.dataset.reserveModel;
    },
  };
}
