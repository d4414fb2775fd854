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
