// Helpers shared by the public JavaScript APIs of both wasm modules: the core
// (core_api.mjs) and the training module (training_api.mjs). esbuild bundles
// each API with these helpers into one function (tools/build-api.js), so the
// names stay private to each module: a classic <script> declares no global
// but the factory, and the two modules can share a page.
// Messages name what was wrong and what was given (describe) and guess a
// misspelt field or task (closest, the project's one did-you-mean rule).
import { closest } from './suggest.mjs';

export { closest };

export function describe(x) {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'an array';
  if (typeof x === 'number') return String(x);
  if (typeof x === 'string') return 'a string';
  if (typeof x === 'object') return x.constructor && x.constructor.name !== 'Object'
    ? 'a ' + x.constructor.name : 'an object';
  return typeof x;
}

// The values of the input's fields, required then optional, in the order
// named: each field is read once (a getter runs once, and every later use sees
// the same value). An array, not an object: this runs on every call, and V8
// builds an array of known length much faster. Throws for a non-object
// argument, missing required fields and unknown ones.
export function readFields(where, input, required, optional) {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new TypeError(`${where} expects an object like { ${required.join(', ')} } (got ${describe(input)})`);
  }
  // Read once each, in order (a getter runs once); no array but the answer is
  // made unless something is wrong: this runs on every call.
  const own = (field) => Object.prototype.hasOwnProperty.call(input, field);
  const values = new Array(required.length + optional.length);
  let given = 0; // known fields the object has of its own
  for (let i = 0; i < required.length; i++) {
    values[i] = input[required[i]];
    if (values[i] === undefined) throw new TypeError(`${where}: ${required[i]} is missing`);
    if (own(required[i])) given++;
  }
  for (let i = 0; i < optional.length; i++) {
    values[required.length + i] = input[optional[i]];
    if (own(optional[i])) given++;
  }
  // More own fields than known ones: one is unknown. Counting makes no array.
  let fields = 0;
  for (const field in input) if (Object.prototype.hasOwnProperty.call(input, field)) fields++;
  if (fields > given) {
    const known = required.concat(optional);
    for (const field of Object.keys(input)) {
      if (known.includes(field)) continue;
      const guess = closest(field, known);
      throw new TypeError(`${where}: unknown field "${field}"` + (guess ? ` (did you mean "${guess}"?)` : ''));
    }
  }
  return values;
}

export function checkNumber(x, name) {
  if (typeof x !== 'number') throw new TypeError(`${name} must be a number (got ${describe(x)})`);
  return x;
}

export function unwrap(result) {
  if (result.error !== undefined) throw new Error(result.error);
  return result.ok;
}

// A seed is a whole number >= 0 or a string of up to 16 hex digits (64 bits).
export function seedText(seed, name) {
  if (Number.isSafeInteger(seed) && seed >= 0) return seed.toString(16);
  if (typeof seed === 'string' && /^[0-9a-fA-F]{1,16}$/.test(seed)) return seed;
  throw new TypeError(`${name} must be a whole number >= 0 or a string of 1 to 16 hex digits (got ${describe(seed)})`);
}

export function checkCount(x, name, max) {
  if (!Number.isInteger(x) || x < 1 || x > max) {
    throw new TypeError(`${name} must be a whole number from 1 to ${max} (got ${describe(x)})`);
  }
  return x;
}
