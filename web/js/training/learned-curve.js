// The loss curve of the learned step's training: a small line of the loss as
// the steps go by (learned-model.js curve: at most 60 points), from its first
// value down. Drawn only: the loss is said in words beside it (view-learned.js).
import { h } from '../lib/dom.js';
import { svgElement } from '../lib/svg-element.js';

const W = 240;
const H = 56;

export function lossCurve(label) {
  const line = svgElement('polyline');
  line.setAttribute('class', 'learned-curve-line');
  line.setAttribute('fill', 'none');
  const plot = svgElement('svg');
  plot.setAttribute('viewBox', `0 0 ${W} ${H}`);
  plot.setAttribute('class', 'learned-curve');
  plot.setAttribute('aria-hidden', 'true');
  plot.setAttribute('focusable', 'false');
  const base = svgElement('line');
  base.setAttribute('class', 'learned-curve-axis');
  for (const [k, v] of [['x1', 0], ['y1', H - 1], ['x2', W], ['y2', H - 1]]) base.setAttribute(k, String(v));
  plot.append(base, line);
  const node = h('div', { class: 'learned-curve-box', title: label }, [plot]);
  let drawn = '';
  return {
    node,
    // points: [{ step, loss }]; top: the loss at the start (the curve's height).
    update(points, top) {
      node.hidden = points.length < 2;
      if (points.length < 2) return;
      const most = Math.max(top || 0, ...points.map((p) => p.loss));
      const last = points[points.length - 1].step;
      const at = points.map((p) => `${((p.step / last) * W).toFixed(1)},${(H - 2 - (p.loss / most) * (H - 4)).toFixed(1)}`).join(' ');
      if (at !== drawn) line.setAttribute('points', (drawn = at));
    },
  };
}
