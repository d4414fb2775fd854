// Paints the long heatmap's viewport onto its canvas: only the cells on screen
// (one path per shade; masked cells grey and hatched; numbers when the cells
// are big enough), the sink's column, the focus row's lines, the cell under the
// pointer and the keyboard cursor, then the row and column labels. Pure
// drawing: heatmap-canvas.js owns the state and says what to draw (g).
// Right to left (g.rtl), the whole grid is drawn mirrored (x becomes
// viewW − x: the row labels on the right, the first key beside them, the
// causal triangle's "before" to the right), and every text turned back the
// right way round where it is written (write, turned).
import { cellText, shade } from './heatmap-text.js';
import './heatmap-words.js'; // the words it writes

// The longest prefix of `text` that fits `width` with "…", measured once per
// label and width (cache: a Map the canvas keeps while the sentence stays).
export function fittedIn(cache, ctx, text, width, key) {
  const cacheKey = key + '|' + width;
  let out = cache.get(cacheKey);
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
  if (cache.size > 5000) cache.clear();
  cache.set(cacheKey, out);
  return out;
}

// g: { map, rows, t, colours, font, log, left, sinkWidth, viewW, viewH, top, cw, ch,
//      fontSize, withNumbers, sx, sy, rtl, hover, cursor, focused, fit(ctx, text, width, key) }
// rows[r]: query r's row, there for every row on screen (visibleRows).
// The steps in the order they are drawn, each over the ones before it.
export function paintGrid(ctx, g) {
  const { colours, viewW, viewH, sinkWidth, hover, cursor, focused } = g;
  if (g.rtl) ctx.transform(-1, 0, 0, 1, viewW, 0); // mirrored: x → viewW − x
  ctx.fillStyle = colours.card;
  ctx.fillRect(0, 0, viewW, viewH);
  const v = viewport(g);
  paintCells(ctx, g, v);
  if (sinkWidth) paintSinkColumn(ctx, g, v);
  paintFocusLines(ctx, g, v);
  outlineCell(ctx, g, v, hover, colours.ink, 2);
  if (focused) outlineCell(ctx, g, v, cursor, colours.ring, 3);
  const active = hover || (focused ? cursor : null);
  paintRowLabels(ctx, g, v, active);
  paintColumnLabels(ctx, g, v, active);
  if (sinkWidth) paintSinkLabel(ctx, g, active);
  paintCorner(ctx, g);
  paintRules(ctx, g, v);
}

// The rows on screen at a scroll position: { first, last }.
export function visibleRows(n, sy, viewH, top, ch) {
  return { first: Math.max(0, Math.floor(sy / ch)), last: Math.min(n - 1, Math.floor((sy + viewH - top) / ch)) };
}

// The rows and columns on screen, where each lands (cx, ry) and the rows' numbers.
function viewport(g) {
  const { map, left, sinkWidth, viewW, viewH, cw, ch, sx, sy } = g;
  const n = map.tokenCount;
  const x0 = left + sinkWidth;
  const { first: firstRow, last: lastRow } = visibleRows(n, sy, viewH, g.top, ch);
  const rows = g.rows.slice(firstRow, lastRow + 1);
  return {
    x0, firstRow, lastRow, rows,
    firstCol: Math.max(0, Math.floor(sx / cw)),
    lastCol: Math.min(n - 1, Math.floor((sx + viewW - x0) / cw)),
    cx: (c) => x0 + c * cw - sx,
    ry: (r) => g.top + r * ch - sy,
  };
}

// The ink of a number on a cell of weight w: the strong ink from the sixth shade on.
function inkOn(g, w) {
  return shade(w, g.log) >= 5 ? g.colours.inkDark : g.colours.inkLight;
}

// Text anchored at (x, y), aligned as in a left-to-right grid ('left',
// 'right' or 'center'); in a mirrored one it is turned back to read the right
// way round, its alignment swapped so that it keeps to the same side of the cells.
function write(ctx, g, text, x, y, align) {
  if (!g.rtl) {
    ctx.textAlign = align;
    ctx.fillText(text, x, y);
    return;
  }
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(-1, 1);
  ctx.textAlign = align === 'left' ? 'right' : align === 'right' ? 'left' : align;
  ctx.fillText(text, 0, 0);
  ctx.restore();
}

// After translating to a turned label's anchor: unmirrors it in a mirrored grid.
function turned(ctx, g) {
  if (g.rtl) ctx.scale(-1, 1);
}

function textStyle(ctx, font, align, baseline) {
  ctx.font = font;
  ctx.textAlign = align;
  ctx.textBaseline = baseline;
}

// Saves the context and clips it to a rectangle: the caller restores it.
function clipTo(ctx, x, y, w, h) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
}

// The cells, one path per shade; masked cells grey and hatched; their numbers.
function paintCells(ctx, g, v) {
  const { colours, viewW, viewH } = g;
  clipTo(ctx, v.x0, g.top, viewW - v.x0, viewH - g.top);
  const { buckets, masked } = cellsByShade(g, v);
  buckets.forEach((cells, k) => {
    if (cells.length) fillCells(ctx, g, v, cells, colours.heat[k]);
  });
  if (masked.length) {
    fillCells(ctx, g, v, masked, colours.masked);
    hatch(ctx, g, v, masked);
  }
  if (g.withNumbers) writeCellNumbers(ctx, g, v);
  ctx.restore();
}

// The cells on screen sorted by what they are drawn with: [r, c, r, c, ...] per
// shade, and the masked ones (keys the query cannot see).
function cellsByShade(g, v) {
  const buckets = g.colours.heat.map(() => []);
  const masked = [];
  for (let r = v.firstRow; r <= v.lastRow; r++) {
    const row = v.rows[r - v.firstRow];
    for (let c = v.firstCol; c <= v.lastCol; c++) {
      if (c >= row.seen) masked.push(r, c);
      else buckets[shade(row.weights[c], g.log)].push(r, c);
    }
  }
  return { buckets, masked };
}

function fillCells(ctx, g, v, cells, colour) {
  ctx.fillStyle = colour;
  ctx.beginPath();
  for (let i = 0; i < cells.length; i += 2) ctx.rect(v.cx(cells[i + 1]), v.ry(cells[i]), g.cw - 1, g.ch - 1);
  ctx.fill();
}

// One diagonal per masked cell, so a masked cell is not told by its grey alone.
function hatch(ctx, g, v, masked) {
  const { cw, ch } = g;
  ctx.strokeStyle = g.colours.maskedLine;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let i = 0; i < masked.length; i += 2) {
    const x = v.cx(masked[i + 1]);
    const y = v.ry(masked[i]);
    ctx.moveTo(x + 2, y + ch - 3);
    ctx.lineTo(x + cw - 3, y + 2);
  }
  ctx.stroke();
}

function writeCellNumbers(ctx, g, v) {
  const { cw, ch } = g;
  textStyle(ctx, `${g.fontSize}px ${g.font}`, 'center', 'middle');
  ctx.direction = 'ltr'; // "<1" in a right-to-left grid too (paintCells restores the context)
  for (let r = v.firstRow; r <= v.lastRow; r++) {
    const row = v.rows[r - v.firstRow];
    for (let c = v.firstCol; c <= v.lastCol; c++) {
      if (c >= row.seen) continue;
      ctx.fillStyle = inkOn(g, row.weights[c]);
      write(ctx, g, cellText(row.cells[c]), v.cx(c) + (cw - 1) / 2, v.ry(r) + (ch - 1) / 2 + 0.5, 'center');
    }
  }
}

// The sink column, always in view next to the row labels.
function paintSinkColumn(ctx, g, v) {
  const { left, sinkWidth, ch } = g;
  clipTo(ctx, left, g.top, sinkWidth, g.viewH - g.top);
  for (let r = v.firstRow; r <= v.lastRow; r++) {
    const w = v.rows[r - v.firstRow].sink;
    const sinkShare = v.rows[r - v.firstRow].sinkCell;
    ctx.fillStyle = g.colours.heat[shade(w, g.log)];
    ctx.fillRect(left + 1, v.ry(r), sinkWidth - 3, ch - 1);
    if (g.withNumbers) {
      textStyle(ctx, `${g.fontSize}px ${g.font}`, 'center', 'middle');
      ctx.direction = 'ltr';
      ctx.fillStyle = inkOn(g, w);
      write(ctx, g, cellText(sinkShare), left + 1 + (sinkWidth - 3) / 2, v.ry(r) + (ch - 1) / 2 + 0.5, 'center');
    }
  }
  ctx.restore();
}

// The focus row: a line above and below it, across the grid.
function paintFocusLines(ctx, g, v) {
  const { left, viewW, viewH, ch } = g;
  const fy = v.ry(g.map.focusPosition);
  if (!(fy + ch > g.top && fy < viewH)) return; // scrolled out of view
  clipTo(ctx, left, g.top, viewW - left, viewH - g.top);
  ctx.fillStyle = g.colours.ink;
  ctx.fillRect(left, fy - 1, viewW - left, 2);
  ctx.fillRect(left, fy + ch - 2, viewW - left, 2);
  ctx.restore();
}

// A cell's outline: the cell under the pointer, or the cursor while the canvas
// has focus (at.c -1: the sink's cell; at.c null: none).
function outlineCell(ctx, g, v, at, colour, width) {
  if (!at || at.c === null) return;
  const { left, sinkWidth, cw, ch } = g;
  const x = at.c === -1 ? left + 1 : v.cx(at.c);
  const w = at.c === -1 ? sinkWidth - 3 : cw - 1;
  const y = v.ry(at.r);
  if (at.c >= 0 && x < v.x0 - cw) return;
  clipTo(ctx, at.c === -1 ? left : v.x0, g.top, g.viewW, g.viewH - g.top);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.strokeRect(x + width / 2 - 0.5, y + width / 2 - 0.5, w - width + 1, ch - width + 1);
  ctx.restore();
}

// The row labels (queries), right-aligned, the focus in bold.
function paintRowLabels(ctx, g, v, active) {
  const { map, colours, left, ch, fontSize, font } = g;
  const TOP = g.top;
  ctx.fillStyle = colours.card;
  ctx.fillRect(0, TOP, left, g.viewH - TOP);
  clipTo(ctx, 0, TOP, left, g.viewH - TOP);
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (let r = v.firstRow; r <= v.lastRow; r++) {
    const isFocus = r === map.focusPosition;
    const lit = active && active.r === r;
    // Idle rows (their word asks nothing in this head): grey and slanted, not colour alone.
    const idle = map.idle[r] && !isFocus;
    const style = (idle ? 'italic ' : '') + (isFocus || lit ? '700 ' : '');
    ctx.font = `${style}${fontSize + 1}px ${font}`;
    ctx.fillStyle = isFocus ? colours.accent : idle ? colours.muted : colours.ink;
    write(ctx, g, g.fit(ctx, map.tokens[r], left - 12, style + r), left - 8, v.ry(r) + ch / 2, 'right');
  }
  ctx.restore();
}

// The column labels (keys), turned to read upwards.
function paintColumnLabels(ctx, g, v, active) {
  const { map, colours, viewW, cw, fontSize, font } = g;
  const TOP = g.top;
  ctx.fillStyle = colours.card;
  ctx.fillRect(0, 0, viewW, TOP);
  clipTo(ctx, v.x0, 0, viewW - v.x0, TOP);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (let c = v.firstCol; c <= v.lastCol; c++) {
    const lit = active && active.c === c;
    ctx.font = `${lit || c === map.focusPosition ? '700 ' : ''}${fontSize}px ${font}`;
    ctx.fillStyle = lit ? colours.accent : colours.ink;
    ctx.save();
    ctx.translate(v.cx(c) + cw / 2, TOP - 6);
    turned(ctx, g);
    ctx.rotate(-Math.PI / 2);
    ctx.fillText(g.fit(ctx, map.tokens[c], TOP - 10, (lit || c === map.focusPosition ? 'B' : 'R') + c), 0, 0);
    ctx.restore();
  }
  ctx.restore();
}

// The sink column's label, turned like the others.
function paintSinkLabel(ctx, g, active) {
  const { t } = g;
  const TOP = g.top;
  ctx.save();
  ctx.font = `700 ${g.fontSize}px ${g.font}`;
  ctx.fillStyle = active && active.c === -1 ? g.colours.accent : g.colours.ink;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.translate(g.left + g.sinkWidth / 2, TOP - 6);
  turned(ctx, g);
  ctx.rotate(-Math.PI / 2);
  ctx.fillText(g.fit(ctx, t('heatmap.sink'), TOP - 10, 'sink'), 0, 0);
  ctx.restore();
}

// The corner: what the rows and the columns are.
function paintCorner(ctx, g) {
  const { left, t } = g;
  const TOP = g.top;
  ctx.fillStyle = g.colours.muted;
  textStyle(ctx, `${g.fontSize}px ${g.font}`, 'right', 'alphabetic');
  write(ctx, g, g.fit(ctx, t('heatmap.corner-key'), left - 10, 'ck'), left - 8, TOP - 24, 'right');
  write(ctx, g, g.fit(ctx, t('heatmap.corner-query'), left - 10, 'cq'), left - 8, TOP - 8, 'right');
}

// Lines under the labels and beside them.
function paintRules(ctx, g, v) {
  const { left, viewW, viewH } = g;
  const TOP = g.top;
  ctx.fillStyle = g.colours.line;
  ctx.fillRect(0, TOP - 1, viewW, 1);
  ctx.fillRect(left - 1, 0, 1, viewH);
  if (g.sinkWidth) ctx.fillRect(v.x0 - 1, TOP, 1, viewH - TOP);
}
