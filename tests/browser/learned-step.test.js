// The learned step ("Where the vectors come from", issue 38): the learner trains
// the tiny language model in the page. By eye and by ear, at 1280, 760 and 360 px,
// in English, Spanish and Arabic: its first drawing loads no wasm; its Try this
// sits beside its Train button; training runs in a Web Worker; the live region
// says "started" and "paused" and never a frame; the loss is explained before it
// is read; every number is said with its label; no word of a later section (no
// "head"); the step stays within 1,200 px at 1280 px with the training open. One
// whole training (English, 1280 px) to the pronoun gate, told once, the task's ✓
// earned; Skip shows the committed model in one click; file:// with only the
// files the README says to copy. The other languages and widths train a few steps.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { pathToFileURL } = require('node:url');
const H = require('./helpers.js');
const Lr = require('./listener.js');
const { notYet } = require('./later-words.js');

const W = 'attention-playground';
const CARD = `${W} section.learned`;
let browser;
let phone;
before(async () => { browser = await H.start(); phone = await H.start({ touch: true }); });
after(async () => { await browser.close(); await phone.close(); });

const catalogue = async (lang) => Object.assign({}, (await H.webModule(`i18n/${lang}/catalogue.js`)).default,
  (await H.webModule(`i18n/${lang}/training.js`)).default);

const cardData = (page) => page.locator(CARD).evaluate((card) => Object.assign({}, card.dataset));
const waitForStep = (page, atLeast, timeout = 60000) => page.waitForFunction((n) => Number(document.querySelector('attention-playground')
  .shadowRoot.querySelector('section.learned').dataset.step) >= n, atLeast, { timeout });
const wasmRequests = (page) => page.requests.filter((r) => /attention-(training|model)(-[a-z]+)?\.js$/.test(r)).map((r) => path.basename(r));

async function openLearned(server, page, lang, width) {
  const html = `lang="${lang}"` + (lang === 'ar' ? ' dir="rtl"' : '');
  await H.openCoursePage(server, page, 'step="learned"', { width: width >= 1000 ? 1264 : width, html });
  await page.locator(`${CARD} [data-key="train"]`).waitFor();
}

for (const [width, height, touch] of [[1280, 900, false], [760, 1000, false], [360, 740, true]]) {
  for (const lang of ['en', 'es', 'ar']) {
    test(`${lang}, ${width} px: no wasm before Train; Try this beside Train; trained in a worker; started and paused said, no frame; the loss explained before it is read; no head`, async () => {
      const words = await catalogue(lang);
      const server = touch ? phone : browser;
      const page = await server.newPage({ width, height });
      await openLearned(server, page, lang, width);
      assert.deepEqual(wasmRequests(page), [], 'the first drawing loads no wasm');
      // The step's Try this, then its button: a line or two apart, not a screen.
      const tryBox = await page.locator(`${W} .try-this`).boundingBox();
      const trainBox = await page.locator(`${CARD} [data-key="train"]`).boundingBox();
      const gap = trainBox.y - (tryBox.y + tryBox.height);
      assert.ok(gap >= 0 && gap <= (width === 360 ? 330 : 260), `Try this to Train: ${Math.round(gap)} px`);
      assert.equal(await page.locator(`${CARD} [data-key="train"]`).textContent(), words['training.play']);

      await Lr.listen(page);
      await page.locator(`${CARD} [data-key="train"]`).click();
      await waitForStep(page, 12);
      await page.waitForTimeout(700); // the region speaks once the changes settle (announcer.js)
      await page.locator(`${CARD} [data-key="train"]`).click(); // Pause
      await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot.querySelector('section.learned').dataset.phase === 'paused');
      await page.waitForTimeout(1200);
      const data = await cardData(page);
      assert.equal(data.worker, 'true', 'over HTTP the classic file trains in a Web Worker');
      assert.deepEqual(wasmRequests(page).filter((f) => f.startsWith('attention-model')), [], 'the committed model waits for Skip');
      const heard = (await Lr.heard(page)).map((m) => m.text.replace(/\u00a0/g, ' ').trim());
      const step = Number(data.step);
      const stepText = new Intl.NumberFormat(lang === 'ar' ? 'ar' : lang).format(step);
      assert.equal(heard.length, 2, heard.join(' | '));
      assert.equal(heard[0], words['training.say-started']);
      assert.ok(heard[1].startsWith(words['training.say-paused'].split('{step}')[0]), heard[1]);
      assert.ok(heard[1].includes(stepText) || heard[1].includes(String(step)), `${heard[1]} names step ${step}`);

      // Read as a virtual cursor reads it: the loss explained before its number; every number labelled; no later section.
      const items = await Lr.readAloud(page);
      const lines = items.map((i) => i.text);
      const explained = lines.findIndex((l) => l.includes(words['training.loss-what']));
      const number = lines.findIndex((l) => l.startsWith(words['training.loss-now'].split('{loss}')[0].trim()));
      assert.ok(explained >= 0 && number > explained, `the loss explained (${explained}) before it is read (${number})`);
      assert.deepEqual(Lr.bareNumbers(items).map((i) => i.text), [], 'every number with its label');
      const shown = await H.shownText(page, W);
      for (const [idea, pattern] of notYet('learned', lang)) {
        assert.doesNotMatch(shown, pattern, `${idea} on screen`);
        assert.doesNotMatch(Lr.transcript(items).join('\n'), pattern, `${idea} in the tree`);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `scrolls sideways by ${overflow} px`);
      if (lang === 'ar') {
        assert.equal(await page.locator(`${CARD} .learned-body`).evaluate((e) => getComputedStyle(e).direction), 'rtl');
      }
      const tall = Math.round((await page.locator(W).boundingBox()).height);
      console.log(`# the learned step, ${lang}, ${width} px, trained ${step} steps: ${tall} px`);
      if (width === 1280) assert.ok(tall <= 1200, `${tall} px tall at 1280 px with the training open`);
      if (lang !== 'es' && width !== 1280) await H.screenshot(page, `learned-${lang}-${width}.png`);
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}

// A page may change the widget's language after the card is drawn (a language menu): Train then trains on the
// new language's storybook, as a widget made in that language would, and the card reads that language's sentence.
test('a page that changes the widget\'s language before Train: the run trains on that language\'s storybook, with its sentence', async () => {
  const page = await browser.newPage({ width: 760, height: 1000 });
  await openLearned(browser, page, 'en', 760);
  const words = await catalogue('es');
  await page.evaluate(() => document.querySelector('attention-playground').setAttribute('lang', 'es'));
  await page.waitForFunction((label) => {
    const button = document.querySelector('attention-playground').shadowRoot.querySelector('section.learned [data-key="train"]');
    return button && button.textContent === label;
  }, words['training.play']);
  await page.locator(`${CARD} [data-key="train"]`).click();
  await waitForStep(page, 2);
  await page.locator(`${CARD} [data-key="train"]`).click(); // Pause
  await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot.querySelector('section.learned').dataset.phase === 'paused');
  // (asked for twice: by the page's script, then as its worker's code)
  assert.deepEqual([...new Set(wasmRequests(page))], ['attention-training-es.js'], 'the Spanish storybook\'s module, and no other');
  const shown = await H.shownText(page, W);
  assert.match(shown, /el perro se sentó/, 'the Spanish sentence, as a Spanish widget reads');
  assert.doesNotMatch(shown, /the dog sat/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Bad input: a seed that is not a whole number from 0 to 2^32 - 1 (or an empty box, which a number box reads as "")
// is said beside the box, which keeps what was typed; the training goes on with its seed, nothing reset.
test('a seed that is not one: said beside the box, as an alert; the box keeps it; the training goes on with its own seed', async () => {
  const words = await catalogue('en');
  const page = await browser.newPage({ width: 360, height: 740 });
  await openLearned(browser, page, 'en', 360);
  await page.locator(`${CARD} [data-key="train-step"]`).click();
  await waitForStep(page, 1);
  const seed = page.locator(`${CARD} [data-key="train-seed"]`);
  const box = () => seed.evaluate((input) => {
    const root = input.getRootNode();
    const error = root.getElementById('learned-seed-error');
    return { value: input.value, invalid: input.getAttribute('aria-invalid'), error: error.textContent, role: error.getAttribute('role'),
      described: input.getAttribute('aria-describedby').split(' ').includes(error.id), step: root.querySelector('section.learned').dataset.step };
  });
  const refusal = 'A seed is a whole number from 0 to 4294967295: the training goes on with seed 1.';
  for (const typed of ['-3', '2.5', '4294967296', '']) {
    await seed.fill(typed);
    await seed.press('Enter');
    await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot
      .getElementById('learned-seed').getAttribute('aria-invalid') === 'true', null, { timeout: 5000 }).catch(() => {});
    await page.keyboard.press('Tab'); // leaving the box keeps what was typed too
    await H.settle(page);
    assert.deepEqual(await box(), { value: typed, invalid: 'true', error: refusal, role: 'alert', described: true, step: '1' }, `typed "${typed}"`);
  }
  assert.ok(words['training.seed-error'].startsWith('A seed is a whole number'));
  await seed.fill('7');
  await seed.press('Enter');
  await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot.querySelector('section.learned').dataset.step === '0');
  assert.deepEqual(await box(), { value: '7', invalid: 'false', error: '', role: 'alert', described: true, step: '0' }, 'a seed: a new run from it');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('en, 1280 px: Train until the model finds what "it" stands for (at most 180 s): said once, the task earned, the guess explained by what "it" looks at', async () => {
  const page = await browser.newPage({ width: 1280, height: 900 });
  await openLearned(browser, page, 'en', 1280);
  await Lr.listen(page);
  const started = Date.now();
  await page.locator(`${CARD} [data-key="train"]`).click();
  await waitForStep(page, 200);
  await H.screenshot(page, 'learned-en-1280-midway.png');
  await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot.querySelector('section.learned')
    .dataset.passed === 'true', null, { timeout: 180000, polling: 500 });
  const seconds = (Date.now() - started) / 1000;
  await page.waitForTimeout(1500);
  await page.locator(`${CARD} [data-key="train"]`).click(); // Pause
  await page.waitForTimeout(1200);
  const data = await cardData(page);
  console.log(`# the gate passed after ${seconds.toFixed(1)} s (step ${data.step}, seed 1)`);
  assert.equal(await H.taskDone(page), true, 'the Try this is earned');
  const heard = (await Lr.heard(page)).map((m) => m.text.replace(/\u00a0/g, ' ').trim());
  const passed = heard.filter((t) => t.includes('The model has learned to find what a pronoun stands for'));
  assert.equal(passed.length, 1, heard.join(' | '));
  assert.match(passed[0], /^The model has learned to find what a pronoun stands for: \d+\.\d% of its attention on the right word, at step [\d,]+\. ✓ Done!$/);
  assert.equal(heard[0], 'Training started.');
  const text = (await H.shownText(page, W)).replace(/\s+/g, ' ');
  assert.match(text, /✓ It has learned to find what a pronoun stands for: at step [\d,]+, after \d+ s, (\d+\.\d)% of its attention went to the right word/);
  assert.match(text, /Finds what a pronoun \(“it”, “she”, “he”, “they”\) stands for: \d+\.\d% → \d+\.\d% of its attention on the right word, on 200 stories it never read/);
  // The sentence that links the guess to what "it" looks at, and the bar beside it say the same share.
  const because = await page.locator(`${CARD} .learned-because`).textContent();
  const look = await page.locator(`${CARD} .learned-looks .learned-line`).textContent();
  console.log(`# ${look} ${because}`);
  const said = look.match(/^“it” gives (\d+\.\d)% of its attention to “(\w+)”\.$/);
  assert.ok(said, look);
  const row = page.locator(`${CARD} .learned-table tbody tr`).filter({ hasText: said[2] }).first();
  assert.equal(await row.locator('.meter-number').textContent(), said[1] + '%');
  assert.match(because, /because “it” looked at “\w+”|does not come from “\w+”/);
  await H.screenshot(page, 'learned-en-1280-passed.png');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Skip shows the committed model in one click (its module loaded then), with its own figures; Back returns to the learner\'s training', async () => {
  const page = await browser.newPage({ width: 760, height: 1000 });
  await openLearned(browser, page, 'en', 760);
  assert.equal(await page.locator(`${CARD} [data-key="train-skip"]`).textContent(), 'Skip to a model trained for 8 minutes');
  await page.locator(`${CARD} [data-key="train-skip"]`).click();
  await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot.querySelector('.learned-committed:not([hidden])'));
  await H.settle(page);
  assert.deepEqual(wasmRequests(page), ['attention-model-en.js'], 'the committed model only (English\'s module), no training module');
  const text = (await H.shownText(page, W)).replace(/\s+/g, ' ');
  assert.match(text, /This is a model our core trained for 8 minutes on the same kind of stories \(8,267,254 words read\)\./);
  assert.match(text, /Finds what “it” stands for: 96\.9% of its attention on the right word, on 1,000 stories it never read \(the right word on top 99\.6% of the time\)\./);
  assert.match(text, /“it” gives (> 99\.9|\d+\.\d)% of its attention to “dog”\./);
  // The guess sentence links the guess to "dog" only when the numbers show it (with "dog" unknown, the guess falls).
  assert.match(text, /“\w+” is likely \(\d+\.\d%\) because “it” looked at “dog”|“it” looks at “dog” \((> 99\.9|\d+\.\d)% of its attention\), but its best guess, “\w+” \(\d+\.\d%\), does not come from “dog”/);
  assert.equal(await H.taskDone(page), false, 'skipping earns no ✓: the learner did not train it');
  assert.equal(await page.locator(`${CARD} [data-key="train-skip"]`).textContent(), 'Back to your own training');
  await page.locator(`${CARD} [data-key="train-skip"]`).click();
  await H.settle(page);
  assert.equal((await cardData(page)).source, 'live');
  assert.equal(await page.locator(`${CARD} .learned-committed`).isHidden(), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// A Spanish or Arabic card reads its own language's sentence: before Train (the sentence a run of its storybook will
// read) and with Skip's model, its pronoun chosen («él», «ـه»: the model reads «لأنه» as «لأن» and «ـه»), and every
// sentence beside the numbers whole. (They showed the English sentence before Train, and Skip chose «porque».)
test('es and ar: the card\'s sentence is its language\'s, before Train and with Skip\'s model, the pronoun chosen', async () => {
  const cases = { es: { word: 'perro', pronoun: 'él', looked: 'perro' }, ar: { word: 'القط', pronoun: 'ـه', looked: 'القط' } };
  for (const [lang, want] of Object.entries(cases)) {
    const page = await browser.newPage({ width: 760, height: 1000 });
    await openLearned(browser, page, lang, 760);
    const chips = () => page.locator(`${CARD} .learned-words button`).evaluateAll((all) => all.map((b) => ({ text: b.textContent, pressed: b.getAttribute('aria-pressed') })));
    assert.ok((await chips()).some((c) => c.text.includes(want.word)), `${lang} before Train: ${JSON.stringify(await chips())}`);
    await page.locator(`${CARD} [data-key="train-skip"]`).click();
    await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot.querySelector('.learned-committed:not([hidden])'));
    await H.settle(page);
    const shown = await chips();
    assert.deepEqual(shown.filter((c) => c.pressed === 'true').map((c) => c.text), [want.pronoun], `${lang} with Skip's model: ${JSON.stringify(shown)}`);
    const text = (await H.shownText(page, W)).replace(/\s+/g, ' ');
    assert.ok(text.includes(want.looked), text);
    assert.doesNotMatch(text, /\s[.،:]\s|\s\.$/, 'no sentence missing its number');
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('from file://, with only the files the README says to copy, Train trains in a worker made from a Blob (the page\'s CSP allows worker-src blob:)', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'learned-file-'));
  for (const file of ['attention-playground.js', 'attention-playground-training.js', 'attention-training-en.js']) {
    fs.copyFileSync(path.join(H.dist, file), path.join(site, file));
  }
  const csp = fs.readFileSync(path.join(H.dist, 'examples', 'chapter.html'), 'utf8').match(/content="(default-src[^"]+)"/)[1];
  fs.writeFileSync(path.join(site, 'lesson.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${csp}"><title>lesson</title></head>` +
    `<body><${W} step="learned"></${W}><script src="attention-playground.js"></script></body></html>`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'learned-file-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'] });
  try {
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error' || /Refused|Content.Security/.test(m.text())) problems.push(m.text()); });
    await page.goto(pathToFileURL(path.join(site, 'lesson.html')).href);
    await page.locator(`${CARD} [data-key="train"]`).click();
    await waitForStep(page, 5);
    const data = await cardData(page);
    assert.equal(data.worker, 'true', 'a worker from a Blob of the code the module holds');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test('explore.html: once the learner has trained, the trained model\'s card reads with the model they trained: its 4 heads, measured on 1,000 stories', async () => {
  const page = await browser.newPage({ width: 1280, height: 900 });
  await page.goto(browser.url + 'explore.html');
  await page.locator(`${W} table.match`).first().waitFor();
  await page.locator(`${W} [data-key="trained-explore"] summary`).click();
  await page.locator(`${W} .trained-maps .trained-head`).first().waitFor();
  assert.equal(await page.locator(`${W} .trained-with`).isHidden(), true, 'nothing trained yet: no choice');
  assert.equal(await page.locator(`${W} .trained-maps .trained-head`).count(), 8, 'the committed model: 2 layers of 4');
  await page.locator(`${W} [data-key="learned-opener"] summary`).click();
  await page.locator(`${CARD} [data-key="train"]`).click();
  await waitForStep(page, 20);
  await page.locator(`${CARD} [data-key="train"]`).click();
  await page.locator(`${CARD}[data-phase="paused"]`).waitFor();
  const step = Number((await cardData(page)).step);
  await page.locator(`${W} .trained-with:not([hidden])`).waitFor();
  assert.equal(await page.locator(`${W} label[for="trained-explore-with-yours"]`).textContent(), `the model you trained (${step} steps)`);
  await page.locator(`${W} label[for="trained-explore-with-yours"]`).click();
  await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot.querySelectorAll('.trained-maps .trained-head').length === 4);
  const figures = await page.locator(`${W} .trained-maps .explain:not(.scrolls-note)`).allTextContents();
  assert.equal(figures.length, 4);
  for (const figure of figures) assert.match(figure, /measured on 1,000 new stories/);
  assert.deepEqual([...new Set(wasmRequests(page))].sort(), ['attention-model-en.js', 'attention-training-en.js'], 'the module (and its worker, from the same file), the model module');
  // And back: the committed model's eight heads.
  await page.locator(`${W} label[for="trained-explore-with-committed"]`).click();
  await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot.querySelectorAll('.trained-maps .trained-head').length === 8);
  assert.deepEqual(page.errors, []);
  await page.close();
});
