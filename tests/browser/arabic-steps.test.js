// An Arabic course: every step in its own Arabic sentences, drawn right to
// left. With lang="ar", each step opens on Arabic's own example
// (web/scenarios/ar/, why each was chosen: its README.md), draws its Arabic
// tokens and no English one, and its "Try this" is not done at the start and
// is done by its own moves (the rule of the step, on the Arabic tokens;
// tests/node/every-task.test.js searches every move). The widget's direction is
// its language's, not the page's: an Arabic widget in an English page reads
// right to left, its first word rightmost, its bars filling from the right,
// the tables' and the heatmap's columns (the canvas's too) mirrored, and the
// arrow keys going the way the words are seen; what a screen reader reads
// keeps the sentence's own order. A language change en → es → ar → en keeps
// what the learner typed and where the keyboard focus was.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

const W = 'attention-playground';
const STEPS = ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order'];
// The example each step opens with (web/js/lesson/steps.js).
const OPENS = { needs: 'it', search: 'sky', scores: 'moon', softmax: 'magnitude', sink: 'sink', values: 'it', heads: 'heads', order: 'word-order' };
let browser;

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

// A page (html lang/dir as given) with one widget with these attributes in a column `width` px wide.
const openStep = (page, attributes, options) => H.openCoursePage(browser, page, attributes, options);

const tokens = (page) => page.locator(`${W} .tokens button.token`).allTextContents();
const done = (page) => H.taskDone(page);
const slide = (page, selector, value) => H.slide(page, selector, value);
const letters = (words) => words.filter((w) => /\p{L}/u.test(w));

test('ar: every step draws its own Arabic example, right to left, and no token of the English one', async () => {
  const core = await H.core();
  for (const step of STEPS.filter((s) => OPENS[s])) {
    const page = await browser.newPage({ width: 1280, height: 1000 });
    await openStep(page, `step="${step}" lang="ar"`);
    const arabic = Array.from(core.tokenize(H.scenarioJson(OPENS[step], 'ar').sentence));
    const english = Array.from(core.tokenize(H.scenarioJson(OPENS[step]).sentence));
    assert.ok(arabic.every((w) => /^[\u0600-\u06ff]+$/.test(w)), `${step}: every token of the example is Arabic`);
    const drawn = await tokens(page);
    if (drawn.length) assert.deepEqual(drawn, arabic, `${step}: the Arabic example's tokens`);
    const shown = await H.shownText(page, W);
    for (const word of letters(english)) {
      assert.ok(!shown.includes(`«${word}»`) && !drawn.includes(word), `${step}: the English token «${word}» is shown`);
    }
    const frame = page.locator(`${W} .ap`);
    assert.deepEqual([await frame.getAttribute('lang'), await frame.getAttribute('dir')], ['ar', 'rtl']);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('ar: every step notices when its Try this is done on the Arabic tokens, and not before', async () => {
  const tasks = {
    needs: async (page) => {
      // The step opens on «جلس», which needs nothing here; «القط» needs nothing either: not the task.
      await page.locator(`${W} .tokens button.token`).nth(1).click();
      await H.settle(page);
      assert.equal(await done(page), false, 'a word that needs nothing is not the task');
      await page.locator(`${W} .tokens button.token`).nth(5).click(); // «ـه» needs a masculine animal: «القط»
    },
    search: async (page) => {
      await page.locator(`${W} [data-key="result-0"]`).click(); // «على»: not the page that fits
      assert.equal(await done(page), false, 'a wrong result is not the task');
      await page.locator(`${W} [data-key="result-1"]`).click(); // «المريخ»: a planet
    },
    scores: async (page) => { await slide(page, '#edit-query-0', 0); await slide(page, '#edit-query-2', 1); }, // «السماء» now asks for a colour: «حمراء»
    softmax: async (page) => slide(page, '#magnitude', 9),
    sink: async (page) => {
      await page.locator(`${W} .tokens button.token`).nth(1).click(); // «الطيور» asks nothing: the sink wins
      await H.settle(page);
      assert.equal(await done(page), false, 'an idle word is not the task');
      await page.locator(`${W} .tokens button.token`).nth(0).click(); // «غنت»: «هنا» beats the sink
    },
    values: async (page) => {
      await page.locator(`${W} [data-key="edit-toggle"]`).click();
      await slide(page, '#edit-query-1', 1); // «ـه» asks for an animal and a thing: half «القط», half «الحصيرة»
    },
    // The learned step's ✓ waits for its gate (the one whole training of the suite is learned-step.test.js's,
    // in English): here, 100 steps do not earn it.
    learned: async (page) => {
      await page.locator(`${W} section.learned [data-key="train"]`).click();
      await page.waitForFunction(() => Number(document.querySelector('attention-playground').shadowRoot
        .querySelector('section.learned').dataset.step) >= 100, null, { timeout: 60000 });
      await page.locator(`${W} section.learned [data-key="train"]`).click();
      await H.settle(page);
      assert.equal(await done(page), false, 'training alone is not the task: its gate is');
      return 'not checked here';
    },
    heads: async (page) => page.locator(`${W} label[for="heads-mode-0"]`).click(),
    order: async (page) => page.locator(`${W} [data-key="shuffle"]`).click(),
  };
  for (const step of STEPS) {
    const page = await browser.newPage({ width: 1280, height: 1000 });
    await openStep(page, `step="${step}" lang="ar"`, { html: 'lang="ar" dir="rtl"' });
    assert.equal(await done(page), false, `${step}: not done at the start`);
    if (await tasks[step](page) === 'not checked here') { await page.close(); continue; }
    await H.settle(page);
    await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot.querySelector('.task-done').textContent !== '',
      null, { timeout: 5000 }).catch(() => {});
    assert.equal(await done(page), true, `${step}: done once the learner did it`);
    assert.equal((await page.locator(`${W} .task-done`).textContent()).trim(), '✓ أحسنت!');
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

// Where things are drawn, read off the page: x of each token (logical order),
// of the bars and their tracks, of each cell of the match table's first row
// and of the heatmap table's header row, and the causal triangle's cells.
function geometry(root) {
  const box = (n) => n.getBoundingClientRect();
  const tokenBoxes = Array.from(root.querySelectorAll('.tokens button.token')).map((b) => ({ text: b.textContent, left: box(b).left, right: box(b).right }));
  // The bars long enough to tell their two ends apart (neither a sliver nor the whole track).
  const fills = Array.from(root.querySelectorAll('.match .meter-fill')).map((f) => ({ fill: box(f), track: box(f.parentElement) }))
    .filter(({ fill, track }) => fill.width > 4 && fill.width < track.width - 8);
  const matchRow = root.querySelector('table.match tbody tr');
  const heatHead = root.querySelector('table.heatmap thead tr');
  const masked = [];
  const seen = [];
  for (const tr of root.querySelectorAll('table.heatmap tbody tr')) {
    const cells = Array.from(tr.querySelectorAll('td'));
    masked.push(cells.filter((c) => c.classList.contains('masked')).map((c) => box(c).left));
    seen.push(cells.filter((c) => !c.classList.contains('masked')).map((c) => box(c).left));
  }
  return {
    direction: getComputedStyle(root.querySelector('.ap')).direction,
    isolated: Array.from(root.querySelectorAll('.tokens button.token')).every((b) => getComputedStyle(b).unicodeBidi === 'isolate'),
    tokens: tokenBoxes,
    fills: fills.map(({ fill, track }) => ({ right: track.right - fill.right, left: fill.left - track.left })),
    matchCells: matchRow ? Array.from(matchRow.children).filter((c) => box(c).width > 0).map((c) => box(c).left) : [],
    heatColumns: heatHead ? Array.from(heatHead.children).map((c) => ({ text: c.textContent, left: box(c).left })) : [],
    masked, seen,
  };
}
const decreasing = (xs) => xs.every((x, i) => i === 0 || x < xs[i - 1]);

for (const width of [1280, 760, 360]) {
  test(`ar at ${width} px, in an English page: tokens, bars, the match table's columns and the heatmap's run right to left in the sentence's order`, async () => {
    const page = await browser.newPage({ width, height: 1000 });
    // At magnitude 1 «ـه» gives «القط» 28% and every other word 10%: bars of every length.
    await openStep(page, 'step="all" scenario="it" magnitude="1" lang="ar"', { width });
    const core = await H.core();
    const arabic = Array.from(core.tokenize(H.scenarioJson('it', 'ar').sentence));
    let seen = await page.locator(W).evaluate((e, fn) => new Function('root', `return (${fn})(root)`)(e.shadowRoot), geometry.toString());
    assert.equal(seen.direction, 'rtl');
    assert.equal(seen.isolated, true, 'every token is isolated (its dir attribute): numbers and punctuation never reorder');
    assert.deepEqual(seen.tokens.map((t) => t.text), arabic, 'the tokens in the DOM are in the sentence’s order');
    // The first word is rightmost; on one line each next word is left of the one before, and a new line starts at the right again.
    const lines = [];
    for (const t of seen.tokens) {
      const line = lines[lines.length - 1];
      if (line && t.right <= line[line.length - 1].left + 1) line.push(t); else lines.push([t]);
    }
    assert.ok(lines.every((line) => decreasing(line.map((t) => t.left))), 'each line of words runs right to left');
    const rights = lines.map((line) => line[0].right);
    assert.ok(rights.every((r) => Math.abs(r - rights[0]) <= 2), 'every line of words starts at the right');
    assert.ok(seen.tokens[0].right >= Math.max(...seen.tokens.map((t) => t.right)) - 1, 'the first word is rightmost');
    if (width >= 760) assert.equal(lines.length, 1, 'one line of words');
    // Bars fill from the right: the fill touches its track's right end, not its left one.
    assert.ok(seen.fills.length >= 1, 'a bar with a share');
    for (const f of seen.fills) assert.ok(Math.abs(f.right) <= 1.5 && f.left > 2, `a bar fills from the right (${JSON.stringify(f)})`);
    // The match table's first column (the word) is rightmost.
    assert.ok(seen.matchCells.length >= 3 && decreasing(seen.matchCells), 'the match table’s columns run right to left');
    // The heatmap table: its corner, then a column per key in the sentence's order, right to left.
    assert.deepEqual(seen.heatColumns.slice(1).map((c) => c.text), arabic, 'a column per key, in the sentence’s order');
    assert.ok(decreasing(seen.heatColumns.map((c) => c.left)), 'the heatmap’s columns run right to left');
    // The causal triangle: each word sees itself and the words before it, to its right; the later ones, masked, lie to the left.
    await page.locator(`${W} #causal`).check();
    await H.settle(page);
    seen = await page.locator(W).evaluate((e, fn) => new Function('root', `return (${fn})(root)`)(e.shadowRoot), geometry.toString());
    seen.masked.forEach((masked, r) => {
      assert.equal(masked.length, arabic.length - 1 - r, `row ${r}: the words after it are masked`);
      for (const x of masked) assert.ok(seen.seen[r].every((y) => x < y), `row ${r}: every masked cell is left of every seen one`);
    });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// «أقل من 0.1%» ("less than 0.1%") is twice as wide as "< 0.1%": the heads table
// once scrolled sideways in a 760 px column (528 px of table in a 457 px box).
test('ar: the heads step’s table of three heads fits a 760 px column and a 360 px phone, without scrolling sideways', async () => {
  for (const width of [760, 360]) {
    const page = await browser.newPage({ width, height: 1000 });
    await openStep(page, 'step="heads" lang="ar"', { width });
    const box = await page.locator(`${W} .compare-box`).evaluate((b) => ({ scroll: b.scrollWidth, client: b.clientWidth }));
    assert.ok(box.client > 0 && box.scroll <= box.client, `${width} px: the table is ${box.scroll} px in a ${box.client} px box`);
    // (Left-to-right marks keep the percent sign beside its digits: not letters a reader sees.)
    const numbers = (await page.locator(`${W} table.compare .meter-number`).allTextContents()).map((t) => t.replace(/\u200e/g, ''));
    assert.ok(numbers.includes('أقل من 0.1%') && numbers.includes('أكثر من 99.9%'), 'the shares in words, whole');
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('ar: on a phone no word of the match table breaks inside: the words and «المجموع» (the total) each stay on one line', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await openStep(page, 'step="sink" lang="ar"', { width: 360 });
  const lines = await page.locator(W).evaluate((e) => Array.from(e.shadowRoot.querySelectorAll('table.match .token-name, table.match tfoot th'))
    .filter((cell) => cell.checkVisibility())
    .map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      // One line box per line: a word broken inside has two.
      return { text: cell.textContent.trim(), lines: new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size };
    }));
  assert.ok(lines.some((l) => l.text === 'المجموع'), JSON.stringify(lines));
  for (const l of lines) assert.equal(l.lines, 1, `«${l.text}» on one line`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('ar: the arrow keys follow the words as seen (Left is the next word), and a reader reads them in the sentence’s order', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await openStep(page, 'step="needs" lang="ar"');
  const arabic = Array.from((await H.core()).tokenize(H.scenarioJson('it', 'ar').sentence));
  const focused = () => page.locator(W).evaluate((e) => e.shadowRoot.activeElement && e.shadowRoot.activeElement.dataset.key);
  await page.locator(`${W} [data-key="token-0"]`).focus();
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(), 'token-1', 'Left goes to the next word, which is drawn to the left');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(), 'token-2');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), 'token-1', 'Right goes back');
  // The accessibility tree (through the shadow root): the toolbar's buttons, in the sentence's order.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const toolbar = nodes.find((n) => n.role && n.role.value === 'toolbar');
  assert.ok(toolbar, 'the words are a toolbar');
  const names = [];
  const walk = (n) => {
    if (n.role && n.role.value === 'button' && n.name) names.push(n.name.value);
    for (const id of n.childIds || []) if (byId.has(id)) walk(byId.get(id));
  };
  walk(toolbar);
  assert.deepEqual(names, arabic, 'read in the sentence’s order, first word first');
  await cdp.detach();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('ar: the long passage’s canvas heatmap is mirrored: the labels on the right, its first key beside them, and pointing reads the cell drawn there', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await openStep(page, 'step="all" scenario="treaty" lang="ar"');
  const canvas = page.locator(`${W} canvas.heatmap-canvas`);
  await canvas.waitFor();
  await H.settle(page);
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const readout = page.locator(`${W} #heatmap-readout`);
  // From the canvas's right edge leftwards along the first row of cells: first the row's label, then its cells.
  const y = box.y + 74 + 7; // below the keys' labels (74 px), in the first row
  const said = [];
  for (let x = box.x + box.width - 2; x > box.x + box.width - 400 && said.length < 3; x -= 4) {
    await page.mouse.move(x, y);
    const text = await readout.textContent();
    if (text.includes('المفتاح') && !said.includes(text)) said.push(text);
  }
  assert.ok(said.length >= 2, `cells pointed at: ${said.join(' | ')}`);
  assert.match(said[0], /المفتاح «وستفاليا» \(الكلمة 1\)/, 'the cell next to the labels is the first key');
  assert.match(said[1], /المفتاح «منطقة» \(الكلمة 2\)/, 'left of it, the second');
  // The keys: Home goes to the row's first key, Left to the next one (drawn to the left), Right back.
  await page.mouse.move(box.x - 40, box.y - 40);
  await canvas.focus();
  await page.keyboard.press('Home');
  assert.match(await readout.textContent(), /المفتاح «وستفاليا» \(الكلمة 1\)/);
  await page.keyboard.press('ArrowLeft');
  assert.match(await readout.textContent(), /المفتاح «منطقة» \(الكلمة 2\)/, 'Left goes to the next key');
  await page.keyboard.press('ArrowRight');
  assert.match(await readout.textContent(), /المفتاح «وستفاليا» \(الكلمة 1\)/, 'Right goes back');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('an English widget in a right-to-left Arabic page stays left to right, beside an Arabic one that reads right to left', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  const name = 'both-' + Math.random().toString(36).slice(2) + '.html';
  await page.route(browser.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>both</title></head>' +
    `<body><main><${W} id="en" lang="en" step="needs"></${W}><${W} id="ar" step="needs"></${W}></main>` +
    '<script src="attention-playground.js"></script></body></html>' }));
  await page.goto(browser.url + name);
  await page.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground'), (e) => e.ready)));
  await H.settle(page);
  const read = (id) => page.locator(`#${id}`).evaluate((e) => {
    const xs = Array.from(e.shadowRoot.querySelectorAll('.tokens button.token')).map((b) => b.getBoundingClientRect().left);
    const frame = e.shadowRoot.querySelector('.ap');
    return { dir: frame.getAttribute('dir'), lang: frame.getAttribute('lang'), direction: getComputedStyle(frame).direction,
      increasing: xs.every((x, i) => i === 0 || x > xs[i - 1]), decreasing: xs.every((x, i) => i === 0 || x < xs[i - 1]) };
  });
  assert.deepEqual(await read('en'), { dir: 'ltr', lang: 'en', direction: 'ltr', increasing: true, decreasing: false });
  assert.deepEqual(await read('ar'), { dir: 'rtl', lang: 'ar', direction: 'rtl', increasing: false, decreasing: true },
    'the page’s lang="ar" makes the second widget speak Arabic, and read right to left');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('lang en → es → ar → en on a built-in example: the example follows the language, the sentence being typed and the keyboard focus stay', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await openStep(page, 'step="all" scenario="it"');
  assert.deepEqual(letters(await tokens(page)).slice(0, 2), ['The', 'cat']);
  const box = page.locator(`${W} #own-sentence`);
  await box.fill('رأت البنت القطة');
  await box.evaluate((b) => b.setSelectionRange(4, 4));
  const focusOf = () => page.locator(W).evaluate((e) => {
    const a = e.shadowRoot.activeElement;
    return a ? a.id || a.dataset.key : null;
  });
  const frameOf = () => page.locator(`${W} .ap`).evaluate((f) => [f.getAttribute('lang'), f.getAttribute('dir')]);
  assert.equal(await focusOf(), 'own-sentence');
  const setLang = (lang) => page.locator(W).evaluate((e, l) => e.setAttribute('lang', l), lang);

  await setLang('es');
  await H.settle(page);
  assert.deepEqual(letters(await tokens(page)).slice(0, 2), ['El', 'gato']);
  assert.equal(await box.inputValue(), 'رأت البنت القطة', 'the sentence being typed is kept');
  assert.equal(await focusOf(), 'own-sentence', 'focus stays in the box');

  await setLang('ar');
  await H.settle(page);
  assert.deepEqual(await tokens(page), ['جلس', 'القط', 'على', 'الحصيرة', 'لأن', 'ـه', 'كان', 'متعبًا']);
  assert.deepEqual(await frameOf(), ['ar', 'rtl']);
  assert.equal(await page.locator(W).evaluate((e) => e.stateDetail.focusWord), 'ـه', 'the Arabic example opens on its own focus');
  assert.equal(await box.inputValue(), 'رأت البنت القطة');
  assert.deepEqual(await box.evaluate((b) => [b.selectionStart, b.selectionEnd]), [4, 4], 'and so is the caret');
  assert.equal(await focusOf(), 'own-sentence');

  // A word focused by the keyboard keeps the focus across the change back to English.
  await page.locator(`${W} [data-key="token-1"]`).focus();
  await setLang('en');
  await H.settle(page);
  assert.deepEqual(letters(await tokens(page)).slice(0, 2), ['The', 'cat']);
  assert.deepEqual(await frameOf(), ['en', 'ltr']);
  assert.equal(await focusOf(), 'token-1', 'focus stays on the word');
  assert.equal(await box.inputValue(), 'رأت البنت القطة');

  // The sentence typed in Arabic is read with Arabic's word list: the article and the gender read off.
  await setLang('ar');
  await H.settle(page);
  await box.focus();
  await box.press('Enter');
  await H.settle(page);
  assert.deepEqual(await tokens(page), ['رأت', 'البنت', 'القطة']);
  const rows = await H.readTable(page, 'who');
  assert.equal(rows.find((r) => r.token === 'القطة').advertises, 'حيوان');
  assert.equal(rows.find((r) => r.token === 'البنت').advertises, 'شخص (أنثى)');
  assert.deepEqual(page.errors, []);
  await page.close();
});
