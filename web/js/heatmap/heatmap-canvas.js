// The heatmap of a long sentence, drawn on a <canvas>: a token × token grid
// of one head's softmax percentages (rows = queries, columns = keys) that
// stays fluid for thousands of tokens. Only the cells on screen are drawn, at
// the screen's pixel density, once per animation frame at most (on scroll,
// hover, resize or new numbers); the rows are the view model's (vm.heatmap.grid:
// the focus row and the rows on screen when it was made), and rows scrolled
// to since are asked of the element in one call (actions.heatmapRows).
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
// In a right-to-left widget the grid is mirrored, as its table is: the row
// labels on the right, the first key next to them and the later ones to the
// left (heatmap-paint.js mirrors the drawing; the pointer, the keys and the
// scroll position are read the same way round here).
//
//   const grid = heatmapCanvas(actions)   // grid.element: put it in the page
//   grid.render(vm, t)                             // t(key, params): the widget's language
import { h } from '../lib/dom.js';
import { FONT } from '../style/font.js';
import { fittedIn, paintGrid, visibleRows } from './heatmap-paint.js';
import { LINEAR_TICKS, LOG_AFTER, LOG_TICKS, heatmapText } from './heatmap-text.js';
import './heatmap-rows.js'; // a long sentence's rows, which only the canvas draws
import * as I from '../i18n/i18n.js';
import { light } from '../style/palette.js';
import './heatmap-words.js'; // the words it writes

// Cell sizes in CSS pixels: with numbers, or small (more of the grid at once).
const SIZES = { numbers: { w: 40, h: 26, font: 12 }, small: { w: 14, h: 14, font: 11 } };
const TOP = 74;             // the column labels' band
const MAX_VIEW = 480;       // the scroll box's greatest height

// readout: the <p> that says the focus row (or the cell under the cursor) in
// words; view-heatmap.js owns it, as the table shows it too. It is live while
// the canvas has the keyboard focus (the cursor's cells are announced), quiet
// otherwise (the widget announces changes itself).
export function heatmapCanvas(actions, readout) {
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
  let map = null;           // vm.heatmap
  let rows = [];            // rows[r]: query r's row, from map.grid and actions.heatmapRows
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
  let font = FONT; // the stylesheet's, once it can be read (readColours)
  let labelCache = new Map();
  const fitted = (ctx, text, width, key) => fittedIn(labelCache, ctx, text, width, key);
  let log = false;
  let rtl = false; // the widget reads right to left: the grid is drawn mirrored (readColours)

  const cellW = () => SIZES[size].w;
  const cellH = () => SIZES[size].h;
  const gridLeft = () => left + sinkWidth;
  // How far the grid is scrolled from its first key: a right-to-left box scrolls to negative scrollLeft.
  const scrollX = () => (rtl ? -scroller.scrollLeft : scroller.scrollLeft);
  const scrollXTo = (x) => { scroller.scrollLeft = rtl ? -x : x; };

  function schedule() {
    if (!frame) frame = requestAnimationFrame(() => { frame = 0; draw(); });
  }

  // ------------------------------------------------------------ reading the model

  // Whether the rows first..last are here, once the ones missing were asked for
  // (not when the numbers have changed since map was made: its next drawing has them).
  function have(first, last) {
    let missing = false;
    for (let r = first; r <= last && !missing; r++) missing = !rows[r];
    if (!missing) return true;
    const got = map.key ? actions.heatmapRows(map.key, first, last) : null;
    if (!got) return false;
    got.rows.forEach((row, k) => { rows[got.first + k] = row; });
    return got.first <= first && got.first + got.rows.length > last;
  }
  const onScreen = () => visibleRows(map.tokenCount, scroller.scrollTop, scroller.clientHeight, TOP, cellH());
  // Query r's row for the readout, asked for with the rows on screen if it is one of them.
  function rowOf(r) {
    const v = onScreen();
    if (!rows[r]) { if (r >= v.first && r <= v.last) have(v.first, v.last); else have(r, r); }
    return rows[r];
  }

  const cellSentence = (r, c) => heatmapText.cell(map, t, vm.lang, r, c, rowOf(r));
  const rowSentence = (r) => heatmapText.row(map, t, vm.lang, r, rowOf(r));

  function updateReadout() {
    if (!map) return;
    const at = hover || ((typeof document === 'object') && canvas.getRootNode().activeElement === canvas ? cursor : null);
    let text;
    if (at && !rowOf(at.r)) return; // said once its row is here (the next drawing)
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
    rtl = style.direction === 'rtl';
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
    // "Scroll the grid" only while it is bigger than its box.
    const scrolls = width > scroller.clientWidth + 1 || height + scrollbarRoom() > MAX_VIEW;
    help.textContent = (scrolls ? t('heatmap.canvas-scroll') + ' ' : '') + t('heatmap.canvas-help');
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
      if (x < scrollX()) scrollXTo(x);
      else if (x + cellW() > scrollX() + viewW) scrollXTo(x + cellW() - viewW);
    }
  }

  // ------------------------------------------------------------ drawing

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
    const shown = onScreen();
    if (!have(shown.first, shown.last)) return; // new numbers are on their way, and draw again
    readColours(); // every frame: a theme change needs no new numbers
    const ctx = canvas.getContext('2d');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    paintGrid(ctx, {
      map, rows, t, colours, font, log, left, sinkWidth, viewW, viewH, top: TOP,
      cw: cellW(), ch: cellH(), fontSize: SIZES[size].font, withNumbers: size === 'numbers',
      sx: scrollX(), sy: scroller.scrollTop, rtl,
      hover, cursor, focused: canvas.getRootNode().activeElement === canvas, fit: fitted,
    });
  }

  // ------------------------------------------------------------ pointer and keys

  // The cell at a point of the canvas (CSS pixels from its left edge), or null.
  function hit(pointX, y) {
    if (!map || y < TOP) return null;
    const x = rtl ? scroller.clientWidth - pointX : pointX; // from the labels' side
    const r = Math.floor((y - TOP + scroller.scrollTop) / cellH());
    if (r < 0 || r >= map.tokenCount) return null;
    if (x < left) return { r, c: null };
    if (x < gridLeft()) return { r, c: -1 };
    const c = Math.floor((x - gridLeft() + scrollX()) / cellW());
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
      case 'ArrowLeft': c += rtl ? 1 : -1; break;
      case 'ArrowRight': c += rtl ? -1 : 1; break;
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
    rows = map.grid.slice();
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
    numbers.textContent = t('heatmap.numbers-toggle');
    canvas.setAttribute('aria-label', t('heatmap.canvas-label', { head: head.label, count: String(map.tokenCount) }));
    canvas.setAttribute('aria-roledescription', t('heatmap.canvas-role'));
    if (focusShown !== map.focusPosition) {
      // The cursor row follows the focus token; a new focus is brought into view.
      focusShown = map.focusPosition;
      const focusRow = rowOf(map.focusPosition);
      const best = focusRow && focusRow.best;
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

  return { element, canvas, render, draw };
}
