// The training part (element/part-list.js): what "Where the vectors come from"
// needs once a learner opens it, loaded together with the training module: the
// controller that drives it, the open view (its rules and words), and the
// learned weights as a scenario for the playground.
import styles from './training.css';
import * as I from '../i18n/i18n.js';
import englishWords from '../i18n/en/training.js';

// The open view's words in English; each other language's come with its part (i18n/<lang>/training.js).
I.partWords('training', 'en', englishWords);

// The open view's rules, added to each shadow root that opens it (stylesheet.js).
export const STYLES = styles;
export { trainingController } from './training-controller.js';
export { trainingBody } from './training-body.js';
export { milestone, progress } from './training-model.js';
export { scenarioFromTraining } from './learned-scenario.js';
