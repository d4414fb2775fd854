// What a saved screenshot holds, read from the PNG file itself: its size from
// the header (IHDR), and its pixels (the IDAT data inflated and unfiltered), so
// a test can say the file exists, is a picture of the page's width and is not
// blank. Reads the 8-bit, non-interlaced PNGs Chromium writes.
'use strict';
const fs = require('node:fs');
const zlib = require('node:zlib');
const assert = require('node:assert/strict');

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS = { 0: 1, 2: 3, 4: 2, 6: 4 }; // grey, RGB, grey + alpha, RGBA (8 bits each)

// { width, height, channels, pixels: Buffer (rows of width × channels bytes) }.
function readPng(file) {
  const bytes = fs.readFileSync(file);
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error(`${file} is not a PNG (its first bytes are not the PNG signature)`);
  let header = null;
  const data = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), depth: body[8], colour: body[9], interlace: body[12] };
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header) throw new Error(`${file} has no IHDR header`);
  const channels = CHANNELS[header.colour];
  if (header.depth !== 8 || !channels || header.interlace !== 0) {
    throw new Error(`${file}: only 8-bit, non-interlaced grey or RGB(A) PNGs are read (depth ${header.depth}, colour type ${header.colour})`);
  }
  const raw = zlib.inflateSync(Buffer.concat(data));
  const stride = header.width * channels;
  const pixels = Buffer.alloc(stride * header.height);
  for (let y = 0; y < header.height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[out + x - channels] : 0;           // left
      const b = y > 0 ? pixels[out - stride + x] : 0;                      // up
      const c = x >= channels && y > 0 ? pixels[out - stride + x - channels] : 0; // up left
      let predicted = 0;
      if (filter === 1) predicted = a;
      else if (filter === 2) predicted = b;
      else if (filter === 3) predicted = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else if (filter !== 0) throw new Error(`${file}: row ${y} has the unknown filter ${filter}`);
      pixels[out + x] = (line[x] + predicted) & 0xff;
    }
  }
  return { width: header.width, height: header.height, channels, pixels };
}

// How many colours the picture has, and the share of its pixels the commonest one covers.
function colours({ pixels, channels }) {
  const counts = new Map();
  for (let i = 0; i < pixels.length; i += channels) {
    const key = pixels.readUIntBE(i, channels);
    counts.set(key, (counts.get(key) || 0) + 1);
  }
  const most = Math.max(...counts.values());
  return { count: counts.size, commonest: most / (pixels.length / channels) };
}

// The screenshot `file` exists and is a PNG `width` px wide and at least
// `minHeight` tall (a full page is as tall as its content) that is not blank:
// dozens of colours (text is anti-aliased), none covering nearly all of it.
function assertScreenshot(file, { width, minHeight }) {
  assert.ok(fs.existsSync(file), `${file} was saved`);
  const png = readPng(file);
  assert.equal(png.width, width, `${file} is ${width} px wide`);
  assert.ok(png.height >= minHeight, `${file} is ${png.height} px tall, at least ${minHeight}`);
  const { count, commonest } = colours(png);
  assert.ok(count >= 32, `${file} has ${count} colours: a blank or nearly blank picture`);
  assert.ok(commonest < 0.95, `${file} is ${Math.round(commonest * 100)} % one colour: a blank or nearly blank picture`);
  return { width: png.width, height: png.height, count, commonest };
}

module.exports = { readPng, colours, assertScreenshot };
