// The SCORM 2004 and SCORM 1.2 packages of ./build.sh package, each run by a
// SCORM runtime made for LMSs (scorm-again, npm) in the test's page: the
// learner does the softmax step's task in Spanish with the keyboard, the LMS
// records "completed, 1 of 1" and the learner state; closed and launched
// again with what the LMS kept, the lesson shows the learner's magnitude and ✓.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers.js');
const { packageSite, SCORM_LMS } = require('./package-fixtures.js');

const W = 'attention-playground';
const RUNTIMES = [
  { kind: 'scorm2004', version: '2004', name: 'SCORM 2004', terminate: 'Terminate',
    status: (cmi) => ({ completion: cmi.completion_status, success: cmi.success_status, raw: cmi.score.raw, max: cmi.score.max, min: cmi.score.min, scaled: cmi.score.scaled, exit: cmi.exit }),
    done: { completion: 'completed', success: 'passed', raw: '1', max: '1', min: '0', scaled: '1', exit: 'suspend' } },
  { kind: 'scorm12', version: '1.2', name: 'SCORM 1.2', terminate: 'LMSFinish',
    status: (cmi) => ({ completion: cmi.core.lesson_status, raw: cmi.core.score.raw, max: cmi.core.score.max, min: cmi.core.score.min, exit: cmi.core.exit }),
    done: { completion: 'completed', raw: '1', max: '1', min: '0', exit: 'suspend' } },
];

const checkMark = (lesson) => lesson.locator(`${W} .task-done`).evaluate((node) => node.textContent.trim());

async function launch(page, version, kept) {
  await page.evaluate(([v, data]) => window.lms.launch(v, data), [version, kept]);
  const lesson = page.frameLocator('iframe');
  await lesson.locator(`${W} table.match`).first().waitFor();
  return lesson;
}

for (const runtime of RUNTIMES) {
  test(`a ${runtime.name} package of the softmax step in Spanish: the ✓ is recorded as completed, 1 of 1, and reopened the learner finds the magnitude and the ✓`, async (t) => {
    const pkg = await packageSite([runtime.kind, '--steps', 'softmax', '--lang', 'es'], SCORM_LMS);
    const browser = await H.start({ folder: pkg.site });
    t.after(async () => { await browser.close(); pkg.cleanup(); });
    const page = await browser.newPage({ width: 760, height: 1000 });
    await page.goto(`${browser.url}index.html`);

    let lesson = await launch(page, runtime.version, null);
    assert.equal(await lesson.locator('html').getAttribute('lang'), 'es');
    assert.equal(await checkMark(lesson), '', 'no ✓ before the task');
    const slider = lesson.locator(`${W} #magnitude`);
    assert.equal(await slider.inputValue(), '1', 'the softmax step opens at magnitude 1');
    // The task ("Gira la magnitud…": the best match over 90 %), by keys: to the end (10), then back to 9.
    await slider.focus();
    await slider.press('End');
    for (let i = 0; i < 10; i += 1) await slider.press('ArrowLeft');
    assert.equal(await slider.inputValue(), '9');
    await lesson.locator(`${W} .task-done:not(:empty)`).waitFor();
    await page.waitForFunction((status) => window.lms.transcript.some((line) => line.includes(status)), runtime.done.completion, { timeout: 5000 });

    const recorded = await page.evaluate(() => window.lms.record());
    await page.evaluate(() => window.lms.close());
    await page.waitForFunction((call) => window.lms.transcript.includes(call), runtime.terminate);
    const closed = await page.evaluate(() => window.lms.record());
    const firstTranscript = await page.evaluate(() => window.lms.transcript);
    assert.deepEqual(runtime.status(closed.cmi), runtime.done, 'completed, 1 of 1, and kept for the return');
    assert.deepEqual(runtime.status(recorded.cmi), Object.assign({}, runtime.done, { exit: '' }), 'completed, 1 of 1, as soon as the ✓ shows');
    const kept = JSON.parse(closed.cmi.suspend_data);
    assert.equal(kept.format, 'attention-playground/package-state');
    assert.deepEqual(kept.widgets.map((state) => [state.step, state.tasksDone]), [['softmax', [{ step: 'softmax', example: 'magnitude' }]]]);
    assert.ok(closed.cmi.suspend_data.length < 4096, `suspend_data holds ${closed.cmi.suspend_data.length} characters, under SCORM 1.2's 4,096`);
    assert.deepEqual(firstTranscript.slice(0, 1), [runtime.version === '2004' ? 'Initialize' : 'LMSInitialize'], 'Initialize first');
    assert.equal(firstTranscript[firstTranscript.length - 1], runtime.terminate, 'Terminate last');

    // Reopened with what the LMS kept: the magnitude and the ✓ where the learner left them.
    lesson = await launch(page, runtime.version, closed.cmi);
    await H.settle(page.frames()[1]);
    assert.equal(await lesson.locator(`${W} #magnitude`).inputValue(), '9');
    assert.notEqual(await checkMark(lesson), '', 'the ✓ is shown again');
    const reopened = await page.evaluate(() => window.lms.record());
    assert.match(JSON.parse(reopened.cmi.suspend_data).widgets[0].link, /(^|&)magnitude=9(&|$)/,
      'what the LMS holds on the return still has the magnitude (saved once the restored view is drawn)');
    const withoutExit = ({ exit, ...status }) => status;
    assert.deepEqual(withoutExit(runtime.status(reopened.cmi)), withoutExit(runtime.done), 'still completed, 1 of 1, on the return');
    if (runtime.version === '2004') {
      fs.mkdirSync(path.join(__dirname, 'screenshots'), { recursive: true });
      await page.screenshot({ path: path.join(__dirname, 'screenshots', 'scorm-2004-package-760.png') });
    }
    t.diagnostic(`${runtime.name} package: ${pkg.built.bytes} B`);
    t.diagnostic(`${runtime.name} transcript, first launch: ${JSON.stringify(firstTranscript)}`);
    t.diagnostic(`${runtime.name} transcript, reopened: ${JSON.stringify(await page.evaluate(() => window.lms.transcript))}`);
    assert.deepEqual(page.errors, []);
    assert.deepEqual(page.requests.filter((url) => !url.startsWith(browser.url)), [], 'nothing from the network');
  });
}

test('a SCORM 2004 package opened outside a course says that nothing is recorded, and the lesson works', async (t) => {
  const pkg = await packageSite(['scorm2004', '--steps', 'softmax', '--lang', 'es']);
  const browser = await H.start({ folder: pkg.site });
  t.after(async () => { await browser.close(); pkg.cleanup(); });
  const page = await browser.newPage({ width: 760, height: 1000 });
  await H.open(page, `${browser.url}package/index.html`);
  await page.locator('.course-status').waitFor();
  assert.equal(await page.locator('.course-status').textContent(), 'Esta página se abrió fuera de un curso: lo que hagas aquí no se registra.');
  assert.deepEqual(page.errors, []);
});

test('a SCORM 1.2 package handed a corrupted suspend_data says the earlier work could not be restored, and the lesson starts afresh', async (t) => {
  const pkg = await packageSite(['scorm12', '--steps', 'softmax', '--lang', 'es'], SCORM_LMS);
  const browser = await H.start({ folder: pkg.site });
  t.after(async () => { await browser.close(); pkg.cleanup(); });
  const page = await browser.newPage({ width: 760, height: 1000 });
  const warnings = [];
  page.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
  await page.goto(`${browser.url}index.html`);
  const lesson = await launch(page, '1.2', { suspend_data: '{"format":"attention-playground/package-state","version":1,"widgets":[{"step":"softmax","format":"attention-playground/learner-state","version":99}]}' });
  await lesson.locator('.course-status').waitFor();
  assert.equal(await lesson.locator('.course-status').textContent(), 'No se pudo recuperar tu trabajo anterior; esta lección empieza de nuevo.');
  assert.equal(await lesson.locator(`${W} #magnitude`).inputValue(), '1', 'the lesson as it opens');
  assert.equal(await checkMark(lesson), '');
  assert.ok(warnings.some((text) => text.startsWith('SCORM 1.2: the softmax step: ')), warnings.join('\n'));
  assert.deepEqual(page.errors, []);
});
