// Every ✓ can be earned, and only by doing the task: for every step and every
// built-in example the step can be flipped to (an author's scenarios= list may
// name any example the step fits, steps.js fits), the step's task is not done
// when the example opens, and some move the step offers the learner does it;
// every example with which it could never be done, the step does not offer,
// and steps.js says why: its task 'already' holds when it opens, or 'never'
// (no move the step offers does it).
// The moves are searched by brute force, as a learner could make them: click
// any word, pick any search result, drag the focus word's query sliders
// (0, 0.5 or 1 each), the magnitude (1 to 10), the sink (on, at its scores),
// show one head, shuffle the words.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadCore } = require('./load-core.js');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
const { compute } = require(path.join(webJs, 'model/compute.js'));
const S = require(path.join(webJs, 'state/state.js'));
const St = require(path.join(webJs, 'lesson/steps.js'));
const R = require(path.join(webJs, 'lesson/task-rules.js'));
const { loadScenario } = require(path.join(webJs, 'scenario/scenario.js'));
const { BUILT_IN_SCENARIOS } = require(path.join(webJs, 'data/all-scenarios.js'));
const { LANGUAGES } = require(path.join(webJs, 'element/part-list.js'));

// Each language's own built-in examples (English's, and every language part's:
// web/scenarios/<lang>/, by the same ids), each held to the same steps.
const EXAMPLES = Object.assign({ en: BUILT_IN_SCENARIOS },
  Object.fromEntries(LANGUAGES.map(({ name }) => [name, require(path.join(webJs, `i18n/${name}/scenarios.js`)).EXAMPLES])));

// Every query a learner's sliders can make of `size` features at 0, 0.5 or 1.
function queries(size) {
  let out = [[]];
  for (let f = 0; f < size; f++) out = out.flatMap((q) => [0, 0.5, 1].map((x) => q.concat([x])));
  return out;
}

// The moves the step's controls offer, each a patch of the state and the learner's facts.
function* moves(step, scenario, start) {
  const n = scenario.tokens.length;
  const asks = (i) => scenario.heads.some((h) => h.queries[i].some((q) => q !== 0));
  // Any word, where the task edits the focus's query; else (a long passage) the words that ask something.
  const edits = step === 'scores' || step === 'values';
  const words = [...Array(n).keys()].filter((i) => n <= 40 || edits || asks(i) || i === start.focus);
  for (const focus of words) {
    const at = { focus };
    if (step === 'needs') yield [at, {}];
    if (step === 'search') for (let picked = 0; picked < n; picked++) yield [at, { picked }];
    if (step === 'scores' || step === 'values') {
      for (const query of queries(scenario.features.length)) {
        for (const magnitude of step === 'values' ? [1, 3, 10] : [start.magnitude]) {
          yield [Object.assign({ magnitude, edits: { [start.head + ':' + focus]: { query } } }, at), {}];
        }
      }
    }
    if (step === 'softmax' || step === 'sink') {
      for (let magnitude = 1; magnitude <= 10; magnitude += 0.5) {
        for (const sink of step === 'sink' ? [0, 1, 2, 3, 5, 8].map((score) => ({ on: true, score })) : [start.sink]) {
          yield [Object.assign({ magnitude, sink }, at), {}];
        }
      }
    }
  }
  if (step === 'learned') yield [{}, { trained: true }];
  if (step === 'heads') for (let h = 0; h < scenario.heads.length; h++) yield [{ heads: [h], head: h }, {}];
  if (step === 'order') yield [{ order: [...Array(n).keys()].reverse() }, {}];
}

for (const [lang, examples] of Object.entries(EXAMPLES)) test(`every step’s task, for every example the step can be flipped to (${lang}): not done when it opens, done by a move the step offers`, async () => {
  const core = await loadCore();
  assert.deepEqual(Object.keys(examples).sort(), Object.keys(BUILT_IN_SCENARIOS).sort(), 'the same examples in every language');
  const figures = [];
  const failures = [];
  const refused = []; // the examples a step does not offer, for its task could never be done with them
  for (const step of St.STEP_IDS) {
    for (const [id, json] of Object.entries(examples)) {
      const scenario = loadScenario(json, core.tokenize);
      const opening = Object.assign(S.create(scenario), { step });
      opening.focus = St.openingFocus(step, scenario, opening);
      const start = compute(core, scenario, opening, { lang, trained: false });
      const offered = St.fits(step, scenario);
      if (R.holds(R.STEP_RULES[step], start, start)) {
        if (offered) failures.push(`${step} with “${id}”: the task already holds when it opens, so it can never be done`);
        else refused.push(`${step}/${id}`);
        if (!offered && St.whyNotOffered(step, id) !== 'already') failures.push(`${step} with “${id}”: steps.js says “${St.whyNotOffered(step, id)}”, but the task already holds when it opens`);
        continue;
      }
      let tried = 0;
      let doneBy = null;
      for (const [patch, facts] of moves(step, scenario, opening)) {
        tried += 1;
        const vm = compute(core, scenario, Object.assign({}, opening, patch), Object.assign({ lang, trained: false }, facts));
        if (St.taskDone(step, vm, start)) { doneBy = patch; break; }
      }
      if (doneBy && offered) figures.push(`${step}/${id}`);
      else if (doneBy) failures.push(`${step} with “${id}”: the task can be done, yet the step does not offer the example`);
      else if (offered) failures.push(`${step} with “${id}”: ${tried} moves tried, none does the task`);
      else {
        refused.push(`${step}/${id}`);
        if (St.whyNotOffered(step, id) !== 'never') failures.push(`${step} with “${id}”: steps.js says “${St.whyNotOffered(step, id)}”, but no move does the task`);
      }
    }
  }
  console.log(`# ${lang}: ${figures.length} tasks (step and example) are not done at the start and can be done; ` +
    `${refused.length} could never be done, and their steps do not offer them: ${refused.join(', ')}`);
  assert.deepEqual(failures, []);
  assert.ok(figures.length >= 70);
});
