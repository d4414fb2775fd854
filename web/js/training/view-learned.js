// The learned step's card ("Where the vectors come from"): the tiny language
// model trained live in the page by next-word prediction. In the order a
// beginner reads it: what is happening, in plain words; the controls (Train,
// one step, start again, the seed, and the committed model one click away);
// where training is and the loss, explained where it first appears; a sentence
// that ends on a pronoun, what the chosen word looks at (its match score with
// every word and its share of the attention, the sink last) and the guesses for
// the next word, with the one sentence that links them; the pronoun gate,
// measured on stories the training never read; the numbers behind the query
// and keys on demand (learned-numbers.js). No word "head": the chapter names
// heads one section later.
//
// Built by its stand-in (views/view-later.js) with the views' actions:
// actions.training() is a promise of the training (live-training.js, kept by
// the element's training bridge across a rebuild of the views: a change of language).
// Every text goes in as text (dom.js); the numbers and sentences come from learned-model.js.
import { h, keyed, present, replace, setAttr, setText } from '../lib/dom.js';
import { meterPart, saidPart, setSentence } from '../views/view-bits.js';
import * as I from '../i18n/i18n.js';
import * as M from './learned-model.js';
import { drawWordButtons } from '../trained/trained-bits.js';
import { lossCurve } from './learned-curve.js';
import { numbersPart } from './learned-numbers.js';

export function learnedCard(container, actions) {
  const { t } = actions;
  const w = { t, share: actions.share, num: actions.num, quote: actions.quote, count: (n) => I.count(actions.lang, n) };
  let c = null; // the training, once here

  const title = h('h3', { class: 'section-title', id: 'learned-title', text: t('training.title') });
  const intro = h('p', { class: 'learned-intro', text: t('training.intro') });

  // -- the controls, right under the intro (the step's Try this names the first one)
  const train = h('button', { type: 'button', class: 'button primary', 'data-key': 'train', text: t('training.play'),
    on: { click: () => withTraining((x) => (x.state.phase === 'running' ? x.pause() : x.play())) } });
  const one = h('button', { type: 'button', class: 'button', 'data-key': 'train-step', text: t('training.step'),
    on: { click: () => withTraining((x) => x.stepOnce()) } });
  const again = h('button', { type: 'button', class: 'button', 'data-key': 'train-reset', text: t('training.reset'),
    on: { click: () => withTraining((x) => x.reset()) } });
  const seedId = 'learned-seed';
  const seed = h('input', { type: 'number', id: seedId, class: 'learned-seed', min: 0, step: 1, inputmode: 'numeric',
    'data-key': 'train-seed', value: '1', 'aria-describedby': 'learned-seed-help learned-seed-error' });
  // Hidden, only the seed's description: a visually hidden span beside the input kept Orca's Down arrow
  // going round the controls (tests/listen), never reaching what follows them.
  const seedHelp = h('span', { hidden: true, id: 'learned-seed-help', text: t('training.seed-help') });
  // A seed that is not one is said beside the box, and the box keeps what was typed; the training goes on.
  const seedError = h('p', { class: 'field-error', id: 'learned-seed-error', role: 'alert' });
  let shownSeed = 1;  // the training's seed when the box last showed it
  function seedProblem(problem) {
    setText(seedError, problem);
    seed.setAttribute('aria-invalid', problem ? 'true' : 'false');
  }
  seed.addEventListener('change', () => {
    // (A number box gives "" for text that is not a number, and Number("") would be 0.)
    const value = seed.value.trim() === '' ? NaN : Number(seed.value);
    if (!M.isSeedValue(value)) {
      seedProblem(t('training.seed-error', { max: w.num(M.MAX_SEED), seed: w.num(c ? c.state.seed : shownSeed) }));
      return;
    }
    seedProblem('');
    withTraining((x) => x.setSeed(value));
  });
  const skip = h('button', { type: 'button', class: 'button', 'data-key': 'train-skip',
    on: { click: () => withTraining((x) => (x.state.source === 'committed' ? x.back() : x.skip())) } });
  const controls = h('div', { class: 'learned-controls', role: 'group', 'aria-label': t('training.buttons') }, [
    train, one, again,
    h('span', { class: 'learned-seed-box' }, [h('label', { for: seedId, text: t('training.seed') }), seed, seedHelp]),
    seedError,  // on a line of its own, right under the seed
    skip,
  ]);
  const status = h('p', { class: 'learned-status' });
  const committedNote = h('p', { class: 'explain learned-committed', hidden: true });

  // -- the loss: explained first, then its number, then its curve (the curve is drawn, the number said)
  const lossWhat = h('p', { class: 'explain', text: t('training.loss-what') });
  const lossNow = h('p', { class: 'learned-loss' });
  const curve = lossCurve(t('training.curve-label'));
  const lossBox = h('div', { class: 'learned-loss-box' }, [h('div', null, [lossWhat, lossNow]), curve.node]);

  // -- the sentence and what its chosen word looks at
  const sentenceTitle = h('h4', { class: 'learned-subtitle', id: 'learned-sentence-title' });
  const words = h('div', { class: 'learned-words', role: 'toolbar', 'aria-labelledby': 'learned-sentence-title' });
  const ellipsis = h('span', { class: 'learned-ellipsis', 'aria-hidden': 'true', text: '…' });
  const another = h('button', { type: 'button', class: 'button small', 'data-key': 'train-sentence',
    on: { click: () => withTraining((x) => x.setSentence(x.state.sentence + 1)) } });
  // The sentence reads in its own language's direction (an Arabic widget trains on English stories).
  const sentenceRow = h('div', { class: 'learned-sentence-row' }, [h('span', { class: 'learned-sentence-words' }, [words, ellipsis]), another]);
  const looksTitle = h('h4', { class: 'learned-subtitle', id: 'learned-looks' });
  const rows = h('tbody');
  const scoreHead = h('th', { scope: 'col', class: 'score-cell', text: t('training.col-score') });
  const table = h('table', { class: 'match learned-table' }, [
    h('thead', null, h('tr', null, [h('th', { scope: 'col', text: t('training.col-word') }), scoreHead,
      h('th', { scope: 'col', class: 'meter-cell', text: t('training.col-share') })])), rows]);
  const tableBox = h('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-labelledby': 'learned-looks' }, [table]);
  const look = h('p', { class: 'learned-line' });
  const guessTitle = h('h4', { class: 'learned-subtitle' });
  const guessList = h('ol', { class: 'learned-guesses-list' });
  const because = h('p', { class: 'learned-line learned-because' });
  const reading = h('div', { class: 'learned-reading' }, [
    h('div', { class: 'learned-looks' }, [looksTitle, tableBox, look]),
    h('div', { class: 'learned-guesses' }, [guessTitle, guessList, because]),
  ]);

  // -- the gate, and once it passed
  const gateMeter = meterPart();
  const gate = h('p', { class: 'learned-gate-text' });
  const passed = h('p', { class: 'learned-passed', hidden: true });
  const gateBox = h('div', { class: 'learned-gate', hidden: true }, [gate, h('div', { class: 'learned-gate-bar' }, [gateMeter.node]), passed]);

  const numbers = numbersPart(actions);
  const problem = h('p', { class: 'learned-problem', role: 'alert', hidden: true });

  const body = h('div', { class: 'learned-body' }, [
    intro, controls, committedNote, status, lossBox,
    h('div', { class: 'learned-sentence' }, [sentenceTitle, sentenceRow]),
    reading, gateBox, numbers.node, problem,
  ]);
  replace(container, [title, body]);

  function withTraining(act) {
    actions.training().then((x) => { if (x) act(x); });
  }

  function draw() {
    if (!c) return;
    const state = c.state;
    const sentence = c.sentence();
    // Where training is, for tests and curious people (the card says it in words).
    Object.assign(container.dataset, { phase: state.phase, step: String(state.step), passed: state.passed ? 'true' : 'false',
      worker: state.inWorker === null ? '' : String(state.inWorker), source: state.source,
      passedAt: state.passed ? `${state.passed.step} ${state.passed.words} ${state.passed.seconds.toFixed(2)}` : '' });
    const view = M.cardView(state, sentence);
    const running = state.phase === 'running';
    setText(train, t(running ? 'training.pause' : state.step > 0 ? 'training.resume' : 'training.play'));
    one.disabled = running || state.phase === 'pausing' || state.phase === 'loading';
    // The box shows the training's seed, unless the learner is typing there or what they typed is being refused;
    // a seed set elsewhere (a link, Start again from a setting) replaces it all the same.
    if (state.seed !== shownSeed) {
      shownSeed = state.seed;
      seedProblem('');
    }
    if (document.activeElement !== seed && seed.getAttribute('aria-invalid') !== 'true' && seed.value !== String(state.seed)) {
      seed.value = String(state.seed);
    }
    const committed = view.source === 'committed';
    const minutes = M.skipMinutes(state);
    setText(skip, committed ? t('training.back') : t('training.skip', { count: minutes, minutes: w.count(minutes) }));
    committedNote.hidden = !committed || !state.committed;
    if (committed && state.committed) setText(committedNote, M.committedText(w, state.committed.about));
    setText(status, M.statusText(w, view));
    status.hidden = committed;
    lossBox.hidden = committed || view.loss === null;
    setSentence(lossNow, M.lossText(w, view));
    curve.update(view.curve, view.firstLoss);
    problem.hidden = !state.error;
    if (state.error) setText(problem, t('training.problem', { reason: state.error }));

    const r = view.reading;
    const storyLanguage = view.source === 'committed' && state.committed ? state.committed.language : state.runLanguage || 'en';
    setAttr(words.parentNode, 'dir', storyLanguage === 'ar' ? 'rtl' : 'ltr');
    reading.hidden = !r;
    if (r) drawReading(r, view, committed);
    else {
      setText(sentenceTitle, t('training.sentence-waiting'));
      drawWordButtons(words, sentence.text.split(' ').map((text, i) => ({ index: i, text, shown: text, known: true, isFocus: i === sentence.focus })),
        t, 'learned-word-', (i) => withTraining((x) => x.setFocus(i)));
    }
    setText(another, t('training.another'));

    gateBox.hidden = !view.gate;
    if (view.gate) {
      setSentence(gate, M.gateText(w, view.gate));
      gateMeter.update(view.gate.now, t('training.gate-said'), view.gate.passedNow || view.gate.committed ? null : 'pending', actions.lang);
      const passedLine = M.passedText(w, view.gate);
      passed.hidden = !passedLine;
      setSentence(passed, passedLine);
    }
    numbers.update(r && r.match, r);
  }

  function drawReading(r, view, committed) {
    setText(sentenceTitle, t('training.sentence', { pronoun: actions.quote(r.pronounShown) }));
    drawWordButtons(words, r.tokens, t, 'learned-word-', (i) => withTraining((x) => x.setFocus(i)));
    const focus = actions.quote(r.focusShown);
    setText(looksTitle, t('training.looks', { focus }));
    scoreHead.hidden = committed;
    // Each row's item carries what its update needs (a kept row's update outlives this call: issue 39).
    const list = r.rows.map((x) => ({ key: 'w' + x.index, x, label: actions.quote(x.shown), focus, committed }))
      .concat([{ key: 'sink', x: { shown: t('training.sink'), share: r.sink, score: r.sinkScore, sink: true, known: true }, label: null,
        focus, committed }]);
    keyed(rows, list, (x) => x.key, () => {
      const name = h('span', { class: 'token-name' });
      const scoreSaid = saidPart(t('training.score-said'));
      const score = h('span', { class: 'score' });
      const scoreCell = h('td', { class: 'score-cell' }, [scoreSaid, score]);
      const meter = meterPart();
      const node = h('tr', null, [h('th', { scope: 'row', class: 'token-cell' }, [name]), scoreCell, h('td', { class: 'meter-cell' }, [meter.node])]);
      return {
        node,
        update(item) {
          const x = item.x;
          setText(name, x.shown);
          setAttr(node, 'class', x.sink ? 'is-sink' : x.isFocus ? 'is-self' : null);
          scoreCell.hidden = item.committed;
          setText(score, x.score === null || x.score === undefined ? '' : actions.num(x.score));
          const label = x.sink ? t('training.meter-sink', { focus: item.focus }) : t('training.meter', { word: item.label, focus: item.focus });
          meter.update(x.share, label, x.sink ? 'sink' : x.isFocus ? 'self' : null, actions.lang);
        },
      };
    });
    setSentence(look, M.lookText(w, r));
    setText(guessTitle, t('training.guesses', { pronoun: actions.quote(r.pronounShown) }));
    keyed(guessList, r.guesses.map((g, i) => Object.assign({ i }, g)), (g) => String(g.i), () => {
      const word = h('span', { class: 'token-name', 'aria-hidden': 'true' });
      const meter = meterPart();
      return {
        node: h('li', null, [word, meter.node]),
        update(g) {
          setText(word, g.word);
          meter.update(g.share, t('training.guess-said', { word: actions.quote(g.word) }), null, actions.lang);
        },
      };
    });
    setSentence(because, M.becauseText(w, view));
  }

  // The training changes between two drawings of the widget (a step, a measurement): the bridge calls this.
  actions.keep.render = draw;
  actions.training().then((x) => {
    c = x;
    draw();
  });

  return {
    render(vm) {
      container.hidden = !vm.shows.learned || vm.hide.includes('training');
      draw();
    },
  };
}
