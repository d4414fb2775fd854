// One step heard through Orca, as a screen-reader learner meets it: the page
// opened at the step, read line by line with the Down arrow to its end, Tab to
// the magnitude slider and the key that turns it up once (Right; Left in a right-to-left
// widget, whose slider runs from the right; where the step has one); at the
// learned step, Tab to Train, Enter, everything Orca says while the model trains
// until its gate passes (at most 180 s), Enter again to pause; Tab to Next and
// Enter. Returns what Orca said after each thing done, and what the page
// showed (its shares, its name), for hears.js to check:
//   { step, engine, lang, name, nextName, load, lines: [[utterance]], shares: [{ label, number }],
//     slider: [utterance] | null, training: { said, passed, seconds, step } | null, next: [utterance] | null }
'use strict';
const { focusWindow, key, openAddress } = require('./keys.js');

const END = 'End of the listening page.';

// The listening page: the widget, following the address's #step=…, between two lines of its own.
function page() {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Listening</title>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">' +
    '<link rel="stylesheet" href="page.css"></head><body class="ap-page"><main class="ap-main">' +
    '<h1>Listening page</h1><attention-playground hash></attention-playground>' +
    `<p>${END}</p></main><script src="attention-playground.js"></script></body></html>`;
}

// Where the keyboard focus is: the widget's control (data-key or id), or what else.
function focusOf() {
  const a = document.activeElement;
  if (!a || a === document.body) return 'body';
  const inner = a.shadowRoot && a.shadowRoot.activeElement;
  return inner ? (inner.dataset.key || inner.id || inner.localName) : a.localName;
}

// What the step shows: its name, the next step's, and every share on screen (label and number).
function shown() {
  const e = document.querySelector('attention-playground');
  const root = e.shadowRoot;
  const visible = (el) => el.checkVisibility();
  const next = root.querySelector('[data-key="step-next"]');
  return {
    name: root.querySelector('.scenario-bar .title').textContent,
    nextLabel: next && next.getAttribute('aria-disabled') !== 'true' ? next.getAttribute('aria-label') : null,
    shares: Array.from(root.querySelectorAll('[role="meter"]')).filter(visible)
      .map((m) => ({ label: m.getAttribute('aria-label'), number: m.querySelector('.meter-number').textContent })),
    magnitude: !!root.querySelector('#magnitude') && visible(root.querySelector('#magnitude')) && Number(root.querySelector('#magnitude').value),
    // A range input in a right-to-left widget grows to the left: there Left turns it up.
    upKey: root.querySelector('#magnitude') && getComputedStyle(root.querySelector('#magnitude')).direction === 'rtl' ? 'Left' : 'Right',
  };
}

async function ready(browser, step) {
  const until = Date.now() + 30000;
  for (;;) {
    const ok = await browser.evaluate(async (want) => {
      const e = document.querySelector('attention-playground');
      if (!e || !location.hash.includes('step=' + want) || !e.shadowRoot || !e.shadowRoot.querySelector('.scenario-bar .title')) return false;
      await e.ready;
      if (e.whenIdle) await e.whenIdle();
      return true;
    }, step).catch(() => false);
    if (ok) return;
    if (Date.now() > until) throw new Error(`the step ${step} did not open in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Presses `name` and returns what Orca said, once it has been quiet for `quietMs`.
async function press(orca, name, quietMs = 500, limit = 4000) {
  const from = orca.mark();
  key(name);
  await new Promise((resolve) => setTimeout(resolve, 150));
  await orca.quiet(quietMs, limit);
  return orca.said(from).map((u) => u.text);
}

// Tab until the focus is on `target` (at most `most` presses); what the last Tab said, or null.
async function tabTo(browser, orca, target, most = 60) {
  let said = [];
  for (let i = 0; i < most; i++) {
    if (await browser.evaluate(focusOf) === target) {
      await orca.quiet(1000, 4000); // a moment, as a person takes, before the next key
      return said;
    }
    said = await press(orca, 'Tab', 400, 2000);
  }
  return await browser.evaluate(focusOf) === target ? said : null;
}

// lastValue: the slider value Orca said last. Orca 43 says nothing when a slider's
// new value equals the last one it said (even another slider's, on another page),
// so the walk then turns it down instead of up.
// lang: the language the widget speaks (the link's lang=…), for hears.js.
async function walk(browser, orca, url, step, { maxLines = 220, lastValue = null, lang = 'en' } = {}) {
  focusWindow(browser.windowClass);
  const from = orca.mark();
  await openAddress(url);
  await ready(browser, step);
  // Page-load speech can come seconds late: wait for it to end.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await orca.quiet(1500, 15000);
  const load = orca.said(from).map((u) => u.text);
  const view = await browser.evaluate(shown);
  const lines = [];
  let silent = 0;
  for (let i = 0; i < maxLines; i++) {
    const said = await press(orca, 'Down', 350, 3000);
    lines.push(said);
    if (said.some((s) => s.includes(END))) break;
    silent = said.length ? 0 : silent + 1;
    if (silent >= 3) break; // the reader hears nothing any more (focus mode, or the end)
  }
  let slider = null;
  let next = null;
  const tabs = {};
  key('ctrl+Home');
  await orca.quiet(400, 3000);
  let sliderKey = null;
  if (view.magnitude && (tabs.slider = await tabTo(browser, orca, 'magnitude'))) {
    const downKey = view.upKey === 'Right' ? 'Left' : 'Right';
    sliderKey = Math.abs(view.magnitude + 0.1 - lastValue) < 1e-9 ? downKey : view.upKey;
    slider = await press(orca, sliderKey, 1200, 6000);
  }
  let training = null;
  if (step === 'learned' && (tabs.train = await tabTo(browser, orca, 'train'))) training = await train(browser, orca);
  if (view.nextLabel && (tabs.next = await tabTo(browser, orca, 'step-next'))) {
    next = await press(orca, 'Return', 1500, 10000);
  }
  return { step, engine: browser.engine, lang, name: view.name, nextName: view.nextLabel && view.nextLabel.replace(/^[^:]*:\s*/, ''),
    load, lines, shares: view.shares, tabs, sliderKey, slider, training, next };
}

// The learned step's card, for the walk: whether its gate passed, and at which step.
function card() {
  const c = document.querySelector('attention-playground').shadowRoot.querySelector('section.learned');
  return { passed: c.dataset.passed === 'true', step: Number(c.dataset.step), phase: c.dataset.phase };
}

// Enter on Train, and what Orca says until the gate passes (at most 180 s) and a moment after; Enter to pause.
async function train(browser, orca) {
  const from = orca.mark();
  const started = Date.now();
  key('Return');
  let now = await browser.evaluate(card);
  while (!now.passed && Date.now() - started < 180000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    now = await browser.evaluate(card);
  }
  const seconds = (Date.now() - started) / 1000;
  await orca.quiet(1500, 8000); // the gate's message
  key('Return'); // Pause
  await new Promise((resolve) => setTimeout(resolve, 400));
  await orca.quiet(1500, 8000);
  now = await browser.evaluate(card);
  return { said: orca.said(from).map((u) => u.text), passed: now.passed, seconds, step: now.step };
}

module.exports = { walk, page, END };
