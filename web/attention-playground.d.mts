// Types of the ES module builds (attention-playground/element defines the tag,
// attention-playground/class does not). Written by hand; the element itself is
// described in attention-playground-types.d.ts.
import type { AttentionCore, TrainingApi, AttentionPlaygroundElement as Element } from './attention-playground-types.js';

export type {
  AttentionPlaygroundAttributes, AttentionPlaygroundEventMap, AttentionPlaygroundJsxProps, AttentionPlaygroundProperties,
  PlaygroundStep,
  PlaygroundStateDetail, PlaygroundTaskDetail, PlaygroundProgressDetail, PlaygroundLearnerState, PlaygroundRestoreResult, AttentionCore, TrainingApi, TrainedModel,
} from './attention-playground-types.js';

export interface AttentionPlaygroundElement extends Element {}
/** The element's class: define it under a tag of your own, or extend it. */
export declare var AttentionPlaygroundElement: {
  prototype: AttentionPlaygroundElement;
  new (): AttentionPlaygroundElement;
  readonly observedAttributes: string[];
};
/** "attention-playground" */
export declare const TAG: 'attention-playground';
/** The page's one shared core (loaded on first use). */
export declare function getCore(): Promise<AttentionCore>;
/** The page's one shared training module (attention-training.mjs, imported on first use).
 *  Rejects with an Error naming the file when it cannot be loaded. */
export declare function getTraining(language?: string): Promise<TrainingApi>;
