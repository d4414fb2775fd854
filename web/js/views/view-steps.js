// The way through the chapter's steps (steps.js) for the growing widget:
// Back, a menu to jump to any step, and Next, after the step's content (the
// header above says where the learner is). Shown when the author did not fix
// a step (the `step` attribute) and the lesson does not hide it ("steps").
// At either end the button stays in the tab order with aria-disabled, so the
// keyboard focus never falls off a button that was just used. After a move
// from here, the new step's start is brought into view (on a phone a step is
// taller than the screen, and Next sits at its end); focus stays on the button.
import { h, replace, setAttr } from '../lib/dom.js';

export function stepsView(container, actions) {
  const { t } = actions;
  const back = h('button', { type: 'button', class: 'button step-back', 'data-key': 'step-back', text: t('steps.back'),
    on: { click: () => go(-1) } });
  const next = h('button', { type: 'button', class: 'button step-next', 'data-key': 'step-next', text: t('steps.next'),
    on: { click: () => go(1) } });
  const select = h('select', { id: 'step', 'data-key': 'step', 'aria-label': t('steps.jump'),
    on: { change: () => actions.goToStep(select.value) } });
  // The menu sits in a disclosure, closed until the learner opens it: Chromium
  // reports a <select> on screen as a selection change when it appears (and
  // both engines when its choice changes), which Orca 43 takes for the focus
  // moving into the menu, in focus mode, where the Down arrow reads nothing.
  const jump = h('details', { class: 'step-place' }, [h('summary', { class: 'button', text: t('steps.jump') }), select]);
  replace(container, [h('nav', { class: 'steps', 'aria-label': t('steps.label') }, [back, jump, next])]);
  let steps = [];
  let current = '';

  function go(delta) {
    const at = steps.indexOf(current);
    const to = at < 0 ? 0 : at + delta;
    jump.open = false;
    if (to >= 0 && to < steps.length) actions.goToStep(steps[to]);
  }

  function render(vm, extra) {
    container.hidden = extra.stepFixed || vm.hide.includes('steps');
    if (container.hidden) return;
    if (steps.length !== vm.steps.length + 1) {
      steps = vm.steps.concat('all');
      replace(select, steps.map((id, i) => h('option', { value: id,
        text: id === 'all' ? t('step.all') : t('steps.option', { n: i + 1, name: t('step.' + id) }) })));
    }
    const moved = current && current !== vm.step && container.contains(container.getRootNode().activeElement);
    current = vm.step;
    if (select.value !== vm.step) select.value = vm.step;
    if (moved) {
      // Once every view has drawn the new step (the rest of this drawing runs first).
      queueMicrotask(() => {
        const start = container.getRootNode().querySelector('.scenario-bar');
        if (start && start.getBoundingClientRect().top < 0) start.scrollIntoView({ block: 'start' });
      });
    }
    const at = steps.indexOf(vm.step);
    setAttr(back, 'aria-disabled', at <= 0 ? 'true' : 'false');
    setAttr(next, 'aria-disabled', at >= steps.length - 1 ? 'true' : 'false');
    setAttr(next, 'aria-label', at >= steps.length - 1 ? null : t('steps.next-to', { name: t('step.' + steps[at + 1]) }));
    setAttr(back, 'aria-label', at <= 0 ? null : t('steps.back-to', { name: t('step.' + steps[at - 1]) }));
  }

  return { render };
}
