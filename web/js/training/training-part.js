// The training part (element/part-list.js): the learned step's card, where the
// learner trains the tiny language model in the page (issue 38), with its
// rules and its English words; loaded when the learned step is shown. Its wasm
// (dist/attention-training-<language>.js) is not in it: the card asks for it when the
// learner presses Train (wasm/core.js getTraining), and "Skip" asks for the
// committed model's module instead.
import styles from './training.css';
import * as I from '../i18n/i18n.js';
import englishWords from '../i18n/en/training.js';

// Its words in English; each other language's come with that language's part (i18n/<lang>/training.js).
I.partWords('training', 'en', englishWords);

// Its rules, added to each shadow root that shows it (stylesheet.js).
export const STYLES = styles;
export { learnedCard } from './view-learned.js';
export { liveTraining } from './live-training.js';
export { milestone } from './learned-model.js';
