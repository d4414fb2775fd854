// A tiny static file server for dist/ (no dependencies): ./build.sh serve and
// the browser tests use it. Usage: node tools/serve.js [--compress] <folder> [port]
// Set CSP to send a Content-Security-Policy header with every response.
// --compress (option compress: true) compresses as a web host does, on the fly
// with Node's zlib: brotli or gzip as the request's Accept-Encoding allows
// (brotli first), with Content-Encoding and Vary: Accept-Encoding; the
// benchmark's Lighthouse section (bench/lighthouse.js) serves its pages so.
'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.wasm': 'application/wasm', '.ts': 'text/plain; charset=utf-8',
  // What sites built by ./build.sh hosts fetch besides: Next's route payloads, sitemaps.
  '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml; charset=utf-8',
};

// What a host compresses: text and wasm; not images that are compressed already.
const compressible = (type) => /^text\/|^application\/(json|wasm)|^image\/svg\+xml/.test(type);

// gzip at zlib's own default level (6); brotli at quality 5, a setting for
// compressing on the fly (11, its maximum, is for files compressed ahead of time).
const encoders = {
  br: (body) => zlib.brotliCompressSync(body, { params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => zlib.gzipSync(body, { level: 6 }),
};

// The encoding to answer with for an Accept-Encoding header: br, then gzip,
// each if listed (or covered by *) with a q-value above 0; otherwise identity.
function chooseEncoding(acceptEncoding) {
  const q = new Map();
  for (const part of String(acceptEncoding || '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  for (const encoding of ['br', 'gzip']) {
    const value = q.has(encoding) ? q.get(encoding) : q.get('*');
    if (value > 0) return encoding;
  }
  return 'identity';
}

function createServer(folder, { csp, compress = false } = {}) {
  const root = path.resolve(folder);
  // Compressed bodies, kept as a host keeps them, until the file changes.
  const cache = new Map();
  const encoded = (file, stat, body, encoding) => {
    const key = `${encoding}\0${file}`;
    const hit = cache.get(key);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.body;
    const out = encoders[encoding](body);
    cache.set(key, { mtimeMs: stat.mtimeMs, size: stat.size, body: out });
    return out;
  };
  return http.createServer((request, response) => {
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    } catch (error) {
      // A malformed address (say "/%E0%A4%A") is the client's mistake: say so, and keep serving.
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end('bad request: the address is not valid percent-encoding');
      return;
    }
    let file = path.join(root, path.normalize(urlPath));
    if (!file.startsWith(root)) { response.writeHead(403).end('forbidden'); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (error, body) => {
      if (error) { response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found'); return; }
      const type = types[path.extname(file)] || 'application/octet-stream';
      const headers = { 'Content-Type': type, 'Cache-Control': 'no-store' };
      if (csp) headers['Content-Security-Policy'] = csp;
      // The bundles name no source map (tools/build-web.js): the header names the one built beside each.
      if (/\.(m?js|cjs)$/.test(file) && fs.existsSync(file + '.map')) headers.SourceMap = path.basename(file) + '.map';
      if (compress && compressible(type)) {
        headers.Vary = 'Accept-Encoding';
        const encoding = chooseEncoding(request.headers['accept-encoding']);
        if (encoding !== 'identity') {
          let stat;
          try { stat = fs.statSync(file); } catch (statError) { stat = { mtimeMs: NaN, size: body.length }; }
          body = encoded(file, stat, body, encoding);
          headers['Content-Encoding'] = encoding;
        }
      }
      if (compress) headers['Content-Length'] = body.length;
      response.writeHead(200, headers).end(body);
    });
  });
}

module.exports = { createServer, chooseEncoding };

if (require.main === module) {
  const args = process.argv.slice(2);
  const compress = args.includes('--compress');
  const [folder = 'dist', port = process.env.PORT || 8000] = args.filter((a) => a !== '--compress');
  createServer(folder, { csp: process.env.CSP, compress }).listen(Number(port), '127.0.0.1', () => {
    console.log(`Attention Playground: http://localhost:${port}/  (serving ${folder}/${compress ? ', compressed' : ''}, Ctrl+C to stop)`);
  });
}
