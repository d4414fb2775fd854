// The loss curve of live training: an SVG line of the batch losses (averaged
// into at most POINTS buckets), with labelled axes and the current loss as text.
import { h } from '../lib/dom.js';
import { svgElement } from '../lib/svg-element.js';

const W = 320;
const H = 150;
const PAD = { left: 44, right: 10, top: 10, bottom: 34 };
const POINTS = 240;

function svg(tag, attributes, text) {
  const element = svgElement(tag);
  for (const name of Object.keys(attributes || {})) element.setAttribute(name, String(attributes[name]));
  if (text !== undefined) element.textContent = text;
  return element;
}

const RECENT = 10;

// Bucket means: [{ step, loss }] with at most POINTS entries.
function buckets(losses) {
  const size = Math.max(1, Math.ceil(losses.length / POINTS));
  const out = [];
  for (let start = 0; start < losses.length; start += size) {
    let sum = 0;
    const end = Math.min(losses.length, start + size);
    for (let i = start; i < end; i += 1) sum += losses[i];
    out.push({ step: end, loss: sum / (end - start) });
  }
  return out;
}

export function lossPlot(container, actions) {
  const { t, num } = actions;
  const line = svg('polyline', { class: 'loss-line', fill: 'none', points: '' });
  const yTop = svg('text', { class: 'loss-tick', x: PAD.left - 6, y: PAD.top + 4, 'text-anchor': 'end' }, '');
  const xEnd = svg('text', { class: 'loss-tick', x: W - PAD.right, y: H - PAD.bottom + 14, 'text-anchor': 'end' }, '');
  const title = svg('title', {}, t('training.plot-label'));
  const plot = svg('svg', { class: 'loss-plot', viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': t('training.plot-label') }, undefined);
  plot.append(title,
    svg('line', { class: 'loss-axis', x1: PAD.left, y1: PAD.top, x2: PAD.left, y2: H - PAD.bottom }),
    svg('line', { class: 'loss-axis', x1: PAD.left, y1: H - PAD.bottom, x2: W - PAD.right, y2: H - PAD.bottom }),
    svg('text', { class: 'loss-tick', x: PAD.left - 6, y: H - PAD.bottom + 4, 'text-anchor': 'end' }, '0'),
    svg('text', { class: 'loss-tick', x: PAD.left, y: H - PAD.bottom + 14, 'text-anchor': 'middle' }, '0'),
    yTop, xEnd,
    svg('text', { class: 'loss-axis-label', x: (PAD.left + W - PAD.right) / 2, y: H - 4, 'text-anchor': 'middle' }, t('training.axis-step')),
    svg('text', { class: 'loss-axis-label', x: 12, y: (PAD.top + H - PAD.bottom) / 2, 'text-anchor': 'middle',
      transform: `rotate(-90 12 ${(PAD.top + H - PAD.bottom) / 2})` }, t('training.axis-loss')),
    line);
  const now = h('p', { class: 'loss-now', 'data-loss': '' });
  container.append(plot, now);

  function render(losses) {
    const points = buckets(losses);
    container.dataset.points = String(points.length);
    if (!points.length) {
      line.setAttribute('points', '');
      yTop.textContent = '';
      xEnd.textContent = '';
      now.textContent = t('training.loss-none');
      now.dataset.loss = '';
      now.dataset.recent = '';
      return;
    }
    const top = Math.max(...points.map((p) => p.loss), 1e-9);
    const last = losses.length;
    const x = (s) => PAD.left + (W - PAD.left - PAD.right) * (last > 1 ? (s - 1) / (last - 1) : 1);
    const y = (l) => H - PAD.bottom - (H - PAD.top - PAD.bottom) * (l / top);
    line.setAttribute('points', points.map((p) => `${x(p.step).toFixed(1)},${y(p.loss).toFixed(1)}`).join(' '));
    yTop.textContent = num(top);
    xEnd.textContent = String(last);
    const current = points[points.length - 1].loss;
    now.dataset.loss = String(current);
    // the mean of the last RECENT batch losses (the node tests' measure), for tests and curious people
    const recent = losses.slice(-RECENT);
    now.dataset.recent = String(recent.reduce((a, b) => a + b, 0) / recent.length);
    now.textContent = t('training.loss-now', { loss: num(current), steps: String(last) });
  }

  return { render };
}
