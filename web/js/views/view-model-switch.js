// The heads step's switch: "hand-made heads" (the step as it was) or "heads
// of the trained model". It is the main file's, so a page showing the heads
// step fetches nothing more until a learner picks the trained heads: then the
// trained part draws them (trained/view-trained-heads.js, its stand-in in
// element/layout.js). The choice is the `model` setting (state.model; a
// lesson link's model=trained): `choices` are its values (state/settings.js
// MODEL_CHOICES, handed on by the layout); the switch sets it and follows the
// view model's.
import { h, setAttr } from '../lib/dom.js';

export function modelSwitchView(container, actions, choices) {
  const { t } = actions;
  const keep = actions.keep.trained || (actions.keep.trained = {});
  // Each side named by its own aria-label, its label (still clicked) hidden from readers, as the heads' modes.
  const radios = choices.map((value) => {
    const id = 'trained-switch-' + value;
    const input = h('input', { type: 'radio', name: 'trained-switch', id, value, 'data-key': id, 'aria-label': t('trained.switch-' + value),
      on: { change: () => {
        // The trained heads' card says what it shows once it is drawn (a learner's choice is said, a link's is not).
        keep.modelChosen = true;
        if (value === 'hand-made') actions.say(t('trained.hand-switch-said'));
        actions.set({ model: value });
      } } });
    return { value, input, node: h('span', { class: 'segment' }, [input, h('label', { for: id, 'aria-hidden': 'true', text: t('trained.switch-' + value) })]) };
  });
  const modes = h('div', { class: 'segmented', role: 'radiogroup', 'aria-label': t('trained.switch') }, radios.map((r) => r.node));
  container.append(modes);
  return {
    render(vm) {
      container.hidden = vm.step !== 'heads';
      if (container.hidden) return;
      for (const r of radios) if (r.input.checked !== (r.value === vm.model)) r.input.checked = r.value === vm.model;
      setAttr(container, 'data-model', vm.model);
    },
  };
}
