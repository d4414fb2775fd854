// A Spanish course: every step in its own Spanish sentences. With lang="es", each
// step opens on Spanish's own example (web/scenarios/es/, why each was chosen:
// its README.md), draws its Spanish tokens and no English one, and its "Try
// this" is not done at the start and is done by its own moves (the rule of the
// step, on the Spanish tokens; tests/node/every-task.test.js searches every
// move). A language change keeps what the learner typed and where the keyboard
// focus was. Screenshots of three steps at 760 px and on a 360 × 740 phone are
// saved in tests/browser/screenshots/spanish/ for a person to look at.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers.js');

const W = 'attention-playground';
const STEPS = ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order'];
// The example each step opens with (web/js/lesson/steps.js).
const OPENS = { needs: 'it', search: 'sky', scores: 'moon', softmax: 'magnitude', sink: 'sink', values: 'it', heads: 'heads', order: 'word-order' };
let browser;
let phone;

before(async () => {
  browser = await H.start();
  phone = await H.start({ touch: true });
});
after(async () => {
  await browser.close();
  await phone.close();
});

// A Spanish course page: one widget with these attributes in a column `width` px wide.
const openStep = (server, page, attributes, width = 760) => H.openCoursePage(server, page, attributes, { width, html: 'lang="es"' });

const tokens = (page) => page.locator(`${W} .tokens button.token`).allTextContents();
const done = (page) => H.taskDone(page);
const slide = (page, selector, value) => H.slide(page, selector, value);
const letters = (words) => words.filter((w) => /\p{L}/u.test(w));

test('es: every step draws its own Spanish example, and no token of the English one', async () => {
  const core = await H.core();
  for (const step of STEPS.filter((s) => OPENS[s])) {
    const page = await browser.newPage({ width: 1280, height: 1000 });
    await openStep(browser, page, `step="${step}" lang="es"`);
    const spanish = Array.from(core.tokenize(H.scenarioJson(OPENS[step], 'es').sentence));
    const english = Array.from(core.tokenize(H.scenarioJson(OPENS[step]).sentence));
    const drawn = await tokens(page);
    if (drawn.length) assert.deepEqual(drawn, spanish, `${step}: the Spanish example's tokens`);
    const shown = await H.shownText(page, W);
    for (const word of letters(english).filter((w) => !spanish.includes(w))) {
      assert.ok(!shown.includes(`«${word}»`) && !drawn.includes(word), `${step}: the English token «${word}» is shown`);
    }
    assert.equal(await page.locator(`${W} .ap`).getAttribute('lang'), 'es');
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('es: every step notices when its Try this is done on the Spanish tokens, and not before', async () => {
  const tasks = {
    needs: async (page) => {
      // The step opens on «El», which needs nothing; «gato» needs nothing either: not the task.
      await page.locator(`${W} .tokens button.token`).nth(1).click();
      await H.settle(page);
      assert.equal(await done(page), false, 'a word that needs nothing is not the task');
      await page.locator(`${W} .tokens button.token`).nth(8).click(); // «él» needs a masculine animal: «gato»
    },
    search: async (page) => {
      await page.locator(`${W} [data-key="result-0"]`).click(); // «En»: not the page that fits
      assert.equal(await done(page), false, 'a wrong result is not the task');
      await page.locator(`${W} [data-key="result-1"]`).click(); // «Marte»: a planet
    },
    scores: async (page) => { await slide(page, '#edit-query-0', 0); await slide(page, '#edit-query-2', 1); }, // «cielo» now asks for a colour: «rojo»
    softmax: async (page) => slide(page, '#magnitude', 9),
    sink: async (page) => {
      await page.locator(`${W} .tokens button.token`).nth(1).click(); // «pájaros» asks nothing: the sink wins
      await H.settle(page);
      assert.equal(await done(page), false, 'an idle word is not the task');
      await page.locator(`${W} .tokens button.token`).nth(2).click(); // «cantaron»: «aquí» beats the sink
    },
    values: async (page) => {
      await page.locator(`${W} [data-key="edit-toggle"]`).click();
      await slide(page, '#edit-query-1', 1); // «él» asks for an animal and a thing: half «gato», half «alfombra»
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
    await openStep(browser, page, `step="${step}" lang="es"`);
    assert.equal(await done(page), false, `${step}: not done at the start`);
    if (await tasks[step](page) === 'not checked here') { await page.close(); continue; }
    await H.settle(page);
    await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot.querySelector('.task-done').textContent !== '',
      null, { timeout: 5000 }).catch(() => {});
    assert.equal(await done(page), true, `${step}: done once the learner did it`);
    assert.equal((await page.locator(`${W} .task-done`).textContent()).trim(), '✓ ¡Hecho!');
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('es: three steps at 760 px and on a 360 × 740 phone, no sideways scrolling, and screenshots for a person to look at', async () => {
  const folder = path.join(H.screenshots, 'spanish');
  fs.mkdirSync(folder, { recursive: true });
  for (const step of ['needs', 'sink', 'heads']) {
    const page = await browser.newPage({ width: 1280, height: 1000 });
    await openStep(browser, page, `step="${step}" lang="es"`);
    await page.locator(W).screenshot({ path: path.join(folder, `${step}-760.png`) });
    assert.deepEqual(page.errors, []);
    await page.close();
    const small = await phone.newPage({ width: 360, height: 740 });
    await openStep(phone, small, `step="${step}" lang="es"`, 360);
    const width = await small.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `step ${step} is ${width} px wide on a phone`);
    await small.locator(W).screenshot({ path: path.join(folder, `${step}-360.png`) });
    assert.deepEqual(small.errors, []);
    await small.close();
  }
});

test('lang en → es → en on a built-in example: the example follows the language, the sentence being typed and the keyboard focus stay', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  const name = 'switch-' + Math.random().toString(36).slice(2) + '.html';
  await page.route(browser.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>switch</title></head>' +
    `<body><main><${W} step="all" scenario="it"></${W}></main><script src="attention-playground.js"></script></body></html>` }));
  await page.goto(browser.url + name);
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
  assert.deepEqual(letters(await tokens(page)).slice(0, 2), ['The', 'cat']);
  const box = page.locator(`${W} #own-sentence`);
  await box.fill('El perro vio la pelota');
  await box.evaluate((b) => b.setSelectionRange(8, 8));
  const focusOf = () => page.locator(W).evaluate((e) => {
    const a = e.shadowRoot.activeElement;
    return a ? a.id || a.dataset.key : null;
  });
  assert.equal(await focusOf(), 'own-sentence');
  const setLang = (lang) => page.locator(W).evaluate((e, l) => e.setAttribute('lang', l), lang);

  await setLang('es');
  await H.settle(page);
  assert.deepEqual(await tokens(page), ['El', 'gato', 'se', 'sentó', 'en', 'la', 'alfombra', 'porque', 'él', 'estaba', 'cansado']);
  assert.equal(await page.locator(W).evaluate((e) => e.stateDetail.focusWord), 'él', 'the Spanish example opens on its own focus');
  assert.equal(await box.inputValue(), 'El perro vio la pelota', 'the sentence being typed is kept');
  assert.deepEqual(await box.evaluate((b) => [b.selectionStart, b.selectionEnd]), [8, 8], 'and so is the caret');
  assert.equal(await focusOf(), 'own-sentence', 'focus stays in the box');

  // A word focused by the keyboard keeps the focus across the change back.
  await page.locator(`${W} [data-key="token-1"]`).focus();
  await setLang('en');
  await H.settle(page);
  assert.deepEqual(letters(await tokens(page)).slice(0, 2), ['The', 'cat']);
  assert.equal(await page.locator(W).evaluate((e) => e.stateDetail.focusWord), 'it');
  assert.equal(await focusOf(), 'token-1', 'focus stays on the word');
  assert.equal(await box.inputValue(), 'El perro vio la pelota');

  // The sentence typed in Spanish is read with Spanish's word list.
  await setLang('es');
  await H.settle(page);
  await box.focus();
  await box.press('Enter');
  await H.settle(page);
  assert.deepEqual(await tokens(page), ['El', 'perro', 'vio', 'la', 'pelota']);
  const rows = await H.readTable(page, 'who');
  assert.equal(rows.find((r) => r.token === 'perro').advertises, 'un animal');
  assert.equal(rows.find((r) => r.token === 'pelota').advertises, 'una cosa');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('an author’s own Spanish example, inline, keeps its own task and its own rule naming Spanish words (with accents)', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  const own = Object.assign(H.scenarioJson('it', 'es'), {
    id: 'mi-gato', title: 'Mitad gato, mitad alfombra',
    tryThis: 'Edita la consulta de «él» hasta que reúna mitad «gato», mitad «alfombra».',
    done: { blend: 'half', of: ['gato', 'alfombra'] },
  });
  const name = 'autora-' + Math.random().toString(36).slice(2) + '.html';
  await page.route(browser.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>autora</title></head>' +
    `<body><main><${W} step="values"><script type="application/json">${JSON.stringify(own).replace(/</g, '\\u003c')}</script></${W}></main>` +
    '<script src="attention-playground.js"></script></body></html>' }));
  await page.goto(browser.url + name);
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
  assert.equal(await page.locator(`${W} .title`).textContent(), 'Mitad gato, mitad alfombra');
  assert.match(await page.locator(`${W} .try-this`).textContent(), /Edita la consulta de «él» hasta que reúna mitad «gato», mitad «alfombra»\./);
  assert.equal(await done(page), false, 'not done at the start');
  await page.locator(`${W} [data-key="edit-toggle"]`).click();
  await slide(page, '#edit-query-1', 1);
  await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot.querySelector('.task-done').textContent !== '',
    null, { timeout: 5000 }).catch(() => {});
  assert.equal(await done(page), true, 'done by its own rule');
  assert.deepEqual(page.errors, []);
  await page.close();
});
