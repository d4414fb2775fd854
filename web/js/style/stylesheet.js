// The widget's stylesheet (the palette, then web/js/style/playground.css, which esbuild imports as text)
// and the rules its parts bring (addStyles)
// in each shadow root: one CSSStyleSheet shared by every instance on the page,
// adopted, so there is no request and a strict CSP allows it. A browser
// without constructable stylesheets gets a <style> element instead.
import stylesheet from './playground.css';
import { createElement } from '../lib/page-dom.js';
import { paletteCss } from './palette.js';
import { reservedCss } from './reserved-heights.js';

// The colours first (palette.js), then the rules that use them, then the room
// a loading widget keeps for its step (reserved-heights.js; frame.js sets
// the frame's class and data-reserve).
const stylesheetText = paletteCss() + stylesheet +
  reservedCss((step, trained) => (step ? `.ap.loading[data-reserve="${step}"]${trained ? '[data-reserve-model="trained"]' : ''}` : '.ap.loading:not([data-reserve])'));

let shared;
function sharedSheet() {
  if (shared === undefined) {
    shared = null;
    if (typeof CSSStyleSheet === 'function' && typeof ShadowRoot === 'function' &&
        'adoptedStyleSheets' in ShadowRoot.prototype) {
      try {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(stylesheetText);
        shared = sheet;
      } catch (error) {
        shared = null;
      }
    }
  }
  return shared;
}

// A part's own rules (explore.css, training.css), one sheet per text shared by
// every instance, added after the widget's in `root` once; a <style> where
// there are no constructable stylesheets.
const partSheets = new Map();
export function addStyles(root, cssText) {
  if (!root || !cssText) return;
  if (sharedSheet()) {
    let sheet = partSheets.get(cssText);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(cssText);
      partSheets.set(cssText, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = root.adoptedStyleSheets.concat([sheet]);
    return;
  }
  if (Array.from(root.querySelectorAll('style')).some((style) => style.textContent === cssText)) return;
  const style = createElement('style');
  style.textContent = cssText;
  root.appendChild(style);
}

// Gives `root` the stylesheet; returns the <style> element to add, or null.
export function styleShadowRoot(root) {
  const sheet = sharedSheet();
  if (sheet) {
    root.adoptedStyleSheets = [sheet];
    return null;
  }
  const style = createElement('style');
  style.textContent = stylesheetText;
  return style;
}
