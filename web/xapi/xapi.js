// attention-playground/xapi: xAPI 1.0.3 statements made from the widget's
// events, for a host page (or a package's wrapper) to send to its LRS. Pure
// functions: they send nothing, read no clock and invent no learner.
//
//   completedStatement(taskDetail, { actor, courseUrl, registration? })
//     -> verb completed, object the task's activity, result { score, completion, success, duration }
//   progressedStatement(progressDetail, { actor, courseUrl, lesson?, lang?, registration?, timestamp? })
//     -> verb progressed, object the lesson's activity, result { score.scaled, completion, extensions: cmi5's progress }
//   activityIds(courseUrl, step, example, lesson?) -> { task, lesson, course }
//
// Activity ids are the author's course URL plus the widget's path in it:
//   <courseUrl>/attention-playground/<step>/<example>      a task (a step's "Try this" on one example)
//   <courseUrl>/attention-playground/lesson/<lesson>       a lesson (default: its steps, "needs+search")
// A mistake in what the host gives (no actor, a relative course URL) throws a
// TypeError that says what was wrong and where.
import { isoDuration } from './iso-duration.js';

export { isoDuration };

const ADL = 'http://adlnet.gov/expapi/';
export const VERBS = Object.freeze({
  completed: Object.freeze({ id: ADL + 'verbs/completed', display: Object.freeze({ 'en-US': 'completed' }) }),
  progressed: Object.freeze({ id: ADL + 'verbs/progressed', display: Object.freeze({ 'en-US': 'progressed' }) }),
});
// cmi5's result extension for progress: a whole percentage, 0 to 100.
export const PROGRESS_EXTENSION = 'https://w3id.org/xapi/cmi5/result/extensions/progress';

const fail = (where, why) => { throw new TypeError(`attention-playground/xapi: ${where} ${why}`); };
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

// The learner, as the host knows them: an xAPI Agent with one identifier
// (mbox, mbox_sha1sum, openid or account). Never made up here.
function checkedActor(actor) {
  if (actor === undefined || actor === null) {
    fail('options.actor', 'is missing: give the learner as the LMS or LRS knows them, e.g. { mbox: "mailto:learner@school.example" } ' +
      'or { account: { homePage, name } } (this module never makes one up)');
  }
  if (!isObject(actor)) fail('options.actor', `is not an object (got ${typeof actor})`);
  if (actor.objectType !== undefined && actor.objectType !== 'Agent') fail('options.actor.objectType', `is not "Agent" (got ${JSON.stringify(actor.objectType)})`);
  const ids = ['mbox', 'mbox_sha1sum', 'openid', 'account'].filter((k) => actor[k] !== undefined);
  if (ids.length !== 1) fail('options.actor', `has ${ids.length ? ids.join(' and ') : 'no identifier'}: an Agent has exactly one of mbox, mbox_sha1sum, openid, account`);
  if (actor.mbox !== undefined && !/^mailto:[^@\s]+@[^@\s]+$/.test(actor.mbox)) fail('options.actor.mbox', `is not "mailto:" and an address (got ${JSON.stringify(actor.mbox)})`);
  if (actor.mbox_sha1sum !== undefined && !/^[0-9a-f]{40}$/i.test(actor.mbox_sha1sum)) fail('options.actor.mbox_sha1sum', 'is not 40 hex digits');
  if (actor.account !== undefined && !(isObject(actor.account) && absolute(actor.account.homePage) && typeof actor.account.name === 'string' && actor.account.name)) {
    fail('options.actor.account', 'is not { homePage: an absolute URL, name: a text }');
  }
  return Object.assign({ objectType: 'Agent' }, actor);
}

function absolute(text) {
  try { return typeof text === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(text) && Boolean(new URL(text)); } catch (error) { return false; }
}

// The course URL, with no query or fragment (an activity's id goes on from it).
function checkedCourse(courseUrl) {
  if (!absolute(courseUrl)) fail('options.courseUrl', `is not an absolute URL such as "https://course.example/attention" (got ${JSON.stringify(courseUrl)})`);
  if (/[?#]/.test(courseUrl)) fail('options.courseUrl', `has a query or a fragment (got ${JSON.stringify(courseUrl)}): an activity id goes on from it`);
  return courseUrl.replace(/\/+$/, '');
}

const segment = (text, where) => {
  if (typeof text !== 'string' || text === '') fail(where, `is not a text (got ${JSON.stringify(text)})`);
  return encodeURIComponent(text).replace(/%2B/gi, '+'); // "+" may stand in a path: "needs+search"
};

export function activityIds(courseUrl, step, example, lesson) {
  const course = checkedCourse(courseUrl);
  const ids = { course };
  if (step !== undefined) ids.task = `${course}/attention-playground/${segment(step, 'step')}/${segment(example, 'example')}`;
  if (lesson !== undefined) ids.lesson = `${course}/attention-playground/lesson/${segment(lesson, 'lesson')}`;
  return ids;
}

// The statement's context: its parent activity (a task's lesson, a lesson's course), the course as its grouping.
function context(ids, parent, { registration }, lang) {
  const out = { contextActivities: { parent: [{ id: parent, objectType: 'Activity' }] } };
  if (parent !== ids.course) out.contextActivities.grouping = [{ id: ids.course, objectType: 'Activity' }];
  if (registration !== undefined) {
    if (typeof registration !== 'string' || !UUID.test(registration)) fail('options.registration', `is not a UUID (got ${JSON.stringify(registration)})`);
    out.registration = registration;
  }
  if (lang) out.language = lang;
  return out;
}

const lessonName = (detail, options) => (options.lesson !== undefined ? options.lesson : detail.stepsOffered.join('+'));

function checkedProgress(detail, where) {
  if (!isObject(detail) || !Array.isArray(detail.stepsOffered) || !Number.isInteger(detail.tasksOffered) || !Number.isInteger(detail.tasksDone)) {
    fail(where, 'is not the progress event\'s detail ({ stepsOffered, stepsVisited, tasksOffered, tasksDone, scaled })');
  }
  if (detail.tasksOffered < 1 || detail.tasksDone < 0 || detail.tasksDone > detail.tasksOffered) {
    fail(where, `says ${detail.tasksDone} of ${detail.tasksOffered} tasks done: a lesson offers at least one, and no more are done`);
  }
  return detail;
}

// A task done: the `task` event's detail.
export function completedStatement(detail, options = {}) {
  if (!isObject(detail) || detail.done !== true || typeof detail.step !== 'string' || !isObject(detail.score)) {
    fail('taskDetail', 'is not the task event\'s detail ({ step, example, task, lang, done: true, startedAt, durationMs, score, lesson })');
  }
  const started = Date.parse(detail.startedAt);
  if (!Number.isFinite(started)) fail('taskDetail.startedAt', `is not an ISO 8601 time (got ${JSON.stringify(detail.startedAt)})`);
  const actor = checkedActor(options.actor);
  const lesson = checkedProgress(detail.lesson, 'taskDetail.lesson');
  const ids = activityIds(options.courseUrl, detail.step, detail.example, lessonName(lesson, options));
  const { raw, max, scaled } = detail.score;
  const definition = { type: ADL + 'activities/interaction' };
  if (detail.lang && detail.task) definition.name = { [detail.lang]: detail.task };
  return {
    actor,
    verb: VERBS.completed,
    object: { objectType: 'Activity', id: ids.task, definition },
    result: { score: { raw, min: 0, max, scaled }, completion: true, success: true, duration: isoDuration(detail.durationMs) },
    context: context(ids, ids.lesson, options, detail.lang),
    timestamp: new Date(started + detail.durationMs).toISOString(),
  };
}

// A lesson's progress: the `progress` event's detail (or a task's detail.lesson).
export function progressedStatement(detail, options = {}) {
  checkedProgress(detail, 'progressDetail');
  const actor = checkedActor(options.actor);
  const ids = activityIds(options.courseUrl, undefined, undefined, lessonName(detail, options));
  const scaled = detail.tasksDone / detail.tasksOffered;
  const statement = {
    actor,
    verb: VERBS.progressed,
    object: { objectType: 'Activity', id: ids.lesson, definition: { type: ADL + 'activities/lesson' } },
    result: { score: { scaled }, completion: detail.tasksDone === detail.tasksOffered,
      extensions: { [PROGRESS_EXTENSION]: Math.round(scaled * 100) } },
    context: context(ids, ids.course, options, options.lang),
  };
  if (options.timestamp !== undefined) {
    if (!Number.isFinite(Date.parse(options.timestamp))) fail('options.timestamp', `is not an ISO 8601 time (got ${JSON.stringify(options.timestamp)})`);
    statement.timestamp = options.timestamp;
  }
  return statement;
}
