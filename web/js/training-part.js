// The training part (parts.js): what "Where the vectors come from" needs once
// a learner opens it, loaded together with the training module: the
// controller that drives it, the open view, and the learned weights as a
// scenario for the playground.
export { trainingController } from './training-controller.js';
export { trainingBody } from './training-body.js';
export { scenarioFromTraining } from './learned-scenario.js';
