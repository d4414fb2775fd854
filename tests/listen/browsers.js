// The browsers Orca listens to, each with a window on the X display (Orca
// reads windows, not headless pages) and the accessibility bridge on:
//   chromium  Debian's Chromium through playwright-core (renderer accessibility forced, X11)
//   firefox   Debian's Firefox ESR through puppeteer-core over WebDriver BiDi
// open(engine): { label, page, evaluate(fn, arg), close() }. The protocol
// only reads the page (is it ready, where is the keyboard focus); everything
// the learner does is a real key press (keys.js), and pages are opened by
// typing their address, as a person does: a protocol navigation leaves the
// focus in the address bar, and Orca reads its suggestions instead of the page.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

async function chromium() {
  const { chromium: browserType } = require('playwright-core');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'listen-chromium-'));
  const context = await browserType.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: false, viewport: null,
    args: ['--force-renderer-accessibility', '--ozone-platform=x11', '--no-sandbox', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--window-size=1280,1000',
      '--window-position=0,0', '--disable-features=Translate,MediaRouter', '--password-store=basic'],
  });
  const page = context.pages()[0] || await context.newPage();
  return {
    label: `Chromium ${context.browser() ? context.browser().version() : ''}`.trim(),
    windowClass: 'chromium',
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    async close() { await context.close(); fs.rmSync(profile, { recursive: true, force: true }); },
  };
}

async function firefox() {
  const puppeteer = require('puppeteer-core');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'listen-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox', protocol: 'webDriverBiDi', executablePath: '/usr/bin/firefox-esr', headless: false,
    userDataDir: profile, defaultViewport: null, args: ['--width=1280', '--height=1000'],
    extraPrefsFirefox: { 'accessibility.force_disabled': -1, 'browser.aboutwelcome.enabled': false,
      'browser.urlbar.suggest.searches': false, 'browser.urlbar.suggest.topsites': false },
  });
  const page = (await browser.pages())[0] || await browser.newPage();
  return {
    label: `Firefox ESR ${(await browser.version()).replace(/^firefox\//i, '')}`,
    windowClass: 'firefox',
    // The tab the address was typed into: puppeteer's page object follows it.
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    async close() { await browser.close(); fs.rmSync(profile, { recursive: true, force: true }); },
  };
}

const ENGINES = { chromium, firefox };

async function open(engine) {
  if (!ENGINES[engine]) throw new Error(`no engine "${engine}": use ${Object.keys(ENGINES).join(' or ')}`);
  return Object.assign(await ENGINES[engine](), { engine });
}

module.exports = { open, ENGINES: Object.keys(ENGINES) };
