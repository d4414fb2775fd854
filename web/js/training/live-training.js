// The learned step's training: one run of the training module (its JavaScript
// API, bindings/training_api.mjs: a Web Worker where the page allows one, else
// a step at a time on the page's thread), trained in chunks while the learner
// lets it, and what the card shows of it as one plain state, replaced (never
// changed in place) at every change: the steps, the loss, the pronoun gate
// measured every GATE_EVERY steps on stories the training never read, the
// sentence read with the weights as they are (its row of attention, its
// guesses, the same sentence with the looked-at word unknown), and the focus
// word's query against every key. "Skip" shows the committed model instead
// (the model's module): the same sentence, read by a model trained for minutes.
//
// liveTraining({ training, model, language, changed }):
//   training(language)  a promise of the training API for that language (wasm/core.js getTraining)
//   model()      a promise of the committed model of the widget's language (model-bridge.js)
//   language()   the widget's language: the run's storybook is its own where it has one, else English's
//   changed()    the state changed: the card redraws (element/training-bridge.js)
// Returns { state, play, pause, stepOnce, reset, setSeed, skip, back, setSentence, setFocus, dispose }.
import { SENTENCES, counterfactualText } from './learned-sentences.js';
import { shownHead } from '../trained/pronoun-head.js';

export const GATE_EVERY = 100;   // steps between two measurements of the gate (bench section 8 reads the same)
const CHUNK_MS = 150;            // about how long one chunk of steps takes, so Pause is heard within it
export const MAX_SEED = 2 ** 32 - 1;

export function isSeed(x) { return Number.isInteger(x) && x >= 0 && x <= MAX_SEED; }

export function liveTraining({ training, model, language, changed }) {
  let state = fresh(1);
  let run = null;         // the training run (training_api.mjs), once started
  let starting = null;    // a promise of it
  let api = null;
  let generation = 0;     // a reset or a new seed makes older answers stale
  let chunk = 2;          // steps per chunk, tuned to CHUNK_MS
  let runningSince = 0;
  let committed = null;   // the committed model, once Skip loaded it

  function fresh(seed) {
    return Object.freeze({
      phase: 'idle',       // 'idle' | 'loading' | 'running' | 'pausing' (the steps asked for finish) | 'paused' | 'failed'
      source: 'live',      // what the card shows: 'live' (the run) or 'committed' (Skip)
      seed, language: language(), runLanguage: null, inWorker: null,
      step: 0, words: 0, seconds: 0,
      loss: null, firstLoss: null, losses: [],
      gate: null, firstGate: null, passed: null, // passed: { step, words, seconds, weight, top } once the gate passed
      sentence: 0, focus: null,
      reading: null,       // { tokens, rows of the shown head..., next, without } of the sentence
      match: null,         // the focus's query against every key (training_api.mjs match)
      committed: null,     // Skip's model: { reading, about } once loaded
      error: null,
      started: 0,          // how many times training started (for the milestones)
    });
  }

  function set(patch) {
    state = Object.freeze(Object.assign({}, state, patch));
    changed();
  }

  // The sentence numbered `index` of a model's language (SENTENCES has each storybook's; another reads English's).
  function sentenceIn(lang, index) {
    const list = SENTENCES[lang] || SENTENCES.en;
    return list[index % list.length];
  }

  // The sentence the card shows, in the language of the model that reads it: Skip's model once it is here,
  // else the run's, else the widget's (the one a run would train on).
  function sentenceOf(s) {
    return sentenceIn(s.source === 'committed' && s.committed ? s.committed.language : s.runLanguage || language(), s.sentence);
  }

  function ensureRun() {
    if (run) return Promise.resolve(run);
    if (!starting) {
      const mine = generation;
      // The widget's language when the run starts: a page may have changed it since the card was made.
      const wanted = language();
      set({ phase: 'loading', error: null, language: wanted });
      starting = training(wanted).then((loaded) => {
        api = loaded;
        return api.canTrain(wanted);
      }).then((own) => {
        const lang = own ? wanted : 'en';
        return api.start({ language: lang, seed: state.seed }).then((started) => ({ started, lang }));
      }).then(({ started, lang }) => {
        if (mine !== generation) { started.dispose(); throw new Error('stale'); }
        run = started;
        set({ runLanguage: lang, inWorker: api.inWorker, phase: 'paused' });
        // The gate first: it says which of the model's ways of looking the card shows.
        return measure(run, mine).then(() => look(run, mine)).then(() => run);
      });
      starting.catch((error) => {
        starting = null;
        if (mine === generation && error.message !== 'stale') set({ phase: 'failed', error: String(error && error.message || error) });
      });
    }
    return starting;
  }

  // The gate on the held-out stories; the first measurement is kept (the "0.12 →" of the card).
  function measure(r, mine) {
    return r.gate().then((gate) => {
      if (mine !== generation) return;
      const patch = { gate, firstGate: state.firstGate || gate };
      if (gate.passed && !state.passed) {
        patch.passed = { step: gate.step, words: state.words, seconds: state.seconds, weight: gate.weight, top: gate.top };
      }
      set(patch);
    });
  }

  // The sentence read now, the same with the word "it" looks at unknown, and the focus's match.
  function look(r, mine) {
    const s = sentenceOf(state);
    const layer = state.gate ? state.gate.layer : 0;
    const head = state.gate ? state.gate.head : 0;
    return r.read(s.text, 3).then((reading) => {
      if (mine !== generation) return null;
      const focus = state.focus === null || state.focus >= reading.tokens.length ? s.focus : state.focus;
      const row = reading.layers[layer].heads[head].weights[s.focus];
      const without = counterfactualText(reading.tokens, row, s.focus);
      return Promise.all([without ? r.read(without.text, r.vocabulary.length - 1) : null, r.match(s.text, focus, { layer, head })])
        .then(([other, match]) => {
          if (mine !== generation) return;
          set({ reading: { reading, layer, head, without: without && other ? { index: without.index, next: other.next } : null },
            match, focus });
        });
    });
  }

  async function loop(mine) {
    while ((state.phase === 'running' || state.phase === 'pausing') && mine === generation) {
      const before = performance.now();
      let done;
      let asked;
      try {
        // A chunk ends on every GATE_EVERY-th step, so the gate is measured at the same steps whatever the
        // machine's speed (the step it passes at is the seed's, as tools/model/live_run's gate mode finds it).
        asked = Math.min(chunk, GATE_EVERY - state.step % GATE_EVERY);
        done = await run.step(asked);
      } catch (error) {
        if (mine === generation) set({ phase: 'failed', error: String(error && error.message || error) });
        return;
      }
      if (mine !== generation) return;
      const took = performance.now() - before;
      chunk = Math.max(1, Math.min(50, Math.round(asked * CHUNK_MS / Math.max(1, took))));
      const crossed = done.step % GATE_EVERY === 0;
      const now = performance.now();
      set({
        step: done.step, words: done.words, seconds: state.seconds + (now - runningSince) / 1000,
        loss: done.loss, firstLoss: state.firstLoss === null ? done.losses[0] : state.firstLoss,
        losses: state.losses.concat(done.losses),
      });
      runningSince = now;
      try {
        if (crossed) await measure(run, mine);
        await look(run, mine);
      } catch (error) {
        if (mine === generation) set({ phase: 'failed', error: String(error && error.message || error) });
        return;
      }
      // Paused while these steps ran: now it has stopped, at the step it says.
      if (state.phase === 'pausing' && mine === generation) set({ phase: 'paused' });
    }
  }

  function play() {
    if (state.phase === 'running') return;
    if (state.phase === 'pausing') { set({ phase: 'running' }); return; } // its loop has not stopped yet
    set({ source: 'live' });
    ensureRun().then(() => {
      if (state.phase === 'running') return;
      runningSince = performance.now();
      set({ phase: 'running', started: state.started + 1 });
      loop(generation);
    }, () => {});
  }

  // Training stops once the steps under way are done (the loop then says 'paused').
  function pause() {
    if (state.phase === 'running') set({ phase: 'pausing' });
  }

  function stepOnce() {
    if (state.phase === 'running' || state.phase === 'pausing' || state.phase === 'loading') return;
    set({ source: 'live' });
    const mine = generation;
    ensureRun().then((r) => r.step(1).then((done) => {
      if (mine !== generation) return null;
      set({ step: done.step, words: done.words, loss: done.loss,
        firstLoss: state.firstLoss === null ? done.losses[0] : state.firstLoss, losses: state.losses.concat(done.losses) });
      return (done.step % GATE_EVERY === 0 ? measure(r, mine) : Promise.resolve()).then(() => look(r, mine));
    })).catch((error) => { if (mine === generation && error.message !== 'stale') set({ phase: 'failed', error: String(error.message || error) }); });
  }

  // A new run from the seed: fresh weights, nothing learned yet.
  function reset(seed = state.seed) {
    generation += 1;
    const old = run;
    run = null;
    starting = null;
    chunk = 2;
    if (old) old.dispose();
    state = fresh(seed);
    changed();
  }

  function setSeed(seed) {
    if (!isSeed(seed) || seed === state.seed) return false;
    reset(seed);
    return true;
  }

  // The committed model on the same sentence (its module, and the model of the widget's language).
  function skip() {
    pause();
    set({ source: 'committed' });
    if (committed) { lookCommitted(); return; }
    model().then((m) => { committed = m; lookCommitted(); },
      (error) => set({ source: 'live', error: String(error && error.message || error) }));
  }

  function lookCommitted() {
    if (state.source !== 'committed' || !committed) return;
    const s = sentenceIn(committed.language, state.sentence);
    try {
      const reading = committed.attention(s.text);
      const next = committed.nextWords(s.text, 3);
      const pronoun = reading.tokens[s.focus].text;
      const head = shownHead(committed.heads, pronoun); // the head certified for this pronoun
      const perLayer = committed.shape.heads;
      const row = reading.layers[Math.floor(head / perLayer)].heads[head % perLayer].weights[s.focus];
      const without = counterfactualText(reading.tokens, row, s.focus);
      set({ committed: { reading: Object.assign({ next }, reading), head, language: committed.language,
        without: without ? { index: without.index, next: committed.nextWords(without.text, committed.vocabulary.length - 1) } : null,
        figures: pronounFigures(committed.heads[head], pronoun), pronoun, about: committed.about, focus: s.focus } });
    } catch (error) {
      set({ source: 'live', error: String(error && error.message || error) });
    }
  }

  // The committed head's figures for this very pronoun (its header's, measured per pronoun), else over every pronoun.
  function pronounFigures(head, pronoun) {
    const own = head.perPronoun && head.perPronoun[pronoun];
    return own ? { pronoun: own.weight, pronounTop: own.top } : head.figures;
  }

  function back() { set({ source: 'live' }); }

  function setSentence(index) {
    set({ sentence: index, focus: null });
    if (state.source === 'committed') lookCommitted();
    else if (run && state.phase !== 'running') look(run, generation).catch(() => {});
  }

  function setFocus(index) {
    set({ focus: index });
    if (run && state.phase !== 'running') look(run, generation).catch(() => {});
  }

  // The weights trained so far as a weights file (the model's module reads it: "read it with the model you trained").
  function modelFile() { return run ? run.modelFile() : Promise.reject(new Error('nothing is trained yet')); }

  function dispose() {
    generation += 1;
    if (run) run.dispose();
    run = null;
  }

  return {
    get state() { return state; },
    play, pause, stepOnce, reset, setSeed, skip, back, setSentence, setFocus, modelFile, dispose,
    sentence: () => sentenceOf(state),
  };
}
