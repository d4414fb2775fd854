// The short run of the steps' fuzzer (tests/fuzz/fuzz-steps.js: random clicks,
// taps, drags, keys and text on every step, checked after every burst: no
// error, no unearned ✓, every row adding up to 100 %, no cut number, the
// keyboard answered). Every step twice, in a 760 px column and on the phone, the
// languages taking turns, two bursts of six actions each, with a fixed seed
// (FUZZ_SEED to choose another). A failure names its seed, its configuration and
// its last 20 actions, and how to replay it. ./build.sh fuzz [seconds] runs every
// step in every language and on the phone for longer.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { runFuzz, shortConfigs } = require('../fuzz/fuzz-steps.js');

const SEED = Number(process.env.FUZZ_SEED || 39);

test(`the steps' fuzzer, a short run (seed ${SEED}): no error, no unearned ✓, every row adding up, no cut number, the keyboard answered`, async () => {
  const result = await runFuzz({ configs: shortConfigs(), seed: SEED, bursts: 2 });
  console.log(`# fuzz: ${result.configurations} configurations (10 steps × a desktop column and the phone; en, es, ar in turn), ` +
    `${result.actions} actions in ${result.seconds.toFixed(0)} s`);
  assert.deepEqual(result.failures, []);
});
