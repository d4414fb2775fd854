// The element replaces its state on every change and never changes it in
// place (web/js/element/element.js _set): what was read from a state, or made
// from it, keeps describing it. An attribute's change on a shown widget
// (element/attributes.js withAttribute) is a new state; the one before is
// frozen here, so a write into it would throw.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadCore } = require('./load-core.js');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
require(path.join(webJs, 'notes/notes-words.js')); // the notes' words (parts.js: the notes part)
const { withAttribute } = require(path.join(webJs, 'element/attributes.js'));
const S = require(path.join(webJs, 'state/state.js'));
const { loadScenario } = require(path.join(webJs, 'scenario/scenario.js'));
const { BUILT_IN_SCENARIOS } = require(path.join(webJs, 'data/all-scenarios.js'));

const frozen = (value) => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) { Object.freeze(value); Object.values(value).forEach(frozen); }
  return value;
};
let scenario;
test.before(async () => { scenario = loadScenario(BUILT_IN_SCENARIOS.it, (await loadCore()).tokenize); });

test('an attribute set on a shown widget gives a new state, the one shown before untouched', () => {
  const before = frozen(Object.assign(S.create(scenario), { magnitude: 1, focus: 2 }));
  const set = withAttribute('magnitude', '4', before, scenario, 'en');
  assert.deepEqual(set.notes, []);
  assert.notEqual(set.state, before);
  assert.equal(set.state.magnitude, 4);
  assert.equal(before.magnitude, 1);
  assert.equal(set.state.focus, 2, 'the other settings are kept');
  const bad = withAttribute('magnitude', 'lots', before, scenario, 'en');
  assert.equal(bad.notes.length, 1, 'a value that cannot be used is a note');
  assert.match(bad.notes[0], /magnitude/);
  assert.equal(bad.state.magnitude, 1);
});

test('an attribute removed gives a new state at the example\'s own value for it (heads: the head too)', () => {
  const own = S.create(scenario);
  const before = frozen(Object.assign({}, own, { magnitude: 9, heads: [0], head: 0, focus: 1 }));
  const removed = withAttribute('magnitude', null, before, scenario, 'en');
  assert.deepEqual(removed.notes, []);
  assert.equal(removed.state.magnitude, own.magnitude);
  assert.equal(before.magnitude, 9);
  const heads = withAttribute('heads', null, before, scenario, 'en').state;
  assert.deepEqual([heads.heads, heads.head, heads.focus], [own.heads, own.head, 1]);
});
