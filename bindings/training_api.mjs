// The public JavaScript API of the training module (dist/attention-training.js),
// appended after Emscripten's generated loader (--extern-post-js, bundled with
// api_common.mjs by tools/build-api.js): the tiny language model trained in the
// page by next-word prediction (cpp/model/live_training.hpp: the browser's plan,
// the live gate), a module of its own that a page loads when the learner
// presses Train. It replaces the raw factory with one that resolves to
//   { inWorker, canTrain(language), start({ language, seed }) }
// and a run is { language, seed, vocabulary, plan, bigram, step(n), gate(),
// heldOut(), read(text, k), match(text, focus, { layer, head }), modelFile(),
// dispose() }: every method returns a promise of plain values.
//
// Where it runs: in a Web Worker where the page allows one, so the page stays
// responsive however long a step takes; otherwise on the page's own thread,
// one step at a time with the page given its turn between steps. The worker is
// this very file: from the URL the page loaded it from (or `workerUrl`, a
// string or a TrustedScriptURL: the widget passes its own, made by its Trusted
// Types policy), which a CSP of 'self' allows; on a page not served over HTTP
// (file://, a notebook's frame), where no worker can start from a file's URL, a
// Blob made from the code this file already holds (the loader's function, its
// wasm inside). Over HTTP no Blob is tried: a strict CSP would report it, and
// the page's thread trains as well, a step at a time. Both compute the same
// numbers: the same wasm.
import { checkCount, describe, readFields, seedText } from './api_common.mjs';
import { guessesOf, headRows, tokensOf } from './reading_shape.mjs';

createAttentionTraining = (function (rawFactory) {
  'use strict';

  const WORKER_NAME = 'attention-training';
  // The worker answers within this time once it has the wasm running, or the page's thread trains instead.
  const WORKER_WAIT_MS = 20000;
  // The held-out stories a run's weights file is measured on (live_training.hpp's kFileStories).
  const FILE_STORIES = 1000;

  // The worker's side, sent as text (so it uses nothing from outside itself):
  // the wasm module made by the raw factory, then each message { id, name,
  // args } answered with the raw function's plain value ({ ok } or { error }).
  function workerMain(scope, factory) {
    let raw = null;
    const ready = factory({}).then((module) => { raw = module; scope.postMessage({ ready: true }); },
      (error) => scope.postMessage({ ready: false, error: String(error && error.message || error) }));
    scope.onmessage = (event) => {
      ready.then(() => {
        const { id, name, args } = event.data;
        let reply;
        try {
          reply = raw ? raw[name].apply(null, args) : { error: 'the training module could not start' };
        } catch (error) {
          reply = { error: String(error && error.message || error) };
        }
        scope.postMessage({ id, reply });
      });
    };
  }

  // This file running as the worker it starts (below): serve, and define nothing more.
  if (typeof WorkerGlobalScope === 'function' && typeof self === 'object' && self instanceof WorkerGlobalScope &&
      self.name === WORKER_NAME) {
    workerMain(self, rawFactory);
    return rawFactory;
  }

  // The URL this classic file was loaded from (null for a module, an inline copy, or the all-in-one file).
  const ownUrl = typeof document === 'object' && document.currentScript && /^(https?|file):/.test(document.currentScript.src || '')
    ? document.currentScript.src : null;
  // A page not served over HTTP: a worker from a Blob is the only one it can start.
  const blobPage = typeof location === 'object' && !/^https?:$/.test(location.protocol);

  function fail(where, message) {
    throw new Error(`${where}: ${message}`);
  }

  // A backend answers calls of the raw functions with a promise of their `ok`.
  function localBackend(raw) {
    return {
      inWorker: false,
      call(name, args) {
        return new Promise((resolve) => resolve(raw[name].apply(null, args))).then(unwrapReply);
      },
    };
  }

  function unwrapReply(reply) {
    if (reply.error !== undefined) throw new Error(reply.error);
    return reply.ok;
  }

  function workerBackend(worker) {
    const waiting = new Map();
    let next = 0;
    let broken = null;
    function stop(message) {
      broken = message;
      for (const { reject } of waiting.values()) reject(new Error(message));
      waiting.clear();
      worker.terminate();
    }
    worker.onmessage = (event) => {
      const answer = waiting.get(event.data.id);
      if (!answer) return;
      waiting.delete(event.data.id);
      try {
        answer.resolve(unwrapReply(event.data.reply));
      } catch (error) {
        answer.reject(error);
      }
    };
    worker.onerror = (event) => {
      if (event.preventDefault) event.preventDefault();
      stop('the training worker stopped: ' + (event.message || 'an error'));
    };
    return {
      inWorker: true,
      call(name, args) {
        if (broken) return Promise.reject(new Error(broken));
        return new Promise((resolve, reject) => {
          const id = ++next;
          waiting.set(id, { resolve, reject });
          worker.postMessage({ id, name, args });
        });
      },
    };
  }

  // A worker that says it is ready, or null: from its URL, else (on a page not served over HTTP) from a Blob of this code, else none.
  function startWorker(workerUrl) {
    if (typeof Worker !== 'function') return Promise.resolve(null);
    const tries = [];
    if (workerUrl || ownUrl) tries.push(() => ({ url: workerUrl || ownUrl, revoke: false }));
    if (blobPage && typeof Blob === 'function' && typeof URL === 'function' && URL.createObjectURL) {
      tries.push(() => ({
        // (The factory's text stands alone: tools/factory-alone.js.)
        url: URL.createObjectURL(new Blob(['(' + workerMain + ')(self,(' + rawFactory + '));'],
          { type: 'text/javascript' })),
        revoke: true,
      }));
    }
    function attempt(i) {
      if (i >= tries.length) return Promise.resolve(null);
      let worker;
      let source;
      try {
        source = tries[i]();
        worker = new Worker(source.url, { name: WORKER_NAME });
      } catch (error) {
        // (A cross-origin URL or a Trusted Types page refuses at once.)
        if (source && source.revoke) URL.revokeObjectURL(source.url);
        return attempt(i + 1);
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => done(false), WORKER_WAIT_MS);
        function done(ready) {
          clearTimeout(timer);
          worker.onmessage = worker.onerror = null;
          if (source.revoke) URL.revokeObjectURL(source.url);
          if (!ready) worker.terminate();
          resolve(ready ? worker : attempt(i + 1));
        }
        worker.onmessage = (event) => done(Boolean(event.data && event.data.ready));
        // (The page's CSP refused it, or the file there is not this module.)
        worker.onerror = (event) => { if (event.preventDefault) event.preventDefault(); done(false); };
      });
    }
    return attempt(0);
  }

  // The page's turn between two steps on its own thread (a message, not a timer: timers wait 4 ms when nested).
  function pageTurn() {
    if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { channel.port1.close(); resolve(); };
      channel.port2.postMessage(null);
    });
  }

  function makeTrainingApi(backend) {
    function canTrain(language) {
      if (typeof language !== 'string') return Promise.reject(new TypeError(`canTrain: language must be a string such as "en" (got ${describe(language)})`));
      return backend.call('rawCanTrain', [language]).then(Boolean, () => false);
    }

    function start(options) {
      let language;
      let seedGiven;
      try {
        [language, seedGiven] = readFields('start', options === undefined ? {} : options, [], ['language', 'seed']);
        if (language === undefined) language = 'en';
        if (typeof language !== 'string') fail('start', `language must be a string such as "en" (got ${describe(language)})`);
      } catch (error) {
        return Promise.reject(error);
      }
      const seed = seedGiven === undefined ? 1 : seedGiven;
      let seedHex;
      try {
        seedHex = seedText(seed, 'start: seed');
      } catch (error) {
        return Promise.reject(error);
      }
      return canTrain(language).then((known) => {
        if (known) return backend.call('rawStartRun', [language, seedHex]);
        // A module of one language's storybook (the classic widget's attention-training-<language>.js) knows the
        // others: its own message names the file that has the one asked for (storybook.cpp language_of).
        return backend.call('rawStartRun', [language, seedHex]).then(() => null, (error) => {
          if (/storybook only/.test(error && error.message)) throw error;
          return null;
        }).then(() => fail('start', `there is no storybook in the language "${language}" to train on`));
      }).then((started) => makeRun(started, language, seed));
    }

    // The numbers of rawStartRun (training_bindings.cpp: start_run), by name.
    function planOf(x) {
      return Object.freeze({
        shape: Object.freeze({ vocabulary: x[1], width: x[2], layers: x[3], heads: x[4], context: x[5], mlp: x[6] }),
        batch: x[7], learningRate: x[8], warmup: x[9], scheduleSteps: x[10], stories: x[11], storySeed: x[12],
        heldOutSeed: x[13], heldOutStories: x[14],
      });
    }

    function makeRun([words, numbers], language, seed) {
      const id = numbers[0];
      const vocabulary = Object.freeze(words.split('\n'));
      const plan = planOf(numbers);
      const bigram = Object.freeze({ loss: numbers[15], accuracy: numbers[16], afterPronoun: numbers[17] });
      const shape = plan.shape;
      let disposed = false;
      // On the page's own thread, calls take turns: a step waits for the one before it.
      let queue = Promise.resolve();
      function call(name, args) {
        if (disposed) return Promise.reject(new Error(`${name === 'rawStepRun' ? 'step' : 'this call'}: the run was disposed`));
        if (backend.inWorker) return backend.call(name, args);
        const answer = queue.then(() => backend.call(name, args));
        queue = answer.catch(() => {});
        return answer;
      }

      // n steps; their mean batch loss, every step's loss, the steps and words so far.
      function step(n = 1) {
        try {
          checkCount(n, 'step: n', 100000);
        } catch (error) {
          return Promise.reject(error);
        }
        const report = (losses, done) => ({
          step: done.step,
          loss: losses.reduce((a, b) => a + b, 0) / losses.length,
          losses,
          words: done.words,
        });
        // (rawStepRun: [steps done, words read, each step's loss...])
        const doneOf = (x) => ({ step: x[0], words: x[1] });
        if (backend.inWorker) return call('rawStepRun', [id, n]).then((x) => report(Array.from(x.subarray(2)), doneOf(x)));
        // One step at a time, the page's turn between them.
        const losses = [];
        let done = null;
        let chain = Promise.resolve();
        for (let i = 0; i < n; i++) {
          chain = chain.then(() => (i > 0 ? pageTurn() : null)).then(() => call('rawStepRun', [id, 1])).then((x) => {
            losses.push(x[2]);
            done = doneOf(x);
          });
        }
        return chain.then(() => report(losses, done));
      }

      // The pronoun gate on the held-out stories: the head that passes it, else the one with most weight on the right word.
      function gate() {
        return call('rawGateRun', [id]).then((x) => ({ step: x[0], layer: x[1], head: x[2], weight: x[3], top: x[4],
          passed: x[5] === 1, stories: plan.heldOutStories }));
      }

      // Next-word loss and accuracy on the held-out stories (the bigram baseline's: run.bigram).
      function heldOut() {
        return call('rawHeldOutRun', [id]).then((x) => ({ step: x[0], loss: x[1], accuracy: x[2], afterPronoun: x[3],
          stories: plan.heldOutStories }));
      }

      function checkText(where, text) {
        if (typeof text !== 'string') throw new TypeError(`${where}: the text must be a string (got ${describe(text)})`);
      }

      // The text read with the weights as they are now: its words, every head's rows (the sink last), the k likeliest next words.
      function read(text, k = 3) {
        try {
          checkText('read', text);
          if (!Number.isInteger(k) || k < 1 || k > shape.vocabulary - 1) {
            throw new RangeError(`read: k must be a whole number from 1 to ${shape.vocabulary - 1} (got ${describe(k)})`);
          }
        } catch (error) {
          return Promise.reject(error);
        }
        return call('rawReadRun', [id, text, k]).then((raw) => {
          const tokens = tokensOf(raw);
          return {
            tokens,
            unknown: tokens.filter((t) => !t.known).map((t) => t.text),
            layers: headRows(raw, shape).map((heads) => ({ heads: heads.map((weights) => ({ weights })) })),
            next: guessesOf(raw, vocabulary, k),
          };
        });
      }

      // The focus word's learned query against every word's learned key, in one head.
      function match(text, focus, where) {
        let layer = 0;
        let head = 0;
        try {
          checkText('match', text);
          if (!Number.isInteger(focus) || focus < 0) throw new TypeError(`match: focus must be a word's index, a whole number from 0 (got ${describe(focus)})`);
          if (where !== undefined) [layer = 0, head = 0] = readFields('match', where, [], ['layer', 'head']);
          if (!Number.isInteger(layer) || !Number.isInteger(head)) throw new TypeError('match: layer and head must be whole numbers');
        } catch (error) {
          return Promise.reject(error);
        }
        return call('rawMatchRun', [id, text, focus, layer, head]).then(([words, x]) => {
          // (rawMatchRun: n, head size, width, scale, sink score, ids, input, grid, query, keys, scores, weights)
          const [n, size, width] = x;
          let at = 5;
          const take = (count) => Array.from(x.subarray(at, (at += count)));
          const rows = (count) => Array.from({ length: count }, () => take(size));
          const ids = take(n);
          const tokens = tokensOf({ words, ids });
          return { tokens, focus, layer, head, scale: x[3], input: take(width), grid: rows(width), query: take(size),
            keys: rows(focus + 1), scores: take(focus + 1), sinkScore: x[4], weights: take(focus + 2) };
        });
      }

      // The weights as a weights file (models/README.md) that createAttentionModel().loadModel({ file }) reads.
      // Its header (models/README.md) is written here, from what rawFileRun measured on the file's own numbers.
      function modelFile() {
        return call('rawFileRun', [id]).then(([payload, checksum, magic, certificates, x]) => {
          // Each head as certified on the held-out stories alone: no probe is read in the browser, so a
          // name it earns says "in the storybook's own kind of sentence" (model_api.mjs).
          const heads = certificates.split('\n').map((line, k) => {
            const [jobs, pronouns, subject] = line.split('|');
            const f = x.subarray(9 + 9 * k, 18 + 9 * k);
            const jobList = jobs ? jobs.split(' ') : [];
            return { layer: f[0], head: f[1], job: jobList[0] || 'none', jobs: jobList, pronouns: [],
              heldOutOnly: { pronouns: pronouns ? pronouns.split(' ') : [], subject: subject === '1' },
              figures: { pronoun: f[2], pronounTop: f[3], previous: f[4], subject: f[5],
                subjectTop: f[6], repeat: f[7], sinkElsewhere: f[8] } };
          });
          const header = {
            format: Number(magic.slice(magic.lastIndexOf(' ') + 1)),
            language,
            shape,
            vocabulary,
            training: { seed, storySeed: plan.storySeed,
              stories: plan.stories, storyWords: x[0], steps: x[2], batch: plan.batch, learningRate: plan.learningRate,
              wordsRead: x[3], parameters: x[1], trainedIn: 'the browser' },
            heldOut: { seed: plan.heldOutSeed, stories: FILE_STORIES },
            accuracy: { model: { all: x[4], afterPronoun: x[5], loss: x[6] },
              bigram: { all: x[7], afterPronoun: x[8] } },
            heads,
            payload: { bytes: payload.length, checksum },
          };
          const head = new TextEncoder().encode(magic + '\n' + JSON.stringify(header) + '\n');
          const file = new Uint8Array(head.length + payload.length);
          file.set(head);
          file.set(payload, head.length);
          return file;
        });
      }

      function dispose() {
        if (disposed) return Promise.resolve();
        const done = call('rawDisposeRun', [id]).then(() => {}, () => {});
        disposed = true;
        return done;
      }

      return Object.freeze({
        language, seed, vocabulary, plan, bigram,
        step, gate, heldOut, read, match, modelFile, dispose,
      });
    }

    return Object.freeze({ inWorker: backend.inWorker, canTrain, start });
  }

  // options: { worker } (false: train on the page's own thread), { workerUrl } (where this file is, to start
  // the worker from: a string or a TrustedScriptURL). The wasm starts in the worker, or here.
  function createAttentionTraining(options) {
    let worker = true;
    let workerUrl = null;
    try {
      if (options !== undefined) [worker = true, workerUrl = null] = readFields('createAttentionTraining', options, [], ['worker', 'workerUrl']);
      if (typeof worker !== 'boolean') throw new TypeError(`createAttentionTraining: worker must be true or false (got ${describe(worker)})`);
    } catch (error) {
      return Promise.reject(error);
    }
    return (worker ? startWorker(workerUrl) : Promise.resolve(null)).then((started) =>
      (started ? workerBackend(started) : rawFactory({}).then(localBackend))).then(makeTrainingApi);
  }
  // Its own name, whatever the bundler called it (tools/build-api.js keeps no names).
  return Object.defineProperty(createAttentionTraining, 'name', { value: 'createAttentionTraining' });
})(createAttentionTraining);
