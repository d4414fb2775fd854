// Controls: the scenario picker with its title and "try this" prompt, and the
// dials: the magnitude slider and the sink toggle + score slider, each with the
// sentence that says what it is doing right now.
import { shiftPart } from './view-shift.js';
import { stretchPart } from './view-stretch.js';
import { h, replace, setAttr, setText } from '../lib/dom.js';
import { setNumberText } from './view-bits.js';
import * as E from '../lesson/explain.js';

// The header: the step's name (or the author's heading, or at "all" the
// example's title) first, then the "Try this" with its ✓, then where the
// learner is and on which example (said once by the element's live region, so the
// mark here is not live), and at "all" the example picker.
export function scenarioView(container, actions) {
  const { t } = actions;
  const select = h('select', { id: 'scenario', 'data-key': 'scenario',
    on: { change: () => actions.pickScenario(select.value) } });
  const picker = h('div', { class: 'picker' }, [h('label', { for: 'scenario', text: t('scenario.picker') }), select]);
  const title = h('h2', { class: 'title', dir: 'auto' });
  const where = h('span', { class: 'step-where' });
  const exampleName = h('span', { class: 'example-name' });
  // Previous and next example of the step (view-extra.js examplesOf), where there are several.
  const flipButton = (key, delta) => h('button', { type: 'button', class: 'button small', 'data-key': key, text: t('scenario.' + key),
    on: { click: () => actions.flipExample(delta) } });
  const flip = h('span', { class: 'button-row' }, [flipButton('previous', -1), flipButton('next', 1)]);
  const place = h('p', { class: 'step-line' }, [where, exampleName, flip]);
  const tryLabel = h('strong', { text: t('scenario.try') });
  const tryText = h('span', { dir: 'auto' });
  // Its room is kept while the task is not done (playground.css: its words, drawn invisible), so the ✓
  // arriving adds no line to the Try this and moves nothing under the learner's finger.
  const tryDone = h('span', { class: 'task-done', 'data-room': ' ' + t('task.done') });
  const tryThis = h('p', { class: 'try-this' }, [tryLabel, tryText, tryDone]);
  replace(container, [title, tryThis, place, picker]);
  let shape = '';

  function render(vm, extra) {
    const list = extra.scenarios; // [{ id, title }]
    const nextShape = list.map((s) => s.id).join('|') + '|' + vm.scenario.id;
    if (nextShape !== shape) {
      shape = nextShape;
      const options = list.slice();
      if (!options.some((s) => s.id === vm.scenario.id)) options.unshift({ id: vm.scenario.id, title: vm.scenario.title });
      replace(select, options.map((s) => h('option', { value: s.id, text: s.title })));
    }
    select.value = vm.scenario.id;
    picker.hidden = list.length < 2 || vm.hide.includes('scenario') || !vm.shows.explore;
    // A step is titled by its section; the learned step trains on sentences of its own, so it names no example.
    const stepped = vm.step !== 'all';
    // An author's own example keeps its own title (and then the step is named on the line below).
    const name = vm.heading || (stepped && !extra.task.authored ? t('step.' + vm.step) : vm.scenario.title);
    setText(title, name);
    title.hidden = vm.hide.includes('title');
    const at = vm.steps.indexOf(vm.step);
    const navigable = !extra.stepFixed && !vm.hide.includes('steps') && at >= 0;
    setText(where, navigable ? t('steps.of', { n: at + 1, count: vm.steps.length }) : '');
    // (Nor the heads step's example while the trained model's heads are shown: extra.task.key.)
    const showExample = stepped && vm.step !== 'learned' && vm.scenario.title !== name && !extra.task.key;
    const flips = extra.examples;
    const example = flips ? t('scenario.example-of', { n: flips.n, count: flips.count, title: vm.scenario.title })
      : extra.task.authored && stepped ? t('step.' + vm.step) : t('scenario.example', { title: vm.scenario.title });
    setText(exampleName, flips || showExample || (extra.task.authored && stepped) ? (navigable ? ' · ' : '') + example : '');
    flip.hidden = !flips;
    place.hidden = !navigable && !exampleName.textContent;
    // The step's task (checked), an author's own (not checked), or the example's own words in "all".
    const task = extra.task;
    setNumberText(tryText, E.tryThis(vm, task)); // its numbers in their own order in any direction ("over 90%")
    setText(tryDone, task.checked && task.done ? ' ' + t('task.done') : '');
    tryThis.classList.toggle('is-done', task.checked && task.done);
    tryThis.hidden = vm.hide.includes('task') || !task.shown || !tryText.textContent;
  }

  return { render };
}

// Dragging draws every step (preview); letting go (change) makes it a learner's change.
// The value beside the slider is for the eye: a screen reader hears the
// slider's own aria-valuetext ("magnitude 3.3"), so the number is not said twice
// and never said bare.
// Its aria-valuetext follows at once (said(value)), not at the next drawing: a
// reader that hears the change while the old text is still there says nothing.
function slider(id, label, min, max, onInput, onChange, said) {
  let before = null; // where the slider was before the learner moved it (holdInPlace)
  const moved = () => {
    if (before === null) before = input.getBoundingClientRect().top;
    setAttr(input, 'aria-valuetext', said(Number(input.value)));
    onInput(Number(input.value));
  };
  const input = h('input', { type: 'range', id, min, max, step: 0.1, 'data-key': id,
    on: { input: moved, change: () => { moved(); onChange(); } } });
  const output = h('span', { class: 'dial-value', 'aria-hidden': 'true' });
  const row = h('div', { class: 'slider-row' }, [h('label', { for: id, text: label }), input, output]);
  // What a slider changes above it (the table's numbers, its sentences, the rounding note) may grow or
  // shrink as it moves: once the drawing is done (after every view has drawn: a microtask), the page
  // scrolls by as much, so the slider stays under the learner's finger (on a phone it jumped 40 to 170 px).
  const holdInPlace = () => {
    if (before === null) return;
    const was = before;
    before = null;
    queueMicrotask(() => {
      const shift = input.getBoundingClientRect().top - was;
      if (Math.abs(shift) >= 0.5 && input.isConnected) scrollerOf(input).scrollBy(0, shift);
    });
  };
  return { input, output, row, holdInPlace };
}

// What scrolls the page a node is in: its nearest ancestor that scrolls (through shadow roots), else the document.
function scrollerOf(node) {
  for (let e = node.parentElement || node.getRootNode().host; e; e = e.parentElement || (e.getRootNode().host || null)) {
    const style = getComputedStyle(e);
    if (/(auto|scroll)/.test(style.overflowY) && e.scrollHeight > e.clientHeight) return e;
  }
  return window;
}

export function dialsView(container, actions) {
  const { t, num } = actions;
  const magnitude = slider('magnitude', t('dials.magnitude'), 1, 10, (v) => actions.preview({ magnitude: v }), actions.commit,
    (v) => t('dials.magnitude-said', { value: num(v) }));
  // The sentence under the slider says what it is doing now; it does not describe
  // the slider (Chromium says a slider's description again at every key press,
  // before its value): it is read where it stands, and the live region says the change.
  const magnitudeText = h('p', { class: 'explain', id: 'magnitude-text' });
  const magnitudeTitle = h('h3', { class: 'dial-title', text: t('dials.magnitude-title') });
  const shift = shiftPart(actions);
  // Where softmax is taught: the query (and its best match's key) stretched by the magnitude, under its slider.
  const stretch = stretchPart(actions);
  const magnitudeBox = h('div', { class: 'dial' }, [magnitudeTitle, magnitude.row, stretch.node, magnitudeText, shift.node]);

  const sinkOn = h('input', { type: 'checkbox', id: 'sink-on', 'data-key': 'sink-on',
    on: { change: () => actions.set({ sink: { on: sinkOn.checked, score: Number(sinkScore.input.value) } }) } });
  const sinkScore = slider('sink-score', t('dials.sink-score'), 0, 10, (v) => actions.preview({ sink: { on: sinkOn.checked, score: v } }), actions.commit,
    (v) => t('dials.sink-said', { value: num(v) }));
  const sinkText = h('p', { class: 'explain', id: 'sink-text' });
  const sinkTitle = h('h3', { class: 'dial-title', text: t('dials.sink-title') });
  const sinkBox = h('div', { class: 'dial' }, [
    sinkTitle,
    h('div', { class: 'toggle' }, [sinkOn, h('label', { for: 'sink-on', text: t('dials.sink-use') })]),
    sinkScore.row, sinkText]);
  replace(container, [magnitudeBox, sinkBox]);

  function render(vm) {
    magnitude.holdInPlace();
    sinkScore.holdInPlace();
    // The region's name says the sink only once the chapter has taught it.
    setAttr(container, 'aria-label', t(vm.shows.sink ? 'section.dials' : 'dials.magnitude'));
    if (Number(magnitude.input.value) !== vm.magnitude) magnitude.input.value = vm.magnitude;
    setText(magnitude.output, t('dials.magnitude-value', { value: num(vm.magnitude) }));
    setAttr(magnitude.input, 'aria-valuetext', t('dials.magnitude-said', { value: num(vm.magnitude) }));
    setNumberText(magnitudeText, vm.texts.magnitude);
    // Its sentence where the chapter introduces it; compact in the later steps.
    magnitudeText.hidden = !(vm.shows.explore || vm.step === 'softmax');
    magnitudeTitle.hidden = magnitudeText.hidden;
    magnitudeBox.hidden = vm.hide.includes('magnitude') || !vm.shows.softmax;
    if (vm.shows.explore || vm.step === 'softmax') stretch.update(vm); else stretch.node.hidden = true;
    // "Only the differences count" where softmax is taught.
    if (vm.shows.explore || vm.step === 'softmax') shift.update(vm); else shift.node.hidden = true;
    sinkOn.checked = vm.sink.on;
    if (Number(sinkScore.input.value) !== vm.sink.score) sinkScore.input.value = vm.sink.score;
    sinkScore.input.disabled = !vm.sink.on;
    sinkScore.row.classList.toggle('is-off', !vm.sink.on);
    // After the sink step, the score slider of a sink that is off stays out of the way.
    sinkScore.row.hidden = !vm.sink.on && !vm.shows.explore && vm.step !== 'sink';
    setText(sinkScore.output, num(vm.sink.score));
    setAttr(sinkScore.input, 'aria-valuetext', t('dials.sink-said', { value: num(vm.sink.score) }));
    setNumberText(sinkText, vm.texts.sink);
    sinkText.hidden = !(vm.shows.explore || vm.step === 'sink');
    sinkTitle.hidden = sinkText.hidden;
    sinkBox.hidden = vm.hide.includes('sink') || !vm.shows.sink;
    container.hidden = magnitudeBox.hidden && sinkBox.hidden;
  }

  return { render };
}
