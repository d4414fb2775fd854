// The English catalogue: every string the widget shows, by key, and the
// fallback for any key another language lacks. Entries are whole sentences
// with {placeholders} (see i18n.js); numbers arrive already formatted.
// Keys are grouped by the part of the widget that shows them. The heatmap's
// own keys (heatmap.*) come with the parts that draw it (en/heatmap.js).

export default {
  // ---- numbers, lists, quotes
  // The locale of numbers, percentages and lists (Intl): British English lists have no comma before “and”.
  'intl.locale': 'en-GB',
  // The same rules spelled out, so the widget writes numbers and lists without Intl (number-text.js;
  // a node test holds them to Intl's en-GB).
  'intl.decimal': '.',
  'intl.group': ',',
  'intl.group-min': '1',
  'intl.percent': '{n}%',
  'intl.and': ' and ',
  'intl.comma': ', ',
  // Another "and" before the words a pattern matches (Spanish "e" before "i…"): none in English.
  'intl.and-alt-before': '',
  'intl.and-alt': '',
  // A share too small or too close to all to show at one decimal (shares.js).
  'share.below': '< {pct}',
  'share.above': '> {pct}',
  'intl.above-after-article': '', // (none: a bound share reads the same after any word; es/catalogue.js has one)
  'intl.above-with-article': '',
  'intl.below-after-article': '',
  'intl.below-with-article': '',
  'share.about': 'about {pct}',
  'quote': '“{text}”',

  // ---- the frame (element.js)
  // a file of the widget that this page lacks, or that its CSP refused (loader/parts.js missingParts; element.js)
  'part.missing': 'A file of this widget is missing or not of this version, so {what} cannot be shown: copy {file} from its dist/ folder next to attention-playground.js.',
  'part.refused': 'This page’s Content-Security-Policy refused {file}, so {what} cannot be shown: the browser’s console says what to allow.',
  'part.what.language': 'its {language}', // a language's part: {language} is its name (i18n.js languageName)
  'part.what.explore': 'the heatmap, your own sentence and sharing',
  'part.what.heatmap': 'the heatmap of a long sentence',
  'part.what.sentence': 'your own sentence',
  'part.what.export': 'the picture',
  'part.what.examples': 'the other examples',
  'part.what.notes': 'the notes about ignored settings',
  'part.what.scenario': 'this page’s own example',
  'part.what.trained': 'the model that learned by itself',
  'part.what.training': 'the model you train at this step',
  // Why the trained model could not be loaded (element/model-bridge.js), inside trained.unavailable's brackets.
  'model.copy': 'copy {file} from its dist/ folder next to attention-playground.js',
  'model.refused': 'this page’s Content-Security-Policy refused {file}: the browser’s console says what to allow',
  'model.broken': 'its file could not be read: the browser’s console says why',
  'status.loading': 'Loading the attention core…',
  'error.title': 'This example could not be shown.',
  'section.sentence': 'The sentence',
  'section.focus': 'The focus token',
  'section.dials': 'Magnitude and sink',
  'section.order': 'Word order',
  'section.heads': 'Heads',
  'section.heatmap': 'The whole sentence at once',
  // explore.html's disclosure of the trained model's reading (its card comes with the trained part once opened).
  'trained.explore-summary': 'Read it with the trained model',
  // The heads step's switch and the sink step's disclosure (views/view-model-switch.js, element/layout.js): the main
  // file's, so the trained part is fetched only once a learner asks for what it shows.
  'trained.switch': 'Which heads',
  'trained.switch-hand-made': 'hand-made heads',
  'trained.switch-trained': 'heads of the trained model',
  'trained.hand-switch-said': 'Hand-made heads.',
  'trained.sink-summary': 'The same in a real trained model',
  'section.meaning': 'What this means',
  'section.share': 'Share and save',
  // ---- notes about ignored settings (view-notes.js)
  // ---- the notes' words: why a setting of a link or an attribute was ignored (lesson-link.js, settings.js)
  // ---- the scenario bar and the dials (view-controls.js)
  'scenario.picker': 'Example',
  'scenario.example': 'Example: {title}',
  'scenario.example-of': 'Example {n} of {count}: {title}',
  'scenario.previous': 'Previous example',
  'scenario.next': 'Next example',
  'scenario.try': 'Try this: ',
  'dials.magnitude': 'Magnitude',
  'dials.magnitude-title': 'Magnitude: how big the scores are',
  // "Only the differences count" (view-shift.js)
  'stretch.title': 'The magnitude as the length of the query and the key',
  'stretch.query': 'query of {token}',
  'stretch.key': 'key of {token}',
  'stretch.length-said': 'length ',
  'stretch.text': 'Score = length × length × how well they point the same way ({fit}) = {score}.',
  'shift.title': 'Only the differences count',
  'shift.intro': 'Add the same number to every score of {token}, and look at the percentages:',
  'shift.choose': 'Add to every score',
  'shift.by': '+ {n}',
  'shift.line': '{token}: {score} + {by} = {sum} → {pct}',
  'shift.zero': 'These are the table’s own scores. Pick a number to add to all of them.',
  'shift.same': 'Every score went up by {by}, and every percentage is just as the table shows it: softmax only looks at how far apart the scores are.',
  'shift.close': 'Every score went up by {by}, and the percentages are the table’s to within a rounding error: softmax only looks at how far apart the scores are.',
  'shift.pair': 'On their own, the scores {a} and {b} split {pa} and {pb}, exactly as 1 and 0 do.',
  'dials.magnitude-said': 'magnitude {value}',
  'dials.sink-said': 'sink score {value}',
  'dials.magnitude-value': '× {value}',
  'dials.sink-title': 'The sink: somewhere for spare attention',
  'dials.sink-use': 'Use a sink',
  'dials.sink-score': 'Sink score',

  // ---- the sentence (view-tokens.js)
  'tokens.hint': 'Click any word to make it the focus: the table below follows its query. ' +
    'On a keyboard, arrow keys move between words and Enter or Space picks one.',
  // On a touch screen a sentence that says how to choose has its own words: a key's ".touch" entry (i18n.js).
  'tokens.hint.touch': 'Tap any word to make it the focus: the table below follows its query. ' +
    'On a keyboard, arrow keys move between words and Enter or Space picks one.',
  'tokens.label': 'Words of the sentence: pick the focus',
  'tokens.shuffle': 'Shuffle the words',
  'tokens.restore': 'Put them back',
  'tokens.swap': 'Swap {a} and {b}',

  // ---- your own sentence (its box's words come with the explore part: en/explore.js)
  'own.title': 'Your own sentence',

  // ---- the focus token (view-vectors.js)
  'vectors.all-zero': 'all 0',
  'vectors.others-zero': 'others 0',
  'vectors.head': 'Head',
  'vectors.question': 'In the “{label}” head ({question}), {token}:',
  'vectors.looks-for': 'looks for (query)',
  'vectors.advertises': 'advertises (key)',
  'vectors.carries': 'carries (value)',
  'vectors.query-of': 'query of {token}',
  'vectors.key-of': 'key of {token}',
  'vectors.value-of': 'value of {token}',
  'vectors.numbers': 'Show numbers (the vectors)',
  'vectors.edit-query': 'Edit the query of {token}',
  'vectors.edit-hide': 'Hide the sliders',
  'vectors.query-group': 'Query of {token}: what it looks for',
  'vectors.slider-said': '{feature} {value}',
  'vectors.undo': 'Undo my edits',

  // ---- the heads (view-heads.js)
  'heads.title': 'Match scores, softmax and what is gathered',
  'heads.modes': 'Which heads to show',
  'heads.all': 'All heads',
  'heads.only': 'only {label}',
  'heads.intro-several': 'Each head asks its own question, with its own queries, keys and values, so {token} can find different things in each.',
  'heads.tag': 'head',
  'heads.looks-for': '{token} looks for: ',

  // ---- one head's match table (view-match.js)
  'match.itself': 'itself',
  'match.unknown': 'unknown word',
  'match.carries': 'carries: {text}',
  'match.advertises': 'advertises: {text}',
  'match.sink-advertises-under': 'advertises: a fixed score, whatever the query',
  'match.scrolls': 'Wider than this column: scroll the table sideways to see every column.',
  'match.meter': '{token}: share of the attention of {focus}',
  'match.meter-self': '{token} (itself): share of the attention of {focus}',
  'match.meter-more': '{count} more words together: share of the attention of {focus}',
  'match.meter-sink': 'sink: share of the attention of {focus}',
  'match.more-words': '{count} more words',
  'match.omitted': 'each {pct} or less, left out to keep the table short',
  'match.show-all': 'Show all {count} rows',
  'match.show-fewer': 'Show only the rows that matter',
  'match.sink': 'sink',
  'match.sink-note': 'extra slot',
  'match.sink-advertises': 'a fixed score, whatever the query',
  'match.sink-advertises-short': 'a fixed score',
  'match.sink-carries': 'carries: nothing useful',
  'match.sink-fixed': 'fixed, not multiplied',
  'match.title': 'How well each key fits the query of {token}',
  'match.title-ranked': 'How well each key fits the query of {token}: the most attended first',
  'match.note': 'Match scores first (query · key × {magnitude}), then softmax turns them into percentages that add up to 100%.',
  'match.col-token': 'Word',
  'match.col-key': 'Advertises (key)',
  'match.col-key-dot': 'Advertises (key), dot product',
  'match.col-carries': 'Carries (value)',
  'match.sink-carries-short': 'nothing useful',
  'match.col-match': 'Match (0 to 1)',
  'match.dot-line': '{terms} = {dot}',
  'match.dot-term': '{feature} {q} × {k}',
  'match.dot-nothing': 'nothing in common = 0',
  'match.fit-full': 'a perfect match',
  'match.fit-partial': 'a partial match',
  'match.fit-none': 'nothing in common',
  'match.note-dot': 'Each match score is the dot product of {token}’s query and the word’s key: multiply the numbers feature by feature and add them up. Read it from 0 (nothing in common) to 1 (a perfect match).',
  'match.col-score': 'Match score',
  'match.col-softmax': 'Softmax %',
  'match.rounding': 'rounded to add up to 100%: equal shares can differ by 0.1',
  'match.score-said': 'score ',
  'match.total-said': 'total: ',
  'match.total': 'total',

  // ---- the blended value (view-blend.js)
  'blend.label': 'What {token} gathers in {label}',
  'blend.title': 'What {token} gathers: the blended value',
  'blend.note': 'Each token’s value times its softmax share, all added up.',
  'blend.note-sink': 'Each token’s value times its softmax share, all added up (the sink carries nothing).',
  'blend.reads-as': 'Reads as: ',
  'blend.amount': '{feature} in the blended value:',

  // ---- "What this means" (view-explain.js; share and save: en/explore.js;
  // the exported picture: en/export.js)
  'meaning.title': 'What this means',

  // ---- generated sentences (explain.js)
  'explain.idle-one': 'nothing in particular: this word is not asking anything',
  'explain.idle': 'nothing in particular — this token is not asking anything in this head',
  'explain.nothing-particular': 'nothing',
  'explain.nothing-useful': 'nothing useful',
  'explain.but-not': '{has}, but not {not}',
  'explain.all-but': 'anything but {not}',
  'explain.the-sink': 'the sink',
  'explain.a-match': 'a match',

  'story.idle-sink-one': '{token} is not asking anything, so every match score is 0. The sink’s fixed score of {score} beats them all, so attention rests on the sink ({pct}). That is normal, not broken: not every word needs another.',
  'story.idle-sink': '{token} is not asking anything in this head, so every match score is 0. The sink’s fixed score of {score} ' +
    'beats them all, so attention rests on the sink ({pct}). The head is idle for this token — that is normal, not broken.',
  'story.idle-even-one': '{token} is not asking anything, so every match score is 0 and softmax spreads attention evenly: {pct} each, {token} itself included. That is normal, not broken: not every word needs another.',
  'story.idle-even': '{token} is not asking anything in this head, so every match score is 0 and softmax spreads attention ' +
    'evenly: {pct} each, {token} itself included. The head is idle for this token — that is normal, not broken.',
  'story.hint-sink': 'Turn the sink on to give that spare attention a harmless place to go.',
  'story.even': 'Every key scores the same against the query of {token} ({score}), so softmax spreads attention evenly: {pct} each.',
  'story.sink-all': 'Nothing here fits what {token} is looking for, so attention rests on the sink ({pct}): its fixed score ' +
    'of {score} beats every word’s match score (all {other}).',
  'story.sink-best': 'Nothing here fits what {token} is looking for, so attention rests on the sink ({pct}): its fixed score ' +
    'of {score} beats the best match, {best} at {other}.',
  'story.sink-small': '{best} fits what {token} is looking for (dot product {dot}), but at magnitude {magnitude} its score is ' +
    'only {score}, below the sink’s fixed {sink}, so attention rests on the sink ({pct}). Turn the magnitude up to let the match win.',
  'story.tie': '{list} match equally well (score {score}), so attention is split between them: {pct} each.',
  'story.self': '{token} attends most to itself ({pct}): its own key is in the list like every other key, and nothing else ' +
    'fits its query better, so attention rests here.',
  'story.winner': '{best} matches best (score {score}), so it gets {pct}.',
  'story.winner-easily': '{best} matches, and easily beats the sink (score {score} against the sink’s {sink}): {pct} against {sinkPct}.',
  'story.winner-just': '{best} matches, but only just beats the sink (score {score} against {sink}), so the sink still takes {sinkPct}.',
  'story.self-also': '{token} also attends to itself ({pct}): a token’s own key is always in the list, like every other key.',
  'story.leak-small': 'With scores this small, softmax leaks attention to everything: the top share is only {pct}.',
  'story.leak-drag': 'Drag the magnitude up to sharpen it.',
  'story.leak-rest': 'The rest still get {pct} between them: softmax never gives exactly 0, so a little attention always leaks.',

  // What the blend reads as: on its own (reading.*), and as the verb phrase
  // of "…, so it gathers …" (gathers.*).
  'reading.nothing': 'nothing useful gathered',
  'reading.mostly': 'mostly {name}',
  'reading.named': '{text} ({carries})',
  'reading.half': 'half {a}, half {b}',
  'reading.little': 'a little from {items}, the rest nothing useful',
  'reading.mix': 'a mix: {items}',
  'reading.item': '{token} ({pct})',
  'gathers.nothing': 'gathers nothing useful',
  'gathers.some': 'gathers {reading}',

  'magnitude.base': 'Every match score is multiplied by {magnitude}.',
  'magnitude.idle-one': '({token} asks nothing, so its scores are 0 at any magnitude.)',
  'magnitude.idle': '({token} asks nothing in “{label}”, so its scores there are 0 at any magnitude.)',
  'magnitude.even': 'Every key scores the same for {token}, so no magnitude can pick a winner.',
  'magnitude.top-one': 'The top match gets {pct} of the attention of {token}',
  'magnitude.top-sink': 'The sink gets {pct} of the attention of {token}',
  'magnitude.top-many': 'The top {count} matches share {pct} of the attention of {token}',
  'magnitude.end-leak': '{sentence}: with small scores, attention leaks everywhere.',
  'magnitude.end-sharp': '{sentence}. The leak to the rest never quite disappears, though.',
  'magnitude.end': '{sentence}.',

  'sink.off': 'Off. The sink is an extra slot with a small fixed score; turned on, it soaks up attention when nothing fits.',
  'sink.on': 'On: one more row in every table, with a fixed score of {score} (not multiplied) and a value that carries nothing.',
  'sink.takes-one': 'It takes {pct} of the attention of {token}.',
  'sink.takes': 'It takes {pct} of the attention of {token} in “{label}”.',

  'order.unshuffled': 'Attention compares queries with keys and never looks at positions. Shuffle the words to check.',
  'order.scope-all': 'every head, every pair of words',
  'order.scope-row': 'every head, the focus word’s whole row',
  'order.changed': 'Shuffled: {count} match scores changed.',
  'order.same': 'Shuffled, and recomputed: all {count} match scores ({scope}) are unchanged. Attention has no idea where the words are.',
  'order.swapped': 'Now it reads {sentence}, and all {count} match scores ({scope}) are unchanged: on its own, attention ' +
    'cannot tell the two sentences apart.',

  // The sentence under a long passage's heatmap (the heatmap's own words: en/heatmap.js).
  // ---- "Where the vectors come from": the learned step's card (the training part: its words, en/training.js);
  // here what the main file says before the part is here: its disclosure in the whole playground
  'training.summary': 'Where the vectors come from: watch a model learn them',
  'training.loading': 'Loading the training module…',
  // ---- the steps of the chapter (view-steps.js, steps.js) and their tasks
  'steps.label': 'The chapter, step by step',
  'steps.back': 'Back',
  'steps.back-to': 'Back: {name}',
  'steps.next': 'Next',
  'steps.next-to': 'Next: {name}',
  'steps.jump': 'Go to a step of the chapter',
  'steps.option': '{n}. {name}',
  'steps.of': 'Step {n} of {count}',
  'steps.everything': 'Everything at once',
  'step.needs': 'Some words need other words',
  'step.search': 'Searching for a match',
  'step.scores': 'Matching with the dot product',
  'step.softmax': 'Dividing your attention',
  'step.sink': 'What if nothing matches?',
  'step.values': 'What did you find?',
  'step.learned': 'Where the vectors come from',
  'step.heads': 'Several heads',
  'step.order': 'Blind to word order',
  'step.all': 'Everything at once',
  'task.needs': 'Click another word: what does it need?',
  'task.needs.touch': 'Tap another word: what does it need?',
  'task.search': 'Which page fits what {token} searches for? Click it.',
  'task.search.touch': 'Which page fits what {token} searches for? Tap it.',
  'task.scores': 'Move the sliders until another word has the best match score.',
  'task.softmax': 'Turn the magnitude up until the best match gets over 90%: 9, not 1.',
  'task.sink': 'With the sink on, click a word whose query fits a key: does it beat the sink?',
  'task.sink.touch': 'With the sink on, tap a word whose query fits a key: does it beat the sink?',
  'task.values': 'Edit the query of {token} until it gathers half one word, half another.',
  'task.learned': 'Press Train and let it learn until it finds what a pronoun stands for (70% of its attention on the right word).',
  'task.heads': 'Show one head on its own: what does it look for?',
  // the heads step showing the trained model's heads (nothing checks it: the model's heads are not the learner's to change)
  'task.heads-trained': 'Read a sentence of your own with “she” or “they”: does the head that finds what a pronoun stands for still pick the right word?',
  'task.order': 'Shuffle the words and check that no score changed.',
  'task.done': '✓ Done!',

  // ---- what the live region says after a change (explain.js announcement, stepIntro)
  'say.step': 'Step {n} of {count}: {name}',
  'say.all': 'Everything at once: {name}',
  'say.try': 'Try this: {text}',
  'say.search': '{token} types: {text}.',
  'say.best': '{best} has the best match for {token}: {score}, {fit}.',
  'say.best-tie': '{list} tie for the best match for {token}: {score} each.',
  'say.best-none': 'Nothing matches {token}: every score is 0.',
  'say.share': '{best} now gets {pct} of the attention of {token}.',
  'say.share-self': '{token} now keeps {pct} of its attention for itself.',
  'say.share-tie': '{list} share the attention of {token}: {pct} each.',
  'say.share-even': 'Every word gets the same share of the attention of {token}: {pct} each.',
  'say.share-idle': '{token} asks for nothing, so its attention is spread evenly: {pct} each.',
  'say.sink-wins': 'The sink takes {pct} of the attention of {token}.',
  'say.sink-loses': '{best} beats the sink: it gets {pct} of the attention of {token}, the sink {sinkPct}.',
  'say.heads': '{token}, head by head: {items}.',
  'say.head-item': '{label} {who}, {pct}',
  'say.head-idle': 'nothing in particular',
  'say.head-join': '; ', // between the heads of one message (Arabic: «؛ »)
  'say.gathers': '{token} {gathers}.',

  // ---- "some tokens need other tokens" (view-needs.js)
  'needs.section': 'What this word needs',
  'needs.intro': 'You often can’t tell what a word means on its own: you have to look at other words. Click any word.',
  'needs.intro.touch': 'You often can’t tell what a word means on its own: you have to look at other words. Tap any word.',
  'needs.found': '{token} needs {looksFor}. In this sentence it finds that in {list}.',
  'needs.self': '{token} needs {looksFor}, and no other word gives it that: it ends up with itself.',
  'needs.none': '{token} needs {looksFor}, but no word of this sentence gives it that.',
  'needs.idle': '{token} makes sense on its own here: it does not need another word.',

  // ---- "searching for a match" (view-search.js)
  'search.section': 'A search for what the word needs',
  'search.intro': 'Think of a web search. A word’s query is what it types into the search box; every word’s key is the title of a page; its value is the page’s contents.',
  'search.types': '{token} types:',
  'search.box': 'The search box: {text}',
  'search.results': 'The pages, one per word. Which title fits the search?',
  'search.word-self': '{token} (itself)',
  'search.contents': 'contents: {text}',
  'search.fit-full': 'fits',
  'search.fit-partial': 'fits a little',
  'search.fit-none': 'does not fit',
  'search.right': 'Yes: the title of {token} fits the search best, so that is the page to read.',
  'search.not-best': 'Not quite: the title of {token} {fit}, and another fits the search better. Try another page.',
  'search.none': 'No title fits what {token} searches for, so no page is the one to read.',
  'search.no-best': 'No title fits the search clearly better than the others, so no page is the one to read.',

  // ---- several heads in one table (view-heads-compare.js)
  'compare.caption': 'What {token} attends to in each head',
  'compare.looks-for': '{token} looks for',
  'compare.gathers': '{token} gathers',
  'compare.meter': 'Share of {focus}’s attention that {token} gets in {label}',
};
