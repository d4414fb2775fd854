// What a screen reader hears from a widget, read the way one reads a page:
//   readAloud(page, selector): the widget's accessibility tree (Chromium's, over
//     CDP: Accessibility.getFullAXTree, shadow roots included) walked in order
//     as a virtual cursor walks it, one item per line of speech: a control as
//     "role: name (value)", a heading, or the text of one block (a paragraph, a
//     cell, a list item), its pieces joined as the reader joins them;
//   listen(page, selector) / heard(page): records every message the widget's
//     live regions say (aria-live, role=status/alert/log, <output>), one
//     entry per settled change of a region, with the time it changed;
//   groupNames(page, selector): the names a reader says on entering a region,
//     a group or another landmark (from aria-label or aria-labelledby), in order;
//   hiddenButSpoken(page, selector): text that is in the accessibility tree
//     but nowhere on screen (and not deliberately for screen readers only).
'use strict';

// Roles a reader speaks as one item, without reading inside them.
const CONTROLS = new Set(['button', 'link', 'checkbox', 'radio', 'slider', 'combobox', 'textbox', 'spinbutton',
  'switch', 'tab', 'menuitem', 'option', 'meter', 'progressbar', 'img', 'image', 'searchbox', 'ListBox', 'listbox',
  'PopUpButton', 'MenuListPopup', 'toggleButton', 'ToggleButton', 'DisclosureTriangle']);
const HEADINGS = new Set(['heading']);
const TEXT = new Set(['StaticText', 'text']);

function valueOf(node, name) {
  const p = (node.properties || []).find((x) => x.name === name);
  return p ? p.value.value : undefined;
}

async function axTree(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('Accessibility.enable');
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector(${JSON.stringify(selector)})` });
    if (!result.objectId) throw new Error(`readAloud: nothing matches ${selector}`);
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
    const { nodes } = await cdp.send('Accessibility.getFullAXTree', {});
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const root = nodes.find((n) => n.backendDOMNodeId === node.backendNodeId);
    if (!root) throw new Error(`readAloud: ${selector} is not in the accessibility tree`);
    // Each element's CSS display: where a reader's lines break.
    // Text taken out of the flow for readers only (the visually-hidden pattern: position:
    // absolute, clipped) is read inline with what is around it, as screen readers do.
    const snap = await cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: ['display', 'position'] });
    const display = new Map();
    // aria-valuetext, which readers say for a slider's value (CDP's own valuetext property leaves it out).
    const valueText = new Map();
    for (const doc of snap.documents) {
      doc.nodes.attributes.forEach((list, index) => {
        for (let a = 0; a < list.length; a += 2) {
          if (snap.strings[list[a]] === 'aria-valuetext') valueText.set(doc.nodes.backendNodeId[index], snap.strings[list[a + 1]]);
        }
      });
      doc.layout.nodeIndex.forEach((index, i) => {
        const style = doc.layout.styles[i];
        if (!style || !style.length) return;
        const position = snap.strings[style[1]];
        display.set(doc.nodes.backendNodeId[index], position === 'absolute' ? 'inline' : snap.strings[style[0]]);
      });
    }
    return { root, byId, display, valueText };
  } finally {
    await cdp.detach();
  }
}

// The items a virtual cursor reads, in order: [{ kind, role, text, runTogether, pieces }].
// kind: 'control' (said with its role and value), 'heading', or 'text': the
// text of one line (everything between two block boundaries: a paragraph, a
// cell, a list item, a block, a flex or grid item). runTogether: two pieces
// of one line meet with no space between a letter or digit and the next.
async function readAloud(page, selector = 'attention-playground') {
  const { root, byId, display, valueText } = await axTree(page, selector);
  const items = [];
  const children = (n) => (n.childIds || []).map((id) => byId.get(id)).filter(Boolean);
  const roleOf = (n) => (n.role && n.role.value) || '';
  const isInline = (n) => /^inline(?!-block|-flex|-grid|-table)/.test(display.get(n.backendDOMNodeId) || 'block');
  let run = [];
  const flush = () => {
    let runTogether = false;
    for (let i = 1; i < run.length; i++) {
      if (/[\p{L}\p{N}%)”]$/u.test(run[i - 1]) && /^[\p{L}\p{N}(“]/u.test(run[i])) runTogether = true;
    }
    const text = run.join('').replace(/\s+/g, ' ').trim();
    if (text) items.push({ kind: 'text', text, runTogether, pieces: run.slice() });
    run = [];
  };
  // The text pieces under a heading or a control's name (said as one).
  const textOf = (n, out = []) => {
    for (const c of children(n)) {
      if (TEXT.has(roleOf(c))) { if (c.name && c.name.value) out.push(c.name.value); } else textOf(c, out);
    }
    return out;
  };
  function walk(n) {
    const role = roleOf(n);
    const name = (n.name && n.name.value) || '';
    if (!n.ignored && CONTROLS.has(role)) {
      flush();
      const said = valueText.get(n.backendDOMNodeId) ?? valueOf(n, 'valuetext');
      const value = said !== undefined && said !== '' ? said : n.value && n.value.value;
      const state = [valueOf(n, 'checked') === 'true' ? 'checked' : null, valueOf(n, 'pressed') === 'true' ? 'pressed' : null,
        valueOf(n, 'disabled') ? 'dimmed' : null, valueOf(n, 'expanded') === true ? 'expanded' : null].filter(Boolean);
      items.push({ kind: 'control', role, name, value, text: name + (value !== undefined && value !== '' ? ` (${value})` : '') +
        (state.length ? ` [${state.join(', ')}]` : '') });
      return;
    }
    if (!n.ignored && HEADINGS.has(role)) {
      flush();
      items.push({ kind: 'heading', role, text: textOf(n).join('').replace(/\s+/g, ' ').trim() || name, level: valueOf(n, 'level') });
      return;
    }
    if (TEXT.has(role)) { if (name) run.push(name); return; }
    if (role === 'InlineTextBox' || role === 'LineBreak') return;
    const block = n.backendDOMNodeId !== undefined && !isInline(n);
    if (block) flush();
    for (const c of children(n)) walk(c);
    if (block) flush();
  }
  walk(root);
  flush();
  return items.filter((item) => item.text !== '');
}

// Roles whose name a reader says as the virtual cursor enters them.
const GROUPS = new Set(['region', 'group', 'radiogroup', 'toolbar', 'navigation', 'form', 'complementary', 'figure', 'search',
  'banner', 'contentinfo', 'main', 'table', 'list', 'dialog', 'application']);

async function groupNames(page, selector = 'attention-playground') {
  const { root, byId } = await axTree(page, selector);
  const out = [];
  const walk = (n) => {
    const name = n.name && n.name.value;
    if (!n.ignored && name && GROUPS.has(n.role && n.role.value)) out.push(`${n.role.value}: ${name}`);
    for (const id of n.childIds || []) { const c = byId.get(id); if (c) walk(c); }
  };
  walk(root);
  return out;
}

// Speech as lines, for a transcript.
function transcript(items) {
  return items.map((i) => (i.kind === 'control' ? `[${i.role}] ${i.text}` : i.kind === 'heading' ? `# ${i.text}` : i.text));
}

// A number said with nothing that names it: the text of an item is only a
// number, a percentage or a sign and a number.
function bareNumbers(items) {
  return items.filter((i) => /\d/.test(i.text) && !/\p{L}/u.test(i.text.replace(/^[<>×]/, '')));
}

// Starts recording what the widget's live regions say. Each region's text is
// read when it settles (after a burst of changes in one task), as a reader
// would queue it; a region inside another is said by the outer one.
async function listen(page, selector = 'attention-playground') {
  await page.evaluate((selector) => {
    const host = document.querySelector(selector);
    const root = host.shadowRoot;
    const log = [];
    window.__heard = log;
    const start = performance.now();
    const isLive = (el) => {
      const live = el.getAttribute('aria-live');
      if (live === 'off') return false;
      if (live === 'polite' || live === 'assertive') return true;
      const role = el.getAttribute('role');
      return role === 'status' || role === 'alert' || role === 'log' || el.localName === 'output';
    };
    const shown = (el) => {
      for (let n = el; n && n !== root; n = n.parentNode || n.host) {
        if (n.nodeType === 1 && (n.hidden || n.getAttribute('aria-hidden') === 'true' || getComputedStyle(n).display === 'none')) return false;
      }
      return true;
    };
    const regionOf = (node) => {
      let found = null;
      for (let n = node.nodeType === 1 ? node : node.parentNode; n && n !== root; n = n.parentNode) {
        if (n.nodeType === 1 && isLive(n)) found = n; // the outermost
      }
      return found;
    };
    const pending = new Set();
    const said = new Map();
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const region = regionOf(r.target);
        if (region) pending.add(region);
      }
      setTimeout(() => {
        for (const region of pending) {
          const text = region.textContent.replace(/\s+/g, ' ').trim();
          if (text && shown(region) && said.get(region) !== text) {
            log.push({ at: Math.round(performance.now() - start), text,
              region: region.getAttribute('role') || region.localName + (region.getAttribute('aria-live') ? '[live]' : '') });
          }
          said.set(region, text);
        }
        pending.clear();
      }, 0);
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
    window.__stopListening = () => observer.disconnect();
  }, selector);
}

// What was said since listen() (or since the last heard(page, { clear: true })).
async function heard(page, { clear = false } = {}) {
  return page.evaluate((clear) => {
    const out = (window.__heard || []).slice();
    if (clear && window.__heard) window.__heard.length = 0;
    return out;
  }, clear);
}

// Text a reader would speak that no sighted learner can see: text nodes with
// no box on screen, outside anything marked for screen readers only
// (.visually-hidden) and outside what is hidden from both (hidden,
// display: none, aria-hidden).
async function hiddenButSpoken(page, selector = 'attention-playground') {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector).shadowRoot;
    const out = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const silent = (el) => {
      for (let n = el; n && n !== root; n = n.parentNode) {
        if (n.nodeType !== 1) continue;
        if (n.hidden || n.getAttribute('aria-hidden') === 'true' || n.classList.contains('visually-hidden')) return true;
        const style = getComputedStyle(n);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        // A <style>'s text, a list's options, an SVG's <title> (the image's name, said as its name) are not content.
        if (['style', 'option', 'select', 'title'].includes(n.localName)) return true;
      }
      return false;
    };
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      if (!t.textContent.trim() || silent(t.parentNode)) continue;
      const range = document.createRange();
      range.selectNodeContents(t);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 1 && r.height > 1);
      if (rects.length === 0) out.push(t.textContent.trim());
    }
    return out;
  }, selector);
}

module.exports = { readAloud, transcript, bareNumbers, listen, heard, hiddenButSpoken, groupNames };
