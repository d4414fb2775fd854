// What a learner must hear of one step through Orca (a walk of walk.js),
// as a list of problems, each a sentence; none means the step is heard well:
//   - the section's name first, then its Try this;
//   - every share on screen with its number;
//   - no focus mode after the page loads or after Next (the Down arrow then says nothing);
//   - at most 2 utterances per key press that changes something (a value, then
//     a message): Right on the slider, Enter on Next (a Down arrow reads a line,
//     which Orca says object by object);
//   - after Next, the new step's name;
//   - no number run into a word ("score0", "0the");
//   - no word of a later section (tests/browser/later-words.js: no "head"
//     before "Several heads", no "%" before "Dividing your attention"...);
//     what Next says belongs to the step it opens, and the Next button's name may name it.
'use strict';
const { STEPS, notYet } = require('../browser/later-words.js');

// Orca's announcement that it left browse mode.
const FOCUS_MODE = /^Focus mode$/i;
const WIDGET_FIRST = 'Listening page'; // the page's own heading, before the widget

// Letters and digits as Orca may pass them on: quotes and spaces evened out.
const plain = (text) => String(text).replace(/[“”"‘’']/g, '').replace(/\s+/g, ' ').trim();

function problems(walk) {
  const out = [];
  const lines = walk.lines.flat();
  // The widget's lines: what comes after the page's own heading.
  const start = lines.findIndex((u) => u.includes(WIDGET_FIRST));
  const widget = lines.slice(start + 1).filter((u) => !FOCUS_MODE.test(u));
  const first = widget.findIndex((u) => /\S/.test(u));
  if (first < 0 || !plain(widget[first]).startsWith(plain(walk.name))) {
    out.push(`the first thing read is not the section's name “${walk.name}” but “${widget[first]}”`);
  } else if (!widget.slice(first + 1, first + 3).some((u) => /^Try this/.test(u))) {
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
    if (!walk.slider.some((u) => /magnitude \d/.test(u))) out.push(`one ${walk.sliderKey} on the slider did not say its value: ${walk.slider.join(' | ')}`);
  }
  if (walk.next) {
    if (walk.next.length > 2) out.push(`Next gave ${walk.next.length} utterances: ${walk.next.map((u) => `“${u}”`).join(' ')}`);
    if (walk.nextName && !walk.next.some((u) => plain(u).includes(plain(walk.nextName)))) {
      out.push(`after Next the new step's name “${walk.nextName}” is not heard: ${walk.next.join(' | ')}`);
    }
  }
  const all = walk.load.concat(lines, walk.slider || [], walk.next || []);
  for (const u of all) {
    const run = u.match(/\p{L}{2,}\d|\d\p{L}{2,}/u);
    if (run) out.push(`a number run into a word: “${run[0]}” in “${u}”`);
  }
  // After Next the learner is on the following step: its words are checked against that step.
  const nextStep = STEPS[STEPS.indexOf(walk.step) + 1];
  const heard = [[walk.step, walk.load.concat(lines, walk.slider || [])], [nextStep, walk.next || []]];
  // The Next button's name says where it goes ("Next: Several heads"): that one name may name the next section.
  const nextButton = walk.nextName ? `Next: ${walk.nextName}` : null;
  for (const [step, said] of heard) {
    for (const [idea, pattern] of notYet(step)) {
      for (const u of said) {
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
  return [`# ${walk.step} in ${walk.engine}`]
    .concat(part('loaded', walk.load))
    .concat(...walk.lines.map((said, i) => part(`Down ${i + 1}`, said)))
    .concat(walk.slider ? part('Tab to the magnitude slider (the last Tab)', walk.tabs.slider || []) : [])
    .concat(walk.slider ? part(`${walk.sliderKey} on the magnitude slider`, walk.slider) : [])
    .concat(walk.next ? part('Tab to Next (the last Tab)', walk.tabs.next || []) : [])
    .concat(walk.next ? part('Enter on Next', walk.next) : [])
    .join('\n') + '\n';
}

const count = (walk) => walk.load.length + walk.lines.flat().length + (walk.slider || []).length + (walk.next || []).length;

module.exports = { problems, transcript, count };
