// The page's own light or dark theme. A site with a theme switch says which
// through the CSS property color-scheme (":root.dark { color-scheme: dark }",
// "[data-theme=dark] { color-scheme: dark }"): the element reads the value it
// inherits from where it sits, and follows it when it names one scheme; with
// "normal" or "light dark" the system preference decides (the stylesheet's
// media query). The `theme` attribute wins over both (element.js).
import { body, documentElement } from '../lib/page-dom.js';

// 'dark', 'light' or null (the page leaves it to the system) for an element.
export function inheritedScheme(element) {
  const root = element.getRootNode ? element.getRootNode() : null;
  const parent = element.parentElement || (root && root.host) || null;
  if (!parent || typeof getComputedStyle !== 'function') return null;
  const words = String(getComputedStyle(parent).colorScheme || '').split(/\s+/);
  const dark = words.includes('dark');
  const light = words.includes('light');
  if (dark && !light) return 'dark';
  if (light && !dark) return 'light';
  return null;
}

// A controller (controllers.js): on the page, the element follows its theme
// (apply(), at once and on every change) and calls changed() whenever the page
// may have switched it: a change of an attribute (class, style, data-theme,
// lang…) on <html> or <body>.
export function schemeWatcher(apply, changed) {
  let observer = null;
  return {
    hostConnected() {
      const html = documentElement(); // past a named element of the page's HTML (page-dom.js)
      if (typeof MutationObserver === 'function' && html) {
        observer = new MutationObserver(() => { apply(); changed(); });
        for (const node of [html, body()]) if (node) observer.observe(node, { attributes: true });
      }
      apply();
    },
    hostDisconnected() {
      if (observer) observer.disconnect(); // hostConnected makes a new one
    },
  };
}
