// What the trained model's views share (view-trained.js, view-trained-heads.js,
// view-trained-explore.js): the line that says a sentence could not be read,
// and the sentence's words as buttons that choose the focus.
import { h, keyed, setAttr, setText } from '../lib/dom.js';

// The line under the sentence that says why the model could not read it.
// Styled as the widget's error only while it says something: a hidden .error
// would be a second one beside the frame's (hosts and tests find the widget's
// error by that class).
export function problemLine(t) {
  const node = h('p', { class: 'trained-problem', role: 'alert', hidden: true });
  return {
    node,
    show(error) {
      node.hidden = false;
      node.classList.add('error');
      setText(node, t('trained.cannot-read', { reason: String(error && error.message || error) }));
    },
    hide() {
      node.hidden = true;
      node.classList.remove('error');
    },
  };
}

// The words of a reading (trained-model.js: { index, text, shown, known, isFocus })
// as buttons in `container`, the focus pressed, an unknown word named for what
// it is; `keyPrefix` + index is each one's data-key; pick(index) on a click.
export function drawWordButtons(container, tokens, t, keyPrefix, pick) {
  keyed(container, tokens, (x) => x.index + ':' + x.text, () => {
    const button = h('button', { type: 'button', class: 'token' });
    return {
      node: button,
      update(x) {
        setText(button, x.shown);
        setAttr(button, 'class', 'token' + (x.isFocus ? ' is-focus' : '') + (x.known ? '' : ' is-unknown'));
        setAttr(button, 'aria-pressed', x.isFocus ? 'true' : 'false');
        setAttr(button, 'aria-label', x.known ? null : t('trained.word-unknown', { word: x.text }));
        setAttr(button, 'data-key', keyPrefix + x.index);
        button.onclick = () => pick(x.index);
      },
    };
  });
}
