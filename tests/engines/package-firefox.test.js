// One package in Firefox ESR too (the rest run in Chromium, tests/browser/):
// the SCORM 2004 package of the softmax step in Spanish, run by scorm-again in
// the test's page, the task done with real keys through WebDriver BiDi; the
// LMS records completed, 1 of 1, and the reopened lesson is where it was.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { launch } = require('./drivers.js');
const { createServer } = require('../../tools/serve.js');
const { packageSite, SCORM_LMS } = require('../browser/package-fixtures.js');

// What the lesson shows inside the LMS's iframe, once it shows what is wanted (null before):
// 'drawn', 'done' (the ✓) or a magnitude. Run in the page: it uses nothing but its argument and the page.
function lessonView(wanted) {
  const frame = document.querySelector('iframe');
  const widget = frame && frame.contentDocument && frame.contentDocument.querySelector('attention-playground');
  const root = widget && widget.shadowRoot;
  if (!root || !root.querySelector('table.match')) return null;
  const view = { magnitude: root.querySelector('#magnitude').value, done: root.querySelector('.task-done').textContent.trim() !== '' };
  if (wanted === 'done') return view.done ? view : null;
  return wanted === 'drawn' || view.magnitude === wanted ? view : null;
}

test('Firefox ESR: a SCORM 2004 package is recorded as completed, 1 of 1, and reopened where the learner left it', async (t) => {
  const pkg = await packageSite(['scorm2004', '--steps', 'softmax', '--lang', 'es'], SCORM_LMS);
  const server = createServer(pkg.site);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const d = await launch('firefox');
  t.after(async () => { await d.close(); await new Promise((resolve) => server.close(resolve)); pkg.cleanup(); });
  await d.size(760, 1000);
  await d.goto(`http://127.0.0.1:${server.address().port}/index.html`);
  await d.run(() => window.lms.launch('2004', null));
  assert.deepEqual(await d.waitFor(lessonView, 'drawn', 15000, 'the lesson'), { magnitude: '1', done: false });
  await d.run(() => {
    const frame = document.querySelector('iframe');
    frame.focus();
    frame.contentDocument.querySelector('attention-playground').shadowRoot.querySelector('#magnitude').focus();
  });
  await d.press('End');
  for (let i = 0; i < 10; i += 1) await d.press('ArrowLeft');
  assert.deepEqual(await d.waitFor(lessonView, 'done', 5000, 'the ✓'), { magnitude: '9', done: true });
  await d.run(() => window.lms.close());
  await d.waitFor(() => window.lms.transcript.includes('Terminate'), null, 5000, 'Terminate');
  const cmi = await d.run(() => window.lms.record().cmi);
  assert.deepEqual([cmi.completion_status, cmi.success_status, cmi.score.raw, cmi.score.max, cmi.score.scaled], ['completed', 'passed', '1', '1', '1']);
  t.diagnostic(`Firefox ESR, SCORM 2004 transcript: ${JSON.stringify(await d.run(() => window.lms.transcript))}`);

  await d.run((kept) => window.lms.launch('2004', kept), cmi);
  assert.deepEqual(await d.waitFor(lessonView, '9', 15000, 'the reopened lesson'),
    { magnitude: '9', done: true });
});
