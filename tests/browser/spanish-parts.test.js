// A language is a part of its own that brings its words of every other part
// (web/js/i18n/es/index.js): a Spanish widget speaks Spanish in each part it
// shows (the explore views, the heatmap, the notes, a typed sentence, the
// picture, the open training view), whether Spanish arrives before a part or
// after it, and none of those parts brings Spanish of its own.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

let browser;
const W = 'attention-playground';

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

async function openPage(page, name, body) {
  await page.route(`${browser.url}${name}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${name}</title></head>` +
      `<body><main>${body}</main>\n${H.playgroundScripts()}\n</body></html>` }));
  await page.goto(`${browser.url}${name}`);
  await page.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground')).map((e) => e.ready)));
  await H.settle(page);
}

const parts = (page) => page.requests.map((r) => r.split('/').pop()).filter((f) => /^attention-playground-[a-z]+\.js$/.test(f));

test('a Spanish whole playground speaks Spanish in every part it shows: explore views, heatmap, notes, typed sentence, picture, training', async () => {
  const page = await browser.newPage();
  await openPage(page, 'es-parts.html', `<${W} id="es" step="all" lang="es" scenario="it" magnitude="abc"></${W}>` +
    `<${W} id="typed" step="heads" lang="es" sentence="the cat sat because it was tired"></${W}>`);
  const es = await H.shownText(page, '#es');
  for (const words of [
    'O escribe tu propia frase', // the explore part's own sentence box (es/explore.js)
    'Toda la frase a la vez', // the heatmap's title (es/heatmap.js)
    'El foco: «él»', // the whole playground's words (es/whole.js), on Spanish's own example (web/scenarios/es/it.json)
    'Algunos ajustes no se han podido usar:', // the notes (es/notes.js)
  ]) assert.ok(es.includes(words), words);
  for (const english of ['Or type your own sentence', 'The whole sentence at once', 'The focus: “it”']) assert.ok(!es.includes(english), english);
  // A typed sentence's words (es/sentence.js): the heads' labels.
  assert.ok((await H.shownText(page, '#typed')).includes('¿quién?'));
  // The picture (es/export.js), once its part has come.
  const svg = await page.locator('#es').evaluate((e) => e.exportSVG());
  assert.match(svg, /Puntuación = consulta · clave × 9; softmax convierte las puntuaciones en porcentajes que suman 100/);
  // The learned step's card (es/training.js), whose part comes after Spanish.
  await H.trainOneStep(page, '#es');
  await H.settle(page);
  assert.ok((await H.shownText(page, '#es')).includes('Mira cómo aprende un modelo a adivinar la palabra siguiente'));
  assert.ok((await H.shownText(page, '#es')).includes('La pérdida dice cuánto le sorprende al modelo la palabra siguiente'));
  const fetched = parts(page);
  for (const name of ['es', 'explore', 'notes', 'sentence', 'export', 'training']) assert.ok(fetched.includes(`attention-playground-${name}.js`), name);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Spanish asked for after the parts have come: their words turn Spanish, with Spanish’s own file the only one fetched for it', async () => {
  const page = await browser.newPage();
  await openPage(page, 'en-then-es.html', `<${W} id="w" step="all" scenario="it"></${W}>`);
  const english = await H.shownText(page, '#w');
  assert.ok(english.includes('Or type your own sentence') && english.includes('The whole sentence at once'));
  const before = parts(page);
  assert.ok(!before.includes('attention-playground-es.js'));
  await page.locator('#w').evaluate((e) => e.setAttribute('lang', 'es'));
  await H.settle(page);
  const spanish = await H.shownText(page, '#w');
  for (const words of ['O escribe tu propia frase', 'Toda la frase a la vez', 'El foco: «él»']) assert.ok(spanish.includes(words), words);
  assert.deepEqual(parts(page).filter((f) => !before.includes(f)), ['attention-playground-es.js']);
  assert.deepEqual(page.errors, []);
  await page.close();
});
