// The heatmap of a long sentence, drawn on a <canvas>: a token × token grid
// of one head's softmax percentages (rows = queries, columns = keys) that
// stays fluid for thousands of tokens. Only the cells on screen are drawn, at
// the screen's pixel density, once per animation frame at most (on scroll,
// hover, resize or new numbers); rows come from the view model's row(), which
// computes a row the first time it is asked for.
//
// Its DOM is a handful of nodes whatever the length: a scroll box holding a
// sticky canvas (the viewport) and a spacer (the full grid's size, so the
// scroll bars, the wheel and touch scrolling are the browser's own), a
// readout, a hint and a toggle for numbers in the cells.
// Numbers are never colour only: pointing at a cell, or moving the cell
// cursor with the arrow keys on the focused canvas, writes the query, the key
// and the percentage in the readout (aria-live polite), with the row's
// summary ("Row “it”: most attention to “cat” (99.9%)"). Enter (or a click)
// makes the row's word the focus; the cursor row follows the focus.
//
//   const grid = heatmapCanvas(actions)   // grid.element: put it in the page
//   grid.render(vm, t)                             // t(key, params): the widget's language
import { h } from './dom.js';
import * as I from './i18n.js';
import { light } from './palette.js';

// Cell sizes in CSS pixels: with numbers, or small (more of the grid at once).
const SIZES = { numbers: { w: 40, h: 26, font: 12 }, small: { w: 14, h: 14, font: 11 } };
const TOP = 74;             // the column labels' band
const MAX_VIEW = 480;       // the scroll box's greatest height
function cellText(weight) {
  const percent = weight * 100;
  if (percent > 0 && percent < 0.5) return '<1';
  return String(Math.round(percent));
}

// A weight's shade, 0-9: linear (0-9%, 10-19%, ... as the table) up to
// LOG_AFTER tokens; beyond, where a word's share is often a fraction of a
// percent, a log scale: 0.01% or less is 0, each power of ten 2.5 shades.
const LOG_AFTER = 40;
const LOG_TICKS = [0.0001, 0.001, 0.01, 0.1, 1];
const LINEAR_TICKS = [0, 0.25, 0.5, 0.75, 1];
function shade(weight, log) {
  const k = !log ? weight * 10 : weight <= 1e-4 ? 0 : (Math.log10(weight) + 4) * 2.5;
  return Math.max(0, Math.min(9, Math.floor(k)));
}

// The sentences that say a heatmap's numbers (the canvas's readout, the
// table's summary). map: vm.heatmap; t(key, params) in the widget's language.
function word(map, t, p) { return t('heatmap.word', { text: map.tokens[p], n: String(p + 1) }); }

// "Query “it” (word 8) → key “cat” (word 2): 99.9%." (c -1: the sink)
// A share as a percentage; one too small to show with one decimal says so.
function share(t, lang, w) {
  return w > 0 && w < 0.0005 ? t('heatmap.below', { pct: I.pct(lang, 0.001) }) : I.pct(lang, w);
}

function cellSentence(map, t, lang, r, c) {
  const row = map.row(r);
  const pct = (w) => share(t, lang, w);
  if (c === -1) return t('heatmap.cell-sink', { query: word(map, t, r), pct: pct(row.sink) });
  if (c >= row.seen) return t('heatmap.cell-masked', { query: word(map, t, r), key: word(map, t, c), pct: pct(0) });
  return t('heatmap.cell', { query: word(map, t, r), key: word(map, t, c), pct: pct(row.weights[c]) });
}

// "Row “it” (word 8): most attention to “cat” (word 2), 99.9%."
function rowSentence(map, t, lang, r) {
  const row = map.row(r);
  const pct = (w) => share(t, lang, w);
  let text = !row.best ? '' : row.best.sink
    ? t('heatmap.row-best-sink', { query: word(map, t, r), pct: pct(row.best.weight) })
    : t('heatmap.row-best', { query: word(map, t, r), key: word(map, t, row.best.position), pct: pct(row.best.weight) });
  if (map.idle[r]) text += ' ' + t('heatmap.row-idle', { query: word(map, t, r) });
  return text;
}

export const heatmapText = Object.freeze({ word, cell: cellSentence, row: rowSentence });

export function heatmapCanvas(actions) {
  const canvas = h('canvas', { class: 'heatmap-canvas', tabindex: 0, role: 'application',
    'data-key': 'heatmap-canvas', 'aria-describedby': 'heatmap-help heatmap-readout' });
  const spacer = h('div', { class: 'heatmap-spacer', 'aria-hidden': 'true' });
  const scroller = h('div', { class: 'heatmap-scroll' }, [canvas, spacer]);
  const numbers = h('button', { type: 'button', class: 'button small', 'data-key': 'heatmap-numbers', 'aria-pressed': 'false',
    on: { click: () => { userSize = size === 'numbers' ? 'small' : 'numbers'; layout(); reveal(cursor.r, cursor.c); } } });
  const help = h('p', { class: 'hint heatmap-help', id: 'heatmap-help' });
  const legendText = h('span', { class: 'visually-hidden' });
  const ticks = h('span', { class: 'heatmap-legend-ticks', 'aria-hidden': 'true' }); // spread out by text-align-last
  const legend = h('p', { class: 'heatmap-legend' }, [
    h('span', { class: 'heatmap-legend-bar', 'aria-hidden': 'true' }), ticks, legendText]);
  const element = h('div', { class: 'heatmap-long' }, [help, h('div', { class: 'heatmap-tools' }, [numbers, legend]), scroller]);
  // Live while the canvas has the keyboard focus (the cursor's cells are
  // announced), quiet otherwise (the widget announces changes itself).
  const readout = h('p', { class: 'heatmap-readout', id: 'heatmap-readout', 'aria-atomic': 'true' });

  let map = null;           // vm.heatmap
  let vm = null;
  let t = (key) => key;
  let shape = '';
  let size = 'small';
  let userSize = null;      // the learner's choice of cell size, kept while the sentence stays
  let left = 100;           // the row labels' band (measured from the labels)
  let sinkWidth = 0;
  let hover = null;         // { r, c } under the pointer (c -1: the sink; c null: the row label)
  let cursor = { r: 0, c: 0 };
  let focusShown = -1;
  let frame = 0;
  let colours = null; // read from the stylesheet on every draw (readColours)
  let font = 'system-ui, sans-serif';
  let labelCache = new Map();
  let log = false;

  const cellW = () => SIZES[size].w;
  const cellH = () => SIZES[size].h;
  const gridLeft = () => left + sinkWidth;

  function schedule() {
    if (!frame) frame = requestAnimationFrame(() => { frame = 0; draw(); });
  }

  // ------------------------------------------------------------ reading the model

  const cellSentence = (r, c) => heatmapText.cell(map, t, vm.lang, r, c);
  const rowSentence = (r) => heatmapText.row(map, t, vm.lang, r);

  function updateReadout() {
    if (!map) return;
    const at = hover || ((typeof document === 'object') && canvas.getRootNode().activeElement === canvas ? cursor : null);
    let text;
    if (!at) text = rowSentence(map.focusPosition) + ' ' + t('heatmap.readout-hint');
    else if (at.c === null) text = rowSentence(at.r);
    else text = cellSentence(at.r, at.c) + ' ' + rowSentence(at.r);
    if (readout.textContent !== text) readout.textContent = text;
  }

  // ------------------------------------------------------------ layout

  function readColours() {
    const style = getComputedStyle(canvas);
    // The stylesheet's colours (palette.js), as the page themes them; the light
    // value where a property cannot be read (a canvas not yet in the page).
    const own = (name) => (style.getPropertyValue(name) || '').trim();
    const read = (name) => own('--' + name) || light(name);
    colours = {
      heat: Array.from({ length: 10 }, (_, i) => read('ap-heat-' + i)),
      inkLight: own('--ap-heat-ink') || read('ink'), inkDark: read('ap-heat-ink-strong'),
      masked: read('ap-heat-masked'), maskedLine: read('ap-heat-masked-line'),
      card: read('card'), ink: read('ink'), muted: read('muted'), accent: read('accent'), ring: read('ring'), line: read('line'),
      gap: own('--ap-heat-gap') || read('card'),
    };
    font = style.fontFamily || font;
  }

  // The row labels' band fits the longest label (measured once per sentence),
  // within limits that leave room for cells on a phone.
  function measureLeft() {
    const ctx = canvas.getContext('2d');
    ctx.font = `${SIZES[size].font + 1}px ${font}`;
    let widest = 0;
    const seen = new Set();
    for (const text of [t('heatmap.corner-query'), t('heatmap.corner-key')].concat(map.tokens)) {
      if (seen.has(text)) continue;
      seen.add(text);
      widest = Math.max(widest, ctx.measureText(text).width);
      if (seen.size > 3000) break;
    }
    const room = Math.max(200, scroller.clientWidth || 300);
    left = Math.round(Math.min(Math.max(56, widest + 18), room < 480 ? 88 : 150));
  }

  let measured = '';
  function layout() {
    if (!map) return;
    size = userSize || (map.tokenCount <= LOG_AFTER ? 'numbers' : 'small');
    numbers.setAttribute('aria-pressed', size === 'numbers' ? 'true' : 'false');
    sinkWidth = map.sinkOn ? Math.max(cellW(), 30) : 0;
    const key = shape + '|' + size + '|' + (scroller.clientWidth < 480) + '|' + font;
    if (key !== measured) { // the labels' band and their shortened forms, once per sentence and size
      measured = key;
      labelCache = new Map();
      measureLeft();
    }
    const n = map.tokenCount;
    const width = gridLeft() + n * cellW();
    const height = TOP + n * cellH();
    spacer.style.width = width + 'px';
    spacer.style.height = height + 'px';
    scroller.style.height = Math.min(height + scrollbarRoom(), MAX_VIEW) + 'px';
    schedule();
  }

  function scrollbarRoom() { return scroller.offsetHeight - scroller.clientHeight || 0; }

  // Brings a cell (or a row, c null) into view inside the scroll box.
  function reveal(r, c) {
    const viewW = scroller.clientWidth - gridLeft();
    const viewH = scroller.clientHeight - TOP;
    const y = r * cellH();
    if (y < scroller.scrollTop) scroller.scrollTop = y;
    else if (y + cellH() > scroller.scrollTop + viewH) scroller.scrollTop = y + cellH() - viewH;
    if (c !== null && c >= 0) {
      const x = c * cellW();
      if (x < scroller.scrollLeft) scroller.scrollLeft = x;
      else if (x + cellW() > scroller.scrollLeft + viewW) scroller.scrollLeft = x + cellW() - viewW;
    }
  }

  // ------------------------------------------------------------ drawing

  function fitted(ctx, text, width, key) {
    const cacheKey = key + '|' + width;
    let out = labelCache.get(cacheKey);
    if (out !== undefined) return out;
    out = text;
    if (ctx.measureText(out).width > width) {
      let lo = 0;
      let hi = text.length;
      while (lo < hi) { // the longest prefix that fits with "…"
        const mid = (lo + hi + 1) >> 1;
        if (ctx.measureText(text.slice(0, mid) + '…').width <= width) lo = mid; else hi = mid - 1;
      }
      out = text.slice(0, lo) + '…';
    }
    if (labelCache.size > 5000) labelCache.clear();
    labelCache.set(cacheKey, out);
    return out;
  }

  function draw() {
    if (!map || element.hidden || !scroller.isConnected) return;
    const dpr = window.devicePixelRatio || 1;
    const viewW = scroller.clientWidth;
    const viewH = scroller.clientHeight;
    if (viewW === 0 || viewH === 0) return;
    if (canvas.width !== Math.round(viewW * dpr) || canvas.height !== Math.round(viewH * dpr)) {
      canvas.width = Math.round(viewW * dpr);
      canvas.height = Math.round(viewH * dpr);
      canvas.style.width = viewW + 'px';
      canvas.style.height = viewH + 'px';
      spacer.style.marginTop = -viewH + 'px';
    }
    readColours(); // every frame: a theme change needs no new numbers
    const ctx = canvas.getContext('2d');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = colours.card;
    ctx.fillRect(0, 0, viewW, viewH);

    const n = map.tokenCount;
    const cw = cellW();
    const ch = cellH();
    const x0 = gridLeft();
    const sx = scroller.scrollLeft;
    const sy = scroller.scrollTop;
    const firstCol = Math.max(0, Math.floor(sx / cw));
    const lastCol = Math.min(n - 1, Math.floor((sx + viewW - x0) / cw));
    const firstRow = Math.max(0, Math.floor(sy / ch));
    const lastRow = Math.min(n - 1, Math.floor((sy + viewH - TOP) / ch));
    const cx = (c) => x0 + c * cw - sx;
    const ry = (r) => TOP + r * ch - sy;
    const withNumbers = size === 'numbers';
    const fontSize = SIZES[size].font;
    const rows = [];
    for (let r = firstRow; r <= lastRow; r++) rows.push(map.row(r));

    // The cells, one path per shade; masked cells grey and hatched.
    ctx.save();
    ctx.beginPath();
    ctx.rect(x0, TOP, viewW - x0, viewH - TOP);
    ctx.clip();
    const buckets = colours.heat.map(() => []);
    const masked = [];
    for (let r = firstRow; r <= lastRow; r++) {
      const row = rows[r - firstRow];
      for (let c = firstCol; c <= lastCol; c++) {
        if (c >= row.seen) masked.push(r, c);
        else buckets[shade(row.weights[c], log)].push(r, c);
      }
    }
    buckets.forEach((cells, k) => {
      if (cells.length === 0) return;
      ctx.fillStyle = colours.heat[k];
      ctx.beginPath();
      for (let i = 0; i < cells.length; i += 2) ctx.rect(cx(cells[i + 1]), ry(cells[i]), cw - 1, ch - 1);
      ctx.fill();
    });
    if (masked.length) {
      ctx.fillStyle = colours.masked;
      ctx.beginPath();
      for (let i = 0; i < masked.length; i += 2) ctx.rect(cx(masked[i + 1]), ry(masked[i]), cw - 1, ch - 1);
      ctx.fill();
      ctx.strokeStyle = colours.maskedLine;
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let i = 0; i < masked.length; i += 2) { // one diagonal per masked cell
        const x = cx(masked[i + 1]);
        const y = ry(masked[i]);
        ctx.moveTo(x + 2, y + ch - 3);
        ctx.lineTo(x + cw - 3, y + 2);
      }
      ctx.stroke();
    }
    if (withNumbers) {
      ctx.font = `${fontSize}px ${font}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (let r = firstRow; r <= lastRow; r++) {
        const row = rows[r - firstRow];
        for (let c = firstCol; c <= lastCol; c++) {
          if (c >= row.seen) continue;
          ctx.fillStyle = shade(row.weights[c], log) >= 5 ? colours.inkDark : colours.inkLight;
          ctx.fillText(cellText(row.weights[c]), cx(c) + (cw - 1) / 2, ry(r) + (ch - 1) / 2 + 0.5);
        }
      }
    }
    ctx.restore();

    // The sink column, always in view next to the row labels.
    if (sinkWidth) {
      ctx.save();
      ctx.beginPath();
      ctx.rect(left, TOP, sinkWidth, viewH - TOP);
      ctx.clip();
      for (let r = firstRow; r <= lastRow; r++) {
        const w = rows[r - firstRow].sink;
        ctx.fillStyle = colours.heat[shade(w, log)];
        ctx.fillRect(left + 1, ry(r), sinkWidth - 3, ch - 1);
        if (withNumbers) {
          ctx.font = `${fontSize}px ${font}`;
          ctx.textAlign = 'center';
          ctx.textBaseline = 'middle';
          ctx.fillStyle = shade(w, log) >= 5 ? colours.inkDark : colours.inkLight;
          ctx.fillText(cellText(w), left + 1 + (sinkWidth - 3) / 2, ry(r) + (ch - 1) / 2 + 0.5);
        }
      }
      ctx.restore();
    }

    // The focus row: a line above and below it, across the grid.
    const fy = ry(map.focusPosition);
    if (fy + ch > TOP && fy < viewH) {
      ctx.save();
      ctx.beginPath();
      ctx.rect(left, TOP, viewW - left, viewH - TOP);
      ctx.clip();
      ctx.fillStyle = colours.ink;
      ctx.fillRect(left, fy - 1, viewW - left, 2);
      ctx.fillRect(left, fy + ch - 2, viewW - left, 2);
      ctx.restore();
    }

    // The cell under the pointer, and the cursor while the canvas has focus.
    const focused = canvas.getRootNode().activeElement === canvas;
    const outline = (at, colour, width) => {
      if (!at || at.c === null) return;
      const x = at.c === -1 ? left + 1 : cx(at.c);
      const w = at.c === -1 ? sinkWidth - 3 : cw - 1;
      const y = ry(at.r);
      if (at.c >= 0 && x < x0 - cw) return;
      ctx.save();
      ctx.beginPath();
      ctx.rect(at.c === -1 ? left : x0, TOP, viewW, viewH - TOP);
      ctx.clip();
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      ctx.strokeRect(x + width / 2 - 0.5, y + width / 2 - 0.5, w - width + 1, ch - width + 1);
      ctx.restore();
    };
    outline(hover, colours.ink, 2);
    if (focused) outline(cursor, colours.ring, 3);

    // The row labels (queries), right-aligned, the focus in bold.
    const active = hover || (focused ? cursor : null);
    ctx.fillStyle = colours.card;
    ctx.fillRect(0, TOP, left, viewH - TOP);
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, TOP, left, viewH - TOP);
    ctx.clip();
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    for (let r = firstRow; r <= lastRow; r++) {
      const isFocus = r === map.focusPosition;
      const lit = active && active.r === r;
      // Idle rows (their word asks nothing in this head): grey and slanted, not colour alone.
      const idle = map.idle[r] && !isFocus;
      const style = (idle ? 'italic ' : '') + (isFocus || lit ? '700 ' : '');
      ctx.font = `${style}${fontSize + 1}px ${font}`;
      ctx.fillStyle = isFocus ? colours.accent : idle ? colours.muted : colours.ink;
      ctx.fillText(fitted(ctx, map.tokens[r], left - 12, style + r), left - 8, ry(r) + ch / 2);
    }
    ctx.restore();

    // The column labels (keys), turned to read upwards.
    ctx.fillStyle = colours.card;
    ctx.fillRect(0, 0, viewW, TOP);
    ctx.save();
    ctx.beginPath();
    ctx.rect(x0, 0, viewW - x0, TOP);
    ctx.clip();
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    for (let c = firstCol; c <= lastCol; c++) {
      const lit = active && active.c === c;
      ctx.font = `${lit || c === map.focusPosition ? '700 ' : ''}${fontSize}px ${font}`;
      ctx.fillStyle = lit ? colours.accent : colours.ink;
      ctx.save();
      ctx.translate(cx(c) + cw / 2, TOP - 6);
      ctx.rotate(-Math.PI / 2);
      ctx.fillText(fitted(ctx, map.tokens[c], TOP - 10, (lit || c === map.focusPosition ? 'B' : 'R') + c), 0, 0);
      ctx.restore();
    }
    ctx.restore();
    if (sinkWidth) {
      ctx.save();
      ctx.font = `700 ${fontSize}px ${font}`;
      ctx.fillStyle = active && active.c === -1 ? colours.accent : colours.ink;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.translate(left + sinkWidth / 2, TOP - 6);
      ctx.rotate(-Math.PI / 2);
      ctx.fillText(fitted(ctx, t('heatmap.sink'), TOP - 10, 'sink'), 0, 0);
      ctx.restore();
    }
    // The corner: what the rows and the columns are.
    ctx.fillStyle = colours.muted;
    ctx.font = `${fontSize}px ${font}`;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(fitted(ctx, t('heatmap.corner-key'), left - 10, 'ck'), left - 8, TOP - 24);
    ctx.fillText(fitted(ctx, t('heatmap.corner-query'), left - 10, 'cq'), left - 8, TOP - 8);
    // Lines under the labels and beside them.
    ctx.fillStyle = colours.line;
    ctx.fillRect(0, TOP - 1, viewW, 1);
    ctx.fillRect(left - 1, 0, 1, viewH);
    if (sinkWidth) ctx.fillRect(x0 - 1, TOP, 1, viewH - TOP);
  }

  // ------------------------------------------------------------ pointer and keys

  // The cell at a point of the canvas (CSS pixels), or null.
  function hit(x, y) {
    if (!map || y < TOP) return null;
    const r = Math.floor((y - TOP + scroller.scrollTop) / cellH());
    if (r < 0 || r >= map.tokenCount) return null;
    if (x < left) return { r, c: null };
    if (x < gridLeft()) return { r, c: -1 };
    const c = Math.floor((x - gridLeft() + scroller.scrollLeft) / cellW());
    return c >= 0 && c < map.tokenCount ? { r, c } : null;
  }

  function same(a, b) { return a === b || (a && b && a.r === b.r && a.c === b.c); }

  function point(event) {
    const box = canvas.getBoundingClientRect();
    const at = hit(event.clientX - box.left, event.clientY - box.top);
    if (same(at, hover)) return;
    hover = at;
    updateReadout();
    schedule();
  }

  canvas.addEventListener('pointermove', point);
  canvas.addEventListener('pointerleave', () => { hover = null; updateReadout(); schedule(); });
  canvas.addEventListener('click', (event) => {
    const box = canvas.getBoundingClientRect();
    const at = hit(event.clientX - box.left, event.clientY - box.top);
    if (!at) return;
    cursor = { r: at.r, c: at.c === null ? cursor.c : at.c };
    if (at.r !== map.focusPosition) actions.focus(map.indices[at.r]);
    updateReadout();
    schedule();
  });
  canvas.addEventListener('focus', () => { readout.setAttribute('aria-live', 'polite'); updateReadout(); schedule(); });
  canvas.addEventListener('blur', () => { readout.removeAttribute('aria-live'); updateReadout(); schedule(); });
  canvas.addEventListener('keydown', (event) => {
    if (!map || event.altKey || event.metaKey) return;
    const n = map.tokenCount;
    const page = Math.max(1, Math.floor((scroller.clientHeight - TOP) / cellH()) - 1);
    const minC = map.sinkOn ? -1 : 0;
    let { r, c } = cursor;
    switch (event.key) {
      case 'ArrowUp': r -= 1; break;
      case 'ArrowDown': r += 1; break;
      case 'ArrowLeft': c -= 1; break;
      case 'ArrowRight': c += 1; break;
      case 'PageUp': r -= page; break;
      case 'PageDown': r += page; break;
      case 'Home': if (event.ctrlKey) r = 0; c = minC; break;
      case 'End': if (event.ctrlKey) r = n - 1; c = n - 1; break;
      case 'Enter': case ' ':
        event.preventDefault();
        if (cursor.r !== map.focusPosition) actions.focus(map.indices[cursor.r]);
        return;
      default: return;
    }
    event.preventDefault();
    cursor = { r: Math.max(0, Math.min(n - 1, r)), c: Math.max(minC, Math.min(n - 1, c)) };
    hover = null;
    reveal(cursor.r, cursor.c);
    updateReadout();
    schedule();
  });
  scroller.addEventListener('scroll', () => {
    hover = null; // what is under the pointer has moved; the next pointermove says what
    schedule();
  }, { passive: true });
  if (window.ResizeObserver) {
    let lastWidth = -1;
    new window.ResizeObserver(() => {
      if (scroller.clientWidth !== lastWidth && map) { lastWidth = scroller.clientWidth; layout(); }
      schedule();
    }).observe(scroller);
  }

  // ------------------------------------------------------------ render

  function render(nextVm, translate) {
    vm = nextVm;
    map = vm.heatmap;
    t = translate;
    const head = vm.heads[map.head];
    readColours();
    const nextShape = vm.scenario.key + '|' + map.tokenCount + '|' + map.indices.join(',');
    const reshaped = nextShape !== shape;
    if (reshaped) {
      shape = nextShape;
      userSize = null;
      focusShown = -1;
      hover = null;
    }
    layout();
    log = map.tokenCount > LOG_AFTER;
    const tickPct = (x) => I.pctShort(vm.lang, x);
    const tickTexts = (log ? LOG_TICKS : LINEAR_TICKS).map(tickPct);
    ticks.textContent = tickTexts.map((x) => x.replace(/ /g, '\u00a0')).join(' '); // "25 %" stays in one piece
    legendText.textContent = t(log ? 'heatmap.legend-log' : 'heatmap.legend-linear', { ticks: tickTexts.join(', ') });
    help.textContent = t('heatmap.canvas-help');
    numbers.textContent = t('heatmap.numbers-toggle');
    canvas.setAttribute('aria-label', t('heatmap.canvas-label', { head: head.label, count: String(map.tokenCount) }));
    canvas.setAttribute('aria-roledescription', t('heatmap.canvas-role'));
    if (focusShown !== map.focusPosition) {
      // The cursor row follows the focus token; a new focus is brought into view.
      focusShown = map.focusPosition;
      const best = map.row(map.focusPosition).best;
      const c = cursor.c === -1 && map.sinkOn ? -1 : best && !best.sink ? best.position : Math.min(cursor.c, map.tokenCount - 1);
      cursor = { r: map.focusPosition, c: Math.max(map.sinkOn ? -1 : 0, c) };
      reveal(cursor.r, reshaped ? cursor.c : null);
      if (reshaped) scroller.scrollTop = Math.max(0, cursor.r * cellH() - (scroller.clientHeight - TOP) / 2);
    }
    if (cursor.r >= map.tokenCount || cursor.c >= map.tokenCount) cursor = { r: map.focusPosition, c: 0 };
    if (cursor.c < 0 && !map.sinkOn) cursor = { r: cursor.r, c: 0 };
    updateReadout();
    schedule();
  }

  return { element, readout, canvas, render, draw };
}
