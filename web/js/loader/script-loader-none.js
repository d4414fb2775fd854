// The all-in-one file's script-loader.js (tools/build-web.js puts it in place):
// that file loads no other, so it needs no folder and reads no
// document.currentScript. It then runs wherever a host puts it: by <script
// src>, as an inline <script> (pandoc --self-contained), from a data: or blob:
// URL (no base for new URL(), which the classic file's loader would need).
export function sibling() { return null; }

export function loadScript(url, { what }) {
  return Promise.reject(new Error(`${what} is inside this file; it loads no other file`));
}
export const loadSibling = loadScript;
export function trustedScriptUrl(url) { return url; }
export function trustedByNonce() { return false; }
