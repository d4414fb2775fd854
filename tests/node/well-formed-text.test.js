// Text with a lone UTF-16 surrogate (half an emoji, cut: 'Attention in 😀'.slice(0, 14))
// cannot be percent-encoded: an author's heading or task is made well-formed
// (U+FFFD in its place), and any text a link writes is too, so the link, the
// change event and Save always work (web/js/state/setting-values.js wellFormed).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadCore } = require('./load-core.js');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
const { scenarioFromSentence } = require(path.join(webJs, 'sentence/own-sentence.js'));
const { wellFormed } = require(path.join(webJs, 'state/settings.js'));
const S = require(path.join(webJs, 'state/state.js'));
const L = require(path.join(webJs, 'state/lesson-link.js'));

test('a lone surrogate becomes U+FFFD: in a heading or task, and in any text a link writes', async () => {
  assert.equal(wellFormed('Attention in 😀'.slice(0, 14)), 'Attention in \uFFFD');
  assert.equal(wellFormed('\uDE00a\uD83D\uDE00b\uD83D'), '\uFFFDa😀b\uFFFD', 'a lone low one, a pair kept, a lone high one');
  assert.equal(wellFormed('plain, 注意, 😀'), 'plain, 注意, 😀');
  const core = await loadCore();
  const sc = scenarioFromSentence('the cat sat', core.tokenize);
  const state = S.create(sc);
  assert.deepEqual(L.apply([['heading', 'Attention in 😀'.slice(0, 14)], ['task', '\uDC00 try']], sc, state, 'attribute'), []);
  assert.equal(state.heading, 'Attention in \uFFFD');
  assert.equal(state.task, '\uFFFD try');
  const form = L.serialise(state, sc);
  assert.equal(form, 'sentence=the+cat+sat&heading=Attention+in+%EF%BF%BD&task=%EF%BF%BD+try');
  assert.equal(L.detail(state, sc).hash, form);
  // Written straight into the state (a host's own code), the link is still written.
  state.heading = 'cut \uD83D';
  assert.equal(L.serialise(state, sc), 'sentence=the+cat+sat&heading=cut+%EF%BF%BD&task=%EF%BF%BD+try');
});
