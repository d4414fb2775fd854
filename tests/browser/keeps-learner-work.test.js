// Nothing the learner made is lost, and the last thing the learner asked for
// wins (issue 24, findings 5, 6 and 13):
// - a language change (lang="es" on the element, or the page's <html lang>)
//   builds the views again in that language: the sentence typed in the box and
//   not yet used stays in the box, the one used stays the example, and keyboard
//   focus stays on the same control;
// - "Use this sentence" while the sentence reader (a part) is still on its
//   way, then another example picked: the example picked last is shown, and
//   said, when the reader arrives;
// - Enter on the notes' "OK, hide this" leaves focus in the widget.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');
const Lr = require('./listener.js');

let browser;
const W = 'attention-playground';

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

// Where keyboard focus is: 'page' (outside the widget, e.g. <body>), 'widget'
// (the widget with nothing focused inside it), else the focused control's
// data-key (or id, or tag).
function focusOf(page) {
  return page.evaluate((w) => {
    const host = document.querySelector(w);
    if (document.activeElement !== host) return 'page';
    const inner = host.shadowRoot.activeElement;
    if (!inner) return 'widget';
    return inner.dataset.key || inner.id || inner.localName + (inner.className ? '.' + inner.className : '');
  }, W);
}

const boxValue = (page) => page.locator(`${W} #own-sentence`).inputValue();
const words = async (page) => (await H.readTokens(page)).map((t) => t.text);
const title = (page) => page.locator(`${W} .title`).textContent();
const widgetLang = (page) => page.locator(`${W} .ap`).getAttribute('lang');

// What the live region says once the changes settle (listener.js; the
// announcer waits 500 ms for the learner to pause, announcer.js SETTLE_MS).
async function said(page) {
  await page.waitForTimeout(700);
  return (await Lr.heard(page, { clear: true })).map((m) => m.text);
}

test('lang="es" on the element: the typed sentence not yet used stays in the box, the used one stays shown, focus stays in the box', async () => {
  const page = await browser.newPage();
  await H.openFresh(page, browser.url + 'explore.html');
  const box = page.locator(`${W} #own-sentence`);
  await box.fill('The cat sat on the mat');
  await box.press('Enter');
  await H.settle(page);
  assert.deepEqual(await words(page), ['The', 'cat', 'sat', 'on', 'the', 'mat']);
  // The learner types another sentence, with the caret after "chased".
  await box.fill('The dog chased the ball');
  await box.evaluate((b) => b.setSelectionRange(14, 14));
  await page.waitForTimeout(700); // the Enter's message is said
  await Lr.listen(page);

  await page.evaluate((w) => document.querySelector(w).setAttribute('lang', 'es'), W);
  await H.settle(page);
  assert.equal(await widgetLang(page), 'es', 'the views are built again in Spanish');
  assert.equal(await page.locator(`${W} [data-key="own-sentence-use"]`).textContent(), 'Usar esta frase');
  assert.equal(await boxValue(page), 'The dog chased the ball', 'the sentence typed and not yet used is kept');
  assert.deepEqual(await box.evaluate((b) => [b.selectionStart, b.selectionEnd]), [14, 14], 'and so is the caret');
  assert.deepEqual(await words(page), ['The', 'cat', 'sat', 'on', 'the', 'mat'], 'the sentence used is still the example');
  assert.equal(await focusOf(page), 'own-sentence', 'focus stays in the box');
  console.log(`# lang="es" while typing, heard: ${JSON.stringify(await said(page))}`);

  // The learner goes on typing where they were and uses it: it becomes the example, in Spanish.
  await page.keyboard.type(' away');
  await page.keyboard.press('Enter');
  await H.settle(page);
  assert.deepEqual(await words(page), ['The', 'dog', 'chased', 'away', 'the', 'ball']);
  assert.equal(await title(page), 'Tu propia frase');
  console.log(`# Enter, heard: ${JSON.stringify(await said(page))}`);

  // Back to English with focus on a word: the word keeps it.
  await page.locator(`${W} [data-key="token-5"]`).focus();
  await page.evaluate((w) => document.querySelector(w).setAttribute('lang', 'en'), W);
  await H.settle(page);
  assert.equal(await widgetLang(page), 'en');
  assert.equal(await focusOf(page), 'token-5');
  assert.equal(await boxValue(page), 'The dog chased away the ball');
  console.log(`# lang="en" on “ball”, heard: ${JSON.stringify(await said(page))}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the page’s <html lang> changes, then a click on a word: the sentence used and the one being typed stay, focus stays on the word', async () => {
  const page = await browser.newPage();
  await H.openFresh(page, browser.url + 'explore.html');
  const box = page.locator(`${W} #own-sentence`);
  await box.fill('She paid the bill at the bank');
  await box.press('Enter');
  await H.settle(page);
  await page.waitForTimeout(700); // the Enter's message is said
  await Lr.listen(page);

  // A used sentence alone in the box.
  await page.evaluate(() => { document.documentElement.lang = 'es'; });
  await page.locator(`${W} [data-key="token-3"]`).click();
  await H.settle(page);
  assert.equal(await widgetLang(page), 'es');
  assert.equal(await boxValue(page), 'She paid the bill at the bank', 'the sentence used stays in the box');
  assert.deepEqual(await words(page), ['She', 'paid', 'the', 'bill', 'at', 'the', 'bank']);
  assert.equal(await focusOf(page), 'token-3', 'focus stays on the word clicked');
  const heard = await said(page);
  console.log(`# <html lang="es">, click on “bill”, heard: ${JSON.stringify(heard)}`);
  assert.deepEqual(heard, ['«bill» le hace a cada cabeza su propia pregunta y reúne, cabeza a cabeza: ¿quién? → nada ' +
    '(inactiva: este token no le pregunta nada a esta cabeza); ¿dónde? → nada (inactiva: este token no le pregunta nada a esta cabeza); ' +
    '¿qué significado? → sobre todo «paid» (un indicio de dinero).'], 'the click is answered in the page’s new language');

  // A sentence being typed, then the page goes back to English and the learner clicks another word.
  await box.fill('I sat on the bank of the river');
  await page.evaluate(() => { document.documentElement.lang = 'en'; });
  await page.locator(`${W} [data-key="token-6"]`).click();
  await H.settle(page);
  assert.equal(await widgetLang(page), 'en');
  assert.equal(await boxValue(page), 'I sat on the bank of the river', 'the sentence typed and not yet used is kept');
  assert.deepEqual(await words(page), ['She', 'paid', 'the', 'bill', 'at', 'the', 'bank']);
  assert.equal(await focusOf(page), 'token-6');
  console.log(`# <html lang="en">, click on “bank”, heard: ${JSON.stringify(await said(page))}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a language change keeps what the learner opened (“Only the differences count”) and focus on it, and on the heads’ comparison', async () => {
  const page = await browser.newPage();
  await H.openFresh(page, browser.url + 'explore.html');
  const summary = page.locator(`${W} [data-key="shift-open"]`);
  await summary.click();
  await H.settle(page);
  assert.equal(await page.locator(`${W} details.shift`).evaluate((d) => d.open), true);
  await page.evaluate((w) => document.querySelector(w).setAttribute('lang', 'es'), W);
  await H.settle(page);
  assert.equal(await widgetLang(page), 'es');
  assert.equal(await summary.textContent(), 'Solo cuentan las diferencias');
  assert.equal(await page.locator(`${W} details.shift`).evaluate((d) => d.open), true, 'it stays open');
  assert.ok(await page.locator(`${W} .shift-rows li`).count() > 0, 'with its numbers');
  assert.equal(await focusOf(page), 'shift-open', 'and focus stays on it');

  // The heads step's comparison, a table that scrolls (focusable so the keyboard can scroll it).
  await page.goto(browser.url + 'index.html#step=heads');
  await page.locator(`${W} .compare-box`).waitFor();
  await H.settle(page);
  await page.locator(`${W} .compare-box`).focus();
  assert.equal(await focusOf(page), 'compare');
  await page.evaluate((w) => document.querySelector(w).setAttribute('lang', 'es'), W);
  await H.settle(page);
  assert.equal(await widgetLang(page), 'es');
  assert.equal(await focusOf(page), 'compare');
  await page.evaluate((w) => document.querySelector(w).setAttribute('lang', 'en'), W);
  await H.settle(page);
  assert.equal(await widgetLang(page), 'en');
  assert.equal(await focusOf(page), 'compare');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('“Use this sentence” while the sentence reader is on its way, then “sky” picked: sky is shown and said when the reader arrives', async () => {
  const page = await browser.newPage();
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  let asked = 0;
  await page.route(browser.url + 'attention-playground-sentence.js', async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await H.openFresh(page, browser.url + 'explore.html');
  await Lr.listen(page);
  const box = page.locator(`${W} #own-sentence`);
  await box.fill('The dog chased the ball');
  await page.locator(`${W} [data-key="own-sentence-use"]`).click();
  await page.locator(`${W} #scenario`).selectOption('sky');
  await page.waitForFunction((w) => document.querySelector(w).shadowRoot.querySelector('.title').textContent === 'Which planet?', W);
  assert.equal(asked, 1, 'the reader is still on its way');

  release();
  await H.settle(page);
  await page.waitForTimeout(300); // the reader's late answer has had its chance
  await H.settle(page);
  assert.equal(await title(page), 'Which planet?', 'the example picked last is shown');
  assert.deepEqual(await words(page), ['On', 'Mars', 'the', 'sky', 'is', 'red']);
  assert.equal(await page.evaluate((w) => document.querySelector(w).getAttribute('sentence'), W), null);
  assert.equal(await page.evaluate((w) => document.querySelector(w).getAttribute('scenario'), W), 'sky');
  assert.match(page.url(), /scenario=sky/, 'the lesson link names sky');
  assert.doesNotMatch(page.url(), /sentence=/);
  assert.equal(await boxValue(page), 'The dog chased the ball', 'the typed sentence is still in the box');
  assert.equal(await page.locator(`${W} #own-sentence-error`).textContent(), '', 'and no mistake is said about it');
  const heard = await said(page);
  console.log(`# Use this sentence (reader held), then sky, heard: ${JSON.stringify(heard)}`);
  assert.ok(heard.length >= 1, 'something is said');
  assert.match(heard[heard.length - 1], /sky/, 'the last message is about sky');
  assert.ok(heard.every((text) => !/\bdog\b|\bball\b|own sentence/i.test(text)), `nothing about the sentence not shown: ${JSON.stringify(heard)}`);

  // The reader is here now: the sentence used again is shown.
  await page.locator(`${W} [data-key="own-sentence-use"]`).click();
  await H.settle(page);
  assert.deepEqual(await words(page), ['The', 'dog', 'chased', 'the', 'ball']);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Enter on “OK, hide this”: the notes go, focus stays in the widget on its heading, and the hiding is said once', async () => {
  const page = await browser.newPage();
  await H.openFresh(page, browser.url + 'explore.html#scenario=it&magnitude=abc');
  const dismiss = page.locator(`${W} [data-key="notes-dismiss"]`);
  await dismiss.waitFor();
  assert.equal(await dismiss.textContent(), 'OK, hide this');
  await Lr.listen(page);
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await H.settle(page);
  assert.equal(await page.locator(`${W} .notes`).isVisible(), false, 'the notes are hidden');
  assert.notEqual(await focusOf(page), 'page', 'focus stays in the widget');
  const inner = await page.evaluate((w) => {
    const el = document.querySelector(w).shadowRoot.activeElement;
    return el && { tag: el.localName, text: el.textContent, visible: el.getClientRects().length > 0 };
  }, W);
  assert.deepEqual(inner, { tag: 'h2', text: 'What does “it” stand for?', visible: true }, 'on the heading that follows the notes');
  const heard = await said(page);
  console.log(`# Enter on “OK, hide this”, heard: ${JSON.stringify(heard)}`);
  assert.deepEqual(heard, ['The notes are hidden.']);
  // Tab goes on from there, to the next control in the widget.
  await page.keyboard.press('Tab');
  assert.notEqual(await focusOf(page), 'page');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the whole playground asked for while its views are on their way, then another step: the step asked for last is shown', async () => {
  const page = await browser.newPage();
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(browser.url + 'attention-playground-explore.js', async (route) => { await held; await route.continue(); });
  await page.goto(browser.url + 'index.html#step=values');
  await page.locator(`${W} table.match`).first().waitFor();
  await H.settle(page);
  const step = page.locator(`${W} #step`);
  await page.locator(`${W} .step-place summary`).click(); // the menu, in its disclosure
  await step.selectOption('all'); // the same example ("it"): only the explore views are awaited
  await step.selectOption('learned');
  await page.waitForFunction((w) => document.querySelector(w).state.step === 'learned', W);
  release();
  await H.settle(page);
  await page.waitForTimeout(300);
  await H.settle(page);
  assert.equal(await page.evaluate((w) => document.querySelector(w).state.step, W), 'learned');
  assert.equal(await step.inputValue(), 'learned');
  assert.match(page.url(), /step=learned/);
  assert.deepEqual(page.errors, []);
  await page.close();
});
