// The SCORM packages' wrapper: finds the LMS's API, puts the kept state back,
// and reports the lesson (score, status, suspend_data) on each ✓ and change,
// then terminates when the page goes away. The widgets never send anything
// themselves: this wrapper, which the course author chose, forwards.
import { findApi } from './scorm-api.js';
import { ScormSession } from './scorm-session.js';
import { lessonReady, lessonScore, lessonState, lessonWidgets, restoreLesson, watchLesson } from './lesson-tracker.js';
import { showStatus } from './course-status.js';

// A change of a slider is saved once it rests for this long; a ✓ at once.
const SAVE_AFTER_MS = 400;

export async function launchScorm(dialect, win = window) {
  const doc = win.document;
  const widgets = lessonWidgets(doc);
  await lessonReady(widgets, win.customElements);
  const api = findApi(win, dialect);
  if (!api) {
    showStatus(doc, 'no-course');
    return null;
  }
  const session = new ScormSession(api, dialect);
  const kept = session.start();
  if (kept) {
    const problems = restoreLesson(widgets, kept);
    if (problems.length) {
      win.console.warn(`${dialect.name}: ${problems.join('; ')}`);
      showStatus(doc, 'not-restored');
    }
    // The restored view is drawn (and its learnerState says so) once the widgets are idle again.
    await lessonReady(widgets, win.customElements);
  }
  let timer = null;
  const save = () => {
    win.clearTimeout(timer);
    timer = null;
    if (!session.save(lessonScore(widgets), JSON.stringify(lessonState(widgets)))) showStatus(doc, 'too-long');
  };
  save();
  watchLesson(widgets, (kind) => {
    if (kind === 'task') save();
    else {
      win.clearTimeout(timer);
      timer = win.setTimeout(save, SAVE_AFTER_MS);
    }
  });
  win.addEventListener('pagehide', () => {
    save();
    session.finish();
  }, { once: true });
  return session;
}
