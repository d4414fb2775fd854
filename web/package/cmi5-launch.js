// The cmi5 package's wrapper: reads the launch URL, fetches the auth token,
// reads LMS.LaunchData, sends Initialized first, puts the learner's kept
// state back, sends Completed once every task of the lesson is done (in the
// Normal launch mode only), keeps the learner state in the AU's own state
// document, and sends Terminated last when the page goes away. The widgets
// never send anything themselves: this wrapper forwards.
import { readLaunchParams } from './cmi5-launch-params.js';
import { Cmi5Client } from './cmi5-client.js';
import { cmi5Statement, completedResult, isoDuration, uuid } from './cmi5-statements.js';
import { lessonReady, lessonScore, lessonState, lessonWidgets, restoreLesson, watchLesson } from './lesson-tracker.js';
import { showStatus } from './course-status.js';

// The AU's own state document: the lesson's learner state, for the learner's return.
const LESSON_STATE_ID = 'attention-playground/lesson-state';
const SAVE_AFTER_MS = 400;

export async function launchCmi5(win = window) {
  const doc = win.document;
  const widgets = lessonWidgets(doc);
  const launch = readLaunchParams(win.location.search);
  if (!launch.ok) {
    win.console.warn(`cmi5: ${launch.error}`);
    await lessonReady(widgets, win.customElements);
    showStatus(doc, 'no-course');
    return null;
  }
  const client = new Cmi5Client(launch, win.fetch.bind(win));
  const statement = (verb, extra = {}) => cmi5Statement(verb, launch, launchData.contextTemplate,
    Object.assign({ id: uuid(win.crypto), timestamp: new Date().toISOString() }, extra));
  let launchData;
  try {
    await client.fetchToken();
    launchData = await client.getState('LMS.LaunchData');
    if (!launchData) throw new Error('the LMS holds no LMS.LaunchData state document');
  } catch (error) {
    win.console.warn(`cmi5: ${error.message}`);
    await lessonReady(widgets, win.customElements);
    showStatus(doc, 'no-course');
    return null;
  }
  const started = Date.now();
  client.send(statement('initialized'));
  await lessonReady(widgets, win.customElements);
  const kept = await client.getState(LESSON_STATE_ID).catch(() => null);
  if (kept) {
    const problems = restoreLesson(widgets, JSON.stringify(kept));
    if (problems.length) {
      win.console.warn(`cmi5: ${problems.join('; ')}`);
      showStatus(doc, 'not-restored');
    }
    await lessonReady(widgets, win.customElements); // the restored view drawn, as its learnerState will say
  }
  // Completed once: already done on an earlier launch (the kept ✓s) counts as sent then.
  let completedSent = lessonScore(widgets).done;
  const mayComplete = launchData.launchMode === undefined || launchData.launchMode === 'Normal';
  let timer = null;
  const save = (options) => {
    win.clearTimeout(timer);
    timer = null;
    return client.putState(LESSON_STATE_ID, lessonState(widgets), options).catch((error) => win.console.warn(`cmi5: ${error.message}`));
  };
  watchLesson(widgets, (kind) => {
    if (kind !== 'task') {
      win.clearTimeout(timer);
      timer = win.setTimeout(save, SAVE_AFTER_MS);
      return;
    }
    save();
    const score = lessonScore(widgets);
    if (score.done && !completedSent && mayComplete) {
      completedSent = true;
      client.send(statement('completed', { moveOn: true, result: completedResult(score, Date.now() - started) }))
        .catch((error) => win.console.warn(`cmi5: ${error.message}`));
    }
  });
  win.addEventListener('pagehide', () => {
    save({ keepalive: true });
    client.send(statement('terminated', { result: { duration: isoDuration(Date.now() - started) } }), { keepalive: true })
      .catch((error) => win.console.warn(`cmi5: ${error.message}`));
  }, { once: true });
  return client;
}

launchCmi5();
