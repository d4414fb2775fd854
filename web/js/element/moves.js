// A learner's moves, as the views ask for them (actions.js): another step of
// the chapter, another example (picked, or flipped to), a search result
// clicked, a typed sentence. Made of the element's host API (element.js),
// which they join. Besides what actions.js lists, they use of it:
//   custom(), core()             a scenario given as data (or null); the core
//   examples()                   the examples to flip through (view-extra.js examplesOf), or null
//   track(promise), loads()      work whenIdle() waits for; how many loads were asked for
//   newStep(), newExample()      the next drawing says where the learner is (news.js)
//   choose(id, how, keepData)    another example as the learner's choice: the scenario attribute
//                                says it; a scenario given as data is forgotten unless keepData
//   typed(text, scenario)        a typed sentence's scenario, shown; the sentence attribute says it
import { isBuiltIn } from '../data/built-in-scenarios.js';
import * as I from '../i18n/i18n.js';
import { part } from '../loader/parts.js';
import { ALL, exampleFor, fits } from '../lesson/steps.js';
import { customIdOf, errorText, typedScenario } from './state-sources.js';

export function learnerMoves(host) {
  let stepAsks = 0;
  let picked = null; // { index, scenario, step, focus }: view-extra.js pickedIn
  return {
    picked: () => picked,
    // Another step (the growing widget): the example stays, unless it cannot
    // show the step's idea (the heads step needs several heads): then the
    // step's own example comes. A step opens on its own example (the one
    // chosen to show its idea), unless the learner or the author chose another
    // that fits it: a sentence, data, a scenario= of their own.
    goToStep(step) {
      const ask = ++stepAsks; // a step asked for later wins over one still waiting for its part
      const state = host.state();
      const scenario = host.scenario();
      if (!state || step === state.step) return;
      const id = exampleFor(step);
      const stepsOwn = host.custom() === null && scenario.id === exampleFor(state.step);
      const keep = stepsOwn ? scenario.id === id : fits(step, scenario);
      host.newStep();
      const go = () => { host.set({ step }); host.commit(); };
      if (keep && step === ALL) { host.track(part('explore').catch(() => null).then(() => { if (ask === stepAsks) go(); })); return; }
      if (keep) go();
      else host.choose(id, { step });
    },
    // The step's previous (-1) or next (1) example, round: the button under focus stays.
    flip(delta) {
      const examples = host.examples();
      if (!examples) return;
      const id = examples[(examples.indexOf(host.scenario().id) + delta + examples.length) % examples.length];
      host.newExample();
      host.load({ user: 'picker', id });
    },
    pick(id) {
      const customId = customIdOf(host.custom());
      if (!isBuiltIn(id) && id !== customId) return;
      host.choose(id, {}, id === customId);
    },
    // The search result clicked (the search step): for this example, step and focus.
    pickResult(index) {
      const state = host.state();
      if (!state) return;
      picked = { index, scenario: host.scenario(), step: state.step, focus: state.focus };
      host.touch();
      host.set({});
    },
    // A learner's typed text: resolves to the problem to show beside the box, or null.
    useSentence: (text) => host.track((async () => {
      // The reader and the words it says come together (loader/parts.js).
      const load = host.loads();
      let reader;
      try { reader = await part('sentence'); } catch (error) { return errorText(error); }
      if (load !== host.loads()) return null; // another example was asked for while the reader came: the later choice wins
      const { problem, scenario } = typedScenario(reader, text, I.resolve(host.langTag()), host.core().tokenize);
      if (problem) return problem;
      host.typed(text, scenario);
      return null;
    })()),
  };
}
