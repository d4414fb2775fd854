// The "explore" part (element/part-list.js): the views only the whole playground shows
// (step "all", steps.js): the heatmap of the whole sentence, your own
// sentence, and share and save. layout.js puts a stand-in for each
// (view-later.js) that builds the real view when a drawing first shows it.
import styles from './explore.css';
import '../lesson/explain-all.js'; // the sentences and words only the whole playground writes (all-words.js)
import { addRowPart } from '../views/view-match.js';
import { workedPart } from './view-worked.js';

// Their rules, added to each shadow root that shows them (stylesheet.js).
export const STYLES = styles;
addRowPart('worked', workedPart);
export { heatmapView } from './view-heatmap.js';
export { pickerTitles } from './picker-titles.js';
export { sentenceInputView } from './view-sentence-input.js';
export { shareView } from './view-share.js';
