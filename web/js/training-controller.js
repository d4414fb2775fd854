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

// training: the training module's API (core.js getTraining()); onChange():
// called after every change (once per frame at most while training).
export function trainingController(training, onChange) {
  const T = training;
  const tasks = T.tasks();
  const c = {
    tasks, taskId: tasks[0].id, seed: '1', state: null, losses: [], running: false,
    perSlice: 1, stepsPerSecond: 0, evaluation: null, examples: [], exampleIndex: 0,
    embeddings: null, focus: 0, head: 0, longestGap: 0, seedError: null, replaying: 0, edited: false,
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

  function advance(count) {
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
  // Each returns whether the number was taken: only one the layer can use (usable()).
  function editEmbedding(feature, value) {
    if (!usable(value)) return false;
    c.embeddings[c.focus][feature] = value;
    changed();
    return true;
  }

  function editWeight(kind, row, column, value) {
    if (!usable(value)) return false;
    c.state.params.heads[c.head][kind][row][column] = value;
    c.edited = true;
    changed();
    return true;
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
      edited: c.edited,
    };
  }

  // The core's forward pass over the shown example (with edits).
  function forward() { return T.forward(c.state, c.embeddings); }

  // Where training stands, as a lesson link keeps it: the same task, seed and
  // number of steps give the very same weights (the core is deterministic and
  // draws its batches from the state's own random generator).
  function snapshot() {
    return { task: c.taskId, seed: c.seed, steps: c.state.step, example: c.exampleIndex };
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
    c.replaying = spec.steps;
    try {
      while (c.state.step < spec.steps) {
        if (run !== replays) return false;
        advance(Math.min(REPLAY_SLICE, spec.steps - c.state.step));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    } finally {
      if (run === replays) c.replaying = 0;
    }
    if (run !== replays) return false;
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
