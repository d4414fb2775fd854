// Each step speaks only the chapter's words up to its section: no head before
// "Several heads", no percentage or softmax before "Dividing your attention",
// no sink before "What if nothing matches?" — in what is on screen, in what a
// screen reader reads (listener.js), in the names it says on entering a region
// or a group (aria-label, aria-labelledby), and in what the live region says
// after a change, in English, in Spanish and in Arabic (on each one's own examples). A head is also named by its own
// label (the example's "stands for?", «¿a quién se refiere?», «إلامَ يعود؟»), quoted or not.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');
const Lr = require('./listener.js');

const W = 'attention-playground';
const { STEPS, LATER } = require('./later-words.js');
let browser;

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

async function openStep(page, step, lang) {
  const name = `words-${step}-${lang}-${Math.random().toString(36).slice(2)}.html`;
  await page.route(browser.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>words</title></head>` +
    `<body><main><${W} step="${step}"></${W}></main><script src="attention-playground.js"></script></body></html>` }));
  await page.goto(browser.url + name);
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
}

// Everything the step shows and says: its visible text, its reading, and the
// messages after the learner changes something (another word; one more step of the learned step's training).
async function everything(page, step) {
  if (step === 'learned') {
    await H.trainOneStep(page);
    await page.locator(`${W} section.learned .learned-gate:not([hidden])`).waitFor();
    await H.settle(page);
  }
  await Lr.listen(page);
  const visible = await H.shownText(page, W);
  const said = Lr.transcript(await Lr.readAloud(page)).join('\n');
  const named = (await Lr.groupNames(page)).join('\n'); // a region's or a group's name, said on entering it
  if (step === 'learned') await page.locator(`${W} section.learned [data-key="train-step"]`).click();
  else await page.locator(`${W} .tokens button.token`).nth(1).click();
  await page.waitForTimeout(800);
  const heard = (await Lr.heard(page)).map((m) => m.text).join('\n');
  return { visible, said, named, heard };
}

for (const lang of ['en', 'es', 'ar']) {
  test(`${lang}: every step shows and says only the chapter's words up to its section`, async () => {
    for (const step of STEPS) {
      const page = await browser.newPage({ width: 1280, height: 1000 });
      await openStep(page, step, lang);
      const all = await everything(page, step);
      const at = STEPS.indexOf(step);
      // The labels of the example's heads in this language, quoted or not ("What “it” gathers in stands for?").
      // (each language's own example: web/scenarios/<lang>/)
      const json = H.scenarioJson(await page.locator(W).evaluate((e) => e.stateDetail.scenario), lang);
      const labels = json.heads.map((h) => h.label);
      const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const heads = new RegExp(LATER[lang].heads.source + labels.map((l) => '|' + escape(l)).join(''), 'i');
      for (const [idea, pattern] of Object.entries(Object.assign({}, LATER[lang], { heads }))) {
        if (at >= STEPS.indexOf(idea)) continue;
        for (const [where, text] of Object.entries(all)) {
          const found = text.match(pattern);
          assert.equal(found, null, `${lang} ${step}: “${found && found[0]}” (${idea}) in what is ${where}: …${found ?
            text.slice(Math.max(0, found.index - 60), found.index + 40) : ''}…`);
        }
      }
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  });
}
