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
const H = require('./helpers.js');

const W = 'attention-playground';
let browser;

// TRAINING_DIST: serve another assembled folder than dist/ (while dist/ is being rebuilt)
before(async () => { browser = await H.start(process.env.TRAINING_DIST ? { folder: process.env.TRAINING_DIST } : {}); });
after(async () => { await browser.close(); });

async function openView(page) {
  await H.open(page, browser.url + 'explore.html');
  const toggle = page.locator(`${W} .training-toggle`);
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.locator(`${W} table.tr-heatmap`).waitFor();
  await page.locator(`${W} [data-key="pv-numbers-toggle"]`).click(); // the numbers are there on demand
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
    const c = element._training.keep.controller;
    const training = await window.AttentionPlayground.getTraining();
    return training.project({ embeddings: [c.embeddings[c.focus]], weights: c.state.params.heads[c.head].wQuery })[0];
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

test('keeps drawing frames while training, and Pause stops it at the step it was clicked on', async () => {
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
  // How soon (the Pause's delay, the longest frame gap) is a benchmark goal (bench/browser.js): a timing fails on a busy machine.
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
    const ns = window.AttentionPlayground;
    const core = { training: await ns.getTraining() };
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

// The training heatmap's row for one token, in percent (numbers as shown).
async function heatRow(page, token) {
  return page.locator(`${W} table.tr-heatmap tbody tr`).nth(token).locator('td.tr-cell').evaluateAll((cells) =>
    cells.filter((cell) => cell.textContent !== '').map((cell) => cell.title));
}

async function title(page) { return page.locator(`${W} .scenario-bar .title`).textContent(); }

test('"Explore the learned attention": the trained weights drive the playground\'s tables, which follow further training', async () => {
  const page = await browser.newPage();
  await openView(page);
  await page.locator(`${W} button.tr-play`).click();
  await page.waitForFunction(() => Number(document.querySelector('attention-playground').shadowRoot
    .querySelector('.tr-steps').dataset.step) >= 150, null, { timeout: 60000, polling: 20 });
  await page.locator(`${W} button.tr-pause`).click();
  await H.settle(page);
  const trained = await read(page);
  await page.locator(`${W} button.tr-use-learned`).click();
  await page.waitForFunction(() => /^Learned:/.test(document.querySelector('attention-playground').shadowRoot
    .querySelector('.scenario-bar .title').textContent));
  await H.settle(page);
  assert.equal(await title(page), `Learned: A pronoun finds the most recent noun (after ${trained.step} training steps)`);
  assert.equal(await page.locator(`${W} .learned-about`).isVisible(), true);
  assert.equal(await page.locator(`${W} button.tr-use-learned`).isDisabled(), true);
  const tokens = (await H.readTokens(page)).map((x) => x.text);
  assert.deepEqual(tokens, ['the', 'cow', 'chased', 'the', 'fox', 'and', 'the', 'bird', 'hid', 'then', 'it', 'slept']);
  assert.equal((await H.readTokens(page)).find((x) => x.pressed).text, 'it', 'the pronoun is the focus');
  assert.deepEqual(await H.shownHeads(page), ['head1', 'head2']);

  // The playground's percentages for "it" are the training heatmap's row (the head it shows).
  const heads = { head1: await H.readTable(page, 'head1'), head2: await H.readTable(page, 'head2') };
  assert.equal(heads.head1.length, 11, 'causal: "it" sees itself and the 10 words before it');
  const heatHead = Number((await page.locator(`${W} .tr-heat h3`).textContent()).replace(/\D+/g, '')) - 1;
  // Both round the row together by the one rule, so they read the same to the tenth (the cell's title).
  const playground = heads['head' + (heatHead + 1)].map((r) => r.percentText);
  const heat = await heatRow(page, 10);
  assert.deepEqual(playground, heat, 'the playground\'s row and the training heatmap\'s agree');
  const top = heads.head1.concat(heads.head2).reduce((a, b) => (b.meter > a.meter ? b : a));
  assert.equal(top.token, 'bird', 'the strongest learned attention of "it" goes to the most recent noun');
  console.log(`# learned weights in the playground after ${trained.step} steps: "it" → "${top.token}" ${top.percentText}`);

  // The link carries the training; a Step moves the playground along with it.
  const link = await page.locator(W).evaluate((e) => e.link);
  assert.match(link, new RegExp(`#scenario=learned&step=all&training=pronoun:1:${trained.step}$`));
  await page.locator(`${W} button.tr-step`).click();
  await page.waitForFunction((steps) => document.querySelector('attention-playground').shadowRoot
    .querySelector('.scenario-bar .title').textContent.includes(`after ${steps} training steps`), trained.step + 1);
  assert.match(await page.evaluate(() => location.hash), new RegExp(`training=pronoun:1:${trained.step + 1}`));

  // Back to an example: the tables show the authored vectors again.
  await page.locator(`${W} #scenario`).selectOption('it');
  await page.waitForFunction(() => !/^Learned:/.test(document.querySelector('attention-playground').shadowRoot
    .querySelector('.scenario-bar .title').textContent));
  assert.equal(await page.locator(`${W} .learned-about`).isVisible(), false);
  assert.equal(await page.locator(`${W} button.tr-use-learned`).isDisabled(), false);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a lesson link with training=task:seed:steps trains again to the very same weights and shows them', async () => {
  const page = await browser.newPage();
  const started = Date.now();
  await H.openFresh(page, browser.url + 'explore.html#scenario=learned&training=pronoun:1:150&focus=it');
  const wall = Date.now() - started;
  assert.equal(await page.locator(`${W} .training-toggle`).getAttribute('aria-expanded'), 'true', 'the link opens the training view');
  await page.locator(`${W} table.tr-heatmap`).waitFor();
  assert.equal((await read(page)).step, 150);
  assert.equal(await title(page), 'Learned: A pronoun finds the most recent noun (after 150 training steps)');
  // the same numbers straight from the training module
  const expected = await page.evaluate(async () => {
    const ns = window.AttentionPlayground;
    const T = await ns.getTraining();
    const state = T.steps(T.start({ task: 'pronoun', seed: 1 }), 150, 16).state;
    const example = T.examples('pronoun', { count: 4, seed: 7 })[0];
    return T.forward(state, example.embeddings).heads.map((h) => h.weights[10].slice(0, 11));
  });
  for (const [h, head] of [[0, 'head1'], [1, 'head2']]) {
    const rows = await H.readTable(page, head);
    rows.forEach((r, j) => assert.ok(Math.abs(r.meter - expected[h][j] * 100) < 0.05,
      `${head}, token ${j}: shown ${r.meter}, trained ${expected[h][j] * 100}`));
  }
  console.log(`# the link retrained 150 pronoun steps and drew the learned playground in ${wall} ms`);

  // A task that does not exist, and a malformed value: notes, and the page works.
  await H.openFresh(page, browser.url + 'explore.html#training=pronon:1:5');
  assert.match(await page.locator(`${W} .notes`).textContent(), /Ignored “training=pronon:1:5”: there is no training task called “pronon” \(tasks: pronoun, copy-previous, match-query\)/);
  await H.openFresh(page, browser.url + 'explore.html#scenario=learned&training=pronoun:one:5');
  const notes = await page.locator(`${W} .notes`).textContent();
  assert.match(notes, /Ignored “training=pronoun:one:5”: not task:seed:steps/);
  assert.match(notes, /Ignored “scenario=learned”: the learned weights need a training=task:seed:steps setting too/);
  assert.ok((await H.readTable(page, (await H.shownHeads(page))[0])).length > 0, 'an example is shown instead');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('an element with training and scenario="learned" attributes shows that trained layer on its own', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  const shown = await page.evaluate(async () => {
    const element = document.createElement('attention-playground');
    element.setAttribute('training', 'copy-previous:2:60:1');
    element.setAttribute('scenario', 'learned');
    document.body.append(element);
    await element.ready;
    const r = element.shadowRoot;
    // Without a step it opens at the first one, titled by its section; the example is the trained layer.
    return { title: r.querySelector('.example-name').textContent, detail: element.stateDetail,
      open: r.querySelector('.training-toggle').getAttribute('aria-expanded'), steps: r.querySelector('.tr-steps').dataset.step };
  });
  assert.equal(shown.title, ' · Example: Learned: Copy the previous token (after 60 training steps)');
  assert.equal(shown.detail.scenario, 'learned');
  assert.equal(shown.detail.training, 'copy-previous:2:60:1');
  assert.equal(shown.open, 'true');
  assert.equal(shown.steps, '60');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a training= replay stops when its element leaves the page, and replays again when it is back or moved', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  const seen = await page.evaluate(async () => {
    const element = document.createElement('attention-playground');
    element.setAttribute('training', 'pronoun:1:3000');
    element.setAttribute('scenario', 'learned');
    document.body.append(element);
    const controller = () => element._training.keep.controller;
    const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    while (!(controller() && controller().state && controller().state.step > 0)) await wait(5);
    element.remove();
    await wait(0);
    const atRemoval = controller().state.step;
    await wait(500);
    const later = controller().state.step;
    document.body.append(element); // back: the replay starts again and finishes
    await element.ready;
    // Without a step it opens at the first, titled by its section: the example line names the trained layer.
    const example = (e) => e.shadowRoot.querySelector('.example-name').textContent;
    while (example(element).indexOf('3000') < 0) await wait(20);
    const back = { step: controller().state.step, title: example(element) };
    // moved in one go (out and in again before the replay notices): it still ends at the link's step
    const other = document.createElement('attention-playground');
    other.setAttribute('training', 'pronoun:2:2000');
    other.setAttribute('scenario', 'learned');
    document.body.append(other);
    const its = () => other._training.keep.controller;
    while (!(its() && its().replaying && its().state.step > 0)) await wait(5);
    document.body.prepend(other);
    await other.ready;
    while (example(other).indexOf('2000') < 0) await wait(20);
    const moved = { training: other.stateDetail.training, step: its().state.step };
    return { atRemoval, later, back, moved };
  });
  assert.ok(seen.atRemoval < 3000, `removed mid-replay (at step ${seen.atRemoval})`);
  assert.equal(seen.later, seen.atRemoval, 'no training step computed while the element is off the page');
  assert.equal(seen.back.step, 3000);
  assert.equal(seen.back.title, ' · Example: Learned: A pronoun finds the most recent noun (after 3000 training steps)');
  assert.deepEqual(seen.moved, { training: 'pronoun:2:2000', step: 2000 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

// The loss each task must reach (the node tests' goals: the mean of the last
// 10 batch losses) and a bound on the steps, not on time.
const GOALS = [['pronoun', 0.02, 600], ['copy-previous', 0.02, 600], ['match-query', 0.1, 800]];

test('each task reaches its loss by training live in the view: steps and wall time; axe-clean; 360 px; screenshots', async () => {
  const page = await browser.newPage();
  await openView(page);
  for (const [task, goal, maxSteps] of GOALS) {
    await page.locator(`${W} #tr-task`).selectOption(task);
    await H.settle(page);
    const fresh = await read(page);
    assert.equal(fresh.step, 0);
    const started = Date.now();
    await page.locator(`${W} button.tr-play`).click();
    await page.waitForFunction(({ goal, maxSteps }) => {
      const r = document.querySelector('attention-playground').shadowRoot;
      const recent = r.querySelector('.loss-now').dataset.recent;
      return (recent !== '' && recent !== undefined && Number(recent) < goal) ||
        Number(r.querySelector('.tr-steps').dataset.step) >= maxSteps;
    }, { goal, maxSteps }, { timeout: 120000, polling: 20 });
    const wall = Date.now() - started;
    await page.locator(`${W} button.tr-pause`).click();
    await H.settle(page);
    const trained = await read(page);
    const recent = Number(await page.locator(`${W} .loss-now`).getAttribute('data-recent'));
    // The exact step where the goal was first met: the same seed gives the same
    // losses, so the training module in the page replays them.
    const reached = await page.evaluate(({ task, goal, steps }) => window.AttentionPlayground.getTraining().then((T) => {
      const losses = T.steps(T.start({ task, seed: 1 }), steps, 16).losses;
      let at = null;
      for (let i = 10; i <= losses.length && at === null; i += 1) {
        if (losses.slice(i - 10, i).reduce((a, b) => a + b, 0) / 10 < goal) at = i;
      }
      // and the wall time of those steps in the core alone (median of 3)
      const times = [0, 1, 2].map(() => {
        const t0 = performance.now();
        T.steps(T.start({ task, seed: 1 }), at || steps, 16);
        return performance.now() - t0;
      }).sort((a, b) => a - b);
      return { at, coreMs: times[1] };
    }), { task, goal, steps: trained.step });
    console.log(`# ${task}: the mean loss of the last 10 steps is first under ${goal} at step ${reached.at}; ` +
      `those steps take ${reached.coreMs.toFixed(0)} ms in the core alone; the live view (drawn about 11 times a second) ` +
      `showed it after ${trained.step} steps and ${wall} ms wall time (${Math.round(trained.step * 1000 / wall)} steps/s with drawing)`);
    assert.ok(reached.at !== null && reached.at <= trained.step);
    assert.ok(recent < goal, `${task}: ${recent} after ${trained.step} steps`);
    assert.notEqual(trained.heat, fresh.heat);
  }
  await page.locator(`${W} #tr-task`).selectOption('pronoun');
  await page.locator(`${W} button.tr-play`).click();
  await page.waitForTimeout(1500);
  await page.locator(`${W} button.tr-pause`).click();
  await H.settle(page);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(await H.axeViolations(page, { include: W }), []);
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
