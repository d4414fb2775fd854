// What the learner has in hand survives the views being built again (a
// language change: element.js _buildViews): the text in the sentence boxes
// (the playground's, and the trained model's once typed in: data-typed; typed, perhaps not used yet) with
// its caret, what they opened (<details>), and keyboard focus, found again on
// the control of the same data-key (or id), at once or, for a control that
// comes back a little later (a trained card drawn once its language's model is
// here), as soon as it is shown. Where focus cannot stay (that control is not
// shown, or a control the learner used goes away, as the notes' "OK, hide
// this" does), it lands on the widget's heading, else its frame: never on the
// page's <body>, where a keyboard or screen reader user would lose their place.

const keyOf = (el) => el.dataset.key || el.id;

// Read from the views' content before it goes; returns restore(newContent),
// called once the new views have drawn.
export function keepWork(frame, content) {
  const active = frame.getRootNode().activeElement;
  const focused = active && content.contains(active) ? keyOf(active) : null;
  const kept = Array.from(content.querySelectorAll('textarea, input[type="text"][data-typed], details[open]'), (el) => [keyOf(el),
    el.open ? { open: true } : { value: el.value, selectionStart: el.selectionStart, selectionEnd: el.selectionEnd }, el.hasAttribute('data-typed')]);
  return (fresh) => {
    const find = (key) => Array.from(fresh.querySelectorAll('[data-key], [id]')).find((el) => key && keyOf(el) === key);
    for (const [key, shown, typed] of kept) {
      const el = find(key);
      if (!el) continue;
      Object.assign(el, shown);
      if (typed) el.setAttribute('data-typed', '');
    }
    if (focused === null) return;
    const target = find(focused);
    land(frame, target);
    if (frame.getRootNode().activeElement !== target) later(frame, () => find(focused));
  };
}

// Focus on the control find() gives once it is shown, for a few seconds, unless the learner has moved
// on meanwhile (focus is no longer where it landed).
function later(frame, find) {
  const root = frame.getRootNode();
  const landed = root.activeElement;
  const until = Date.now() + 5000;
  const look = () => {
    if (root.activeElement !== landed || Date.now() > until || !frame.isConnected) return;
    const target = find();
    if (target && target.checkVisibility()) {
      target.focus({ preventScroll: true });
      if (root.activeElement === target) return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

// Focus on `target` if it can take it (shown, focusable), else on the heading, else on the frame.
export function land(frame, target) {
  for (const el of [target, frame.querySelector('.title'), frame]) {
    if (!el) continue;
    if (el !== target) el.tabIndex = -1; // reachable by script, not by Tab
    el.focus({ preventScroll: true });
    if (frame.getRootNode().activeElement === el) return;
  }
}
