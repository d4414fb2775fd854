// The public JavaScript API of the attention core, appended after Emscripten's
// generated loader (--extern-post-js, bundled with api_common.mjs by
// tools/build-api.js). It replaces the raw factory with one that resolves to a
// small frozen object of plain functions:
//   tokenize, score, softmax, attend, attendAll (+ diagnostics for leak tests).
// (Training and project() live in the separate training module,
// training_api.mjs, so pages that never train do not download them.)
// Here live the checks JavaScript can word best (types, missing fields, ragged
// rows), the default arguments (Emscripten 3.1.6 binds fixed arities only), the
// packing of nested arrays into Float64Arrays, the copies in and out of wasm
// memory (bindings.cpp's design note: inbox and outbox; the hot entry points
// are plain wasm exports, raw._ap_*), and the conversion of the core's errors
// into real Error objects.
// `createAttentionCore` is the variable the generated loader declared: a global
// for a classic <script>, module-scoped under Node's require().
import { describe, readFields, checkNumber } from './api_common.mjs';

createAttentionCore = (function (rawFactory) {
  'use strict';

  // Numbers on their way into the core (bindings.cpp's design note). The pack
  // functions check the caller's arrays and copy them one after another into
  // one reusable Float64Array; send() then copies that into wasm memory with a
  // single set(). No typed array per argument: in browsers each allocation of
  // one is costly, and all of them are garbage at once.
  // At most maxNumbers numbers in all (the core's kMaxInputNumbers): more is
  // refused before anything is copied or allocated, naming the argument.
  // Every array, row and number is read once, as it is copied. The caller's
  // getters may run meanwhile and call the core again: such a call gets a
  // stage of its own (withStage, in makeApi), so it cannot disturb this one.
  // How a message names a vector, or row `row` of the matrix `name`.
  function label(name, row) { return row === undefined ? name : `${name}[${row}]`; }

  // A typed array's real length, from %TypedArray%.prototype's own getter: a
  // subclass (or an own property) can make .length say anything, while set()
  // and indexing use the real one.
  const typedLength = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Int8Array.prototype), 'length').get;

  // An array's length, read once: a Proxy (or a getter of one of its entries)
  // can make it say anything, so it must be a whole number of entries, and
  // checkLength() refuses the array once it is copied if it says another.
  function arrayLength(x, name) {
    const n = x.length;
    if (!Number.isInteger(n) || n < 0 || n > 4294967295) {
      throw new TypeError(`${name} has a length that is not a whole number of entries (got ${describe(n)})`);
    }
    return n;
  }
  function checkLength(x, n, name) {
    const now = x.length;
    if (now !== n) throw new Error(`${name} changed its length while it was read (${n} entries, then ${describe(now)})`);
  }

  function makeStage(maxNumbers) {
    const initialLength = 1024;
    let numbers = new Float64Array(initialLength);
    let count = 0;

    // Throws unless n more numbers, named `name`, fit in the call.
    function fits(n, name) {
      if (count + n <= maxNumbers) return;
      throw new Error(`${name}: the call would pass ${count + n} numbers; at most ${maxNumbers} numbers ` +
        'fit in one call\'s input (256 MiB of float64)');
    }

    function room(more) {
      if (count + more <= numbers.length) return numbers;
      const bigger = new Float64Array(Math.max(2 * numbers.length, count + more));
      bigger.set(numbers.subarray(0, count));
      numbers = bigger;
      return numbers;
    }

    // Copies a vector, or row `row` of the matrix `name` (row omitted: the
    // vector `name`); returns its length. The name for messages is only put
    // together when one is needed (label()).
    function vector(x, name, row) {
      if (!Array.isArray(x) && !(ArrayBuffer.isView(x) && !(x instanceof DataView))) {
        throw new TypeError(`${label(name, row)} must be an array of numbers or a Float64Array (got ${describe(x)})`);
      }
      const n = Array.isArray(x) ? arrayLength(x, label(name, row)) : typedLength.call(x);
      if (count + n > maxNumbers) fits(n, label(name, row));
      const out = room(n);
      if (x instanceof Float64Array) {
        out.set(x, count);
      } else {
        for (let i = 0; i < n; i++) {
          const v = x[i];
          if (typeof v !== 'number') throw new TypeError(`${label(name, row)}[${i}] must be a number (got ${describe(v)})`);
          out[count + i] = v;
        }
        if (Array.isArray(x)) checkLength(x, n, label(name, row));
      }
      count += n;
      return n;
    }

    // Copies rows (arrays or typed arrays) row after row; returns { rows, cols }.
    // width: the length every row must have, or undefined to take it from the
    // first row; widthOwner names where that length comes from, for the message.
    // Each row's entries are checked before its length.
    function matrix(rows, name, width, widthOwner) {
      if (!Array.isArray(rows)) {
        throw new TypeError(`${name} must be an array of rows (arrays of numbers) (got ${describe(rows)})`);
      }
      const n = arrayLength(rows, name);
      if (width !== undefined) fits(n * width, name);
      for (let r = 0; r < n; r++) {
        const length = vector(rows[r], name, r);
        if (width === undefined) {
          width = length;
          widthOwner = `${name}[0]`;
          fits((n - 1) * width, name);  // the rows still to come, before copying them
        }
        if (length !== width) throw new Error(`${name}[${r}] has ${length} numbers but ${widthOwner} has ${width}`);
      }
      checkLength(rows, n, name);
      return { rows: n, cols: width === undefined ? 0 : width };
    }

    return {
      vector,
      matrix,
      // After a call: a large array it needed is let go.
      clear() {
        count = 0;
        if (numbers.length > 2 * 1024 * 1024) numbers = new Float64Array(initialLength);
      },
      // Room for n numbers filled in later with put(); returns where they start.
      skip(n) { room(n); count += n; return count - n; },
      put(at, x) { numbers[at] = x; },
      count() { return count; },
      numbers() { return numbers.subarray(0, count); },
    };
  }

  // Plain rows from numbers at heap[at ...] (row-major, rows × cols). A
  // preallocated array filled by a loop is about 100 times faster in V8 than
  // Array.from(subarray).
  function rowsFrom(heap, at, rows, cols) {
    const out = new Array(rows);
    for (let r = 0, offset = at; r < rows; r++, offset += cols) out[r] = numbersFrom(heap, offset, cols);
    return out;
  }

  function numbersFrom(heap, at, count) {
    const out = new Array(count);
    for (let i = 0; i < count; i++) out[i] = heap[at + i];
    return out;
  }

  // The sink is optional: null or undefined mean "no sink".
  function sinkArguments(sink) {
    if (sink === null || sink === undefined) return [false, 0];
    return [true, checkNumber(sink, 'sink')];
  }

  const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

  // The longest text tokenize takes, in UTF-16 code units (2^24; at most 48
  // MiB of UTF-8): docs/limits.md.
  const maxTextLength = 16777216;

  // How many bytes of UTF-8 the code unit c stands for (a high surrogate: its
  // whole pair; text holds no lone surrogates by then).
  function utf8Bytes(c) {
    return c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xD800 && c <= 0xDBFF ? 4 : 3;
  }

  // Writes text as UTF-8 into bytes from `at`; returns how many bytes it wrote
  // (at most 3 per UTF-16 code unit).
  function putUtf8(text, bytes, at) {
    let p = at;
    for (let i = 0; i < text.length; i++) {
      let c = text.charCodeAt(i);
      const width = utf8Bytes(c);
      if (width === 1) {
        bytes[p++] = c;
        continue;
      }
      if (width === 4) c = 0x10000 + ((c - 0xD800) << 10) + (text.charCodeAt(++i) - 0xDC00);
      bytes[p++] = [0, 0, 0xC0, 0xE0, 0xF0][width] | (c >> (6 * (width - 1)));
      for (let shift = 6 * (width - 2); shift >= 0; shift -= 6) bytes[p++] = 0x80 | ((c >> shift) & 0x3F);
    }
    return p - at;
  }

  // The tokens, cut out of text: spans[1 + 2t] and spans[2 + 2t] are token t's
  // byte offsets in text's UTF-8 (the core's answer), turned into indices of
  // text by walking both in step.
  function tokensFrom(text, heap, at) {
    const tokens = new Array(heap[at]);
    let byte = 0;
    let unit = 0;
    const indexOf = (offset) => {
      while (byte < offset) {
        const width = utf8Bytes(text.charCodeAt(unit));
        byte += width;
        unit += width === 4 ? 2 : 1;
      }
      return unit;
    };
    for (let t = 0, p = at + 1; t < tokens.length; t++, p += 2) {
      const begin = indexOf(heap[p]);
      tokens[t] = text.slice(begin, indexOf(heap[p + 1]));
    }
    return tokens;
  }

  function makeApi(raw) {
    function tokenize(text) {
      if (typeof text !== 'string') throw new TypeError(`tokenize expects a string (got ${describe(text)})`);
      if (text.length > maxTextLength) {
        throw new Error(`text has ${text.length} UTF-16 code units; tokenize takes at most ${maxTextLength}`);
      }
      // A lone surrogate is not Unicode, and UTF-8 cannot hold it: refuse it here.
      const lone = loneSurrogate.exec(text);
      if (lone) {
        const code = lone[0].charCodeAt(0).toString(16).toUpperCase();
        throw new Error(`text has a lone UTF-16 surrogate U+${code} at index ${lone.index} (not valid Unicode)`);
      }
      // The UTF-8 goes into a buffer the core allocates (and may refuse), not
      // through an Embind std::string (bindings.cpp's design note).
      const room = raw.rawReserveText(3 * text.length);
      if (room < 0) throw new Error(raw.rawLastError());
      const at = raw.rawTokenize(putUtf8(text, raw.HEAPU8, room));  // HEAPU8 after the reserve
      return tokensFrom(text, received(at), at);
    }

    const maxInputNumbers = raw.rawMaxInputNumbers();
    const sharedStage = makeStage(maxInputNumbers);
    let sharedStageInUse = false;

    // Runs call(stage) with a stage of its own: the shared one, or a fresh one
    // when a getter on the caller's input calls the core while the shared one
    // is being filled. Nothing the caller wrote runs after send(), so the
    // wasm side is never entered twice at once.
    function withStage(call) {
      const stage = sharedStageInUse ? makeStage(maxInputNumbers) : sharedStage;
      const shared = stage === sharedStage;
      if (shared) sharedStageInUse = true;
      try {
        return call(stage);
      } finally {
        stage.clear();
        if (shared) sharedStageInUse = false;
      }
    }

    // Copies the staged numbers into the core's inbox.
    function send(stage) {
      const at = raw._ap_reserve(stage.count());
      if (at < 0) throw new Error(raw.rawLastError());
      raw.HEAPF64.set(stage.numbers(), at);  // HEAPF64 after _ap_reserve, which may grow memory
    }

    // An entry point's answer: the outbox's position in HEAPF64, or -1 when the
    // core refused the input. Returns the heap to read the results from.
    function received(at) {
      if (at < 0) throw new Error(raw.rawLastError());
      return raw.HEAPF64;
    }

    function score(query, key) {
      return withStage((stage) => {
        const queryLength = stage.vector(query, 'query');
        const keyLength = stage.vector(key, 'key');
        send(stage);
        const at = raw._ap_score(queryLength, keyLength);
        return received(at)[at];
      });
    }

    function softmax(scores, sink) {
      return withStage((stage) => {
        const n = stage.vector(scores, 'scores');
        const [hasSink, sinkScore] = sinkArguments(sink);
        send(stage);
        const at = raw._ap_softmax(n, hasSink ? 1 : 0, sinkScore);
        const heap = received(at);
        return { weights: numbersFrom(heap, at, n), sinkWeight: heap[at + n] };
      });
    }

    function attend(input) {
      const [query, keyRows, valueRows, scaleGiven, sinkGiven] =
        readFields('attend', input, ['query', 'keys', 'values'], ['scale', 'sink']);
      return withStage((stage) => {
        const d = stage.vector(query, 'query');
        const keys = stage.matrix(keyRows, 'keys', d, 'the query');
        const values = stage.matrix(valueRows, 'values');
        const scale = scaleGiven === undefined ? 1 : checkNumber(scaleGiven, 'scale');
        const [hasSink, sink] = sinkArguments(sinkGiven);
        send(stage);
        const at = raw._ap_attend(d, keys.rows, keys.cols, values.rows, values.cols, scale, hasSink ? 1 : 0, sink);
        const heap = received(at);
        const n = keys.rows;
        return {
          scores: numbersFrom(heap, at, n), weights: numbersFrom(heap, at + n, n),
          sinkWeight: heap[at + 2 * n], blended: numbersFrom(heap, at + 2 * n + 1, values.cols),
        };
      });
    }

    function attendAll(input) {
      const [heads, scaleGiven, sinkGiven, causalGiven, flatGiven] =
        readFields('attendAll', input, ['heads'], ['scale', 'sink', 'causal', 'flat']);
      if (!Array.isArray(heads)) {
        throw new TypeError(`heads must be an array of { queries, keys, values } (got ${describe(heads)})`);
      }
      return withStage((stage) => {
        const headCount = arrayLength(heads, 'heads');
        for (let h = 0; h < headCount; h++) {
          const name = `heads[${h}]`;
          const [queries, keys, values, ownScale] = readFields(name, heads[h], ['queries', 'keys', 'values'], ['scale']);
          // rows and columns of the three matrices, and the head's own scale (NaN: the call's), for the core
          const shape = stage.skip(7);
          const q = stage.matrix(queries, `${name}.queries`);
          const k = stage.matrix(keys, `${name}.keys`, q.cols, `${name}.queries[0]`);
          const v = stage.matrix(values, `${name}.values`);
          [q.rows, q.cols, k.rows, k.cols, v.rows, v.cols].forEach((x, i) => stage.put(shape + i, x));
          stage.put(shape + 6, ownScale === undefined ? NaN : checkNumber(ownScale, `${name}.scale`));
        }
        checkLength(heads, headCount, 'heads');
        const scale = scaleGiven === undefined ? 1 : checkNumber(scaleGiven, 'scale');
        const causal = causalGiven === undefined ? false : causalGiven;
        if (typeof causal !== 'boolean') throw new TypeError(`causal must be true or false (got ${describe(causal)})`);
        const [hasSink, sink] = sinkArguments(sinkGiven);
        const flat = flatGiven === undefined ? false : flatGiven;
        if (typeof flat !== 'boolean') throw new TypeError(`flat must be true or false (got ${describe(flat)})`);
        send(stage);
        const at = raw._ap_attend_all(headCount, scale, hasSink ? 1 : 0, sink, causal ? 1 : 0);
        // The outbox says where each head's results are (6 numbers a head); they
        // are still in wasm memory: copy them out before any other wasm call,
        // then let them go.
        const heap = received(at);
        const out = new Array(headCount);
        try {
          copyHeads(heap, at, out, flat);
        } finally {
          raw._ap_release_results();  // even when JavaScript could not allocate the copies
        }
        return { heads: out };
      });
    }

    function copyHeads(heap, at, out, flat) {
      for (let h = 0, where = at; h < out.length; h++, where += 6) {
        const scores = heap[where];
        const weights = heap[where + 1];
        const sinkWeights = heap[where + 2];
        const blended = heap[where + 3];
        const n = heap[where + 4];
        const width = heap[where + 5];
        out[h] = flat ? {
          tokens: n, valueWidth: width,
          scores: heap.slice(scores, scores + n * n), weights: heap.slice(weights, weights + n * n),
          sinkWeights: heap.slice(sinkWeights, sinkWeights + n), blended: heap.slice(blended, blended + n * width),
        } : {
          scores: rowsFrom(heap, scores, n, n), weights: rowsFrom(heap, weights, n, n),
          sinkWeights: numbersFrom(heap, sinkWeights, n), blended: rowsFrom(heap, blended, n, width),
        };
      }
    }

    // For leak tests and benchmarks: sizes that must stay flat across calls.
    const diagnostics = Object.freeze({
      wasmMemoryBytes: () => raw.HEAPU8.length,
      emvalHandleCount: () => raw.count_emval_handles(),
    });

    return Object.freeze({ tokenize, score, softmax, attend, attendAll, diagnostics });
  }

  // In a web page, start decoding and compiling the wasm as soon as this script
  // runs, while the page's other scripts load; the first createAttentionCore()
  // call without options takes that instance. (Under Node, and in workers,
  // nothing happens until a call.)
  let early = null;
  if (typeof window === 'object' && typeof document === 'object' && window.document === document) {
    early = rawFactory();
    early.catch(() => {});  // a failure reaches whoever takes this instance
  }

  function createAttentionCore(options) {
    if (early && options === undefined) {
      const instance = early;
      early = null;
      return instance.then(makeApi);
    }
    return rawFactory(options).then(makeApi);
  }
  // Its own name, whatever the bundler called it (tools/build-api.js keeps no names).
  return Object.defineProperty(createAttentionCore, 'name', { value: 'createAttentionCore' });
})(createAttentionCore);
