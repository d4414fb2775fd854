// The trained model in a Spanish widget, and the heads step's switch as a
// setting (model=trained): a widget with lang="es" reads with the Spanish model
// (models/storybook-es.apm, inside its module attention-model-es.js), on its
// own sentences, in Spanish words; model="trained" opens the heads step on the
// trained model's heads, and the switch writes the setting back (the change
// event, the lesson link). The figures are worked out from the Spanish file's
// numbers by the Node reference's own forward pass (tests/node/model-reference.js):
// in layer 1, head 0 (the head named for «él» and «ella», and for the noun a
// describing word fits) «él» gives 1.0000 to «gato» and «sentó» leaves 0.9956 on the sink.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');
const Lr = require('./listener.js');

const W = 'attention-playground';
let browser;
before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

async function openWidget(page, attributes) {
  const name = `trained-setting-${Math.random().toString(36).slice(2)}.html`;
  const attrs = Object.entries(attributes).map(([k, v]) => `${k}="${v}"`).join(' ');
  await page.route(browser.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<link rel="icon" href="data:,"><title>trained</title></head>' +
    `<body style="margin: 8px"><main style="max-width: 752px; margin: 0 auto"><${W} ${attrs}></${W}></main>` +
    '<script src="attention-playground.js"></script></body></html>' }));
  await page.goto(browser.url + name);
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
}

test('a Spanish widget\'s learned step trains on the Spanish storybook, and Skip shows the Spanish model: «él» finding «perro», in Spanish', async () => {
  const page = await browser.newPage({ width: 760, height: 1000 });
  await openWidget(page, { step: 'learned', lang: 'es' });
  await H.trainOneStep(page);
  await H.settle(page);
  let text = (await H.shownText(page, W)).replace(/\s+/g, ' ');
  assert.match(text, /Una frase que acaba en «él»: ¿qué viene después\?/);
  assert.deepEqual(await page.locator(`${W} section.learned .learned-words .token`).allTextContents(),
    ['el', 'perro', 'se', 'sentó', 'en', 'la', 'alfombra', 'porque', 'él']);
  await page.locator(`${W} section.learned [data-key="train-skip"]`).click();
  await page.locator(`${W} section.learned .learned-committed:not([hidden])`).waitFor();
  await H.settle(page);
  assert.ok(page.requests.some((u) => /\/attention-model-es\.js$/.test(u)), 'the Spanish model\'s module is fetched');
  assert.ok(!page.requests.some((u) => /attention-model-en\.js$|attention-playground-model-es\.js$/.test(u)), 'and no English module, no weights part');
  text = (await H.shownText(page, W)).replace(/\s+/g, ' ');
  assert.match(text, /Este es un modelo que nuestro núcleo entrenó durante 9 minutos con la misma clase de cuentos \(8\.934\.117 palabras leídas\)\./);
  assert.match(text, /«él» da (el \d+,\d %|más del 99,9 %) de su atención a «perro»\./);
  assert.doesNotMatch(text, /«it»|«she»/);
  const items = await Lr.readAloud(page);
  assert.deepEqual(Lr.bareNumbers(items).map((i) => i.text), [], 'every number with its label');
  await H.screenshot(page, 'learned-es-760-skip.png');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a Spanish widget\'s sink step: «sentó» rests on the sink the Spanish model learned, «él» finds «gato»', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await openWidget(page, { step: 'sink', lang: 'es' });
  await Lr.listen(page);
  await page.locator(`${W} .trained-sink summary`).click();
  await page.locator(`${W} .trained-sink .trained-head`).first().waitFor();
  await page.waitForTimeout(1200);
  assert.deepEqual((await Lr.heard(page)).map((m) => m.text.trim()), [
    '«sentó» no encuentra aquí nada de lo que busca: el 99,6 % de su atención descansa en el sumidero. «él» da más del 99,9 % de su atención a «gato».',
  ]);
  // The way of looking shown is layer 1, head 0, certified for «él» and «ella» (and the describing word's noun; models/storybook-es.apm).
  const text = (await H.shownText(page, W)).replace(/\s+/g, ' ');
  assert.match(text, /En la manera de mirar que aprendió para «él» y «ella», sobre/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('model="trained" opens the heads step on the trained heads; the switch writes the setting back', async () => {
  const page = await browser.newPage({ width: 760, height: 1000 });
  await openWidget(page, { step: 'heads', model: 'trained' });
  await page.locator(`${W} .trained-head`).first().waitFor();
  await H.settle(page);
  assert.equal(await page.locator(`${W} [data-key="trained-switch-trained"]`).isChecked(), true);
  assert.equal(await page.locator(`${W} .work`).isVisible(), false, 'the hand-made heads step aside');
  assert.equal(await page.evaluate(() => document.querySelector('attention-playground').stateDetail.model), 'trained');
  await page.evaluate(() => {
    window.changes = [];
    document.querySelector('attention-playground').addEventListener('change', (e) => window.changes.push(e.detail.model));
  });
  await page.locator(`${W} label[for="trained-switch-hand-made"]`).click();
  await H.settle(page);
  assert.deepEqual(await page.evaluate(() => window.changes), ['hand-made']);
  assert.equal(await page.locator(`${W} .work`).isVisible(), true);
  await page.locator(`${W} label[for="trained-switch-trained"]`).click();
  await H.settle(page);
  assert.deepEqual(await page.evaluate(() => window.changes), ['hand-made', 'trained']);
  assert.match(await page.evaluate(() => document.querySelector('attention-playground').stateDetail.hash), /(^|&)model=trained(&|$)/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a model setting that cannot be used is a note, and the step keeps its hand-made heads', async () => {
  const page = await browser.newPage({ width: 760, height: 1000 });
  await openWidget(page, { step: 'heads', model: 'gpt' });
  const text = (await H.shownText(page, W)).replace(/\s+/g, ' ');
  assert.match(text, /Ignored model="gpt": not “hand-made” or “trained”/);
  assert.equal(await page.locator(`${W} .work`).isVisible(), true);
  assert.deepEqual(page.errors, []);
  await page.close();
});
