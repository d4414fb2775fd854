// The browser half of the sweep (tests/node/sweep.test.js checks every
// sentence of the view model against its numbers; this checks that the page
// shows exactly that). For every built-in example, a few focus words, the
// magnitudes 1, 3 and 9, the sink off and on at 2, in the everything-at-once
// view: each table's percentages are the rounding rule applied to the core's
// weights (worked out in tests/browser/helpers.js, apart from the page), they
// add up to the total, and every sentence on screen (each head's story and
// "Reads as", "What this means", the magnitude's sentence) is word for word
// the view model's for the page's own state, worked out again in Node.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

const W = 'attention-playground';
let browser;
test.before(async () => { browser = await H.start(); });
test.after(async () => { await browser.close(); });

async function setView(page, attributes) {
  await page.evaluate((attributes) => {
    const element = document.querySelector('attention-playground');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  }, attributes);
  await H.settle(page);
}

// In English, and in Spanish and Arabic on their own examples (web/scenarios/<lang>/).
for (const lang of ['en', 'es', 'ar']) test(`the browser sweep (${lang}): every example, focus words, magnitudes 1, 3, 9, sink off and on — tables and sentences as the numbers say`, async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  if (lang !== 'en') {
    await setView(page, { lang });
    await H.webModule('element/part-list.js'); // how a language arrives in Node: its part
    await (await H.webModule('i18n/i18n.js')).load(lang);
  }
  const { compute } = await H.webModule('model/compute.js');
  const { loadScenario } = await H.webModule('scenario/scenario.js');
  await H.webModule('lesson/explain-all.js'); // "What this means" in Node too: it comes with the explore part
  const core = await H.core();
  let views = 0;
  for (const id of H.builtInIds()) {
    const json = H.scenarioJson(id, lang);
    await setView(page, { scenario: id });
    await page.locator(`${W} .title`).filter({ hasText: json.title }).waitFor();
    const scenario = loadScenario(json, core.tokenize);
    const n = scenario.tokens.length;
    // A long passage: its first words and its last (the focus of the treaty example).
    const focuses = n <= 12 ? [...Array(n).keys()] : [0, 1, 2, n - 2, n - 1];
    for (const focus of focuses) {
      for (const magnitude of [1, 3, 9]) {
        for (const sink of ['off', '2']) {
          await setView(page, { focus: String(focus), magnitude: String(magnitude), sink });
          const where = `${id} focus ${focus} magnitude ${magnitude} sink ${sink}`;
          const state = await page.evaluate(() => document.querySelector('attention-playground').state);
          assert.equal(state.focus, focus, where);
          const vm = compute(core, scenario, state, { lang });
          const numbers = await H.coreNumbers(page, id, { scale: magnitude, sink: sink === 'off' ? null : 2, causal: Boolean(state.causal), lang });
          const panels = await page.locator(`${W} .head-panel`).evaluateAll((all) => all.map((p) => ({
            id: p.dataset.head,
            story: Array.from(p.querySelectorAll('.story li')).map((li) => li.textContent),
            reading: p.querySelector('.blend .reading strong') ? p.querySelector('.blend .reading strong').textContent : null,
          })));
          for (const panel of panels) {
            const h = vm.heads.findIndex((x) => x.id === panel.id);
            const rows = await H.readTable(page, panel.id);
            H.assertPercents(rows, numbers.result.heads[h].weights[focus], numbers.result.heads[h].sinkWeights[focus], `${where} ${panel.id}`);
            if (rows.filter((r) => !r.isSink).length === n) H.assertAddsUp(rows, `${where} ${panel.id}`);
            assert.deepEqual(panel.story, vm.heads[h].story.map((s) => s.text), `${where} ${panel.id}: the story`);
            if (panel.reading !== null) assert.equal(panel.reading, vm.heads[h].blend.reading.text, `${where} ${panel.id}: reads as`);
            views++;
          }
          assert.equal(await page.locator(`${W} .meaning-text`).textContent(), vm.texts.meaning, `${where}: what this means`);
          assert.equal(await page.locator(`${W} #magnitude-text`).textContent(), vm.texts.magnitude, `${where}: the magnitude`);
        }
      }
    }
  }
  console.log(`# ${lang}: the browser sweep checked ${views} views (one head of one state each)`);
  assert.ok(views > 300);
  assert.deepEqual(page.errors, []);
  await page.close();
});
