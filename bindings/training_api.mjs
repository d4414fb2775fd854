// The public JavaScript API of the training module (dist/attention-training.js),
// appended after Emscripten's generated loader (--extern-post-js, bundled with
// api_common.mjs by tools/build-api.js). It replaces the raw factory with one
// that resolves to a frozen object of plain functions:
//   tasks, start, steps, evaluate, examples, forward, project.
// It is a module of its own, apart from the core (core_api.mjs), because only
// the "where do queries, keys and values come from?" view uses it: a page
// loads it when that view opens (web/js/wasm/core.js, getTraining).
// `createAttentionTraining` is the variable the generated loader declared: a
// global for a classic <script>, module-scoped under Node's require().
import { closest, readFields, unwrap, seedText, checkCount } from './api_common.mjs';

createAttentionTraining = (function (rawFactory) {
  'use strict';

  // Training a tiny attention layer on toy tasks (cpp/trainer.hpp). The state
  // is a plain JSON-serialisable object owned by the caller; each call returns
  // a new one.
  function makeTrainingApi(raw) {
    let taskList = null;
    function tasks() {
      if (!taskList) taskList = unwrap(raw.rawTrainingTasks());
      return JSON.parse(JSON.stringify(taskList));
    }
    function taskById(id) {
      const task = tasks().find((t) => t.id === id);
      if (!task) {
        const ids = tasks().map((t) => t.id);
        const guess = typeof id === 'string' ? closest(id, ids) : null;
        throw new Error(`task "${id}" is unknown (tasks: ${ids.join(', ')})` + (guess ? ` (did you mean "${guess}"?)` : ''));
      }
      return task;
    }
    function start(setup) {
      const [taskId, seed, heads, querySize, valueSize, options, hyperGiven] = readFields('training.start', setup,
        ['task'], ['seed', 'heads', 'querySize', 'valueSize', 'options', 'hyper']);
      const task = taskById(taskId);
      const given = hyperGiven ? Object.assign({}, hyperGiven) : {};  // its fields read once
      const hyper = Object.assign({ optimizer: 'adam', learningRate: 0.02, beta1: 0.9, beta2: 0.999, epsilon: 1e-8 },
        given);
      if (hyper.optimizer === 'sgd' && given.learningRate === undefined) hyper.learningRate = 0.5;
      return unwrap(raw.rawStartTraining({
        task: task.id,
        seed: seedText(seed === undefined ? 1 : seed, 'seed'),
        heads: checkCount(heads === undefined ? 2 : heads, 'heads', 8),
        querySize: checkCount(querySize === undefined ? 3 : querySize, 'querySize', 64),
        valueSize: checkCount(valueSize === undefined ? 3 : valueSize, 'valueSize', 64),
        options: Object.assign({}, task.options, options || {}),
        hyper,
      }));
    }
    function steps(state, count = 1, batch = 16) {
      return unwrap(raw.rawTrainSteps(state, checkCount(count, 'steps', 100000), checkCount(batch, 'batch', 4096)));
    }
    function evaluate(state, { count = 200, seed = 'e7a1' } = {}) {
      return unwrap(raw.rawEvaluateTraining(state, checkCount(count, 'count', 100000), seedText(seed, 'seed')));
    }
    function examples(task, { count = 1, seed = 1 } = {}) {
      return unwrap(raw.rawTrainingExamples(taskById(task).id, checkCount(count, 'count', 100000), seedText(seed, 'seed')));
    }
    function forward(state, embeddings) {
      return unwrap(raw.rawLayerForward(state, embeddings));
    }
    // q = W_Qᵀ e for every token: embeddings (n × e) times weights (e × d).
    function project(input) {
      const [embeddings, weights] = readFields('project', input, ['embeddings', 'weights'], []);
      return unwrap(raw.rawProject(embeddings, weights));
    }
    return Object.freeze({ tasks, start, steps, evaluate, examples, forward, project });
  }

  function createAttentionTraining(options) {
    return rawFactory(options).then(makeTrainingApi);
  }
  // Its own name, whatever the bundler called it (tools/build-api.js keeps no names).
  return Object.defineProperty(createAttentionTraining, 'name', { value: 'createAttentionTraining' });
})(createAttentionTraining);
