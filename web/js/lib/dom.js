// A tiny DOM helper: every element is built with createElement, and every piece
// of text (scenario text, user input, numbers) goes in as textContent, never as
// HTML. Numbers, percentages and quotes are the catalogue's (i18n.js).
// The document's createElement is the browser's own (page-dom.js: past an <img
// name="createElement">); text goes in through the widget's own element (append).
import { createElement } from './page-dom.js';

// Properties set as DOM properties rather than attributes.
const PROPERTIES = new Set(['value', 'checked', 'disabled', 'hidden', 'min', 'max', 'step',
  'tabIndex', 'htmlFor', 'selected', 'open']);

// h('button', { class: 'x', text: 'Go', on: { click: fn }, 'aria-pressed': 'true' }, [children])
// children: nodes, strings (become text nodes), or null/false (skipped); nested arrays flatten.
export function h(tag, props, children) {
  const element = createElement(tag);
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

export function append(element, children) {
  if (children === undefined || children === null || children === false) return element;
  if (!Array.isArray(children)) children = [children];
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    if (Array.isArray(child)) append(element, child);
    else if (typeof child === 'string' || typeof child === 'number') element.append(String(child));
    else element.appendChild(child);
  }
  return element;
}

// Takes `node` out for good. Its radio buttons leave their group first: Chromium's
// shadow root keeps a radio removed with its name in the group, and with the radio
// its whole removed tree (a language change kept every old view, issue 30).
export function discard(node) {
  if (node.querySelectorAll) {
    for (const radio of [node].concat(Array.from(node.querySelectorAll('input[type="radio"][name]')))) {
      if (radio.type === 'radio') radio.removeAttribute('name');
    }
  }
  node.remove();
}

// Replaces everything inside element with children.
export function replace(element, children) {
  while (element.firstChild) discard(element.firstChild);
  return append(element, children);
}

// ---- views that keep their nodes
// A view builds its elements once and, on every render, changes only what
// differs: text, attributes, classes. Lists of things (rows, bars, sentences)
// go through keyed(), which keeps the node of every key that stays, makes one
// for a new key and drops the nodes of keys that left, so focus, scroll and
// selection inside a kept node survive by themselves.

// Sets a node's text only when it changed.
export function setText(node, text) {
  const value = String(text);
  if (node.textContent !== value) node.textContent = value;
  return node;
}

// Sets (or, for null/false, removes) an attribute only when it changed.
export function setAttr(node, name, value) {
  if (value === null || value === undefined || value === false) {
    if (node.hasAttribute(name)) node.removeAttribute(name);
  } else {
    const text = value === true ? '' : String(value);
    if (node.getAttribute(name) !== text) node.setAttribute(name, text);
  }
  return node;
}

// Makes `parent`'s children one node per item, in order: keyOf(item) names an
// item; create(item) makes its node (an object { node, update(item) }); every
// kept or new node is then updated with its item. Returns the parts by key.
const keyedParts = new WeakMap();
export function keyed(parent, items, keyOf, create) {
  const before = keyedParts.get(parent) || new Map();
  const after = new Map();
  items.forEach((item, i) => {
    const key = keyOf(item, i);
    let part = before.get(key);
    if (!part) part = create(item, i);
    after.set(key, part);
    part.update(item, i);
  });
  for (const [key, part] of before) if (!after.has(key)) discard(part.node);
  let cursor = parent.firstChild;
  for (const part of after.values()) {
    if (part.node !== cursor) parent.insertBefore(part.node, cursor);
    else cursor = cursor.nextSibling;
  }
  keyedParts.set(parent, after);
  return after;
}

// Puts `node` in `parent` (before `next`, or last) when `on`, takes it out
// when not: for a part that is there only sometimes ("itself", the numbers),
// kept for the next time it is needed.
export function present(parent, node, on, next = null) {
  if (on && node.parentNode !== parent) parent.insertBefore(node, next && next.parentNode === parent ? next : null);
  else if (!on && node.parentNode) node.remove();
  return node;
}
