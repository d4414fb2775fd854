// The page's document, read past anything the page's HTML planted. A named
// element (<img name="currentScript" src="…">, <form name="head">) shadows the
// document's own properties ("DOM clobbering"): document.currentScript would
// then be a stranger's image whose src says where to load scripts from. These
// read the browser's own getters from Document.prototype instead.
function own(name, proto = typeof Document === 'function' ? Document.prototype : null) {
  if (!proto || typeof document !== 'object') return null;
  const descriptor = Object.getOwnPropertyDescriptor(proto, name);
  return descriptor && descriptor.get ? descriptor.get.call(document) : null;
}

// The <script> running now (only while a classic script first runs), or null.
export function currentScript() {
  const script = own('currentScript');
  return typeof HTMLScriptElement === 'function' && script instanceof HTMLScriptElement ? script : null;
}

// The document's base URL, for URLs a page gives as relative.
export function baseUri() { return own('baseURI', Node.prototype); }

export function documentElement() { return own('documentElement'); }

export function body() { return own('body'); }

// Where a <script> the widget adds goes.
export function head() { return own('head') || own('documentElement'); }
