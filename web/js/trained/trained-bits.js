// What the trained model's views share (view-trained-heads.js,
// view-trained-explore.js): the line that says a sentence could not be read,
// and the sentence's words as buttons that choose the focus.
import { h, keyed, setAttr, setText } from '../lib/dom.js';
import { presetsOf } from './trained-model.js';

// What every sentence box of the trained views carries: at most as many characters as the model reads
// (bindings/model_api.mjs MAX_TEXT: a longer text is refused before it is split into words), the
// direction of what is typed in it (dir="auto": an English sentence in an Arabic widget ends with its full
// stop), and data-typed once the learner types in it: what a language change keeps (element/focus-keeping.js).
export const SENTENCE_BOX = Object.freeze({ type: 'text', class: 'trained-own', autocomplete: 'off', spellcheck: 'false', dir: 'auto',
  maxlength: 10000, on: Object.freeze({ input: (event) => event.target.setAttribute('data-typed', '') }) });

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

// The sentence a trained view reads when it is built again (a language change: element.js _buildViews):
// the one it read last (`kept`, read by the model of `keptLanguage`), except that one of that language's
// presets becomes this model's preset at the same place (the Spanish model once read the English preset,
// every word "?"); a sentence the learner typed is theirs, and stays. Returns { sentence, same }: same is
// false when it is another sentence than the one kept (the focus kept with it no longer applies).
export function keptSentence(kept, keptLanguage, language, choices) {
  if (!kept) return { sentence: choices[0], same: false };
  const at = keptLanguage && keptLanguage !== language ? presetsOf(keptLanguage).indexOf(kept) : -1;
  return at < 0 ? { sentence: kept, same: true } : { sentence: choices[Math.min(at, choices.length - 1)], same: false };
}

// The heads with a measured job first, then the others, each group in the model's order (layer, then
// head): on a phone, where the heads stand one above another, the named ones are the first a learner sees.
export function namedFirst(heads) {
  return heads.filter((x) => x.job !== 'none').concat(heads.filter((x) => x.job === 'none'));
}
