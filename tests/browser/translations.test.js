// Translations: every string of the widget comes from a catalogue (English and
// Spanish ship), chosen by the element's `lang`, else the closest `lang` around
// it, else the page's <html lang>; an unknown language reads English without
// an error. Scenario text follows the scenario's own `translations`, numbers
// the language's decimal mark. The expected Spanish is written out here, with
// its numbers worked out by hand.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

let browser;
const W = 'attention-playground';

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

async function openPage(page, name, body, htmlLang = 'en') {
  await page.route(`${browser.url}${name}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}</title></head>` +
      `<body><main>${body}</main>\n${H.playgroundScripts()}\n</body></html>` }));
  await page.goto(`${browser.url}${name}`);
  await page.evaluate(() => Promise.all(Array.from(document.querySelectorAll('attention-playground')).map((e) => e.ready)));
  await page.locator(`${W} table.match`).first().waitFor();
  await H.settle(page);
}

const text = (page, selector) => page.locator(selector).first().textContent();

// "it" at magnitude 9: "it" asks for an animal, only "cat" offers one (score
// 1 × 1 × 9 = 9), the other nine keys score 0:
// cat = e^9 / (e^9 + 9) = 8103.08 / 8112.08 = 99.9%, the others 1 / 8112.08 = 0.0%.
// Spanish's own "it" (web/scenarios/es/it.json): «él» asks for an animal, only «gato» offers one, the
// other ten keys score 0: gato = e^9 / (e^9 + 10) = 8103.08 / 8113.08 = 99.9%.
const IT_MEANING_ES = 'En la cabeza «¿a quién se refiere?», «él» busca un animal masculino que pueda estar «cansado»; ' +
  '«gato» anuncia un animal masculino y recibe el 99,9\u00a0% de la atención, así que «él» reúne sobre todo «gato».';
const IT_MEANING_EN = 'In the “stands for?” head, “it” looks for an animal (something that can be tired); ' +
  '“cat” advertises an animal and gets 99.9% of the attention, so “it” gathers mostly “cat”.';

test('lang="es": Spanish headings, buttons, the “What this means” sentence, the scenario’s Spanish text and decimal commas', async () => {
  const page = await browser.newPage();
  await openPage(page, 'es.html', `<${W} step="all" id="es" scenario="it" lang="es"></${W}><${W} step="all" id="en" scenario="it"></${W}>`);
  const es = '#es';
  assert.equal(await text(page, `${es} .sentence-card .section-title`), 'La frase');
  assert.equal(await text(page, `${es} .meaning .section-title`), 'Qué significa esto');
  assert.equal(await text(page, `${es} .share .section-title`), 'Compartir y guardar');
  assert.equal(await text(page, `${es} [data-key="shuffle"]`), 'Barajar las palabras');
  assert.equal(await text(page, `${es} [data-key="copy-link"]`), 'Copiar el enlace');
  assert.equal(await text(page, `${es} label[for="sink-on"]`), 'Usar un sumidero');
  assert.equal(await text(page, `${es} .meaning-text`), IT_MEANING_ES);
  // Spanish's own example (web/scenarios/es/it.json): title, prompt, head label, what «él» looks for, what «gato» advertises.
  assert.equal(await text(page, `${es} .title`), '¿A quién se refiere «él»?');
  assert.match(await text(page, `${es} .try-this`), /^Prueba esto: Haz clic en «él»: ¿qué palabra encuentra\?/);
  assert.equal(await text(page, `${es} .head-label`), 'cabeza ¿a quién se refiere?');
  const rows = await H.readTable(page, 'refers', es);
  assert.deepEqual(rows.map((r) => r.token), ['El', 'gato', 'se', 'sentó', 'en', 'la', 'alfombra', 'porque', 'él', 'estaba', 'cansado']);
  assert.equal(rows.find((r) => r.token === 'gato').advertises, 'un animal masculino');
  // Numbers: the same values, a decimal comma and a no-break space before %.
  const catRow = page.locator(`${es} table.match tr[data-index="1"] .meter-number`);
  assert.equal(await catRow.textContent(), '99,9\u00a0%');
  assert.equal(rows.find((r) => r.token === 'gato').meter, 99.9);
  assert.equal(await text(page, `${es} table.match tfoot .total-value`), '100,0\u00a0%');
  await page.locator(`${es} #magnitude`).fill('4.5');
  await H.settle(page);
  assert.equal(await text(page, `${es} #magnitude + .dial-value`), '× 4,5');
  // The widget says which language it speaks.
  assert.equal(await page.locator(`${es} .ap`).getAttribute('lang'), 'es');
  // The English one beside it is untouched.
  assert.equal(await text(page, '#en .meaning-text'), IT_MEANING_EN);
  assert.equal(await text(page, '#en .title'), 'What does “it” stand for?');
  assert.equal(await page.locator('#en .ap').getAttribute('lang'), 'en');
  // The picker lists the examples by their Spanish titles where they have one.
  const options = await page.locator(`${es} #scenario option`).allTextContents();
  assert.ok(options.includes('¿A quién se refiere «él»?') && options.includes('¿Qué planeta?'), options.join(' | '));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Spanish explanations follow the numbers: a leak, an idle word and the sink, a shuffle, a translated and an untranslated example', async () => {
  const page = await browser.newPage();
  await openPage(page, 'es-more.html', `<${W} step="all" scenario="sky" lang="es" magnitude="1"></${W}>`);
  // Spanish's "sky" («En Marte el cielo es rojo») at magnitude 1: Marte scores 1, the five others 0:
  // Mars = e / (e + 5) = 2.718 / 7.718 = 35.219%; each other 1 / 7.718 = 12.956%. Rounded together:
  // floors 35.2 + 5 × 12.9 = 99.7, and the three tenths go to the first three of the five equal words.
  const rows = await H.readTable(page, 'where');
  assert.deepEqual(rows.map((r) => r.percent), [13.0, 35.2, 13.0, 13.0, 12.9, 12.9]);
  assert.equal(await text(page, `${W} #magnitude-text`), 'Cada puntuación se multiplica por 1. La mejor coincidencia recibe ' +
    'el 35,2\u00a0% de la atención de «cielo»: con puntuaciones pequeñas, la atención se escapa por todas partes.');
  assert.equal(await text(page, `${W} .story li`), '«Marte» es la que mejor encaja (puntuación 1), así que recibe el 35,2\u00a0%.');
  // An idle word («En» asks nothing) with the sink on at 2: six scores of 0 against the sink's 2:
  // sink = e^2 / (e^2 + 6) = 7.389 / 13.389 = 55.2%.
  await page.locator(`${W} #sink-on`).check();
  await page.locator(`${W} .tokens button.token`).first().click();
  await H.settle(page);
  assert.equal(await text(page, `${W} .story li`), '«En» no pregunta nada en esta cabeza, así que todas las puntuaciones ' +
    'son 0. La puntuación fija del sumidero, 2, les gana a todas, así que la atención descansa en el sumidero (55,2\u00a0%). ' +
    'La cabeza está inactiva para este token: es normal, no es un fallo.');
  // Each word gets 1 / 13.389 = 7.469%, the sink 55.19%: floors 6 × 7.4 + 55.1 = 99.5; the sink's tenth
  // (.9) fits, the other four go to the first four of the six equal words, so "red" (the sixth) reads
  // 7.4%. Marte, cielo and rojo carry something (22.4% together, under half): all three are named.
  assert.equal(await text(page, `${W} .meaning-text`), 'En la cabeza «¿dónde?», «En» no pregunta nada, así que su atención ' +
    'descansa en el sumidero y reúne un poco de «Marte» (7,5\u00a0%), «cielo» (7,5\u00a0%) y «rojo» (7,4\u00a0%), el resto nada útil.');
  await page.locator(`${W} [data-key="shuffle"]`).click();
  await H.settle(page);
  // 6 words, every pair, one head: 36 scores, all unchanged.
  assert.equal(await text(page, `${W} .order-text`), 'Barajadas y recalculadas: las 36 puntuaciones (cada cabeza, cada par ' +
    'de palabras) no han cambiado. La atención no tiene ni idea de dónde están las palabras.');
  // Every built-in example is Spanish's own; an author's example speaks its own `translations.es`, and one
  // without keeps its own words inside a Spanish widget.
  await page.locator(`${W} #scenario`).selectOption('heads');
  await page.locator(`${W} .head-panel`).nth(2).waitFor();
  assert.equal(await text(page, `${W} label[for="heads-mode-all"]`), 'Todas las cabezas');
  assert.match(await text(page, `${W} .head-label`), /^cabeza ¿quién\?$/);
  await page.locator(`${W} #scenario`).selectOption('bank');
  await H.settle(page);
  assert.match(await text(page, `${W} .head-label`), /^cabeza ¿qué sentido\?$/);
  assert.deepEqual(await page.locator(`${W} .tokens button.token`).allTextContents(), ['Me', 'senté', 'en', 'el', 'banco', 'del', 'parque']);
  // A scenario of the page's own with a Spanish translation speaks it (as it always has): its sentence stays its own.
  const translated = Object.assign({}, H.scenarioJson('bank'), { id: 'bank-es', translations: { es: {
    title: '¿Río o dinero?', heads: { meaning: { label: '¿qué sentido?' } }, tokens: { 4: { meaning: { advertises: 'un lugar' } } } } } });
  await page.locator(W).evaluate((e, json) => e.loadScenarioData(json), translated);
  await H.settle(page);
  assert.equal(await text(page, `${W} .title`), '¿Río o dinero?');
  assert.match(await text(page, `${W} .head-label`), /^cabeza ¿qué sentido\?$/);
  assert.equal(await page.locator(`${W} .tokens button.token`).nth(4).textContent(), 'bank');
  // A scenario of the page's own without Spanish keeps its English words.
  const english = Object.assign({}, H.scenarioJson('bank'), { id: 'bank-en' });
  await page.locator(W).evaluate((e, json) => e.loadScenarioData(json), english);
  await H.settle(page);
  assert.match(await text(page, `${W} .head-label`), /^cabeza which meaning\?$/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('with no lang on the element: the closest lang around it, else <html lang>; unknown languages read English', async () => {
  const page = await browser.newPage();
  await openPage(page, 'page-es.html', `<${W} step="all" id="page" scenario="it"></${W}>` +
    `<div lang="en-GB"><${W} step="all" id="inner" scenario="it"></${W}></div>` +
    `<${W} step="all" id="xx" scenario="it" lang="xx"></${W}>` +
    `<${W} step="all" id="mx" scenario="it" lang="es-MX"></${W}>` +
    `<${W} step="all" id="note" scenario="sky" magnitude="mucho" focus="Venus"></${W}>`, 'es');
  assert.equal(await text(page, '#page .meaning-text'), IT_MEANING_ES);
  assert.equal(await text(page, '#page .section-title'), 'La frase');
  assert.equal(await text(page, '#inner .meaning-text'), IT_MEANING_EN);
  assert.equal(await text(page, '#xx .meaning-text'), IT_MEANING_EN);
  assert.equal(await text(page, '#xx .section-title'), 'The sentence');
  assert.equal(await page.locator('#xx .notes').isVisible(), false, 'an unknown language is no mistake');
  assert.equal(await page.locator('#xx .ap').getAttribute('lang'), 'en');
  assert.equal(await text(page, '#mx .meaning-text'), IT_MEANING_ES);
  // Notes about settings that could not be used speak the widget's language too.
  assert.equal(await text(page, '#note .notes-title'), 'Algunos ajustes no se han podido usar:');
  assert.deepEqual(await page.locator('#note .notes li').allTextContents(), [
    'Se ha ignorado focus="Venus": no es un índice de token de 0 a 5 ni una palabra de la frase',
    'Se ha ignorado magnitude="mucho": no es un número de 1 a 10']);
  // Changing lang later switches the language at once; removing it returns to the page's.
  await page.evaluate(() => document.getElementById('xx').setAttribute('lang', 'es'));
  await H.settle(page);
  assert.equal(await text(page, '#xx .meaning-text'), IT_MEANING_ES);
  await page.evaluate(() => document.getElementById('page').setAttribute('lang', 'en'));
  await H.settle(page);
  assert.equal(await text(page, '#page .meaning-text'), IT_MEANING_EN);
  await page.evaluate(() => document.getElementById('page').removeAttribute('lang'));
  await H.settle(page);
  assert.equal(await text(page, '#page .meaning-text'), IT_MEANING_ES);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Spanish on a 360 px phone: no sideways scrolling, axe-clean, and a screenshot for a person to look at', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await openPage(page, 'es-phone.html', `<${W} step="all" scenario="it" lang="es"></${W}>`, 'es');
  await page.locator(`${W} #sink-on`).check();
  await page.locator(`${W} #numbers`).check();
  await page.locator(`${W} [data-key="detail"]`).click();
  await page.locator(`${W} button[aria-controls="editor"]`).click();
  await H.settle(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `page is ${width}px wide`);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(await H.axeViolations(page), []);
  await H.screenshot(page, 'spanish-360.png');
  // The saved picture speaks Spanish too.
  const svg = await page.evaluate(() => document.querySelector('attention-playground').exportSVG());
  assert.match(svg, /Qué significa esto/);
  // With the sink on at 2: cat = e^9 / (e^9 + 9 + e^2) = 8103.08 / 8119.47 = 99.8%.
  assert.match(svg, /99,8\u00a0%/);
  await page.close();
});

// A typed sentence's generated texts (own-sentence.js) come in every catalogue
// language: the scenario carries English plus a Spanish translation.
const TYPED = 'sentence=The+cat+sat+on+the+mat+because+it+was+tired&focus=it';
const ENGLISH_PHRASES = /\b(looks for|nothing useful|a person|an animal|a thing|idle here|which meaning\?|a word about|Click)\b/;
const widgetText = (page) => page.locator(W).first().evaluate((el) => el.shadowRoot.querySelector('.ap').innerText);

test('lang=es with a typed sentence: the focus card, the match table and the heads speak Spanish; lang=en switches back', async () => {
  const page = await browser.newPage();
  await H.openFresh(page, `${browser.url}explore.html#lang=es&${TYPED}`);
  assert.equal(await page.locator(`${W} #own-sentence`).inputValue(), 'The cat sat on the mat because it was tired');
  assert.equal(await text(page, `${W} .title`), 'Tu propia frase');
  assert.match(await text(page, `${W} .try-this`),
    /^Prueba esto: Haz clic en «it»: ¿qué palabra busca\? Luego prueba las otras cabezas o activa la máscara causal\.$/);
  assert.equal(await text(page, `${W} .head-label`), 'cabeza ¿quién?');
  // The focus card: what "it" looks for, advertises and carries, in Spanish.
  const facts = await text(page, `${W} .facts`);
  assert.match(facts, /el único animal o cosa al que se refiere «it» \(prefiere un poco los animales a las cosas\)/);
  assert.match(facts, /un animal o una cosa, pero ¿cuál\? «it» tiene que buscarlo/);
  // The match table: what each word advertises; "it" finds "cat".
  const rows = await H.readTable(page, 'who');
  const row = (token) => rows.find((r) => r.token === token);
  assert.equal(row('cat').advertises, 'un animal');
  assert.equal(row('mat').advertises, 'una cosa');
  assert.equal(row('The').advertises, 'nada');
  assert.equal(rows.slice(0, -1).reduce((a, b) => (b.percent > a.percent ? b : a)).token, 'cat');
  assert.match(await text(page, `${W} .meaning-text`), /¿quién\? → sobre todo «cat» \(un animal: cat\); ¿dónde\? → nada/);
  const spanish = await widgetText(page);
  assert.doesNotMatch(spanish, ENGLISH_PHRASES);
  // Another word: "sat", a verb, and the where? head.
  await page.locator(`${W} .tokens button.token`).nth(2).click();
  await H.settle(page);
  assert.match(await text(page, `${W} .facts`), /quién o qué hace «sat»: una persona o un animal \(una cosa, solo un poco\)/);
  assert.doesNotMatch(await widgetText(page), ENGLISH_PHRASES);

  // Switching the language on the element: English again, the same numbers.
  await page.evaluate((w) => document.querySelector(w).setAttribute('lang', 'en'), W);
  await H.settle(page);
  assert.equal(await text(page, `${W} .title`), 'Your own sentence');
  assert.match(await text(page, `${W} .facts`), /who or what “sat”: a person or an animal \(a thing only a little\)/);
  assert.doesNotMatch(await widgetText(page), /«|busca|nada útil|una persona|inactiva/);
  // And by a link.
  await H.openFresh(page, `${browser.url}explore.html#lang=en&${TYPED}`);
  assert.match(await text(page, `${W} .facts`), /the one animal or thing “it” stands for \(animals a bit more than things\)/);
  const english = await H.readTable(page, 'who');
  assert.equal(english.find((r) => r.token === 'cat').advertises, 'an animal');
  assert.deepEqual(english.map((r) => r.percent), rows.map((r) => r.percent));
  assert.doesNotMatch(await widgetText(page), /«|busca|nada útil|una persona|inactiva/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Spanish typed sentence on a 360 px phone: no sideways scrolling, and a screenshot for a person to look at', async () => {
  const page = await browser.newPage({ width: 360, height: 740 });
  await H.openFresh(page, `${browser.url}explore.html#lang=es&sentence=I+sat+on+the+bank+of+the+river+and+she+paid+the+bill&focus=bank&head=meaning`);
  await page.locator(`${W} #numbers`).check();
  await H.settle(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `page is ${width}px wide`);
  assert.match(await text(page, `${W} .facts`), /palabras sobre dinero o agua: ¿es un banco que guarda dinero o la orilla de un río\?/);
  assert.doesNotMatch(await widgetText(page), ENGLISH_PHRASES);
  assert.deepEqual(page.errors, []);
  await H.screenshot(page, 'spanish-typed-360.png');
  await page.close();
});
