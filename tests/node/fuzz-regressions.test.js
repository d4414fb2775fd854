// Replays what the scenario fuzzer (tests/fuzz/fuzz-scenario.js) saved, and
// runs a fixed-seed slice of it, so the validation contract is checked on
// every test run: a scenario is accepted whole or rejected with a message that
// names the field — never a crash.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { loadCore } = require('./load-core');
const { loadScenario } = require('../../web/js/scenario/scenario.js');
const { checkOutcome, mutate, seeded } = require('../fuzz/fuzz-scenario.js');

const regressions = path.join(__dirname, '..', 'fuzz', 'regressions', 'scenario');
const scenarios = path.join(__dirname, '..', '..', 'web', 'scenarios');

test('every saved fuzzer case is now accepted whole or rejected with a field-naming message', async () => {
  const core = await loadCore();
  const files = fs.existsSync(regressions) ? fs.readdirSync(regressions) : [];
  for (const file of files) {
    const saved = JSON.parse(fs.readFileSync(path.join(regressions, file), 'utf8'));
    const input = saved.text === null ? saved.input : saved.text;
    assert.doesNotThrow(() => checkOutcome(() => loadScenario(input, core.tokenize)), file);
  }
});

test('2,000 mutated built-in scenarios from a fixed seed all keep the validation contract', async () => {
  const core = await loadCore();
  const random = seeded(2026);
  const seeds = fs.readdirSync(scenarios).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(path.join(scenarios, f), 'utf8')));
  const outcomes = { accepted: 0, rejected: 0 };
  for (let i = 0; i < 2000; i++) {
    let input = structuredClone(seeds[i % seeds.length]);
    for (let round = 0; round < 1 + (i % 3); round++) input = mutate(input, random);
    outcomes[checkOutcome(() => loadScenario(input, core.tokenize))]++;
  }
  // Both paths are exercised: some mutations keep a scenario valid.
  assert.ok(outcomes.accepted > 50, `only ${outcomes.accepted} accepted`);
  assert.ok(outcomes.rejected > 500, `only ${outcomes.rejected} rejected`);
});
