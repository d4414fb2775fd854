// Every number a learner reads is the number the model holds: in the tables
// that a narrow box once cut, at their width and in their language, each
// share and score is read as it is seen (the characters a box hides left out:
// "99.7%" cut on its left reads "9.7%") and compared with the core's weights,
// worked out here in Node and rounded by the rule of helpers.js
// (expectedPercents). Each of these failed before the tables learned to fold
// (web/js/lib/fit-box.js): a folded column goes under the word, the bars stand
// above their numbers, and only then a table scrolls, saying so.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');
const { inspectWidget, visibleNumbers, findings } = require('./whole-numbers.js');

const W = 'attention-playground';
let desk;
let phone;

before(async () => {
  desk = await H.start();
  phone = await H.start({ touch: true });
});
after(async () => {
  await desk.close();
  await phone.close();
});

// A course page with one widget in a column `width` px wide (the phone: a 360 × 740 touch screen).
async function openAt(width, attributes) {
  const server = width <= 400 ? phone : desk;
  const page = await server.newPage(width <= 400 ? { width: 360, height: 740 } : { width: 1280, height: 1000 });
  await H.openCoursePage(server, page, attributes, { width });
  return page;
}

// A share or score as English writes it: Spanish's comma and spaced "%", Arabic's words for < and >, no bidi marks.
function english(text) {
  return text.replace(/[\u200e\u200f\u2066-\u2069]/g, '').replace(/^أقل من /, '< ').replace(/^أكثر من /, '> ')
    .replace(/(\d),(\d)/g, '$1.$2').replace(/[\u00a0\u202f ]%/, '%').trim();
}

// The shares of the match table as seen, against the core's row of weights (the sink's last).
async function assertSharesSeen(page, weights, message) {
  const seen = (await page.evaluate(visibleNumbers, { selector: '.match tbody tr[data-index] .meter-number' })).map(english);
  const expected = H.expectedPercents(weights).map((x) => x.text);
  assert.deepEqual(seen, expected, `${message}: the shares as a learner sees them`);
}

// The scores column as seen, against the core's scores (magnitude × dot product).
async function assertScoresSeen(page, scores, message) {
  const seen = (await page.evaluate(visibleNumbers, { selector: '.match tbody tr[data-index]:not(.is-sink) .score' })).map(english);
  assert.deepEqual(seen.map(Number), scores.map((x) => Math.round(x * 100) / 100), `${message}: the scores as a learner sees them (${seen.join(', ')})`);
}

async function clickToken(page, index) {
  await page.locator(`${W} .tokens button.token`).nth(index).click();
  await H.settle(page);
}

// Nothing cut, broken or reordered anywhere in the widget (whole-numbers.js).
async function assertWhole(page, message) {
  const found = findings(await page.evaluate(inspectWidget, { overlaps: false }), { overlaps: false });
  assert.equal(found, '', `${message}:\n${found}`);
}

test('ar, the sink step in a 760 px column, after its task: «99.7%», «0.3%» and «100.0%» read whole (the table’s cut edge was on the left)', async () => {
  const page = await openAt(760, 'step="sink" lang="ar"');
  await clickToken(page, 0); // «غنت»: «هنا» beats the sink, the task
  assert.equal(await H.taskDone(page), true, 'the task is done');
  const core = await H.coreNumbers(page, 'sink', { lang: 'ar', scale: 9, sink: 3 });
  const head = core.heads.indexOf('where');
  await assertSharesSeen(page, Array.from(core.result.heads[head].weights[0]).concat([core.result.heads[head].sinkWeights[0]]), 'ar sink 760');
  const total = english((await page.evaluate(visibleNumbers, { selector: '.match tfoot .total-value' }))[0]);
  assert.equal(total, '100.0%', 'the total as seen');
  await assertWhole(page, 'ar sink 760 after the task');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the heads step’s one-head table, every head and every focus: en in a 760 px column (its 12 scores and shares were cut), ar at 760 px and on the phone («أكثر من 99.9%» read “9.9%”)', async () => {
  for (const [lang, width] of [['en', 760], ['ar', 760], ['ar', 360]]) {
    const page = await openAt(width, `step="heads" lang="${lang}"`);
    const core = await H.coreNumbers(page, 'heads', { lang, scale: 9 });
    const count = core.tokens.length;
    for (let head = 0; head < core.heads.length; head++) {
      await page.locator(`${W} label[for="heads-mode-${head}"]`).click();
      await H.settle(page);
      for (let focus = 0; focus < count; focus++) {
        await clickToken(page, focus);
        const message = `${lang} ${width} px, head ${core.heads[head]}, focus ${core.tokens[focus]}`;
        await assertSharesSeen(page, core.result.heads[head].weights[focus], message);
        await assertScoresSeen(page, core.result.heads[head].scores[focus], message);
      }
    }
    await assertWhole(page, `${lang} heads ${width}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('en, the order step in a 760 px column: “Match score” and “Softmax %” are seen whole, and every score and share the task asks to check', async () => {
  const page = await openAt(760, 'step="order"');
  const headers = await page.evaluate(visibleNumbers, { selector: '.match thead th' });
  assert.ok(headers.includes('Match score') && headers.includes('Softmax %'), `the headings as seen: ${headers.join(' | ')}`);
  const core = await H.coreNumbers(page, 'word-order', { scale: 9 });
  await assertSharesSeen(page, core.result.heads[0].weights[2], 'order 760 (“chased”)');
  await assertScoresSeen(page, core.result.heads[0].scores[2], 'order 760 (“chased”)');
  // Shuffled, the same numbers, now in the shuffled order (the task).
  await page.locator(`${W} [data-key="shuffle"]`).click();
  await H.settle(page);
  await assertWhole(page, 'order 760 shuffled');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('es, the sink step on a phone: every “%” of the table is seen, for every focus (a 314 px table in a 294 px box cut them)', async () => {
  const page = await openAt(360, 'step="sink" lang="es"');
  const core = await H.coreNumbers(page, 'sink', { lang: 'es', scale: 9, sink: 3 });
  const head = core.heads.indexOf(JSON.parse(JSON.stringify(H.scenarioJson('sink', 'es'))).head || core.heads[0]);
  for (let focus = 0; focus < core.tokens.length; focus++) {
    await clickToken(page, focus);
    await assertSharesSeen(page, Array.from(core.result.heads[head].weights[focus]).concat([core.result.heads[head].sinkWeights[focus]]),
      `es sink 360, focus ${core.tokens[focus]}`);
  }
  await assertWhole(page, 'es sink 360');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('ar, the heatmap says less-than and more-than in words, as the tables do («أقل من 1», never “1>”), each read left to right', async () => {
  const page = await openAt(760, 'step="all" lang="ar" scenario="it"');
  const cells = (await page.locator(`${W} table.heatmap tbody td`).allTextContents()).map((x) => x.trim());
  assert.ok(cells.includes('أقل من 1') && cells.includes('أكثر من 99'), `the bounded cells: ${[...new Set(cells)].join(' ')}`);
  assert.ok(!cells.some((x) => /[<>]/.test(x)), 'no “<” or “>” in a cell');
  await assertWhole(page, 'ar heatmap');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('es, the sink step after its task: the sentences’ shares add up to the table’s total (99,7 % + 0,3 % + the rest < 0,1 %, never 0,1 %: 100,1 %)', async () => {
  const page = await openAt(760, 'step="sink" lang="es"');
  // The word whose match beats the sink (the task): the one whose row gives the sink least.
  const core = await H.coreNumbers(page, 'sink', { lang: 'es', scale: 9, sink: 3 });
  const head = core.heads.indexOf(H.scenarioJson('sink', 'es').head || core.heads[0]);
  const sinks = Array.from(core.result.heads[head].sinkWeights);
  await clickToken(page, sinks.indexOf(Math.min(...sinks)));
  assert.equal(await H.taskDone(page), true, 'the task is done');
  const story = (await page.locator(`${W} .story li`).allTextContents()).join(' ');
  const said = [...story.matchAll(/(?:< |menos de )?\d+(?:,\d)?[\u00a0\u202f ]%/g)].map((m) => m[0]);
  const tenths = said.filter((x) => !x.startsWith('<') && !x.startsWith('menos')).reduce((s, x) => s + Math.round(Number(x.replace(/[^\d,]/g, '').replace(',', '.')) * 10), 0);
  const slivers = said.filter((x) => x.startsWith('<') || x.startsWith('menos')).length;
  assert.ok(tenths <= 1000 && (slivers > 0 ? tenths + slivers > 1000 - slivers : tenths === 1000),
    `the sentences say ${said.join(' + ')}: ${tenths / 10} % and ${slivers} sliver(s), where the table says 100,0 %`);
  assert.ok(said.some((x) => x.startsWith('<')), `the rest is a sliver, said as one: ${story}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
