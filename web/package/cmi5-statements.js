// The cmi5 defined statements this AU sends (cmi5 §9): Initialized,
// Completed and Terminated, each with the LMS's context template, the
// registration and the cmi5 category; Completed with the moveOn category and a
// result (completion, score, duration; no success: that is Passed's).
// The actor is the one the LMS launched the AU with, never another. Durations
// in xAPI's form come from attention-playground/xapi (web/xapi/); its
// completedStatement() does not fit cmi5's Completed, whose object is the AU
// and whose result has no success.
import { isoDuration } from '../xapi/xapi.js';

export { isoDuration };

export const VERBS = Object.freeze({
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
});
const CMI5_CATEGORY = { id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5', objectType: 'Activity' };
const MOVE_ON_CATEGORY = { id: 'https://w3id.org/xapi/cmi5/context/categories/moveon', objectType: 'Activity' };

// A version 4 UUID from the page's random numbers (crypto.randomUUID needs a secure context).
export function uuid(crypto) {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function context(launch, template, categories) {
  const base = JSON.parse(JSON.stringify(template || {}));
  const activities = base.contextActivities || {};
  activities.category = (activities.category || []).concat(categories);
  return Object.assign(base, { registration: launch.registration, contextActivities: activities });
}

// verb: a key of VERBS; launch: cmi5-launch-params.js; template: LMS.LaunchData's contextTemplate;
// extra: { result, moveOn, id, timestamp }.
export function cmi5Statement(verb, launch, template, extra) {
  const statement = {
    id: extra.id,
    timestamp: extra.timestamp,
    actor: launch.actor,
    verb: { id: VERBS[verb], display: { 'en-US': verb } },
    object: { id: launch.activityId, objectType: 'Activity' },
    context: context(launch, template, extra.moveOn ? [CMI5_CATEGORY, MOVE_ON_CATEGORY] : [CMI5_CATEGORY]),
  };
  if (extra.result) statement.result = extra.result;
  return statement;
}

// The result of Completed: the lesson's score (lesson-tracker.js) and the time since Initialized.
export function completedResult(score, durationMs) {
  return { completion: true, score: { raw: score.raw, min: score.min, max: score.max, scaled: score.scaled }, duration: isoDuration(durationMs) };
}
