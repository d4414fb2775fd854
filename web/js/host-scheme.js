// The page's own light or dark theme. A site with a theme switch says which
// through the CSS property color-scheme (":root.dark { color-scheme: dark }",
// "[data-theme=dark] { color-scheme: dark }"): the element reads the value it
// inherits from where it sits, and follows it when it names one scheme; with
// "normal" or "light dark" the system preference decides (the stylesheet's
// media query). The `theme` attribute wins over both (element.js).
import { body, documentElement } from './page-dom.js';

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

// Calls apply() whenever the page may have switched its theme: a change of an
// attribute (class, style, data-theme…) on <html> or <body>. Returns stop().
export function watchScheme(apply) {
  const html = documentElement(); // past a named element of the page's HTML (page-dom.js)
  if (typeof MutationObserver !== 'function' || !html) return () => {};
  const observer = new MutationObserver(() => apply());
  observer.observe(html, { attributes: true });
  if (body()) observer.observe(body(), { attributes: true });
  return () => observer.disconnect();
}
