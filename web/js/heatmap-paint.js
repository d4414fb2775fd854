// Paints the long heatmap's viewport onto its canvas: only the cells on screen
// (one path per shade; masked cells grey and hatched; numbers when the cells
// are big enough), the sink's column, the focus row's lines, the cell under the
// pointer and the keyboard cursor, then the row and column labels. Pure
// drawing: heatmap-canvas.js owns the state and says what to draw (g).
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

// g: { map, t, colours, font, log, left, sinkWidth, viewW, viewH, top, cw, ch,
//      fontSize, withNumbers, sx, sy, hover, cursor, focused, fit(ctx, text, width, key) }
export function paintGrid(ctx, g) {
  const { map, t, colours, font, log, left, sinkWidth, viewW, viewH, cw, ch, fontSize, withNumbers, hover, cursor, focused } = g;
  const TOP = g.top;
  const fitted = g.fit;
  ctx.fillStyle = colours.card;
  ctx.fillRect(0, 0, viewW, viewH);

  const n = map.tokenCount;
  const x0 = left + sinkWidth;
  const { sx, sy } = g;
  const firstCol = Math.max(0, Math.floor(sx / cw));
  const lastCol = Math.min(n - 1, Math.floor((sx + viewW - x0) / cw));
  const firstRow = Math.max(0, Math.floor(sy / ch));
  const lastRow = Math.min(n - 1, Math.floor((sy + viewH - TOP) / ch));
  const cx = (c) => x0 + c * cw - sx;
  const ry = (r) => TOP + r * ch - sy;
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
        ctx.fillText(cellText(row.cells[c]), cx(c) + (cw - 1) / 2, ry(r) + (ch - 1) / 2 + 0.5);
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
      const sinkShare = rows[r - firstRow].sinkCell;
      ctx.fillStyle = colours.heat[shade(w, log)];
      ctx.fillRect(left + 1, ry(r), sinkWidth - 3, ch - 1);
      if (withNumbers) {
        ctx.font = `${fontSize}px ${font}`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillStyle = shade(w, log) >= 5 ? colours.inkDark : colours.inkLight;
        ctx.fillText(cellText(sinkShare), left + 1 + (sinkWidth - 3) / 2, ry(r) + (ch - 1) / 2 + 0.5);
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
