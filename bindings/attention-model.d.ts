// Types of dist/attention-model.js, written by hand (Emscripten 3.1.6 has no
// --emit-tsd). Keep in step with bindings/model_api.mjs.

declare namespace createAttentionModel {
  /** The header's shape (models/README.md): never assume its numbers, read them. */
  interface ModelShape {
    vocabulary: number;
    width: number;
    layers: number;
    heads: number;
    /** The most words the model reads at once. */
    context: number;
    /** The MLP's width; 0: none. */
    mlp: number;
  }

  /** A head's figures, measured on held-out stories the training never read. */
  interface HeadFigures {
    pronoun: number;
    pronounTop: number;
    previous: number;
    subject: number;
    subjectTop: number;
    repeat: number;
    sinkElsewhere: number;
    [figure: string]: number;
  }

  type HeadJob = 'pronoun' | 'subject' | 'previous' | 'none';

  interface ModelHead {
    layer: number;
    head: number;
    /** Its certified job, or 'none' when no gate passed. */
    job: HeadJob;
    /** The job in plain words ("no clear job" when none). */
    name: string;
    /** The figure of its job (for 'none', its strongest figure, named by `closest`). */
    figure: number;
    closest: 'pronoun' | 'subject' | 'previous';
    figures: HeadFigures;
  }

  interface ModelToken {
    text: string;
    /** The word's id in the vocabulary; 0 ("?") for a word the model does not know. */
    id: number;
    known: boolean;
  }

  interface ModelReading {
    tokens: ModelToken[];
    /** The words the model does not know, as typed. */
    unknown: string[];
    /** layers[l].heads[h].weights: n rows of n + 1 numbers (the sink last); each row sums to 1. */
    layers: Array<{ heads: Array<{ name: string; job: HeadJob; figure: number; weights: number[][] }> }>;
  }

  interface TrainedModel {
    language: string;
    vocabulary: readonly string[];
    heads: readonly ModelHead[];
    shape: ModelShape;
    /** How it was trained and measured (the header's training, heldOut, accuracy). */
    about: { training: Record<string, number>; heldOut: { seed: number; stories: number };
      accuracy: { model: Record<string, number>; bigram: Record<string, number> } };
    /** The words of a text, as the model reads them. Throws on an empty or too long text. */
    tokenize(text: string): ModelToken[];
    /** Every head's attention on a text of 1 to shape.context words. */
    attention(text: string): ModelReading;
    /** The k likeliest next words (k from 1 to the vocabulary's size), most likely first. */
    nextWords(text: string, k?: number): Array<{ word: string; probability: number }>;
    /** Lets go of the model's numbers in the module (about 210 KB each); the model then throws if asked. */
    dispose(): void;
  }

  /** What createAttentionModel() resolves to. */
  interface ModelApi {
    /** The built-in English model, or another weights file (same format). Throws an
     * Error that says what is wrong with a file of another version, cut short or damaged. */
    loadModel(options?: { file?: Uint8Array | ArrayBuffer }): TrainedModel;
  }
}

/** Loads the model module (the wasm and the built-in weights are inside). */
declare function createAttentionModel(options?: Record<string, unknown>): Promise<createAttentionModel.ModelApi>;

declare global {
  /** Defined by <script src="attention-model.js"> in a browser. */
  var createAttentionModel: (options?: Record<string, unknown>) => Promise<import('./attention-model').ModelApi>;
}

export = createAttentionModel;
