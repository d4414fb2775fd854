// Types of dist/attention-training.js, written by hand (Emscripten 3.1.6 has no
// --emit-tsd). Keep in step with bindings/training_api.js.

declare namespace createAttentionTraining {
  /** A matrix: one row per token, every row the same length (as in the core). */
  type MatrixInput = import('./attention-core').MatrixInput;

  interface LayerOptions {
    /** Scores are multiplied by scoreMultiplier / sqrt(querySize). */
    scoreMultiplier: number;
    sink: number | null;
    causal: boolean;
  }

  interface TrainingTask {
    id: 'pronoun' | 'copy-previous' | 'match-query';
    title: string;
    description: string;
    /** The name of each embedding feature. */
    features: string[];
    /** The name of each class the read-out predicts. */
    classes: string[];
    maxTokens: number;
    options: LayerOptions;
  }

  interface LayerParams {
    /** Per head: e × d, e × d and e × dv weights (row i belongs to embedding feature i). */
    heads: Array<{ wQuery: number[][]; wKey: number[][]; wValue: number[][] }>;
    /** (sum of the heads' dv) × classes, and one bias per class. */
    wOut: number[][];
    bOut: number[];
  }

  /** Plain and JSON-serialisable: save it, copy it, resume it. */
  interface TrainingState {
    task: TrainingTask['id'];
    options: LayerOptions;
    hyper: { optimizer: 'adam' | 'sgd'; learningRate: number; beta1: number; beta2: number; epsilon: number };
    params: LayerParams;
    firstMoment: LayerParams;
    secondMoment: LayerParams;
    step: number;
    /** The random generator's 64-bit state as hex digits. */
    rng: string;
  }

  interface TrainingExample {
    tokens: string[];
    embeddings: number[][];
    /** Per token: the class to predict, or -1. */
    targets: number[];
    /** Per token: the position the pattern points at, or -1. */
    attendTo: number[];
  }

  /** What createAttentionTraining() resolves to. */
  interface TrainingApi {
    tasks(): TrainingTask[];
    start(setup: { task: TrainingTask['id']; seed?: number | string; heads?: number; querySize?: number;
      valueSize?: number; options?: Partial<LayerOptions>;
      hyper?: Partial<TrainingState['hyper']> }): TrainingState;
    /** `count` updates on fresh batches; losses[i] is the batch loss before update i. */
    steps(state: TrainingState, count?: number, batch?: number): { state: TrainingState; losses: number[] };
    evaluate(state: TrainingState, options?: { count?: number; seed?: number | string }): {
      examples: number; loss: number; predictionAccuracy: number;
      headAttentionAccuracy: number[]; bestHead: number; pronounAccuracy: number | null };
    examples(task: TrainingTask['id'], options?: { count?: number; seed?: number | string }): TrainingExample[];
    /** The layer on one sequence. Its heads × tokens × tokens scores are limited
     * like attendAll's (at most 2^26 = 67,108,864 in all; 5,792 tokens for two
     * heads); more is refused with an Error before anything is allocated
     * (docs/limits.md). */
    forward(state: TrainingState, embeddings: MatrixInput): {
      heads: Array<{ scale: number; queries: number[][]; keys: number[][]; values: number[][];
        scores: number[][]; weights: number[][]; sinkWeights: number[]; blended: number[][] }>;
      logits: number[][]; probabilities: number[][] };
    /** q = W_Qᵀ e for every token: embeddings (n × e) times weights (e × d).
     * At most 2^27 = 134,217,728 numbers in the result (n × d) and 2^25 in each
     * input matrix (docs/limits.md). */
    project(input: { embeddings: MatrixInput; weights: MatrixInput }): number[][];
  }
}

/** Loads the training module. Every function of the result throws an Error
 * whose message names the argument and the problem. Each input matrix or
 * vector holds at most 2^25 = 33,554,432 numbers (docs/limits.md). */
declare function createAttentionTraining(options?: Record<string, unknown>): Promise<createAttentionTraining.TrainingApi>;

declare global {
  /** Defined by <script src="attention-training.js"> in a browser. */
  var createAttentionTraining: (options?: Record<string, unknown>) => Promise<import('./attention-training').TrainingApi>;
}

export = createAttentionTraining;
