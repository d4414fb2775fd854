// Types of dist/attention-training.js, written by hand (Emscripten 3.1.6 has no
// --emit-tsd). Keep in step with bindings/training_api.mjs (tests/types hold them to it).

declare namespace createAttentionTraining {
  /** The model's shape (the same fields as a weights file's header, models/README.md). */
  interface TrainingShape {
    vocabulary: number;
    width: number;
    layers: number;
    heads: number;
    /** The most words the model reads at once. */
    context: number;
    /** The MLP's width; 0: none. */
    mlp: number;
  }

  /** The browser's plan (cpp/model/live_training.hpp): the same for every run of a language. */
  interface TrainingPlan {
    shape: TrainingShape;
    /** Stories per step. */
    batch: number;
    learningRate: number;
    /** Steps of warm-up, then a cosine down to a tenth of the rate at scheduleSteps. */
    warmup: number;
    scheduleSteps: number;
    /** The storybook's size, and its seed. */
    stories: number;
    storySeed: number;
    /** The held-out stories the gate and heldOut() read: from a seed the training never reads. */
    heldOutSeed: number;
    heldOutStories: number;
  }

  /** Next-word figures on the held-out stories. */
  interface NextWordFigures {
    /** Mean next-word loss: how surprised the model is by the next word (lower is better). */
    loss: number;
    /** How often its likeliest guess is the next word. */
    accuracy: number;
    /** The same, for the word after "it", "she", "he" or "they". */
    afterPronoun: number;
  }

  interface StepResult {
    /** Steps done so far. */
    step: number;
    /** The mean batch loss of these steps. */
    loss: number;
    /** Each of these steps' batch loss. */
    losses: number[];
    /** Words read so far. */
    words: number;
  }

  /** The pronoun gate on the held-out stories (the same thresholds as ./build.sh model's). */
  interface GateResult {
    step: number;
    /** The head shown: one that passes, else the one with the most weight on the right word. */
    layer: number;
    head: number;
    /** Mean weight on what the pronoun stands for, at a pronoun. */
    weight: number;
    /** How often that word gets more than any other word. */
    top: number;
    /** weight >= 0.7 and top >= 0.9. */
    passed: boolean;
    stories: number;
  }

  interface RunToken {
    text: string;
    /** The word's id in the vocabulary; 0 ("?") for a word the model does not know. */
    id: number;
    known: boolean;
  }

  interface RunReading {
    tokens: RunToken[];
    /** The words the model does not know, as typed. */
    unknown: string[];
    /** layers[l].heads[h].weights: n rows of n + 1 numbers (the sink last); each row sums to 1. */
    layers: Array<{ heads: Array<{ weights: number[][] }> }>;
    /** The k likeliest next words, most likely first. */
    next: Array<{ word: string; probability: number }>;
  }

  /** One word's learned query against every word's learned key, in one head. */
  interface RunMatch {
    tokens: RunToken[];
    focus: number;
    layer: number;
    head: number;
    /** A score is query · key × scale (1 / √(head size)). */
    scale: number;
    /** What the layer read at the focus (the first layer: its word's embedding plus its position's), width numbers. */
    input: number[];
    /** The head's learned query grid: width rows of head-size numbers. input × grid = query. */
    grid: number[][];
    query: number[];
    /** Words 0..focus, each head-size numbers. */
    keys: number[][];
    /** Words 0..focus. */
    scores: number[];
    sinkScore: number;
    /** Softmax of the scores and the sink's: words 0..focus, then the sink. */
    weights: number[];
  }

  interface TrainingRun {
    language: string;
    seed: number | string;
    vocabulary: readonly string[];
    plan: TrainingPlan;
    /** The bigram baseline (the next word most often seen after this one) on the held-out stories. */
    bigram: NextWordFigures;
    /** n steps (1 by default, at most 100,000). */
    step(n?: number): Promise<StepResult>;
    gate(): Promise<GateResult>;
    heldOut(): Promise<NextWordFigures & { step: number; stories: number }>;
    /** A text of 1 to plan.shape.context words read with the weights as they are now; k from 1 to the vocabulary's size - 1 (3). */
    read(text: string, k?: number): Promise<RunReading>;
    match(text: string, focus: number, where?: { layer?: number; head?: number }): Promise<RunMatch>;
    /** The weights as a weights file (models/README.md) that createAttentionModel().loadModel({ file }) reads. */
    modelFile(): Promise<Uint8Array>;
    /** Frees the run (its storybook and weights); every later call rejects. */
    dispose(): Promise<void>;
  }

  interface TrainingOptions {
    /** false: train on the page's own thread, a step at a time (in Node, always). */
    worker?: boolean;
    /** Where this file is, to start the worker from (a URL string or a TrustedScriptURL); by default the URL
     *  the page loaded it from. On a page not served over HTTP (file://) a worker from a Blob of its own code. */
    workerUrl?: string | object;
  }

  /** What createAttentionTraining() resolves to. */
  interface TrainingApi {
    /** Whether the training runs in a Web Worker (else on the page's own thread, a step at a time). */
    inWorker: boolean;
    /** Whether there is a storybook in that language ("en", "es"). */
    canTrain(language: string): Promise<boolean>;
    /** A new run: fresh weights from the seed (1 by default: a whole number >= 0 or up to 16 hex digits), the
     * language's storybook ("en" by default). Rejects with an Error that says what is wrong. */
    start(options?: { language?: string; seed?: number | string }): Promise<TrainingRun>;
  }
}

/** Loads the training module: in a Web Worker where the page allows one (see TrainingOptions). */
declare function createAttentionTraining(options?: createAttentionTraining.TrainingOptions): Promise<createAttentionTraining.TrainingApi>;

declare global {
  /** Defined by <script src="attention-training.js"> in a browser. */
  var createAttentionTraining: (options?: import('./attention-training').TrainingOptions) => Promise<import('./attention-training').TrainingApi>;
}

export = createAttentionTraining;
