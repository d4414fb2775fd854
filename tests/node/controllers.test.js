// The one controller shape (web/js/element/controllers.js): what follows an element on
// and off the page is called in the order it was added, each hook optional,
// each host with its own controllers.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const load = () => import(pathToFileURL(path.join(__dirname, '..', '..', 'web', 'js', 'element/controllers.js')).href);

test('a host calls its controllers\' hostConnected and hostDisconnected in the order they were added, skipping a hook a controller lacks', async () => {
  const { addController, connectControllers } = await load();
  const host = {};
  const said = [];
  const first = { hostConnected() { said.push('first on ' + (this === first)); }, hostDisconnected() { said.push('first off'); } };
  assert.equal(addController(host, first), first, 'addController gives the controller back');
  addController(host, { hostDisconnected() { said.push('second off'); } });
  addController(host, { hostConnected() { said.push('third on'); } });
  connectControllers(host, true);
  connectControllers(host, false);
  connectControllers(host, true);
  assert.deepEqual(said, ['first on true', 'third on', 'first off', 'second off', 'first on true', 'third on']);
});

test('each host calls only its own controllers, and a host with none calls nothing', async () => {
  const { addController, connectControllers } = await load();
  const said = [];
  const a = {};
  const b = {};
  addController(a, { hostConnected() { said.push('a'); } });
  addController(b, { hostConnected() { said.push('b'); } });
  connectControllers(b, true);
  connectControllers({}, true);
  assert.deepEqual(said, ['b']);
});

// Animation frames by hand: frames.run() runs the callbacks asked for so far, as one frame.
function fakeFrames() {
  let next = 1;
  const waiting = new Map();
  globalThis.requestAnimationFrame = (callback) => { waiting.set(next, callback); return next++; };
  globalThis.cancelAnimationFrame = (id) => { waiting.delete(id); };
  return {
    get pending() { return waiting.size; },
    run() { const now = Array.from(waiting.values()); waiting.clear(); for (const callback of now) callback(); },
  };
}
const loadUpdates = () => import(pathToFileURL(path.join(__dirname, '..', '..', 'web', 'js', 'element/updates.js')).href);

test('idle work has the controller shape: requests to update draw once per frame, and a drawing still to come waits while the element is off the page', async () => {
  const { updates } = await loadUpdates();
  const { addController, connectControllers } = await load();
  const frames = fakeFrames();
  let drawn = 0;
  const host = {};
  const u = addController(host, updates(() => { drawn += 1; }));
  connectControllers(host, true);
  u.request();
  u.request();
  frames.run();
  assert.equal(drawn, 1, 'two requests before a frame draw once');
  u.request();
  connectControllers(host, false);
  assert.equal(frames.pending, 0, 'leaving the page cancels the frame asked for');
  frames.run();
  assert.equal(drawn, 1, 'nothing is drawn off the page');
  connectControllers(host, true);
  frames.run();
  assert.equal(drawn, 2, 'back on the page, the cancelled drawing comes');
  connectControllers(host, false);
  connectControllers(host, true);
  assert.equal(frames.pending, 0, 'with nothing owed, coming back asks for no frame');
  u.request();
  connectControllers(host, false);
  connectControllers(host, true);
  u.request();
  frames.run();
  assert.equal(drawn, 3, 'moved in one go, and asked again: one drawing');
});

test('whenIdle waits for the work tracked, work tracked meanwhile too, then two frames', async () => {
  const { updates } = await loadUpdates();
  const frames = fakeFrames();
  const u = updates(() => {});
  let finish;
  const first = u.track(new Promise((resolve) => { finish = resolve; }));
  assert.ok(first instanceof Promise, 'track gives the promise back');
  let idle = false;
  const whenIdle = u.whenIdle().then(() => { idle = true; });
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  await tick();
  assert.equal(idle, false, 'the work is still under way');
  let more;
  u.track(new Promise((resolve) => { more = resolve; }));
  finish();
  await tick();
  frames.run();
  await tick();
  frames.run();
  await tick();
  assert.equal(idle, false, 'work tracked while waiting is waited for too, frames or not');
  u.track(Promise.reject(new Error('a load that failed'))).catch(() => {});
  more();
  for (let i = 0; i < 3; i++) await tick();
  assert.equal(idle, false, 'all work done: it waits for the frames that draw it');
  frames.run();
  await tick();
  assert.equal(idle, false, 'one frame is not enough');
  frames.run();
  await whenIdle;
  assert.equal(idle, true, 'idle after the second frame');
});
