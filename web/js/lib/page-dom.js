// The page's document, read past anything the page's HTML planted. A named
// element (<img name="currentScript" src="…">, <form name="head">, <img
// name="createElement">) shadows the document's own properties and methods,
// an element's id the window's addEventListener, and a form's inputs the
// form's getAttribute ("DOM clobbering"): document.currentScript would then be
// a stranger's image whose src says where to load scripts from,
// document.createElement an image that cannot be called. These use the
// browser's own getters and methods, taken from the prototypes when this file loads.
const proto = (name) => (typeof globalThis[name] === 'function' ? globalThis[name].prototype : null);
const D = proto('Document');

// method(prototype, name)(target, ...args): the prototype's own method, called on target.
function method(from, name) {
  const own = from && from[name];
  return (target, ...args) => own.apply(target, args);
}

function own(name, from = D) {
  const descriptor = from && Object.getOwnPropertyDescriptor(from, name);
  return descriptor && descriptor.get && typeof document === 'object' ? descriptor.get.call(document) : null;
}

// The <script> running now (only while a classic script first runs), or null.
export function currentScript() {
  const script = own('currentScript');
  return typeof HTMLScriptElement === 'function' && script instanceof HTMLScriptElement ? script : null;
}

// The function a classic file defines as the global `name` (a wasm module's factory), read as
// soon as its script has run: the next file may define the same name. null when there is none,
// or when it is a page element that carries that name.
export function definedFunction(name) {
  const value = window[name];
  return typeof value === 'function' && !(typeof Node === 'function' && value instanceof Node) ? value : null;
}

// The document's base URL, for URLs a page gives as relative.
export function baseUri() { return own('baseURI', proto('Node')); }

export function documentElement() { return own('documentElement'); }

export function body() { return own('body'); }

export function readyState() { return own('readyState'); }

// Where a <script> the widget adds goes.
export function head() { return own('head') || own('documentElement'); }

const make = method(D, 'createElement');
export function createElement(tag) { return make(document, tag); }
export const querySelector = method(D, 'querySelector'); // (document, selector)
export const on = method(proto('EventTarget'), 'addEventListener'); // (window or document, type, listener, options)
export const off = method(proto('EventTarget'), 'removeEventListener');
export const attributeOf = method(proto('Element'), 'getAttribute'); // (element, name)
