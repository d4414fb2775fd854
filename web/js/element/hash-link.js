// Each element's lesson link. The page's own widget, the first element on the
// page with the `hash` attribute, follows location.hash: it reads the link on
// load and on every hashchange it did not cause itself, and writes the
// learner's view back (replaceState: no history entry per slider move). Its
// link is "#scenario=sky&focus=3".
// Every other element never writes the page's location, and its link is
// addressed to it: "#widget=demo&scenario=sky&focus=3" for the element with
// id="demo", "#widget=2&…" for the second element on the page when it has no
// id. It reads only a link addressed to it (on load, and when one comes in
// the same tab), and the page's own widget ignores such a link: so whichever
// widget a link was copied from, opening it reopens that widget.
import * as L from '../state/lesson-link.js';
import { off, on, querySelector } from '../lib/page-dom.js';

const ADDRESS = /(^|&)widget=([^&]*)/;

export function hashLink(element, onChange) {
  let watching = false;
  let written = null;
  const onHashChange = () => {
    if (window.location.hash.replace(/^#/, '') === written) return;
    if (mine() !== null) onChange();
  };

  function syncs() {
    return element.hasAttribute('hash') && element.isConnected &&
      querySelector(element.ownerDocument, 'attention-playground[hash]') === element;
  }

  // How a link names this element: '' for the page's own widget, else its id, else its place (1, 2…).
  function address() {
    if (syncs()) return '';
    return element.id || String(Array.from(element.getRootNode().querySelectorAll(element.localName)).indexOf(element) + 1);
  }

  // The page's link without its address when it is for this element, else null.
  function mine() {
    const body = window.location.hash.replace(/^#/, '');
    const m = ADDRESS.exec(body);
    let to = '';
    try { if (m) to = L.decode(m[2]); } catch (error) { return null; }
    return to === address() ? body.replace(m ? m[0] : '', '') : null;
  }

  return {
    syncs,
    // A controller (controllers.js): it follows hashchange while on the page.
    hostConnected() {
      if (watching) return;
      watching = true;
      on(window, 'hashchange', onHashChange);
    },
    hostDisconnected() {
      if (!watching) return;
      watching = false;
      off(window, 'hashchange', onHashChange);
    },
    // The link's settings and notes, or null when the link is not for this element.
    read(lang) {
      const body = mine();
      if (body !== null && !syncs()) element.ready.then(() => element.scrollIntoView()); // the widget the link is for
      return body === null ? null : L.split(body, lang);
    },
    // This element's link for a state's form: the page's address, then its own address and state.
    link(form) {
      const to = address();
      return window.location.href.split('#')[0] + '#' + (to ? 'widget=' + L.encode(to) + (form && '&') : '') + form;
    },
    write(form) {
      if (!syncs()) return;
      written = form;
      const url = window.location.href.split('#')[0] + '#' + form;
      try {
        window.history.replaceState(window.history.state, '', url);
      } catch (error) {
        window.location.replace(url); // file:// pages in some browsers refuse replaceState
      }
    },
  };
}
