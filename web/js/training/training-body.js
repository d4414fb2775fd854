// The open training view (view-training.js opens it), read in the order a
// beginner needs it: the shown word and, in plain words, what its embedding
// says and what the three learned grids make of it (a query, a key, a value);
// the task in one sentence; Train / Pause / Step / Reset; how far training
// got, what was learned and how well; the loss curve (loss-plot.js); the
// attention over the sentence (training-heat.js); the task, seed and example
// sentence to choose; and the numbers on demand (view-projection.js). Every
// word and number comes from the view model (training-model.js), built from a
// copy of the controller's state (training-controller.js read()) and the
// core's forward pass; the views draw it and keep their nodes. Part of the
// training part (training-part.js), loaded with the training module.
import { h, keyed, replace, setAttr, setText } from '../lib/dom.js';
import { lossPlot } from './loss-plot.js';
import { trainingHeat } from './training-heat.js';
import { trainingModel } from './training-model.js';
import { projectionView } from './view-projection.js';

const PROJECTION_EVERY_MS = 400;

// c: the controller, for what the learner does (its methods); it is read only through c.read().
export function trainingBody(body, container, actions, c) {
  const { t } = actions;
  const taskSelect = h('select', { id: 'tr-task', 'data-key': 'tr-task', on: { change: () => c.setTask(taskSelect.value) } });
  const seed = h('input', { id: 'tr-seed', type: 'text', inputmode: 'numeric', class: 'tr-seed', 'data-key': 'tr-seed',
    autocomplete: 'off', 'aria-describedby': 'tr-seed-help', on: { change: () => c.setSeed(seed.value) } });
  const seedHelp = h('span', { id: 'tr-seed-help', class: 'tr-seed-help' });
  const exampleSelect = h('select', { id: 'tr-example', 'data-key': 'tr-example',
    on: { change: () => c.pickExample(Number(exampleSelect.value)) } });
  const button = (key, onClick) => h('button', { type: 'button', class: 'button tr-' + key, 'data-key': 'tr-' + key,
    text: t('training.' + key), on: { click: onClick } });
  const play = button('play', () => c.play());
  const pause = button('pause', () => c.pause());
  const step = button('step', () => c.step());
  const reset = button('reset', () => c.reset());

  // The word, in plain words.
  const tokens = h('div', { class: 'pv-tokens', role: 'group', 'aria-label': t('projection.tokens') });
  const headSelect = h('select', { id: 'pv-head', on: { change: () => c.setHead(Number(headSelect.value)) } });
  const headPicker = h('span', { class: 'picker' }, [h('label', { for: 'pv-head', text: t('projection.head') }), headSelect]);
  const is = h('p', { class: 'pv-is' });
  const fact = (key) => { const dd = h('dd'); return { dd, nodes: [h('dt', { text: t('training.word-' + key) }), dd] }; };
  const facts = { looksFor: fact('query'), advertises: fact('key'), carries: fact('value') };
  const factList = h('dl', { class: 'facts tr-facts' }, [facts.looksFor.nodes, facts.advertises.nodes, facts.carries.nodes]);
  // Before training: one sentence for the three (what random grids make of the word is noise).
  const untrained = h('p', { class: 'tr-untrained', text: t('training.words-untrained') });
  const word = h('section', { class: 'tr-word', 'aria-label': t('training.word-title') }, [
    h('h3', { class: 'pv-vector-title', text: t('training.word-title') }), tokens, headPicker, is, factList, untrained,
  ]);

  const taskSentence = h('p', { class: 'tr-task-sentence' });
  const stepCount = h('span', { class: 'tr-steps' });
  const speed = h('span', { class: 'tr-speed' });
  const learned = h('p', { class: 'tr-learned' });
  const accuracy = h('p', { class: 'tr-accuracy' });
  const plotBox = h('div', { class: 'tr-plot' });
  const plot = lossPlot(plotBox, actions);
  const heat = trainingHeat(t);
  const useLearned = h('button', { type: 'button', class: 'button tr-use-learned', 'data-key': 'tr-use-learned',
    text: t('training.use-learned'), on: { click: () => actions.useLearned() } });
  const useLearnedHow = h('p', { class: 'explain tr-use-learned-how' });
  const projectionBox = h('section', { class: 'card projection', 'aria-label': t('projection.title') });
  const projection = projectionView(projectionBox, actions, {
    editEmbedding: (i, v) => c.editEmbedding(i, v), editWeight: (kind, i, j, v) => c.editWeight(kind, i, j, v),
    resetEmbeddings: () => c.resetEmbeddings(), numbersOpened: () => render(),
  });

  replace(body, [
    h('p', { class: 'explain', text: t('training.intro') }),
    word,
    taskSentence,
    h('div', { class: 'tr-buttons', role: 'group', 'aria-label': t('training.buttons') }, [play, pause, step, reset]),
    h('p', { class: 'tr-stats' }, [stepCount, ' · ', speed]),
    // Two columns where there is room: what was learned and the loss on one side, the attention grid on the other.
    h('div', { class: 'tr-pair' }, [
      h('div', { class: 'tr-side' }, [learned, accuracy,
        h('section', { class: 'tr-loss', 'aria-label': t('training.plot-title') }, [
          h('h3', { class: 'pv-vector-title', text: t('training.plot-title') }), plotBox]), heat.row]),
      heat.node,
    ]),
    h('div', { class: 'tr-controls' }, [
      h('span', { class: 'picker' }, [h('label', { for: 'tr-task', text: t('training.task') }), taskSelect]),
      h('span', { class: 'picker' }, [h('label', { for: 'tr-seed', text: t('training.seed') }), seed, seedHelp]),
      h('span', { class: 'picker' }, [h('label', { for: 'tr-example', text: t('training.example') }), exampleSelect]),
    ]),
    h('div', { class: 'tr-use' }, [useLearned, useLearnedHow]),
    projectionBox,
  ]);

  let projectionAt = 0;
  let shapes = { tasks: '', examples: '', heads: -1 };

  function render() {
    const model = trainingModel(c.read(), c.forward(), { lang: actions.lang, headsTaught: actions.headsTaught(),
      numbers: projection.open });
    if (shapes.tasks !== model.tasks.map((x) => x.id).join('|')) {
      shapes.tasks = model.tasks.map((x) => x.id).join('|');
      replace(taskSelect, model.tasks.map((x) => h('option', { value: x.id, text: x.title })));
    }
    if (taskSelect.value !== model.taskId) taskSelect.value = model.taskId;
    if (container.getRootNode().activeElement !== seed && seed.value !== model.seed.value) seed.value = model.seed.value;
    setText(seedHelp, model.seed.help);
    seedHelp.classList.toggle('is-error', model.seed.error);
    if (shapes.examples !== model.examples.shape) {
      shapes.examples = model.examples.shape;
      replace(exampleSelect, model.examples.options.map((x) => h('option', { value: x.value, text: x.text })));
    }
    exampleSelect.value = model.examples.value;

    keyed(tokens, model.tokens, (x) => x.key, (first) => {
      const b = h('button', { type: 'button', class: 'pv-token', 'data-key': `pv-token-${first.key}`,
        on: { click: () => c.setFocus(first.key) } });
      return { node: b, update: (x) => { setText(b, x.text); setAttr(b, 'aria-pressed', x.pressed ? 'true' : 'false'); } };
    });
    headPicker.hidden = !model.heads.shown;
    if (shapes.heads !== model.heads.options.length) {
      shapes.heads = model.heads.options.length;
      replace(headSelect, model.heads.options.map((x) => h('option', { value: x.value, text: x.text })));
    }
    headSelect.value = model.heads.value;
    setText(is, model.words.is);
    for (const key of Object.keys(facts)) setText(facts[key].dd, model.words[key]);
    factList.hidden = model.words.untrained;
    untrained.hidden = !model.words.untrained;

    setText(taskSentence, model.taskSentence);
    setAttr(play, 'aria-pressed', model.running ? 'true' : 'false');
    setText(stepCount, model.stepsText);
    stepCount.dataset.step = String(model.steps);
    setText(speed, model.speedText);
    speed.dataset.rate = String(model.rate);
    setText(learned, model.learned);
    setText(accuracy, model.accuracy);
    if (model.evaluation) {
      accuracy.dataset.prediction = String(model.evaluation.predictionAccuracy);
      accuracy.dataset.pronoun = model.evaluation.pronounAccuracy === null ? '' : String(model.evaluation.pronounAccuracy);
    } else {
      delete accuracy.dataset.prediction;
      delete accuracy.dataset.pronoun;
    }
    plot.render(model.losses);
    heat.update(model.heat, model.row);
    const showing = actions.showsLearned();
    useLearned.disabled = showing;
    setText(useLearnedHow, t(showing ? 'training.use-learned-on' : 'training.use-learned-how'));
    // The grids' 300-odd numbers are redrawn less often while training.
    const now = performance.now();
    if (!model.running || now - projectionAt > PROJECTION_EVERY_MS) {
      projectionAt = now;
      projection.render(model);
    }
    return model;
  }

  return { render };
}
