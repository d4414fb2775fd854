// Every scenario, picked from the list and opened from a lesson link
// (#scenario=<id>), every word of it clicked; lesson links that reproduce a
// view exactly; malformed links that fall back with a visible note; lesson
// mode; the "Copy link" button. Numbers are checked against the core's own
// attendAll over the same scenario data (helpers.coreNumbers).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.js');

let browser;
const W = 'attention-playground';
const IDS = ['bank', 'it', 'opened', 'sky', 'moon', 'treaty', 'sink', 'magnitude', 'blend', 'heads', 'word-order'];

before(async () => { browser = await H.start(); });
after(async () => { await browser.close(); });


async function json(page, id) {
  return H.scenarioJson(id);
}

// The focus row of every head shown equals the core's numbers for these settings.
async function assertTablesMatchCore(page, id, options, focus) {
  const data = await json(page, id);
  const core = await H.coreNumbers(page, id, options);
  for (const [h, head] of data.heads.entries()) {
    const rows = await H.readTable(page, head.id);
    if (rows.length === 0) continue; // a head not on show
    H.assertPercents(rows, core.result.heads[h].weights[focus], core.result.heads[h].sinkWeights[focus], `${id}/${head.id}`);
  }
}

async function notes(page, widget = W) {
  return page.locator(`${widget} .notes li`).allTextContents();
}

test('all eleven scenarios are in the picker; each shows its title and “try this”, and every word gets a sentence', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  const options = await page.locator(`${W} #scenario option`).evaluateAll((o) => o.map((x) => x.value));
  assert.deepEqual(options.slice().sort(), IDS.slice().sort());
  for (const id of IDS) {
    const data = await json(page, id);
    await page.locator(`${W} #scenario`).selectOption(id);
    await page.locator(`${W} .title`).filter({ hasText: data.title }).waitFor();
    await H.settle(page);
    assert.equal(await page.locator(`${W} .title`).textContent(), data.title);
    assert.equal(await page.locator(`${W} .try-this`).textContent(), 'Try this: ' + data.tryThis);
    const words = await H.readTokens(page);
    // Every word of the short ones; for the long passage the first and last ten.
    const picks = words.length <= 40 ? words.map((_, i) => i)
      : [...Array(10).keys()].concat([...Array(10).keys()].map((i) => words.length - 10 + i));
    for (const i of picks) {
      await page.locator(`${W} .tokens button.token`).nth(i).click();
      await H.settle(page);
      const pressed = await page.locator(`${W} .tokens button.token[aria-pressed="true"]`).allTextContents();
      assert.deepEqual(pressed, [words[i].text], `${id}: word ${i} is the focus`);
      assert.equal(await page.locator(`${W} .focus-card .card-title`).textContent(), `The focus: “${words[i].text}”`);
      const looks = await page.locator(`${W} .focus-line`).allTextContents();
      assert.ok(looks.length >= 1 && looks.every((t) => t.length > `“${words[i].text}” looks for: `.length + 3),
        `${id}: “${words[i].text}” says what it looks for (${looks})`);
      const stories = await page.locator(`${W} .story li`).allTextContents();
      assert.ok(stories.length >= looks.length, `${id}: “${words[i].text}” has a sentence under each table`);
      const idle = await page.locator(`${W} .focus-line.is-idle`).count();
      if (idle > 0) {
        const idleStories = await page.locator(`${W} .head-panel.is-idle .story`).allTextContents();
        assert.ok(idleStories.every((s) => /not asking anything/.test(s)), `${id}: idle “${words[i].text}” is explained`);
      }
      const meaning = await page.locator(`${W} .meaning-text`).textContent();
      assert.ok(meaning.includes(`“${words[i].text}”`), `${id}: the meaning names “${words[i].text}”: ${meaning}`);
    }
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('#scenario=<id> opens each scenario with its own numbers', async () => {
  const page = await browser.newPage();
  for (const id of IDS) {
    await H.openFresh(page, `${browser.url}explore.html#scenario=${id}`);
    const data = await json(page, id);
    assert.equal(await page.locator(`${W} .title`).textContent(), data.title, id);
    assert.equal(await page.locator(`${W} #scenario`).inputValue(), id);
    assert.deepEqual(await notes(page), []);
    const focus = await page.evaluate(() => document.querySelector('attention-playground').state.focus);
    await assertTablesMatchCore(page, id, { scale: data.magnitude === undefined ? 3 : data.magnitude,
      sink: data.sink && data.sink.on ? data.sink.score : null, causal: Boolean(data.causal) }, focus);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('dist/index.html#scenario=sky with settings shows exactly those settings', async () => {
  const page = await browser.newPage();
  await H.open(page, `${browser.url}explore.html#scenario=sky&focus=5&magnitude=2.5&sink=1.5`);
  assert.equal(await page.locator(`${W} .title`).textContent(), 'Which planet?');
  assert.deepEqual((await H.readTokens(page)).filter((t) => t.pressed).map((t) => t.text), ['red']);
  assert.equal(await page.locator(`${W} #magnitude + .dial-value`).textContent(), '× 2.5');
  assert.equal(await page.locator(`${W} #sink-on`).isChecked(), true);
  assert.equal(await page.locator(`${W} #sink-score + .dial-value`).textContent(), '1.5');
  // "red" asks nothing in "where": every score 0, the sink 1.5: e^1.5 / (6 + e^1.5) = 4.4817 / 10.4817 = 42.757%,
  // and each word 1 / 10.4817 = 9.540%. Rounded together: floors 6 × 9.5 + 42.7 = 99.7; the sink's tenth
  // (.57) fits, the other two cannot go round six equal words, so the first two take them.
  const rows = await H.readTable(page, 'where');
  assert.deepEqual(rows.map((r) => r.percent), [9.6, 9.6, 9.5, 9.5, 9.5, 9.5, 42.8]);
  await page.close();
});

test('a lesson link reproduces the view exactly: the same words, order, tables and heatmap', async () => {
  const page = await browser.newPage();
  await H.open(page, `${browser.url}explore.html#scenario=heads`);
  await page.locator(`${W} .tokens button.token`, { hasText: 'Paris' }).click();
  await page.locator(`${W} label[for="heads-mode-2"]`).click();
  await page.locator(`${W} #magnitude`).fill('4.2');
  await page.locator(`${W} #sink-on`).check();
  await page.locator(`${W} #sink-score`).fill('2.7');
  await page.locator(`${W} #causal`).check();
  await page.locator(`${W} #numbers`).check();
  await page.locator(`${W} [data-key="detail"]`).click();
  await page.locator(`${W} button[aria-controls="editor"]`).click();
  await H.settle(page);
  await page.locator(`${W} #edit-query-0`).fill('1.5');
  await page.locator(`${W} [data-key="shuffle"]`).click();
  await H.settle(page);

  const read = async (p) => ({
    words: (await H.readTokens(p)).map((t) => [t.text, t.pressed]),
    heads: await H.shownHeads(p),
    table: await H.readTable(p, 'meaning'),
    worked: await p.locator(`${W} .worked`).allTextContents(),
    heatmap: await p.locator(`${W} table.heatmap`).textContent(),
    facts: await p.locator(`${W} .facts`).textContent(),
    meaning: await p.locator(`${W} .meaning-text`).textContent(),
    magnitude: await p.locator(`${W} #magnitude + .dial-value`).textContent(),
    slider: await p.locator(`${W} #edit-query-0`).inputValue(),
    state: await p.evaluate(() => document.querySelector('attention-playground').state),
  });
  const before = await read(page);
  assert.equal(before.magnitude, '× 4.2');
  assert.equal(before.slider, '1.5');
  const link = await page.evaluate(() => location.href);
  assert.equal(link, await page.evaluate(() => document.querySelector('attention-playground').link), 'the hash is the link');
  const hash = new URL(link).hash;
  assert.match(hash, /^#scenario=heads&step=all&focus=5&heads=meaning&magnitude=4\.2&sink=2\.7&causal=on&numbers=on&detail=on&sliders=on&order=[\d,-]+&edits=meaning\.5\.q:1\.5/);

  const again = await browser.newPage();
  await H.open(again, link);
  const after = await read(again);
  assert.deepEqual(after, before);
  assert.deepEqual(await notes(again), []);
  assert.deepEqual([page.errors, again.errors], [[], []]);
  await page.close();
  await again.close();
});

test('malformed or unknown link values fall back to the defaults with a visible note', async () => {
  const page = await browser.newPage();
  await H.open(page, `${browser.url}explore.html#scenario=sky&magnitude=abc&focus=99&sink=lots&colour=red&heads=wehre&hide=heatmpa`);
  assert.equal(await page.locator(`${W} .title`).textContent(), 'Which planet?');
  assert.equal(await page.locator(`${W} #magnitude + .dial-value`).textContent(), '× 9');
  assert.deepEqual((await H.readTokens(page)).filter((t) => t.pressed).map((t) => t.text), ['sky']);
  assert.deepEqual(await notes(page), [
    'Ignored “colour=red”: not a setting (settings: scenario, sentence, scenarios, step, focus, heads, head, magnitude, sink, causal, numbers, detail, rows, sliders, order, edits, hide, controls, heading, task, lang, model, training)',
    'Ignored “focus=99”: not a token index from 0 to 5',
    'Ignored “heads=wehre”: “wehre” is not a head of this example (did you mean “where”?)',
    'Ignored “magnitude=abc”: not a number from 1 to 10',
    'Ignored “sink=lots”: not “off”, “on” or a score from 0 to 10',
    'Ignored “hide=heatmpa”: “heatmpa” is neither a control nor a part of the widget (did you mean “heatmap”?)',
  ]);
  assert.equal(await page.locator(`${W} .notes`).getAttribute('role'), 'status');
  // The defaults really are shown: the sky scenario's own numbers.
  await assertTablesMatchCore(page, 'sky', { scale: 9 }, 3);
  await page.locator(`${W} [data-key="notes-dismiss"]`).click();
  await H.settle(page);
  assert.equal(await page.locator(`${W} .notes`).isVisible(), false);

  await H.openFresh(page, `${browser.url}explore.html#scenario=skyy&focus=%E0%A4%A`);
  assert.equal(await page.locator(`${W} .title`).textContent(), (await json(page, 'it')).title, 'the page’s own example');
  assert.deepEqual(await notes(page), [
    'Ignored “focus=%E0%A4%A”: not valid percent-encoding (a “%” must start a code like %20)',
    'Ignored “scenario=skyy”: there is no example called “skyy” (did you mean “sky”?)',
  ]);
  await H.openFresh(page, `${browser.url}explore.html#%%%&&=&sentence=`);
  assert.equal(await page.locator(`${W} .error`).isVisible(), false);
  assert.equal(await page.locator(`${W} .title`).textContent(), (await json(page, 'it')).title);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('lesson mode: hide= hides exactly the controls named', async () => {
  const page = await browser.newPage();
  await H.open(page, `${browser.url}explore.html#scenario=heads&hide=scenario,sentence,magnitude,sink,heads,order,edit,share,export`);
  const visible = async (selector) => page.locator(`${W} ${selector}`).first().isVisible();
  for (const selector of ['#scenario', '#own-sentence', '#magnitude', '#sink-on', '#heads-mode-all', '[data-key="shuffle"]',
    'button[aria-controls="editor"]', '[data-key="copy-link"]', '[data-key="save-png"]', '[data-key="save-svg"]']) {
    assert.equal(await visible(selector), false, `${selector} is hidden`);
  }
  for (const selector of ['#numbers', '#causal', 'table.heatmap', 'table.match', '.tokens button.token']) {
    assert.equal(await visible(selector), true, `${selector} is shown`);
  }
  // The link keeps the lesson: the widget's own link says hide= too.
  assert.match(await page.evaluate(() => document.querySelector('attention-playground').link),
    /hide=scenario,sentence,magnitude,sink,heads,order,edit,share,export$/);
  // Picking a word keeps the lesson mode (the hash is rewritten with it).
  await page.locator(`${W} .tokens button.token`).first().click();
  await H.settle(page);
  assert.match(await page.evaluate(() => location.hash), /^#scenario=heads&step=all&focus=0&hide=scenario,sentence,/);
  await page.close();
});

test('the page writes each change into the hash, and a new hash in the same tab is followed', async () => {
  const page = await browser.newPage();
  await H.open(page, browser.url + 'explore.html');
  assert.equal(await page.evaluate(() => location.hash), '', 'opening the page writes nothing');
  await page.locator(`${W} .tokens button.token`, { hasText: 'cat' }).click();
  await H.settle(page);
  assert.equal(await page.evaluate(() => location.hash), '#scenario=it&step=all&focus=1');
  const entries = await page.evaluate(() => history.length);
  await page.locator(`${W} .tokens button.token`, { hasText: 'mat' }).click();
  await H.settle(page);
  assert.equal(await page.evaluate(() => location.hash), '#scenario=it&step=all&focus=5');
  assert.equal(await page.evaluate(() => history.length), entries, 'changes replace the entry, they do not pile up');

  await page.evaluate(() => { location.hash = '#scenario=blend&magnitude=2'; });
  await page.locator(`${W} .title`).filter({ hasText: (await json(page, 'blend')).title }).waitFor();
  await H.settle(page);
  assert.equal(await page.locator(`${W} #magnitude + .dial-value`).textContent(), '× 2');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('“Copy link” copies the link, or selects it in a read-only field when there is no clipboard', async () => {
  const page = await browser.newPage();
  await H.open(page, `${browser.url}explore.html#scenario=sky&magnitude=3`);
  await page.evaluate(() => {
    window.copied = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true,
      value: { writeText: (text) => { window.copied.push(text); return Promise.resolve(); } } });
  });
  await page.locator(`${W} [data-key="copy-link"]`).click();
  await page.locator(`${W} .share-status`).filter({ hasText: 'Link copied' }).waitFor();
  const expected = `${browser.url}explore.html#scenario=sky&step=all&magnitude=3`;
  assert.deepEqual(await page.evaluate(() => window.copied), [expected]);
  assert.equal(await page.locator(`${W} #share-link`).inputValue(), expected);

  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined }));
  await page.locator(`${W} .tokens button.token`, { hasText: 'Mars' }).click();
  await H.settle(page);
  await page.locator(`${W} [data-key="copy-link"]`).click();
  await page.locator(`${W} .share-status`).filter({ hasText: 'Ctrl+C' }).waitFor();
  const selection = await page.evaluate(() => {
    const field = document.querySelector('attention-playground').shadowRoot.querySelector('#share-link');
    return { active: document.querySelector('attention-playground').shadowRoot.activeElement === field,
      selected: field.value.slice(field.selectionStart, field.selectionEnd), readOnly: field.readOnly };
  });
  assert.deepEqual(selection, { active: true, selected: `${browser.url}explore.html#scenario=sky&step=all&focus=1&magnitude=3`, readOnly: true });
  await page.close();
});
