// Types of the classic file (dist/attention-playground.js, one <script>; the
// all-in-one file attention-playground-all.js too): the element, and the one global it defines. Written by hand; the element itself
// is described in attention-playground-types.d.ts.
import type { AttentionCore, TrainingApi, AttentionPlaygroundElement } from './attention-playground-types';

export type {
  AttentionPlaygroundAttributes, AttentionPlaygroundElement, AttentionPlaygroundEventMap, AttentionPlaygroundJsxProps,
  AttentionPlaygroundProperties, PlaygroundStep, PlaygroundStateDetail, PlaygroundTaskDetail, PlaygroundProgressDetail, PlaygroundLearnerState, PlaygroundRestoreResult, AttentionCore, TrainingApi, TrainedModel,
} from './attention-playground-types';

/** What the classic file defines as window.AttentionPlayground (always the widget's own object). */
export interface AttentionPlaygroundNamespace {
  readonly AttentionPlaygroundElement: { prototype: AttentionPlaygroundElement; new (): AttentionPlaygroundElement };
  /** The page's one shared core (loaded on first use). */
  getCore(): Promise<AttentionCore>;
  /** The page's shared training module of a language ("en" by default: attention-training-en.js,
   *  its storybook alone; "es", "ar" theirs; another language English's), loaded on first use from next
   *  to attention-playground.js, or from trainingSrc when set. Rejects with an Error naming the file
   *  when it cannot be loaded. */
  getTraining(language?: string): Promise<TrainingApi>;
  /** Where getTraining() loads the training module from, for every language (unset: English's,
   *  attention-training-en.js next to attention-playground.js, each language its own file there;
   *  null in attention-playground-all.js, which holds the training module and loads no file).
   *  Only a URL string (or URL) is taken; anything else is refused with a console warning. */
  trainingSrc: string | null;
}

declare global {
  var AttentionPlayground: AttentionPlaygroundNamespace;
}
