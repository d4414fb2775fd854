// The public JavaScript API of the trained model's module (dist/attention-model.js),
// appended after Emscripten's generated loader (--extern-post-js, bundled by
// tools/build-api.js). The built-in weights file comes in the module's wasm, as a
// custom section (tools/deflate-wasm.js; pre.js hands it on as modelFile):
// models/storybook-en.apm, or in the classic widget's attention-model-<language>.js
// that language's.
// It replaces the raw factory with one that resolves to { loadModel }:
//   loadModel()                  the built-in model (English; a language's own in attention-model-<language>.js)
//   loadModel({ file })          another weights file (a Uint8Array or ArrayBuffer)
// -> a frozen object: language, vocabulary, heads, about, and
//   tokenize(text), attention(text), nextWords(text, k = 3), and dispose()
//   (the module lets go of the model's numbers; a model disposed throws).
// The file is checked here (its first line, its header's fields, its length)
// and in the core (its sizes in 64 bits against the numbers' length before
// anything is allocated, its checksum, its numbers: finite and not huge);
// anything wrong throws an Error that says what. A text is checked before it
// is split into words: at most MAX_TEXT characters, no lone surrogate; any
// Unicode space parts words as a space does.
import { describe } from './api_common.mjs';
import { guessesOf, headRows, tokensOf } from './reading_shape.mjs';

createAttentionModel = (function (rawFactory) {
  'use strict';

  const MAGIC = 'attention-playground-model ';
  // The longest text a reading takes, in UTF-16 code units (a model reads a few dozen words).
  const MAX_TEXT = 10000;
  const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
  // Spaces other than ASCII's, which part words as it does (the core splits on ASCII's).
  const OTHER_SPACES = /[\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/g;
  const VERSION = 4;
  const SHAPE_FIELDS = ['vocabulary', 'width', 'layers', 'heads', 'context', 'mlp'];
  // A head's jobs, in plain words, and the figure each gate reads. A job's name
  // stands only where its gate passed on the held-out stories AND on the
  // hand-written probes; a name measured only on the storybook's own stories says so.
  // (straight quotes: Emscripten's minifier writes escapes back as characters, and the
  // classic files of dist/ are pure ASCII)
  const JOBS = {
    pronoun: { figure: 'pronoun' },
    meaning: { name: 'finds the noun a describing word ("tired", "soft") fits', figure: 'meaning' },
    subject: { name: 'finds the subject of the verb that comes next', figure: 'subject' },
    previous: { name: 'looks at the word just before', figure: 'previous' },
    none: { name: 'no clear job', figure: null },
  };
  const quotedList = (words) => {
    const q = words.map((x) => '"' + x + '"');
    return q.length < 2 ? q.join('') : q.slice(0, -1).join(', ') + ' and ' + q[q.length - 1];
  };
  function jobName(job, h) {
    if (job === 'pronoun') {
      const names = [];
      if (h.pronouns.length) names.push(`finds what ${quotedList(h.pronouns)} ${h.pronouns.length > 1 ? 'stand' : 'stands'} for`);
      const only = h.heldOutOnly.pronouns;
      if (only.length) names.push(`finds what ${quotedList(only)} ${only.length > 1 ? 'stand' : 'stands'} for in the storybook's own kind of sentence`);
      return names.join('; ');
    }
    if (job === 'subject' && h.heldOutOnly.subject) return 'finds the subject in "the X near the Y" sentences, as the storybook writes them';
    return JOBS[job].name;
  }

  function fail(message) {
    throw new Error('loadModel: ' + message);
  }

  function asBytes(file) {
    if (file instanceof Uint8Array) return file;
    if (file instanceof ArrayBuffer) return new Uint8Array(file);
    return fail(`file must be a Uint8Array or an ArrayBuffer (got ${describe(file)})`);
  }

  // The first two lines (ASCII and JSON) and the bytes after them.
  function splitFile(bytes) {
    const first = bytes.indexOf(10);
    const second = first < 0 ? -1 : bytes.indexOf(10, first + 1);
    const text = (from, to) => new TextDecoder().decode(bytes.subarray(from, to));
    const magic = text(0, first < 0 ? Math.min(bytes.length, 40) : first);
    if (!magic.startsWith(MAGIC)) fail('this is not a model file: its first line should be "' + MAGIC + VERSION + '"');
    if (magic !== MAGIC + VERSION) {
      fail(`this model file is format ${JSON.stringify(magic.slice(MAGIC.length))}; this version reads format ${VERSION}`);
    }
    if (second < 0) fail('the file is cut short: its header line does not end');
    let header;
    try {
      header = JSON.parse(text(first + 1, second));
    } catch (error) {
      fail('the header is not valid JSON (' + error.message + ')');
    }
    return { header, payload: bytes.subarray(second + 1) };
  }

  function checkHeader(header, payload) {
    if (header === null || typeof header !== 'object' || Array.isArray(header)) fail('the header is not an object');
    if (header.format !== VERSION) fail(`the header's format is ${describe(header.format)}; this version reads ${VERSION}`);
    if (typeof header.language !== 'string') fail("the header's language is not a string");
    const shape = header.shape || fail('the header has no shape');
    for (const field of SHAPE_FIELDS) {
      if (!Number.isInteger(shape[field]) || shape[field] < 0) fail(`the header's shape.${field} is not a whole number`);
    }
    const words = header.vocabulary;
    if (!Array.isArray(words) || words.length !== shape.vocabulary || !words.every((w) => typeof w === 'string')) {
      fail(`the header's vocabulary must be ${shape.vocabulary} words`);
    }
    if (words[0] !== '?') fail('the vocabulary\'s first word must be "?", the word for every unknown word');
    const heads = header.heads;
    if (!Array.isArray(heads) || heads.length !== shape.layers * shape.heads) {
      fail(`the header must describe ${shape.layers * shape.heads} heads (${shape.layers} layers x ${shape.heads})`);
    }
    const wordList = (x) => Array.isArray(x) && x.every((w) => typeof w === 'string' && words.includes(w));
    heads.forEach((h, i) => {
      if (!h || !Object.prototype.hasOwnProperty.call(JOBS, h.job) || typeof h.figures !== 'object' || h.figures === null ||
          !Array.isArray(h.jobs) || !h.jobs.every((j) => j !== 'none' && Object.prototype.hasOwnProperty.call(JOBS, j)) ||
          !wordList(h.pronouns) || !h.heldOutOnly || !wordList(h.heldOutOnly.pronouns)) {
        fail(`the header's heads[${i}] needs a job (${Object.keys(JOBS).join(', ')}), its jobs, its pronouns and its figures`);
      }
    });
    const expected = header.payload && header.payload.bytes;
    if (payload.length !== expected) {
      fail(`the file is cut short or too long: its numbers are ${payload.length} bytes, the header says ${describe(expected)}`);
    }
    const sum = header.payload.checksum;
    if (typeof sum !== 'string' || !/^[0-9a-f]{8}$/.test(sum)) {
      fail(`the header's payload.checksum must be 8 hex digits (got ${describe(sum)})`);
    }
  }

  const frozenCopy = (x) => Object.freeze(JSON.parse(JSON.stringify(x === undefined ? {} : x)));
  function headOf(h) {
    const job = JOBS[h.job];
    const figures = Object.freeze(Object.assign({}, h.figures));
    // An uncertified head still shows its strongest figure, and which it is.
    const closest = job.figure || ['pronoun', 'meaning', 'subject', 'previous'].reduce((a, b) => ((figures[b] || 0) > (figures[a] || 0) ? b : a));
    const name = h.jobs.length ? h.jobs.map((j) => jobName(j, h)).join('; ') : JOBS.none.name;
    return Object.freeze({
      layer: h.layer, head: h.head, job: h.job, jobs: Object.freeze(h.jobs.slice()), name, figure: figures[closest], closest, figures,
      pronouns: Object.freeze(h.pronouns.slice()),
      heldOutOnly: Object.freeze({ pronouns: Object.freeze(h.heldOutOnly.pronouns.slice()), subject: h.heldOutOnly.subject === true }),
      perPronoun: frozenCopy(h.perPronoun), twins: frozenCopy(h.twins), probes: frozenCopy(h.probes),
    });
  }

  function makeModelApi(raw) {
    let loaded = 0;
    function loadModel(options) {
      if (options !== undefined && (options === null || typeof options !== 'object')) {
        fail(`expects nothing or { file } (got ${describe(options)})`);
      }
      const file = options && options.file !== undefined ? options.file : raw.modelFile;
      if (file === undefined) fail('this module carries no built-in model: give loadModel({ file })');
      const bytes = asBytes(file);
      const { header, payload } = splitFile(bytes);
      checkHeader(header, payload);
      const name = 'model-' + ++loaded;
      const result = raw.rawLoadModel(name, header.shape, header.vocabulary, payload, header.payload.checksum);
      if (result.error !== undefined) fail(result.error);
      const shape = Object.freeze(Object.assign({}, header.shape));
      const heads = Object.freeze(header.heads.map(headOf));

      // One reading gives the weights and the guesses: the last one is kept, so a view that
      // asks attention(text) then nextWords(text) of the same text runs the model once.
      let last = null;
      let disposed = false;
      function read(text, k) {
        if (disposed) throw new Error('this model was disposed: load it again with loadModel()');
        if (typeof text !== 'string') throw new TypeError(`the text must be a string (got ${describe(text)})`);
        if (last && last.text === text && last.k >= k) return last.r;
        // Checked before the core splits it into words.
        if (text.length > MAX_TEXT) throw new Error(`the text has ${text.length} characters; the model reads at most ${MAX_TEXT}`);
        const lone = LONE_SURROGATE.exec(text);
        if (lone) {
          const code = lone[0].charCodeAt(0).toString(16).toUpperCase();
          throw new Error(`the text has a lone UTF-16 surrogate U+${code} at index ${lone.index} (not valid Unicode)`);
        }
        const r = raw.rawReadModel(name, text.replace(OTHER_SPACES, ' '), Math.max(k, 3));
        if (r.error !== undefined) throw new Error(r.error);
        last = { text, k: Math.max(k, 3), r: r.ok };
        return r.ok;
      }
      function tokenize(text) {
        return tokensOf(read(text, 0));
      }
      // Every head's weights, n rows of n + 1 (the sink last), layer by layer.
      function attention(text) {
        const r = read(text, 0);
        const tokens = tokensOf(r);
        const layers = headRows(r, shape).map((rows, l) => ({
          heads: rows.map((weights, h) => {
            const k = l * shape.heads + h;
            return { name: heads[k].name, job: heads[k].job, figure: heads[k].figure, weights };
          }),
        }));
        return { tokens, unknown: tokens.filter((t) => !t.known).map((t) => t.text), layers };
      }
      function nextWords(text, k = 3) {
        // Every word but "?" can be guessed.
        if (!Number.isInteger(k) || k < 1 || k > shape.vocabulary - 1) {
          throw new RangeError(`k must be a whole number from 1 to ${shape.vocabulary - 1} (got ${describe(k)})`);
        }
        const r = read(text, k);
        return guessesOf(r, header.vocabulary, k);
      }
      return Object.freeze({
        language: header.language,
        vocabulary: Object.freeze(header.vocabulary.slice()),
        heads,
        shape,
        about: Object.freeze({ training: header.training, heldOut: header.heldOut, accuracy: header.accuracy,
          probes: header.probes, twins: header.twins, nouns: header.nouns || {} }),
        tokenize,
        attention,
        nextWords,
        // The module keeps each model's numbers (some 200 KB) until it is disposed.
        dispose() {
          if (disposed) return;
          disposed = true;
          last = null;
          raw.rawDisposeModel(name);
        },
      });
    }
    return Object.freeze({ loadModel });
  }

  function createAttentionModel(options) {
    return rawFactory(options).then(makeModelApi);
  }
  return Object.defineProperty(createAttentionModel, 'name', { value: 'createAttentionModel' });
})(createAttentionModel);
