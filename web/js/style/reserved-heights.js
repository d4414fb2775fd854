// How much room a widget showing one step takes, so a page does not jump
// when it appears: the heights tests/browser/steps.test.js measures for each
// step's own example (a 760 px chapter column, a 360 px phone), rounded up to
// the next 10 px. Two places use them, each from reservedCss():
//   - the element's own stylesheet, while the core is loading (the frame has
//     class "loading" and data-reserve="<step>");
//   - dist/attention-playground-reserve.css, for the page's <head>: it holds
//     the room before the script has even run (attention-playground:not(:defined)).
// A widget without a step opens at the first one; "all" is a whole page and
// reserves nothing. A step that opens on the trained model's views (the heads
// step with model="trained") has room of its own (RESERVED_TRAINED). Hiding
// parts or a longer sentence changes the real height: the room is a good
// guess, not a promise (tests/browser/reserved-room.test.js holds each within 40 px).
export const FIRST_STEP = 'needs';
export const RESERVED = Object.freeze({
  needs: [350, 570],
  search: [740, 1010],
  scores: [900, 1110],
  softmax: [770, 1220],
  sink: [860, 1160], // with the trained model's sink, closed (element/layout.js: the part loads once it is opened)
  values: [900, 1270],
  learned: [535, 955], // the training's card before Train (training/view-learned.js): the sentence, Train, Skip (Chromium 549 / 965, WebKitGTK 521 at 760)
  heads: [880, 1150], // with the switch to the trained model's heads (views/view-model-switch.js)
  order: [820, 1110],
});
// model="trained": the step opens on the trained model's views, their model drawn.
export const RESERVED_TRAINED = Object.freeze({
  heads: [1960, 3910], // the trained model's eight heads (trained/view-trained-heads.js), with the twin note and how well it guesses
});
// Below this viewport width the phone's heights apply.
export const PHONE_WIDTH = 600;

// The CSS: select(step, trained) gives the selector of a widget showing `step`
// (undefined: a widget with no step), with model="trained" when `trained`.
export function reservedCss(select) {
  const rules = (index) => Object.keys(RESERVED).map((step) => {
    const selectors = [select(step, false)].concat(step === FIRST_STEP ? [select(undefined, false)] : []);
    return `${selectors.join(', ')} { min-height: ${RESERVED[step][index]}px; }`;
  }).concat(Object.keys(RESERVED_TRAINED).map((step) => `${select(step, true)} { min-height: ${RESERVED_TRAINED[step][index]}px; }`)).join('\n');
  return `${rules(0)}\n@media (max-width: ${PHONE_WIDTH - 0.02}px) {\n${rules(1)}\n}\n`;
}
