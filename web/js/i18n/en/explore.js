// The English words of the views only the whole playground shows that are
// not the heatmap's: your own sentence's box and share and save
// (view-sentence-input.js, view-share.js). They come with the explore part
// (explore-words.js joins them to the catalogue).
export default {
  'own.label': 'Or type your own sentence',
  'own.hint': 'Each word gets its query, key and value from a built-in list of common English words. ' +
    'Press Enter or the button; Shift+Enter starts a new line.',
  'own.use': 'Use this sentence',
  'own.status-known': {
    one: 'Showing your sentence: {count} token, every word known.',
    other: 'Showing your sentence: {count} tokens, every word known.',
  },
  'own.status-unknown': {
    one: 'Showing your sentence: {count} token, {unknown} of them unknown (dotted outline).',
    other: 'Showing your sentence: {count} tokens, {unknown} of them unknown (dotted outline).',
  },
  'share.title': 'Share and save',
  'share.copy': 'Copy link',
  'share.field': 'Link to this view',
  'share.png': 'Save as PNG',
  'share.svg': 'Save as SVG',
  'share.copied': 'Link copied. Anyone who opens it sees this exact view.',
  'share.select': 'The link is selected in the field above: press Ctrl+C (⌘C on a Mac) to copy it.',
  'share.drawing': 'Drawing the picture…',
  'share.saved': 'Saved {name}.',
  'share.failed': 'The picture could not be saved: {reason}',
};
