// This round's red team (issue 39) in the page: what a language change does
// to the trained model's views (the new language's model reads its own
// sentence, never the old language's as "?"; what the learner typed, its
// caret and keyboard focus stay), the trained sentence boxes' direction, a
// lang written as a locale ("es_MX"), and an author's feature name holding
// U+202E, which once drew 0.25 as "52.0". Each failed before its fix. (The
// model's API: tests/node/model-attacks.test.js; a model that cannot be
// loaded, said in Spanish: one-file.test.js.)
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');
const { inspectWidget, findings } = require('./whole-numbers.js');

const W = 'attention-playground';
let browser;

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

async function openStep(attributes) {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await H.openCoursePage(browser, page, attributes, { width: 760 });
  return page;
}

// What the trained card shows: its box, the caret, where focus is, its words and the "does not know" line.
const trainedState = (page, box) => page.locator(W).evaluate((e, key) => {
  const root = e.shadowRoot;
  const input = root.querySelector(`[data-key="${key}"]`);
  return {
    value: input.value, caret: input.selectionStart,
    focus: root.activeElement ? root.activeElement.dataset.key || root.activeElement.tagName : null,
    words: Array.from(root.querySelectorAll('.trained-words .token')).slice(0, 4).map((x) => x.textContent),
    unknown: Array.from(root.querySelectorAll('.trained-unknown')).filter((x) => x.checkVisibility()).map((x) => x.textContent).join(' '),
  };
}, box);

async function changeLanguage(page, lang, firstWord) {
  await page.locator(W).evaluate((e, l) => e.setAttribute('lang', l), lang);
  await page.waitForFunction((w) => {
    const word = document.querySelector('attention-playground').shadowRoot.querySelector('.trained-words .token');
    return word && word.textContent === w;
  }, firstWord, { timeout: 20000 });
  await H.settle(page);
}

// (The learned step reads sentences of its own, with no box to type in: live-training.js.)
for (const [step, box] of [['heads', 'trained-heads-own']]) {
  test(`${step}: a language change has the new language's model read its own sentence (not the old one's, every word "?"), and keeps what the learner typed, its caret and focus`, async () => {
    const page = await openStep(`step="${step}"`);
    if (step === 'heads') {
      await page.locator(`${W} label[for="trained-switch-trained"]`).click();
      await page.locator(`${W} .trained-head`).first().waitFor();
      await H.settle(page);
    }
    // The card as it opened, then in Spanish and back: each language's own sentence, every word known.
    await changeLanguage(page, 'es', 'El');
    let shown = await trainedState(page, box);
    assert.equal(shown.unknown, '', 'the Spanish model knows every word it reads');
    assert.equal(shown.value, 'El gato se sentó en la alfombra porque él estaba cansado', 'the box shows the sentence read');
    await changeLanguage(page, 'en', 'The');
    assert.equal((await trainedState(page, box)).unknown, '');
    // Typed, not read yet, the caret inside and focus in the box: all kept across the change.
    const input = page.locator(`${W} [data-key="${box}"]`);
    await input.fill('the dog saw it');
    await input.evaluate((x) => x.setSelectionRange(4, 4));
    await changeLanguage(page, 'es', 'El');
    shown = await trainedState(page, box);
    assert.deepEqual([shown.value, shown.caret, shown.focus], ['the dog saw it', 4, box], 'typed text, caret and focus kept');
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('the trained sentence box takes the direction of what is typed (dir="auto"): an English sentence in an Arabic widget reads left to right', async () => {
  const heads = await openStep('step="heads" lang="ar" model="trained"');
  const input = heads.locator(`${W} [data-key="trained-heads-own"]`);
  await input.waitFor();
  assert.equal(await input.getAttribute('dir'), 'auto');
  await input.fill('The cat sat.');
  assert.equal(await input.evaluate((x) => getComputedStyle(x).direction), 'ltr', 'its full stop at its end, on the right');
  assert.equal(await input.getAttribute('maxlength'), '10000', 'as long as the model reads, no longer');
  await heads.close();
});

test('lang="es_MX" and "ar_EG", as a locale writes them: the widget speaks Spanish and Arabic, with no note that the value was ignored', async () => {
  for (const [lang, title] of [['es_MX', '¿Y si nada encaja?'], ['ar_EG', 'وإن لم يتطابق شيء؟']]) {
    const page = await openStep(`step="sink" lang="${lang}"`);
    assert.equal((await page.locator(`${W} .title`).textContent()).trim(), title);
    assert.equal(await page.locator(`${W} .notes`).isVisible(), false, `${lang}: no note`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('an author’s feature name holding U+202E (right-to-left override) reorders nothing outside it: the scores step draws 0.25 as 0.25, not “52.0”', async () => {
  const page = await openStep('step="scores"');
  const json = JSON.parse(JSON.stringify(H.TOY));
  const name = 'no\u202eun';
  json.features = [name];
  for (const token of json.tokens) {
    for (const head of Object.values(token.heads || {})) {
      if (head.key) head.key = { [name]: 0.25 };
      if (head.query) head.query = { [name]: 1 };
    }
  }
  await H.loadData(page, json);
  await page.locator(`${W} .tokens button.token`).nth(3).click(); // "it", whose query asks for the feature
  await H.settle(page);
  const found = findings(await page.evaluate(inspectWidget, { overlaps: false }), { overlaps: false });
  assert.equal(found, '', found);
  // The line as drawn, left to right: the name isolated, then "1 × 0.25 = 0.25" in order.
  const drawn = await page.locator(`${W} tr[data-index="1"] .dot-line`).evaluate((line) => {
    const range = document.createRange();
    const chars = [];
    const walk = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      for (let i = 0; i < node.textContent.length; i++) {
        range.setStart(node, i); range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        if (r.width > 0 && node.textContent[i].trim()) chars.push([r.left, node.textContent[i]]);
      }
    }
    return chars.sort((a, b) => a[0] - b[0]).map((c) => c[1]).join('');
  });
  assert.match(drawn, /1×0\.25=0\.25$/, `drawn as ${drawn}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
