// The .h5p package of ./build.sh package in a standalone H5P player
// (h5p-standalone, npm, offline): the content type attaches the widget with
// the step and language set for it, the learner's ✓ comes out of H5P's xAPI
// as "completed" with a score of 1 of 1, and the state H5P keeps brings the
// learner back to their magnitude and ✓.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers.js');
const { packageSite, H5P_LMS } = require('./package-fixtures.js');

const W = 'attention-playground';

async function launch(page, previousState) {
  await page.evaluate((state) => window.lms.launch(state), previousState);
  const lesson = page.frameLocator('#h5p iframe');
  await lesson.locator(`${W} table.match`).first().waitFor();
  return lesson;
}

test('an .h5p package of the softmax step in Spanish reports the ✓ through H5P\'s xAPI as completed, 1 of 1, and resumes from the state H5P keeps', async (t) => {
  const pkg = await packageSite(['h5p', '--steps', 'softmax', '--lang', 'es'], H5P_LMS);
  const browser = await H.start({ folder: pkg.site });
  t.after(async () => { await browser.close(); pkg.cleanup(); });
  const page = await browser.newPage({ width: 760, height: 1000 });
  await page.goto(`${browser.url}index.html`);

  let lesson = await launch(page, null);
  assert.equal(await lesson.locator(W).getAttribute('step'), 'softmax');
  assert.equal(await lesson.locator(W).getAttribute('lang'), 'es');
  const slider = lesson.locator(`${W} #magnitude`);
  await slider.focus();
  await slider.press('End');
  for (let i = 0; i < 10; i += 1) await slider.press('ArrowLeft');
  assert.equal(await slider.inputValue(), '9');
  await lesson.locator(`${W} .task-done:not(:empty)`).waitFor();
  await page.waitForFunction(() => window.lms.statements.some((s) => s.verb.id.endsWith('/completed')), null, { timeout: 5000 });

  const statements = await page.evaluate(() => window.lms.statements);
  const completed = statements.filter((s) => s.verb.id === 'http://adlnet.gov/expapi/verbs/completed');
  assert.equal(completed.length, 1, 'one completed statement');
  const [statement] = completed;
  assert.deepEqual(statement.result.score, { min: 0, max: 1, raw: 1, scaled: 1 });
  assert.equal(statement.result.completion, true);
  assert.equal(statement.result.success, true);
  assert.match(statement.result.duration, /^PT(\d+H)?(\d+M)?\d+(\.\d{1,2})?S$/);
  // H5P names the library in the category. (h5p-standalone 3.8.2 leaves out a minor version of 0 when it
  // writes the library's name, so H5P's own code reads "1.undefined" here; an LMS's H5P writes "1.0".)
  assert.match(statement.context.contextActivities.category[0].id, /^http:\/\/h5p\.org\/libraries\/H5P\.AttentionPlayground-1\.(0|undefined)$/);
  t.diagnostic(`H5P statements, in order: ${JSON.stringify(statements)}`);

  // H5P saves the content's state every second here (saveFreq): the learner state, ✓ included.
  await page.waitForFunction(() => {
    const kept = window.lms.keptState();
    return kept && JSON.parse(kept).tasksDone.length === 1;
  }, null, { timeout: 5000 });
  const kept = await page.evaluate(() => window.lms.keptState());
  assert.deepEqual(JSON.parse(kept).tasksDone, [{ step: 'softmax', example: 'magnitude' }]);

  await page.reload(); // the learner comes back another day: a new page of the course
  lesson = await launch(page, kept);
  await H.settle(page.frames().find((frame) => frame !== page.mainFrame()));
  assert.equal(await lesson.locator(`${W} #magnitude`).inputValue(), '9');
  assert.notEqual(await lesson.locator(`${W} .task-done`).textContent(), '', 'the ✓ is shown again');
  await H.settle(page.frames().find((frame) => frame !== page.mainFrame()));
  fs.mkdirSync(path.join(__dirname, 'screenshots'), { recursive: true });
  await page.screenshot({ path: path.join(__dirname, 'screenshots', 'h5p-package-760.png') });
  assert.deepEqual(await page.evaluate(() => window.lms.statements), [], 'a restored ✓ sends no second completed');
  t.diagnostic(`.h5p package: ${pkg.built.bytes} B`);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(page.requests.filter((url) => !url.startsWith(browser.url) && !url.startsWith('about:') && !url.startsWith('data:')), [], 'nothing from the network');
});
