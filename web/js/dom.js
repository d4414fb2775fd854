// A tiny DOM helper: every element is built with createElement, and every piece
// of text (scenario text, user input, numbers) goes in as textContent, never as
// HTML. Numbers, percentages and quotes are the catalogue's (i18n.js).

// Properties set as DOM properties rather than attributes.
const PROPERTIES = new Set(['value', 'checked', 'disabled', 'hidden', 'min', 'max', 'step',
  'tabIndex', 'htmlFor', 'selected', 'open']);

// h('button', { class: 'x', text: 'Go', on: { click: fn }, 'aria-pressed': 'true' }, [children])
// children: nodes, strings (become text nodes), or null/false (skipped); nested arrays flatten.
export function h(tag, props, children) {
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

export function append(element, children) {
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
export function replace(element, children) {
  while (element.firstChild) element.removeChild(element.firstChild);
  return append(element, children);
}
