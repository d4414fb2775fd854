// The live-training loop and its state, for the "Where the vectors come from"
// view: one task, one seed, the core's training state, the losses so far, the
// example sentence shown (with the learner's embedding edits) and its focus
// token. Training runs in slices between animation frames, so clicks and keys
// are handled while it trains, and its pace follows the clock, not the frame
// rate: each frame earns TRAIN_SHARE of the time since the last one, and once
// SLICE_MS is earned one slice of N steps spends it (N adapted so a slice
// lasts about that long). A call into the core costs a fixed ~5-25 ms (the
// state is copied in and out) besides ~1 ms a step: paid once per slice of
// many steps, not once per frame. (Fitting a slice into every frame made one
// step per frame: 4 steps a second in WebKitGTK under Xvfb, whose frames come
// 250 ms apart.) No maths here: every number comes from the core.
import { patternToken } from './learned-scenario.js';

const TRAIN_SHARE = 0.5;       // the part of the time training takes while it plays
const SLICE_MS = 40;           // one training slice, about (the longest wait for a click)
const MAX_PER_SLICE = 2000;
const EVALUATE_EVERY_MS = 1000; // held-out evaluation while playing
const RENDER_EVERY_MS = 90;     // redraws while playing (about 11 a second)
const EXAMPLES = 4;            // example sentences to pick from
const EXAMPLE_SEED = 7;
const EVALUATE = { count: 200, seed: 'beef' };
// While training plays, a quicker look at 50 sentences (the same seed):
// one evaluation cannot be sliced, and 200 pronoun sentences take ~70 ms
// on a busy machine (a dropped frame or four). The view says how many.
const EVALUATE_PLAYING = { count: 50, seed: 'beef' };
const REPLAY_SLICE = 10;        // steps per slice when a lesson link retrains

// The numbers a learner may type into the embedding and the weight grids: the
// layer's own stay within a few units, and anything far beyond (1e308) would
// only overflow its scores and gradients. One rule, for the controller and the view.
export const EDIT_LIMIT = 10;
export function usable(value) { return Number.isFinite(value) && Math.abs(value) <= EDIT_LIMIT; }
// The changed numbers a lesson link keeps (docs/limits.md): each is at most 38 characters of it.
export const MAX_EDITS = 1000;
const MATRIX = { q: 'wQuery', k: 'wKey', v: 'wValue' };

// training: the training module's API (core.js getTraining()); onChange():
// called after every change (once per frame at most while training);
// maxSteps: where training stops, the most a lesson link replays
// (settings.js MAX_TRAINING_STEPS, which training-bridge.js gives).
export function trainingController(training, onChange, maxSteps = Infinity) {
  const T = training;
  const tasks = T.tasks();
  const c = {
    tasks, taskId: tasks[0].id, seed: '1', state: null, losses: [], running: false,
    perSlice: 1, stepsPerSecond: 0, evaluation: null, examples: [], exampleIndex: 0,
    embeddings: null, focus: 0, head: 0, longestGap: 0, seedError: null, replaying: 0, edited: false,
    log: [], // the weights the learner changed, in order: { at (the step), cell ("q0.3.4"), value, was }
  };
  let frame = 0;
  let lastFrameAt = 0;
  let earned = 0;              // ms of training earned and not yet spent
  let lastEvaluateAt = 0;
  let rate = [];               // [time, step] samples of the last second
  let lastRenderAt = 0;

  function task() { return tasks.find((x) => x.id === c.taskId); }
  function seedValue() { return /^\d{1,15}$/.test(c.seed) ? Number(c.seed) : c.seed; }
  function copy(matrix) { return matrix.map((row) => row.slice()); }

  // The example shown, with its embeddings as a copy to edit; the focus is
  // the token the task is about (learned-scenario.js patternToken).
  function pickExample(index) {
    c.exampleIndex = index;
    const example = c.examples[index];
    c.embeddings = copy(example.embeddings);
    c.focus = patternToken(example);
  }

  // Another task: its example sentences, the first one shown.
  function useTask(id) {
    c.taskId = id;
    c.examples = T.examples(id, { count: EXAMPLES, seed: EXAMPLE_SEED });
    c.head = 0;
    pickExample(0);
  }

  // A fresh training state from the task and the seed: nothing learned yet.
  function restart() {
    c.state = T.start({ task: c.taskId, seed: seedValue() });
    c.losses = [];
    c.stepsPerSecond = 0;
    c.evaluation = null;
    c.perSlice = 1;
    rate = [];
    c.head = Math.min(c.head, c.state.params.heads.length - 1);
    c.edited = false;
    c.log = [];
  }

  function reset() {
    stopReplay();
    pause();
    restart();
    changed();
  }

  function setTask(id) {
    if (!tasks.some((x) => x.id === id)) return;
    useTask(id);
    reset();
  }

  // A seed the core refuses keeps the old one and sets c.seedError.
  function setSeed(text) {
    const before = c.seed;
    c.seed = String(text).trim() || '1';
    c.seedError = null;
    try {
      reset();
    } catch (error) {
      c.seed = before;
      c.seedError = String(error && error.message ? error.message : error);
      reset();
    }
  }

  function evaluate() {
    c.evaluation = T.evaluate(c.state, c.running ? EVALUATE_PLAYING : EVALUATE);
    lastEvaluateAt = performance.now();
  }

  // At most maxSteps in all: more could not be trained again from a link.
  function advance(count) {
    count = Math.min(count, maxSteps - c.state.step);
    if (count <= 0) return;
    const result = T.steps(c.state, count);
    c.state = result.state;
    for (const loss of result.losses) c.losses.push(loss);
  }

  function step() {
    stopReplay();
    pause();
    advance(1);
    evaluate();
    changed();
  }

  // One frame while playing: the held-out evaluation when it is due (one
  // core call that cannot be sliced, so it gets a frame of its own), else a
  // training slice once one is earned; the view is redrawn at most every
  // RENDER_EVERY_MS.
  function tick(now) {
    frame = 0;
    if (!c.running) return;
    if (lastFrameAt) {
      c.longestGap = Math.max(c.longestGap, now - lastFrameAt);
      earned = Math.min(SLICE_MS, earned + TRAIN_SHARE * (now - lastFrameAt));
    }
    lastFrameAt = now;
    if (now - lastEvaluateAt > EVALUATE_EVERY_MS) {
      evaluate();
    } else if (earned >= SLICE_MS) {
      const started = performance.now();
      advance(c.perSlice);
      const took = performance.now() - started;
      earned = 0;
      // The steps that fill a slice, from this one's cost (a fixed part
      // plus a part per step): at least one more while a slice is shorter.
      const fit = Math.floor(c.perSlice * SLICE_MS / Math.max(took, 0.01));
      c.perSlice = Math.max(1, Math.min(MAX_PER_SLICE, c.perSlice * 2, took < SLICE_MS ? Math.max(fit, c.perSlice + 1) : fit));
      rate.push([now, c.state.step]);
      while (rate.length > 2 && now - rate[0][0] > 1000) rate.shift();
      const [t0, s0] = rate[0];
      c.stepsPerSecond = now > t0 ? (c.state.step - s0) * 1000 / (now - t0) : 0;
      if (c.state.step >= maxSteps) { pause(); return; }
      if (now - lastRenderAt >= RENDER_EVERY_MS) changed();
    }
    frame = requestAnimationFrame(tick);
  }

  function play() {
    stopReplay();
    if (c.running) return;
    c.running = true;
    lastFrameAt = 0;
    earned = SLICE_MS; // the first slice at once
    c.longestGap = 0;
    rate = [];
    lastEvaluateAt = performance.now();
    frame = requestAnimationFrame(tick);
    changed();
  }

  function pause() {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    if (!c.running) return;
    c.running = false;
    if (c.state) evaluate();
    changed();
  }

  // Edits: an embedding entry of the shown example, or one weight of the
  // shown head (kind: 'wQuery' | 'wKey' | 'wValue'); training goes on from it.
  // Each returns whether the number was taken: only one the layer can use
  // (usable()), and no more edited numbers than a link keeps ('full').
  function editEmbedding(feature, value) {
    if (!usable(value)) return false;
    const own = c.examples[c.exampleIndex].embeddings[c.focus][feature];
    if (c.embeddings[c.focus][feature] === own && value !== own && editCount() >= MAX_EDITS) return 'full';
    c.embeddings[c.focus][feature] = value;
    changed();
    return true;
  }

  function editWeight(kind, row, column, value) {
    if (!usable(value)) return false;
    if (!setWeight(kind[1].toLowerCase() + c.head + '.' + row + '.' + column, value, true)) return 'full';
    changed();
    return true;
  }

  // One weight set at this step, and the log that a link keeps: one entry per
  // cell and step, gone again when the cell is set back to what it was.
  function setWeight(cell, value, limited) {
    const [head, row, column] = cell.slice(1).split('.').map(Number);
    const weights = c.state.params.heads[head][MATRIX[cell[0]]][row];
    const at = c.state.step;
    const entry = c.log.find((x) => x.at === at && x.cell === cell);
    if (!entry && limited && editCount() >= MAX_EDITS) return false;
    if (!entry) c.log.push({ at, cell, value, was: weights[column] });
    else if (value === entry.was) c.log.splice(c.log.indexOf(entry), 1);
    else entry.value = value;
    weights[column] = value;
    c.edited = true;
    return true;
  }

  // The embedding numbers that differ from the example's own: [[token, feature, value]].
  function embeddingEdits() {
    const own = c.examples[c.exampleIndex].embeddings;
    const out = [];
    c.embeddings.forEach((row, t) => row.forEach((value, f) => { if (value !== own[t][f]) out.push([t, f, value]); }));
    return out;
  }

  function editCount() { return c.log.length + embeddingEdits().length; }

  // The edits as a link writes them, after task:seed:steps: ";q0.3.4:5@40" is
  // W_Q of head 0, row 3, column 4 set to 5 at step 40 ("@40" left out at the
  // step training is at); ";e10.15:0.5" the shown example's embedding of
  // token 10, feature 15. Numbers in full (String), so a link gives them back exactly.
  function editsText() {
    return c.log.map((x) => `;${x.cell}:${x.value}${x.at === c.state.step ? '' : '@' + x.at}`)
      .concat(embeddingEdits().map(([t, f, value]) => `;e${t}.${f}:${value}`)).join('');
  }

  // A link's edits, each checked against this layer (settings.js has read their form):
  // [{ cell, value, at }], cell null for an embedding number ({ token, feature }).
  function readEdits(text, steps) {
    const entries = text ? text.slice(1).split(';') : [];
    if (entries.length > MAX_EDITS) throw new Error(`${entries.length} edited numbers; a link keeps at most ${MAX_EDITS}`);
    return entries.map((entry) => {
      const m = /^(?:([qkv])(\d+)\.|e)(\d+)\.(\d+):([^@]+)(?:@(\d+))?$/.exec(entry);
      const [row, column, value, at] = m ? [Number(m[3]), Number(m[4]), Number(m[5]), m[6] ? Number(m[6]) : steps] : [];
      const grid = !m ? null : m[1] ? (c.state.params.heads[Number(m[2])] || {})[MATRIX[m[1]]] : c.embeddings;
      if (!grid || !grid[row] || grid[row][column] === undefined) throw new Error(`there is no number “${entry.split(':')[0]}” in this layer`);
      if (!usable(value)) throw new Error(`“${entry}”: not a number from ${-EDIT_LIMIT} to ${EDIT_LIMIT}`);
      if (at > steps) throw new Error(`“${entry}”: step ${at} is after the ${steps} steps trained`);
      return m[1] ? { cell: entry.split(':')[0], value, at } : { cell: null, token: row, feature: column, value, at };
    });
  }

  function resetEmbeddings() { pickExample(c.exampleIndex); changed(); }

  // What the view shows, as a copy it can keep (training-model.js reads it):
  // nothing in it is the controller's own, so no view can change the training.
  function read() {
    const example = c.examples[c.exampleIndex];
    return {
      tasks: tasks.map((x) => ({ id: x.id, title: x.title, description: x.description })),
      task: JSON.parse(JSON.stringify(task())), seed: c.seed, seedError: c.seedError, steps: c.state.step, running: c.running,
      stepsPerSecond: c.stepsPerSecond, losses: c.losses.slice(), evaluation: c.evaluation && Object.assign({}, c.evaluation),
      examples: c.examples.map((x) => x.tokens.slice()), exampleIndex: c.exampleIndex,
      example: { tokens: example.tokens.slice(), attendTo: example.attendTo.slice() },
      embeddings: copy(c.embeddings), focus: c.focus, head: c.head, headCount: c.state.params.heads.length,
      params: { heads: c.state.params.heads.map((x) => ({ wQuery: copy(x.wQuery), wKey: copy(x.wKey), wValue: copy(x.wValue) })),
        wOut: copy(c.state.params.wOut) },
      edited: c.edited, atMost: c.state.step >= maxSteps,
    };
  }

  // The core's forward pass over the shown example (with edits).
  function forward() { return T.forward(c.state, c.embeddings); }

  // Where training stands, as a lesson link keeps it: the same task, seed and
  // number of steps give the very same weights (the core is deterministic and
  // draws its batches from the state's own random generator).
  // The learner's edits come with it (editsText), put back at their steps.
  function snapshot() {
    return { task: c.taskId, seed: c.seed, steps: c.state.step, example: c.exampleIndex, edits: editsText() };
  }

  // Back to a snapshot: a fresh start, then the steps again in slices of
  // REPLAY_SLICE between macrotasks so the page stays responsive. Resolves
  // when done; a later replay or reset makes an earlier one stop.
  let replays = 0;
  function stopReplay() { replays += 1; c.replaying = 0; }
  async function replay(spec) {
    const run = ++replays;
    pause();
    if (spec.task !== c.taskId) {
      if (!tasks.some((x) => x.id === spec.task)) throw new Error(`there is no training task called “${spec.task}”`);
      useTask(spec.task);
    }
    c.seed = String(spec.seed);
    c.seedError = null;
    pickExample(Math.min(spec.example || 0, c.examples.length - 1));
    restart();
    const edits = readEdits(spec.edits, spec.steps).sort((a, b) => a.at - b.at);
    const weights = edits.filter((x) => x.cell);
    c.replaying = spec.steps;
    try {
      // Each weight edit at the step it was made at, training up to it between them.
      let next = 0;
      for (;;) {
        for (; next < weights.length && weights[next].at === c.state.step; next++) setWeight(weights[next].cell, weights[next].value);
        const from = c.state.step;
        if (from >= spec.steps || run !== replays) break;
        advance(Math.min(REPLAY_SLICE, (next < weights.length ? weights[next].at : spec.steps) - from));
        if (c.state.step === from) break; // at maxSteps
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    } finally {
      if (run === replays) c.replaying = 0;
    }
    if (run !== replays) return false;
    for (const x of edits) if (!x.cell) c.embeddings[x.token][x.feature] = x.value;
    if (c.state.step > 0) evaluate();
    changed();
    return true;
  }

  // What learned-scenario.js needs to show this training in the playground.
  function learnedInput() {
    return {
      task: task(), options: c.state.options, params: c.state.params, pass: forward(),
      example: Object.assign({}, c.examples[c.exampleIndex], { embeddings: c.embeddings }),
      exampleIndex: c.exampleIndex, steps: c.state.step, seed: c.seed, bestHead: c.evaluation ? c.evaluation.bestHead : c.head,
    };
  }

  let notifying = false;
  function changed() {
    if (notifying || !c.state) return;
    lastRenderAt = performance.now();
    notifying = true;
    try { onChange(); } finally { notifying = false; }
  }

  setTask(c.taskId);

  return Object.assign(c, {
    task, setTask, setSeed, reset, step, play, pause, evaluate, forward, editEmbedding, editWeight,
    resetEmbeddings, snapshot, replay, stopReplay, learnedInput, read,
    example: () => c.examples[c.exampleIndex],
    pickExample: (index) => { pickExample(index); changed(); },
    setFocus: (index) => { c.focus = index; changed(); },
    setHead: (index) => { c.head = index; changed(); },
  });
}
