// Helpers shared by the public APIs of both wasm modules: the core
// (public_api.js) and the training module (training_api.js). The build
// (tools/join-api.js) puts this file and one API file inside one function, so
// these names stay private to each module: a classic <script> declares no
// global but the factory, and the two modules can share a page.
// Messages name what was wrong and what was given (describe) and guess a
// misspelt field or task (closest).
function describe(x) {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'an array';
  if (typeof x === 'number') return String(x);
  if (typeof x === 'string') return 'a string';
  if (typeof x === 'object') return x.constructor && x.constructor.name !== 'Object'
    ? 'a ' + x.constructor.name : 'an object';
  return typeof x;
}

function closest(word, candidates) {
  let best = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) { best = candidate; bestDistance = d; }
  }
  return bestDistance <= 2 ? best : null;
}

function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

// The values of the input's fields, required then optional, in the order
// named: each field is read once (a getter runs once, and every later use sees
// the same value). An array, not an object: this runs on every call, and V8
// builds an array of known length much faster. Throws for a non-object
// argument, missing required fields and unknown ones.
function readFields(where, input, required, optional) {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new TypeError(`${where} expects an object like { ${required.join(', ')} } (got ${describe(input)})`);
  }
  const known = required.concat(optional);
  const values = new Array(known.length);
  for (let i = 0; i < known.length; i++) values[i] = input[known[i]];
  for (let i = 0; i < required.length; i++) {
    if (values[i] === undefined) throw new TypeError(`${where}: ${required[i]} is missing`);
  }
  for (const field of Object.keys(input)) {
    if (!known.includes(field)) {
      const guess = closest(field, known);
      throw new TypeError(`${where}: unknown field "${field}"` + (guess ? ` (did you mean "${guess}"?)` : ''));
    }
  }
  return values;
}

function checkNumber(x, name) {
  if (typeof x !== 'number') throw new TypeError(`${name} must be a number (got ${describe(x)})`);
  return x;
}

function unwrap(result) {
  if (result.error !== undefined) throw new Error(result.error);
  return result.ok;
}

// A seed is a whole number >= 0 or a string of up to 16 hex digits (64 bits).
function seedText(seed, name) {
  if (Number.isSafeInteger(seed) && seed >= 0) return seed.toString(16);
  if (typeof seed === 'string' && /^[0-9a-fA-F]{1,16}$/.test(seed)) return seed;
  throw new TypeError(`${name} must be a whole number >= 0 or a string of 1 to 16 hex digits (got ${describe(seed)})`);
}

function checkCount(x, name, max) {
  if (!Number.isInteger(x) || x < 1 || x > max) {
    throw new TypeError(`${name} must be a whole number from 1 to ${max} (got ${describe(x)})`);
  }
  return x;
}
