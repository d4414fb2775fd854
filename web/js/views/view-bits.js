// Small parts several views share, each built once and updated in place:
// the percentage bar (meter) and a vector as a list of named numbers.
import { h, keyed, replace, setAttr, setText } from '../lib/dom.js';
import * as I from '../i18n/i18n.js';
import { shownPercent } from '../lib/shares.js';

// A number as a learner reads it, with its sign and its percent sign (and the
// left-to-right marks Intl writes around an Arabic "%"): "< 0.1%", "−2.5", "99,9 %".
const NUMBER = /(?:[<>] ?)?[−-]?\d+(?:[.,]\d+)*(?:\u200e?[\u00a0\u202f ]?[%٪]\u200e?)?/g;

// Puts `text` into `node` with every number in a left-to-right run of its own
// (<span dir="ltr">, which HTML isolates): in a right-to-left line, or after an
// author's text holding a bidi control (a feature name with U+202E once drew
// 0.25 as "52.0"), a number keeps its order. `names`: an author's words in the
// text (feature names), each isolated in its own direction (dir="auto"), so a
// control character in one reorders nothing outside it. The text stays the
// same; the nodes are kept while its shape is (a slider's numbers change at every step).
const escaped = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export function setNumberText(node, text, names = []) {
  const value = String(text);
  if (node.textContent === value) return node;
  const named = names.filter((name) => name !== '').map(escaped);
  const parts = value.split(new RegExp(`(${named.concat([NUMBER.source]).join('|')})`));
  const isName = (p) => names.includes(p);
  const shape = parts.map((p, i) => (i % 2 ? (isName(p) ? 'a' : 'n') : p === '' ? '' : 't')).join('');
  // (Its nodes are rebuilt when the shape changed, or when other code wrote into the node meanwhile.)
  if (node.__numberShape !== shape || node.childNodes.length !== shape.length) {
    node.__numberShape = shape;
    replace(node, parts.map((p, i) => (i % 2 ? h('span', { dir: isName(p) ? 'auto' : 'ltr', class: isName(p) ? 'name' : 'num', text: p })
      : p === '' ? null : p)));
    return node;
  }
  // The same shape: each text and number written where it was.
  let child = node.firstChild;
  parts.forEach((p, i) => {
    if (!(i % 2) && p === '') return;
    if (child.textContent !== p) child.textContent = p;
    child = child.nextSibling;
  });
  return node;
}

// Words said before a number and not shown ("score", "total:"), so a reader never
// hears the number bare: screen-reader-only text ending in a space that does
// not collapse (a plain trailing space is dropped, and "score0" is what is heard).
export function saidPart(text) {
  return h('span', { class: 'visually-hidden', text: text === '' ? '' : String(text).replace(/\s*$/, '\u00a0') });
}

// A horizontal bar with its number beside it. Orca reads a role="meter" as
// "level bar" with no value, so the bar (its role and value kept for tools)
// is hidden from readers, and they read a line of text instead: the label,
// then the number ("“cat”: share of the attention of “purred”: 50.0%").
// node: the bar and that line. update(share, label, kind, lang): share from
// shares.js (the one rounding rule); lang is the language of the number.
export function meterPart() {
  const fill = h('span', { class: 'meter-fill' });
  const number = h('span', { class: 'meter-number' });
  const said = h('span', { class: 'visually-hidden' });
  const bar = h('div', { role: 'meter', 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-hidden': 'true' },
    [h('span', { class: 'meter-track' }, [fill]), number]);
  return {
    node: h('div', { class: 'meter-said' }, [said, bar]),
    update(share, label, kind, lang) {
      const text = I.share(lang, share);
      const width = Math.max(0, Math.min(100, share.weight * 100)) + '%';
      if (fill.style.width !== width) fill.style.width = width;
      setNumberText(number, text);
      setText(said, label + ': ' + text);
      setAttr(bar, 'class', 'meter' + (kind ? ' meter-' + kind : ''));
      setAttr(bar, 'aria-valuenow', shownPercent(share));
      setAttr(bar, 'aria-valuetext', text);
      setAttr(bar, 'aria-label', label);
    },
  };
}

// A sentence whose numbers never begin a line: each number (with its brackets
// and the punctuation after it) is kept with the word before it. Orca reads one
// screen line at a time, so a narrow column would otherwise give lone
// fragments such as "0).". Puts the sentence into `node` (its text unchanged).
// (A number's percent sign after a no-break space, "96,6 %", is kept with it; a word too long to keep on a line,
// a typed 300-letter one, is not kept at all: it breaks where it must.)
export function setSentence(node, text) {
  if (node.textContent === text) return;
  const parts = String(text).split(/(\S+ [(“]?[<>−-]?\d\S*(?:\u00a0%\S*)?)/);
  replace(node, parts.map((part, i) => (i % 2 && part.length <= 40 ? setNumberText(h('span', { class: 'kept' }), part) : part)));
}

// "planet 1 · place 0 · colour 0" as a list a screen reader reads item by item.
// compact: only the features that are not 0, then "others 0" (or "all 0").
// update(names, vector, label, compact, lang): lang is the language of "all 0" and the numbers.
export function vectorListPart() {
  const node = h('ul', { class: 'vector' });
  return {
    node,
    update(names, vector, label, compact, lang) {
      let items = names.map((name, i) => ({ key: 'f' + i, name, v: vector[i], lang }));
      const zeros = items.filter((x) => x.v === 0).length;
      if (compact) items = items.filter((x) => x.v !== 0);
      if (compact && zeros > 0) {
        items.push({ key: 'zeros', text: I.t(lang, zeros === names.length ? 'vectors.all-zero' : 'vectors.others-zero') });
      }
      setAttr(node, 'aria-label', label);
      keyed(node, items, (x) => x.key, (first) => {
        if (first.key === 'zeros') {
          const li = h('li', { class: 'is-zero' });
          return { node: li, update: (x) => setText(li, x.text) };
        }
        const feature = h('span', { class: 'feature', dir: 'auto' }); // an author's name: its own direction, isolated
        const value = h('span', { class: 'number', dir: 'ltr' });
        const li = h('li', null, [feature, ' ', value]);
        return {
          node: li,
          update(x) {
            setText(feature, x.name);
            setText(value, I.num(x.lang, x.v));
            setAttr(li, 'class', x.v === 0 ? 'is-zero' : null);
          },
        };
      });
    },
  };
}
