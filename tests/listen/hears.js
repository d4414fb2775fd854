// What a learner must hear of one step through Orca (a walk of walk.js),
// as a list of problems, each a sentence; none means the step is heard well:
// A walk in another language (walk.lang: es, ar) is held to that language's own
// words, read from its catalogue (words.js): its section names, "Try this", the
// slider's "magnitude 3.3", "Step 5 of 9", "Next: …" and its later-section words.
//   - the section's name first (the catalogue's, not the page's), then its Try this;
//   - every share on screen with its number;
//   - no focus mode after the page loads or after Next (the Down arrow then says nothing);
//   - at most 2 utterances per key press that changes something (a value, then
//     a message): Right on the slider, Enter on Next (a Down arrow reads a line,
//     which Orca says object by object);
//   - after Next, "Step n of 9" and the new step's name;
//   - no number run into a word ("score0", "0the"), no sentence closed twice ("?.", «؟.»);
//   - no word of a later section (tests/browser/later-words.js: no "head"
//     before "Several heads", no "%" before "Dividing your attention"...);
//     what Next says belongs to the step it opens, and the Next button's name may name it;
//     the address the walk typed into the browser's address bar (read back by
//     Orca as it autocompletes) is the harness's, not the widget's, and is not held to it.
'use strict';
const { STEPS, notYet } = require('../browser/later-words.js');
const { words } = require('./words.js');

// Orca's announcement that it left browse mode.
const FOCUS_MODE = /^Focus mode$/i;
const WIDGET_FIRST = 'Listening page'; // the page's own heading, before the widget
// The walk's own address (walk.js's page), said while it is typed into the address bar.
const ADDRESS = /listen\.html\?walk=/;

// Letters and digits as Orca may pass them on: quotes and spaces evened out, and
// the bidi marks dropped (never spoken: Chromium passes Arabic's left-to-right
// marks around "%" on to Orca, Firefox does not).
const plain = (text) => String(text).replace(/[“”"‘’']/g, '').replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '')
  .replace(/\s+/g, ' ').trim();

// The magnitude the slider said last in a walk ("magnitude 3.3" in its language), or null.
function sliderValue(walk) {
  const W = words(walk.lang);
  const said = (walk.slider || []).map((u) => plain(u).match(W.sliderSaid)).find(Boolean);
  return said ? W.number(said[1]) : null;
}

function problems(walk) {
  const out = [];
  const W = words(walk.lang);
  const name = W.stepName(walk.step);
  if (plain(walk.name) !== plain(name)) out.push(`the step shows the name “${walk.name}”, its catalogue says “${name}”`);
  const lines = walk.lines.flat();
  // The widget's lines: what comes after the page's own heading.
  const start = lines.findIndex((u) => u.includes(WIDGET_FIRST));
  const widget = lines.slice(start + 1).filter((u) => !FOCUS_MODE.test(u));
  const first = widget.findIndex((u) => /\S/.test(u));
  if (first < 0 || !plain(widget[first]).startsWith(plain(name))) {
    out.push(`the first thing read is not the section's name “${name}” but “${widget[first]}”`);
  } else if (!widget.slice(first + 1, first + 3).some((u) => W.tryThis.test(u))) {
    out.push(`Try this does not follow the section's name: “${widget.slice(first + 1, first + 3).join(' | ')}”`);
  }
  for (const share of walk.shares) {
    const word = plain(share.label).split(':')[0].replace(/ \(.*$/, '');
    const number = plain(share.number);
    if (!lines.some((u) => plain(u).includes(number) && plain(u).includes(word))) {
      out.push(`a share is not heard with its number: “${share.label}” ${share.number}`);
    }
  }
  if (walk.load.some((u) => FOCUS_MODE.test(u))) out.push('focus mode after the page loads');
  if (walk.next && walk.next.some((u) => FOCUS_MODE.test(u))) out.push('focus mode after Next');
  const silentTail = walk.lines.slice(-3).every((l) => l.length === 0) && walk.lines.length >= 3;
  if (silentTail) out.push('the Down arrow said nothing before the end of the page');
  if (walk.slider) {
    if (walk.slider.length > 2) out.push(`one ${walk.sliderKey} on the slider gave ${walk.slider.length} utterances: ${walk.slider.map((u) => `“${u}”`).join(' ')}`);
    if (!walk.slider.some((u) => W.sliderSaid.test(plain(u)))) out.push(`one ${walk.sliderKey} on the slider did not say its value: ${walk.slider.join(' | ')}`);
  }
  // After Next the learner is on the following step: its words are checked against that step.
  // After the last step, Next opens the whole playground ("Everything at once: …"), which has
  // no "Step n of 9" and where every idea has been taught.
  const nextStep = STEPS[STEPS.indexOf(walk.step) + 1] || 'all';
  const nextName = W.stepName(nextStep);
  if (walk.training) {
    // Training's milestones, never its frames: started, the gate passed (once), paused.
    const said = walk.training.said.map(plain);
    const W2 = words(walk.lang);
    if (!walk.training.passed) out.push(`the gate did not pass within 180 s of training (step ${walk.training.step})`);
    for (const [what, pattern] of [['started', W2.trainingStarted], ['the gate passed', W2.trainingPassed], ['paused', W2.trainingPaused]]) {
      const heard = said.filter((u) => pattern.test(u)).length;
      if (heard !== 1) out.push(`training: “${what}” heard ${heard} times: ${walk.training.said.join(' | ')}`);
    }
    if (said.length > 8) out.push(`training said ${said.length} things (frames?): ${walk.training.said.join(' | ')}`);
  }
  if (walk.next) {
    if (walk.next.length > 2) out.push(`Next gave ${walk.next.length} utterances: ${walk.next.map((u) => `“${u}”`).join(' ')}`);
    if (!walk.next.some((u) => plain(u).includes(plain(nextName)))) {
      out.push(`after Next the new step's name “${nextName}” is not heard: ${walk.next.join(' | ')}`);
    }
    const where = nextStep === 'all' ? null : W.stepOf(STEPS.indexOf(nextStep) + 1, STEPS.length);
    if (where && !walk.next.some((u) => plain(u).includes(plain(where)))) out.push(`after Next “${where}” is not heard: ${walk.next.join(' | ')}`);
  }
  const all = walk.load.concat(lines, walk.slider || [], walk.next || []);
  for (const u of all) {
    const run = u.match(/\p{L}{2,}\d|\d\p{L}{2,}/u);
    if (run) out.push(`a number run into a word: “${run[0]}” in “${u}”`);
    const twice = u.match(/[?!\u061f]\.(?=\s|$)/u); // "matches?." / «شيء؟.»: a sentence closed twice
    if (twice) out.push(`a sentence closed twice: “${twice[0]}” in “${u}”`);
  }
  const heard = [[walk.step, walk.load.concat(lines, walk.slider || [])]].concat(nextStep === 'all' ? [] : [[nextStep, walk.next || []]]);
  // The Next button's name says where it goes ("Next: Several heads"): that one name may name the next section.
  const nextButton = walk.nextName ? W.nextTo(nextName) : null;
  for (const [step, said] of heard) {
    for (const [idea, pattern] of notYet(step, W.lang)) {
      for (const u of said.filter((x) => !ADDRESS.test(x))) {
        const found = (nextButton ? u.split(nextButton).join('') : u).match(pattern);
        if (found) out.push(`a word of a later section (${idea}): “${found[0]}” in “${u}”`);
      }
    }
  }
  return out;
}

// The utterances of a walk, as a transcript a maintainer reads.
function transcript(walk) {
  const part = (title, said) => [`## ${title}`].concat(said.length ? said.map((u) => `  ${u}`) : ['  (nothing)']);
  return [`# ${walk.step} in ${walk.engine}${walk.lang && walk.lang !== 'en' ? `, lang=${walk.lang}` : ''}`]
    .concat(part('loaded', walk.load))
    .concat(...walk.lines.map((said, i) => part(`Down ${i + 1}`, said)))
    .concat(walk.slider ? part('Tab to the magnitude slider (the last Tab)', walk.tabs.slider || []) : [])
    .concat(walk.slider ? part(`${walk.sliderKey} on the magnitude slider`, walk.slider) : [])
    .concat(walk.training ? part('Tab to Train (the last Tab)', walk.tabs.train || []) : [])
    .concat(walk.training ? part(`Enter on Train, then all it said while training until the gate passed (${walk.training.seconds.toFixed(0)} s, ` +
      `step ${walk.training.step}), and Enter to pause`, walk.training.said) : [])
    .concat(walk.next ? part('Tab to Next (the last Tab)', walk.tabs.next || []) : [])
    .concat(walk.next ? part('Enter on Next', walk.next) : [])
    .join('\n') + '\n';
}

const count = (walk) => walk.load.length + walk.lines.flat().length + (walk.slider || []).length + (walk.next || []).length +
  (walk.training ? walk.training.said.length : 0);

module.exports = { problems, transcript, count, sliderValue };
