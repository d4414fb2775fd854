// The training part (parts.js): what "Where the vectors come from" needs once
// a learner opens it, loaded together with the training module: the
// controller that drives it, the open view (its rules and words), and the
// learned weights as a scenario for the playground.
import styles from './training.css';
import * as I from '../i18n/i18n.js';
import englishWords from '../i18n/en/training.js';
import spanishWords from '../i18n/es/training.js';

// The open view's words join their catalogues (the Spanish ones when Spanish loads).
I.addWords('en', englishWords);
I.addWords('es', spanishWords);

// The open view's rules, added to each shadow root that opens it (stylesheet.js).
export const STYLES = styles;
export { trainingController } from './training-controller.js';
export { trainingBody } from './training-body.js';
export { milestone, progress } from './training-model.js';
export { scenarioFromTraining } from './learned-scenario.js';
