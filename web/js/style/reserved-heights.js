// How much room a widget showing one step takes, so a page does not jump
// when it appears: the heights tests/browser/steps.test.js measures for each
// step's own example (a 760 px chapter column, a 360 px phone), rounded up to
// the next 10 px. Two places use them, each from reservedCss():
//   - the element's own stylesheet, while the core is loading (the frame has
//     class "loading" and data-reserve="<step>");
//   - dist/attention-playground-reserve.css, for the page's <head>: it holds
//     the room before the script has even run (attention-playground:not(:defined)).
// A widget without a step opens at the first one; "all" is a whole page and
// reserves nothing. Hiding parts or a longer sentence changes the real height:
// the room is a good guess, not a promise.
export const FIRST_STEP = 'needs';
export const RESERVED = Object.freeze({
  needs: [350, 620],
  search: [740, 1060],
  scores: [900, 1240],
  softmax: [770, 1310],
  sink: [870, 1490], // with the trained model's sink, closed (trained/view-trained-sink.js)
  values: [898, 1420],
  learned: [535, 930], // the training's card before Train (training/view-learned.js): the sentence, Train, Skip (Chromium 549 / 941, WebKitGTK 521 at 760)
  heads: [930, 1200], // with the switch to the trained model's heads (trained/view-trained-heads.js)
  order: [710, 1200],
});
// Below this viewport width the phone's heights apply.
export const PHONE_WIDTH = 600;

// The CSS: select(step) gives the selector of a widget showing `step`
// (undefined: a widget with no step).
export function reservedCss(select) {
  const rules = (index) => Object.keys(RESERVED).map((step) => {
    const selectors = [select(step)].concat(step === FIRST_STEP ? [select(undefined)] : []);
    return `${selectors.join(', ')} { min-height: ${RESERVED[step][index]}px; }`;
  }).join('\n');
  return `${rules(0)}\n@media (max-width: ${PHONE_WIDTH - 0.02}px) {\n${rules(1)}\n}\n`;
}
