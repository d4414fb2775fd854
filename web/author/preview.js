// The live preview: the author's example in two widgets at the chosen step,
// one in a 760 px column and one at a 360 px phone's width, each fed with
// loadScenarioData(json) (the element's public method) whenever the example
// is valid. A screen narrower than a box narrows it, and its caption says so.
import { h, replace, setText } from '../js/lib/dom.js';

const BOXES = [
  { id: 'column', width: 760, text: 'In a 760 px column' },
  { id: 'phone', width: 360, text: 'On a 360 px phone' },
];

export function preview(container) {
  const boxes = BOXES.map((box) => {
    const caption = h('figcaption', { text: box.text });
    const frame = h('div', { class: 'au-frame' });
    return { box, caption, frame, figure: h('figure', { class: `au-box au-box-${box.id}` }, [caption, frame]), element: null };
  });
  replace(container, boxes.map((b) => b.figure));
  let shown = '';

  // The first time, each widget starts with the example inline (one load, at
  // its step); then loadScenarioData.
  function create(b, scenario, step) {
    const element = document.createElement('attention-playground');
    element.id = `au-preview-${b.box.id}`;
    element.setAttribute('step', step);
    element.appendChild(h('script', { type: 'application/json', text: JSON.stringify(scenario) }));
    b.frame.appendChild(element);
    b.element = element;
    // The caption says when the screen has narrowed the box.
    if (typeof ResizeObserver === 'function') {
      new ResizeObserver(() => {
        const width = Math.round(element.getBoundingClientRect().width);
        setText(b.caption, width && width < b.box.width - 1 ? `${b.box.text} (narrowed to ${width} px by this screen)` : b.box.text);
      }).observe(element);
    }
    return element.ready;
  }

  // Shows `scenario` (a valid scenario object) at `step`; nothing when it is what is shown.
  function show(scenario, step) {
    const key = step + '\n' + JSON.stringify(scenario);
    if (key === shown) return Promise.resolve();
    shown = key;
    return Promise.all(boxes.map((b) => {
      if (!b.element) return create(b, scenario, step);
      b.element.setAttribute('step', step);
      return b.element.loadScenarioData(JSON.parse(JSON.stringify(scenario)));
    }));
  }
  return { show };
}
