// What a course learns of its learner (issue 40), as pure functions: a
// lesson's progress figures (lesson/progress.js), the `task` and `progress`
// events' details and when they come (element/course.js), and the learner
// state: made, read back to the same view, and refused, with what was wrong
// and where, when it is not one (state/learner-state.js). Every figure and
// text below is worked out by hand.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadCore } = require('./load-core.js');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
const P = require(path.join(webJs, 'lesson/progress.js'));
const { courseRecord, taskDetail } = require(path.join(webJs, 'element/course.js'));
const LS = require(path.join(webJs, 'state/learner-state.js'));
const S = require(path.join(webJs, 'state/state.js'));
const L = require(path.join(webJs, 'state/lesson-link.js'));
const { loadScenario } = require(path.join(webJs, 'scenario/scenario.js'));

const NINE = ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order'];
const plain = { task: null, hide: [], model: 'hand-made' }; // a lesson's settings: nothing hidden, the steps' own tasks
const tasked = (settings, own = null) => (step) => P.offersTask(step, settings, own);

test('a widget fixed at one step offers that step; one the learner moves through offers all nine; "all" offers none', () => {
  assert.deepEqual(P.stepsOffered('softmax', true, []), ['softmax']);
  assert.deepEqual(P.stepsOffered('needs', false, []), NINE);
  assert.deepEqual(P.stepsOffered('sink', false, ['steps']), ['sink'], 'its steps hidden: the learner stays at its step');
  assert.deepEqual(P.stepsOffered('all', false, []), []);
});

test('a lesson of nine steps, three visited and two tasks done (one of them on two examples): 2 of 9', () => {
  const done = [{ step: 'needs', example: 'it' }, { step: 'needs', example: 'bank' }, { step: 'softmax', example: 'magnitude' }];
  assert.deepEqual(P.progressOf(NINE, ['softmax', 'needs', 'search'], done, tasked(plain)),
    { stepsOffered: NINE, stepsVisited: ['needs', 'search', 'softmax'], tasksOffered: 9, tasksDone: 2, scaled: 2 / 9 });
});

test('a task the lesson hides, or that nothing checks, is not offered: 1 of 8, 2 of 8, none', () => {
  const done = [{ step: 'needs', example: 'it' }, { step: 'softmax', example: 'magnitude' }];
  // hide="magnitude": the softmax step's task needs the magnitude slider (steps.js TASK_CONTROLS).
  assert.deepEqual(P.progressOf(NINE, ['needs'], done, tasked({ task: null, hide: ['magnitude'], model: 'hand-made' })),
    { stepsOffered: NINE, stepsVisited: ['needs'], tasksOffered: 8, tasksDone: 1, scaled: 1 / 8 });
  // hide="task": no Try this at all.
  assert.equal(P.progressOf(['softmax'], [], [], tasked({ task: null, hide: ['task'], model: 'hand-made' })).tasksOffered, 0);
  // The heads step showing the trained model's heads asks a task nothing checks.
  assert.deepEqual(P.progressOf(NINE, [], done, tasked({ task: null, hide: [], model: 'trained' })).tasksOffered, 8);
  // An author's own task (task="…") replaces the steps' and checks nothing.
  assert.equal(P.progressOf(NINE, [], done, tasked({ task: 'Find the animal that purred.', hide: [], model: 'hand-made' })).tasksOffered, 0);
  // An author's own example checks its own rule at any step, or nothing without one.
  assert.equal(P.progressOf(['values'], [], [], tasked(plain, { done: { focus: 2 } })).tasksOffered, 1);
  assert.equal(P.progressOf(['values'], [], [], tasked(plain, { done: undefined })).tasksOffered, 0);
});

test('the task event\'s detail: the step, example, Try this, language, start, duration, 1 of 1, and the lesson', () => {
  const lesson = { stepsOffered: ['softmax'], stepsVisited: ['softmax'], tasksOffered: 1, tasksDone: 1, scaled: 1 };
  assert.deepEqual(taskDetail({ step: 'softmax', example: 'magnitude', task: 'Sube la magnitud…', lang: 'es',
    startedAt: Date.UTC(2026, 11, 5, 2, 0, 0), doneAt: Date.UTC(2026, 11, 5, 2, 0, 12, 345), lesson }), {
    step: 'softmax', example: 'magnitude', task: 'Sube la magnitud…', lang: 'es', done: true,
    startedAt: '2026-12-05T02:00:00.000Z', durationMs: 12345, score: { raw: 1, max: 1, scaled: 1 }, lesson,
  });
});

// A drawing as the course record reads it: the view model's few fields, and view-extra.js's task.
const softmaxView = { step: 'softmax', scenario: { id: 'magnitude', tryThis: '' }, hide: [], task: null, model: 'hand-made', lang: 'en' };
const drawnTask = (newlyDone) => ({ checked: true, authored: false, newlyDone, token: 'Mars' });
const shapes = (events) => events.map((e) => [e.type, e.bubbles, e.composed]);

test('the course record: progress when a step is first visited, task then progress once when it is done, never again', () => {
  const record = courseRecord();
  const first = record.drawn(softmaxView, drawnTask(false), true, null, 1000);
  assert.deepEqual(shapes(first), [['progress', true, true]]);
  assert.deepEqual(first[0].detail, { stepsOffered: ['softmax'], stepsVisited: ['softmax'], tasksOffered: 1, tasksDone: 0, scaled: 0 });
  assert.deepEqual(record.drawn(softmaxView, drawnTask(false), true, null, 5000), [], 'nothing new: no event');
  const done = record.drawn(softmaxView, drawnTask(true), true, null, 13345);
  assert.deepEqual(shapes(done), [['task', true, true], ['progress', true, true]]);
  assert.deepEqual(done[0].detail, {
    step: 'softmax', example: 'magnitude', task: 'Turn the magnitude up until the best match gets over 90%: 9, not 1.', lang: 'en', done: true,
    startedAt: '1970-01-01T00:00:01.000Z', durationMs: 12345, score: { raw: 1, max: 1, scaled: 1 },
    lesson: { stepsOffered: ['softmax'], stepsVisited: ['softmax'], tasksOffered: 1, tasksDone: 1, scaled: 1 },
  });
  assert.deepEqual(done[1].detail, done[0].detail.lesson);
  // The learner earns the ✓ again (after another example and back): the task is on the record already.
  assert.deepEqual(record.drawn(softmaxView, drawnTask(true), true, null, 20000), []);
  assert.equal(record.isDone('softmax', 'magnitude'), true);
});

test('a task restored gives no event; a drawing while a state is restored (quiet) gives none either', () => {
  const record = courseRecord();
  record.restore({ tasksDone: [{ step: 'softmax', example: 'magnitude' }] });
  record.quiet = true;
  assert.deepEqual(record.drawn(softmaxView, drawnTask(false), true, null, 1000), []);
  record.quiet = false;
  assert.equal(record.isDone('softmax', 'magnitude'), true, 'its ✓ is shown (view-extra.js taskOf: doneBefore)');
  assert.deepEqual(record.progress(softmaxView, true, null), { stepsOffered: ['softmax'], stepsVisited: ['softmax'], tasksOffered: 1, tasksDone: 1, scaled: 1 });
  assert.deepEqual(record.drawn(softmaxView, drawnTask(true), true, null, 2000), [], 'done again: not news');
});

// The magnitude example: softmax's; magnitude 1 as it opens. The learner turned it to 10.
async function magnitudeAt10() {
  const core = await loadCore();
  const scenario = loadScenario(require(path.join(__dirname, '..', '..', 'web', 'scenarios', 'magnitude.json')), core.tokenize);
  const state = Object.assign(S.create(scenario), { step: 'softmax', magnitude: 10 });
  return { scenario, state };
}

test('a learner state round-trips: its JSON read back is the same state, and its link gives the same view', async () => {
  const { scenario, state } = await magnitudeAt10();
  const made = LS.learnerState({ step: 'softmax', example: scenario.id, link: L.serialise(state, scenario), tasksDone: [{ step: 'softmax', example: 'magnitude' }] });
  assert.deepEqual(made, { format: 'attention-playground/learner-state', version: 1, step: 'softmax', example: 'magnitude',
    link: 'scenario=magnitude&step=softmax&magnitude=10', tasksDone: [{ step: 'softmax', example: 'magnitude' }] });
  assert.ok(JSON.stringify(made).length < 512, 'a few hundred characters at most: far under SCORM 1.2\'s 4,096');
  const read = LS.readLearnerState(JSON.stringify(made));
  assert.deepEqual(read, made);
  assert.deepEqual(LS.readLearnerState(made), made, 'the object itself reads the same');
  // The view: the link read into the example's own state.
  const again = S.create(scenario);
  assert.deepEqual(L.apply(L.split(read.link).pairs, scenario, again, 'hash'), []);
  assert.equal(again.magnitude, 10);
  assert.equal(again.step, 'softmax');
  assert.equal(L.serialise(again, scenario), made.link);
});

const GOOD = { format: 'attention-playground/learner-state', version: 1, step: 'softmax', example: 'magnitude', link: 'magnitude=10',
  tasksDone: [{ step: 'softmax', example: 'magnitude' }] };
const refusal = (value) => { try { LS.readLearnerState(value); return null; } catch (error) { return error.message; } };

test('a state that is not one is refused with what was wrong and where', () => {
  const with_ = (patch) => Object.assign({}, GOOD, patch);
  assert.equal(refusal(with_({ format: 'scorm-suspend-data' })),
    'learnerState.format is not "attention-playground/learner-state" (got "scorm-suspend-data"): not a learner state of this widget');
  assert.equal(refusal(with_({ version: 2 })), 'learnerState.version is 2: this widget reads version 1 only');
  assert.equal(refusal(with_({ version: '1' })), 'learnerState.version is "1": this widget reads version 1 only');
  // (The JSON parser's own words follow, as the engine writes them.)
  assert.match(refusal('{"format": "attention-playground/learner-state", "version": 1, '), /^learnerState is not JSON text \(.+\)$/);
  assert.equal(refusal('[1, 2]'), 'learnerState is not an object (got a list)');
  assert.equal(refusal(null), 'learnerState is not an object (got null)');
  assert.equal(refusal(with_({ step: 'softmx' })),
    'learnerState.step is not a step of the chapter (got "softmx"; steps: needs, search, scores, softmax, sink, values, learned, heads, order, all)');
  assert.equal(refusal(with_({ tasksDone: [{ step: 'softmax', example: 'magnitude' }, { step: 'attention', example: 'it' }] })),
    'learnerState.tasksDone[1].step is not a step of the chapter (got "attention"; steps: needs, search, scores, softmax, sink, values, learned, heads, order, all)');
  assert.equal(refusal(with_({ tasksDone: 'softmax' })), 'learnerState.tasksDone is not a list (got "softmax")');
  assert.equal(refusal(with_({ tasksDone: [7] })), 'learnerState.tasksDone[0] is not an object (got number)');
  assert.equal(refusal(with_({ example: 42 })), 'learnerState.example is not a text (got number)');
  assert.equal(refusal(with_({ link: { magnitude: 10 } })), 'learnerState.link is not a text (got object)');
  // 163 characters of JSON around the link's 200,000.
  assert.equal(refusal(JSON.stringify(with_({ link: 'x'.repeat(200000) }))), 'learnerState is 200163 characters long, more than 200000');
  assert.equal(refusal(with_({ link: 'x'.repeat(200000) })), 'learnerState is longer than 200000 characters as JSON');
  assert.equal(refusal(with_({})), null, 'the good one is read');
  assert.equal(refusal(with_({ link: '' })), null, 'an empty link: the example as it opens');
});
