// The cmi5 package of ./build.sh package, its AU launched as a cmi5 LMS
// launches it, against a small LMS side written here (cmi5 §8 and §10): the
// fetch URL that gives the auth token once, the state API with LMS.LaunchData,
// and a statements endpoint that stores what it is sent. The statements are
// checked in order: Initialized, Completed (once), Terminated, with the actor
// the LMS gave and the registration in their context; launched again, the
// learner finds their magnitude and ✓ (from the AU's own state document).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const http = require('node:http');
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');
const { chromium } = require('playwright-core');
const { createServer } = require('../../tools/serve.js');
const { packageSite } = require('./package-fixtures.js');
const H = require('./helpers.js');
const validateStatement = require('xapi-validation').default;

const W = 'attention-playground';
const ACTOR = { objectType: 'Agent', name: 'Ana', account: { homePage: 'https://lms.example', name: 'ana-42' } };
const REGISTRATION = '6f1d3c9e-2b4a-4c1e-9a7d-3e5f7a9b1c2d';
const COURSE = 'urn:attention-playground:course:attention-playground-softmax-es';
const AU = 'urn:attention-playground:au:attention-playground-softmax-es';
const CMI5 = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
const MOVE_ON = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
const SESSION = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';

// The LMS side: { server, statements, states, tokens, log, session(n) } over the AU's files.
function lmsSide(site) {
  const serveStatic = createServer(site).listeners('request')[0];
  const lms = { statements: [], states: new Map(), tokensFetched: new Set(), log: [], problems: [] };
  const launchData = (session) => ({
    contextTemplate: { contextActivities: { grouping: [{ id: COURSE, objectType: 'Activity' }] }, extensions: { [SESSION]: session } },
    launchMode: 'Normal', moveOn: 'Completed', launchMethod: 'AnyWindow',
  });
  const reply = (res, status, body) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
  lms.server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://lms');
    if (!url.pathname.startsWith('/lms/') && !url.pathname.startsWith('/lrs/')) return serveStatic(req, res);
    let body = '';
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => {
      lms.log.push(`${req.method} ${url.pathname}${url.searchParams.get('stateId') ? ` ${url.searchParams.get('stateId')}` : ''}`);
      if (url.pathname === '/lms/fetch') {
        const session = url.searchParams.get('session');
        if (req.method !== 'POST') return reply(res, 405);
        if (lms.tokensFetched.has(session)) return reply(res, 200, { 'error-code': '1', 'error-text': 'already fetched' });
        lms.tokensFetched.add(session);
        return reply(res, 200, { 'auth-token': Buffer.from(`token:${session}`).toString('base64') });
      }
      const token = (req.headers.authorization || '').replace(/^Basic /, '');
      const session = Buffer.from(token, 'base64').toString().replace(/^token:/, '');
      if (!lms.tokensFetched.has(session) || req.headers['x-experience-api-version'] !== '1.0.3') return reply(res, 401);
      if (url.pathname === '/lrs/activities/state') {
        const agent = JSON.parse(url.searchParams.get('agent'));
        assert.deepEqual(agent, ACTOR, 'the state API is asked for the actor the LMS gave');
        assert.equal(url.searchParams.get('registration'), REGISTRATION);
        assert.equal(url.searchParams.get('activityId'), AU);
        const stateId = url.searchParams.get('stateId');
        if (stateId === 'LMS.LaunchData' && req.method === 'GET') return reply(res, 200, launchData(session));
        if (req.method === 'PUT') { lms.states.set(stateId, JSON.parse(body)); return reply(res, 204); }
        return lms.states.has(stateId) ? reply(res, 200, lms.states.get(stateId)) : reply(res, 404);
      }
      if (url.pathname === '/lrs/statements' && req.method === 'POST') {
        // Every statement checked by a real xAPI validator (Learning Locker's) as the LRS takes it.
        const statement = JSON.parse(body);
        lms.problems.push(...validateStatement(statement).map((w) => `${statement.verb.display['en-US']}: ${w.path.join('.')} (${w.name})`));
        lms.statements.push(Object.assign(statement, { session }));
        return reply(res, 200, [JSON.parse(body).id]);
      }
      return reply(res, 404);
    });
    return undefined;
  });
  return lms;
}

async function until(check, what, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('a cmi5 package of the softmax step in Spanish sends Initialized, Completed once and Terminated, as the actor the LMS gave, and resumes', async (t) => {
  const pkg = await packageSite(['cmi5', '--steps', 'softmax', '--lang', 'es']);
  const lms = lmsSide(pkg.site);
  await new Promise((resolve) => lms.server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${lms.server.address().port}/`;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'attention-playground-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true, viewport: { width: 760, height: 1000 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  t.after(async () => {
    await context.close();
    await new Promise((resolve) => lms.server.close(resolve));
    fs.rmSync(profile, { recursive: true, force: true });
    pkg.cleanup();
  });
  const errors = [];
  const launchUrl = (session) => `${base}package/index.html?${new URLSearchParams({
    endpoint: `${base}lrs/`, fetch: `${base}lms/fetch?session=${session}`, actor: JSON.stringify(ACTOR), registration: REGISTRATION, activityId: AU,
  })}`;
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(launchUrl('s1'));
  await page.locator(`${W} table.match`).first().waitFor();
  await until(() => lms.statements.length === 1, 'Initialized');
  const slider = page.locator(`${W} #magnitude`);
  await slider.focus();
  await slider.press('End');
  for (let i = 0; i < 10; i += 1) await slider.press('ArrowLeft');
  await page.locator(`${W} .task-done:not(:empty)`).waitFor();
  await until(() => lms.statements.length === 2, 'Completed');
  await page.goto('about:blank'); // the learner closes the AU
  await until(() => lms.statements.length === 3, 'Terminated');

  assert.deepEqual(lms.problems, [], 'every statement is valid xAPI');
  const verbs = lms.statements.map((s) => s.verb.id.replace('http://adlnet.gov/expapi/verbs/', ''));
  assert.deepEqual(verbs, ['initialized', 'completed', 'terminated']);
  for (const statement of lms.statements) {
    assert.deepEqual(statement.actor, ACTOR, 'the actor the LMS gave');
    assert.equal(statement.context.registration, REGISTRATION);
    assert.equal(statement.object.id, AU);
    assert.equal(statement.context.extensions[SESSION], 's1', 'the context template\'s session id');
    assert.deepEqual(statement.context.contextActivities.grouping, [{ id: COURSE, objectType: 'Activity' }]);
    assert.ok(statement.context.contextActivities.category.some((c) => c.id === CMI5), 'the cmi5 category');
    assert.match(statement.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  }
  const completed = lms.statements[1];
  assert.ok(completed.context.contextActivities.category.some((c) => c.id === MOVE_ON), 'Completed has the moveOn category');
  assert.deepEqual(completed.result.score, { raw: 1, min: 0, max: 1, scaled: 1 });
  assert.equal(completed.result.completion, true);
  assert.equal(completed.result.success, undefined, 'success is for Passed, not Completed');
  assert.match(completed.result.duration, /^PT(\d+H)?(\d+M)?\d+(\.\d{1,2})?S$/);
  assert.match(lms.statements[2].result.duration, /^PT(\d+H)?(\d+M)?\d+(\.\d{1,2})?S$/);

  // Launched again (a new session): the learner's magnitude and ✓ from the AU's state document; no second Completed.
  await page.goto(launchUrl('s2'));
  await page.locator(`${W} table.match`).first().waitFor();
  await until(() => lms.statements.length === 4, 'the second Initialized');
  await page.waitForFunction(() => document.querySelector('attention-playground #magnitude') === null &&
    document.querySelector('attention-playground').shadowRoot.querySelector('#magnitude').value === '9', null, { timeout: 5000 });
  await H.settle(page);
  assert.notEqual(await page.locator(`${W} .task-done`).textContent(), '', 'the ✓ is shown again');
  await page.goto('about:blank');
  await until(() => lms.statements.length === 5, 'the second Terminated');
  assert.deepEqual(lms.statements.slice(3).map((s) => [s.session, s.verb.display['en-US']]), [['s2', 'initialized'], ['s2', 'terminated']]);
  t.diagnostic(`cmi5 package: ${pkg.built.bytes} B`);
  t.diagnostic(`cmi5 LMS side, in order: ${JSON.stringify(lms.log)}`);
  t.diagnostic(`cmi5 statements, in order: ${JSON.stringify(lms.statements)}`);
  assert.deepEqual(errors, []);
});
