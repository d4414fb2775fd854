// The authoring page (dist/author.html), opened from file:// as a course author
// would: write an example (a sentence, what its words do, a rule), copy it,
// load it back into the editor and into a plain page of one's own, where the
// ✓ appears when the learner does what the rule asks; a bad paste says what is
// wrong and where and keeps what was typed; a phone gets the page with no
// sideways scroll. Screenshots at 1280 px and 360 × 740 px.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { start, dist, settle, screenshots, axeViolations } = require('./helpers');

const AUTHOR = pathToFileURL(path.join(dist, 'author.html')).href;
const COLUMN = '#au-preview-column';
const PHONE = '#au-preview-phone';
let browser;
let scratch;
test.before(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-author-'));
  fs.copyFileSync(path.join(dist, 'attention-playground.js'), path.join(scratch, 'attention-playground.js'));
  browser = await start();
});
test.after(async () => {
  await browser.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

// Waits until the page has checked the latest edit and both previews have drawn it.
async function checked(page) {
  await page.waitForFunction(() => !document.body.dataset.pending && document.getElementById('au-check').textContent !== '');
  await settle(page);
}

async function openAuthor(page) {
  await page.goto(AUTHOR);
  await page.locator('#au-sentence').waitFor();
  await checked(page);
}

// A number of a word's part ("Query", "Key", "Value") in the first head.
function numberBox(page, wordIndex, part, feature) {
  return page.locator(`#au-word-${wordIndex} fieldset.au-numbers`, { hasText: `${part}: ` })
    .getByRole('spinbutton', { name: `${feature} (exact number)` });
}

async function previewText(page, widget) {
  return page.locator(widget).evaluate((element) => {
    const root = element.shadowRoot;
    return {
      title: root.querySelector('.title').textContent,
      task: root.querySelector('.try-this span').textContent,
      tokens: Array.from(root.querySelectorAll('.tokens button.token')).map((b) => b.textContent),
      error: root.querySelector('.error').hidden ? null : root.querySelector('.error').textContent,
    };
  });
}

const SENTENCE = 'The dog chased the cat because it was hungry';
const TOKENS = ['The', 'dog', 'chased', 'the', 'cat', 'because', 'it', 'was', 'hungry'];
const TASK = 'Click “dog”: is it the one that was hungry?';

// Writes the example of these tests into the editor, as an author types it.
async function writeExample(page) {
  await page.locator('#au-id').fill('hungry-dog');
  await page.locator('#au-title').fill('Who was hungry?');
  await page.locator('#au-task').fill(TASK);
  await page.locator('#au-sentence').fill(SENTENCE);
  // The value features of the example it starts from (cat, mat) become dog and cat.
  await page.getByLabel('value feature 1', { exact: true }).fill('dog');
  await page.getByLabel('value feature 2', { exact: true }).fill('cat');
  const dog = page.locator('#au-word-1');
  await dog.locator('summary').click();
  await dog.getByLabel('What it advertises').fill('an animal that chases');
  await dog.getByLabel('What it carries').fill('a dog');
  await numberBox(page, 1, 'Key', 'animal').fill('1');
  await numberBox(page, 1, 'Value', 'dog').fill('1');
  const it = page.locator('#au-word-6');
  if (!(await it.evaluate((d) => d.open))) await it.locator('summary').click();
  await it.getByLabel('What it looks for').fill('an animal that can be hungry');
  await numberBox(page, 6, 'Query', 'animal').fill('1');
  await page.locator('#au-focus').selectOption({ label: '7. it' });
  await page.locator('#au-rule-kind').selectOption('focus');
  await page.locator('#au-rule-value').selectOption({ label: '2. dog' });
  await checked(page);
}

test('an example written on the page, copied as a tag and loaded back, shows the same in the editor and the preview, and its ✓ appears in a plain page', async () => {
  const page = await browser.newPage();
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => {});
  await openAuthor(page);
  // It opens on the values step's example, never empty.
  assert.equal(await page.locator('#au-step').inputValue(), 'values');
  assert.equal(await page.locator('#au-sentence').inputValue(), 'The cat sat on the mat because it was tired');
  assert.match(await page.locator('#au-check').textContent(), /^✓ Loads without error: 10 words, 1 head/);

  await writeExample(page);
  assert.match(await page.locator('#au-check').textContent(), /^✓ Loads without error: 9 words, 1 head, a done rule\./);
  const json = JSON.parse(await page.locator('#au-json').inputValue());
  assert.equal(json.id, 'hungry-dog');
  assert.equal(json.sentence, SENTENCE);
  assert.deepEqual(json.tokens.map((t) => t.text), TOKENS);
  assert.deepEqual(json.valueFeatures, ['dog', 'cat']);
  assert.deepEqual(json.tokens[1].heads.refers, { key: { animal: 1 }, value: { dog: 1 }, advertises: 'an animal that chases', carries: 'a dog' });
  assert.deepEqual(json.tokens[6].heads.refers.query, { animal: 1 });
  assert.equal(json.tokens[6].heads.refers.looksFor, 'an animal that can be hungry');
  assert.deepEqual(json.done, { focus: 'dog' });
  assert.equal(json.focus, 6);
  // Both previews show it at the values step.
  for (const widget of [COLUMN, PHONE]) {
    assert.deepEqual(await previewText(page, widget), { title: 'Who was hungry?', task: TASK, tokens: TOKENS, error: null }, widget);
    assert.equal(await page.locator(widget).getAttribute('step'), 'values');
  }

  // Copy the tag: the clipboard holds what the tag box shows.
  await page.locator('#au-copy-tag').click();
  await page.waitForFunction(() => document.getElementById('au-save-status').textContent.startsWith('Copied the tag'));
  const tag = await page.locator('#au-tag').inputValue();
  assert.ok(tag.startsWith('<attention-playground step="values">\n  <script type="application/json">'));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), tag);
  const downloaded = page.waitForEvent('download');
  await page.locator('#au-download').click();
  const file = await downloaded;
  assert.equal(file.suggestedFilename(), 'hungry-dog.json');
  assert.deepEqual(JSON.parse(fs.readFileSync(await file.path(), 'utf8')), json, 'the .json file is the JSON');

  // Start again from another example, then paste the tag: the editor is the example again.
  await page.locator('#au-starter').selectOption('sky');
  await page.locator('#au-start').click();
  await page.locator('#au-step').selectOption('softmax');
  await checked(page);
  assert.equal(await page.locator('#au-id').inputValue(), 'my-sky');
  assert.equal(await page.locator('#au-kept').textContent(),
    'This example also has the controls it hides: the page keeps them as they came (edit them in the JSON).');
  assert.deepEqual(JSON.parse(await page.locator('#au-json').inputValue()).controls, { hide: ['causal'] });
  await page.locator('#au-io textarea[placeholder]').fill(tag);
  await page.locator('#au-load').click();
  await checked(page);
  assert.match(await page.locator('#au-save-status').textContent(), /^Loaded “Who was hungry\?” into the editor, at the step it names \(values\)\./);
  assert.equal(await page.locator('#au-step').inputValue(), 'values');
  assert.equal(await page.locator('#au-id').inputValue(), 'hungry-dog');
  assert.equal(await page.locator('#au-title').inputValue(), 'Who was hungry?');
  assert.equal(await page.locator('#au-task').inputValue(), TASK);
  assert.equal(await page.locator('#au-sentence').inputValue(), SENTENCE);
  assert.deepEqual(await page.locator('.au-tokens li').allTextContents(), TOKENS);
  await page.locator('#au-word-1 summary').click();
  assert.equal(await page.locator('#au-word-1').getByLabel('What it advertises').inputValue(), 'an animal that chases');
  assert.equal(await numberBox(page, 1, 'Key', 'animal').inputValue(), '1');
  assert.equal(await page.locator('#au-rule-kind').inputValue(), 'focus');
  assert.equal(await page.locator('#au-rule-value').inputValue(), '1');
  assert.deepEqual(JSON.parse(await page.locator('#au-json').inputValue()), json, 'it writes the very same JSON again');
  assert.deepEqual(await previewText(page, COLUMN), { title: 'Who was hungry?', task: TASK, tokens: TOKENS, error: null });
  assert.deepEqual(page.errors, []);
  assert.deepEqual(page.requests.filter((r) => !r.startsWith('file:') && !r.startsWith('blob:') && !r.startsWith('data:')), [], 'no network');
  await page.close();

  // The pasted tag in a plain page of one's own, next to the widget's files: the ✓ appears when the learner clicks "dog".
  fs.writeFileSync(path.join(scratch, 'lesson.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<link rel="icon" href="data:,"><title>lesson</title></head><body>\n${tag}\n<script src="attention-playground.js"></script></body></html>`);
  const lesson = await browser.newPage();
  // An own example is checked by a part of its own: without its file, the widget says which file to copy.
  await lesson.goto(pathToFileURL(path.join(scratch, 'lesson.html')).href);
  await lesson.waitForFunction(() => /attention-playground-scenario\.js/.test(document.querySelector('attention-playground').shadowRoot.textContent));
  assert.match(await lesson.evaluate(() => document.querySelector('attention-playground').shadowRoot.textContent),
    /A file of this widget is missing or not of this version, so this page’s own example cannot be shown: copy attention-playground-scenario\.js from its dist\/ folder next to attention-playground\.js\./);
  lesson.errors.length = 0;
  fs.copyFileSync(path.join(dist, 'attention-playground-scenario.js'), path.join(scratch, 'attention-playground-scenario.js'));
  await lesson.goto(pathToFileURL(path.join(scratch, 'lesson.html')).href);
  await lesson.locator('attention-playground table.match').waitFor();
  await settle(lesson);
  const W = 'attention-playground';
  assert.equal(await lesson.locator(`${W} .title`).textContent(), 'Who was hungry?');
  assert.equal(await lesson.locator(`${W} .task-done`).textContent(), '', 'not done before the learner acts');
  await lesson.locator(`${W} .tokens button.token`, { hasText: /^dog$/ }).click();
  await settle(lesson);
  assert.equal(await lesson.locator(`${W} .task-done`).textContent(), ' ✓ Done!');
  assert.deepEqual(lesson.errors, []);
  await lesson.close();
});

test('bad JSON pasted says what is wrong and where, and keeps what the author typed and the example in the editor', async () => {
  const page = await browser.newPage();
  await openAuthor(page);
  const paste = page.locator('#au-io textarea[placeholder]');
  const broken = '{\n  "id": "x",\n  "title" "oops"\n}';
  await paste.fill(broken);
  await page.locator('#au-load').click();
  const error = page.locator('#au-load-error');
  // The missing colon: line 3, column 11, offset 25 (worked out by hand).
  assert.equal(await error.locator('.au-error-place').textContent(), 'Line 3, column 11:');
  assert.match(await error.textContent(), /Could not load it: scenario is not valid JSON: /);
  assert.equal(await error.locator('pre').textContent(), '  "title" "oops"\n          ^');
  assert.equal(await paste.inputValue(), broken, 'the paste box keeps it');
  assert.equal(await paste.evaluate((t) => t.selectionStart), 25, 'the caret is at the place');
  assert.equal(await page.locator('#au-id').inputValue(), 'my-it', 'the editor keeps its example');

  // JSON that parses but breaks the format: the loader's own message, with the field.
  const example = JSON.parse(await page.locator('#au-json').inputValue());
  example.tokens[1].heads.refers.key = { animl: 1 };
  await paste.fill(JSON.stringify(example));
  await page.locator('#au-load').click();
  assert.equal(await error.locator('p').textContent(),
    'Could not load it: tokens[1].heads.refers.key: feature "animl" is not declared (did you mean "animal"?)');
  // A mistake typed into the editor: said at once, the preview keeps the last version that loads.
  await page.locator('#au-id').fill('My Example');
  await checked(page);
  assert.equal(await page.locator('#au-check').textContent(),
    'Not loadable yet: id: must use only lowercase letters, digits and hyphens (got "My Example"). The preview shows the last version that loads.');
  assert.equal(await page.locator('#au-copy-tag').isDisabled(), true);
  assert.equal((await previewText(page, COLUMN)).error, null);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('every rule of the vocabulary can be chosen, and each one the page writes loads', async () => {
  const page = await browser.newPage();
  await openAuthor(page);
  const kinds = await page.locator('#au-rule-kind option').evaluateAll((options) => options.map((o) => o.value));
  assert.deepEqual(kinds, ['', 'focus', 'focusNeeds', 'picked', 'best', 'share', 'sink', 'blend', 'magnitude', 'trained', 'order', 'heads', 'all']);
  const written = {};
  for (const kind of kinds.slice(1)) {
    await page.locator('#au-rule-kind').selectOption(kind);
    await checked(page);
    assert.match(await page.locator('#au-check').textContent(), /^✓ Loads without error: .* a done rule\./, kind);
    written[kind] = JSON.parse(await page.locator('#au-json').inputValue()).done;
  }
  // "cat" is the first word, apart from the focus "it", that advertises something.
  assert.deepEqual(written.focus, { focus: 'cat' });
  assert.deepEqual(written.share, { share: { word: 'cat', atLeast: 60 } });
  assert.deepEqual(written.sink, { sink: 'loses' });
  assert.deepEqual(written.all, { all: [{ focus: 'cat' }] });
  // Fields: the share's percent and "of word Y", by keyboard-usable controls.
  await page.locator('#au-rule-kind').selectOption('share');
  await page.getByRole('spinbutton', { name: 'p, at least (%) (exact number)' }).fill('75');
  await page.locator('#au-rule-of').selectOption({ label: '8. it' });
  await checked(page);
  assert.deepEqual(JSON.parse(await page.locator('#au-json').inputValue()).done, { share: { word: 'cat', atLeast: 75, of: 'it' } });
  // The blend names its two words when asked to.
  await page.locator('#au-rule-kind').selectOption('blend');
  await page.locator('#au-rule-of-check').check();
  await checked(page);
  assert.deepEqual(JSON.parse(await page.locator('#au-json').inputValue()).done, { blend: 'half', of: ['cat', 'mat'] });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a done rule that already holds when the example opens is said: the learner could never earn its ✓', async () => {
  const page = await browser.newPage();
  await openAuthor(page);
  const warning = 'But this rule already holds when the example opens, so the learner can never earn its ✓: make it ask for a change.';
  // "it" asks for an animal, only "cat" is one: at magnitude 9 “cat” gets e^9/(e^9 + 9) = 99.9 % of it, over 60 %.
  await page.locator('#au-rule-kind').selectOption('share');
  await checked(page);
  assert.deepEqual(JSON.parse(await page.locator('#au-json').inputValue()).done, { share: { word: 'cat', atLeast: 60 } });
  assert.match(await page.locator('#au-check').textContent(), /^✓ Loads without error: 10 words, 1 head, a done rule\. But this rule/);
  assert.ok((await page.locator('#au-check').textContent()).endsWith(warning));
  // The sink is off when it opens, so “the sink loses” does not hold yet: the learner turns it on.
  await page.locator('#au-rule-kind').selectOption('sink');
  await checked(page);
  assert.equal(await page.locator('#au-check').textContent(), '✓ Loads without error: 10 words, 1 head, a done rule.');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a failed load takes away the earlier “Loaded …” and its Undo: no old success is said beside a newer error', async () => {
  const page = await browser.newPage();
  await openAuthor(page);
  const paste = page.locator('#au-io textarea[placeholder]');
  const good = await page.locator('#au-json').inputValue();
  await paste.fill(good);
  await page.locator('#au-load').click();
  await checked(page);
  assert.match(await page.locator('#au-notice').textContent(), /^Loaded “.+”\. Undo$/);
  await paste.fill('{ "id": "x" ');
  await page.locator('#au-load').click();
  assert.match(await page.locator('#au-load-error').textContent(), /Could not load it: scenario is not valid JSON/);
  assert.equal(await page.locator('#au-notice').textContent(), '');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a mistake in the form is said in the form’s words: “feature 2”, not features[1]', async () => {
  const page = await browser.newPage();
  await openAuthor(page);
  // The values step's example, "it": its features are animal and thing; feature 2 renamed "animal" is listed twice.
  await page.getByLabel('feature 2', { exact: true }).fill('animal');
  await checked(page);
  assert.equal(await page.locator('#au-check').textContent(),
    'Not loadable yet: feature 2: "animal" is listed twice (also feature 1). The preview shows the last version that loads.');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('adding a head and a feature from the keyboard gives every word a place for them, and what the page writes loads', async () => {
  const page = await browser.newPage();
  await openAuthor(page);
  await page.locator('#au-head-add').focus();
  await page.keyboard.press('Enter');
  await checked(page);
  assert.equal(await page.evaluate(() => document.activeElement.value), 'head-2', 'the keyboard lands on the new head\'s id');
  await page.keyboard.type('-what');
  await page.locator('#au-features-add').click();
  // "it" (open: it is the focus) has a part for each head, each with the new feature's sliders.
  const it = page.locator('#au-word-7');
  assert.deepEqual(await it.locator('fieldset.au-head-part > legend').allTextContents(), ['Head “stands for?”', 'Head “head-2?”']);
  const slider = it.locator('fieldset.au-head-part', { hasText: 'Head “head-2?”' })
    .locator('fieldset.au-numbers', { hasText: 'Query: ' }).getByRole('slider', { name: 'feature 3' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await checked(page);
  assert.match(await page.locator('#au-check').textContent(), /^✓ Loads without error: 10 words, 2 heads/);
  const json = JSON.parse(await page.locator('#au-json').inputValue());
  assert.deepEqual(json.features, ['animal', 'thing', 'feature 3']);
  assert.deepEqual(json.heads.map((h) => h.id), ['refers', 'head-2-what']);
  assert.deepEqual(json.tokens[7].heads['head-2-what'], { query: { 'feature 3': 0.2 } });
  assert.deepEqual(json.tokens[7].heads.refers.query, { animal: 1 }, 'the first head keeps its numbers');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a 360 × 740 phone the page stacks, nothing scrolls sideways, and a word opens from the keyboard', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await openAuthor(page);
  const layout = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    editorBottom: document.querySelector('.au-editor').getBoundingClientRect().bottom,
    previewTop: document.querySelector('.au-preview').getBoundingClientRect().top,
    widths: ['au-preview-column', 'au-preview-phone'].map((id) => document.getElementById(id).getBoundingClientRect().width),
  }));
  assert.equal(layout.scroll, 360, 'no sideways scroll');
  assert.ok(layout.previewTop >= layout.editorBottom, 'the preview comes after the editor');
  assert.deepEqual(layout.widths, [340, 340], 'each preview is as wide as the screen leaves it');
  assert.match(await page.locator('.au-box-column figcaption').textContent(), /narrowed to 340 px by this screen/);
  await page.locator('#au-word-1 summary').focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('#au-word-1').evaluate((d) => d.open), true);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360, 'still none with a word open');
  fs.mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, 'author-360.png'), fullPage: true });
  await page.close();
});

test('at 1280 px the editor and the 760 px column sit side by side, the phone under it, and the page passes axe', async () => {
  const page = await browser.newPage({ width: 1280, height: 900 });
  await openAuthor(page);
  const boxes = await page.evaluate(() => ['au-editor', 'au-preview-column', 'au-preview-phone']
    .map((id) => { const r = document.getElementById(id).getBoundingClientRect(); return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width) }; }));
  assert.equal(boxes[1].width, 760);
  assert.equal(boxes[2].width, 360);
  assert.ok(boxes[0].x + boxes[0].width <= boxes[1].x, 'the editor is left of the column');
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 1280);
  assert.deepEqual(await axeViolations(page, { include: '.au-page' }), []);
  fs.mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, 'author-1280.png') });
  // The phone preview, further down the preview's own scroll.
  await page.locator('.au-preview').evaluate((p) => { p.scrollTop = p.scrollHeight; });
  await page.screenshot({ path: path.join(screenshots, 'author-1280-phone.png') });
  await page.close();
});

test('a sentence of 10,000 words pasted in stays quick to edit: a keystroke is checked in well under a second, the words kept', async () => {
  const page = await browser.newPage();
  await openAuthor(page);
  const words = await page.locator('#au-words li').count();
  const box = page.locator('#au-sentence');
  // One keystroke, timed from the key to the check's verdict (before: 7 to 15 s, every old word compared with
  // every new one and 10,000 word rows drawn again).
  async function keystroke(key) {
    const started = Date.now();
    await box.press(key);
    await checked(page);
    return Date.now() - started;
  }
  await box.fill('猫'.repeat(10000));
  await checked(page);
  const ms = await keystroke('Backspace');
  console.log(`# a keystroke in a sentence of 10,000 words: ${ms} ms`);
  assert.ok(ms < 1500, `${ms} ms`);
  assert.equal(await page.locator('#au-check').textContent(),
    'Not loadable yet: sentence: has 9999 tokens; a scenario may have at most 1000. The preview shows the last version that loads.');
  assert.equal(await page.locator('#au-words li').count(), words, 'the words keep their rows and numbers until the sentence fits');
  assert.equal(await box.inputValue(), '猫'.repeat(9999), 'the box keeps what was typed');
  // At the limit, 1,000 words, a keystroke aligns and draws them all, still quickly.
  await box.fill('猫'.repeat(1001));
  await checked(page);
  const atLimit = await keystroke('Backspace');
  console.log(`# a keystroke in a sentence of 1,000 words: ${atLimit} ms`);
  assert.ok(atLimit < 3000, `${atLimit} ms`); // with the two previews drawing 1,000 words
  assert.match(await page.locator('#au-check').textContent(), /^✓ Loads without error: 1000 words, 1 head/);
  assert.equal(await page.locator('#au-words li').count(), 1000);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Undo after “Start from” gives back two features that share a name in the middle of a rename, each with its own numbers', async () => {
  const page = await browser.newPage();
  await openAuthor(page);
  const json = async () => JSON.parse(await page.locator('#au-json').inputValue());
  // The example it starts from: "cat" advertises animal, "mat" thing (features animal, thing).
  const start = await json();
  assert.deepEqual(start.features, ['animal', 'thing']);
  assert.deepEqual(start.tokens[1].heads.refers.key, { animal: 1 });
  assert.deepEqual(start.tokens[5].heads.refers.key, { thing: 1 });
  // Renaming "thing" to "animals", letter by letter: on the way it is "animal", as the first one is.
  await page.getByLabel('feature 2', { exact: true }).fill('animal');
  await page.locator('#au-starter').selectOption('sky');
  await page.locator('#au-start').click();
  await checked(page);
  await page.locator('#au-notice button', { hasText: 'Undo' }).click();
  await page.getByLabel('feature 2', { exact: true }).fill('animals');
  await checked(page);
  const back = await json();
  assert.deepEqual(back.features, ['animal', 'animals']);
  assert.deepEqual(back.tokens[1].heads.refers.key, { animal: 1 }, 'cat advertises the first feature only');
  assert.deepEqual(back.tokens[5].heads.refers.key, { animals: 1 }, 'mat the second only');
  assert.deepEqual(page.errors, []);
  await page.close();
});
