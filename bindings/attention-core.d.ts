// Types of dist/attention-core.js, written by hand (Emscripten 3.1.6 has no
// --emit-tsd). Keep in step with bindings/public_api.js.

declare namespace createAttentionCore {
  /** A vector: a plain array of numbers or a Float64Array. */
  type VectorInput = readonly number[] | Float64Array;
  /** A matrix: one row per token, every row the same length. */
  type MatrixInput = readonly VectorInput[];

  interface SoftmaxResult {
    /** One weight per score, each in [0, 1]; a -Infinity score gets exactly 0. */
    weights: number[];
    /** The sink's share (0 when there is no sink). weights + sinkWeight sum to 1. */
    sinkWeight: number;
  }

  interface AttendInput {
    query: VectorInput;
    /** keys[i] belongs to token i; each as long as the query. */
    keys: MatrixInput;
    /** values[i] belongs to token i; any width, the same for every token. */
    values: MatrixInput;
    /** Multiplies every dot product (the "magnitude"); finite and >= 0. Default 1. */
    scale?: number;
    /** A fixed extra score, in the same units as the scaled scores, whose value is zero. Default null: no sink. */
    sink?: number | null;
  }

  interface AttendResult {
    /** scale * (query . keys[i]). */
    scores: number[];
    weights: number[];
    sinkWeight: number;
    /** sum_i weights[i] * values[i]. */
    blended: number[];
  }

  interface HeadInput {
    queries: MatrixInput;
    keys: MatrixInput;
    values: MatrixInput;
  }

  interface AttendAllInput {
    /** One or more heads over the same tokens. */
    heads: readonly HeadInput[];
    scale?: number;
    sink?: number | null;
    /** When true, token i sees tokens 0..i only. Default false. */
    causal?: boolean;
    /** When true, every matrix comes back as one row-major Float64Array
     * (FlatHeadResult) instead of nested arrays: much faster for long
     * sequences. Default false. */
    flat?: boolean;
  }

  interface HeadResult {
    /** [query token][key token]; -Infinity where the causal mask hides a key. */
    scores: number[][];
    /** [query token][key token]; exactly 0 where masked. */
    weights: number[][];
    /** The sink's share for each query token. */
    sinkWeights: number[];
    /** [query token][value feature]: what each token gathered. */
    blended: number[][];
  }

  /** A head's results with { flat: true }: fresh Float64Arrays, row-major. */
  interface FlatHeadResult {
    /** The number of tokens, n. */
    tokens: number;
    /** The width of the value vectors, dv. */
    valueWidth: number;
    /** n × n: scores[i * n + j] is query token i's score for key token j. */
    scores: Float64Array;
    /** n × n, like scores; exactly 0 where masked. */
    weights: Float64Array;
    /** n: the sink's share for each query token. */
    sinkWeights: Float64Array;
    /** n × dv: blended[i * dv + c] is feature c of what token i gathered. */
    blended: Float64Array;
  }

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
    forward(state: TrainingState, embeddings: MatrixInput): {
      heads: Array<{ scale: number; queries: number[][]; keys: number[][]; values: number[][];
        scores: number[][]; weights: number[][]; sinkWeights: number[]; blended: number[][] }>;
      logits: number[][]; probabilities: number[][] };
  }

  interface AttentionCore {
    /** Words, numbers and single punctuation marks; throws on invalid Unicode. */
    tokenize(text: string): string[];
    /** The dot product of a query and a key. */
    score(query: VectorInput, key: VectorInput): number;
    softmax(scores: VectorInput, sink?: number | null): SoftmaxResult;
    attend(input: AttendInput): AttendResult;
    attendAll(input: AttendAllInput & { flat: true }): { heads: FlatHeadResult[] };
    attendAll(input: AttendAllInput & { flat?: false }): { heads: HeadResult[] };
    attendAll(input: AttendAllInput): { heads: HeadResult[] | FlatHeadResult[] };
    /** q = W_Qᵀ e for every token: embeddings (n × e) times weights (e × d). */
    project(input: { embeddings: MatrixInput; weights: MatrixInput }): number[][];
    /** Training a tiny attention layer on toy tasks, in the wasm core. */
    readonly training: TrainingApi;
    /** Figures that must stay flat across calls (used by the leak tests). */
    readonly diagnostics: {
      wasmMemoryBytes(): number;
      emvalHandleCount(): number;
    };
  }
}

/** Loads the module. Every function of the result throws an Error whose message
 * names the argument, the position and the problem. */
declare function createAttentionCore(options?: Record<string, unknown>): Promise<createAttentionCore.AttentionCore>;

declare global {
  /** Defined by <script src="attention-core.js"> in a browser. */
  var createAttentionCore: (options?: Record<string, unknown>) => Promise<import('./attention-core').AttentionCore>;
}

export = createAttentionCore;
