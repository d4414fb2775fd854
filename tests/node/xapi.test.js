// attention-playground/xapi (web/xapi/, built to dist/attention-xapi.*): every
// statement it makes is valid xAPI 1.0.3 by xapi-validation (Learning Locker's
// validator, npm, pinned: it answers a list of warnings, none for a valid
// statement), and says what the widget's events say: ids, score, duration,
// time worked out by hand. No actor is never made up: it is a clear error.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const validate = require('xapi-validation').default;

const root = path.join(__dirname, '..', '..');
const X = require(path.join(root, 'dist', 'attention-xapi.cjs'));
const problems = (statement) => validate(statement).map((w) => `${w.path.join('.')}: ${w.name}`);

const lesson = { stepsOffered: ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order'],
  stepsVisited: ['needs', 'softmax'], tasksOffered: 9, tasksDone: 2, scaled: 2 / 9 };
const task = { step: 'softmax', example: 'magnitude', task: 'Sube la magnitud hasta que la mejor coincidencia pase del 90 %: 9, no 1.',
  lang: 'es', done: true, startedAt: '2026-12-05T02:00:00.000Z', durationMs: 12345, score: { raw: 1, max: 1, scaled: 1 }, lesson };
const actor = { mbox: 'mailto:learner@school.example', name: 'A learner' };
const courseUrl = 'https://course.example/attention/';

test('the validator is a real one: it refuses a statement with no actor, a bad duration or a score over its max', () => {
  const good = X.completedStatement(task, { actor, courseUrl });
  assert.deepEqual(problems(good), []);
  assert.deepEqual(problems(Object.assign({}, good, { actor: undefined })), ['statement.actor: RequiredWarning']);
  assert.deepEqual(problems(Object.assign({}, good, { result: { duration: '12 seconds' } })), ['statement.result.duration: TypeWarning']);
  assert.deepEqual(problems(Object.assign({}, good, { result: { score: { raw: 2, max: 1 } } })), ['statement.result.score: RawMoreThanMaxWarning']);
});

test('completed: a task done is 1 of 1, complete and passed, in 12.35 s, at the moment it was done, under the course\'s ids', () => {
  const statement = X.completedStatement(task, { actor, courseUrl });
  assert.deepEqual(problems(statement), []);
  assert.deepEqual(statement, {
    actor: { objectType: 'Agent', mbox: 'mailto:learner@school.example', name: 'A learner' },
    verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
    object: { objectType: 'Activity', id: 'https://course.example/attention/attention-playground/softmax/magnitude',
      definition: { type: 'http://adlnet.gov/expapi/activities/interaction',
        name: { es: 'Sube la magnitud hasta que la mejor coincidencia pase del 90 %: 9, no 1.' } } },
    result: { score: { raw: 1, min: 0, max: 1, scaled: 1 }, completion: true, success: true, duration: 'PT12.35S' },
    context: {
      contextActivities: {
        parent: [{ id: 'https://course.example/attention/attention-playground/lesson/needs+search+scores+softmax+sink+values+learned+heads+order',
          objectType: 'Activity' }],
        grouping: [{ id: 'https://course.example/attention', objectType: 'Activity' }],
      },
      language: 'es',
    },
    timestamp: '2026-12-05T02:00:12.345Z',
  });
});

test('progressed: 2 tasks of 9 is 22 % (cmi5\'s progress extension) and scaled 2/9, not complete', () => {
  const statement = X.progressedStatement(lesson, { actor, courseUrl, lesson: 'chapter-3', registration: 'f81d4fae-7dec-41d0-a765-00a0c91e6bf6' });
  assert.deepEqual(problems(statement), []);
  assert.deepEqual(statement.verb, { id: 'http://adlnet.gov/expapi/verbs/progressed', display: { 'en-US': 'progressed' } });
  assert.equal(statement.object.id, 'https://course.example/attention/attention-playground/lesson/chapter-3');
  assert.deepEqual(statement.result, { score: { scaled: 2 / 9 }, completion: false,
    extensions: { 'https://w3id.org/xapi/cmi5/result/extensions/progress': 22 } });
  assert.deepEqual(statement.context, { contextActivities: { parent: [{ id: 'https://course.example/attention', objectType: 'Activity' }] },
    registration: 'f81d4fae-7dec-41d0-a765-00a0c91e6bf6' });
  const whole = X.progressedStatement({ stepsOffered: ['needs'], stepsVisited: ['needs'], tasksOffered: 1, tasksDone: 1, scaled: 1 },
    { actor, courseUrl, timestamp: '2026-12-05T02:10:00.000Z', lang: 'ar' });
  assert.deepEqual(problems(whole), []);
  assert.deepEqual(whole.result, { score: { scaled: 1 }, completion: true, extensions: { 'https://w3id.org/xapi/cmi5/result/extensions/progress': 100 } });
  assert.equal(whole.object.id, 'https://course.example/attention/attention-playground/lesson/needs');
  assert.equal(whole.timestamp, '2026-12-05T02:10:00.000Z');
  assert.equal(whole.context.language, 'ar');
});

test('every kind of actor an LMS gives makes a valid statement', () => {
  const actors = [
    { mbox_sha1sum: 'ebd31e95054c018b10727ccffd2ef2ec3a016ee9' },
    { account: { homePage: 'https://lms.example', name: '12345' } },
    { openid: 'https://openid.example/learner' },
    { objectType: 'Agent', mbox: 'mailto:x@y.example' },
  ];
  for (const a of actors) {
    assert.deepEqual(problems(X.completedStatement(task, { actor: a, courseUrl })), [], JSON.stringify(a));
    assert.deepEqual(problems(X.progressedStatement(lesson, { actor: a, courseUrl })), [], JSON.stringify(a));
  }
});

test('no actor, or a made-up one, is a clear error: the module never invents a learner', () => {
  assert.throws(() => X.completedStatement(task, { courseUrl }), { name: 'TypeError',
    message: 'attention-playground/xapi: options.actor is missing: give the learner as the LMS or LRS knows them, e.g. { mbox: "mailto:learner@school.example" } ' +
      'or { account: { homePage, name } } (this module never makes one up)' });
  assert.throws(() => X.progressedStatement(lesson, { courseUrl, actor: { name: 'Somebody' } }),
    { message: 'attention-playground/xapi: options.actor has no identifier: an Agent has exactly one of mbox, mbox_sha1sum, openid, account' });
  assert.throws(() => X.completedStatement(task, { courseUrl, actor: { mbox: 'learner@school.example' } }),
    { message: 'attention-playground/xapi: options.actor.mbox is not "mailto:" and an address (got "learner@school.example")' });
  assert.throws(() => X.completedStatement(task, { actor, courseUrl: 'attention/chapter-3' }),
    { message: 'attention-playground/xapi: options.courseUrl is not an absolute URL such as "https://course.example/attention" (got "attention/chapter-3")' });
  assert.throws(() => X.completedStatement(task, { actor, courseUrl: 'https://course.example/a?b=1' }), /options.courseUrl has a query or a fragment/);
  assert.throws(() => X.completedStatement(Object.assign({}, task, { done: false }), { actor, courseUrl }), /taskDetail is not the task event's detail/);
  assert.throws(() => X.progressedStatement(Object.assign({}, lesson, { tasksOffered: 0, tasksDone: 0 }), { actor, courseUrl }),
    { message: 'attention-playground/xapi: progressDetail says 0 of 0 tasks done: a lesson offers at least one, and no more are done' });
  assert.throws(() => X.progressedStatement(lesson, { actor, courseUrl, registration: 'session-1' }), /options.registration is not a UUID/);
});

test('durations in ISO 8601, to 0.01 s: 0, 12.345 s, a minute, an hour, two minutes and five and a half seconds', () => {
  assert.equal(X.isoDuration(0), 'PT0S');
  assert.equal(X.isoDuration(12345), 'PT12.35S');
  assert.equal(X.isoDuration(60000), 'PT1M0S');
  assert.equal(X.isoDuration(3600000), 'PT1H0S');
  assert.equal(X.isoDuration(3725500), 'PT1H2M5.5S');
  assert.throws(() => X.isoDuration(-1), TypeError);
});

test('the three builds are the same module: ES, CommonJS and the classic file\'s window.AttentionPlaygroundXapi', async () => {
  const esm = await import(path.join(root, 'dist', 'attention-xapi.mjs'));
  const vm = require('node:vm');
  const fs = require('node:fs');
  const sandbox = { URL }; // a page's own
  vm.runInNewContext(fs.readFileSync(path.join(root, 'dist', 'attention-xapi.js'), 'utf8') + '\nthis.X = AttentionPlaygroundXapi;', sandbox);
  const names = ['PROGRESS_EXTENSION', 'VERBS', 'activityIds', 'completedStatement', 'isoDuration', 'progressedStatement'];
  assert.deepEqual(Object.keys(esm).sort(), names);
  assert.deepEqual(Object.keys(X).sort(), names);
  assert.deepEqual(Object.keys(sandbox.X).sort(), names);
  assert.deepEqual(JSON.parse(JSON.stringify(sandbox.X.completedStatement(task, { actor, courseUrl }))), esm.completedStatement(task, { actor, courseUrl }));
});
