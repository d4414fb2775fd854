// Word order: shuffle the words, put them back, and the sentence that reports
// the recomputed scores. It sits just above the match table, so the learner
// sees the rows move and the scores stay (the chapter: attention never looks
// at positions).
import { h, present, replace, setAttr, setText } from '../lib/dom.js';

export function orderView(container, actions) {
  const { t, quote } = actions;
  const shuffle = h('button', { type: 'button', class: 'button', 'data-key': 'shuffle', text: t('tokens.shuffle'),
    on: { click: () => actions.shuffle() } });
  const restore = h('button', { type: 'button', class: 'button', 'data-key': 'restore', text: t('tokens.restore'),
    on: { click: () => { if (restore.getAttribute('aria-disabled') !== 'true') actions.restoreOrder(); } } });
  // The scenario's one-tap swap (scenario.swap): "the dog chased the cat" ⇄ "the cat chased the dog".
  const swap = h('button', { type: 'button', class: 'button', 'data-key': 'swap', 'aria-pressed': 'false',
    on: { click: () => actions.swapWords() } });
  const orderText = h('p', { class: 'explain order-text' });
  const buttons = h('div', { class: 'button-row' }, [shuffle, restore]);
  replace(container, [buttons, orderText]);

  function render(vm) {
    container.hidden = vm.hide.includes('order') || !vm.shows.order;
    if (container.hidden) return;
    restore.setAttribute('aria-disabled', vm.order.shuffled ? 'false' : 'true');
    const pair = vm.scenario.swap;
    present(buttons, swap, Boolean(pair), shuffle);
    if (pair) {
      setText(swap, t('tokens.swap', { a: quote(pair[0].text), b: quote(pair[1].text) }));
      setAttr(swap, 'aria-pressed', vm.order.swapped ? 'true' : 'false');
    }
    setText(orderText, vm.texts.order);
  }

  return { render };
}
