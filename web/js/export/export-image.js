// "Save as SVG" and "Save as PNG": the current view drawn as one picture, from
// the view model compute() made (no attention maths here): the title, the
// sentence with the focus, the settings, then per head shown its match table
// (token, advertises, score, percentage bar and number), why the winner won,
// the blended value's bars, and "What this means".
// The SVG is built element by element with createElementNS and textContent
// (no markup strings); the PNG is the same tree painted onto a canvas (no
// image URL to load: offline, from file:// and under a strict CSP).
// The picture speaks the view model's language: svg() sets it before it
// draws anything (drawing is synchronous, so one picture at a time). A
// language written right to left (i18n.js ownOf 'dir': Arabic) gets the
// picture mirrored, as the widget is: the sheet places every box and line
// of text at its mirror image (WIDTH - x), and the SVG's direction="rtl"
// makes each line's start its right end, so the words run right to left,
// bars fill from the right and a table's first column is on the right.
import * as I from '../i18n/i18n.js';
import { createElement } from '../lib/page-dom.js';
import { svgElement } from '../lib/svg-element.js';
import { FONT } from '../style/font.js';
import { light } from '../style/palette.js';
import { sum as sumShares } from '../lib/shares.js';
import './export-words.js'; // the words it writes
import '../lesson/explain-all.js'; // and "What this means" (explain.js meaning)
import { meaning } from '../lesson/explain.js';
let lang = I.FALLBACK;
const t = (key, params) => I.t(lang, key, params);
const num = (x) => I.num(lang, x);
const share = (s) => I.share(lang, s);
const quote = (text) => I.quote(lang, text);

const SVG_NS = 'http://www.w3.org/2000/svg';
const WIDTH = 960;
const PAD = 24;
const INNER = WIDTH - 2 * PAD;
const MAX_ROWS = 30;      // a longer table is cut to its most attended rows
const MAX_WORDS = 60;     // a longer passage shows the words around the focus
// The picture's colours: the widget's light palette (palette.js), so a picture
// prints and projects the same whatever theme the page shows.
const COLOURS = {
  ink: light('ink'), muted: light('muted'), line: light('line'), wash: light('wash'), accent: light('accent'),
  accentSoft: light('accent-soft'), onAccent: light('on-accent'), card: light('card'), self: light('self'),
  selfSoft: light('self-soft'), sink: light('sink'), sinkSoft: light('sink-soft'), track: light('track'),
  trackLine: light('track-line'), blend: light('blend'), negative: light('control-line'), meaning: light('meaning'),
  meaningLine: light('meaning-line'), pill: light('control-line'),
};

// ------------------------------------------------------------ text measuring

let measurer = null;
function textWidth(text, size, weight) {
  if (measurer === null) {
    const canvas = typeof document !== 'undefined' ? createElement('canvas') : null;
    measurer = (canvas && canvas.getContext && canvas.getContext('2d')) || false;
  }
  if (!measurer) return text.length * size * 0.56;
  measurer.font = `${weight || 400} ${size}px ${FONT}`;
  return measurer.measureText(text).width;
}

export function wrap(text, width, size, weight) {
  const lines = [];
  let line = '';
  for (const word of String(text).split(/\s+/).filter(Boolean)) {
    const next = line ? line + ' ' + word : word;
    if (line && textWidth(next, size, weight) > width) { lines.push(line); line = word; } else line = next;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export function clip(text, width, size, weight) {
  text = String(text);
  if (textWidth(text, size, weight) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textWidth(text.slice(0, mid) + '…', size, weight) <= width) lo = mid; else hi = mid - 1;
  }
  return text.slice(0, lo).trimEnd() + '…';
}

// ------------------------------------------------------------ drawing

// Characters XML 1.0 cannot hold (C0 controls but tab and newlines, NUL,
// U+FFFE, U+FFFF, lone surrogates) would make a file no viewer opens: each
// becomes U+FFFD, the replacement character, so the picture still shows where one was.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export function xmlSafe(text) { return String(text).replace(NOT_XML, '\uFFFD'); }

function make(name, attributes, text) {
  const element = svgElement(name);
  for (const key of Object.keys(attributes || {})) element.setAttribute(key, xmlSafe(attributes[key]));
  if (text !== undefined && text !== null) element.textContent = xmlSafe(text);
  return element;
}

// A canvas that grows downwards: each draw call places itself at `y`; x is
// measured from the start of a line (from the right when rtl).
function sheet(rtl) {
  const svg = make('svg', Object.assign({ xmlns: SVG_NS, 'font-family': FONT }, rtl ? { direction: 'rtl' } : {}));
  const body = make('g');
  const page = { svg, body, y: PAD };
  page.add = (element) => { body.appendChild(element); return element; };
  page.text = (x, y, text, o) => page.add(make('text', Object.assign({ x: rtl ? WIDTH - x : x, y, 'font-size': (o && o.size) || 14,
    fill: (o && o.fill) || COLOURS.ink }, o && o.weight ? { 'font-weight': o.weight } : {},
    o && o.anchor ? { 'text-anchor': o.anchor } : {}), text));
  page.rect = (x, y, w, h, o) => page.add(make('rect', Object.assign({ x: rtl ? WIDTH - x - Math.max(0, w) : x, y,
    width: Math.max(0, w), height: h }, o)));
  // Wrapped paragraph at page.y; moves page.y below it.
  page.paragraph = (text, o) => {
    const size = (o && o.size) || 14;
    const lead = Math.round(size * 1.45);
    const x = (o && o.x) || PAD;
    for (const line of wrap(text, (o && o.width) || INNER, size, o && o.weight)) {
      page.y += lead;
      page.text(x, page.y - Math.round(size * 0.35), line, o);
    }
    page.y += (o && o.after) || 6;
  };
  return page;
}

function bar(page, x, y, width, height, fraction, fill) {
  page.rect(x, y, width, height, { rx: height / 2, fill: COLOURS.track, stroke: COLOURS.trackLine });
  page.rect(x, y, Math.max(0, Math.min(1, fraction)) * width, height, { rx: height / 2, fill });
}

// The words as pills, the focus filled in, unknown words with a dotted outline.
function sentence(page, vm) {
  let tokens = vm.tokens;
  let before = false;
  let after = false;
  if (tokens.length > MAX_WORDS) {
    const start = Math.max(0, Math.min(vm.focusPosition - MAX_WORDS / 2, tokens.length - MAX_WORDS));
    before = start > 0;
    after = start + MAX_WORDS < tokens.length;
    tokens = tokens.slice(start, start + MAX_WORDS);
    page.paragraph(t('export.passage', { count: vm.tokens.length, shown: MAX_WORDS }),
      { size: 13, fill: COLOURS.muted });
  }
  const size = 15;
  const height = 28;
  let x = PAD;
  let y = page.y + 4;
  const items = (before ? [{ text: '…', gap: true }] : []).concat(tokens, after ? [{ text: '…', gap: true }] : []);
  for (const t of items) {
    const weight = t.isFocus ? 700 : 400;
    const w = Math.min(INNER, textWidth(t.text, size, weight) + 24);
    if (x + w > PAD + INNER) { x = PAD; y += height + 8; }
    if (!t.gap) {
      page.rect(x, y, w, height, Object.assign({ rx: height / 2, fill: t.isFocus ? COLOURS.accent : COLOURS.card,
        stroke: t.isFocus ? COLOURS.accent : COLOURS.pill, 'stroke-width': 1.5 },
      t.unknown ? { 'stroke-dasharray': '3 3' } : {}));
    }
    page.text(x + w / 2, y + 19, clip(t.text, w - 16, size, weight),
      { size, weight, anchor: 'middle', fill: t.isFocus ? COLOURS.onAccent : COLOURS.ink });
    x += w + 8;
  }
  page.y = y + height + 10;
  if (vm.unknownCount > 0) {
    page.paragraph(t('export.unknown'),
      { size: 13, fill: COLOURS.muted });
  }
}

// The rows to draw: all of them, or the most attended when there are many.
function tableRows(head) {
  let rows = head.rows;
  let omitted = head.omitted;
  if (rows.length > MAX_ROWS) {
    const keep = rows.slice().sort((a, b) => b.weight - a.weight).slice(0, MAX_ROWS);
    const cut = rows.filter((r) => keep.indexOf(r) < 0);
    rows = keep;
    // The rows left out together: the sum of their shown shares, so the picture still adds up.
    omitted = {
      count: cut.length + (omitted ? omitted.count : 0),
      share: sumShares(cut.map((r) => r.share).concat(omitted ? [omitted.share] : [])),
    };
  }
  return { rows, omitted };
}

const COLUMNS = { token: PAD + 8, advert: PAD + 150, score: PAD + 540, bar: PAD + 560, barWidth: 270, number: PAD + INNER - 4 };

function matchTable(page, vm, head) {
  const rowHeight = 26;
  const { rows, omitted } = tableRows(head);
  page.paragraph(t(head.ranked || rows !== head.rows ? 'match.title-ranked' : 'match.title', { token: quote(head.focus.text) }),
    { size: 14, weight: 700, after: 2 });
  page.paragraph(t('export.formula', { magnitude: num(vm.magnitude) }),
    { size: 12, fill: COLOURS.muted, after: 4 });
  // The bars leave room for the widest percentage ("< 0.1%" in English, «أقل من 0.1%» in Arabic).
  const shares = rows.concat(omitted ? [omitted] : [], head.sink ? [head.sink] : []).map((r) => share(r.share))
    .concat([share(head.totalShare)]);
  const numberWidth = Math.max(...shares.map((s) => textWidth(s, 14, 700)));
  const barWidth = Math.max(60, Math.min(COLUMNS.barWidth, COLUMNS.number - numberWidth - 12 - COLUMNS.bar));
  const headY = page.y + 16;
  for (const [x, label, anchor] of [[COLUMNS.token, t('export.col-token')], [COLUMNS.advert, t('export.col-key')],
    [COLUMNS.score, t('export.col-score'), 'end'], [COLUMNS.bar, t('export.col-softmax')]]) {
    page.text(x, headY, label, { size: 11, weight: 700, fill: COLOURS.muted, anchor });
  }
  page.rect(PAD, headY + 7, INNER, 2, { fill: COLOURS.line });
  let y = headY + 9;
  const line = (o) => {
    const top = y;
    if (o.fill) page.rect(PAD, top, INNER, rowHeight, { fill: o.fill });
    page.text(COLUMNS.token, top + 18, clip(o.token, 120, 14, 700), { size: 14, weight: 700, fill: o.tokenFill || COLOURS.ink });
    if (o.note) page.text(COLUMNS.token + textWidth(clip(o.token, 120, 14, 700), 14, 700) + 6, top + 18, o.note, { size: 11, fill: COLOURS.muted });
    page.text(COLUMNS.advert, top + 18, clip(o.advert, COLUMNS.score - COLUMNS.advert - 70, 13), { size: 13 });
    if (o.score !== null) page.text(COLUMNS.score, top + 18, o.score, { size: 14, weight: 700, anchor: 'end' });
    if (o.share !== null) {
      bar(page, COLUMNS.bar, top + 7, barWidth, 12, o.share.weight, o.barFill || COLOURS.accent);
      page.text(COLUMNS.number, top + 18, share(o.share), { size: 14, weight: 700, anchor: 'end' });
    }
    page.rect(PAD, top + rowHeight, INNER, 1, { fill: COLOURS.line });
    y += rowHeight + 1;
  };
  for (const row of rows) {
    line({ token: row.text, note: [row.isFocus ? t('match.itself') : '', row.unknown ? t('match.unknown') : ''].filter(Boolean).join(', '),
      advert: row.advertises, score: num(row.score), share: row.share,
      fill: row.isFocus ? COLOURS.selfSoft : null, tokenFill: row.isFocus ? COLOURS.self : null,
      barFill: row.isFocus ? COLOURS.self : null });
  }
  if (omitted) {
    line({ token: t('match.more-words', { count: omitted.count }), advert: t('export.left-out'), score: null, share: omitted.share });
  }
  if (head.sink) {
    line({ token: t('match.sink'), note: t('match.sink-note'), advert: t('match.sink-advertises'), score: num(head.sink.score),
      share: head.sink.share, fill: COLOURS.sinkSoft, tokenFill: COLOURS.sink, barFill: COLOURS.sink });
  }
  page.text(COLUMNS.token, y + 18, t('match.total'), { size: 14, weight: 700 });
  page.text(COLUMNS.number, y + 18, share(head.totalShare), { size: 14, weight: 700, anchor: 'end' });
  page.y = y + 30;
}

function blend(page, head) {
  page.paragraph(t('blend.title', { token: quote(head.focus.text) }), { size: 14, weight: 700, after: 2 });
  for (const v of head.blend.values) {
    const y = page.y + 4;
    page.text(PAD + 8, y + 13, clip(v.name, 140, 13), { size: 13 });
    bar(page, PAD + 160, y + 3, 360, 12, Math.abs(v.value) / head.blend.max, v.value < 0 ? COLOURS.negative : COLOURS.blend);
    page.text(PAD + 580, y + 13, num(v.value), { size: 13, weight: 700, anchor: 'end' });
    page.y = y + 20;
  }
  page.paragraph(t('blend.reads-as') + head.blend.reading.text, { size: 14, weight: 700, after: 10 });
}

function headPanel(page, vm, head) {
  const top = page.y;
  page.y += 8;
  page.paragraph(t('export.head', { label: head.label, question: head.question }), { size: 17, weight: 700, x: PAD + 8, width: INNER - 16, after: 2 });
  page.paragraph(t('export.looks-for', { token: quote(head.focus.text), text: head.focus.looksFor }), { size: 14, x: PAD + 8, width: INNER - 16 });
  matchTable(page, vm, head);
  for (const s of head.story) page.paragraph('• ' + s.text, { size: 13, fill: COLOURS.muted, x: PAD + 8, width: INNER - 16, after: 2 });
  page.y += 6;
  blend(page, head);
  const frame = make('rect', { x: PAD - 8, y: top, width: INNER + 16, height: page.y - top, rx: 12, fill: COLOURS.card,
    stroke: COLOURS.line });
  page.body.insertBefore(frame, page.body.firstChild);
  page.y += 14;
}

// The whole picture as an <svg> element (not attached to any document).
export function svg(vm, options) {
  lang = I.resolve(vm.lang);
  const page = sheet(I.ownOf('dir', lang) === 'rtl');
  page.paragraph(vm.scenario.title, { size: 22, weight: 700, after: 2 });
  page.paragraph(t('scenario.try') + vm.scenario.tryThis, { size: 14, fill: COLOURS.muted });
  sentence(page, vm);
  const settings = [t('export.magnitude', { value: num(vm.magnitude) }),
    vm.sink.on ? t('export.sink-on', { score: num(vm.sink.score) }) : t('export.sink-off'),
    t(vm.causal ? 'export.causal-on' : 'export.causal-off')];
  if (vm.order.shuffled) settings.push(t('export.shuffled'));
  page.paragraph(settings.join(' · '), { size: 14, weight: 600 });
  page.y += 6;
  for (const i of vm.shownHeads) headPanel(page, vm, vm.heads[i]);

  const top = page.y;
  page.y += 6;
  page.paragraph(t('meaning.title'), { size: 15, weight: 700, x: PAD + 12, width: INNER - 24, after: 0 });
  // At a step of the chapter the widget shows no such sentence: the picture writes it (its words came with this part).
  page.paragraph(vm.texts.meaning || meaning(vm), { size: 14, x: PAD + 12, width: INNER - 24, after: 10 });
  page.body.insertBefore(make('rect', { x: PAD - 8, y: top, width: INNER + 16, height: page.y - top, rx: 12,
    fill: COLOURS.meaning, stroke: COLOURS.meaningLine }), page.body.firstChild);
  page.y += 4;
  const footer = t('export.footer') +
    (options && options.link ? ' ' + options.link : '');
  page.text(PAD, page.y + 14, clip(footer, INNER, 11), { size: 11, fill: COLOURS.muted });
  page.y += 24;

  const height = Math.ceil(page.y);
  page.svg.setAttribute('width', WIDTH);
  page.svg.setAttribute('height', height);
  page.svg.setAttribute('viewBox', `0 0 ${WIDTH} ${height}`);
  page.svg.appendChild(make('title', {}, t('export.svg-title', { title: vm.scenario.title, token: quote(vm.focusText) })));
  page.svg.appendChild(make('rect', { x: 0, y: 0, width: WIDTH, height, fill: COLOURS.card }));
  page.svg.appendChild(page.body);
  return page.svg;
}

export function svgText(element) {
  return '<?xml version="1.0" encoding="UTF-8"?>\n' + new XMLSerializer().serializeToString(element);
}

// ------------------------------------------------------------ PNG

// The PNG is painted from the same SVG tree, element by element, onto a
// canvas (the tree holds only <g>, <rect> and <text>). No <img> has to load
// the SVG from a blob: or data: URL, so a strict Content-Security-Policy
// (img-src 'self') has nothing to block, and the picture is the same.
function attribute(node, name, fallback) {
  const value = node.getAttribute(name);
  return value === null ? fallback : value;
}

function paintRect(node, context) {
  const x = Number(attribute(node, 'x', 0));
  const y = Number(attribute(node, 'y', 0));
  const w = Number(attribute(node, 'width', 0));
  const hgt = Number(attribute(node, 'height', 0));
  const r = Math.max(0, Math.min(Number(attribute(node, 'rx', 0)), w / 2, hgt / 2));
  context.beginPath();
  context.moveTo(x + r, y);
  context.arcTo(x + w, y, x + w, y + hgt, r);
  context.arcTo(x + w, y + hgt, x, y + hgt, r);
  context.arcTo(x, y + hgt, x, y, r);
  context.arcTo(x, y, x + w, y, r);
  context.closePath();
  const fill = attribute(node, 'fill', '#000000');
  if (fill !== 'none') { context.fillStyle = fill; context.fill(); }
  const stroke = attribute(node, 'stroke', 'none');
  if (stroke !== 'none') {
    const dash = attribute(node, 'stroke-dasharray', '');
    context.setLineDash(dash ? dash.split(/[\s,]+/).map(Number) : []);
    context.lineWidth = Number(attribute(node, 'stroke-width', 1));
    context.strokeStyle = stroke;
    context.stroke();
    context.setLineDash([]);
  }
}

function paintText(node, context) {
  context.font = `${attribute(node, 'font-weight', 400)} ${attribute(node, 'font-size', 14)}px ${FONT}`;
  context.fillStyle = attribute(node, 'fill', '#000000');
  // start and end as in the SVG: the line's own end, by the picture's direction (png()).
  const anchor = attribute(node, 'text-anchor', 'start');
  context.textAlign = anchor === 'middle' ? 'center' : anchor;
  context.textBaseline = 'alphabetic';
  context.fillText(node.textContent, Number(attribute(node, 'x', 0)), Number(attribute(node, 'y', 0)));
}

function paint(parent, context) {
  for (const node of Array.from(parent.children)) {
    if (node.localName === 'g') paint(node, context);
    else if (node.localName === 'rect') paintRect(node, context);
    else if (node.localName === 'text') paintText(node, context);
  }
}

// The picture at twice its size (less if it would be huge), as a PNG Blob.
export function png(element) {
  const width = Number(element.getAttribute('width'));
  const height = Number(element.getAttribute('height'));
  const scale = Math.max(0.5, Math.min(2, 16000 / height));
  return new Promise((resolve, reject) => {
    const canvas = createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (!context) { reject(new Error('this browser cannot draw on a canvas')); return; }
    context.scale(scale, scale);
    context.direction = element.getAttribute('direction') === 'rtl' ? 'rtl' : 'ltr';
    paint(element, context);
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the browser could not make a PNG'))), 'image/png');
  });
}

// Hands a Blob to the browser as a download, through an <a download> in `parent`.
export function download(blob, name, parent) {
  const url = URL.createObjectURL(blob);
  const a = createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  parent.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

// "attention-sky-sky.png": the example and the focus word, safe for any file system.
export function fileName(vm, extension) {
  const safe = (text) => String(text).toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 24);
  return ['attention', safe(vm.scenario.typed ? 'my-sentence' : vm.scenario.id), safe(vm.focusText) || 'word']
    .filter(Boolean).join('-') + '.' + extension;
}

