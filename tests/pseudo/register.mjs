// Registers the test-only languages (pseudo-languages.mjs) in the widget's
// own catalogue registry: bundled after the classic entry by build.mjs, so it
// runs before any widget reads its language. Each is English's words made
// over (the main catalogue and every part's words) and English's examples
// made over as its own.
import * as I from '../../web/js/i18n/i18n.js';
import catalogue from '../../web/js/i18n/en/catalogue.js';
import explore from '../../web/js/i18n/en/explore.js';
import exportWords from '../../web/js/i18n/en/export.js';
import heatmap from '../../web/js/i18n/en/heatmap.js';
import notes from '../../web/js/i18n/en/notes.js';
import sentence from '../../web/js/i18n/en/sentence.js';
import training from '../../web/js/i18n/en/training.js';
import trained from '../../web/js/i18n/en/trained.js';
import whole from '../../web/js/i18n/en/whole.js';
import { BUILT_IN_SCENARIOS } from '../../web/js/data/all-scenarios.js';
import { PSEUDO, pseudoCatalogue, pseudoExample } from './pseudo-languages.mjs';

const parts = { explore, export: exportWords, heatmap, notes, sentence, training, trained, whole };

for (const { tag, make, own } of PSEUDO) {
  const words = Object.fromEntries(Object.entries(parts).map(([name, entries]) => [name, pseudoCatalogue(entries, make)]));
  const examples = Object.fromEntries(Object.entries(BUILT_IN_SCENARIOS).map(([id, json]) => [id, pseudoExample(json, make)]));
  I.register(tag, pseudoCatalogue(catalogue, make), words, Object.assign({}, own, examples));
}
