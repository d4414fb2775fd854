// The English words only the whole playground (step="all") writes: what this
// means, each head's summary, the heatmap's sentence, the dot products worked
// out, the focus card's longer notes. They come with the parts that show them
// (the explore part; the picture's export part), joined by all-words.js, so a
// page showing one step of the chapter never loads them.
export default {
  'vectors.title': 'The focus: {token}',
  'vectors.idle-note': '{token} asks this head nothing, so it gets no clear answer here — look at another head or another word.',
  'vectors.note': 'Its query is compared with every key below, its own included. Every token carries a value, even if it is “nothing useful”.',
  'vectors.numbers-note': ' The numbers are the vectors behind the words: one number per feature. A match score is the query’s numbers times the key’s, feature by feature, added up (the dot product).',
  'vectors.edit': 'Edit the query and key of {token}',
  'vectors.editor-note': 'Drag a slider to change what {token} asks for or offers in “{label}”. Every score, percentage and blend below is recomputed as you drag.',
  'vectors.key-group': 'Key of {token}: what it advertises',
  'heads.intro-one': 'The table follows the query of {token}. Scores first, then softmax percentages, then the blended value.',
  'heads.detail-show': 'Show how each score is worked out',
  'heads.detail-hide': 'Hide the dot products',
  'match.worked-term': '{feature}: {q} × {k} = {product}',
  'match.worked-zero': 'every feature: 0 × 0 = 0',
  'match.worked-sum': 'sum = {sum}',
  'match.worked-scale': '× {magnitude} = {score}',
  'match.worked-label': 'query · key of {token}: ',
  'match.worked-list': 'dot product of the query of {focus} and the key of {token}',
  'story.causal': {
    one: 'Causal mask: {token} sees only itself and the tokens before it; the token after it is hidden.',
    other: 'Causal mask: {token} sees only itself and the tokens before it; the {count} tokens after it are hidden.',
  },
  'order.causal': 'Shuffled with the causal mask on: {changed} pairs of words changed whether they can see each other, ' +
    'because the mask is the only part that knows the order. The {unchanged} pairs still visible kept exactly the same ' +
    'match score (recomputed: {scope}).',
  'summary.idle': '{label} → nothing (idle: this token asks this head nothing)',
  'summary.head': '{label} → {reading}',
  'meaning.heads': '{token} asks each head its own question and gathers, head by head: {summaries}.',
  'meaning.idle-sink': 'In the “{label}” head, {token} is not asking anything, so its attention rests on the sink and it {gathers}.',
  'meaning.idle-even': 'In the “{label}” head, {token} is not asking anything, so its attention is spread evenly and it {gathers}.',
  'meaning.leak': 'At magnitude {magnitude} no match stands out clearly.',
  'meaning.even': 'In the “{label}” head, every key fits the query of {token} equally, so its attention is spread evenly and it {gathers}.',
  'meaning.sink': 'In the “{label}” head, nothing fits what {token} is looking for ({looksFor}), so attention rests on the sink and it {gathers}.',
  'meaning.sink-small': 'In the “{label}” head, {token} finds {best}, but at magnitude {magnitude} that match scores too little to ' +
    'beat the sink, so attention rests on the sink and it {gathers}.',
  'meaning.tie': 'In the “{label}” head, {token} looks for {looksFor}; {list} fit equally ({pct} each), so {token} {gathers}.',
  'meaning.self': 'In the “{label}” head, {token} looks for {looksFor} and its own key fits best, so it {gathers}.',
  'meaning.winner': 'In the “{label}” head, {token} looks for {looksFor}; {best} advertises {advertises} and gets {pct} of ' +
    'the attention, so {token} {gathers}.',

  'heatmap-text.base': 'Rows are queries, columns are keys: the {token} row is the “{label}” table above, as percentages. ' +
    'Each row adds up to 100% (softmax).',
  'heatmap-text.sink': 'The sink has its own column.',
  'heatmap-text.causal-on': 'The causal mask is on: no word can see the words after it (—).',
  'heatmap-text.causal-off': 'Turn on the causal mask to stop each word seeing the words after it.',
  'heatmap-text.idle': 'Rows marked “idle” ask nothing in this head, so their attention spreads evenly.',
  'heatmap-text.idle-sink': 'Rows marked “idle” ask nothing in this head, so their attention spreads evenly or rests on the sink.',

  'heatmap-text.long': 'This passage has {count} words, so the grid is a picture: point at a cell, or use the arrow keys, to read its percentage below the grid.',
  'heatmap-text.causal-on-long': 'The causal mask is on: no word can see the words after it (grey, struck-through cells).',
  'heatmap-text.idle-long': 'Rows with grey, slanted labels ask nothing in this head, so their attention spreads evenly.',
  'heatmap-text.idle-sink-long': 'Rows with grey, slanted labels ask nothing in this head, so their attention spreads evenly or rests on the sink.',

};
