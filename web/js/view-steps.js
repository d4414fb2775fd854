// The chapter's steps (steps.js) for the growing widget: where the learner is
// ("Step 3 of 9: Matching with the dot product"), Back and Next, and a menu to
// jump to any step. Shown when the author did not fix a step (the `step`
// attribute) and the lesson does not hide it ("steps").
import { h, replace, setAttr, setText } from './dom.js';

export function stepsView(container, actions) {
  const { t } = actions;
  const back = h('button', { type: 'button', class: 'button step-back', 'data-key': 'step-back', text: t('steps.back'),
    on: { click: () => go(-1) } });
  const next = h('button', { type: 'button', class: 'button step-next', 'data-key': 'step-next', text: t('steps.next'),
    on: { click: () => go(1) } });
  const where = h('span', { class: 'step-where' });
  const select = h('select', { id: 'step', 'data-key': 'step', 'aria-label': t('steps.jump'),
    on: { change: () => actions.goToStep(select.value) } });
  replace(container, [h('nav', { class: 'steps', 'aria-label': t('steps.label') }, [
    back, h('div', { class: 'step-place' }, [where, select]), next])]);
  let steps = [];
  let current = '';

  function go(delta) {
    const at = steps.indexOf(current);
    const to = at < 0 ? 0 : at + delta;
    if (to >= 0 && to < steps.length) actions.goToStep(steps[to]);
  }

  function render(vm) {
    container.hidden = vm.stepFixed || vm.hide.includes('steps');
    if (container.hidden) return;
    if (steps.length !== vm.steps.length + 1) {
      steps = vm.steps.concat('all');
      replace(select, steps.map((id, i) => h('option', { value: id,
        text: id === 'all' ? t('step.all') : t('steps.option', { n: i + 1, name: t('step.' + id) }) })));
    }
    current = vm.step;
    select.value = vm.step;
    const at = vm.steps.indexOf(vm.step);
    setText(where, at < 0 ? t('steps.everything') : t('steps.of', { n: at + 1, count: vm.steps.length }));
    back.disabled = at <= 0 && vm.step !== 'all';
    next.disabled = vm.step === 'all';
    setAttr(next, 'aria-label', vm.step === 'all' ? null : t('steps.next-to', {
      name: t('step.' + (at + 1 < vm.steps.length ? vm.steps[at + 1] : 'all')) }));
  }

  return { render };
}
