// Types of dist/attention-playground.js (and .mjs): the <attention-playground>
// element and the AttentionPlayground namespace it defines. Written by hand;
// keep in step with web/js/element.js and web/js/state-url.js.
import type { AttentionCore } from './attention-core';
import type { TrainingApi } from './attention-training';

/** The view in plain form: what the `change` event carries and `stateDetail` returns. */
export interface PlaygroundStateDetail {
  /** The built-in or inline scenario id, or null when a typed sentence is shown. */
  scenario: string | null;
  /** The learner's typed sentence, or null when a scenario is shown. */
  sentence: string | null;
  /** Index of the focus token (the query being looked at). */
  focus: number;
  focusWord: string;
  /** Ids of the heads shown side by side. */
  heads: string[];
  /** Id of the head the heatmap shows. */
  head: string;
  /** Multiplies every match score, 1 to 10. */
  magnitude: number;
  sink: { on: boolean; score: number };
  causal: boolean;
  /** Whether the vectors' numbers are shown. */
  numbers: boolean;
  /** Whether each score's dot product is worked out. */
  detail: boolean;
  rows: 'all' | 'top';
  /** Whether the focus token's query/key sliders are open. */
  sliders: boolean;
  /** The token order shown (a permutation of the token indices). */
  order: number[];
  /** Query and key vectors the learner edited. */
  edits: Array<{ head: string; token: number; query?: number[]; key?: number[] }>;
  /** Controls hidden for a lesson. */
  hide: string[];
  lang: string | null;
  /** The training view when open, as task:seed:steps[:example] ("pronoun:1:150"); with scenario
   *  "learned" the playground shows those learned weights. Null when the view is closed. */
  training: string | null;
  /** This exact view as a lesson-link hash (without the leading #). */
  hash: string;
}

export interface AttentionPlaygroundElement extends HTMLElement {
  /** Resolves once the widget has drawn for the first time. */
  readonly ready: Promise<void>;
  /** The built-in scenario id (the `scenario` attribute). */
  scenario: string | null;
  /** Shows a scenario given as data: an object in the scenario format or its JSON text.
   *  A mistake is shown inside the widget (role="alert"), never thrown at the page. */
  loadScenarioData(json: object | string): Promise<void>;
  readonly stateDetail: PlaygroundStateDetail | null;
  /** The lesson link of this exact view. */
  readonly link: string;
  /** The current view as SVG text. */
  exportSVG(): string | Promise<string>;
  /** The current view as a PNG image. */
  exportPNG(): Promise<Blob>;
  addEventListener(type: 'change', listener: (event: CustomEvent<PlaygroundStateDetail>) => void,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions): void;
}

/** What the script defines on globalThis.AttentionPlayground (and the .mjs exports as default). */
export interface AttentionPlaygroundNamespace {
  /** The page's one shared core (loaded on first use). */
  getCore(): Promise<AttentionCore>;
  /** The page's one shared training module (attention-training.js, loaded on first use from the
   * folder of the playground's script, unless createAttentionTraining is already defined).
   * Rejects with an Error naming the file when it cannot be loaded. */
  getTraining(): Promise<TrainingApi>;
  /** Where getTraining() loads attention-training.js from; set it before the first call to override. */
  trainingSrc?: string;
  /** Validates a scenario (object or JSON text) and returns its normalised form; throws an Error naming the field. */
  loadScenario(json: object | string, tokenize: (text: string) => string[]): unknown;
  /** A normalised scenario for any typed sentence, from the built-in lexicon. */
  scenarioFromSentence(text: string, tokenize: (text: string) => string[]): unknown;
  /** The built-in scenarios, by id, in the scenario format. */
  readonly builtInScenarios: Record<string, object>;
}

declare global {
  interface HTMLElementTagNameMap {
    'attention-playground': AttentionPlaygroundElement;
  }
  var AttentionPlayground: AttentionPlaygroundNamespace;
}

declare const AttentionPlayground: AttentionPlaygroundNamespace;
export default AttentionPlayground;
