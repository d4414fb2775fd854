// Word order: shuffle the words, put them back, and the sentence that reports
// the recomputed scores. It sits just above the match table, so the learner
// sees the rows move and the scores stay (the chapter: attention never looks
// at positions).
import { h, replace, setText } from './dom.js';

export function orderView(container, actions) {
  const { t } = actions;
  const shuffle = h('button', { type: 'button', class: 'button', 'data-key': 'shuffle', text: t('tokens.shuffle'),
    on: { click: () => actions.shuffle() } });
  const restore = h('button', { type: 'button', class: 'button', 'data-key': 'restore', text: t('tokens.restore'),
    on: { click: () => { if (restore.getAttribute('aria-disabled') !== 'true') actions.restoreOrder(); } } });
  const orderText = h('p', { class: 'explain order-text' });
  replace(container, [h('div', { class: 'button-row' }, [shuffle, restore]), orderText]);

  function render(vm) {
    container.hidden = vm.hide.includes('order') || !vm.shows.order;
    if (container.hidden) return;
    restore.setAttribute('aria-disabled', vm.order.shuffled ? 'false' : 'true');
    setText(orderText, vm.texts.order);
  }

  return { render };
}
