// The open training view (view-training.js opens it): task, seed, Train /
// Pause / Step / Reset; the step count and speed; the loss curve
// (loss-plot.js); the shown head's attention over the example sentence as a
// small grid of percentages; a sentence saying what was learned and the
// held-out accuracy; and the projection view (view-projection.js), all driven
// by the training controller c (training-controller.js). Part of the training
// part (training-part.js), loaded with the training module.
import { h, replace } from './dom.js';
import * as I from './i18n.js';
import { cellText } from './heatmap-text.js';
import { patternToken } from './learned-scenario.js';
import { lossPlot } from './loss-plot.js';
import { projectionView } from './view-projection.js';
import { roundRow, single } from './shares.js';

const PROJECTION_EVERY_MS = 400;

function argmax(row) {
  let best = 0;
  row.forEach((x, i) => { if (x > row[best]) best = i; });
  return best;
}

export function trainingBody(body, container, actions, c) {
  const { t, share, quote } = actions;
  const has = (key) => I.has(actions.lang, key) || I.has('en', key);
  const taskSelect = h('select', { id: 'tr-task', 'data-key': 'tr-task', on: { change: () => c.setTask(taskSelect.value) } },
    c.tasks.map((task) => h('option', { value: task.id, text: taskTitle(task) })));
  const seed = h('input', { id: 'tr-seed', type: 'text', inputmode: 'numeric', class: 'tr-seed', 'data-key': 'tr-seed',
    value: c.seed, autocomplete: 'off', 'aria-describedby': 'tr-seed-help', on: { change: () => c.setSeed(seed.value) } });
  const seedHelp = h('span', { id: 'tr-seed-help', class: 'tr-seed-help' });
  const exampleSelect = h('select', { id: 'tr-example', 'data-key': 'tr-example',
    on: { change: () => c.pickExample(Number(exampleSelect.value)) } });
  const button = (key, onClick) => h('button', { type: 'button', class: 'button tr-' + key, 'data-key': 'tr-' + key,
    text: t('training.' + key), on: { click: onClick } });
  const play = button('play', () => c.play());
  const pause = button('pause', () => c.pause());
  const step = button('step', () => c.step());
  const reset = button('reset', () => c.reset());
  const description = h('p', { class: 'explain tr-description' });
  const stepCount = h('span', { class: 'tr-steps' });
  const speed = h('span', { class: 'tr-speed' });
  const plotBox = h('div', { class: 'tr-plot' });
  const plot = lossPlot(plotBox, actions);
  const grid = h('div', { class: 'table-scroll tr-heat-scroll', tabindex: '0', role: 'region', 'aria-label': t('training.heatmap') });
  const heatTitle = h('h4', { class: 'pv-vector-title' });
  const learned = h('p', { class: 'tr-learned', role: 'status' });
  const accuracy = h('p', { class: 'tr-accuracy' });
  const useLearned = h('button', { type: 'button', class: 'button tr-use-learned', 'data-key': 'tr-use-learned',
    text: t('training.use-learned'), on: { click: () => actions.useLearned() } });
  const useLearnedHow = h('p', { class: 'explain tr-use-learned-how' });
  const projectionBox = h('section', { class: 'card projection', 'aria-label': t('projection.title') });
  const projection = projectionView(projectionBox, actions, c);

  replace(body, [
    h('p', { class: 'explain', text: t('training.intro') }),
    h('div', { class: 'tr-controls' }, [
      h('span', { class: 'picker' }, [h('label', { for: 'tr-task', text: t('training.task') }), taskSelect]),
      h('span', { class: 'picker' }, [h('label', { for: 'tr-seed', text: t('training.seed') }), seed, seedHelp]),
      h('span', { class: 'picker' }, [h('label', { for: 'tr-example', text: t('training.example') }), exampleSelect]),
    ]),
    description,
    h('div', { class: 'tr-buttons', role: 'group', 'aria-label': t('training.buttons') }, [play, pause, step, reset]),
    h('p', { class: 'tr-stats' }, [stepCount, ' · ', speed]),
    // Two columns where there is room: the loss, what was learned and the
    // projection on one side, the attention grid on the other.
    h('div', { class: 'tr-pair' }, [
      h('div', { class: 'tr-side' }, [
        h('section', { class: 'tr-loss', 'aria-label': t('training.plot-title') }, [
          h('h4', { class: 'pv-vector-title', text: t('training.plot-title') }), plotBox]),
        learned, accuracy,
        h('div', { class: 'tr-use' }, [useLearned, useLearnedHow]),
      ]),
      h('section', { class: 'tr-heat', 'aria-label': t('training.heatmap') }, [heatTitle,
        h('p', { class: 'explain', text: t('training.heatmap-how') }), grid]),
    ]),
    projectionBox,
  ]);

  function taskTitle(task) { return has('training.task.' + task.id) ? t('training.task.' + task.id) : task.title; }

  // The grid is built once per sentence and its cells updated in place.
  let heatShape = '';
  let heatCells = [];
  function heatmap(example, weights) {
    const causal = c.task().options.causal;
    const nextShape = c.taskId + '|' + example.tokens.join(' ');
    if (nextShape !== heatShape) {
      heatShape = nextShape;
      heatCells = [];
      replace(grid, h('table', { class: 'tr-heatmap' }, [
        h('caption', { class: 'visually-hidden', text: t('training.heatmap') }),
        // The vertical label is a span: WebKit ignores writing-mode on a table cell.
        h('thead', {}, h('tr', {}, [h('td'), example.tokens.map((text) => h('th', { scope: 'col' }, h('span', { text })))])),
        h('tbody', {}, example.tokens.map((text, i) => h('tr', {}, [
          h('th', { scope: 'row', text }),
          example.tokens.map((_, j) => {
            const masked = causal && j > i;
            const cell = h('td', { class: 'tr-cell' + (masked ? ' is-masked' : '') });
            if (masked) cell.title = t('projection.masked');
            (heatCells[i] = heatCells[i] || []).push(cell);
            return cell;
          })]))),
      ]));
    }
    heatCells.forEach((row, i) => {
      row[0].parentNode.classList.toggle('is-focus', i === c.focus);
      // The row rounded together (shares.js): whole numbers in the cells, one decimal in the title.
      const seen = causal ? i + 1 : row.length;
      const whole = roundRow(weights[i].slice(0, seen), 0);
      const tenths = roundRow(weights[i].slice(0, seen));
      row.forEach((cell, j) => {
        if (j >= seen) return;
        const text = cellText(whole[j]);
        const title = share(tenths[j]);
        if (cell.textContent !== text) cell.textContent = text;
        if (cell.title !== title) {
          cell.title = title;
          cell.style.setProperty('--w', weights[i][j].toFixed(3));
        }
      });
    });
  }

  function learnedText(example, pass, evaluation) {
    if (c.state.step === 0 || !evaluation) return t('training.learned-none');
    const i = patternToken(example); // learned-scenario.js
    if (example.attendTo[i] < 0) return ''; // an example with nothing to find
    const head = evaluation.bestHead;
    const row = pass.heads[head].weights[i];
    const best = argmax(row);
    const params = { head: String(head + 1), token: quote(example.tokens[i]), best: quote(example.tokens[best]),
      target: quote(example.tokens[example.attendTo[i]]), pct: share(roundRow(row)[best]), pattern: t('training.pattern.' + c.taskId) };
    return t(best === example.attendTo[i] ? 'training.learned-yes' : 'training.learned-not-yet', params);
  }

  function accuracyText(evaluation) {
    if (!evaluation) return t('training.accuracy-none');
    const params = { count: evaluation.examples, prediction: share(single(evaluation.predictionAccuracy)),
      head: String(evaluation.bestHead + 1), attention: share(single(evaluation.headAttentionAccuracy[evaluation.bestHead])) };
    if (evaluation.pronounAccuracy !== null) params.pronoun = share(single(evaluation.pronounAccuracy));
    return t(evaluation.pronounAccuracy !== null ? 'training.accuracy-pronoun' : 'training.accuracy', params);
  }

  function render() {
    const example = c.example();
    const pass = c.forward();
    if (taskSelect.value !== c.taskId) taskSelect.value = c.taskId;
    if (container.getRootNode().activeElement !== seed) seed.value = c.seed;
    seedHelp.textContent = c.seedError ? t('training.seed-bad', { seed: c.seed }) : t('training.seed-help');
    seedHelp.classList.toggle('is-error', Boolean(c.seedError));
    const shape = c.taskId + '|' + c.examples.length;
    if (exampleSelect.dataset.shape !== shape) {
      exampleSelect.dataset.shape = shape;
      replace(exampleSelect, c.examples.map((x, i) => h('option', { value: String(i), text: x.tokens.join(' ') })));
    }
    exampleSelect.value = String(c.exampleIndex);
    description.textContent = has('training.describe.' + c.taskId) ? t('training.describe.' + c.taskId) : c.task().description;
    play.setAttribute('aria-pressed', c.running ? 'true' : 'false');
    stepCount.textContent = t('training.step-count', { count: c.state.step });
    stepCount.dataset.step = String(c.state.step);
    speed.textContent = t('training.speed', { rate: String(Math.round(c.stepsPerSecond)) });
    speed.dataset.rate = String(c.stepsPerSecond);
    plot.render(c.losses);
    heatTitle.textContent = t('training.heatmap-title', { n: String(c.head + 1) });
    heatmap(example, pass.heads[c.head].weights);
    learned.textContent = learnedText(example, pass, c.evaluation);
    accuracy.textContent = accuracyText(c.evaluation);
    const showing = actions.showsLearned();
    useLearned.disabled = showing;
    useLearnedHow.textContent = t(showing ? 'training.use-learned-on' : 'training.use-learned-how');
    if (c.evaluation) {
      accuracy.dataset.prediction = String(c.evaluation.predictionAccuracy);
      accuracy.dataset.pronoun = c.evaluation.pronounAccuracy === null ? '' : String(c.evaluation.pronounAccuracy);
    } else {
      delete accuracy.dataset.prediction;
      delete accuracy.dataset.pronoun;
    }
    // The projection's 300-odd numbers are redrawn less often while training.
    const now = performance.now();
    if (!c.running || now - projectionAt > PROJECTION_EVERY_MS) {
      projectionAt = now;
      projection.render(pass);
    }
  }
  let projectionAt = 0;

  return { render };
}
