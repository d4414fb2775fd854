// The public JavaScript API of the attention core, appended after Emscripten's
// generated loader (--extern-post-js). It replaces the raw factory with one that
// resolves to a small frozen object of plain functions:
//   tokenize, score, softmax, attend, attendAll (+ diagnostics for leak tests).
// Here live the checks JavaScript can word best (types, missing fields, ragged
// rows), the default arguments (Emscripten 3.1.6 binds fixed arities only), the
// packing of nested arrays into Float64Arrays, and the conversion of the core's
// { error } results into real Error objects.
// `createAttentionCore` is the variable the generated loader declared: a global
// for a classic <script>, module-scoped under Node's require().
createAttentionCore = (function (rawFactory) {
  'use strict';

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

  // Throws for a non-object argument, missing required fields and unknown ones.
  function checkFields(where, input, required, optional) {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) {
      throw new TypeError(`${where} expects an object like { ${required.join(', ')} } (got ${describe(input)})`);
    }
    for (const field of required) {
      if (input[field] === undefined) throw new TypeError(`${where}: ${field} is missing`);
    }
    const known = required.concat(optional);
    for (const field of Object.keys(input)) {
      if (!known.includes(field)) {
        const guess = closest(field, known);
        throw new TypeError(`${where}: unknown field "${field}"` + (guess ? ` (did you mean "${guess}"?)` : ''));
      }
    }
  }

  function packVector(x, name) {
    if (x instanceof Float64Array) return x;
    if (!Array.isArray(x) && !ArrayBuffer.isView(x)) {
      throw new TypeError(`${name} must be an array of numbers or a Float64Array (got ${describe(x)})`);
    }
    const out = new Float64Array(x.length);
    for (let i = 0; i < x.length; i++) {
      const v = x[i];
      if (typeof v !== 'number') throw new TypeError(`${name}[${i}] must be a number (got ${describe(v)})`);
      out[i] = v;
    }
    return out;
  }

  // rows: an array of rows (arrays or typed arrays). width: the length every row
  // must have, or undefined to take it from the first row; widthOwner names
  // where that length comes from, for the message.
  function packMatrix(rows, name, width, widthOwner) {
    if (!Array.isArray(rows)) {
      throw new TypeError(`${name} must be an array of rows (arrays of numbers) (got ${describe(rows)})`);
    }
    if (width === undefined) {
      width = rows.length > 0 && rows[0] != null && rows[0].length !== undefined ? rows[0].length : 0;
      widthOwner = `${name}[0]`;
    }
    const data = new Float64Array(rows.length * width);
    for (let r = 0; r < rows.length; r++) {
      const row = packVector(rows[r], `${name}[${r}]`);
      if (row.length !== width) {
        throw new Error(`${name}[${r}] has ${row.length} numbers but ${widthOwner} has ${width}`);
      }
      data.set(row, r * width);
    }
    return { data, rows: rows.length, cols: width };
  }

  function unpackMatrix(packed) {
    const out = new Array(packed.rows);
    for (let r = 0; r < packed.rows; r++) {
      out[r] = Array.from(packed.data.subarray(r * packed.cols, (r + 1) * packed.cols));
    }
    return out;
  }

  function checkNumber(x, name) {
    if (typeof x !== 'number') throw new TypeError(`${name} must be a number (got ${describe(x)})`);
    return x;
  }

  // The sink is optional: null or undefined mean "no sink".
  function sinkArguments(sink) {
    if (sink === null || sink === undefined) return [false, 0];
    return [true, checkNumber(sink, 'sink')];
  }

  const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

  function unwrap(result) {
    if (result.error !== undefined) throw new Error(result.error);
    return result.ok;
  }

  function makeApi(raw) {
    function tokenize(text) {
      if (typeof text !== 'string') throw new TypeError(`tokenize expects a string (got ${describe(text)})`);
      // Emscripten 3.1.6's UTF-8 encoder silently fuses a lone surrogate with the
      // next character, so the core would never see it: refuse it here.
      const lone = loneSurrogate.exec(text);
      if (lone) {
        const code = lone[0].charCodeAt(0).toString(16).toUpperCase();
        throw new Error(`text has a lone UTF-16 surrogate U+${code} at index ${lone.index} (not valid Unicode)`);
      }
      return unwrap(raw.rawTokenize(text));
    }

    function score(query, key) {
      return unwrap(raw.rawScore(packVector(query, 'query'), packVector(key, 'key')));
    }

    function softmax(scores, sink) {
      const r = unwrap(raw.rawSoftmax(packVector(scores, 'scores'), ...sinkArguments(sink)));
      return { weights: Array.from(r.weights), sinkWeight: r.sinkWeight };
    }

    function attend(input) {
      checkFields('attend', input, ['query', 'keys', 'values'], ['scale', 'sink']);
      const query = packVector(input.query, 'query');
      const keys = packMatrix(input.keys, 'keys', query.length, 'the query');
      const values = packMatrix(input.values, 'values');
      const scale = input.scale === undefined ? 1 : checkNumber(input.scale, 'scale');
      const r = unwrap(raw.rawAttend(query, keys, values, scale, ...sinkArguments(input.sink)));
      return {
        scores: Array.from(r.scores), weights: Array.from(r.weights),
        sinkWeight: r.sinkWeight, blended: Array.from(r.blended),
      };
    }

    function attendAll(input) {
      checkFields('attendAll', input, ['heads'], ['scale', 'sink', 'causal']);
      if (!Array.isArray(input.heads)) {
        throw new TypeError(`heads must be an array of { queries, keys, values } (got ${describe(input.heads)})`);
      }
      const heads = input.heads.map((head, h) => {
        const name = `heads[${h}]`;
        checkFields(name, head, ['queries', 'keys', 'values'], []);
        const queries = packMatrix(head.queries, `${name}.queries`);
        return {
          queries,
          keys: packMatrix(head.keys, `${name}.keys`, queries.cols, `${name}.queries[0]`),
          values: packMatrix(head.values, `${name}.values`),
        };
      });
      const scale = input.scale === undefined ? 1 : checkNumber(input.scale, 'scale');
      const causal = input.causal === undefined ? false : input.causal;
      if (typeof causal !== 'boolean') throw new TypeError(`causal must be true or false (got ${describe(causal)})`);
      const results = unwrap(raw.rawAttendAll(heads, scale, ...sinkArguments(input.sink), causal));
      return {
        heads: results.map((r) => ({
          scores: unpackMatrix(r.scores), weights: unpackMatrix(r.weights),
          sinkWeights: Array.from(r.sinkWeights), blended: unpackMatrix(r.blended),
        })),
      };
    }

    // For leak tests and benchmarks: sizes that must stay flat across calls.
    const diagnostics = Object.freeze({
      wasmMemoryBytes: () => raw.HEAPU8.length,
      emvalHandleCount: () => raw.count_emval_handles(),
    });

    return Object.freeze({ tokenize, score, softmax, attend, attendAll, diagnostics });
  }

  return function createAttentionCore(options) {
    return rawFactory(options).then(makeApi);
  };
})(createAttentionCore);
if (typeof module === 'object' && module.exports) module.exports = createAttentionCore;
