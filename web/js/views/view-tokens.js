// The sentence as a row of tokens. Every token is a button: click or tap it to
// make it the focus; arrow keys move between tokens (one tab stop for the
// whole row, "roving tabindex"), Enter or Space selects. The keys follow what
// is seen: in a right-to-left widget the words run from the right, so Left goes
// to the next word (the row's own direction says which). (The word-order
// buttons are view-order.js.)
import { h, replace, setText } from '../lib/dom.js';

export function tokensView(container, actions) {
  let shape = '';
  let tabStop = -1; // original index of the token that holds tabindex 0
  let buttons = [];
  let shownFocus = -1; // the focus the scroll box of a long passage was last scrolled to
  const { t } = actions;

  const hint = h('p', { class: 'hint', id: 'tokens-hint', text: t('tokens.hint') });
  const row = h('div', { class: 'tokens', role: 'toolbar', 'aria-label': t('tokens.label'),
    'aria-describedby': 'tokens-hint', on: { keydown: onKey } });
  // Words the built-in word list does not know (typed sentences only): a
  // dotted outline, and this sentence, which each such button points to.
  const unknownNote = h('p', { class: 'unknown-legend', id: 'unknown-note', hidden: true });
  replace(container, [hint, row, unknownNote]);

  function onKey(event) {
    const at = buttons.findIndex((b) => b === event.target);
    if (at < 0) return;
    let next = -1;
    const rtl = getComputedStyle(row).direction === 'rtl';
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight') || event.key === 'ArrowDown') next = Math.min(buttons.length - 1, at + 1);
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft') || event.key === 'ArrowUp') next = Math.max(0, at - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    if (next < 0) return;
    event.preventDefault();
    moveTabStop(Number(buttons[next].dataset.index));
    buttons[next].focus();
  }

  function moveTabStop(index) {
    tabStop = index;
    for (const b of buttons) b.tabIndex = Number(b.dataset.index) === index ? 0 : -1;
  }

  function render(vm) {
    const card = container.closest('.sentence-card');
    if (card) card.hidden = vm.hide.includes('tokens');
    const nextShape = vm.scenario.key + '|' + vm.tokens.map((t) => t.index + ':' + t.text).join(' ');
    if (nextShape !== shape) {
      shape = nextShape;
      buttons = vm.tokens.map((t) => h('button', {
        type: 'button', class: 'token' + (t.unknown ? ' is-unknown' : ''), 'data-key': 'token-' + t.index, dir: 'auto', // a typed word keeps its own direction
        data: { index: t.index }, 'aria-describedby': t.unknown ? 'unknown-note' : null,
        text: t.text, on: { click: () => { moveTabStop(t.index); actions.focus(t.index); } },
      }));
      replace(row, buttons);
      row.classList.toggle('is-long', buttons.length > 40);
      row.toggleAttribute('data-scrolls', buttons.length > 40); // a box of its own that scrolls (lib/fit-box.js's mark)
      tabStop = -1;
      shownFocus = -1;
    }
    unknownNote.hidden = vm.unknownCount === 0;
    setText(unknownNote, vm.unknownCount === 0 ? '' : t('tokens.unknown', { count: vm.unknownCount }));
    const byIndex = new Map(vm.tokens.map((t) => [t.index, t]));
    for (const b of buttons) {
      const t = byIndex.get(Number(b.dataset.index));
      b.setAttribute('aria-pressed', t.isFocus ? 'true' : 'false');
      b.classList.toggle('is-focus', t.isFocus);
      b.classList.toggle('is-idle', !t.asks[vm.shownHead]);
      // The words the focus needs, while the first steps talk about them in words.
      b.classList.toggle('is-needed', vm.shows.needs && vm.needed.includes(t.index));
    }
    if (row.classList.contains('is-long') && shownFocus !== vm.focus) {
      // Keep the focus word in view inside the passage's own scroll box, with the word it finds.
      shownFocus = vm.focus;
      const at = (i) => buttons.find((x) => Number(x.dataset.index) === i) || null;
      const b = at(vm.focus);
      if (b) row.scrollTop = scrollFor(row, b, at(soughtWord(vm)));
    }
    const active = container.getRootNode().activeElement;
    if (tabStop < 0 || !buttons.some((b) => b === active)) moveTabStop(vm.focus);
  }

  return { render };
}

// The word the focus finds, which the learner looks for in the passage: the one it needs (the first
// steps), else the one the focus attends to most in the head shown; null when there is none.
function soughtWord(vm) {
  if (vm.shows.needs) return vm.needed.length ? vm.needed[0] : null;
  const head = vm.heads[vm.shownHead];
  const rows = head ? head.rows.filter((r) => !r.isFocus) : [];
  return rows.length ? rows.reduce((best, r) => (r.weight > best.weight ? r : best)).index : null;
}

// Where a long passage's box scrolls to: the focus and the word it finds both in view, around their
// middle, when they fit its height together; else the word it finds (“treaty” at the passage's end
// reaches back 280 words to “Westphalia”: scrolled to the focus, the name to find went out of view).
function scrollFor(row, focus, sought) {
  const middle = (b) => b.offsetTop + b.offsetHeight / 2;
  if (!sought || sought === focus) return Math.max(0, middle(focus) - row.clientHeight / 2);
  const top = Math.min(focus.offsetTop, sought.offsetTop);
  const bottom = Math.max(focus.offsetTop + focus.offsetHeight, sought.offsetTop + sought.offsetHeight);
  if (bottom - top <= row.clientHeight - 16) return Math.max(0, (top + bottom) / 2 - row.clientHeight / 2);
  return Math.max(0, sought.offsetTop - 8);
}
