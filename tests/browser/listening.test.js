// What a learner who listens hears, step by step: the accessibility tree read
// through the shadow root as a screen reader's virtual cursor reads it
// (listener.js: CDP Accessibility.getFullAXTree), and the live region's
// messages after each key press. Each step is read first as its section's
// name, then its Try this; no number is said without its label, no two texts
// run together, nothing hidden is said, every share is a line of text with its
// number (Orca reads a meter without it); one magnitude key press gives one
// message naming the new top share, and a slider's description does not change
// with it; the step menu is left alone on load and after Next (Orca would go to
// focus mode); Next says where the learner is and keeps the focus; a two-second
// drag says at most three things; a ✓ is said once. What only a real reader
// hears is checked by tests/listen/ (Orca).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');
const Lr = require('./listener.js');

const W = 'attention-playground';
// The steps' names as the widget says them (i18n/en/catalogue.js step.*), in the chapter's order.
const NAMES = {
  needs: 'Some words need other words', search: 'Searching for a match', scores: 'Matching with the dot product',
  softmax: 'Dividing your attention', sink: 'What if nothing matches?', values: 'What did you find?',
  learned: 'Where the vectors come from', heads: 'Several heads', order: 'Blind to word order',
};
const STEPS = Object.keys(NAMES);
// The same in Spanish (i18n/es/catalogue.js step.*), read on Spanish's own examples (web/scenarios/es/).
const NAMES_ES = {
  needs: 'Algunas palabras necesitan otras', search: 'Buscar lo que encaja', scores: 'Comparar con el producto escalar',
  softmax: 'Repartir la atención', sink: '¿Y si nada encaja?', values: '¿Qué se ha encontrado?',
  learned: 'De dónde salen los vectores', heads: 'Varias cabezas', order: 'Ciega al orden de las palabras',
};
let browser;

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });

// A course page with one widget at `step` (or none), 760 px wide.
async function openStep(page, attributes, lang = 'en') {
  const name = 'listen-' + Math.random().toString(36).slice(2) + '.html';
  await page.route(browser.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    `<!doctype html><html lang="${lang}"><head>` + '<meta charset="utf-8"><link rel="icon" href="data:,"><title>listen</title>' +
    `<style>main{max-width:760px;margin:0 auto}</style></head><body><main><${W} ${attributes}></${W}></main>` +
    '<script src="attention-playground.js"></script></body></html>' }));
  await page.goto(browser.url + name);
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
}

// The learned step trained one step, so its card has numbers to read.
async function openTraining(page) {
  await H.trainOneStep(page);
  await page.locator(`${W} section.learned .learned-table tbody tr`).first().waitFor();
  await H.settle(page);
}

// The element that has the keyboard focus, inside the widget or not.
async function focused(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return 'body';
    const inner = a.shadowRoot && a.shadowRoot.activeElement;
    return inner ? (inner.dataset.key || inner.id || inner.localName) : a.localName;
  });
}

// The biggest share printed beside a bar in the shown tables.
async function topShare(page) {
  return page.locator(W).evaluate((e) => {
    const numbers = Array.from(e.shadowRoot.querySelectorAll('[role="meter"]')).filter((m) => m.checkVisibility())
      .map((m) => ({ now: Number(m.getAttribute('aria-valuenow')), text: m.querySelector('.meter-number').textContent }));
    return numbers.sort((a, b) => b.now - a.now)[0].text;
  });
}

// Every share bar on screen: what it is the share of (its label) and the number printed beside it.
async function shownShares(page) {
  return page.locator(W).evaluate((e) => Array.from(e.shadowRoot.querySelectorAll('[role="meter"]')).filter((m) => m.checkVisibility())
    .map((m) => ({ label: m.getAttribute('aria-label'), number: m.querySelector('.meter-number').textContent })));
}

// A control's description as the accessibility tree gives it (what a reader says after its value).
async function description(page, role, name) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree', {});
    const node = nodes.find((n) => n.role && n.role.value === role && n.name && n.name.value === name);
    assert.ok(node, `a ${role} called ${name}`);
    return node.description ? node.description.value : '';
  } finally {
    await cdp.detach();
  }
}

for (const [lang, names, tryThis] of [['en', NAMES, /^Try this: /], ['es', NAMES_ES, /^Prueba esto: /]]) test(`${lang}: each step is read first as its name, then its Try this; every number with its label, nothing run together or hidden`, async () => {
  const counts = [];
  const english = new Set(); // English's example tokens no Spanish example has: none is read in Spanish
  if (lang === 'es') {
    const core = await H.core();
    for (const id of H.builtInIds()) {
      const own = new Set(core.tokenize(H.scenarioJson(id, 'es').sentence));
      for (const word of core.tokenize(H.scenarioJson(id).sentence)) if (/\p{L}{2,}/u.test(word) && !own.has(word)) english.add(word);
    }
  }
  for (const step of STEPS) {
    const page = await browser.newPage({ width: 1280, height: 1000 });
    await openStep(page, `step="${step}"`, lang);
    if (step === 'learned') await openTraining(page);
    const items = await Lr.readAloud(page);
    assert.deepEqual([items[0].kind, items[0].text], ['heading', names[step]], `${step}: the first thing said is the section`);
    assert.match(items.find((i) => i.kind === 'text').text, tryThis, `${step}: then its Try this`);
    if (lang === 'es' && step !== 'learned') {
      const quoted = Lr.transcript(items).join('\n').match(/«[^»]+»/g) || [];
      assert.deepEqual(quoted.filter((q) => english.has(q.slice(1, -1))), [], `${step}: an English word of an example is read`);
    }
    assert.deepEqual(Lr.bareNumbers(items).map((i) => i.text), [], `${step}: a number said without its label`);
    assert.deepEqual(items.filter((i) => i.runTogether).map((i) => i.pieces.join('|')), [], `${step}: texts run together`);
    assert.deepEqual(await Lr.hiddenButSpoken(page), [], `${step}: hidden text that is said`);
    // Orca reads a meter as "level bar", without its number: every share is a line of text, its label then its number.
    assert.deepEqual(items.filter((i) => i.role === 'meter').map((i) => i.text), [], `${step}: a share said as a meter`);
    const plain = (text) => text.replace(/\u00a0/g, ' '); // the accessibility tree gives a no-break space ("17,5 %") as a space
    const said = Lr.transcript(items).map(plain);
    for (const share of await shownShares(page)) {
      assert.ok(said.includes(plain(`${share.label}: ${share.number}`)), `${step}: “${share.label}” is said with ${share.number}`);
    }
    counts.push(`${step} ${items.length}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
  console.log(`# ${lang}: spoken items per step: ${counts.join(', ')}`);
});

test('one magnitude key press gives one message, within a second, that names the new top share', async () => {
  for (const step of ['softmax', 'sink', 'values', 'heads', 'order']) {
    const page = await browser.newPage({ width: 1280, height: 1000 });
    await openStep(page, `step="${step}"`);
    await Lr.listen(page);
    await page.locator(`${W} #magnitude`).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(1000);
    const heard = await Lr.heard(page);
    assert.equal(heard.length, 1, `${step}: ${JSON.stringify(heard)}`);
    const share = await topShare(page);
    assert.ok(heard[0].text.includes(share), `${step}: “${heard[0].text}” names ${share}`);
    console.log(`# ${step}, one magnitude key: “${heard[0].text}”`);
    await page.close();
  }
});

test('a slider says its new value at once, and nothing that changes with it: its description stays the same when it moves', async () => {
  // Chromium says a slider's description again at every key press, before its value.
  for (const [step, id, name] of [['softmax', 'magnitude', 'Magnitude'], ['sink', 'sink-score', 'Sink score']]) {
    const page = await browser.newPage({ width: 1280, height: 1000 });
    await openStep(page, `step="${step}"`);
    if (step === 'sink') await page.locator(`${W} #sink-on`).check();
    await H.settle(page);
    const before = await description(page, 'slider', name);
    // What the slider says for its value when the browser reports the change (the key's input event):
    // already the new value (Orca otherwise hears the old text and says nothing).
    await page.locator(`${W} #${id}`).evaluate((input) => input.addEventListener('input', () => {
      window.__saidAtInput = input.getAttribute('aria-valuetext');
    }));
    const from = Number(await page.locator(`${W} #${id}`).inputValue());
    await page.locator(`${W} #${id}`).focus();
    await page.keyboard.press('ArrowRight');
    await H.settle(page);
    const said = `${name.toLowerCase()} ${(from + 0.1).toFixed(1).replace(/\.0$/, '')}`;
    assert.equal(await page.evaluate(() => window.__saidAtInput), said, `${step}: the ${name} slider's value at once`);
    assert.equal(await description(page, 'slider', name), before, `${step}: the ${name} slider's description`);
    assert.doesNotMatch(before, /\d/, `${step}: no number in the ${name} slider's description`);
    await page.close();
  }
});

test('the step menu is out of sight until the learner opens it: no menu is on screen on load or after Next', async () => {
  // Chromium reports a <select> on screen as a selection change when it appears, and both engines when
  // its choice changes; Orca 43 takes either for the focus moving into the menu, and goes to focus mode.
  const page = await browser.newPage({ width: 1280, height: 1000 });
  const menusShown = () => page.locator(W).evaluate((e) => Array.from(e.shadowRoot.querySelectorAll('select'))
    .filter((m) => m.checkVisibility()).map((m) => m.id));
  await page.goto(browser.url + 'index.html#step=values');
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
  assert.deepEqual(await menusShown(), [], 'on load');
  for (const step of ['learned', 'heads']) {
    await page.locator(`${W} [data-key="step-next"]`).focus();
    await page.keyboard.press('Enter');
    await H.settle(page);
    assert.deepEqual(await menusShown(), [], `after Next to ${step}`);
    assert.equal(await page.locator(`${W} #step`).inputValue(), step, 'the menu holds the new step');
  }
  // Opened, the menu takes the learner to the step they choose, and stays open.
  await page.locator(`${W} .step-place summary`).click();
  assert.deepEqual(await menusShown(), ['step']);
  await page.locator(`${W} #step`).selectOption('order');
  await H.settle(page);
  assert.equal(await page.locator(`${W} .scenario-bar .title`).textContent(), NAMES.order);
  assert.deepEqual(await menusShown(), ['step']);
  // Back and Next close it again.
  await page.locator(`${W} [data-key="step-back"]`).focus();
  await page.keyboard.press('Enter');
  await H.settle(page);
  assert.deepEqual(await menusShown(), [], 'after Back');
  await page.close();
});

test('the smaller things a reader hears: page buttons in pieces, heads radios once, the blend’s numbers named, no banner, no lone number on a line', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  // The search step's pages: the word, its title, its contents, punctuated, not run together.
  await openStep(page, 'step="search"');
  const pages = await page.locator(`${W} button.result`).evaluateAll((all) => all.map((b) =>
    [b.querySelector('.result-word'), b.querySelector('.result-title'), b.querySelector('.result-contents')].map((x) => x.textContent)));
  // (Chromium's name puts a space on either side of a grid item's punctuation: the same pause.)
  const buttons = (await Lr.readAloud(page)).filter((i) => i.role === 'button')
    .map((i) => i.name.replace(/\s+([:,])/g, '$1').replace(/\s+/g, ' '));
  assert.ok(pages.length >= 3);
  for (const [word, title, contents] of pages) {
    assert.ok(buttons.includes(`${word}: ${title}, ${contents}`), `“${word}: ${title}, ${contents}” in ${JSON.stringify(buttons)}`);
  }
  // The heads radios: each named by its own label, whose text is not read again.
  await openStep(page, 'step="heads"');
  const radios = await page.locator(`${W} input[name="heads-mode"]`).evaluateAll((all) => all.map((r) => {
    const label = r.getRootNode().querySelector(`label[for="${r.id}"]`);
    return { name: r.getAttribute('aria-label'), shown: label.textContent, heard: label.getAttribute('aria-hidden') === 'true' ? '' : label.textContent };
  }));
  assert.deepEqual(radios.map((r) => r.name), ['All heads', 'only who?', 'only where?', 'only which meaning?']);
  assert.deepEqual(radios.map((r) => r.shown), radios.map((r) => r.name), 'the label shows the same words');
  assert.deepEqual(radios.map((r) => r.heard), ['', '', '', ''], 'and is not read a second time');
  // The blend: each number said with what it measures.
  await openStep(page, 'step="values"');
  const blend = Lr.transcript(await Lr.readAloud(page)).filter((line) => /in the blended value:/.test(line));
  const rows = await page.locator(`${W} .blend-row`).evaluateAll((all) => all.filter((r) => r.checkVisibility())
    .map((r) => `${r.querySelector('.feature').textContent} in the blended value: ${r.querySelector('.number-value').textContent}`));
  assert.ok(rows.length >= 2);
  assert.deepEqual(blend, rows);
  // No <header> outside a section: Firefox says such a header as the page's "banner" before the step's name.
  assert.deepEqual(await page.locator(W).evaluate((e) => Array.from(e.shadowRoot.querySelectorAll('header'))
    .filter((x) => !x.closest('section, article, aside, nav')).map((x) => x.className)), []);
  // The sink's story: its numbers never start a line (Orca reads one line at a time: a lone "0)." at 360 px).
  await page.setViewportSize({ width: 360, height: 740 });
  await openStep(page, 'step="sink"');
  const story = await page.locator(`${W} ul.story li`).evaluateAll((all) => all.map((li) => ({
    loose: Array.from(li.childNodes).filter((n) => n.nodeType === 3 && /\d/.test(n.textContent)).map((n) => n.textContent),
    // (Its lines: the rects' distinct tops; a number's own left-to-right run is a box of its own on the same line.)
    kept: Array.from(li.querySelectorAll('.kept')).map((k) => ({ text: k.textContent,
      lines: new Set(Array.from(k.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top))).size })),
  })));
  const kept = story.flatMap((s) => s.kept);
  assert.ok(kept.some((k) => k.text === 'sink (80.0%):') && kept.some((k) => k.text === '(all 0).'), JSON.stringify(kept));
  assert.deepEqual(story.flatMap((s) => s.loose), [], 'every number is kept with the word before it');
  assert.deepEqual(kept.filter((k) => k.lines !== 1), [], 'on one line');
  await page.close();
});

test('a two-second drag of the magnitude says at most three things, the last its final state', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await openStep(page, 'step="softmax"');
  await Lr.listen(page);
  const box = await page.locator(`${W} #magnitude`).boundingBox();
  await page.mouse.move(box.x + 4, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 40; i++) {
    await page.mouse.move(box.x + 4 + (box.width - 8) * i / 40, box.y + box.height / 2);
    await page.waitForTimeout(50);
  }
  await page.mouse.up();
  await page.waitForTimeout(1000);
  const heard = await Lr.heard(page);
  assert.ok(heard.length >= 1 && heard.length <= 3, `${heard.length} messages: ${JSON.stringify(heard)}`);
  assert.ok(heard[heard.length - 1].text.includes(await topShare(page)), 'the last message is the final state');
  await page.close();
});

test('Next and Back say where the learner is, with the step’s Try this, and keep the keyboard focus; at either end the button stays', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await page.goto(browser.url + 'index.html');
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await H.settle(page);
  await Lr.listen(page);
  // Back at the first step: dimmed, focus stays on it, nothing said.
  await page.locator(`${W} [data-key="step-back"]`).focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(800);
  assert.equal(await page.locator(`${W} [data-key="step-back"]`).getAttribute('aria-disabled'), 'true');
  assert.equal(await focused(page), 'step-back');
  assert.deepEqual(await Lr.heard(page, { clear: true }), []);
  const transcript = [];
  for (let n = 2; n <= 9; n++) {
    await page.locator(`${W} [data-key="step-next"]`).focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(900);
    await H.settle(page);
    const heard = await Lr.heard(page, { clear: true });
    assert.equal(heard.length, 1, `step ${n}: ${JSON.stringify(heard)}`);
    assert.ok(heard[0].text.startsWith(`Step ${n} of 9: ${NAMES[STEPS[n - 1]]}`), heard[0].text);
    assert.match(heard[0].text, /Try this: /);
    assert.equal(await focused(page), 'step-next', `step ${n}: the focus stays on Next`);
    transcript.push(heard[0].text);
  }
  console.log(`# after Next: ${transcript.slice(0, 2).map((x) => `“${x}”`).join(' then ')}`);
  await page.close();
});

test('a swap says what it shows, and a ✓ is said once, when it is earned', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await openStep(page, 'step="order"');
  await Lr.listen(page);
  await page.locator(`${W} [data-key="swap"]`).click();
  await page.waitForTimeout(900);
  let heard = await Lr.heard(page, { clear: true });
  assert.equal(heard.length, 1);
  // "the dog chased the cat": 5 words, so 25 pairs of words, each score recomputed.
  assert.match(heard[0].text, /all 25 match scores .*unchanged/);
  await openStep(page, 'step="softmax"');
  await Lr.listen(page);
  const slider = page.locator(`${W} #magnitude`);
  await slider.focus();
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight'); // 1 -> 4: over 90 %
  await page.waitForTimeout(900);
  heard = await Lr.heard(page, { clear: true });
  assert.equal(heard.length, 1);
  assert.match(heard[0].text, /✓ Done!$/);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(900);
  heard = await Lr.heard(page, { clear: true });
  assert.equal(heard.length, 1);
  assert.doesNotMatch(heard[0].text, /Done/, 'said once');
  assert.equal(await page.locator(`${W} .task-done`).textContent(), ' ✓ Done!', 'and it stays on screen');
  await page.close();
});

test('the learned step is read in plain words first, and training says milestones, not frames', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await openStep(page, 'step="learned"');
  await openTraining(page);
  const said = Lr.transcript(await Lr.readAloud(page));
  const inOrder = (lines, order) => {
    const places = order.map((pattern) => lines.findIndex((line) => pattern.test(line)));
    assert.ok(places.every((p) => p >= 0), `every part is read: ${order.filter((_, i) => places[i] < 0)}`);
    assert.deepEqual(places.slice().sort((a, b) => a - b), places, `in this order: ${places}`);
  };
  inOrder(said, [/^# Watch a model learn to guess the next word/, /^Nobody writes the queries and keys by hand/,
    /^\[button\] Go on training$/, /^\[button\] One step$/, /^\[spinbutton\] Seed/, /^\[button\] Skip to a model trained for 8 minutes$/,
    /^Paused after 1 steps?: /, /^The loss says how surprised the model is by the next word; lower is better\.$/, /^Loss now: /,
    /^# A sentence that ends on “it”: what comes next\?/, /^# What “it” looks at/, /^“it” (gives|keeps|rests)/,
    /^# Its guesses for the word after “it”/, /^Finds what a pronoun \(“it”, “she”, “he”, “they”\) stands for: /, /Where its query and keys come from/]);
  await Lr.listen(page);
  await page.locator(`${W} section.learned [data-key="train"]`).click();
  await page.waitForFunction(() => Number(document.querySelector('attention-playground').shadowRoot
    .querySelector('section.learned').dataset.step) >= 100, null, { timeout: 60000 });
  await page.waitForTimeout(700);
  await page.locator(`${W} section.learned [data-key="train"]`).click();
  await page.waitForFunction(() => document.querySelector('attention-playground').shadowRoot
    .querySelector('section.learned').dataset.phase === 'paused');
  await page.waitForTimeout(900);
  const heard = (await Lr.heard(page)).map((m) => m.text.replace(/\u00a0/g, ' ').trim());
  assert.deepEqual(heard.length, 2, `milestones, not frames: ${JSON.stringify(heard)}`);
  assert.equal(heard[0], 'Training started.');
  const stopped = await page.locator(W).evaluate((e) => e.shadowRoot.querySelector('section.learned').dataset.step);
  assert.match(heard[1], new RegExp(`^Paused at step ${Number(stopped).toLocaleString('en')}; loss \\d+\\.\\d+\\.$`));
  console.log(`# training said: ${heard.map((m) => `“${m}”`).join(' ')}`);
  await page.close();
});

test('one step of the learned step\'s training re-creates at most 5 % of its card\'s elements', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await openStep(page, 'step="learned"');
  await openTraining(page);
  const result = await page.locator(W).evaluate(async (e) => {
    const view = e.shadowRoot.querySelector('section.learned');
    let created = 0;
    const observer = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1) created += 1 + n.querySelectorAll('*').length;
    });
    observer.observe(view, { childList: true, subtree: true });
    view.querySelector('[data-key="train-step"]').click();
    while (view.dataset.step !== '2') await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 300)); // its reading and match arrive after the step
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    observer.disconnect();
    return { created, total: view.querySelectorAll('*').length, step: view.dataset.step };
  });
  console.log(`# one step: ${result.created} of ${result.total} elements created`);
  assert.equal(result.step, '2');
  assert.ok(result.created <= 0.05 * result.total, `${result.created} of ${result.total}`);
  await page.close();
});
