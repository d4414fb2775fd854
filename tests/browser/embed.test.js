// Embedding: the single-file build opened from file:// with no other request
// (until the learned step's first step loads attention-training-en.js, and only that file),
// the ES module build, the iframe embed with its height messages and origin
// checks, and the example chapter page with two independent widgets.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { start, dist, settle, trainOneStep } = require('./helpers');

let browser;
let scratch;
test.before(async () => {
  // A folder holding nothing but the classic file, the training module, the
  // training, explore and trained parts and the trained model's module next to it
  // (README, "Embed it") and pages that use them.
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-single-'));
  // (The ES module build is its entry, the chunks it imports, and attention-training.mjs.)
  const moduleFiles = fs.readdirSync(dist).filter((f) => /^attention-playground.*\.mjs$/.test(f));
  for (const file of ['attention-playground.js', 'attention-training-en.js', 'attention-playground-training.js',
    'attention-playground-explore.js', 'attention-training.mjs', 'attention-playground-trained.js', 'attention-model-en.js', 'attention-model.mjs']
    .concat(moduleFiles)) {
    fs.copyFileSync(path.join(dist, file), path.join(scratch, file));
  }
  fs.writeFileSync(path.join(scratch, 'classic.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<link rel="icon" href="data:,"><title>one file</title></head><body>' +
    '<attention-playground step="all" scenario="sky"></attention-playground>' +
    '<script src="attention-playground.js"></script></body></html>');
  fs.writeFileSync(path.join(scratch, 'step.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<link rel="icon" href="data:,"><title>one step</title></head><body>' +
    '<attention-playground step="softmax" scenario="sky"></attention-playground>' +
    '<script src="attention-playground.js"></script></body></html>');
  fs.writeFileSync(path.join(scratch, 'module.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<link rel="icon" href="data:,"><title>module</title></head><body>' +
    '<attention-playground step="all" scenario="it"></attention-playground>' +
    '<script type="module" src="module-page.js"></script></body></html>');
  fs.writeFileSync(path.join(scratch, 'module-page.js'),
    "import * as AttentionPlayground from './attention-playground.mjs';\n" +
    'window.importedNamespace = typeof AttentionPlayground.getCore;\n' +
    'window.trainingTasks = AttentionPlayground.getTraining().then((training) => training.canTrain(\'en\'));\n');
  browser = await start();
});
test.after(async () => {
  await browser.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

// Runs use(page, address) on classic.html in a folder of its own that holds
// the single file and nothing else next to it (no part, no training module).
async function aloneWithTheSingleFile(use, more = []) {
  const lonely = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-lonely-'));
  const page = await browser.newPage();
  try {
    for (const f of ['attention-playground.js', 'classic.html'].concat(more)) fs.copyFileSync(path.join(scratch, f), path.join(lonely, f));
    await use(page, pathToFileURL(path.join(lonely, 'classic.html')).href);
  } finally {
    await page.close();
    fs.rmSync(lonely, { recursive: true, force: true });
  }
}

async function firstTablePercentages(frame) {
  const table = frame.locator('attention-playground table.match').first();
  await table.waitFor();
  return table.locator('[role="meter"]').evaluateAll((meters) =>
    meters.map((m) => Number(m.getAttribute('aria-valuenow'))));
}

test('the single file alone, opened from file://, draws a step of the chapter with no other request', async () => {
  const page = await browser.newPage();
  const address = pathToFileURL(path.join(scratch, 'step.html')).href;
  await page.goto(address);
  const percentages = await firstTablePercentages(page);
  const total = percentages.reduce((a, b) => a + b, 0);
  assert.ok(Math.abs(total - 100) < 0.5, `percentages add to ${total}`);
  // "sky" gives Mars e^9 / (e^9 + 5) = 99.94 % at magnitude 9.
  assert.ok(Math.max(...percentages) > 99.8, `largest share ${Math.max(...percentages)}`);
  await page.evaluate(() => document.querySelector('attention-playground').whenIdle());
  const allowed = [address, pathToFileURL(path.join(scratch, 'attention-playground.js')).href];
  assert.deepEqual(page.requests.filter((url) => !allowed.includes(url)), []);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the whole playground from file:// takes its explore views from the part next to the file, and without it draws the rest and says which file', async () => {
  const page = await browser.newPage();
  const address = pathToFileURL(path.join(scratch, 'classic.html')).href;
  await page.goto(address);
  await firstTablePercentages(page);
  await page.evaluate(() => document.querySelector('attention-playground').whenIdle());
  assert.ok(await page.locator('attention-playground .heatmap-box').isVisible(), 'the heatmap');
  assert.ok(await page.locator('attention-playground [data-key="copy-link"]').isVisible(), 'share');
  const allowed = [address].concat(['attention-playground.js', 'attention-playground-explore.js']
    .map((f) => pathToFileURL(path.join(scratch, f)).href));
  assert.deepEqual(page.requests.filter((url) => !allowed.includes(url)), []);
  await page.close();

  await aloneWithTheSingleFile(async (alone, lonelyAddress) => {
    const warnings = [];
    alone.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
    await alone.goto(lonelyAddress);
    assert.ok((await firstTablePercentages(alone)).length > 0, 'the tables draw');
    await alone.evaluate(() => document.querySelector('attention-playground').whenIdle());
    assert.equal(await alone.locator('attention-playground .heatmap-box').isVisible(), false);
    assert.ok(warnings.some((w) => /explore views could not be loaded.*attention-playground-explore\.js/.test(w)), warnings.join('\n'));
    // (the browser's own line for the missing file is the only error)
    assert.deepEqual(alone.errors.filter((e) => !/ERR_FILE_NOT_FOUND/.test(e)), []);
  });
});

test('from file://, the learned step\'s first step loads attention-training-en.js (English\'s storybook alone) and the training part, and nothing else (its worker is a Blob of the code it holds)', async () => {
  const page = await browser.newPage();
  const address = pathToFileURL(path.join(scratch, 'classic.html')).href;
  await page.goto(address);
  await firstTablePercentages(page);
  await page.evaluate(() => document.querySelector('attention-playground').whenIdle());
  const before = page.requests.length;
  await trainOneStep(page);
  assert.deepEqual(page.requests.slice(before).filter((r) => !r.startsWith('blob:')).sort(),
    ['attention-playground-training.js', 'attention-training-en.js'].map((f) => pathToFileURL(path.join(scratch, f)).href));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('with the single file alone, the learned step names the card\'s file to copy; with the card but without attention-training-en.js, Train names that one', async () => {
  await aloneWithTheSingleFile(async (page, address) => {
    await page.goto(address);
    await firstTablePercentages(page);
    await page.locator('attention-playground [data-key="learned-opener"] summary').click();
    await page.waitForFunction(() => /copy attention-playground-training\.js/.test(document.querySelector('attention-playground')
      .shadowRoot.querySelector('.missing').textContent));
  });
  await aloneWithTheSingleFile(async (page, address) => {
    await page.goto(address);
    await firstTablePercentages(page);
    await page.locator('attention-playground [data-key="learned-opener"] summary').click();
    await page.locator('attention-playground section.learned [data-key="train"]').click();
    const alert = page.locator('attention-playground section.learned .learned-problem[role="alert"]');
    await alert.waitFor();
    assert.match(await alert.textContent(), /attention-training-en\.js.*copy attention-training-en\.js/);
  }, ['attention-playground-training.js']);
});

test('the ES module build imports as a module and defines the same element', async () => {
  const server = await start({ folder: scratch });
  try {
    const page = await server.newPage();
    await page.goto(server.url + 'module.html');
    const percentages = await firstTablePercentages(page);
    assert.ok(Math.abs(percentages.reduce((a, b) => a + b, 0) - 100) < 0.5);
    assert.equal(await page.evaluate(() => window.importedNamespace), 'function');
    // The module imports the training module's ES module from its own folder.
    assert.equal(await page.evaluate(() => window.trainingTasks), true);
    assert.ok(page.requests.includes(server.url + 'attention-training.mjs'));
    assert.deepEqual(page.errors, []);
  } finally {
    await server.close();
  }
});

test('the iframe embed sizes itself from the height it posts and takes a new lesson link', async () => {
  const page = await browser.newPage();
  await page.goto(browser.url + 'examples/iframe.html');
  const frameElement = page.locator('iframe#playground');
  await page.waitForFunction(() => document.getElementById('playground').dataset.ready === 'true');
  await page.waitForFunction(() => parseFloat(document.getElementById('playground').style.height) > 600);
  const frame = page.frameLocator('iframe#playground');
  const reported = await frameElement.evaluate((el) => parseFloat(el.style.height));
  const content = await frame.locator('html').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  assert.equal(reported, content, 'the iframe is as tall as its content');
  const slider = frame.locator('attention-playground input[type="range"]').first();
  assert.equal(await slider.inputValue(), '4');
  await page.click('#show-magnitude-one');
  await page.waitForFunction(() => {
    const doc = document.getElementById('playground').contentDocument;
    return doc.location.hash.includes('magnitude=1');
  });
  await frame.locator('attention-playground table.match').first().waitFor();
  await page.waitForTimeout(200);
  assert.equal(await slider.inputValue(), '1');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the embed ignores messages from anything but its configured parent', async () => {
  const page = await browser.newPage();
  // No ?origin: incoming messages are ignored, even well-formed ones.
  await page.goto(browser.url + 'embed.html#step=all&scenario=sky');
  await firstTablePercentages(page);
  await page.evaluate(() => window.postMessage({ source: 'attention-playground-host', type: 'set-hash',
    hash: 'scenario=it' }, '*'));
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => location.hash), '#step=all&scenario=sky');
  // With ?origin set, a message whose sender is not the parent window is still ignored.
  await page.goto(browser.url + `embed.html?origin=${encodeURIComponent(browser.url.slice(0, -1))}#step=all&scenario=sky`);
  await firstTablePercentages(page);
  await page.evaluate(() => window.postMessage({ source: 'attention-playground-host', type: 'set-hash',
    hash: 'scenario=it' }, '*'));
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => location.hash), '#step=all&scenario=sky');
  await page.close();
});

// A host page (served beside embed.html) that frames it with ?origin=<origin> and records what it posts.
async function hostWith(page, origin, { height = null, sandbox = null } = {}) {
  const query = origin === undefined ? '' : '?origin=' + encodeURIComponent(origin);
  const name = 'host-' + Math.random().toString(36).slice(2) + '.html';
  await page.route(browser.url + name, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title></head><body>' +
    `<iframe id="f" title="embed" ${sandbox === null ? '' : `sandbox="${sandbox}"`} style="width:760px;height:${height || 300}px;border:0" ` +
    `src="embed.html${query}#step=softmax&scenario=sky"></iframe>` +
    '<script>window.got = []; addEventListener("message", (e) => { if (e.data && e.data.source === "attention-playground") ' +
    'window.got.push({ type: e.data.type, height: e.data.height, origin: e.origin }); });</script></body></html>' }));
  await page.goto(browser.url + name);
  await page.waitForFunction(() => window.got.some((m) => m.type === 'height'), null, { timeout: 10000 });
  return () => page.evaluate(() => window.got);
}

test('the embed posts its height whatever ?origin says: null (sandboxed), garbage and javascript: origins never silence it', async () => {
  for (const origin of ['null', 'garbage', 'javascript:alert(1)', undefined]) {
    const page = await browser.newPage();
    const warnings = [];
    page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
    const got = await hostWith(page, origin, { sandbox: origin === 'null' ? 'allow-scripts' : null });
    // The widget's full height arrives once it has drawn (the first report may be the empty page's).
    await page.waitForFunction(() => window.got.some((m) => m.type === 'height' && m.height > 300), null, { timeout: 10000 });
    const heights = (await got()).filter((m) => m.type === 'height');
    assert.ok(heights[heights.length - 1].height > 300, `${origin}: heights ${JSON.stringify(heights)}`);
    if (origin === 'garbage' || origin === 'javascript:alert(1)') {
      assert.ok(warnings.some((w) => /ignored \?origin=/.test(w)), `${origin}: a console warning says why`);
    }
    assert.deepEqual(page.errors.filter((e) => !/ignored \?origin=/.test(e)), [], `${origin}: no error`);
    await page.close();
  }
});

test('without a real origin, no learner state leaves the embed; with one, the change message goes to it', async () => {
  for (const [origin, expectChange] of [['null', false], ['garbage', false], [undefined, false], ['*', true], [browser.url.slice(0, -1), true]]) {
    const page = await browser.newPage();
    const got = await hostWith(page, origin);
    const frame = page.frameLocator('iframe#f');
    await frame.locator('attention-playground #magnitude').fill('2');
    await page.waitForTimeout(300);
    const changes = (await got()).filter((m) => m.type === 'change');
    assert.equal(changes.length > 0, expectChange, `${origin}: change messages ${changes.length}`);
    await page.close();
  }
});

test('the reported height is capped at 20,000 px, and a host that frames the embed at a fixed 600 px still lets the learner scroll', async () => {
  const page = await browser.newPage();
  await hostWith(page, undefined, { height: 600 });
  const frame = page.frame({ url: /embed\.html/ });
  // Everything below the fold can be reached: the page scrolls inside the 600 px frame.
  const scroll = await frame.evaluate(() => {
    const root = document.scrollingElement;
    root.scrollTop = root.scrollHeight;
    return { top: root.scrollTop, height: root.scrollHeight, overflow: getComputedStyle(document.body).overflowY };
  });
  assert.ok(scroll.height > 600 && scroll.top > 0, `scrolled to ${scroll.top} of ${scroll.height} (overflow ${scroll.overflow})`);
  // A very tall embed (a huge typed sentence, say) reports at most 20,000 px.
  await frame.evaluate(() => { document.body.appendChild(Object.assign(document.createElement('div'), { style: 'height:1000000px' })); });
  await page.waitForFunction(() => window.got.some((m) => m.type === 'height' && m.height >= 20000));
  const heights = (await page.evaluate(() => window.got)).filter((m) => m.type === 'height').map((m) => m.height);
  assert.equal(Math.max(...heights), 20000);
  await page.close();
});

test('examples/iframe.html opened from disk resizes its iframe and takes a new lesson link', async () => {
  const page = await browser.newPage();
  await page.goto(pathToFileURL(path.join(dist, 'examples', 'iframe.html')).href);
  await page.waitForFunction(() => parseFloat(document.getElementById('playground').style.height) > 600, null, { timeout: 15000 });
  await page.click('#show-magnitude-one');
  // From disk the two documents are different origins: read the embed's link from inside it.
  const embed = page.frame({ url: /embed\.html/ });
  await embed.waitForFunction(() => /magnitude=1/.test(location.hash));
  await embed.locator('attention-playground table.match').first().waitFor();
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the example chapter holds one widget per section, each at its own step with its own example, independent', async () => {
  const page = await browser.newPage();
  await page.goto(browser.url + 'examples/chapter.html');
  const widgets = page.locator('attention-playground');
  assert.equal(await widgets.count(), 9);
  await widgets.evaluateAll((all) => Promise.all(all.map((w) => w.ready)));
  await settle(page);
  const opened = await widgets.evaluateAll((all) => all.map((w) => [w.stateDetail.step, w.stateDetail.scenario]));
  assert.deepEqual(opened, [['needs', 'it'], ['search', 'sky'], ['scores', 'moon'], ['softmax', 'magnitude'],
    ['sink', 'sink'], ['values', 'it'], ['learned', 'it'], ['heads', 'heads'], ['order', 'word-order']]);
  // Moving the softmax section's magnitude leaves the sink section's alone.
  const softmax = widgets.nth(3).locator('input[type="range"]#magnitude');
  const sink = widgets.nth(4).locator('input[type="range"]#magnitude');
  const before = await sink.inputValue();
  await softmax.fill('2');
  await settle(page);
  assert.equal(await sink.inputValue(), before);
  assert.equal(await softmax.inputValue(), '2');
  assert.deepEqual(page.errors, []);
  await page.close();
});
