// A tiny DOM helper: every element is built with createElement, and every piece
// of text (scenario text, user input, numbers) goes in as textContent, never as
// HTML. Also the number formats every view shares, so the page says the same
// number the same way everywhere.
(function (root) {
  'use strict';
  const ns = root.AttentionPlayground = root.AttentionPlayground || {};

  // Properties set as DOM properties rather than attributes.
  const PROPERTIES = new Set(['value', 'checked', 'disabled', 'hidden', 'min', 'max', 'step',
    'tabIndex', 'htmlFor', 'selected', 'open']);

  // h('button', { class: 'x', text: 'Go', on: { click: fn }, 'aria-pressed': 'true' }, [children])
  // children: nodes, strings (become text nodes), or null/false (skipped); nested arrays flatten.
  function h(tag, props, children) {
    const element = document.createElement(tag);
    if (props) {
      for (const name of Object.keys(props)) {
        const value = props[name];
        if (value === undefined || value === null) continue;
        if (value === false && !PROPERTIES.has(name) && !name.startsWith('aria-')) continue;
        if (name === 'class') element.className = value;
        else if (name === 'text') element.textContent = String(value);
        else if (name === 'on') for (const type of Object.keys(value)) element.addEventListener(type, value[type]);
        else if (name === 'data') for (const key of Object.keys(value)) element.dataset[key] = String(value[key]);
        else if (PROPERTIES.has(name)) element[name] = value;
        else element.setAttribute(name, value === true ? '' : String(value));
      }
    }
    append(element, children);
    return element;
  }

  function append(element, children) {
    if (children === undefined || children === null || children === false) return element;
    if (!Array.isArray(children)) children = [children];
    for (const child of children) {
      if (child === undefined || child === null || child === false) continue;
      if (Array.isArray(child)) append(element, child);
      else if (typeof child === 'string' || typeof child === 'number') element.appendChild(document.createTextNode(String(child)));
      else element.appendChild(child);
    }
    return element;
  }

  // Replaces everything inside element with children.
  function replace(element, children) {
    while (element.firstChild) element.removeChild(element.firstChild);
    return append(element, children);
  }

  // Numbers: at most two decimals, no trailing zeros ("9", "2.7", "0.33", "-1").
  // With a language (i18n.js), its decimal mark: num(2.7, 'es') is "2,7".
  function num(x, lang) {
    if (lang && ns.i18n) return ns.i18n.num(lang, x);
    if (x === -Infinity) return '−∞';
    if (x === Infinity) return '∞';
    const rounded = Math.round(x * 100) / 100;
    return String(Object.is(rounded, -0) ? 0 : rounded).replace('-', '−');
  }

  // A softmax weight (0..1) as a percentage with one decimal ("87.0%"; "87,0 %" in Spanish).
  function pct(weight, lang) {
    if (lang && ns.i18n) return ns.i18n.pct(lang, weight);
    return (weight * 100).toFixed(1) + '%';
  }

  // A token in running text: “it” («it» in Spanish).
  function quote(text, lang) {
    if (lang && ns.i18n) return ns.i18n.quote(lang, text);
    return '“' + text + '”';
  }

  ns.dom = Object.freeze({ h, append, replace, num, pct, quote });
})(typeof globalThis !== 'undefined' ? globalThis : this);
