// Types of attention-playground/xapi (web/xapi/xapi.js): xAPI 1.0.3 statements
// made from the widget's `task` and `progress` events. Written by hand.

/** The learner as the LMS or LRS knows them: an xAPI Agent with exactly one identifier. */
export type XapiAgent = { objectType?: 'Agent'; name?: string } & (
  | { mbox: string }
  | { mbox_sha1sum: string }
  | { openid: string }
  | { account: { homePage: string; name: string } });

/** What the host gives: the learner (never made up) and the course's URL, which activity ids go on from. */
export interface XapiOptions {
  actor: XapiAgent;
  /** An absolute URL with no query or fragment: "https://course.example/attention". */
  courseUrl: string;
  /** The lesson's name in its activity id (default: its steps joined with "+", "needs+search"). */
  lesson?: string;
  /** The LMS's registration (a UUID), when it gives one. */
  registration?: string;
}

/** The widget's `task` event detail, as far as a statement reads it. */
export interface XapiTaskDetail {
  step: string; example: string; task: string; lang: string; done: true; startedAt: string; durationMs: number;
  score: { raw: number; max: number; scaled: number };
  lesson: XapiProgressDetail;
}
/** The widget's `progress` event detail. */
export interface XapiProgressDetail {
  stepsOffered: string[]; stepsVisited: string[]; tasksOffered: number; tasksDone: number; scaled: number;
}

export interface XapiStatement {
  actor: XapiAgent & { objectType: 'Agent' };
  verb: { id: string; display: { [lang: string]: string } };
  object: { objectType: 'Activity'; id: string; definition: { type: string; name?: { [lang: string]: string } } };
  result: {
    score: { raw?: number; min?: number; max?: number; scaled: number };
    completion: boolean;
    success?: boolean;
    duration?: string;
    extensions?: { [iri: string]: unknown };
  };
  context: {
    contextActivities: { parent: { id: string; objectType: 'Activity' }[]; grouping?: { id: string; objectType: 'Activity' }[] };
    registration?: string;
    language?: string;
  };
  timestamp?: string;
}

export declare const VERBS: {
  readonly completed: { readonly id: 'http://adlnet.gov/expapi/verbs/completed'; readonly display: { readonly 'en-US': 'completed' } };
  readonly progressed: { readonly id: 'http://adlnet.gov/expapi/verbs/progressed'; readonly display: { readonly 'en-US': 'progressed' } };
};
/** cmi5's result extension for progress (a whole percentage, 0 to 100). */
export declare const PROGRESS_EXTENSION: 'https://w3id.org/xapi/cmi5/result/extensions/progress';

/** "completed", with result { score { raw, min, max, scaled }, completion, success, duration } and the time it was done.
 *  Throws a TypeError that says what was wrong (no actor, a relative course URL...). */
export declare function completedStatement(detail: XapiTaskDetail, options: XapiOptions): XapiStatement;
/** "progressed", with result { score.scaled, completion, extensions: cmi5's progress }. */
export declare function progressedStatement(detail: XapiProgressDetail, options: XapiOptions & { lang?: string; timestamp?: string }): XapiStatement;
/** The activity ids: the course's, a task's (given step and example), a lesson's (given its name). */
export declare function activityIds(courseUrl: string, step?: string, example?: string, lesson?: string): { course: string; task?: string; lesson?: string };
/** Milliseconds as an ISO 8601 duration, to 0.01 s: 3725500 -> "PT1H2M5.5S". */
export declare function isoDuration(ms: number): string;
