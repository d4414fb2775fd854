// The engine tests' driver layer: one small interface over three ways of
// driving a browser, so the same checks (step-checks.js) run in each engine.
//   chromium  Debian's Chromium through playwright-core (as tests/browser/)
//   firefox   Debian's Firefox ESR through puppeteer-core over WebDriver BiDi
//   webkit    Debian's WebKitGTK (MiniBrowser) through selenium-webdriver and
//             WebKitWebDriver, on an Xvfb display of its own (it has no
//             headless mode and no console channel: page-probe.js records errors)
// A driver: { engine, label, goto(url), run(fn, arg), waitFor(fn, arg, ms),
// click(x, y), press(key), size(width, height), screenshot(file), close() }.
// run(fn, arg) calls fn(arg) in the page and returns its (awaited, JSON) value;
// fn must use nothing but its argument and the page (it is sent as text).
// click and press are real input through each protocol, not DOM events;
// screenshot(file) saves the widget alone (inside the phone page's iframe
// too; WebKit: the whole window).
// A missing engine fails loudly with the command that installs it.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');

const ENGINES = {
  chromium: { label: 'Chromium', files: ['/usr/bin/chromium'], packages: ['chromium'], npm: 'playwright-core' },
  firefox: { label: 'Firefox ESR', files: ['/usr/bin/firefox-esr'], packages: ['firefox-esr'], npm: 'puppeteer-core' },
  webkit: {
    label: 'WebKitGTK',
    files: ['/usr/bin/WebKitWebDriver', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/bin/Xvfb'],
    packages: ['webkit2gtk-driver', 'xvfb'], npm: 'selenium-webdriver',
  },
};
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Throws, naming what is missing and how to install it.
function checkInstalled(engine) {
  const spec = ENGINES[engine];
  if (!spec) throw new Error(`no engine called "${engine}": use ${Object.keys(ENGINES).join(', ')}`);
  const missing = spec.files.filter((file) => !fs.existsSync(file));
  if (missing.length) {
    throw new Error(`${spec.label} is not installed (${missing.join(', ')} missing). ` +
      `Install it with: sudo apt-get update && sudo apt-get install -y ${spec.packages.join(' ')}`);
  }
  try { require.resolve(spec.npm); } catch (error) {
    throw new Error(`the npm package ${spec.npm} is missing: run npm ci`);
  }
}

function tempProfile(engine) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `attention-playground-${engine}-`));
}

// Polls run(fn, arg) until it gives a truthy value; throws after `ms`.
function waiter(run) {
  return async function waitFor(fn, arg, ms = 15000, what = 'the page') {
    const until = Date.now() + ms;
    let last;
    for (;;) {
      try { last = await run(fn, arg); } catch (error) { last = error; }
      if (last && !(last instanceof Error)) return last;
      if (Date.now() > until) throw new Error(`waited ${ms} ms for ${what}${last instanceof Error ? `: ${last.message}` : ''}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

async function chromiumDriver() {
  const { chromium } = require('playwright-core');
  const profile = tempProfile('chromium');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS, viewport: { width: 1280, height: 1000 },
  });
  const page = context.pages()[0] || await context.newPage();
  const run = (fn, arg) => page.evaluate(fn, arg);
  return {
    label: `Chromium ${context.browser() ? context.browser().version() : ''}`.trim(),
    goto: (url) => page.goto(url),
    run,
    waitFor: waiter(run),
    click: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    size: (width, height) => page.setViewportSize({ width, height }),
    async screenshot(file) {
      const phone = await page.locator('iframe.phone').count();
      await (phone ? page.frameLocator('iframe.phone') : page).locator('attention-playground').screenshot({ path: file });
    },
    async close() { await context.close(); fs.rmSync(profile, { recursive: true, force: true }); },
  };
}

async function firefoxDriver() {
  const puppeteer = require('puppeteer-core');
  const profile = tempProfile('firefox');
  const browser = await puppeteer.launch({
    browser: 'firefox', protocol: 'webDriverBiDi', executablePath: '/usr/bin/firefox-esr', headless: true,
    userDataDir: profile, defaultViewport: { width: 1280, height: 1000 },
    // Scrollbars over the page, as on a phone and in headless Chromium: headless
    // Firefox otherwise keeps a 12 px one that narrows a 360 px phone to 348.
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1, 'widget.gtk.overlay-scrollbars.enabled': true },
  });
  const page = (await browser.pages())[0] || await browser.newPage();
  const run = (fn, arg) => page.evaluate(fn, arg);
  return {
    label: `Firefox ESR ${(await browser.version()).replace(/^firefox\//i, '')}`,
    goto: (url) => page.goto(url),
    run,
    waitFor: waiter(run),
    click: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    size: (width, height) => page.setViewport({ width, height }),
    async screenshot(file) {
      const phone = await page.$('iframe.phone');
      const frame = phone ? await phone.contentFrame() : page.mainFrame();
      await (await frame.$('attention-playground')).screenshot({ path: file });
    },
    async close() { await browser.close(); fs.rmSync(profile, { recursive: true, force: true }); },
  };
}

// An X display of its own: Xvfb picks a free number and writes it to fd 3.
function startXvfb() {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x2400x24', '-nolisten', 'tcp'],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
    let said = '';
    let errors = '';
    xvfb.stderr.on('data', (chunk) => { errors += chunk; });
    xvfb.stdio[3].on('data', (chunk) => {
      said += chunk;
      if (said.includes('\n')) resolve({ display: ':' + said.trim(), stop: () => xvfb.kill() });
    });
    process.once('exit', () => xvfb.kill()); // never left behind by a test run that failed
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb stopped (${code}): ${errors.trim()}`)));
  });
}

async function webkitDriver() {
  const { Builder, Key, Origin } = require('selenium-webdriver');
  const { DriverService } = require('selenium-webdriver/remote');
  const x = await startXvfb();
  const service = new DriverService.Builder('/usr/bin/WebKitWebDriver').setLoopback(true)
    .setEnvironment(Object.assign({}, process.env, { DISPLAY: x.display })).build();
  let driver;
  try {
    driver = await new Builder().withCapabilities({
      browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    }).usingServer(await service.start()).build();
  } catch (error) {
    await service.kill();
    x.stop();
    throw error;
  }
  const keys = { ArrowRight: Key.ARROW_RIGHT, ArrowLeft: Key.ARROW_LEFT, ArrowUp: Key.ARROW_UP, ArrowDown: Key.ARROW_DOWN,
    Enter: Key.ENTER, Space: Key.SPACE, Tab: Key.TAB, Home: Key.HOME, End: Key.END };
  const run = (fn, arg) => driver.executeScript(fn, arg);
  const version = (await driver.getCapabilities()).get('browserVersion');
  return {
    label: `WebKitGTK ${version || ''}`.trim(),
    goto: (url) => driver.get(url),
    run,
    waitFor: waiter(run),
    click: (x0, y0) => driver.actions({ async: true }).move({ x: x0, y: y0, origin: Origin.VIEWPORT }).click().perform(),
    async press(key) {
      if (!keys[key]) throw new Error(`no WebDriver key for "${key}"`);
      await driver.actions({ async: true }).sendKeys(keys[key]).perform();
    },
    // setRect sizes the window; should the page get less (a toolbar), the window grows by the difference.
    // WebKitWebDriver may answer before the page has its new size (a fresh clone's run once read the last
    // test's 1,280 px and asked for a window of -360): the page is waited for, up to 2 s, first.
    async size(width, height) {
      const inner = () => driver.executeScript(() => [innerWidth, innerHeight]);
      const before = await inner();
      await driver.manage().window().setRect({ width, height });
      let now = await inner();
      const until = Date.now() + 2000;
      while (before[0] !== width && now[0] === before[0] && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        now = await inner();
      }
      if (now[0] !== width || now[1] !== height) {
        await driver.manage().window().setRect({ width: Math.max(width, 2 * width - now[0]), height: Math.max(height, 2 * height - now[1]) });
      }
    },
    // WebKitWebDriver's element screenshots come out partly black: the
    // whole window instead (the test pages put the widget at its top left).
    async screenshot(file) { fs.writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64')); },
    async close() {
      try { await driver.quit(); } finally { await service.kill(); x.stop(); }
    },
  };
}

const MAKERS = { chromium: chromiumDriver, firefox: firefoxDriver, webkit: webkitDriver };

async function launch(engine) {
  checkInstalled(engine);
  const driver = await MAKERS[engine]();
  return Object.assign(driver, { engine });
}

module.exports = { launch, checkInstalled, ENGINES };
