// The five values a cmi5 LMS puts in the AU's launch URL (cmi5 §8.1):
// endpoint, fetch, actor, registration, activityId. Returns { ok: true, ... }
// or { ok: false, error } naming what was missing or wrong.

const NAMES = ['endpoint', 'fetch', 'actor', 'registration', 'activityId'];

export function readLaunchParams(search) {
  const query = new URLSearchParams(search);
  const missing = NAMES.filter((name) => !query.get(name));
  if (missing.length) return { ok: false, error: `the launch URL lacks ${missing.join(', ')} (cmi5 §8.1): was this page launched by a cmi5 LMS?` };
  let actor;
  try {
    actor = JSON.parse(query.get('actor'));
  } catch (error) {
    return { ok: false, error: `the launch URL's actor is not JSON (${error.message})` };
  }
  if (!actor || typeof actor !== 'object' || Array.isArray(actor) || !(actor.account || actor.mbox || actor.mbox_sha1sum || actor.openid)) {
    return { ok: false, error: 'the launch URL\'s actor is not an xAPI Agent (it needs an account, mbox, mbox_sha1sum or openid)' };
  }
  const endpoint = query.get('endpoint').replace(/\/?$/, '/');
  return { ok: true, endpoint, fetchUrl: query.get('fetch'), actor, registration: query.get('registration'), activityId: query.get('activityId') };
}
