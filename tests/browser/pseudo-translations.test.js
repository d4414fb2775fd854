// Pseudo-translations (issue 39, as PhET's stringTest): three test-only
// languages made from English's words and examples (tests/pseudo/: every
// string doubled, 40 % longer in wide letters, right to left in
// Arabic-width letters), swept over every step in a 1280 px column, a 760 px
// one and on a 360 × 740 phone: nothing cut, drawn over another text or
// scrolling the page sideways, and every number and control whole inside
// its box (whole-numbers.js), as the widget opens and after a word is
// clicked. They are built into a scratch folder with the widget
// (tests/pseudo/build.mjs), never into dist/ or the package. One page per
// language and width; the steps follow one another in it (its step attribute).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const H = require('./helpers.js');
const { inspectWidget, findings } = require('./whole-numbers.js');

const W = 'attention-playground';
const STEPS = ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order', 'all'];
const WIDTHS = [1280, 760, 360];
let folder;
let desk;
let phone;
let PSEUDO;

before(async () => {
  const { buildPseudo } = await import('../pseudo/build.mjs');
  ({ PSEUDO } = await import('../pseudo/pseudo-languages.mjs'));
  folder = await buildPseudo();
  desk = await H.start({ folder });
  phone = await H.start({ folder, touch: true });
});
after(async () => {
  await desk.close();
  await phone.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

test('the three pseudo-languages, every step, at 1280, 760 and 360 px: nothing cut, overlapping or scrolling sideways; every number and control whole', async () => {
  const problems = [];
  let views = 0;
  for (const { tag } of PSEUDO) {
    for (const width of WIDTHS) {
      const server = width <= 400 ? phone : desk;
      const page = await server.newPage(width <= 400 ? { width: 360, height: 740 } : { width: 1280, height: 1000 });
      await H.openCoursePage(server, page, `step="${STEPS[0]}" lang="${tag}"`, { width });
      const check = async (what) => {
        views += 1;
        const found = findings(await page.evaluate(inspectWidget, {}));
        if (found) problems.push(`${tag} ${width} px, ${what}:\n${found}`);
      };
      for (const step of STEPS) {
        await page.locator(W).evaluate((e, s) => e.setAttribute('step', s), step);
        await H.settle(page);
        await check(step);
        // A second word clicked: the tables and sentences of another focus.
        const words = page.locator(`${W} .tokens button.token:visible`);
        if (await words.count() > 1) {
          await words.nth(1).click();
          await H.settle(page);
          await check(`${step}, the second word clicked`);
        }
      }
      assert.deepEqual(page.errors, [], `${tag} ${width} px`);
      await page.close();
    }
  }
  console.log(`# pseudo-translations: ${PSEUDO.length} languages × ${STEPS.length} steps × ${WIDTHS.length} widths, ${views} views inspected`);
  assert.equal(problems.length, 0, problems.slice(0, 12).join('\n\n'));
});
