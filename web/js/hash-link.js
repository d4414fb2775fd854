// The lesson link in location.hash, for the one element that follows it: the
// first element on the page with the `hash` attribute. It reads the link on
// load and on every hashchange the element did not cause itself, and writes
// the learner's view back (replaceState: no history entry per slider move).
import * as L from './lesson-link.js';
import { off, on, querySelector } from './page-dom.js';

export function hashLink(element, onChange) {
  let watching = false;
  let written = null;
  const onHashChange = () => {
    if (!syncs()) return;
    if (window.location.hash.replace(/^#/, '') === written) return;
    onChange();
  };

  function syncs() {
    return element.hasAttribute('hash') && element.isConnected &&
      querySelector(element.ownerDocument, 'attention-playground[hash]') === element;
  }

  return {
    syncs,
    watch() {
      if (watching || !element.hasAttribute('hash')) return;
      watching = true;
      on(window, 'hashchange', onHashChange);
    },
    unwatch() {
      if (!watching) return;
      watching = false;
      off(window, 'hashchange', onHashChange);
    },
    // The link's settings and notes, or null when this element does not follow it.
    read(lang) { return syncs() ? L.split(window.location.hash, lang) : null; },
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
