// The engine tests of one engine, as node:test tests: every step's checks
// (step-checks.js) at 1280 px in a 760 px column, with a screenshot of each;
// every step in a 360 px phone (an iframe: WebKitGTK's window cannot be that
// narrow) with no sideways scrolling, and a screenshot; and the reserve
// stylesheet's room: the text below each step moves by at most 24 px when the
// widget is drawn (the room is rounded up to 10 px, and line boxes differ a
// few pixels between engines); every declaration of the stylesheets is
// one the engine accepts; and right to left (right-to-left.js): an Arabic
// widget in a 1280 px and a 760 px column and on the 360 px phone runs its
// words, bars, match table and heatmap right to left, and an English widget in
// a right-to-left page stays left to right, with a screenshot of each.
// Screenshots go to tests/engines/screenshots/<engine>/.
// Each <engine>.test.js file calls engineTests(engine); an engine that is not
// installed fails every test, with the command that installs it.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { launch, checkInstalled, ENGINES } = require('./drivers.js');
const { startServer } = require('./server.js');
const { STEPS, CHECKS, open, settle, errors } = require('./step-checks.js');
const { declarations } = require('./css-declarations.js');
const RTL = require('./right-to-left.js');

const MOVE_PX = 24;
// Declarations an engine may drop, and why nothing is lost there.
const ENGINE_ONLY = {
  webkit: {
    'forced-color-adjust': 'WebKitGTK has no forced-colours mode to adjust to',
    'user-select': 'WebKit takes its twin -webkit-user-select, declared beside it',
  },
  firefox: { '-webkit-tap-highlight-color': 'a WebKit and Blink property for the flash of a tapped link' },
};

function engineTests(engine) {
  const name = ENGINES[engine].label;
  const shots = path.join(__dirname, 'screenshots', engine);
  let d;
  let server;

  before(async () => {
    checkInstalled(engine);
    fs.mkdirSync(shots, { recursive: true });
    server = await startServer();
    d = await launch(engine);
    console.log(`# ${name}: ${d.label}`);
  });
  after(async () => {
    if (d) await d.close();
    if (server) await server.close();
  });

  for (const step of STEPS) {
    test(`${name}: the ${step} step draws the numbers worked out by hand and answers one click or key`, async () => {
      await d.size(1280, 1400);
      const note = await CHECKS[step](d, server.lesson(`step="${step}"`));
      await d.run(() => window.scrollTo(0, 0));
      await d.screenshot(path.join(shots, `${step}-760.png`));
      assert.deepEqual(await errors(d), [], 'no errors on the page');
      console.log(`# ${name} ${step}: ${note}`);
    });
  }

  test(`${name}: accepts every declaration of the widget's and the pages' stylesheets`, async () => {
    await d.goto(server.lesson('step="needs"'));
    const known = ENGINE_ONLY[engine] || {};
    const dropped = await d.run((all) => all.filter((x) => !CSS.supports(x.property, x.value))
      .map((x) => `${x.file}: ${x.property}: ${x.value}`), declarations().filter((x) => !known[x.property]));
    assert.deepEqual(dropped, [], `${name} drops these declarations`);
  });

  test(`${name}: on a 360 px phone no step scrolls sideways (the learned one open), and a screenshot of each`, async () => {
    await d.size(460, 2300);
    const figures = [];
    for (const step of STEPS) {
      await open(d, server.phone(server.lesson(`step="${step}"`, { width: 360 })));
      if (step === 'learned') {
        const at = await d.run(() => window.__engines.point('[data-key="train-step"]'));
        await d.click(at.x, at.y);
        await d.waitFor(() => window.__engines.exists('table.learned-table'), null, 90000, 'the learned step trained a step');
        await settle(d);
      }
      const geometry = await d.run(() => window.__engines.geometry());
      assert.ok(geometry.scrollWidth <= 360, `${step} is ${geometry.scrollWidth} px wide on a 360 px phone`);
      figures.push(`${step} ${geometry.height}`);
      await d.run(() => window.__engines.fitFrame());
      await settle(d);
      await d.screenshot(path.join(shots, `${step}-360.png`));
      assert.deepEqual(await errors(d), [], `${step}: no errors on the page`);
    }
    console.log(`# ${name} heights at 360 px: ${figures.join(', ')}`);
  });

  test(`${name}: an Arabic widget runs right to left in a 1280 px and a 760 px column and on a 360 px phone: words, bars, match table, heatmap`, async () => {
    const notes = [];
    for (const width of [1280, 760, 360]) {
      const lesson = server.lesson(`${RTL.ATTRIBUTES} lang="ar"`, { width });
      await d.size(width === 360 ? 460 : 1280, width === 360 ? 2300 : 1400);
      notes.push(`${width} px: ${await RTL.arabic(d, width === 360 ? server.phone(lesson) : lesson, `ar at ${width} px`)}`);
      await d.run(() => window.__engines.fitFrame());
      await d.run(() => window.scrollTo(0, 0));
      await settle(d);
      await d.screenshot(path.join(shots, `rtl-ar-${width}.png`));
      if (engine === 'webkit') { // its screenshots are the window: the heatmap, further down, in one of its own
        const at = await d.run(() => window.__engines.point('table.heatmap'));
        await d.run((y) => window.scrollBy(0, y), at.y - 300); // the phone's iframe, grown to its page, does not scroll itself
        await d.screenshot(path.join(shots, `rtl-ar-${width}-heatmap.png`));
      }
      assert.deepEqual(await errors(d), [], `ar at ${width} px: no errors on the page`);
    }
    console.log(`# ${name} right to left: ${notes.join('; ')}`);
  });

  test(`${name}: an English widget in a right-to-left Arabic page stays left to right`, async () => {
    await d.size(1280, 1400);
    await RTL.english(d, server.lesson(`${RTL.ATTRIBUTES} lang="en"`, { html: 'lang="ar" dir="rtl"' }), 'en in an rtl page');
    await d.run(() => window.scrollTo(0, 0));
    await d.screenshot(path.join(shots, 'rtl-en-in-rtl-page.png'));
    assert.deepEqual(await errors(d), [], 'no errors on the page');
  });

  test(`${name}: with the reserve stylesheet the text below each step moves by at most ${MOVE_PX} px when it is drawn`, async () => {
    await d.size(1280, 1000);
    for (const width of [760, 360]) {
      const moves = [];
      for (const step of STEPS) {
        const lesson = server.lesson(`step="${step}"`, { width, reserve: true, later: true });
        await d.goto(width === 360 ? server.phone(lesson) : lesson);
        const held = await d.run(() => window.__engines.below());
        await d.run(() => window.__engines.go());
        await d.waitFor(() => window.__engines.defined(), null, 30000, 'the widget to draw');
        await settle(d);
        const moved = (await d.run(() => window.__engines.below())) - held;
        moves.push(`${step} ${moved > 0 ? '+' : ''}${moved}`);
        assert.ok(Math.abs(moved) <= MOVE_PX, `${step} at ${width} px: the text below moved ${moved} px`);
        assert.deepEqual(await errors(d), [], `${step}: no errors on the page`);
      }
      console.log(`# ${name} text below at ${width} px moved: ${moves.join(', ')}`);
    }
  });
}

module.exports = { engineTests };
