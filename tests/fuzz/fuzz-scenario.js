// A mutation fuzzer for the scenario validation path (web/js/scenario/scenario.js),
// which is JavaScript and so out of libFuzzer's reach. It starts from the
// built-in scenarios, applies random structural and textual mutations, and
// checks that loadScenario either returns a well-formed normalised scenario or
// throws an Error whose message starts with a field path or "scenario" — never
// a TypeError, a RangeError, a hang or a half-built result.
// Usage: node tests/fuzz/fuzz-scenario.js [seconds=60] [seed]
// Inputs that break the contract are saved to tests/fuzz/regressions/scenario/
// and replayed by tests/node/fuzz-regressions.test.js.
'use strict';
const fs = require('fs');
const path = require('path');
const { loadScenario } = require('../../web/js/scenario/scenario.js');

const SCENARIOS = path.join(__dirname, '..', '..', 'web', 'scenarios');
const REGRESSIONS = path.join(__dirname, 'regressions', 'scenario');

// Throws (with a reason) when a result or an error breaks the contract.
function checkOutcome(run) {
  let result;
  try {
    result = run();
  } catch (error) {
    if (!(error instanceof Error) || error.constructor !== Error) {
      throw new Error(`threw ${error && error.constructor && error.constructor.name}: ${error && error.message}`);
    }
    if (!/^(scenario|[a-zA-Z]+)(\[\d+\]|\.[^\s:]+)*:? /.test(error.message)) {
      throw new Error(`an error message that names no field: ${error.message}`);
    }
    return 'rejected';
  }
  const n = result.tokens.length;
  if (n === 0) throw new Error('accepted a scenario with no tokens');
  for (const head of result.heads) {
    for (const [name, rows, width] of [['queries', head.queries, result.features.length],
      ['keys', head.keys, result.features.length], ['values', head.values, result.valueFeatures.length]]) {
      if (rows.length !== n) throw new Error(`${name} has ${rows.length} rows for ${n} tokens`);
      for (const row of rows) {
        if (row.length !== width || !row.every(Number.isFinite)) throw new Error(`a bad ${name} row: ${row}`);
      }
    }
  }
  if (!(result.focus >= 0 && result.focus < n)) throw new Error(`focus ${result.focus} out of range`);
  if (!(result.magnitude >= 1 && result.magnitude <= 10)) throw new Error(`magnitude ${result.magnitude}`);
  return 'accepted';
}

// A small deterministic generator (mulberry32).
function seeded(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_VALUES = [null, undefined, true, 0, -1, 1e308, -1e308, NaN, Infinity, '', ' ', 'x', '__proto__',
  'constructor', '<img src=x onerror=alert(1)>', '\uD800', '9', [], [1, 2], {}, { a: 1 }, 'wtaer', 11, 0.5, -0];

function mutate(value, random, depth = 0) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  if (Array.isArray(value)) {
    const copy = value.slice();
    const r = random();
    if (r < 0.15 && copy.length) copy.splice(Math.floor(random() * copy.length), 1);
    else if (r < 0.3) copy.push(copy.length ? structuredClone(pick(copy)) : pick(ODD_VALUES));
    else if (r < 0.4) return pick(ODD_VALUES);
    else if (copy.length) {
      const i = Math.floor(random() * copy.length);
      copy[i] = mutate(copy[i], random, depth + 1);
    }
    return copy;
  }
  if (value && typeof value === 'object') {
    const copy = { ...value };
    const keys = Object.keys(copy);
    const r = random();
    if (r < 0.15 && keys.length) delete copy[pick(keys)];
    else if (r < 0.25) copy[pick(['scroe', 'magnitude', 'focus', 'extra', 'query', 'heads', 'text'])] = pick(ODD_VALUES);
    else if (r < 0.3 && depth > 0) return pick(ODD_VALUES);
    else if (keys.length) {
      const key = pick(keys);
      copy[key] = mutate(copy[key], random, depth + 1);
    }
    return copy;
  }
  if (typeof value === 'string') {
    const r = random();
    if (r < 0.3) return pick(ODD_VALUES);
    if (r < 0.6) return value + pick([' the', ' cat', '!', 'é', '😀', ' x'.repeat(200)]);
    return value.slice(0, Math.floor(random() * value.length));
  }
  if (typeof value === 'number') return random() < 0.5 ? pick(ODD_VALUES) : value * pick([-1, 2, 10, 1e6, 0.1]);
  return pick(ODD_VALUES);
}

async function main() {
  const seconds = Number(process.argv[2] || 60);
  const random = seeded(Number(process.argv[3] || Date.now() % 1e9));
  const core = await require('../../dist/attention-core.cjs')();
  const seeds = fs.readdirSync(SCENARIOS).filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(SCENARIOS, f), 'utf8')));
  const counts = { accepted: 0, rejected: 0, broken: 0 };
  const stop = Date.now() + seconds * 1000;
  while (Date.now() < stop) {
    let input = structuredClone(seeds[Math.floor(random() * seeds.length)]);
    const rounds = 1 + Math.floor(random() * 4);
    for (let i = 0; i < rounds; i++) input = mutate(input, random);
    // Sometimes feed JSON text with a byte flipped, through the string path.
    let asText = null;
    if (random() < 0.1) {
      asText = JSON.stringify(input) || '';
      const at = Math.floor(random() * asText.length);
      asText = asText.slice(0, at) + String.fromCharCode(Math.floor(random() * 128)) + asText.slice(at + 1);
    }
    try {
      counts[checkOutcome(() => loadScenario(asText === null ? input : asText, core.tokenize))]++;
    } catch (problem) {
      counts.broken++;
      fs.mkdirSync(REGRESSIONS, { recursive: true });
      const file = path.join(REGRESSIONS, `case-${Date.now()}-${counts.broken}.json`);
      fs.writeFileSync(file, JSON.stringify({ problem: problem.message, text: asText, input }, null, 1));
      console.log(`broken: ${problem.message} (saved ${path.relative(process.cwd(), file)})`);
    }
  }
  console.log(`fuzz-scenario: ${counts.accepted + counts.rejected + counts.broken} inputs in ${seconds}s: ` +
    `${counts.accepted} accepted, ${counts.rejected} rejected with a message, ${counts.broken} broke the contract`);
  process.exitCode = counts.broken ? 1 : 0;
}

module.exports = { checkOutcome, mutate, seeded };
if (require.main === module) main();
