// What a course learns of its learner (issue 40), in Chromium: a task done for
// real, with clicks and keys, gives one `task` event and one only; a learner
// state restored shows its ✓ and gives no event, nor news in the live region; a
// refused one leaves the widget drawn, with its note; the embed posts the same
// detail as the element's event.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers');

const W = 'attention-playground';
let server;
test.before(async () => { server = await H.start(); });
test.after(async () => { await server.close(); });

// Records the widget's course events on the page (window.courseEvents: [{ type, detail }]).
async function recordEvents(page) {
  await page.evaluate(() => {
    window.courseEvents = [];
    const el = document.querySelector('attention-playground');
    for (const type of ['task', 'progress', 'change']) el.addEventListener(type, (e) => window.courseEvents.push({ type, detail: e.detail }));
  });
}
const events = (page, type) => page.evaluate((t) => window.courseEvents.filter((e) => e.type === t).map((e) => e.detail), type);
const liveRegion = (page) => page.locator(W).evaluate((el) => el.shadowRoot.querySelector('[aria-live]').textContent);

test('a task done with clicks gives exactly one task event, done, and none before', async () => {
  const page = await server.newPage({ width: 760, height: 900 });
  await H.openCoursePage(server, page, 'step="needs" scenario="it"');
  await recordEvents(page);
  // "The" opens the step (it needs nothing); "cat" needs nothing either: not the task.
  await page.locator(`${W} .tokens button.token`).nth(1).click();
  await H.settle(page);
  assert.deepEqual(await events(page, 'task'), [], 'no task event before the task is done');
  const before = Date.now();
  await page.locator(`${W} .tokens button.token`).nth(7).click(); // "it" needs an animal: the task
  await H.settle(page);
  await page.locator(`${W} .tokens button.token`).nth(6).click(); // another word: the ✓ stays, no second event
  await H.settle(page);
  const tasks = await events(page, 'task');
  assert.equal(tasks.length, 1, 'one task event');
  const [detail] = tasks;
  assert.equal(detail.step, 'needs');
  assert.equal(detail.example, 'it');
  assert.equal(detail.done, true);
  assert.equal(detail.lang, 'en');
  assert.equal(detail.task, 'Click another word: what does it need?');
  assert.deepEqual(detail.score, { raw: 1, max: 1, scaled: 1 });
  assert.ok(Date.parse(detail.startedAt) <= before, 'the attempt started before the deciding click');
  assert.ok(detail.durationMs >= 0 && detail.durationMs < 60000, `duration ${detail.durationMs} ms`);
  // A widget fixed at one step offers that step: its one task done.
  assert.deepEqual(detail.lesson, { stepsOffered: ['needs'], stepsVisited: ['needs'], tasksOffered: 1, tasksDone: 1, scaled: 1 });
  assert.deepEqual((await events(page, 'progress')).pop(), detail.lesson, 'the progress event says the same');
  assert.equal(await H.taskDone(page), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a task done with keys (the magnitude slider, End) gives one task event; its learner state names it', async () => {
  const page = await server.newPage({ width: 760, height: 900 });
  await H.openCoursePage(server, page, 'step="softmax"');
  await recordEvents(page);
  await page.locator(`${W} #magnitude`).focus();
  await page.keyboard.press('ArrowRight');
  await H.settle(page);
  assert.deepEqual(await events(page, 'task'), [], 'one step up is not the task');
  await page.keyboard.press('End');
  await H.settle(page);
  const tasks = await events(page, 'task');
  assert.equal(tasks.length, 1);
  assert.equal(tasks[0].step, 'softmax');
  assert.equal(tasks[0].example, 'magnitude');
  const state = await page.locator(W).evaluate((el) => el.learnerState);
  assert.equal(state.format, 'attention-playground/learner-state');
  assert.equal(state.version, 1);
  assert.deepEqual(state.tasksDone, [{ step: 'softmax', example: 'magnitude' }]);
  assert.match(state.link, /(^|&)magnitude=10(&|$)/, 'the link holds the magnitude the learner set');
  assert.ok(JSON.stringify(state).length < 4096 / 8, `${JSON.stringify(state).length} characters: far under SCORM 1.2's 4,096`);
  await page.close();
});

test('a learner state restored shows its ✓ and magnitude, gives no event and says nothing in the live region', async () => {
  const page = await server.newPage({ width: 760, height: 900 });
  await H.openCoursePage(server, page, 'step="softmax"');
  await recordEvents(page);
  const quietBefore = await liveRegion(page);
  const state = { format: 'attention-playground/learner-state', version: 1, step: 'softmax', example: 'magnitude',
    link: 'scenario=magnitude&step=softmax&magnitude=10', tasksDone: [{ step: 'softmax', example: 'magnitude' }] };
  // Read at once, before the view is drawn, the learner state is already the one restored (a host saving it then keeps it whole).
  const { result, readAtOnce } = await page.locator(W).evaluate((el, s) => ({ result: el.restoreLearnerState(JSON.stringify(s)), readAtOnce: el.learnerState }), state);
  assert.deepEqual(result, { ok: true });
  assert.deepEqual(readAtOnce, state);
  await page.locator(W).evaluate((el) => el.whenIdle());
  await H.settle(page);
  assert.equal(await H.taskDone(page), true, 'the ✓ restored');
  assert.equal(await page.locator(W).evaluate((el) => el.magnitude), 10, 'the magnitude restored');
  assert.deepEqual(await page.evaluate(() => window.courseEvents), [], 'no task, progress or change event');
  await page.waitForTimeout(800); // the live region speaks once changes settle (announcer.js SETTLE_MS, 500 ms)
  assert.equal(await liveRegion(page), quietBefore, 'the live region says nothing new');
  // And the learner state reads back the same view.
  assert.deepEqual(await page.locator(W).evaluate((el) => el.learnerState), state);
  // Doing it again earns no second event: the task is on the learner's record.
  await page.locator(`${W} #magnitude`).focus();
  await page.keyboard.press('Home');
  await H.settle(page);
  await page.keyboard.press('End');
  await H.settle(page);
  assert.deepEqual(await events(page, 'task'), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a refused learner state leaves the widget drawn as it was, with a note that says why', async () => {
  const page = await server.newPage({ width: 760, height: 900 });
  await H.openCoursePage(server, page, 'step="softmax"');
  await recordEvents(page);
  const before = await page.locator(W).evaluate((el) => el.learnerState);
  const result = await page.locator(W).evaluate((el) => el.restoreLearnerState({
    format: 'attention-playground/learner-state', version: 2, step: 'softmax', example: 'magnitude', link: '', tasksDone: [] }));
  assert.deepEqual(result, { ok: false, error: 'learnerState.version is 2: this widget reads version 1 only' });
  await page.locator(W).evaluate((el) => el.whenIdle());
  await H.settle(page);
  assert.equal(await page.locator(`${W} table.match`).isVisible(), true, 'the widget is still drawn');
  assert.equal((await page.locator(`${W} .notes-list`).textContent()).trim(),
    'Did not restore the saved learner state, so the view stays as it was: learnerState.version is 2: this widget reads version 1 only');
  assert.deepEqual(await page.locator(W).evaluate((el) => el.learnerState), before, 'the view as it was');
  // A host with nothing kept yet sets null: nothing happens (no second note, no warning).
  await page.locator(W).evaluate((el) => { el.learnerState = null; return el.whenIdle(); });
  assert.equal(await page.locator(`${W} .notes-list li`).count(), 1);
  assert.deepEqual(await page.evaluate(() => window.courseEvents), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A host page beside embed.html that frames it with ?origin=<origin> and keeps every message it posts.
async function embedHost(page, origin) {
  const name = 'course-host-' + Math.random().toString(36).slice(2) + '.html';
  await page.route(server.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title></head><body>' +
    `<iframe id="f" title="embed" style="width:760px;height:900px;border:0" src="embed.html?origin=${encodeURIComponent(origin)}` +
    '#step=softmax&scenario=magnitude"></iframe>' +
    '<script>window.got = []; addEventListener("message", (e) => { if (e.data && e.data.source === "attention-playground") ' +
    'window.got.push(e.data); });</script></body></html>' }));
  await page.goto(server.url + name);
  await page.waitForFunction(() => window.got.some((m) => m.type === 'ready'), null, { timeout: 10000 });
  const frame = page.frames().find((f) => f.url().includes('embed.html'));
  await frame.evaluate(() => {
    window.taskDetails = [];
    document.querySelector('attention-playground').addEventListener('task', (e) => window.taskDetails.push(e.detail));
  });
  return frame;
}

test('the embed posts the task message with the element\'s own detail, and restores a learner state the host sends', async () => {
  const page = await server.newPage();
  const frame = await embedHost(page, server.url.slice(0, -1));
  await frame.locator(`${W} #magnitude`).focus();
  await frame.press(`${W} #magnitude`, 'End');
  await page.waitForFunction(() => window.got.some((m) => m.type === 'task'), null, { timeout: 5000 });
  const tasks = await page.evaluate(() => window.got.filter((m) => m.type === 'task').map((m) => m.task));
  const details = await frame.evaluate(() => window.taskDetails);
  assert.equal(details.length, 1);
  assert.deepEqual(tasks, details, 'the message carries the event\'s detail');
  const progress = await page.evaluate(() => window.got.filter((m) => m.type === 'progress').map((m) => m.progress));
  assert.deepEqual(progress.pop(), details[0].lesson);
  // The learner comes back another day: a fresh embed, and the host gives back the state it kept.
  const kept = await frame.locator(W).evaluate((el) => el.learnerState);
  const again = await embedHost(page, server.url.slice(0, -1));
  await page.evaluate((state) => document.getElementById('f').contentWindow.postMessage(
    { source: 'attention-playground-host', type: 'restore-learner-state', state }, '*'), kept);
  await again.waitForFunction(() => document.querySelector('attention-playground').magnitude === 10, null, { timeout: 5000 });
  await again.locator(W).evaluate((el) => el.whenIdle());
  assert.equal(await again.locator(`${W} .task-done`).textContent(), ' ✓ Done!');
  assert.deepEqual(await again.evaluate(() => window.taskDetails), [], 'no task event for the ✓ restored');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('an embed that cannot name its parent\'s origin posts no task or progress message', async () => {
  const page = await server.newPage();
  const frame = await embedHost(page, 'null');
  await frame.locator(`${W} #magnitude`).focus();
  await frame.press(`${W} #magnitude`, 'End');
  await frame.waitForFunction(() => window.taskDetails.length === 1, null, { timeout: 5000 });
  await page.waitForTimeout(200);
  assert.deepEqual(await page.evaluate(() => window.got.map((m) => m.type).filter((t) => t !== 'height')), ['ready']);
  await page.close();
});

// README's host page ("Counted by a course"), as written there.
function readmeHostPage() {
  const readme = require('node:fs').readFileSync(require('node:path').join(H.root, 'README.md'), 'utf8');
  const at = readme.indexOf('A host page for any LMS or none');
  const m = /```html\n([\s\S]*?)```/.exec(readme.slice(at));
  assert.ok(at > 0 && m, 'README holds the host page');
  return m[1];
}

test('README\'s host page sends one valid completed statement per task to its LRS, and its learner finds their ✓ again', async () => {
  const validate = require('xapi-validation').default;
  const page = await server.newPage({ width: 760, height: 900 });
  const posted = [];
  // The LRS of the page, answered here: nothing leaves the machine.
  await page.route('https://lrs.example/**', (route) => {
    const request = route.request();
    posted.push({ url: request.url(), version: request.headers()['x-experience-api-version'], statement: request.postDataJSON() });
    return route.fulfill({ status: 200, contentType: 'application/json', body: '["f81d4fae-7dec-41d0-a765-00a0c91e6bf6"]' });
  });
  await page.route(server.url + 'chapter-3.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: readmeHostPage() }));
  await page.goto(server.url + 'chapter-3.html');
  await page.locator(W).evaluate((el) => el.ready);
  await H.settle(page);
  await page.locator(`${W} #magnitude`).focus();
  await page.keyboard.press('End');
  await H.settle(page);
  await page.waitForTimeout(200);
  assert.equal(posted.length, 1, 'one statement');
  const [{ url, version, statement }] = posted;
  assert.equal(url, 'https://lrs.example/xapi/statements');
  assert.equal(version, '1.0.3');
  assert.deepEqual(validate(statement), []);
  assert.deepEqual(statement.actor, { objectType: 'Agent', account: { homePage: 'https://lms.example', name: 'learner-42' } });
  assert.equal(statement.verb.id, 'http://adlnet.gov/expapi/verbs/completed');
  assert.equal(statement.object.id, 'https://course.example/attention/attention-playground/softmax/magnitude');
  assert.deepEqual(statement.result.score, { raw: 1, min: 0, max: 1, scaled: 1 });
  // Closed and opened again: the magnitude and the ✓ where the learner left them, and nothing sent.
  await page.reload();
  await page.locator(W).evaluate((el) => el.ready);
  await page.waitForFunction(() => document.querySelector('attention-playground').magnitude === 10, null, { timeout: 5000 });
  await page.locator(W).evaluate((el) => el.whenIdle());
  assert.equal(await H.taskDone(page), true);
  assert.equal(posted.length, 1, 'no statement for a ✓ restored');
  assert.deepEqual(page.errors, []);
  await page.close();
});
