// The widget on a page served with a strict Content-Security-Policy header:
// no eval, no inline scripts or styles, no data: fetches. Not a single CSP
// violation may be reported, and the numbers must still be computed (also when
// the learned step's training loads the training module on demand and starts its worker).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { start, trainOneStep } = require('./helpers');

const STRICT = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

async function withStrictServer(run) {
  const browser = await start({ csp: STRICT });
  try {
    const page = await browser.newPage();
    const violations = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
    // Listen from the first script on, so violations during loading count too.
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__violations.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    await run(page, browser.url, violations);
  } finally {
    await browser.close();
  }
}

test('under a strict CSP header the playground computes its table with zero violations', async () => {
  await withStrictServer(async (page, url, violations) => {
    const response = await page.goto(url + 'explore.html');
    assert.equal(response.headers()['content-security-policy'], STRICT);
    const meter = page.locator('attention-playground table.match [role="meter"]').first();
    await meter.waitFor();
    const values = await page.locator('attention-playground table.match').first()
      .locator('[role="meter"]').evaluateAll((meters) => meters.map((m) => Number(m.getAttribute('aria-valuenow'))));
    const total = values.reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(total - 100) < 0.5, `percentages add to ${total}`);
    await page.waitForTimeout(300);
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(violations, []);
  });
});

test('under a strict CSP header the core loads without eval and without fetching its data: URI', async () => {
  await withStrictServer(async (page, url, violations) => {
    await page.goto(url + 'attention-core.d.ts');  // any same-origin page under the header
    await page.addScriptTag({ url: url + 'attention-core.js' });
    const weights = await page.evaluate(async () => (await window.createAttentionCore()).softmax([1000, 999]).weights);
    assert.ok(Math.abs(weights[0] - 0.731059) < 1e-6);
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(violations, []);
  });
});

test('under a strict CSP header the learned step\'s training loads attention-training-en.js on demand, trains in a worker, with zero violations', async () => {
  await withStrictServer(async (page, url, violations) => {
    await page.goto(url + 'explore.html');
    await page.locator('attention-playground table.match').first().waitFor();
    assert.ok(!page.requests.includes(url + 'attention-training-en.js'), 'not loaded before Train');
    await trainOneStep(page);
    // The classic file's <script>, and the worker started from the same URL ('self' allows it).
    assert.ok(page.requests.filter((request) => request === url + 'attention-training-en.js').length >= 1);
    assert.equal(await page.locator('attention-playground section.learned').getAttribute('data-worker'), 'true');
    await page.waitForTimeout(300);
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(violations, []);
  });
});
