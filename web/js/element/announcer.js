// The widget's one announcement channel: a polite live region that says one
// message per settled change, the result first. A burst of changes (a drag,
// a held arrow key, training frames) says only its last state, once the
// learner pauses. A learner's change is answered even when its result is the
// same words as before ("The sink takes 80.0%…" again after a magnitude key):
// the region's text then differs by a trailing no-break space, which readers
// do not say but which makes the live region speak.
// The messages themselves are written by explain.js (announcement, stepIntro).
import { h } from '../lib/dom.js';

export const SETTLE_MS = 500; // the pause that makes a change settled

export function announcer() {
  const region = h('div', { class: 'visually-hidden', 'aria-live': 'polite', 'aria-atomic': 'true' });
  let timer = 0;
  let said = ''; // the last message said or already on screen (for tests and curious people)
  // What waits to be said: news (training's milestones) and a ✓ accumulate;
  // a learner's result is replaced by the next one (only the settled state counts).
  let pending = null;

  function flush() {
    timer = 0;
    if (!pending) return;
    const message = [pending.result, ...pending.news, ...pending.done].filter(Boolean).join(' ');
    pending = null;
    if (!message) return;
    said = message;
    region.textContent = region.textContent === message ? message + '\u00a0' : message;
  }

  return {
    region,
    get said() { return said; },
    // Says { result, news, done } once the changes settle (a later say() replaces the result).
    say({ result = '', news = '', done = '' }) {
      if (!result && !news && !done) return;
      if (!pending) pending = { result: '', news: [], done: [] };
      if (result) pending.result = result;
      if (news) pending.news.push(news);
      if (done) pending.done.push(done);
      clearTimeout(timer);
      timer = setTimeout(flush, SETTLE_MS);
    },
    // What is on screen already (a first drawing): not news, not said. A
    // message still waiting to be said stays: it is the learner's.
    hush(message) {
      if (!pending) said = message;
    },
  };
}
