// Types of dist/attention-core.js, written by hand (Emscripten 3.1.6 has no
// --emit-tsd). Keep in step with bindings/core_api.mjs. Training and project()
// are in the training module: attention-training.d.ts.

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
    /** This head's own scale instead of the call's (one call can then answer
     * several questions, say the scores at scale 1: the dot products). */
    scale?: number;
  }

  interface AttendAllInput {
    /** One or more heads over the same tokens. Each head holds tokens × tokens
     * scores and as many weights: at most 2^26 = 67,108,864 scores in one call,
     * all heads together (8,192 tokens for one head, 4,096 for four); more is
     * refused with an Error before anything is allocated (docs/limits.md). */
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

  interface AttentionCore {
    /** Words, numbers and single punctuation marks; throws on invalid Unicode
     * and on texts of more than 2^24 = 16,777,216 UTF-16 code units. */
    tokenize(text: string): string[];
    /** The dot product of a query and a key. */
    score(query: VectorInput, key: VectorInput): number;
    softmax(scores: VectorInput, sink?: number | null): SoftmaxResult;
    attend(input: AttendInput): AttendResult;
    attendAll(input: AttendAllInput & { flat: true }): { heads: FlatHeadResult[] };
    attendAll(input: AttendAllInput & { flat?: false }): { heads: HeadResult[] };
    attendAll(input: AttendAllInput): { heads: HeadResult[] | FlatHeadResult[] };
    /** Figures that must stay flat across calls (used by the leak tests). */
    readonly diagnostics: {
      wasmMemoryBytes(): number;
      emvalHandleCount(): number;
    };
  }
}

/** Loads the module. Every function of the result throws an Error whose message
 * names the argument, the position and the problem. One call takes at most
 * 2^25 = 33,554,432 numbers in all its arguments; a call that runs out of
 * memory throws an Error starting "out of memory:" and the module keeps
 * working (docs/limits.md). */
declare function createAttentionCore(options?: Record<string, unknown>): Promise<createAttentionCore.AttentionCore>;

declare global {
  /** Defined by <script src="attention-core.js"> in a browser. */
  var createAttentionCore: (options?: Record<string, unknown>) => Promise<import('./attention-core').AttentionCore>;
}

export = createAttentionCore;
