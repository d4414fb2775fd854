// The checks every engine runs (drivers.js gives the engine, page-probe.js
// reads the page): each of the nine steps, opened as a course page pastes it,
// draws with the numbers worked out by hand (expected.js) and answers one
// learner's interaction, a real click or key press; the learned step's training
// gives the very attention the Node build gives after the same steps. Numbers and structure are read
// through stable hooks only (data-key, data-index, table.match[data-head],
// [role=meter] aria-valuenow, stateDetail), never from sentences, so the
// words of a step can change without these checks.
'use strict';
const assert = require('node:assert/strict');
const X = require('./expected.js');

const STEPS = ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order'];

async function settle(d) { await d.run(() => window.__engines.idle()); }

// A course page (server.lesson) opened and drawn; returns the state it shows.
async function open(d, address) {
  await d.goto(address);
  await d.waitFor(() => window.__engines.defined(), null, 30000, 'the widget to draw');
  await settle(d);
  return d.run(() => window.__engines.state());
}

async function click(d, selector) {
  const at = await d.run((s) => window.__engines.point(s), selector);
  await d.click(at.x, at.y);
  await settle(d);
}

async function press(d, selector, key) {
  assert.equal(await d.run((s) => window.__engines.focus(s), selector), true, `${selector} takes the focus`);
  await d.press(key);
  await settle(d);
}

// One key press on a slider, the way it can go; returns [before, after].
async function nudge(d, slider) {
  const [value, min] = await d.run((s) => [window.__engines.value(s), window.__engines.attribute(s, 'min')], slider);
  await press(d, slider, Number(value) > Number(min) ? 'ArrowLeft' : 'ArrowRight');
  await d.waitFor((a) => window.__engines.value(a[0]) !== a[1], [slider, value], 5000, `${slider} to move`);
  await settle(d);
  return [Number(value), Number(await d.run((s) => window.__engines.value(s), slider))];
}

// Waits until the widget's state has changed from `before` (an interaction's
// effect can take a frame or a debounce), then returns it.
async function changed(d, before, what) {
  await d.waitFor((text) => JSON.stringify(window.__engines.state()) !== text, JSON.stringify(before), 5000, what);
  await settle(d);
  return d.run(() => window.__engines.state());
}

const table = (d, head) => d.run((h) => window.__engines.table(h), head);
const errors = (d) => d.run(() => window.__engines.errors());

// Every bar of a match table against the row worked out by hand, by data-index.
function assertBars(rows, row, what) {
  const expected = X.meters(row);
  assert.ok(rows.length > 0, `${what}: a match table with rows`);
  for (const r of rows) {
    const at = r.index === 'sink' ? expected.length - 1 : r.index;
    assert.equal(r.meter, expected[at], `${what}: the bar of ${r.index === 'sink' ? 'the sink' : `word ${r.index}`}`);
  }
  if (row.sinkWeight !== null) assert.ok(rows.some((r) => r.index === 'sink'), `${what}: the sink's row`);
}

// The row the widget should be showing, from its own state and the example's file.
async function rowOf(state, extra = {}) {
  const scenario = await X.example(state.scenario);
  return X.attention(scenario, Object.assign({ head: state.head, focus: state.focus, magnitude: state.magnitude, sink: state.sink }, extra));
}

// Another word than the focus that has a query in the shown head (one that asks something).
async function anotherAsker(state) {
  const scenario = await X.example(state.scenario);
  const h = scenario.heads.findIndex((x) => x.id === state.head);
  const i = scenario.heads[h].queries.findIndex((q, j) => j !== state.focus && q.some((x) => x !== 0));
  assert.ok(i >= 0, `${state.scenario}: another word that asks something`);
  return i;
}

const CHECKS = {
  async needs(d, page) {
    const start = await open(d, page);
    assert.equal(await d.run((k) => window.__engines.attribute(k, 'aria-pressed'), `[data-key="token-${start.focus}"]`), 'true', 'the focus word is pressed');
    const other = start.focus === 1 ? 2 : 1;
    await click(d, `[data-key="token-${other}"]`);
    const after = await changed(d, start, 'a click on another word');
    assert.equal(after.focus, other, 'the clicked word is the focus');
    assert.equal(await d.run((k) => window.__engines.attribute(k, 'aria-pressed'), `[data-key="token-${other}"]`), 'true');
    assert.equal(await d.run((k) => window.__engines.attribute(k, 'aria-pressed'), `[data-key="token-${start.focus}"]`), 'false');
    return `focus ${start.focus} → ${other}`;
  },

  async search(d, page) {
    const start = await open(d, page);
    const row = await rowOf(start);
    for (let i = 0; i < row.dots.length; i += 1) {
      assert.equal(await d.run((k) => window.__engines.exists(k), `[data-key="result-${i}"]`), true, `a page for word ${i}`);
    }
    const best = row.dots.indexOf(Math.max(...row.dots));
    await click(d, `[data-key="result-${best}"]`);
    await d.waitFor((k) => window.__engines.attribute(k, 'aria-pressed') === 'true', `[data-key="result-${best}"]`, 5000, 'the page picked');
    return `${row.dots.length} pages; picked word ${best}, whose key fits best (dot ${row.dots[best]})`;
  },

  async scores(d, page) {
    const start = await open(d, page);
    const scenario = await X.example(start.scenario);
    const h = scenario.heads.findIndex((x) => x.id === start.head);
    const assertScores = async (query, what) => {
      const row = X.attention(scenario, { head: start.head, focus: start.focus, magnitude: 1, sink: null, query });
      const rows = await table(d, start.head);
      assert.ok(rows.length > 0, `${what}: a match table`);
      for (const r of rows) {
        assert.equal(r.meter, null, `${what}: no percentages before softmax`);
        assert.ok(X.printedAs(r.score, row.dots[r.index]), `${what}: word ${r.index} scores ${r.score}, the dot product is ${row.dots[r.index]}`);
      }
      return row;
    };
    await assertScores(null, 'as opened');
    // One key press on the query's first slider.
    const [value, moved] = await nudge(d, '[data-key="edit-query-0"]');
    const query = scenario.heads[h].queries[start.focus].slice();
    query[0] = moved;
    const row = await assertScores(query, `query feature 0 at ${moved}`);
    return `scores = dot products; feature 0 ${value} → ${moved}: scores ${row.dots.map((x) => +x.toFixed(3)).join(', ')}`;
  },

  async softmax(d, page) {
    const start = await open(d, page);
    assertBars(await table(d, start.head), await rowOf(start), `magnitude ${start.magnitude}`);
    await press(d, '[data-key="magnitude"]', 'ArrowRight');
    const after = await changed(d, start, 'a magnitude key press');
    assert.ok(after.magnitude > start.magnitude, `the magnitude went up (${start.magnitude} → ${after.magnitude})`);
    const row = await rowOf(after);
    assertBars(await table(d, after.head), row, `magnitude ${after.magnitude}`);
    return `magnitude ${start.magnitude} → ${after.magnitude}: bars ${X.meters(row).join(', ')}`;
  },

  async sink(d, page) {
    const start = await open(d, page);
    assert.equal(start.sink.on, true, 'the sink step opens with the sink on');
    assertBars(await table(d, start.head), await rowOf(start), `focus ${start.focus}`);
    const other = await anotherAsker(start);
    await click(d, `[data-key="token-${other}"]`);
    const after = await changed(d, start, 'a click on another word');
    assert.equal(after.focus, other);
    const row = await rowOf(after);
    assertBars(await table(d, after.head), row, `focus ${other}`);
    return `sink ${start.sink.score}; focus ${start.focus} → ${other}: sink ${X.meters(row).pop()}%`;
  },

  async values(d, page) {
    const start = await open(d, page);
    const scenario = await X.example(start.scenario);
    const assertBlend = async (row, what) => {
      const shown = await d.run(() => window.__engines.blend());
      assert.ok(shown.length > 0, `${what}: the blended value`);
      for (const { feature, number } of shown) {
        const f = scenario.valueFeatures.indexOf(feature);
        assert.ok(f >= 0, `${what}: "${feature}" is one of the example's value features`);
        assert.ok(X.printedAs(number, row.blended[f]), `${what}: ${feature} is ${number}, by hand ${row.blended[f]}`);
      }
    };
    const first = await rowOf(start);
    assertBars(await table(d, start.head), first, `focus ${start.focus}`);
    await assertBlend(first, `focus ${start.focus}`);
    // The query's editor opened, one key press on its second slider.
    await click(d, '[data-key="edit-toggle"]');
    const [value, moved] = await nudge(d, '[data-key="edit-query-1"]');
    const h = scenario.heads.findIndex((x) => x.id === start.head);
    const query = scenario.heads[h].queries[start.focus].slice();
    query[1] = moved;
    const row = await rowOf(start, { query });
    assertBars(await table(d, start.head), row, `query feature 1 at ${moved}`);
    await assertBlend(row, `query feature 1 at ${moved}`);
    return `query feature 1 ${value} → ${moved}: blended ${row.blended.map((x) => +x.toFixed(3)).join(', ')}`;
  },

  async learned(d, page) {
    await open(d, page);
    // Three steps, one click each (each waits for the one before): the row of "it" is the Node build's after 3 steps.
    for (let n = 1; n <= 3; n++) {
      await click(d, '[data-key="train-step"]');
      await d.waitFor((k) => Number(window.__engines.dataset('section.learned').step) >= k, n, 90000, `training step ${n}`);
    }
    await d.waitFor(() => window.__engines.learnedRow().length > 0, null, 30000, 'the reading after the third step');
    await settle(d);
    const expected = await X.learned(1, 3);
    const shown = await d.run(() => window.__engines.learnedRow());
    assert.deepEqual(shown, expected, 'after 3 steps, what “it” looks at is what the Node build gives');
    // Then a second of training, for the figure only (the engine's speed is the benchmark's business).
    await click(d, '[data-key="train"]');
    const started = Date.now();
    await d.waitFor(() => Number(window.__engines.dataset('section.learned').step) >= 13, null, 90000, '10 more steps');
    const seconds = (Date.now() - started) / 1000;
    await click(d, '[data-key="train"]');
    await d.waitFor(() => window.__engines.dataset('section.learned').phase === 'paused', null, 30000, 'Pause');
    const data = await d.run(() => window.__engines.dataset('section.learned'));
    return `3 steps: “it”'s row as in Node; then ${Number(data.step) - 3} more in ${seconds.toFixed(1)} s (worker: ${data.worker})`;
  },

  async heads(d, page) {
    const start = await open(d, page);
    const scenario = await X.example(start.scenario);
    assert.ok(start.heads.length > 1, 'several heads');
    const rows = await Promise.all(start.heads.map((head) => rowOf(start, { head })));
    const shown = await d.run(() => window.__engines.compare());
    assert.equal(shown.length, scenario.tokens.length, 'a row per word');
    shown.forEach((bars, i) => {
      assert.deepEqual(bars, rows.map((row) => X.meters(row)[i]), `word ${i}: its share in each head`);
    });
    await click(d, 'label[for="heads-mode-0"]');
    const after = await changed(d, start, 'one head chosen');
    assert.deepEqual(after.heads, [start.heads[0]], 'one head on its own');
    assertBars(await table(d, start.heads[0]), rows[0], `only ${start.heads[0]}`);
    return `${start.heads.length} heads side by side, then ${start.heads[0]} alone`;
  },

  async order(d, page) {
    const start = await open(d, page);
    const row = await rowOf(start);
    assertBars(await table(d, start.head), row, 'in the sentence’s order');
    await click(d, '[data-key="shuffle"]');
    const after = await changed(d, start, 'a shuffle');
    assert.notDeepEqual(after.order, start.order, 'the words are in another order');
    const rows = await table(d, after.head);
    assertBars(rows, row, 'shuffled: every word keeps its share');
    const shownOrder = rows.filter((r) => r.index !== 'sink').map((r) => r.index);
    assert.deepEqual(shownOrder, after.order.filter((i) => shownOrder.includes(i)), 'the rows in the shuffled order');
    return `order ${after.order.join(',')}: shares unchanged`;
  },
};

module.exports = { STEPS, CHECKS, open, settle, errors };
