// The trained model's cards (web/js/trained/): the heads step's switch, the sink
// step's example and explore.html's reading, by eye and by ear, at 1280, 760 and
// 360 px: every number said with its label, the live region's one message after a
// choice. Some with a stand-in model (fixtures/fake-trained-model.js: the committed
// header, hand-made attention) given as the element's trainedModel, some with the
// real one. (The learned step trains a model of its own: tests/browser/learned-step.test.js.)
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers.js');
const Lr = require('./listener.js');

const W = 'attention-playground';
const header = fs.readFileSync(path.join(H.root, 'models', 'storybook-en.apm'), 'utf8').split('\n')[1];
const fake = fs.readFileSync(path.join(__dirname, 'fixtures', 'fake-trained-model.js'), 'utf8');
let browser;
let phone;
before(async () => { browser = await H.start(); phone = await H.start({ touch: true }); });
after(async () => { await browser.close(); await phone.close(); });

async function openHeads(server, page, width, real = false) {
  const name = `trained-heads-${width}-${Math.random().toString(36).slice(2)}.html`;
  await page.route(server.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<link rel="icon" href="data:,"><title>heads</title></head>` +
    `<body style="margin: 8px"><main style="max-width: 752px; margin: 0 auto"><${W} step="heads"></${W}></main>` +
    (real ? '' : `<script>${fake}\nconst header = ${header};\n` +
    `document.querySelector('${W}').trainedModel = () => Promise.resolve(fakeTrainedModel(header));</script>`) +
    `<script src="attention-playground.js"></script></body></html>` }));
  await page.goto(server.url + name);
  await page.evaluate(() => document.querySelector('attention-playground').ready);
  await page.locator(`${W} [data-key="trained-switch-trained"]`).waitFor({ state: 'attached' });
  await H.settle(page);
}

for (const [width, height, touch] of [[1280, 900, false], [760, 1000, false], [360, 740, true]]) {
  test(`${width} px: the heads step's switch shows the trained model's heads, each named only by its measured job and figure`, async () => {
    const server = touch ? phone : browser;
    const page = await server.newPage({ width, height });
    await openHeads(server, page, width);
    // Hand-made heads first: the step as it was.
    assert.equal(await page.locator(`${W} .work`).isVisible(), true);
    await Lr.listen(page);
    await page.locator(`${W} label[for="trained-switch-trained"]`).click();
    await page.locator(`${W} .trained-head`).first().waitFor();
    await page.waitForTimeout(1200);
    assert.deepEqual((await Lr.heard(page)).map((m) => m.text.trim()), ['Heads of the trained model: 8 heads, 2 of them with a measured job.']);
    assert.equal(await page.locator(`${W} .work`).isVisible(), false, 'the hand-made heads step aside');
    // The step's own task for the model's heads (no ✓ to earn), and no word of the hand-made example.
    assert.equal((await page.locator(`${W} .try-this`).textContent()).replace(/\s+/g, ' ').trim(),
      'Try this: Read a sentence of your own with “she” or “they”: does the head that finds what a pronoun stands for still pick the right word?');
    assert.equal(await page.locator(`${W} .example-name`).textContent(), '', 'the hand-made example is out of sight, so is its name');
    // The named heads first (on a phone, the first a learner sees), then the others, each in the model's order.
    const names = await page.locator(`${W} .trained-head .trained-job`).allTextContents();
    // models/storybook-en.apm: layer 0 head 0 passed for "he" on the stories and the 288 probes, and for "it" on the
    // stories alone (its figure the mean of the two: 0.8691 and 0.7688 on the stories, 0.7981 and 0.7940 on the
    // probes); layer 1 head 3 for "she", "it" and "they" on both, "he" on the stories alone (0.9669, 0.9693,
    // 0.8811, 0.9083; probes 0.8853, 0.8674, 0.8970, 0.8518), and for the describing word's noun.
    assert.deepEqual(names, ['finds what “he” stands for; finds what “it” stands for, in sentences like the storybook’s',
      'finds what “she”, “it” and “they” stand for; finds what “he” stands for, in sentences like the storybook’s; ' +
      'finds the noun a describing word (“tired”, “soft”) fits',
      'no clear job', 'no clear job', 'no clear job', 'no clear job', 'no clear job', 'no clear job']);
    const tags = await page.locator(`${W} .trained-head .head-tag`).allTextContents();
    assert.deepEqual(tags, ['layer 1, head 1:', 'layer 2, head 4:', 'layer 1, head 2:', 'layer 1, head 3:', 'layer 1, head 4:',
      'layer 2, head 1:', 'layer 2, head 2:', 'layer 2, head 3:']);
    const text = (await H.shownText(page, W)).replace(/\s+/g, ' ');
    assert.match(text, /layer 1, head 1: finds what “he” stands for; finds what “it” stands for, in sentences like the storybook’s 81\.9% of its attention goes to the word it stands for, measured on 1,000 new stories\. On 288 sentences written by hand: 79\.6%\./);
    assert.match(text, /layer 2, head 4: finds what “she”, “it” and “they” stand for; finds what “he” stands for, in sentences like the storybook’s; finds the noun a describing word \(“tired”, “soft”\) fits 93\.1% of its attention goes to the word it stands for, measured on 1,000 new stories\. On 288 sentences written by hand: 87\.5%\./);
    // Layer 0 head 1: previous 0.2097 is its strongest of pronoun (0.0616), meaning (0.0085), subject (0.0522) and previous.
    assert.match(text, /layer 1, head 2: no clear job Closest: 21\.0% of its attention goes to the word just before/);
    const items = await Lr.readAloud(page);
    assert.deepEqual(Lr.bareNumbers(items).map((i) => i.text), [], 'every number with its label');
    assert.ok(Lr.transcript(items).includes('“mat”: share of the attention of “it” in layer 1, head 4: 90.0%'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `scrolls sideways by ${overflow} px`);
    if (width !== 1280) await H.screenshot(page, `trained-heads-${width}.png`);
    // And back: the hand-made heads again.
    await page.locator(`${W} label[for="trained-switch-hand-made"]`).click();
    await H.settle(page);
    assert.equal(await page.locator(`${W} .work`).isVisible(), true);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// The sink step: the trained model's learned sink, one more example, closed until asked for.
for (const [width, height, touch] of [[760, 1000, false], [360, 740, true]]) {
  test(`${width} px: the sink step's example from the trained model: "sat" rests on the sink, "it" finds "cat"`, async () => {
    const server = touch ? phone : browser;
    const page = await server.newPage({ width, height });
    const name = `trained-sink-${width}-${Math.random().toString(36).slice(2)}.html`;
    await page.route(server.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<link rel="icon" href="data:,"><title>sink</title></head><body style="margin: 8px"><main style="max-width: 752px; margin: 0 auto">` +
      `<${W} step="sink"></${W}></main><script src="attention-playground.js"></script></body></html>` }));
    await page.goto(server.url + name);
    await page.evaluate(() => document.querySelector('attention-playground').ready);
    const summary = page.locator(`${W} .trained-sink summary`);
    await summary.waitFor();
    await H.settle(page);
    // Nothing of the model is fetched until the learner asks.
    assert.equal(page.requests.filter((u) => /attention-model/.test(u)).length, 0);
    await Lr.listen(page);
    await summary.click();
    await page.locator(`${W} .trained-sink .trained-head`).first().waitFor();
    await page.waitForTimeout(1200);
    const heard = (await Lr.heard(page)).map((m) => m.text.trim());
    // From the file's numbers by the Node reference's own forward pass (tests/node/model-reference.js): in layer 1,
    // head 3 (named for "it" on the stories and the probes), "sat" leaves 0.9999 on the sink and "it" gives 0.7288 to "cat".
    assert.deepEqual(heard, ['“sat” finds nothing it looks for here: > 99.9% of its attention rests on the sink. “it” gives 72.9% of its attention to “cat”.']);
    const text = (await H.shownText(page, W)).replace(/\s+/g, ' ');
    assert.match(text, /a word with nothing to find rests on the sink/);
    // The pronouns named are those the header certifies that head for (models/storybook-en.apm: layer 1,
    // head 3 passes for "she", "it" and "they" on the stories and the probes; for "he" only on the stories,
    // 0.852 of its attention and on top 89.6 % on the probes).
    assert.match(text, /In the way of looking it learned for “she”, “it” and “they”, on “The cat sat/);
    // The chapter's sentence, read left to right: at "it" the model has not read "tired" yet.
    assert.match(text, /At “it” the model has not yet read “tired”: it reads from left to right/);
    const items = await Lr.readAloud(page);
    assert.deepEqual(Lr.bareNumbers(items).map((i) => i.text), []);
    const said = Lr.transcript(items).join('\n') + '\n' + (await Lr.groupNames(page)).join('\n');
    assert.doesNotMatch(text + said, /\bheads?\b/i, 'no head before the heads step');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `scrolls sideways by ${overflow} px`);
    await page.locator(`${W} .trained-sink`).screenshot({ path: require('node:path').join(H.screenshots, `trained-sink-${width}.png`) });
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

for (const [width, height, touch] of [[760, 1000, false], [360, 740, true]]) {
  test(`${width} px: the heads of the real trained model on the chapter's sentence`, async () => {
    const server = touch ? phone : browser;
    const page = await server.newPage({ width, height });
    await openHeads(server, page, width, true);
    await page.locator(`${W} label[for="trained-switch-trained"]`).click();
    await page.locator(`${W} .trained-head`).first().waitFor();
    await H.settle(page);
    const text = (await H.shownText(page, W)).replace(/\s+/g, ' ');
    // Layer 2, head 4 (the file's layer 1, head 3, the second named): what "it" stands for, on the chapter's sentence
    // (0.7288 on "cat", by the reference reading above); layer 1, head 1 (the file's layer 0, head 0, the first
    // named, for "he" and, on the stories alone, "it"): 0.9654 on "cat", 96.6 % as its row is rounded together).
    const first = (await page.locator(`${W} .trained-head`).nth(0).textContent()).replace(/\s+/g, ' ');
    assert.match(first, /layer 1, head 1: finds what “he” stands for; finds what “it” stands for, in sentences like the storybook’s/);
    assert.match(first, /cat“cat”: share of the attention of “it” in layer 1, head 1: 96\.6%/);
    const card = (await page.locator(`${W} .trained-head`).nth(1).textContent()).replace(/\s+/g, ' ');
    assert.match(card, /layer 2, head 4: finds what “she”, “it” and “they” stand for; finds what “he” stands for, in sentences like the storybook’s; finds the noun a describing word \(“tired”, “soft”\) fits/);
    assert.match(card, /cat“cat”: share of the attention of “it” in layer 2, head 4: 72\.9%/);
    // How well it guesses, beside two simpler guessers and the ceiling after a pronoun (the header's accuracy).
    assert.match(text, /it guessed the next word right 49\.9% of the time; a guesser that looks only at the word before got 37\.5%/);
    assert.match(text, /no guesser can pass about 55\.1%/);
    const items = await Lr.readAloud(page);
    assert.deepEqual(Lr.bareNumbers(items).map((i) => i.text), []);
    await H.screenshot(page, `trained-heads-real-${width}.png`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

// explore.html: a typed sentence read by the trained model, a heatmap per head, in a disclosure of the main
// file's own (web/js/element/layout.js): neither the trained part nor the model is fetched until it is opened.
test('explore.html: the trained model reads a typed sentence, a heatmap per head, every number labelled', async () => {
  const page = await browser.newPage({ width: 1280, height: 1000 });
  await H.open(page, browser.url + 'explore.html');
  const summary = page.locator(`${W} details[data-key="trained-explore"] > summary`);
  await summary.waitFor();
  assert.deepEqual(page.requests.filter((u) => /attention-model|attention-playground-trained/.test(u)), [],
    'neither the trained part nor the model before the disclosure is opened');
  const before = Lr.bareNumbers(await Lr.readAloud(page)).map((i) => i.text); // the playground's own, not this card's
  await summary.click();
  await page.locator(`${W} table.trained-map`).first().waitFor();
  await Lr.listen(page);
  await page.locator(`${W} [data-key="trained-explore-own"]`).fill('The giraffe saw the dog in Zanzibar and it barked');
  await page.locator(`${W} [data-key="trained-explore-read"]`).click();
  await page.waitForTimeout(1200);
  const heard = (await Lr.heard(page)).map((m) => m.text.trim());
  console.log('# heard (explore): ' + heard.join(' | '));
  assert.equal(heard.length, 1);
  assert.match(heard[0], /^Read by the trained model: 10 words\. In layer 2, head 4, “it” gives (> 99\.9|\d+\.\d)% of its attention to “dog”\.$/);
  assert.equal(await page.locator(`${W} table.trained-map`).count(), 8);
  const text = (await H.shownText(page, W)).replace(/\s+/g, ' ');
  assert.match(text, /The model does not know: giraffe and Zanzibar\./);
  const box = page.locator(`${W} .trained-explore-box`);
  const first = await box.locator('table.trained-map').nth(2).locator('tbody tr').nth(8).textContent();
  assert.match(first.replace(/\s+/g, ' '), /“dog”: share of the attention of “it”: \d+\.\d%/);
  const items = await Lr.readAloud(page);
  assert.deepEqual(Lr.bareNumbers(items).map((i) => i.text), before, 'every number of the card with its label');
  await box.screenshot({ path: require('node:path').join(H.screenshots, 'trained-explore-1280.png') });
  assert.deepEqual(page.errors, []);
  await page.close();
});
