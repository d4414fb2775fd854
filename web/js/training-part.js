// The training part (parts.js): what "Where the vectors come from" needs once
// a learner opens it, loaded together with the training module: the
// controller that drives it, the open view, and the learned weights as a
// scenario for the playground.
import styles from '../training.css';

// The open view's rules, added to each shadow root that opens it (stylesheet.js).
export const STYLES = styles;
export { trainingController } from './training-controller.js';
export { trainingBody } from './training-body.js';
export { scenarioFromTraining } from './learned-scenario.js';
