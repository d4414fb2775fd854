// What a learner can read of a widget, measured in the page: every number
// whole (no digit or sign clipped by a box that hides its overflow, none broken
// over two lines, none reordered: a number's characters run left to right in
// any language), no text overlapping other text, every control inside the boxes
// around it, and no page scrolled sideways. Shared by the tests that hold the
// tables whole (whole-numbers.test.js), the pseudo-translation sweep
// (pseudo-translations.test.js) and the fuzzer (fuzz-steps.test.js, tests/fuzz/steps.js).
//
// inspectWidget and visibleNumbers run inside the page (page.evaluate): each is
// one self-contained function, so nothing from this file's scope may be used in it.
'use strict';

// Finds what a learner would misread. Returns { cut, broken, reordered,
// overlaps, controls, sideways }: lists of short descriptions, empty when
// all is well; `sideways` is how many px the page scrolls sideways (0).
// A box that says it scrolls (it has [data-scrolls], set by the view that
// says so on screen) may hide what is scrolled out of it, but never cut a
// number at its edge as it opens.
// scrolling: selectors of boxes that say they scroll in words of their own, without [data-scrolls];
// ignore: selectors of what is not inspected at all.
function inspectWidget({ selector = 'attention-playground', overlaps: checkOverlaps = true, scrolling = [], ignore = [] } = {}) {
  // A number as a learner reads it: its sign, digits with their separators, its percent sign
  // (a full stop after it ends the sentence: not the number's).
  const NUMBER = /[<>≤≥−-]?\d+(?:[.,\u066b\u066c]\d+)*(?:[\u00a0\u202f ]?[%٪])?/gu;
  const hosts = Array.from(document.querySelectorAll(selector));
  const out = { cut: [], broken: [], reordered: [], overlaps: [], controls: [], sideways: 0 };
  const page = document.scrollingElement || document.documentElement;
  out.sideways = Math.max(0, page.scrollWidth - window.innerWidth);
  // What reaches past the window when the page scrolls sideways (the deepest first).
  out.wide = [];
  const TOLERANCE = 0.75;
  // The boxes that clip what is inside them, from the node up (through shadow roots), each as a rect.
  const clipCache = new Map();
  function clips(element) {
    if (clipCache.has(element)) return clipCache.get(element);
    const list = [];
    for (let e = element; e; e = e.parentElement || (e.getRootNode && e.getRootNode().host) || null) {
      const style = getComputedStyle(e);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const r = e.getBoundingClientRect();
        const left = r.left + e.clientLeft;
        const top = r.top + e.clientTop;
        list.push({ element: e, left, top, right: left + e.clientWidth, bottom: top + e.clientHeight,
          says: e.hasAttribute('data-scrolls') || (e.closest && Boolean(e.closest('[data-scrolls]'))) || scrolling.some((s) => e.matches(s)) });
      }
    }
    clipCache.set(element, list);
    return list;
  }
  const inside = (r, c) => r.left >= c.left - TOLERANCE && r.right <= c.right + TOLERANCE &&
    r.top >= c.top - TOLERANCE && r.bottom <= c.bottom + TOLERANCE;
  const partly = (r, c) => r.right > c.left + TOLERANCE && r.left < c.right - TOLERANCE &&
    r.bottom > c.top + TOLERANCE && r.top < c.bottom - TOLERANCE;
  // Whether a node is drawn: in a box the browser shows, not in a visually hidden one (a screen reader's text).
  // (A number a scrolling box's edge cuts is not drawn: data-cut, lib/fit-box.js.)
  const skipped = ['.visually-hidden', '[data-cut]'].concat(ignore).join(', ');
  const shown = (element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    !element.closest(skipped) && getComputedStyle(element).visibility !== 'hidden';
  const describe = (element) => {
    const bits = [];
    for (let e = element; e && bits.length < 3; e = e.parentElement) {
      bits.unshift(e.tagName.toLowerCase() + (e.classList.length ? '.' + Array.from(e.classList).join('.') : ''));
    }
    return bits.join(' > ');
  };
  const textNodes = [];
  for (const host of hosts) {
    const root = host.shadowRoot || host;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      if (node.parentElement.closest('option, script, style, template')) continue;
      textNodes.push(node);
    }
  }
  const range = document.createRange();
  const charRect = (node, i, length) => {
    range.setStart(node, i);
    range.setEnd(node, i + length);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 || r.height > 0);
    return rects.length ? rects[0] : null;
  };
  for (const node of textNodes) {
    const text = node.textContent;
    const clipList = clips(node.parentElement);
    for (const match of text.matchAll(NUMBER)) {
      const rects = [];
      for (let i = match.index; i < match.index + match[0].length; i++) {
        const length = text.codePointAt(i) > 0xffff ? 2 : 1;
        const r = charRect(node, i, length);
        if (/\s/u.test(text[i]) || !r) { if (length === 2) i++; continue; }
        rects.push({ char: text[i], r });
        if (length === 2) i++;
      }
      if (!rects.length) continue;
      const where = `“${match[0]}” in “${text.trim().slice(0, 60)}” (${describe(node.parentElement)})`;
      // Cut: a character outside a clipping box; all of it outside a box that says it scrolls is allowed.
      for (const c of clipList) {
        const outside = rects.filter(({ r }) => !inside(r, c));
        if (!outside.length) continue;
        if (c.says && !rects.some(({ r }) => partly(r, c))) continue;
        const seen = rects.filter(({ r }) => inside(r, c)).map(({ char }) => char).join('');
        out.cut.push(`${where} reads “${seen}” in ${describe(c.element)}`);
        break;
      }
      // Broken: over two lines.
      const tops = rects.map(({ r }) => r.top + r.height / 2);
      const height = Math.max(...rects.map(({ r }) => r.height));
      if (Math.max(...tops) - Math.min(...tops) > height / 2) out.broken.push(where);
      // Reordered: a number reads left to right, whatever the text around it.
      else {
        for (let k = 1; k < rects.length; k++) {
          if (rects[k].r.left + rects[k].r.width / 2 < rects[k - 1].r.left + rects[k - 1].r.width / 2) {
            out.reordered.push(`${where} is drawn as “${rects.slice().sort((a, b) => a.r.left - b.r.left).map(({ char }) => char).join('')}”`);
            break;
          }
        }
      }
    }
  }
  // Overlaps: two texts drawn over each other (a third of the smaller one's height and 2 px across).
  if (checkOverlaps) {
    // Each text's boxes as drawn: cut to the boxes that clip it (what a scrolled box hides is not drawn).
    const boxes = [];
    for (const node of textNodes) {
      range.selectNodeContents(node);
      const clipList = clips(node.parentElement);
      for (const whole of range.getClientRects()) {
        const r = { left: whole.left, right: whole.right, top: whole.top, bottom: whole.bottom };
        for (const c of clipList) {
          r.left = Math.max(r.left, c.left); r.right = Math.min(r.right, c.right);
          r.top = Math.max(r.top, c.top); r.bottom = Math.min(r.bottom, c.bottom);
        }
        r.height = r.bottom - r.top;
        if (r.right - r.left > 1 && r.height > 1) boxes.push({ node, r });
      }
    }
    for (let a = 0; a < boxes.length; a++) {
      for (let b = a + 1; b < boxes.length; b++) {
        if (boxes[a].node === boxes[b].node) continue;
        const x = Math.min(boxes[a].r.right, boxes[b].r.right) - Math.max(boxes[a].r.left, boxes[b].r.left);
        const y = Math.min(boxes[a].r.bottom, boxes[b].r.bottom) - Math.max(boxes[a].r.top, boxes[b].r.top);
        if (x > 2 && y > Math.min(boxes[a].r.height, boxes[b].r.height) / 3) {
          out.overlaps.push(`“${boxes[a].node.textContent.trim().slice(0, 30)}” (${describe(boxes[a].node.parentElement)}) over ` +
            `“${boxes[b].node.textContent.trim().slice(0, 30)}” (${describe(boxes[b].node.parentElement)})`);
        }
      }
    }
  }
  // Controls: each inside the boxes that clip it, and its own text inside it.
  for (const host of hosts) {
    const root = host.shadowRoot || host;
    for (const control of root.querySelectorAll('button, select, input:not([type="checkbox"]):not([type="radio"]), textarea, .segment label, summary')) {
      if (!shown(control)) continue;
      const r = control.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const name = `${describe(control)} “${(control.textContent || control.value || '').trim().slice(0, 40)}”`;
      // (A control may be scrolled partly out of a box that says it scrolls, as in any list that scrolls.)
      const clip = clips(control.parentElement).find((c) => !inside(r, c) && !c.says);
      if (clip) { out.controls.push(`${name} is cut by ${describe(clip.element)}`); continue; }
      if (control.tagName === 'SELECT' || control.tagName === 'INPUT' || control.tagName === 'TEXTAREA') continue;
      const text = [];
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent.trim() || !shown(node.parentElement)) continue;
        range.selectNodeContents(node);
        text.push(...Array.from(range.getClientRects()).filter((t) => t.width > 1));
      }
      const box = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      if (text.some((t) => !inside(t, box))) out.controls.push(`${name}: its text runs out of it`);
    }
  }
  if (out.sideways > 0) {
    for (const host of hosts) {
      for (const e of (host.shadowRoot || host).querySelectorAll('*')) {
        const r = e.getBoundingClientRect();
        if (r.width > 0 && r.right > window.innerWidth + 1 && !e.closest('.visually-hidden') && !Array.from(e.children).some((c) => c.getBoundingClientRect().right > window.innerWidth + 1)) {
          out.wide.push(`${describe(e)} reaches ${Math.round(r.right)} px`);
        }
      }
    }
  }
  return out;
}

// The numbers a learner sees in each element matching `selector` (in the
// widget's shadow root): its text with every character a clipping box hides
// left out. "99.7%" cut on its left reads "9.7%".
function visibleNumbers({ selector, host = 'attention-playground' }) {
  const root = document.querySelector(host).shadowRoot;
  const range = document.createRange();
  const clipsOf = (element) => {
    const list = [];
    for (let e = element; e; e = e.parentElement || (e.getRootNode().host) || null) {
      const style = getComputedStyle(e);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const r = e.getBoundingClientRect();
        list.push({ left: r.left + e.clientLeft - 0.75, top: r.top + e.clientTop - 0.75,
          right: r.left + e.clientLeft + e.clientWidth + 0.75, bottom: r.top + e.clientTop + e.clientHeight + 0.75 });
      }
    }
    return list;
  };
  return Array.from(root.querySelectorAll(selector)).filter((e) => e.checkVisibility()).map((element) => {
    let seen = '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const list = clipsOf(node.parentElement);
      for (let i = 0; i < node.textContent.length; i++) {
        const char = node.textContent[i];
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) { if (!/[\u200e\u200f\u2066-\u2069]/.test(char)) seen += char; continue; }
        if (list.every((c) => r.left >= c.left && r.right <= c.right && r.top >= c.top && r.bottom <= c.bottom)) seen += char;
      }
    }
    return seen.replace(/[\u200e\u200f\u2066-\u2069]/g, '');
  });
}

// The inspection's findings as one message, or '' when there are none.
function findings(result, { overlaps = true } = {}) {
  const lines = [];
  for (const kind of ['cut', 'broken', 'reordered', 'controls'].concat(overlaps ? ['overlaps'] : [])) {
    for (const line of result[kind].slice(0, 8)) lines.push(`${kind}: ${line}`);
    if (result[kind].length > 8) lines.push(`${kind}: … and ${result[kind].length - 8} more`);
  }
  if (result.sideways > 0) lines.push(`the page scrolls ${result.sideways} px sideways` + ((result.wide || []).length ? `: ${result.wide.slice(0, 3).join('; ')}` : ''));
  return lines.join('\n');
}

module.exports = { inspectWidget, visibleNumbers, findings };
