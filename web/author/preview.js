// The live preview: the author's example in two widgets at the chosen step,
// one in a 760 px column and one at a 360 px phone's width, each fed with
// loadScenarioData(json) (the element's public method) whenever the example
// is valid. A screen narrower than a box narrows it, and its caption says so.
import { h, replace, setText } from '../js/dom.js';

const BOXES = [
  { id: 'column', width: 760, text: 'In a 760 px column' },
  { id: 'phone', width: 360, text: 'On a 360 px phone' },
];

export function preview(container) {
  const widgets = BOXES.map((box) => {
    const element = document.createElement('attention-playground');
    element.id = `au-preview-${box.id}`;
    const caption = h('figcaption', { text: box.text });
    const figure = h('figure', { class: `au-box au-box-${box.id}` }, [caption, h('div', { class: 'au-frame' }, [element])]);
    // The caption says when the screen has narrowed the box.
    if (typeof ResizeObserver === 'function') {
      new ResizeObserver(() => {
        const width = Math.round(element.getBoundingClientRect().width);
        setText(caption, width && width < box.width - 1 ? `${box.text} (narrowed to ${width} px by this screen)` : box.text);
      }).observe(element);
    }
    return { element, figure };
  });
  replace(container, widgets.map((w) => w.figure));
  let shown = '';

  // Shows `scenario` (a valid scenario object) at `step`; nothing when it is what is shown.
  function show(scenario, step) {
    const key = step + '\n' + JSON.stringify(scenario);
    if (key === shown) return Promise.resolve();
    shown = key;
    return Promise.all(widgets.map(({ element }) => {
      element.setAttribute('step', step);
      return element.loadScenarioData(JSON.parse(JSON.stringify(scenario)));
    }));
  }
  return { show, elements: widgets.map((w) => w.element) };
}
