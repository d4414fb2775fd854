// One tag, one file (README "One tag, one file"): with only
// attention-playground.js copied next to a page, opened from disk, every step
// draws with no other request and no console message: a part is fetched only
// when a learner asks for what is in it (the heads step's trained heads, the
// sink step's trained example). The learned step, whose first view is the
// training's card, asks for its part (attention-playground-training.js) once, and says on screen, in the
// widget's language and without the folder it looked in, which file to copy;
// so does a trained model that cannot be loaded. Once this heads step asked
// for attention-playground-trained.js on load: "Failed to load resource", and a
// console warning on a page that showed only the hand-made heads.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { chromium } = require('playwright-core');
const H = require('./helpers.js');

const W = 'attention-playground';
const STEPS = ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order'];
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--allow-file-access-from-files'];
let browser;
const folders = [];

before(async () => { browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS }); });
after(async () => {
  await browser.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

// A course folder holding these files of dist/ and a page per step (attributes added to each widget).
function courseFolder(files, attributes = '') {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-one-file-'));
  folders.push(folder);
  for (const file of files) fs.copyFileSync(path.join(H.dist, file), path.join(folder, file));
  for (const step of STEPS) {
    fs.writeFileSync(path.join(folder, `${step}.html`), '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      `<link rel="icon" href="data:,"><title>${step}</title></head><body><main style="max-width: 760px">` +
      `<${W} step="${step}" ${attributes}></${W}></main><script src="attention-playground.js"></script></body></html>`);
  }
  return folder;
}

// A step's page from disk, drawn; every request and console message noted.
async function openFromDisk(folder, step) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  page.requests = [];
  page.messages = [];
  page.on('request', (request) => page.requests.push(path.basename(new URL(request.url()).pathname)));
  page.on('console', (message) => page.messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => page.messages.push(`pageerror: ${error.message}`));
  await page.goto(pathToFileURL(path.join(folder, `${step}.html`)).href);
  await H.settle(page);
  return page;
}

// What the widget says of what it could not show: its missing-files line and the trained views' status lines.
const saysMissing = (page) => page.locator(W).evaluate((e) => Array.from(e.shadowRoot.querySelectorAll('.missing, .trained-body, .status'))
  .filter((x) => x.checkVisibility()).map((x) => x.textContent.trim()).filter(Boolean).join('\n'));

test('only attention-playground.js copied: every step draws from disk with no other request and no console message (the learned step asks for its part once, and names it)', async () => {
  const folder = courseFolder(['attention-playground.js']);
  for (const step of STEPS) {
    const page = await openFromDisk(folder, step);
    if (step === 'learned') {
      assert.deepEqual(page.requests, ['learned.html', 'attention-playground.js', 'attention-playground-training.js'], 'learned: its part, once');
      const said = await saysMissing(page);
      assert.match(said, /copy attention-playground-training\.js from its dist\/ folder next to attention-playground\.js/);
      assert.doesNotMatch(said, /file:|\/tmp\/|attention-one-file/, 'no folder of the author’s disk');
    } else {
      assert.deepEqual(page.requests, [`${step}.html`, 'attention-playground.js'], `${step}: the main file alone`);
      assert.deepEqual(page.messages, [], `${step}: no console message`);
      assert.equal(await saysMissing(page), '', `${step}: nothing said missing`);
    }
    // The heads step's switch back to the hand-made heads, and the sink step's closed example, fetch nothing either.
    if (step === 'heads') {
      await page.locator(`${W} label[for="trained-switch-hand-made"]`).click();
      await H.settle(page);
      assert.deepEqual(page.requests, ['heads.html', 'attention-playground.js']);
    }
    await page.close();
  }
});

test('es: a part a learner asks for and this page lacks is named in Spanish, with the file to copy and no folder; so is a missing model', async () => {
  const withoutTrained = courseFolder(['attention-playground.js', 'attention-playground-es.js'], 'lang="es"');
  const heads = await openFromDisk(withoutTrained, 'heads');
  assert.ok(!heads.requests.includes('attention-playground-trained.js'), 'nothing asked before the learner picks');
  await heads.locator(`${W} label[for="trained-switch-trained"]`).click();
  await heads.waitForFunction(() => document.querySelector('attention-playground').shadowRoot.querySelector('.missing:not([hidden])'));
  const said = await saysMissing(heads);
  assert.equal(said, 'Falta un archivo de este widget o no es de esta versión, así que no se puede mostrar el modelo que aprendió solo: ' +
    'copia attention-playground-trained.js de su carpeta dist/ junto a attention-playground.js.');
  await heads.close();
  // The part is here, the model's module is not: its card says so in Spanish, inside its own sentence.
  const withoutModel = courseFolder(['attention-playground.js', 'attention-playground-es.js', 'attention-playground-trained.js'], 'lang="es"');
  const sink = await openFromDisk(withoutModel, 'sink');
  assert.ok(!sink.requests.some((f) => /trained|model/.test(f)), 'nothing asked before the example is opened');
  await sink.locator(`${W} .trained-sink summary`).click();
  await sink.waitForFunction(() => /attention-model/.test(document.querySelector('attention-playground').shadowRoot.querySelector('.trained-sink').textContent));
  const card = (await sink.locator(`${W} .trained-sink .status`).textContent()).trim();
  assert.equal(card, 'No se pudo cargar aquí el modelo entrenado (copia attention-model-es.js de su carpeta dist/ junto a attention-playground.js).');
  await sink.close();
});
