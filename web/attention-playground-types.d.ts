// Types of the <attention-playground> element, written by hand and shared by
// both entries' declarations (attention-playground.d.mts for the ES modules,
// attention-playground.d.ts for the classic file). Keep in step with
// web/js/state/settings.js (the settings: attributes, properties, the change event)
// and web/js/element/element.js; tests/types and tests/browser/npm-package.test.js
// compile programs against them; tests/node/types-settings.test.js holds the
// three lists of settings here (attributes, properties, the change event's
// detail) to settings.js: every setting, no other, each of its kind.
import type { AttentionCore } from './attention-core';
import type { TrainingApi } from './attention-training';
import type { TrainedModel } from './attention-model';

export type { AttentionCore, TrainingApi, TrainedModel };

/** The sections of the chapter the widget teaches (web/js/lesson/steps.js), or all of them at once. */
export type PlaygroundStep = 'needs' | 'search' | 'scores' | 'softmax' | 'sink' | 'values' | 'learned' | 'heads' | 'order' | 'all';

/** The view in plain form: what the `change` event carries and `stateDetail` returns. */
export interface PlaygroundStateDetail {
  /** The built-in or inline scenario id, or null when a typed sentence is shown. */
  scenario: string | null;
  /** The learner's typed sentence, or null when a scenario is shown. */
  sentence: string | null;
  /** The examples the learner flips through at the step, as the author listed them (null: the step's own). */
  scenarios: string[] | null;
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
  step: PlaygroundStep;
  heading: string | null;
  task: string | null;
  /** Whose heads the heads step shows: the hand-made example's, or the trained model's. */
  model: 'hand-made' | 'trained';
  /** The learned step's training: its seed when not 1 ("7"), ":start" after it when it starts as the
   *  widget draws ("7:start"). Null for seed 1. */
  training: string | null;
  /** This exact view as a lesson-link hash (without the leading #). */
  hash: string;
}

/** The element's attributes: each also a property of the same name (below). */
export interface AttentionPlaygroundAttributes {
  /** The section of the chapter taught: needs, search, scores, softmax, sink, values, learned, heads, order, or all. */
  step?: PlaygroundStep;
  /** An author's title and "Try this" instead of the step's. */
  heading?: string;
  task?: string;
  scenario?: string;
  sentence?: string;
  /** Examples to flip through at the step: built-in ids or the inline scenario's, comma-separated. */
  scenarios?: string;
  focus?: string | number;
  heads?: string;
  head?: string;
  magnitude?: string | number;
  sink?: string | number;
  causal?: string | boolean;
  numbers?: string | boolean;
  detail?: string | boolean;
  rows?: 'top' | 'all';
  sliders?: string | boolean;
  order?: string;
  edits?: string;
  hide?: string;
  controls?: string;
  lang?: string;
  model?: 'hand-made' | 'trained';
  training?: string;
  hash?: string | boolean;
  theme?: 'light' | 'dark';
}

/** Every setting as a property: reading gives the value shown (as in stateDetail), writing sets
 *  the attribute (a string in the attribute's form, or the value's own type); null removes it,
 *  back to the example's own value. The same types are in the Custom Elements Manifest. */
export interface AttentionPlaygroundProperties {
  step: PlaygroundStep | null;
  heading: string | null;
  task: string | null;
  scenario: string | null;
  sentence: string | null;
  scenarios: string[] | string | null;
  /** The focus token (the `focus` attribute; HTMLElement's focus() keeps its name). */
  focusIndex: number | string | null;
  heads: string[] | string | null;
  head: string | null;
  magnitude: number | string | null;
  sink: { on: boolean; score: number } | number | string | boolean | null;
  causal: boolean | string | null;
  numbers: boolean | string | null;
  detail: boolean | string | null;
  rows: 'top' | 'all' | null;
  sliders: boolean | string | null;
  order: number[] | string | null;
  edits: PlaygroundStateDetail['edits'] | string | null;
  hide: string[] | string | null;
  /** The controls shown (the other side of `hide`). */
  controls: string[] | string | null;
  model: 'hand-made' | 'trained' | null;
  training: string | null;
  /** Whether this element follows the page's URL hash (the first such element on the page does; any
   *  other reads only a link addressed to it, "#widget=<its id or place>&…"). */
  hash: boolean;
  /** "light" or "dark" to override the colour scheme the page or the system asks for. */
  theme: 'light' | 'dark' | null;
}

/** A lesson's figures (the `progress` event's detail; web/js/lesson/progress.js). A widget fixed at
 *  one step (its `step` attribute, or its steps hidden) offers that step; any other, every step of
 *  the chapter, which the learner moves through. A task counts once, whichever example it was done on. */
export interface PlaygroundProgressDetail {
  /** The steps the widget offers, in the chapter's order. */
  stepsOffered: PlaygroundStep[];
  /** Those the learner has seen (with a learner state restored: its tasks' steps too). */
  stepsVisited: PlaygroundStep[];
  /** How many of the steps offered ask a "Try this" the widget checks (at least 1: else no event). */
  tasksOffered: number;
  /** How many of those the learner did. */
  tasksDone: number;
  /** tasksDone / tasksOffered, from 0 to 1. */
  scaled: number;
}

/** A task the learner newly did (the `task` event's detail): fired once per step and example, when the
 *  ✓ is earned, never before and never for a ✓ restored from a learner state. */
export interface PlaygroundTaskDetail {
  step: PlaygroundStep;
  /** The id of the example shown (a built-in scenario's, an author's own, "own" for a typed sentence). */
  example: string;
  /** The "Try this" as the widget shows it, plain text, in the widget's language. */
  task: string;
  /** The widget's language (its catalogue's: "en", "es", "ar"). */
  lang: string;
  /** Always true: the event says a task was done. */
  done: true;
  /** When this step's task was first offered on this example (ISO 8601). */
  startedAt: string;
  /** From startedAt to the deciding move, in milliseconds. */
  durationMs: number;
  /** A checked task scores 1 of 1. */
  score: { raw: 1; max: 1; scaled: 1 };
  /** The lesson's figures with this task counted. */
  lesson: PlaygroundProgressDetail;
}

/** What the learner did, small JSON for a course to keep and give back (element.learnerState): a
 *  few hundred characters, well under SCORM 1.2's 4,096 for suspend_data, unless the learner typed a
 *  long sentence (its text is in the link). */
export interface PlaygroundLearnerState {
  format: 'attention-playground/learner-state';
  version: 1;
  step: PlaygroundStep;
  /** The id of the example shown. */
  example: string;
  /** The view as the widget's own lesson link text ("scenario=magnitude&step=softmax&magnitude=10"). */
  link: string;
  /** The tasks the learner did (their ✓s). */
  tasksDone: { step: PlaygroundStep; example: string }[];
}

/** restoreLearnerState()'s answer: restored, or refused with what was wrong and where. */
export type PlaygroundRestoreResult = { ok: true } | { ok: false; error: string };

/** The element's own events. */
export interface AttentionPlaygroundEventMap {
  /** The learner changed the view; `detail` is the view in plain form. */
  change: CustomEvent<PlaygroundStateDetail>;
  /** The learner newly did a step's "Try this" (once per step and example). */
  task: CustomEvent<PlaygroundTaskDetail>;
  /** A step first visited, or a task done: the lesson's figures. */
  progress: CustomEvent<PlaygroundProgressDetail>;
  /** The widget has drawn (after every update); no detail. */
  'playground-render': CustomEvent<null>;
}

export interface AttentionPlaygroundElement extends HTMLElement, AttentionPlaygroundProperties {
  /** Resolves once the widget has drawn for the first time (or shown its error). */
  readonly ready: Promise<AttentionPlaygroundElement>;
  /** Shows a scenario given as data: an object in the scenario format or its JSON text.
   *  A mistake is shown inside the widget (role="alert"), never thrown at the page. */
  loadScenarioData(json: object | string): Promise<void>;
  /** A copy of the current state (for debugging and tests). */
  readonly state: object | null;
  readonly stateDetail: PlaygroundStateDetail | null;
  /** The lesson link of this exact view, for this element: opening it reopens this view here. The
   *  page's own widget (the first with `hash`) has "#scenario=…"; any other is addressed by its id or
   *  its place on the page, "#widget=demo&scenario=…". */
  readonly link: string;
  /** What the learner did (step, example, the view as link text, tasks done), small JSON for a course
   *  to keep (null before the first drawing). Setting it restores one, as restoreLearnerState() does
   *  (a refused one: its note in the widget and a console warning); setting null changes nothing. */
  learnerState: PlaygroundLearnerState | null;
  /** Restores a learnerState (or its JSON text): the view and its ✓s, with no `task` event. One of
   *  another format or version, or a corrupted one, is refused: { ok: false, error }, a note in the
   *  widget, and the view as it was. */
  restoreLearnerState(value: PlaygroundLearnerState | string): PlaygroundRestoreResult;
  /** Resolves once everything asked of the widget so far is drawn, the parts it loads on demand
   *  (another language, the typed-sentence reader, a long sentence's canvas) included. */
  whenIdle(): Promise<void>;
  /** The current view as SVG text (a promise: the picture's code loads on first use). */
  exportSVG(): Promise<string>;
  /** The current view as a PNG image. */
  exportPNG(): Promise<Blob>;
  /** The trained tiny language model (the `model` API's loadModel() result), loaded once per page on
   *  first use (attention-model.js next to the classic file; inside the all-in-one file). */
  trainedModel(): Promise<TrainedModel>;
  addEventListener<K extends keyof AttentionPlaygroundEventMap>(type: K,
    listener: (this: AttentionPlaygroundElement, event: AttentionPlaygroundEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof AttentionPlaygroundEventMap>(type: K,
    listener: (this: AttentionPlaygroundElement, event: AttentionPlaygroundEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'attention-playground': AttentionPlaygroundElement;
  }
}

// The tag in React 19's JSX (React.JSX). React 19 gives a defined custom element
// each prop as the property of that name when the element has one (so lists and
// objects arrive whole: heads={['who', 'where']}), else as an attribute, and
// listens for an event named by what follows "on" (onchange: the `change` event,
// onplayground-render). The props are written without React's own types so that
// this compiles where React is not installed (then the block is ignored).
// `focus` is left out: the element has HTMLElement's focus(), which React would
// overwrite; give the focus token as focusIndex.
export interface AttentionPlaygroundJsxProps extends Partial<AttentionPlaygroundProperties> {
  /** The language of the widget's text ("en", "es"). */
  lang?: string;
  id?: string;
  class?: string;
  className?: string;
  style?: unknown;
  title?: string;
  slot?: string;
  hidden?: boolean;
  ref?: unknown;
  children?: unknown;
  onchange?: (event: AttentionPlaygroundEventMap['change']) => void;
  ontask?: (event: AttentionPlaygroundEventMap['task']) => void;
  onprogress?: (event: AttentionPlaygroundEventMap['progress']) => void;
  'onplayground-render'?: (event: AttentionPlaygroundEventMap['playground-render']) => void;
  [attribute: `data-${string}`]: string | number | boolean | undefined;
  [attribute: `aria-${string}`]: string | number | boolean | undefined;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'attention-playground': AttentionPlaygroundJsxProps;
    }
  }
}
