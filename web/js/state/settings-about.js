// What each setting of settings.js means, in a line, for the Custom Elements
// Manifest, the editors' data and the types (custom-elements-manifest.config.mjs,
// tools/setting-types.mjs): documentation only. The widget never shows these
// lines, so its bundles never import this module.
import { MAX_TEXT, SETTINGS, VIEW_NAMES } from './settings.js';

export const ABOUT = Object.freeze({
  scenario: 'the id of a built-in example (or of the scenario given inline)',
  sentence: 'your own sentence instead of an example (words from the built-in word list)',
  scenarios: 'examples the learner flips through at the step (previous and next): built-in ids or the inline scenario\'s, e.g. "it,bank,opened"',
  step: 'the section of the chapter the widget teaches: needs, search, scores, softmax, sink, values, learned, heads, ' + 'order, or all (everything at once); without it the widget opens at the first and the learner moves on',
  focus: 'the focus token: its index from 0, or a word of the sentence',
  heads: 'which heads are shown side by side: "all" or head ids ("who,where")',
  head: 'the head the heatmap and the editor show (a head id)',
  magnitude: 'the number every match score is multiplied by, 1 to 10',
  sink: '"off", "on", or the sink\'s score 0 to 10 (which turns it on); "off:4" keeps a score while off',
  causal: 'the causal mask: on or off (an attribute with no value is on)',
  numbers: 'show the vectors as numbers: on or off',
  detail: 'work out each match score as a dot product: on or off',
  rows: 'long match tables: "top" (the rows that matter) or "all"',
  sliders: 'the sliders that edit the focus token\'s query and key: on (open) or off',
  order: 'the order of the tokens, as original indices ("2,0,1"; runs as "0-9")',
  edits: 'edited vectors: head.token.q|k:numbers, ";" between them ("where.3.q:1,0.5"; missing numbers are 0)',
  hide: 'lesson mode: the controls and parts to hide, a list of names (the scenario format\'s controls.hide, and ' + 'the parts: ' + VIEW_NAMES.join(', ') + ')',
  controls: 'which controls to show: "all", "none", a list to show only those ("magnitude,sink"), ' + 'or changes to the example\'s own choice ("-causal,-edit,+sink"; in a link "-causal,-edit,sink"); ' + 'empty (a bare attribute, as HTML tools write it) changes nothing',
  heading: 'the title to show instead of the example\'s or the step\'s (an author\'s words, at most ' + MAX_TEXT + ' characters)',
  task: 'the "Try this" task to show instead of the step\'s (an author\'s words, at most ' + MAX_TEXT + ' characters; ' + 'the widget cannot check it)',
  lang: 'the language of the widget\'s text, a tag such as "en" or "es" (unknown languages read English)',
  model: 'whose heads the "several heads" step shows: "hand-made" (the example\'s) or "trained" (the trained tiny language model\'s, each named by its measured job)',
  training: 'the learned step\'s training: the seed it starts from (a whole number, 1 by default: the same seed gives the same model, step by step), and ":start" to start training as the widget draws, e.g. "7" or "7:start"; "start" is seed 1 started',
});

// Every setting with its line: [{ key, about }] in the table's order.
export function describe() {
  return SETTINGS.map((s) => ({ key: s.key, about: ABOUT[s.key] }));
}
