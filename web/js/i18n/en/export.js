// The English words of the exported picture (export-image.js): they come with
// the export part (export-words.js joins them to the catalogue).
export default {
  'export.passage': 'A passage of {count} words; these are the {shown} around the focus.',
  'export.unknown': 'Dotted outline: an unknown word (not in the built-in word list), with neutral vectors.',
  'export.formula': 'Match score = query · key × {magnitude}; softmax turns the scores into percentages that add up to 100%.',
  'export.col-token': 'TOKEN',
  'export.col-key': 'ADVERTISES (KEY)',
  'export.col-score': 'MATCH SCORE',
  'export.col-softmax': 'SOFTMAX %',
  'export.left-out': 'left out to keep the table short',
  'export.head': 'Head {label} — {question}',
  'export.looks-for': '{token} looks for: {text}',
  'export.magnitude': 'Magnitude × {value}',
  'export.sink-on': 'sink on (score {score})',
  'export.sink-off': 'sink off',
  'export.causal-on': 'causal mask on',
  'export.causal-off': 'causal mask off',
  'export.shuffled': 'words shuffled',
  'export.footer': 'Attention Playground: every number computed live by a WebAssembly attention core.',
  'export.svg-title': '{title}: attention of {token}',
};
