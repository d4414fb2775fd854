// "Where the vectors come from": the projection view (e → q, k, v, editable)
// and live training (step, train, pause, reset, loss curve, heatmap), driven
// through the page the way a learner does. Prints the figures the issue asks
// for: steps and wall time to a pronoun accuracy ≥ 0.9, steps per second,
// the longest gap between frames while training, and the input delay.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { default: AxeBuilder } = require('@axe-core/playwright');
const H = require('./helpers.js');

const W = 'attention-playground';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
let browser;

// TRAINING_DIST: serve another assembled folder than dist/ (while dist/ is being rebuilt)
before(async () => { browser = await H.start(process.env.TRAINING_DIST ? { folder: process.env.TRAINING_DIST } : {}); });
after(async () => { await browser.close(); });

async function openView(page) {
  await H.open(page, browser.url);
  const toggle = page.locator(`${W} .training-toggle`);
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.locator(`${W} table.tr-heatmap`).waitFor();
  await page.locator(`${W} table.pv-table`).waitFor();
}

// What the view shows, read from the page.
async function read(page) {
  return page.locator(W).evaluate((element) => {
    const r = element.shadowRoot;
    const text = (selector) => Array.from(r.querySelectorAll(selector)).map((x) => x.textContent);
    return {
      step: Number(r.querySelector('.tr-steps').dataset.step),
      loss: r.querySelector('.loss-now').dataset.loss,
      points: Number(r.querySelector('.tr-plot').dataset.points),
      heat: text('.tr-cell').join(','),
      weights: Array.from(r.querySelectorAll('.pv-table input')).map((i) => i.value).join(','),
      q: text('[data-vector="q"]').join(','),
      k: text('[data-vector="k"]').join(','),
      row: text('[data-weight]').join(','),
      rate: Number(r.querySelector('.tr-speed').dataset.rate),
      pronoun: r.querySelector('.tr-accuracy').dataset.pronoun,
      learned: r.querySelector('.tr-learned').textContent,
      accuracy: r.querySelector('.tr-accuracy').textContent,
    };
  });
}

test('the projection view: embedding, W_Q/W_K/W_V and q, k, v from the core; edits update q and the attention row', async () => {
  const page = await browser.newPage();
  await openView(page);
  const features = await page.locator(`${W} .pv-table tbody tr`).count();
  assert.equal(features, 29, 'one row per embedding feature of the pronoun task');
  const before = await read(page);
  assert.equal(before.step, 0);
  assert.match(before.learned, /Not trained yet/);
  // q on the page is the core's projection of the shown embedding
  const expected = await page.locator(W).evaluate(async (element) => {
    const c = element._trainingKeep.controller;
    const core = await window.AttentionPlayground.getCore();
    return core.project({ embeddings: [c.embeddings[c.focus]], weights: c.state.params.heads[c.head].wQuery })[0];
  });
  const shownQ = before.q.split(',').map((x) => Number(x.replace('−', '-')));
  expected.forEach((x, i) => assert.ok(Math.abs(x - shownQ[i]) < 0.006, `q${i + 1}: ${shownQ[i]} vs ${x}`));

  // an embedding entry: the "cat" feature of the focus token
  await page.locator(`${W} input[data-key="pv-e-0"]`).fill('2');
  await H.settle(page);
  const edited = await read(page);
  assert.notEqual(edited.q, before.q, 'q changes with the embedding');
  assert.notEqual(edited.k, before.k, 'k changes with the embedding');
  // a weight cell of W_Q in a row the token has (its "it" feature)
  await page.locator(`${W} input[data-key="pv-wQuery-5-0"]`).fill('4');
  await H.settle(page);
  const again = await read(page);
  assert.notEqual(again.q, edited.q, 'q changes with W_Q');
  assert.notEqual(again.row, edited.row, 'the attention row changes with W_Q');
  // clicking another token shows its own vectors
  await page.locator(`${W} button.pv-token`).first().click();
  await H.settle(page);
  assert.notEqual((await read(page)).q, again.q);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('step, train and pause, reset: counts, loss curve, heatmap, same seed → same numbers', async () => {
  const page = await browser.newPage();
  await openView(page);
  const untrained = await read(page);
  assert.equal(untrained.points, 0);

  await page.locator(`${W} button.tr-step`).click();
  await H.settle(page);
  const one = await read(page);
  assert.equal(one.step, 1);
  assert.ok(Number.isFinite(Number(one.loss)));
  await page.locator(`${W} button.tr-step`).click();
  await H.settle(page);
  const two = await read(page);
  assert.equal(two.step, 2);
  assert.notEqual(two.loss, one.loss, 'the loss changes with a step');

  await page.locator(`${W} button.tr-play`).click();
  await page.waitForTimeout(1500);
  await page.locator(`${W} button.tr-pause`).click();
  await H.settle(page);
  const paused = await read(page);
  await page.waitForTimeout(400);
  const later = await read(page);
  assert.ok(paused.step > 2, `trained to step ${paused.step}`);
  assert.equal(later.step, paused.step, 'the step count stops when paused');
  assert.ok(paused.points > 2, 'the loss plot has points');
  assert.ok(Number(paused.loss) < Number(one.loss), `the loss fell: ${one.loss} → ${paused.loss}`);
  assert.notEqual(paused.heat, untrained.heat, 'the heatmap numbers changed');
  assert.notEqual(paused.weights, untrained.weights, 'the weights changed');
  console.log(`# trained ${paused.step} steps in 1.5 s of play (${Math.round(paused.rate)} steps/s); ${paused.learned}`);

  await page.locator(`${W} button.tr-reset`).click();
  await H.settle(page);
  const reset = await read(page);
  assert.equal(reset.step, 0);
  assert.equal(reset.points, 0);
  assert.equal(reset.weights, untrained.weights, 'the same seed gives the same initial weights');
  assert.equal(reset.heat, untrained.heat);

  // another seed, other weights; back to seed 1, the same ones again
  await page.locator(`${W} #tr-seed`).fill('7');
  await page.locator(`${W} #tr-seed`).press('Enter');
  await page.locator(`${W} #tr-seed`).blur();
  await H.settle(page);
  assert.notEqual((await read(page)).weights, untrained.weights);
  await page.locator(`${W} #tr-seed`).fill('1');
  await page.locator(`${W} #tr-seed`).blur();
  await H.settle(page);
  assert.equal((await read(page)).weights, untrained.weights);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('stays responsive while training: frame gaps, and Pause takes effect at once', async () => {
  const page = await browser.newPage();
  await openView(page);
  await page.evaluate(() => {
    window.frameTimes = [];
    const tick = (time) => { window.frameTimes.push(time); if (!window.stopFrames) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    const root = document.querySelector('attention-playground').shadowRoot;
    root.querySelector('button.tr-pause').addEventListener('click', (event) => {
      window.pauseDelay = performance.now() - event.timeStamp;
      window.pauseStep = Number(root.querySelector('.tr-steps').dataset.step);
    });
  });
  await page.locator(`${W} button.tr-play`).click();
  await page.waitForTimeout(2000);
  const playing = await read(page);
  await page.locator(`${W} button.tr-pause`).click();
  await H.settle(page);
  await H.settle(page);
  const after = await read(page);
  const figures = await page.evaluate(() => {
    window.stopFrames = true;
    const t = window.frameTimes;
    let longest = 0;
    for (let i = 1; i < t.length; i += 1) longest = Math.max(longest, t[i] - t[i - 1]);
    return { longest, frames: t.length, pauseDelay: window.pauseDelay, pauseStep: window.pauseStep };
  });
  console.log(`# while training: ${figures.frames} frames, longest gap between frames ${figures.longest.toFixed(1)} ms; ` +
    `${Math.round(playing.rate)} steps/s; the Pause click was handled ${figures.pauseDelay.toFixed(1)} ms after the input`);
  assert.equal(after.step, figures.pauseStep, 'no step after the Pause click');
  assert.ok(figures.pauseDelay < 100, `Pause handled within a couple of frames (${figures.pauseDelay} ms)`);
  assert.ok(figures.longest < 1000, `the longest frame gap is ${figures.longest} ms`);
  assert.ok(playing.rate > 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the pronoun task reaches a held-out pronoun accuracy ≥ 0.9 by training live', async () => {
  const page = await browser.newPage();
  await openView(page);
  const started = Date.now();
  await page.locator(`${W} button.tr-play`).click();
  await page.waitForFunction(() => {
    const r = document.querySelector('attention-playground').shadowRoot;
    const p = r.querySelector('.tr-accuracy').dataset.pronoun;
    return p !== undefined && p !== '' && Number(p) >= 0.9;
  }, null, { timeout: 60000, polling: 50 });
  const wall = Date.now() - started;
  await page.locator(`${W} button.tr-pause`).click();
  await H.settle(page);
  const done = await read(page);
  console.log(`# live view: pronoun accuracy ${done.pronoun} after ${done.step} steps, ${wall} ms wall time ` +
    `(evaluated every second while playing)`);
  console.log(`# ${done.learned}`);
  console.log(`# ${done.accuracy}`);
  assert.ok(Number(done.pronoun) >= 0.9);
  assert.match(done.learned, /attends most to/);
  // the same in the core alone, checking after every 10 steps
  const core = await page.evaluate(async () => {
    const core = await window.AttentionPlayground.getCore();
    let state = core.training.start({ task: 'pronoun', seed: 1 });
    const t0 = performance.now();
    let evaluation;
    let stepsMs = 0;
    for (;;) {
      const s0 = performance.now();
      state = core.training.steps(state, 10).state;
      stepsMs += performance.now() - s0;
      evaluation = core.training.evaluate(state, { count: 200, seed: 'beef' });
      if (evaluation.pronounAccuracy >= 0.9 || state.step >= 5000) break;
    }
    return { steps: state.step, ms: performance.now() - t0, stepsMs, accuracy: evaluation.pronounAccuracy };
  });
  console.log(`# core alone: pronoun accuracy ${core.accuracy} after ${core.steps} steps, ${core.ms.toFixed(0)} ms ` +
    `(${core.stepsMs.toFixed(0)} ms of it training, ${(core.stepsMs / core.steps).toFixed(2)} ms per step)`);
  assert.ok(core.accuracy >= 0.9);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the other tasks train too; axe-clean; no sideways scroll at 360 px; screenshots', async () => {
  const page = await browser.newPage();
  await openView(page);
  for (const task of ['copy-previous', 'match-query']) {
    await page.locator(`${W} #tr-task`).selectOption(task);
    await H.settle(page);
    const fresh = await read(page);
    assert.equal(fresh.step, 0);
    await page.locator(`${W} button.tr-play`).click();
    await page.waitForTimeout(1200);
    await page.locator(`${W} button.tr-pause`).click();
    await H.settle(page);
    const trained = await read(page);
    assert.ok(trained.step > 0 && Number(trained.loss) < 1, `${task}: loss ${trained.loss} after ${trained.step} steps`);
    assert.notEqual(trained.heat, fresh.heat);
    console.log(`# ${task}: loss ${Number(trained.loss).toFixed(3)} after ${trained.step} steps; ${trained.learned}`);
  }
  await page.locator(`${W} #tr-task`).selectOption('pronoun');
  await page.locator(`${W} button.tr-play`).click();
  await page.waitForTimeout(1500);
  await page.locator(`${W} button.tr-pause`).click();
  await H.settle(page);
  assert.deepEqual(page.errors, []);
  const result = await new AxeBuilder({ page }).include(W).withTags(TAGS).analyze();
  assert.deepEqual(result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`), []);
  page.errors.length = 0; // axe's own inline styles trip the page's CSP

  fs.mkdirSync(H.screenshots, { recursive: true });
  const view = page.locator(`${W} section.training`);
  await view.screenshot({ path: path.join(H.screenshots, 'training-1280.png') });
  await page.setViewportSize({ width: 360, height: 740 });
  await H.settle(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `the page is ${width}px wide at 360 px`);
  await view.screenshot({ path: path.join(H.screenshots, 'training-360.png') });
  assert.deepEqual(page.errors, []);
  await page.close();
});
